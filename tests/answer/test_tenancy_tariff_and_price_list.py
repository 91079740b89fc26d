"""A tenancy agreement, an energy tariff, a vet's price list, an airline's baggage table and a module
handbook, asked as their readers ask (2026-12-06, seventy-seventh session; the questions and the
quotes that answer them written before any answer was seen).

Before: "When does my tariff end?" was answered (high) by "We will write to you between 42 and 49
days before your tariff ends ..."; "How much is my monthly rent?" got passages, its clause number
"3.1" read as the amount and "per calendar month" not as monthly; "What does a dog's annual booster
cost?" and "What is the monthly cost of the Pet Health Club for a cat?" got passages (no "how much",
"annual" read as a period, the row's group named by the question); "What is the cabin bag allowance
for Business class?" and "How much does an extra checked bag cost if I add it online?" got
passages ("class", "add", and the label's "up to 23 kg"); "How many credits is this module worth?"
of the one handbook was asked back "Which module do you mean?"; "Do I have to go to the labs?" was
answered by "Computer labs are led by the teaching assistant ..."; "How much will I pay each month?"
got passages beside "Monthly price: £32.00"; "Can I bring a pushchair for my baby?" and "How much
does it cost to bring a bike?" passages beside "Infants ... may bring one pushchair ..." and
"Bicycles ... cost £45 per journey." (english.toml same_sense).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.amounts import change_instead
from rag_core.answer.judging.deeds import lacks_obligation
from rag_core.answer.find.gate import keyword_coverage
from rag_core.answer.understand.classify import AnswerType, QuestionKind, classify
from rag_core.answer.understand.question import analyse
from rag_core.envelope import Mode, RefusalReason
from rag_core.retrieved import RetrievedChunk
from rag_core.storage.chunks import StoredChunk
from rag_core.text.lexicon import stem
from rag_core.types import ChunkMeta
from tests.helpers.answers import assert_answered, assert_not_answered_by, engine_on, value_of
from tests.helpers.candidates import candidate
from tests.helpers.office import make_xlsx

TARIFF = b"""BRIGHTWATER ENERGY - TARIFF INFORMATION LABEL

Tariff name: Brightwater Fix 12 (March 2026)
Tariff type: Fixed
Payment method: Monthly Direct Debit
Tariff end date: 31 March 2026
Exit fee: GBP 75 per fuel

This is a fixed price tariff, which means your unit rates and standing charges will not change
until 31 March 2026.
We will write to you between 42 and 49 days before your tariff ends to tell you about your options.
If you do not choose a new tariff, you will be moved to our Standard Variable tariff.
"""
CONTRACT = b"""NORTHWAVE BROADBAND - CONTRACT SUMMARY

3. PRICE
Monthly price: \xc2\xa332.00
One-off set-up fee: \xc2\xa30.00 (normally \xc2\xa349.99)
Payment method: Monthly Direct Debit

Your monthly price will go up by \xc2\xa33.00 on 1 April each year, starting on 1 April 2026.
This is a fixed amount in pounds and pence and does not depend on inflation.
"""
TENANCY = b"""ASSURED SHORTHOLD TENANCY AGREEMENT

2. Term
2.1 The tenancy is for a fixed term of 12 months beginning on 1 September 2025 and ending on 31 August 2026.

3. Rent
3.1 The rent is \xc2\xa3895 per calendar month.
3.2 The rent is payable in advance on or before the 1st day of each month by standing order to the
Landlord's bank account.
3.3 The first payment of \xc2\xa3895 is due on signing this agreement.

4. Deposit
4.1 The Tenant will pay a deposit of \xc2\xa31,030 on signing this agreement.
"""
HANDBOOK = b"""# ECN2041 Applied Econometrics - Module Handbook 2025/26

## 1. Module information

- Module code: ECN2041
- Credit value: 20 credits (10 ECTS)
- Semester: 2 (January to May 2026)

## 2. Teaching team

The module leader is Dr Aidan Kowalczyk, who is based in Room 3.14 of the Harcourt Building.
Computer labs are led by the teaching assistant, Ms Leila Haddad.

## 3. Teaching and learning

Each week there is one 2-hour lecture and one 1-hour computer lab, running for 11 weeks.
Attendance at computer labs is compulsory, and students who miss three or more labs without good
reason will be contacted by the Student Engagement Team.
"""
_TH, _TD = "<th>{}</th>", "<td>{}</td>"
BAGGAGE = (
    "<html><head><title>Baggage - Aurelia Air</title></head><body><main><h1>Baggage</h1>"
    "<p>Your baggage allowance depends on the fare you choose.</p>"
    "<table><caption>Baggage allowance by fare type</caption>"
    "<tr><th>Fare type</th><th>Cabin bag (overhead locker)</th><th>Checked (hold) baggage</th></tr>"
    "<tr><th>Basic</th><td>Not included</td><td>Not included (add from \u00a335)</td></tr>"
    "<tr><th>Standard</th><td>1 bag up to 10 kg</td><td>1 bag up to 23 kg</td></tr>"
    "<tr><th>Business</th><td>2 bags up to 12 kg each</td><td>3 bags up to 32 kg each</td></tr>"
    "</table><h2>Extra bags</h2><p>Add extra bags online in Manage my booking to get the best price.</p>"
    "<table><caption>Extra baggage fees (per bag, per one-way flight)</caption>"
    "<tr><th>Item</th><th>Online (Manage my booking)</th><th>At the airport</th></tr>"
    "<tr><th>Extra checked bag up to 23 kg</th><td>\u00a335</td><td>\u00a355</td></tr>"
    "<tr><th>Overweight bag (23 kg to 32 kg)</th><td>\u00a350</td><td>\u00a350</td></tr>"
    "</table><h2>Sports equipment and special items</h2>"
    "<p>Golf bags, skis and snowboards can be carried as part of your checked baggage allowance.</p>"
    "<p>Bicycles must be booked at least 48 hours before departure and cost \u00a345 per journey.</p>"
    "<p>Infants travelling on a parent's lap may bring one pushchair and one car seat free of charge.</p>"
    "</main></body></html>"
).encode()
PRICES = make_xlsx(
    {
        "Price list 2025": [
            ["Category", "Treatment", "Price (inc VAT)", "Notes"],
            ["Consultations", "Standard consultation (15 minutes)", "\u00a352.00", "Per pet"],
            ["Vaccinations", "Dog annual booster", "\u00a362.00", "Includes health check"],
            ["Vaccinations", "Cat annual booster", "\u00a358.00", "Includes health check"],
            ["Neutering", "Cat spay", "\u00a395.00", "Day procedure"],
            ["Pet Health Club", "Pet Health Club - dog", "\u00a316.50", "Per month; annual booster included"],
            ["Pet Health Club", "Pet Health Club - cat", "\u00a314.00", "Per month; annual booster included"],
        ]
    }
)


@pytest.fixture(scope="module")
def libraries(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[dict[str, Engine]]:  # type: ignore[no-untyped-def]
    """One library per reader, as each has it (the handbook alone: one document)."""
    files = {
        "tariff": {"brightwater_tariff_label.txt": TARIFF},
        "broadband": {"northwave_contract_summary.txt": CONTRACT},
        "tenancy": {"tenancy_agreement.txt": TENANCY},
        "module": {"ecn2041_handbook.md": HANDBOOK},
        "airline": {"aurelia-air-baggage.html": BAGGAGE},
        "vet": {"fernbank_prices_2025.xlsx": PRICES},
    }
    yield {name: engine_on(tmp_path_factory, embedder, name, its) for name, its in files.items()}


def test_a_time_counted_from_the_asked_event_is_no_time_of_it(libraries: dict[str, Engine]) -> None:
    assert_not_answered_by(libraries["tariff"], "When does my tariff end?", "49 days before")
    assert_answered(libraries["tariff"], "When does my tariff end?", "Tariff end date: 31 March 2026")
    letter = "We will write to you between 42 and 49 days before your tariff ends to tell you about your options."
    assert value_of("When does my tariff end?", letter, AnswerType.DATE) == ""
    assert value_of("When will you write to me?", letter, AnswerType.DATE) == "49 days before"


def test_a_clause_number_is_no_amount_and_per_calendar_month_is_monthly(libraries: dict[str, Engine]) -> None:
    assert_answered(libraries["tenancy"], "How much is my monthly rent?", "\u00a3895 per calendar month")
    rent = "3.1 The rent is \u00a3895 per calendar month."
    assert value_of("How much is the rent?", rent, AnswerType.NUMBER) == "\u00a3895"
    assert value_of("How fast is the line?", "2.5 Mbps is the minimum speed.", AnswerType.NUMBER) == "2.5"


def test_a_price_labelled_by_its_span_answers_what_i_pay_each_span(libraries: dict[str, Engine]) -> None:
    assert_answered(libraries["broadband"], "How much will I pay each month?", "Monthly price: \u00a332.00")
    rise = "Your monthly price will go up by \u00a33.00 on 1 April each year, starting on 1 April 2026."
    priced = candidate(rise, answer_value="\u00a33.00")
    assert change_instead(analyse("How much will I pay each month?"), priced)
    assert not change_instead(analyse("How much will my price go up?"), priced)


def test_a_price_list_row_answers_what_a_thing_costs(libraries: dict[str, Engine]) -> None:
    assert_answered(libraries["vet"], "What does a dog's annual booster cost?", "\u00a362.00")
    assert_answered(libraries["vet"], "What is the monthly cost of the Pet Health Club for a cat?", "\u00a314.00")
    assert_not_answered_by(
        libraries["vet"], "What is the monthly cost of the Pet Health Club for a cat?", "\u00a316.50"
    )


def test_a_fare_table_answers_by_its_class_and_its_limits(libraries: dict[str, Engine]) -> None:
    assert_answered(libraries["airline"], "What is the cabin bag allowance for Business class?", "2 bags up to 12 kg")
    assert_answered(libraries["airline"], "How much does an extra checked bag cost if I add it online?", "\u00a335")


def test_a_word_of_the_same_sense_says_the_question_s(libraries: dict[str, Engine]) -> None:
    assert_answered(libraries["airline"], "Can I bring a pushchair for my baby?", "one pushchair and one car seat")
    assert_answered(libraries["airline"], "How much does it cost to bring a bike?", "\u00a345 per journey")


def test_this_thing_of_the_one_document_is_not_asked_back(libraries: dict[str, Engine]) -> None:
    question = "How many credits is this module worth?"
    assert classify(question).kind is QuestionKind.VAGUE
    assert classify(question, one_subject=True).kind is QuestionKind.FACTOID
    response = libraries["module"].ask(question, session_id="credits")
    assert response.refusal_reason is not RefusalReason.VAGUE and response.mode is not Mode.HARD_REFUSAL
    assert "20 credits" in " ".join([response.answer or "", *(h.highlight for h in response.related_highlights or [])])


def test_whether_a_thing_must_be_done_needs_a_sentence_that_says_so(libraries: dict[str, Engine]) -> None:
    assert_not_answered_by(libraries["module"], "Do I have to go to the labs?", "led by the teaching assistant")
    question = analyse("Do I have to go to the labs?")
    assert lacks_obligation(question, candidate("Computer labs are led by the teaching assistant, Ms Leila Haddad."))
    assert not lacks_obligation(question, candidate("Attendance at computer labs is compulsory."))
    assert not lacks_obligation(question, candidate("You go to the labs on Tuesdays."))  # says the deed
    assert not lacks_obligation(analyse("Do I need to bring ID?"), candidate("You have to show photo ID at the desk."))
    assert not lacks_obligation(analyse("Can I go to the labs?"), candidate("Computer labs are led by Ms Haddad."))


def _passage(text: str, index: int) -> RetrievedChunk:
    meta = ChunkMeta("h.md", "d1", 1, "1", index, 0, len(text), "p.1", "", "", "unknown", "md")
    return RetrievedChunk(StoredChunk(f"d1:1:{index}", text, meta), 0.2, 0.0, 0.2)


def test_a_passage_counts_with_the_one_that_follows_it() -> None:
    weights = {stem(w): 1.0 for w in ("module", "leader", "email")}
    leader = _passage("The module leader is Dr Aidan Kowalczyk.", 4)
    email = _passage("You can email Dr Kowalczyk at a.kowalczyk@westmoor.ac.uk.", 5)
    assert keyword_coverage(weights, (email, leader), 5) == 1.0
    apart = _passage("You can email Dr Kowalczyk at a.kowalczyk@westmoor.ac.uk.", 9)
    assert keyword_coverage(weights, (apart, leader), 5) < 0.7
