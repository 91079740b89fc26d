"""Another age band, another kind of plan, a size for a price, a date moved by a month, a fee nobody
says, and a question typed without its apostrophes (2026-12-07, eighty-ninth session, found by ten
more documents written blind for the probes: a nursery's fee sheet, a vet's price list, a hotel's
page, a mortgage offer, a pension statement).

A nursery's sheet row "Under 2 years (Acorns) | ... | Monthly cost, 3 full days a week: £1,051.88"
answered "how much does 3 full days a week cost per month for a 2 year old" at the judge's threshold,
though a 2 year old is in the next band. A vet's "Dog plan (any size) | Monthly price | £16.50 per
month" answered "cat health plan monthly price" (P 0.81). A hotel's "... the nearest public car park is
Chapel Street pay and display, about 400 metres away up the hill." answered "how much am I paying for
parking" with a distance. A mortgage offer's "... we may be able to extend it once, by up to one month,
..." answered "when does this offer expire" (the offer says "valid until 15 November 2025"), and "No
fees are payable to your broker by you; we pay ... a procuration fee, ..." answered "how much
procuration fee are you paying our broker?" at high confidence (P 0.97), with no fee in it. "whats the
charge if im late picking up" and "what percent does my employer put in" were refused outright as
matching nothing: "im" read as a word no document says, "percent" as no "6%", "put in" as no
"contributes". So were "how much did revenue grow vs last year" ("vs" said "compared with") and "can i drop
out halfway through" ("You are free to withdraw from the study at any time ..."). An annual report's
board table line "Dr Priya Raman Independent Non-executive Director Remuneration (Chair), Audit,
Nomination 2020" answered "who chairs the audit committee": she chairs the remuneration committee.
A broadband contract summary's "After your minimum term ends, your package will move to our standard
out-of-contract price of £45.00 a month ..." answered "how long is the minimum contract?" at high
confidence ("£45.00 a month" read as a length of time), and "Early termination charges: if you end your
contract before the minimum period is over, ..." answered "what will I pay once my contract ends" (P 0.96,
high). A hospital page's "To cancel or rearrange an outpatient appointment, call ... Monday to Friday,
8:30am to 4:30pm, ..." answered "when is my appointment", and its appointment letter's "... so that the
results are ready when you see the doctor." "Which doctor am I seeing?". A water company's "If you have
asked for a meter but we cannot fit one at your property ..., you will pay an assessed charge ..."
answered "Is there a charge to have a water meter fitted?", which the documents do not answer.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.amounts import count_for_price, figureless
from rag_core.answer.judging.kinds import conditioned_instead, names_none_of_which
from rag_core.answer.judging.moments import before_the_end, for_a_purpose
from rag_core.answer.judging.other_rows import another_band, another_label_kind
from rag_core.answer.understand.slots import has_shape
from rag_core.answer.understand.question import analyse
from rag_core.answer.understand.typed import as_meant
from rag_core.messages import Mode
from rag_core.text.lexicon import stem, tokens
from rag_core.text.phrases import carried_by_phrase
from tests.helpers.answers import assert_answered, assert_not_answered_by, engine_on
from tests.helpers.candidates import candidate
from tests.helpers.office import make_docx, make_xlsx, para, table
from tests.helpers.pdfs import make_pdf, make_table_pdf

FEES = make_xlsx(
    {
        "Fees from April 2025": [
            ["Hollybank Day Nursery - fees from 1 April 2025"],
            ["Daily and session rates in GBP. Monthly example = rate x days per week x 51 / 12."],
            [],
            [
                "Age group (room)",
                "Full day 7:30-18:00",
                "Morning 7:30-13:00",
                "Afternoon 13:00-18:00",
                "School day 9:00-15:00",
                "Monthly cost, 3 full days a week",
            ],
            ["Under 2 years (Acorns)", "£82.50", "£49.75", "£46.25", "£58.60", "£1,051.88"],
            ["2 to 3 years (Saplings)", "£76.40", "£45.80", "£42.60", "£52.30", "£974.10"],
            ["3 to 5 years (Oaks)", "£71.90", "£43.15", "£40.35", "£48.70", "£916.73"],
        ]
    }
)

PRICES = make_docx(
    para("Brackenfield Veterinary Centre: price list"),
    para("Consultations"),
    table([["Service", "Price"], ["Standard consultation (15 minutes)", "£52.00"], ["Repeat prescription", "£18.50"]]),
    para("Brackenfield Pet Health Club"),
    para(
        "Spread the cost of routine care with a monthly Direct Debit. Every plan includes the annual vaccination, "
        "two health checks a year, flea and worm treatment, and 10% off other consultations and procedures at the "
        "practice."
    ),
    table(
        [
            ["Plan", "Monthly price"],
            ["Dog plan (any size)", "£16.50 per month"],
            ["Cat plan", "£13.75 per month"],
            ["Rabbit plan", "£9.90 per month"],
        ]
    ),
)

HOTEL = """<html><head><title>House rules and FAQ | Kestrel Quay Hotel</title></head><body>
<h1>House rules and frequently asked questions</h1>
<h2>Parking and getting here</h2>
<h3>Is there parking at the hotel?</h3>
<p>We have 18 parking spaces in our own car park behind the hotel. Spaces booked in advance with your room cost
£12 per night. If you arrive without a pre-booked space and one is free, the charge is £16 per 24 hours, paid at
reception.</p>
<p>When our car park is full, the nearest public car park is Chapel Street pay and display, about 400 metres away
up the hill.</p>
<h2>Breakfast</h2>
<p>Breakfast is served from 7:00am to 10:00am on weekdays and from 7:30am to 10:30am at weekends.</p>
</body></html>""".encode()

OFFER = make_pdf(
    [
        "Mortgage offer. Dear Mr and Mrs Aldous, we are pleased to offer you a mortgage on the terms set out in this "
        "letter and in the enclosed Illustration. Date of offer: 16 May 2025. "
        "This offer is valid until 15 November 2025. If your purchase has not completed by that date the offer will "
        "lapse and you will need to apply again; we may be able to extend it once, by up to one month, if you ask "
        "your conveyancer to contact us before the expiry date. "
        "Your interest rate is fixed at 4.29% until 31 July 2030. "
        "Fees. The product fee of £999 has been added to the loan. "
        "No fees are payable to your broker by you; we pay Pennant Mortgage Solutions Ltd a procuration fee, which "
        "does not affect the price of your mortgage."
    ]
)

STATEMENT = make_pdf(
    [
        "Your annual pension statement 2024/25. Clearwater Life workplace pension. "
        "Your pot was worth £48,312.77 on 5 April 2025. "
        "You pay 5% of your qualifying earnings and your employer contributes 6% of your qualifying earnings. "
        "Your employer's rate will rise to 7% from 1 April 2026. "
        "Transfers usually complete within 10 working days once we have all the paperwork we need."
    ]
)

HANDBOOK = make_pdf(
    [
        "Hollybank Day Nursery parent handbook. Collecting your child. We close at 6:00pm. "
        "If you are late, a charge of £15 for every 15 minutes or part of 15 minutes is added to your next invoice. "
        "Only the adults named on your registration form may collect your child, using your collection password."
    ]
)

RELEASE = make_pdf(
    [
        "Meridale Group reports third quarter fiscal 2025 results. Third quarter highlights: "
        "Revenue of $1.284 billion, up 11% compared with $1.157 billion in the third quarter of fiscal 2024; organic "
        "revenue growth of 8%. Operating margin of 17.2%, up 60 basis points. "
        "For the first nine months of fiscal 2025, revenue was $3.702 billion, up 9% compared with the same period "
        "last year."
    ]
)

TRIAL = make_pdf(
    [
        "Participant information sheet. A study of ZL-4471 in adults with asthma. "
        "This study will find out whether adding ZL-4471 to your usual inhalers reduces asthma attacks over 24 "
        "weeks. Taking part is voluntary. You are free to withdraw from the study at any time, without giving a "
        "reason, and this will not affect the standard of care you receive. We will pay you £40 for each study "
        "visit you attend."
    ]
)

BOARD = make_table_pdf(
    ["Calder Precision Group plc annual report 2024. Governance. The Board met nine times during the year."],
    "Board of directors",
    [
        ["Name", "Role", "Committees", "Appointed"],
        ["Helen Sutcliffe", "Non-executive Chair", "Nomination (Chair)", "2016"],
        ["James Thornbury", "Senior Independent Director", "Audit, Remuneration, Nomination", "2018"],
        ["Dr Priya Raman", "Independent Non-executive Director", "Remuneration (Chair), Audit, Nomination", "2020"],
        ["Alan McBride", "Independent Non-executive Director", "Audit (Chair), Remuneration, Nomination", "2022"],
    ],
    ["Independent auditor: Grant Holloway LLP, Chartered Accountants and Statutory Auditor, Leeds."],
)

CONTRACT = make_pdf(
    [
        "Harbourline Broadband contract summary. Package: Fibre 500 Essential. "
        "Monthly price: £32.50 a month. Minimum contract period: 24 months from the date your service goes live. "
        "After your minimum term ends, your package will move to our standard out-of-contract price of £45.00 a "
        "month unless you sign up to a new contract. "
        "Early termination charges: if you end your contract before the minimum period is over, you will pay your "
        "current monthly price for each remaining month, less 4% (because you no longer use the service)."
    ]
)


@pytest.fixture(scope="module")
def contract(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "contract", {"harbourline_contract_summary.pdf": CONTRACT})


@pytest.fixture(scope="module")
def board(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "board", {"calder_annual_report_2024.pdf": BOARD})


@pytest.fixture(scope="module")
def release(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "release", {"meridale_q3_fy2025_results.pdf": RELEASE})


@pytest.fixture(scope="module")
def trial(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "trial", {"zl4471_participant_information.pdf": TRIAL})


@pytest.fixture(scope="module")
def nursery(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "nursery", {"hollybank_fees_2025.xlsx": FEES})


@pytest.fixture(scope="module")
def vet(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "vet", {"brackenfield_price_list.docx": PRICES})


@pytest.fixture(scope="module")
def offer(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "offer", {"mortgage_offer.pdf": OFFER})


@pytest.fixture(scope="module")
def hotel(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "hotel", {"kestrel_quay_house_rules.html": HOTEL})


@pytest.fixture(scope="module")
def pension(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "pension", {"pension_statement.pdf": STATEMENT})


@pytest.fixture(scope="module")
def handbook(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "handbook", {"hollybank_parent_handbook.pdf": HANDBOOK})


def test_a_row_for_another_age_band_is_no_answer_for_a_child_of_the_asked_age(nursery: Engine) -> None:
    question = "how much does 3 full days a week cost per month for a 2 year old"
    assert_not_answered_by(nursery, question, "1,051.88")


def test_a_row_whose_band_holds_the_asked_age_may_answer(nursery: Engine) -> None:
    assert_answered(nursery, "how much does 3 full days a week cost per month for a 2 year old", "974.10")


def test_a_band_is_read_from_the_label_and_the_cells_header() -> None:
    question = analyse("how much is a full day for a 2 year old")
    under = candidate(
        "Under 2 years (Acorns) | Full day | £82.50", parts=("Under 2 years (Acorns)", "Full day", "£82.50")
    )
    holds = candidate(
        "2 to 3 years (Saplings) | Full day | £76.40", parts=("2 to 3 years (Saplings)", "Full day", "£76.40")
    )
    assert another_band(question, under)
    assert not another_band(question, holds)
    assert not another_band(analyse("how much is a full day"), under)  # no age asked: any band may answer


def test_another_plan_is_no_answer_for_the_plan_asked(vet: Engine) -> None:
    assert_not_answered_by(vet, "cat health plan monthly price", "£16.50")


def test_a_label_naming_the_thing_by_another_word_is_another_kind() -> None:
    dog = candidate(
        "Dog plan (any size) | Monthly price | £16.50 per month",
        parts=("Dog plan (any size)", "Monthly price", "£16.50 per month"),
    )
    cat = candidate("Cat plan | Monthly price | £13.75 per month", parts=("Cat plan", "Monthly price", "£13.75"))
    assert another_label_kind(analyse("cat health plan monthly price"), dog)
    assert not another_label_kind(analyse("cat health plan monthly price"), cat)
    assert not another_label_kind(analyse("what does the dog plan cost a month?"), dog)
    # A name the question gives with a capital is no kind of the row's thing: "the VAT rate".
    standard = candidate("Standard rate | Rate | 20%", parts=("Standard rate", "Rate", "20%"))
    assert not another_label_kind(analyse("What is the VAT rate?"), standard)


def test_a_distance_is_no_price(hotel: Engine) -> None:
    assert_not_answered_by(hotel, "how much am I paying for parking", "400 metres")
    distance = candidate(
        "When our car park is full, the nearest public car park is Chapel Street pay and display, about 400 metres "
        "away up the hill.",
        answer_value="400",
    )
    assert count_for_price(analyse("how much am I paying for parking"), distance)
    free = candidate("Parking is free in the public car park 400 metres away.", answer_value="400")
    assert not count_for_price(analyse("how much am I paying for parking"), free)


def test_a_time_a_date_may_be_moved_by_is_no_date(offer: Engine) -> None:
    assert_not_answered_by(offer, "when does this offer expire", "by up to one month")


def test_a_thing_valid_until_a_date_expires_then(offer: Engine) -> None:
    assert_answered(offer, "when does this offer expire", "valid until 15 November 2025")


def test_a_clause_that_costs_nothing_speaks_of_its_own_fee(offer: Engine) -> None:
    assert_not_answered_by(offer, "how much procuration fee are you paying our broker?", "No fees are payable")
    both = candidate(
        "No fees are payable to your broker by you; we pay Pennant Mortgage Solutions Ltd a procuration fee, which "
        "does not affect the price of your mortgage."
    )
    assert figureless(analyse("how much procuration fee are you paying our broker?"), both)
    free = candidate("We pay your broker's procuration fee; no fees are payable by you.")
    assert not figureless(analyse("how much fee is payable by me?"), free)


def test_contractions_typed_without_apostrophes_are_read_as_meant() -> None:
    assert as_meant("whats the charge if im late picking up") == "what's the charge if I'm late picking up"
    assert as_meant("i dont have a car") == "i don't have a car"
    assert as_meant("Is the ill feeling normal?") == "Is the ill feeling normal?"  # a word of its own


def _shows(engine: Engine, question: str, shown: str) -> None:
    response = engine.ask(question, session_id=question)
    assert response.mode is not Mode.HARD_REFUSAL, response.answer
    said = [response.answer or ""] + [h.highlight for h in response.related_highlights or []]
    assert any(shown in text for text in said), said


def test_a_charge_asked_with_im_for_i_am_gets_its_passages(handbook: Engine) -> None:
    _shows(handbook, "whats the charge if im late picking up", "a charge of £15 for every 15 minutes")


def test_a_percent_put_in_is_a_percentage_contributed(pension: Engine) -> None:
    _shows(pension, "what percent does my employer put in", "your employer contributes 6%")


def test_vs_is_said_compared_with(release: Engine) -> None:
    _shows(release, "how much did revenue grow vs last year", "up 11% compared with $1.157 billion")
    said = "Revenue of $1.284 billion, up 11% compared with $1.157 billion in the third quarter of fiscal 2024."
    assert stem("vs") in carried_by_phrase(tokens("how much did revenue grow vs last year"), said)
    assert stem("percent") in carried_by_phrase(tokens("what percent does my employer put in"), "It pays 6%.")


def test_dropping_out_is_said_withdrawing(trial: Engine) -> None:
    _shows(trial, "can i drop out halfway through", "You are free to withdraw from the study at any time")


def test_a_role_in_brackets_is_the_role_of_the_committee_it_follows(board: Engine) -> None:
    assert_not_answered_by(board, "who chairs the audit committee", "Priya Raman")
    assert_not_answered_by(board, "who chairs the remuneration committee", "Alan McBride")


def test_a_price_by_the_month_is_no_length_of_time(contract: Engine) -> None:
    assert_not_answered_by(contract, "how long is the minimum contract?", "£45.00 a month")
    assert not has_shape("duration", "the standard out-of-contract price of £45.00 a month unless you sign up")
    assert has_shape("duration", "Minimum contract period: 24 months from the date your service goes live.")


def test_what_ending_early_costs_is_no_answer_for_after_the_end(contract: Engine) -> None:
    assert_not_answered_by(contract, "what will I pay once my contract ends", "Early termination charges")
    early = candidate("Early termination charges: if you end your contract before the minimum period is over, ...")
    after = candidate("After your minimum term ends, your package will move to our standard price of £45.00 a month.")
    assert before_the_end(analyse("what will I pay once my contract ends"), early)
    assert not before_the_end(analyse("what will I pay once my contract ends"), after)
    assert not before_the_end(analyse("what will I pay if I leave early"), early)


def test_the_time_of_a_means_is_no_time_of_its_end() -> None:
    call = candidate(
        "To cancel or rearrange an outpatient appointment, call the Outpatient Appointments Centre on 01632 960 418, "
        "Monday to Friday, 8:30am to 4:30pm, or use the MyAldhelm patient portal."
    )
    assert for_a_purpose(analyse("when is my appointment"), call)
    assert not for_a_purpose(analyse("when can I cancel my appointment"), call)


def test_a_plain_thing_far_from_any_name_says_which_none_is() -> None:
    question = analyse("Which doctor am I seeing?")
    blood = candidate(
        "Please go to the Blood Test Centre (Level 0, Main Entrance) at least 45 minutes before your appointment "
        "time so that the results are ready when you see the doctor."
    )
    named = candidate("You will see Dr Priya Raman, the doctor who leads the clinic.")
    assert names_none_of_which(question, blood)
    assert not names_none_of_which(question, named)
    stepped = candidate(
        "During the year Martin Delacourt stepped down as a trustee after eight years' service, including four as "
        "Treasurer."
    )
    assert not names_none_of_which(analyse("Which trustee stepped down during the year?"), stepped)


def test_a_case_where_the_asked_deed_does_not_happen_says_nothing_of_it() -> None:
    cannot = candidate(
        "If you have asked for a meter but we cannot fit one at your property (for example because you share a "
        "supply pipe with neighbours), you will pay an assessed charge instead of charges based on the rateable "
        "value of your home."
    )
    assert conditioned_instead(analyse("Is there a charge to have a water meter fitted?"), cannot)
    refund = candidate("If you cancel a class at least 24 hours before it starts, you will get a full refund.")
    assert not conditioned_instead(analyse("Do I get a refund for a cancelled class?"), refund)
