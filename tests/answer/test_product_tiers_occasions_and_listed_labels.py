"""Another tier of a product, a time for another occasion, a label line in a list, a leaflet's
heading with an age in it and a thing named only as what something is for (2026-12-07, eighty-eighth
session, found by documents written blind for the probes: a bank's account pages, a primary school's
parents' handbook, a medicine's leaflet and a conference's delegate information).

A bank's page said "With Everyday Plus there's no non-sterling transaction fee when you use your card
to pay abroad, ..." and the judge rated it P 0.82 for "what fee do you charge if I use my card abroad
on the Everyday account": quoted as the answer, it told an Everyday customer they pay nothing, while
the fee sheet charges them 2.75%. A school's "On the last day of the autumn and spring terms, the
school day finishes at 2:00pm for all children." (P 0.51) answered "what time does school finish for
my son in year 4" as a time of day, though it tells the time of two days a year. A delegate guide's
"- Password: NHDF2026!" under its wifi paragraph was no label line at all (the list's dash read as the
label's start), so "What's the password?" got passages. A leaflet's heading "Children aged 6 to 11
years" (no title: it held figures) answered "how much should my 9 year old take?" by itself (P 0.76),
and "British Sign Language interpreters will be provided for the opening keynote ..." answered "Who's
doing the opening keynote?" at high confidence (P 0.96). A washing machine manual's "To switch the
child lock on or off, press and hold ..." was shown only as a passage for "how do i turn of the child
lock" (P 0.51): "turn off" is said "switch off", and "turn of the" is a typing slip. "my suitcase weighs
27kg, what will that cost me?" was asked back "Which cost do you mean?", though "that" is the clause
before it. A car hire company's "... must be at least 23 years old to rent a standard vehicle." was shown
fourth of the passages for "Whats the youngest age you can hire a car at?" (hiring is renting), after
the age for premium vehicles. An expenses policy's "... you can claim a mileage allowance at the rates
below." (P 0.82) answered "whats the mileage rate if I use my own car" with no rate, a council page's
"Download our recycling centre leaflet (PDF, 1 page) for opening hours and the rules on vans, trailers
and DIY waste." (P 0.81) "can i bring a trailer to the recycling centre", and a service level
agreement's "Starter | Monthly Uptime Commitment | No uptime commitment ..." (looked up as the Starter
row's only cell) "how many people can use the Starter plan". "Leave of absence for family holidays
during term time will not be authorised ..." (P 0.76) was only a passage for "Can I take my kids on
holiday during term time?": a family is people, who carry the reader's kids, as pupils would.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.amounts import figureless
from rag_core.answer.judging.kinds import another_tier
from rag_core.answer.judging.labelled import label_and_value
from rag_core.answer.judging.roles import no_agent
from rag_core.answer.understand.question import analyse, question_terms
from rag_core.answer.understand.typed import as_meant
from rag_core.answer.understand.vague import vague
from rag_core.messages import Mode
from tests.helpers.answers import assert_answered, assert_not_answered_by, engine_on
from tests.helpers.candidates import candidate
from tests.helpers.office import heading, make_docx, para
from tests.helpers.pdfs import make_pdf
from tests.helpers.stats import EvenStats

ACCOUNTS = """<html><head><title>Everyday Plus Current Account | Northgate Bank</title></head><body>
<h1>Everyday Plus Current Account</h1>
<p>A current account that does more: interest on your balance, fee-free spending abroad and insurance for the whole
family, for £12 a month.</p>
<h2>Earn interest on your balance</h2>
<p>Earn 2.50% AER (2.47% gross, variable) on balances up to £5,000 in your Everyday Plus account. We don't pay
interest on the part of your balance above £5,000. Interest is calculated daily and paid monthly into your
account.</p>
<p>Our standard Everyday account pays 0.50% AER (0.50% gross, variable) on balances up to £1,000.</p>
<h2>Your debit card</h2>
<p>You'll get a contactless Visa debit card, made from recycled plastic. You can make contactless payments of up to
£100 at a time with your card.</p>
<p>With Everyday Plus there's no non-sterling transaction fee when you use your card to pay abroad, so your holiday
spending costs the same as it would at home.</p>
<h2>Can I apply?</h2>
<p>To open an Everyday Plus account you must be 18 or over and live in the UK.</p>
</body></html>""".encode()

HANDBOOK = make_docx(
    heading("Willowbrook Primary School: parents' handbook"),
    heading("The school day", 2),
    para(
        "The school gates open at 8:35am, and registration is at 8:45am. Children in Reception to Year 6 should be "
        "collected from their classroom door at the end of the day."
    ),
    para(
        "On the last day of the autumn and spring terms, the school day finishes at 2:00pm for all children. "
        "Please make sure someone is at the gate to collect them."
    ),
    heading("Lunches", 2),
    para("All children in Reception, Year 1 and Year 2 are entitled to a free school lunch every day."),
    heading("Absence and holidays", 2),
    para(
        "If your child is unwell, please phone the absence line before 9:15am on each day of absence. Leave of "
        "absence for family holidays during term time will not be authorised except in exceptional circumstances."
    ),
    title="Parents' handbook",
)

LEAFLET = make_pdf(
    [
        "Package leaflet: Information for the patient\nPollenex 10 mg tablets\n1. What Pollenex is and what it is "
        "used for\nPollenex is an antihistamine. It relieves the symptoms of hay fever and other allergies.",
        "3. How to take Pollenex\nAlways take this medicine exactly as described in this leaflet or as your doctor "
        "or pharmacist has told you.\nAdults and children aged 12 years and over\nThe recommended dose is one "
        "tablet (10 mg) once a day. Do not take more than one tablet in 24 hours.\nChildren aged 6 to 11 years\n"
        "The recommended dose is half a tablet (5 mg) once a day. The tablet can be divided into equal halves along "
        "the score line.\nChildren under 6 years\nPollenex tablets are not recommended for children under 6 years "
        "of age, because the right dose cannot be given with a tablet.",
    ],
    title="Pollenex 10 mg tablets",
)

MANUAL = make_pdf(
    [
        "Corvel WM8146S washing machine\nInstructions for use\nChild lock\nThe child lock stops children "
        "from changing a programme or opening the detergent drawer while the machine is running. To switch the "
        "child lock on or off, press and hold the Temp and Spin buttons together for 3 seconds. A key symbol "
        "appears in the display while the child lock is active. The child lock stays on after the programme "
        "ends and after the machine is switched off, until you switch it off again.",
    ],
    title="Corvel WM8146S instructions",
)

HIRE_TERMS = make_pdf(
    [
        "Harbourside Vehicle Rentals Ltd - Rental Terms and Conditions\n1. Your rental agreement\n1.1 These terms "
        "apply to every rental of a car or van from Harbourside Vehicle Rentals Ltd.\n2. Driver eligibility and age "
        "limits\n2.1 The main driver and every additional driver must be at least 23 years old to rent a standard "
        "vehicle. For premium vehicles and commercial vehicles the minimum age is 25.\n2.2 Drivers aged 23 or 24 "
        "pay a young driver surcharge of £18 per day, up to a maximum of £180 per rental.\n2.3 The maximum age for "
        "any driver is 79.\n2.4 All drivers must have held a full driving licence for at least 2 years, or at "
        "least 3 years for premium vehicles.\n9. Travel abroad\n9.3 Standard vehicles may be taken to countries "
        "in the European Union if you buy our European Travel Pack. The pack includes a vehicle hire certificate "
        "and European breakdown cover.",
    ],
    title="Harbourside rental terms",
)

EXPENSES = make_pdf(
    [
        "Staff travel and expenses policy\n4. Using your own vehicle\nIf you use your own car, van, motorcycle or "
        "bicycle for business journeys, you can claim a mileage allowance at the rates below.\nVehicle type First "
        "10,000 business miles in the tax year Each business mile over 10,000\nCar or van 45p per mile 25p per "
        "mile\nMotorcycle 24p per mile 24p per mile\nBicycle 20p per mile 20p per mile\nYou cannot claim "
        "mileage for your normal commute between home and your usual place of work.",
    ],
    title="Staff travel and expenses policy",
)

BINS = """<html><head><title>Bins, rubbish and recycling | Wealdbury District Council</title></head><body>
<h1>Bins, rubbish and recycling</h1>
<h2>Recycling centres</h2>
<p>We have two recycling centres, at Marsh Lane in Wealdbury and Copley Road in Hanford. They are free for
residents of the district.</p>
<p>Download our recycling centre leaflet (PDF, 1 page) for opening hours and the rules on vans, trailers and
DIY waste.</p>
<h2>Garden waste</h2>
<p>Our garden waste collection costs £52 a year for one brown bin, collected every two weeks.</p>
</body></html>""".encode()

DELEGATES = b"""# Northern Health Data Forum 2026: delegate information

## Registration

Registration opens at 08:00 on Tuesday 17 March in the main foyer. Please bring your e-ticket.

## Wifi

Free wifi is available throughout the building.

- Network: MerchantsHall-Guest
- Password: NHDF2026!

Each delegate may connect up to two devices. Speakers should use the separate presenter network.

## Accessibility

- British Sign Language interpreters will be provided for the opening keynote and the closing keynote.
- The main hall has a hearing loop.
"""


@pytest.fixture(scope="module")
def bank(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "bank", {"northgate_current_accounts.html": ACCOUNTS})


@pytest.fixture(scope="module")
def school(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "school", {"willowbrook_parents_handbook.docx": HANDBOOK})


@pytest.fixture(scope="module")
def leaflet(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "leaflet", {"pollenex_10mg_patient_leaflet.pdf": LEAFLET})


@pytest.fixture(scope="module")
def manual(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "manual", {"corvel_wm8146s_instructions.pdf": MANUAL})


@pytest.fixture(scope="module")
def hire(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "hire", {"harbourside_rental_terms.pdf": HIRE_TERMS})


@pytest.fixture(scope="module")
def papers(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    files = {"staff-travel-and-expenses-policy.pdf": EXPENSES, "bins-rubbish-and-recycling.html": BINS}
    yield engine_on(tmp_path_factory, embedder, "papers", files)


@pytest.fixture(scope="module")
def conference(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "conference", {"NHDF26_delegate_information.md": DELEGATES})


def test_what_another_tier_of_the_account_charges_is_no_answer_for_the_plain_account(bank: Engine) -> None:
    assert_not_answered_by(
        bank,
        "what fee do you charge if I use my card abroad on the Everyday account",
        "non-sterling transaction fee",
    )


def test_a_tier_word_is_read_only_after_the_name_the_question_gives() -> None:
    plus = candidate(
        "With Everyday Plus there's no non-sterling transaction fee when you use your card to pay abroad.",
        missing=("account",),
    )
    assert another_tier(analyse("What fee do I pay abroad on the Everyday account?"), plus)
    # The question names the tier itself, or does not name the account: the sentence may answer.
    assert not another_tier(analyse("What fee do I pay abroad on Everyday Plus?"), plus)
    assert not another_tier(analyse("What fee do I pay when I use my card abroad?"), plus)
    # The plain name is said too: the sentence speaks of the asked account as well.
    both = candidate("Everyday and Everyday Plus customers pay no fee for cash at the Post Office.")
    assert not another_tier(analyse("Does the Everyday account charge for cash at the Post Office?"), both)


def test_a_time_for_one_occasion_is_no_answer_to_what_time_on_an_ordinary_day(school: Engine) -> None:
    assert_not_answered_by(school, "what time does school finish for my son in year 4", "2:00pm")


def test_the_occasion_asked_is_answered_by_its_time(school: Engine) -> None:
    assert_answered(school, "What time does school finish on the last day of term?", "finishes at 2:00pm")


def test_a_label_line_in_a_list_answers_what_its_label_names(conference: Engine) -> None:
    assert label_and_value(candidate("- Password: NHDF2026!")) == ("Password", "NHDF2026!")
    assert_answered(conference, "What's the password?", "NHDF2026!")


def test_a_heading_that_names_an_age_is_no_dose(leaflet: Engine) -> None:
    assert_not_answered_by(leaflet, "how much should my 9 year old take?", "Children aged 6 to 11 years")


def test_the_thing_asked_about_named_only_as_what_something_is_for_says_no_one_who_does_it(
    conference: Engine,
) -> None:
    assert_not_answered_by(conference, "Who's doing the opening keynote?", "interpreters")
    interpreters = "British Sign Language interpreters will be provided for the opening keynote."
    assert no_agent("Who's doing the opening keynote?", interpreters)
    assert not no_agent("Who's doing the opening keynote?", "Gillian Hartley gives the opening keynote.")
    assert not no_agent("Who wrote the music for the film?", "The music for the film was written by Hans Zimmer.")


def test_turning_a_thing_off_is_said_as_switching_it_off_whatever_the_slip(manual: Engine) -> None:
    assert_answered(manual, "how do i turn of the child lock", "press and hold the Temp and Spin buttons")
    assert as_meant("how do i turn of the child lock") == "how do i turn off the child lock"
    assert as_meant("What happened at the turn of the century?") == "What happened at the turn of the century?"


def test_that_after_a_clause_is_what_the_clause_said() -> None:
    assert not vague("my suitcase weighs 27kg, what will that cost me?")[0]
    assert not vague("I paid the deposit - when do I get that back?")[0]
    assert vague("What will that cost me?")[0]  # nothing said before it: which cost?


def test_renting_says_hiring_so_the_age_for_the_car_asked_leads_the_passages(hire: Engine) -> None:
    response = hire.ask("Whats the youngest age you can hire a car at?", session_id="hire")
    shown = [response.answer or ""] if response.mode is Mode.DIRECT_ANSWER else []
    shown += [h.highlight for h in response.related_highlights or []]
    assert shown and "at least 23 years old" in shown[0], shown


def test_a_rate_left_to_the_table_below_is_no_rate(papers: Engine) -> None:
    assert_not_answered_by(papers, "whats the mileage rate if I use my own car", "at the rates below")


def test_a_pointer_to_another_paper_answers_nothing_itself(papers: Engine) -> None:
    assert_not_answered_by(papers, "can i bring a trailer to the recycling centre", "Download our")


def test_a_cell_that_counts_nothing_is_no_answer_to_how_many() -> None:
    question = analyse("how many people can use the Starter plan")

    def row(header: str, value: str):  # type: ignore[no-untyped-def]
        return candidate(f"Starter | {header} | {value}", parts=("Starter", header, value), answer_value=value)

    assert figureless(question, row("Monthly Uptime Commitment", "No uptime commitment. Best efforts basis"))
    assert not figureless(question, row("Number of users", "Up to 10 users"))
    assert not figureless(question, row("Number of users", "Unlimited users"))


class _UnsaidStats(EvenStats):
    """Every word equally rare, and in no document."""

    def contains(self, stems: list[str], ready: set[str]) -> bool:
        return False


def test_a_family_carries_the_readers_kids(school: Engine) -> None:
    question = "Can I take my kids on holiday during term time?"
    terms = question_terms(analyse(question), _UnsaidStats(), set())  # type: ignore[arg-type]
    assert terms.reader_carried({"leave", "of", "absence", "for", "family", "holidays"}) == {"kid"}
    assert not terms.reader_carried({"leave", "of", "absence", "for", "holidays"})
    assert_answered(school, question, "will not be authorised")
