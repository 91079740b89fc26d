"""A council tax bill asked as its reader asks (2026-12-06, seventy-sixth session; the questions
written before any answer was seen).

Before: "What band is my property?" got passages led by "Property: 14 Willow Crescent, ..." (P
0.19), the line that says it, "Valuation band: C", being read at P 0.01 and as a heading (a label
line is title-cased and short); "How many instalments are there?" got passages led by the sentence
that counts them ("You will pay 10 monthly instalments of GBP 149.05 ...", P 0.07): it holds every
word of the question, but the cross-encoder reads counts poorly and the bill's one passage dilutes
its cosine below the checks of a stated answer.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.labelled import labelled_value
from rag_core.answer.understand.question import analyse
from rag_core.messages import Mode
from tests.helpers.answers import assert_answered, assert_not_answered_by, engine_on
from tests.helpers.candidates import candidate

BILL = b"""Eastbrook District Council
Council Tax Bill 2027/28

Account reference: 40021187
Property: 14 Willow Crescent, Eastbrook EB4 7LT
Liable person: Ms Hana Kowalczyk
Valuation band: C

Annual charge for 1 April 2027 to 31 March 2028: GBP 1,987.40
Single person discount (25%): -GBP 496.85
Amount payable: GBP 1,490.55

Your instalments
You will pay 10 monthly instalments of GBP 149.05 on the 1st of each month from April 2027 to January 2028.

How to pay
The easiest way to pay is by Direct Debit. You can also pay online at eastbrook.example/pay or by calling our automated line on 0300 123 4567.

Where your money goes
Of your Council Tax, 68% goes to Eastbrook County Council, 14% to the Police and Crime Commissioner, 11% to Eastbrook District Council and 7% to the Fire Authority.
"""


@pytest.fixture(scope="module")
def bill(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    """The bill as its reader has it, a library of its own."""
    yield engine_on(tmp_path_factory, embedder, "eastbrook", {"council-tax-bill-2027.txt": BILL})


@pytest.mark.parametrize(
    ("question", "quoted"),
    [
        ("What band is my property?", "Valuation band: C"),
        ("How many instalments are there?", "You will pay 10 monthly instalments"),
    ],
)
def test_the_bills_particulars_are_answered(bill: Engine, question: str, quoted: str) -> None:
    assert_answered(bill, question, quoted)


def test_a_band_of_a_property_the_bill_does_not_name_is_not_answered(bill: Engine) -> None:
    assert_not_answered_by(bill, "What band is the Old Mill?", "Valuation band")
    response = bill.ask("What band is the Old Mill?", session_id="old mill")
    assert response.mode is not Mode.DIRECT_ANSWER


def test_a_label_line_answers_the_noun_its_label_ends_in() -> None:
    band = candidate("Valuation band: C", p=0.01, missing=("property",))
    place = candidate("Property: 14 Willow Crescent, Eastbrook EB4 7LT", p=0.19, missing=("band",))
    assert labelled_value(analyse("What band is my property?"), [place, band]) == [band]
    room = candidate("Room: Superior Double, sea view.", p=0.31)
    assert labelled_value(analyse("What type of room did I book?"), [room]) == [room]
    reference = candidate("Account reference: 40021187", p=0.02)
    assert labelled_value(analyse("What is my account reference?"), [reference]) == [reference]
    assert labelled_value(analyse("What is my account number?"), [reference]) == []  # another label's head
    # A question of another shape asks no label's value: "what happens ..." is no particular.
    assert labelled_value(analyse("What happens if my property is empty?"), [place]) == []


def test_a_range_of_dates_under_a_label_tells_when_the_thing_starts_and_ends() -> None:
    cover = candidate("Period of cover: 1 April 2026 to 31 March 2027.", p=0.76)
    assert labelled_value(analyse("When does cover end?"), [cover]) == [cover]
    assert labelled_value(analyse("When does cover start?"), [cover]) == [cover]
    assert labelled_value(analyse("When does cover lapse?"), [cover]) == []  # a range says no lapse
    renewal = candidate("Renewal date: 1 April 2027", p=0.3)
    assert labelled_value(analyse("When does cover end?"), [renewal]) == []  # another label


def test_a_date_labelled_by_the_asked_verb_tells_when() -> None:
    start = candidate("Start date: 3 June 2024", p=0.51)
    assert labelled_value(analyse("When does my membership start?"), [start]) == [start]
    assert labelled_value(analyse("When does my membership end?"), [start]) == []
    kind = candidate("Membership type: Off-Peak Flex (12-month minimum term)", p=0.14)
    assert labelled_value(analyse("What type of membership do I have?"), [kind]) == [kind]


def test_a_heading_run_into_its_sentence_is_no_label_line() -> None:
    run_in = candidate(
        "Sales by Contract Type: Substantially all of our contracts are fixed-price type contracts.", p=0.5
    )
    assert labelled_value(analyse("What are the contract types?"), [run_in]) == []


def test_a_sentence_introducing_a_list_is_no_label_line() -> None:
    listing = candidate("There are two major subtypes of T cells: the killer T cell and the helper T cell.", p=0.3)
    assert labelled_value(analyse("What cells do not carry receptor molecules?"), [listing]) == []


def test_what_s_and_how_much_ask_a_label_too() -> None:
    payable = candidate("Amount payable: GBP 1,490.55", p=0.07)
    assert labelled_value(analyse("What's the amount payable?"), [payable]) == [payable]
    assert labelled_value(analyse("How much is the amount payable?"), [payable]) == [payable]
    method = candidate("Payment method: Direct Debit", p=0.2)
    assert labelled_value(analyse("What's the payment method?"), [method]) == [method]
    assert labelled_value(analyse("How much is the payment method?"), [method]) == []  # no figure
