"""A Word table of particulars, a condition about another thing, another kind of ticket and how far
ahead (2026-12-07, eighty-seventh session, found by documents written blind for the probes: a tenancy
agreement, a conference's delegate information and a leisure centre's membership terms).

The tenancy agreement's "Item | Details" table was read with its first four rows as the header: every
row from "Tenants" on carried "Details 18 August 2025 Daniel Okafor ..." as its column header, and "How
much is the rent?" was answered by the clause on interest for late rent. "What happens if I'm late with
the rent" was answered by "If keys are returned late, the Tenant will pay Rent on a daily basis ...",
"How much does a day ticket cost?" (not answerable) by "Dinner tickets cost £65 ...", and "how far
ahead can I book a spin class" and "Whats the minimum contract length if I pay monthly" were shown the
right sentences only as passages (P 0.51 and 0.76), as was the washing machine manual's "E21 Drain fault:
..." for "what does E21 mean on my washer" (P 0.20). A home insurer's policy schedule was profiled as
the company "Renewal" (its title "Home Insurance Policy Schedule - Renewal") and the policy wording as
"Policy Wording", so every question of the two was asked back "Which company do you mean?"; "The storm
last night blew my garden fence down, is that covered?" was asked back "Which covered do you mean?".
An app's FAQ's "Your transactions are exported as a CSV file, which opens in Excel, ..." (P 0.96) was
no answer to "Can I get my transactions into Excel?" (read as asking to receive them), and a restaurant's
"A discretionary service charge of 12.5% is added to the bill ..." (P 0.76) none to "Do you add service
charge?" (the stemmer cut "added" to "ad", the stem of "ads"). The wording's "The most we will pay for
any one item is the single article limit shown on your schedule, ..." answered "Whats the most you'll pay
out for one single item of contents?" with no amount.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.kinds import another_subject_case, asked_case
from rag_core.answer.understand.question import analyse
from rag_core.answer.understand.slots import asked_shape
from rag_core.answer.understand.vague import vague
from rag_core.ingest.profile import derive_profile
from rag_core.messages import Mode
from rag_core.ingest.grid_headers import header_rows
from tests.helpers.answers import assert_answered, assert_not_answered_by, engine_on
from tests.helpers.candidates import candidate
from tests.helpers.office import heading, make_docx, para, table
from tests.helpers.pdfs import make_pdf

PARTICULARS = [
    ["Item", "Details"],
    ["Date of this agreement", "18 August 2025"],
    ["Landlord", "Daniel Okafor and Helen Okafor, of 3 Beechwood Close, Harrogate HG2 8LS"],
    ["Landlord's agent", "Wharfedale Lettings Ltd, 21 Kirkgate, Otley LS21 3HW (fully managed service)"],
    ["Tenants", "Sophie Marchetti and Tomasz Nowicki, who are jointly and severally liable under this agreement"],
    ["Term", "12 months, from and including 1 September 2025 to and including 31 August 2026"],
    ["Rent", "£1,150 per calendar month, payable in advance"],
    ["Rent payment date", "The 1st day of each month, by standing order"],
    ["Deposit", "£1,326"],
]

TENANCY = make_docx(
    heading("Assured Shorthold Tenancy Agreement"),
    para(
        "This agreement is intended to create an assured shorthold tenancy as defined in section 19A of the Housing "
        "Act 1988."
    ),
    heading("Particulars"),
    table(PARTICULARS),
    heading("3. Rent and other payments"),
    para(
        "3.1 The Tenant will pay the Rent in advance on the Rent payment date without any deduction. The first "
        "payment of £1,150 is due on signing this agreement."
    ),
    para(
        "3.2 If any Rent is unpaid for more than 14 days after the date it is due, the Tenant will pay interest on "
        "the unpaid amount at 3% above the Bank of England base rate, from the date the Rent was due until the "
        "date it is paid."
    ),
    para(
        "3.3 If the Tenant loses any key or security device, the Tenant will pay the reasonable cost of replacing "
        "it, including changing the locks where necessary."
    ),
    heading("9. At the end of the tenancy"),
    para("9.1 The Tenant will return all keys to the Agent by 12 noon on the last day of the tenancy."),
    para("If keys are returned late, the Tenant will pay Rent on a daily basis until they are returned."),
    para("9.2 The Tenant will leave the Property clean and tidy and remove all their belongings."),
    title="Tenancy agreement",
)

DELEGATES = b"""# Northern Health Data Forum 2026: delegate information

## Registration

Registration opens at 08:00 on Tuesday 17 March in the main foyer. Please bring your e-ticket, on your
phone or printed.

## Conference dinner

The conference dinner is on Tuesday 17 March at 19:00 in the Baltic Room, 12 Sandhill, a five-minute walk
from the venue. Dinner tickets cost \xc2\xa365 and must be booked in advance through the registration portal; a
small number may be available at the registration desk on Tuesday morning.

## Catering

Lunch, tea and coffee are included for every delegate on both days.
"""

GYM = """<html><head><title>Membership terms and conditions | Kestrel Leisure</title></head><body>
<h1>Membership terms and conditions</h1>
<h2>1. Joining</h2>
<p>You must be 16 or over to hold an adult membership. Members aged 14 and 15 must complete a junior induction
before using the gym.</p>
<h2>2. Contract and payment</h2>
<p>Monthly memberships are paid by Direct Debit, collected on or shortly after the 1st of each month.</p>
<p>Contract memberships paid monthly have a minimum term of 12 months, starting from the date of your first full
monthly payment.</p>
<p>Once your minimum term has ended you can cancel by giving us one full calendar month's notice.</p>
<h2>3. Classes</h2>
<p>Members can book group exercise classes through the Kestrel Active app or online up to 8 days in advance, from
07:00 each morning.</p>
<p>If you cannot attend a class you have booked, please cancel at least 2 hours before it starts so that someone
else can take your place.</p>
</body></html>""".encode()


MANUAL = make_pdf(
    [
        "Corvel WM8146S washing machine\nInstructions for use\nThank you for choosing Corvel. Please read these "
        "instructions before using your washing machine for the first time.\nCleaning the drain pump filter\n"
        "Clean it every 3 months, and whenever the machine does not drain properly.",
        "Troubleshooting\nIf a code appears in the display, switch the machine off, wait 1 minute and switch it on "
        "again. If the code appears again, check the table below before calling our service team.\n"
        "Code Meaning What to do\n"
        "E10 Water inlet fault: no water or too little water Check the tap is fully open and the inlet hose is not "
        "kinked.\n"
        "E21 Drain fault: the water has not pumped out within 6 minutes Clean the drain pump filter and check the "
        "drain hose is not kinked or too high.\n"
        "E40 Door fault: the door is not closed properly Close the door firmly until it clicks.",
    ],
    title="Corvel WM8146S instructions",
)


INSURER = "Northgate Mutual Home Insurance"
SCHEDULE_TEXT = (
    f"{INSURER}\nNorthgate House, 2 Wellington Row, York YO1 6FZ\nHome Insurance Policy Schedule - Renewal\n"
    "This schedule forms part of your policy and must be read together with the Home Insurance Policy Wording "
    "and any endorsements shown below. Please check the details carefully. If anything is wrong or missing, tell us "
    "straight away, as we may not be able to pay a claim.\nPolicy number HSH-4471-209-83\nPolicyholder(s) Mr Daniel "
    "Okafor and "
    "Mrs Priya Okafor\nPeriod of insurance From 00:00 on 03 March 2025 to 23:59 on 02 March 2026\n"
    "Your buildings are insured for \u00a3385,000 and your contents for \u00a360,000.\n"
    "Your total annual premium is \u00a3486.20, including Insurance Premium Tax.\n"
    f"{INSURER} is a trading name of Northgate Mutual Insurance Society Limited. We are authorised by the "
    "Prudential Regulation Authority."
)
WORDING_TEXT = (
    f"Home Insurance\nPolicy Wording\n{INSURER}\nHome Standard, Home Plus and Home Premier\n"
    "Welcome to Northgate. This booklet and your schedule make up your policy. Please read them together so "
    "that you know what we cover and what we do not.\n"
    f"{INSURER} is a trading name of Northgate Mutual Insurance Society Limited. We are authorised by the "
    "Prudential Regulation Authority."
)
SCHEDULE = make_pdf([SCHEDULE_TEXT], title="")
WORDING = make_pdf(
    [
        WORDING_TEXT,
        "Section 1 - Buildings\nWe will pay for loss of or damage to the buildings caused by storm or flood.\n"
        "We will not pay for damage to gates, hedges and fences caused by storm, flood or weight of snow.\n"
        "We will not pay for loss or damage caused by your domestic pets chewing, scratching, tearing or fouling.\n"
        "Section 2 - Contents\nThe most we will pay for any one item is the single article limit shown on your "
        "schedule, unless the item is listed as a specified item.",
    ],
    title="",
)


FAQ = b"""# Tallybird help: exporting and accounts

## Can I export my data?

Yes. Go to Settings, then Export, and choose the months you want. Your transactions are exported as a CSV
file, which opens in Excel, Numbers or Google Sheets. Exports include every account you have connected.

## Can I use Tallybird on more than one device?

You can use the same account on as many devices as you like.
"""

RESTAURANT = b"""# The Harbour Kitchen: bookings

We take bookings for up to 12 people online; for larger groups please call us on 01263 740 512.

Groups of eight or more are asked for a deposit of \xc2\xa310 per person to secure the booking.

A discretionary service charge of 12.5% is added to the bill for tables of six or more.

Dogs are welcome in the bar and on the terrace, but not in the main dining room.
"""


@pytest.fixture(scope="module")
def tenancy(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "tenancy", {"AST_14_Larchfield_Road_signed.docx": TENANCY})


@pytest.fixture(scope="module")
def forum(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "forum", {"NHDF26_delegate_information.md": DELEGATES})


@pytest.fixture(scope="module")
def gym(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "gym", {"kestrel-leisure.co.uk_membership-terms.html": GYM})


@pytest.fixture(scope="module")
def insurance(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    files = {"Okafor_home_policy_schedule_2025.pdf": SCHEDULE, "Northgate_home_policy_wording_NMH-PW-0924.pdf": WORDING}
    yield engine_on(tmp_path_factory, embedder, "insurance", files)


@pytest.fixture(scope="module")
def help_pages(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    files = {"tallybird_support_faq.md": FAQ, "harbour_kitchen_bookings.md": RESTAURANT}
    yield engine_on(tmp_path_factory, embedder, "help", files)


@pytest.fixture(scope="module")
def washer(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "washer", {"corvel_wm8146s_instructions.pdf": MANUAL})


def test_a_table_of_particulars_under_its_header_row_is_data() -> None:
    # "Item | Details" heads the table; the rows under it are particulars, whatever figures follow
    assert header_rows(PARTICULARS) == 1
    # a lower header row leaves the labels' cell empty or gives a year
    assert header_rows([["Measure", "Year ended"], ["", "31 March 2025"], ["Revenue", "1,250"]]) == 2
    assert header_rows([["Fund", "Return"], ["Class", "2024"], ["Growth", "7.5%"]]) == 2


def test_the_rent_is_read_from_the_particulars(tenancy: Engine) -> None:
    assert_answered(tenancy, "How much is the rent?", "£1,150 per calendar month")
    assert_answered(tenancy, "How much deposit did we pay?", "£1,326")


def test_a_condition_about_another_thing_is_not_the_asked_case(tenancy: Engine) -> None:
    # the keys' lateness is not the rent's, though the rent is paid in what follows
    assert_not_answered_by(tenancy, "What happens if I'm late with the rent?", "keys are returned late")
    question = analyse("What happens if I'm late with the rent?")
    assert asked_case(question) == "I'm late with the rent"
    keys = candidate("If keys are returned late, the Tenant will pay Rent on a daily basis until they are returned.")
    assert another_subject_case(question, keys)
    rent = candidate(
        "3.2 If any Rent is unpaid for more than 14 days after the date it is due, the Tenant will pay "
        "interest on the unpaid amount."
    )
    assert not another_subject_case(question, rent)
    # a condition about a person is the reader's own case; any other question is left alone
    cancel = candidate("If you cancel within 7 days of the start date, you will lose your booking fee.")
    assert not another_subject_case(analyse("What happens if I cancel my booking late?"), cancel)
    assert not another_subject_case(analyse("How much is the rent?"), keys)


def test_another_kind_of_ticket_gives_no_price(forum: Engine) -> None:
    assert_not_answered_by(forum, "How much does a day ticket cost?", "Dinner tickets cost")
    assert_answered(forum, "How much is a dinner ticket?", "Dinner tickets cost £65")


def test_how_far_ahead_and_a_minimum_contract_length_are_lengths_of_time(gym: Engine) -> None:
    assert asked_shape("how far ahead can I book a spin class") == "duration"
    assert asked_shape("How far in advance can I book?") == "duration"
    assert asked_shape("Whats the minimum contract length if I pay monthly") == "duration"
    # a length that is no time
    assert asked_shape("What is the maximum length of a cabin bag?") == ""
    assert asked_shape("How far is the station?") == ""
    assert_answered(gym, "how far ahead can I book a spin class", "up to 8 days in advance")
    assert_answered(gym, "Whats the minimum contract length if I pay monthly", "a minimum term of 12 months")


def test_a_code_is_answered_by_the_line_it_opens(washer: Engine) -> None:
    assert_answered(washer, "what does E21 mean on my washer", "E21 Drain fault: the water has not pumped out")
    assert_answered(washer, "What is error code E40?", "E40 Door fault")
    # a code the manual does not list is not answered by another's line
    assert_not_answered_by(washer, "What does E35 mean?", "Drain fault")
    assert_answered(washer, "What does 'E10' mean?", "E10 Water inlet fault")


def test_a_schedule_and_its_wording_are_the_insurers_own(insurance: Engine) -> None:
    schedule = derive_profile("Okafor_home_policy_schedule_2025.pdf", [SCHEDULE_TEXT], {})
    assert schedule.entity == INSURER  # not "Renewal", the schedule's kind
    wording = derive_profile("Northgate_home_policy_wording_NMH-PW-0924.pdf", [WORDING_TEXT], {})
    assert wording.entity == INSURER  # not "Policy Wording"
    # one insurer: "my buildings" is the reader's, never a reason to ask which company
    response = insurance.ask("How much are my buildings insured for?", session_id="buildings")
    assert response.mode is Mode.DIRECT_ANSWER and "\u00a3385,000" in (response.answer or ""), response
    # a limit left to the schedule is no amount
    assert_not_answered_by(insurance, "Whats the most you'll pay out for one single item of contents?", "shown on")


def test_that_after_what_the_question_said_is_no_unnamed_thing(insurance: Engine) -> None:
    assert not vague("The storm last night blew my garden fence down, is that covered?")[0]
    # "that" with nothing said before it, or before a noun, still points at an unnamed thing
    assert vague("Is that covered?")[0]
    assert vague("How much is that fee?")[0]
    response = insurance.ask("The storm last night blew my garden fence down, is that covered?", session_id="fence")
    assert response.clarify is None and response.refusal_reason != "vague", response.clarify


def test_getting_a_thing_somewhere_and_adding_are_answered(help_pages: Engine) -> None:
    assert_answered(help_pages, "Can I get my transactions into Excel?", "opens in Excel")
    assert_answered(help_pages, "Do you add service charge?", "service charge of 12.5% is added")
