"""A leisure centre's documents asked as its members ask (2026-12-02, fifty-eighth session): "What is
the phone number?" was answered **wrong** by "... registered charity number 1104428." (seven digits
read as a phone number), "What time do you close on Saturday?" **wrong** by the Christmas Eve
closing time (a time of day that names no Saturday), and "How much does it cost to freeze my
membership?" got passages while the terms give the fee ("cost" is no word of the sentence), as did
"Which studio is pilates in?" while the timetable's row for pilates gives it under "Studio", and
"Can I get a refund on annual membership?" ("get" was a word the answer had to say).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.gates import other_day
from rag_core.answer.judging.lookup import looked_up
from rag_core.answer.understand.question import analyse
from rag_core.answer.understand.slots import has_shape, phone_spans
from rag_core.text.lexicon import tokens
from rag_core.text.word_forms import carried_by_price
from tests.helpers.builders import new_library
from tests.helpers.candidates import candidate
from tests.helpers.office import make_xlsx
from tests.helpers.pdfs import make_pdf

TERMS = [
    "Fernhill Leisure Centre\nMembership Terms and Conditions 2026",
    "3. Freezing your membership\nYou may freeze your membership for up to three months in any twelve-month "
    "period for a fee of £5 a month. Medical freezes are free of charge with a doctor's note.\n\n"
    "4. Cancelling\nYou can cancel your monthly membership at any time by giving one full calendar month's "
    "notice in writing. Annual memberships are not refundable after the first 14 days.\n\n"
    "5. Inductions\nInductions run every Monday at 6pm and last one hour.\n\nFernhill Leisure Centre is operated by Vale Community Leisure Trust, registered "
    "charity number 1104428.",
]
FAQ = """<html><head><title>FAQs | Fernhill Leisure Centre</title></head><body>
<nav><a href="/">Home</a> <a href="/join">Join</a></nav>
<main><h1>Frequently asked questions</h1>
<h2>What are your opening hours?</h2>
<p>The centre is open from 6am to 10pm Monday to Friday and from 8am to 6pm on Saturdays and Sundays.
We close at 4pm on Christmas Eve and are closed on Christmas Day.</p>
<h2>Is there parking?</h2>
<p>There is a free car park with 120 spaces, including eight disabled bays.</p>
</main>
<footer><p>Fernhill Leisure Centre, Mill Lane, Fernhill FH2 7QT. Telephone 01632 960 415.</p></footer>
</body></html>"""
TIMETABLE = make_xlsx(
    {
        "Timetable": [
            ["Class", "Day", "Start", "Length (minutes)", "Studio"],
            ["Spin", "Monday", "18:30", 45, "Studio 2"],
            ["Yoga", "Tuesday", "09:30", 60, "Studio 1"],
            ["Pilates", "Wednesday", "19:00", 50, "Studio 1"],
            ["HIIT", "Friday", "07:00", 30, "Studio 2"],
        ]
    },
    title="Class timetable spring 2026",
)


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    files = {
        "membership_terms_2026.pdf": make_pdf(TERMS, title="Fernhill Leisure Centre Membership Terms"),
        "faq.html": FAQ.encode(),
        "class_timetable_spring_2026.xlsx": TIMETABLE,
    }
    yield Engine(new_library(tmp_path_factory.mktemp("gym") / "data", embedder, files))


def test_the_phone_number_is_not_the_charity_number(engine: Engine) -> None:
    response = engine.ask("What is the phone number?", session_id="phone")
    assert "1104428" not in (response.answer or "")
    assert "01632 960 415" in (response.answer or "")


def test_a_closing_time_asked_for_a_day_is_not_another_days(engine: Engine) -> None:
    response = engine.ask("What time do you close on Saturday?", session_id="saturday")
    assert "Christmas Eve" not in (response.answer or "")


def test_a_price_asked_with_cost_is_answered_by_the_fee(engine: Engine) -> None:
    response = engine.ask("How much does it cost to freeze my membership?", session_id="freeze")
    assert response.mode == "direct_answer"
    assert "£5 a month" in (response.answer or "")


def test_a_light_verb_is_no_word_the_answer_must_say(engine: Engine) -> None:
    response = engine.ask("Can I get a refund on annual membership?", session_id="refund")
    assert response.mode == "direct_answer"
    assert "not refundable" in (response.answer or "")


def test_a_light_verb_asked_of_is_a_word_the_answer_must_say(engine: Engine) -> None:
    response = engine.ask("What should I bring to my induction?", session_id="bring")
    assert "every Monday" not in (response.answer or "")  # says when, not what to bring


def test_phone_spans_leave_out_numbers_named_otherwise() -> None:
    assert not phone_spans("Fernhill is operated by Vale Trust, registered charity number 1104428.")
    assert not phone_spans("Larchmont Insurance Company Limited, registered in England No. 03318842.")
    assert phone_spans("Telephone 01632 960 415.") and phone_spans("Call our helpline number 0800 917 3300")
    assert phone_spans("Call our number 0800 917 3300") and phone_spans("Customer services number: 0800 917 3300")
    assert has_shape("phone", "Telephone number: 01632 960 415")


def test_other_day() -> None:
    assert other_day(candidate("We close at 4pm on Christmas Eve.", missing=("time", "saturday")))
    assert not other_day(candidate("We close at 6pm on Saturdays.", missing=("time",)))


@pytest.mark.parametrize(
    ("question", "text", "carried"),
    [
        ("How much does a name change cost?", "Row 4: Name change | Online fee (GBP): 40", {"cost"}),
        ("How much does it cost to take skis?", "Skis can be checked in for £45 each way.", {"cost"}),
        ("How much do you charge for a CHAPS payment?", "CHAPS payment | Charge | £25", {"charge"}),
        ("How much does it cost?", "It is a clear, colourless liquid.", set()),  # no sum of money
        ("How much does home delivery cost?", "Revenue for 2024 was £4.8 million.", set()),  # not its price
        ("How much did the cost of sales rise?", "Sales rose by $5 million.", set()),  # a measure's cost
        ("What does it cost?", "Price: £4.49 for a 500 ml bottle.", set()),  # no how-much question
    ],
)
def test_carried_by_price(question: str, text: str, carried: set[str]) -> None:
    found = carried_by_price(tokens(question), tokens(text), text)
    assert found == {t.stem for t in tokens(" ".join(carried))} if carried else not found


def test_a_cell_named_by_its_row_and_column_answers(engine: Engine) -> None:
    response = engine.ask("Which studio is pilates in?", session_id="studio")
    assert response.mode == "direct_answer"
    assert "Studio 1" in (response.answer or "") and "Studio 2" not in (response.answer or "")


def _cell(label: str, header: str, value: str, p: float = 0.3, **fields):  # type: ignore[no-untyped-def]
    return candidate(f"{label} | {header}: {value}", parts=(label, header, value), answer_value=value, p=p, **fields)


def test_looked_up() -> None:
    fees = [
        _cell("Extra checked bag (23 kg)", "Online fee (GBP)", "35"),
        _cell("Extra checked bag (23 kg)", "Airport fee (GBP)", "55"),
        _cell("Name change", "Airport fee (GBP)", "60"),
    ]
    found = looked_up(analyse("How much is an extra checked bag at the airport?"), fees, "", asks_period=False)
    assert [c.answer_value for c in found] == ["55"]
    assert not looked_up(analyse("How much is an extra checked bag?"), fees, "", asks_period=False)  # no column named
    assert not looked_up(
        analyse("What is the average airport fee for an extra checked bag?"), fees, "", asks_period=False
    )  # computed
    found = looked_up(analyse("Is there an airport fee for an extra checked bag?"), fees, "", asks_period=False)
    assert [c.answer_value for c in found] == ["55"]  # a yes/no question: the cell that states it
    both = [_cell("Revenue", "Americas 2019", "5"), _cell("Revenue", "Americas 2018", "4")]
    assert not looked_up(
        analyse("What was the revenue in the Americas?"), both, "", asks_period=False
    )  # a tie: which year?
    timetable = [_cell("HIIT", "Start", "07:00"), _cell("HIIT", "Length (minutes)", "30")]
    assert [
        c.answer_value
        for c in looked_up(analyse("How long is the HIIT class?"), timetable, "duration", asks_period=False)
    ] == ["30"]
    usage = [_cell("Q1 2025", "Uptime", "99.95%"), _cell("Q2 2025", "Uptime", "99.87%")]
    assert not looked_up(analyse("What was uptime in Q4 2025?"), usage, "", asks_period=False)  # no such row
    assert not looked_up(analyse("What was uptime in Q2?"), usage, "", asks_period=True)  # the period checks' to read
    other = [_cell("York", "Opened", "2017", missing=("kilbride", "hotels"))]
    assert not looked_up(analyse("When did Kilbride Hotels open its York hotel?"), other, "", asks_period=False)
    depots = [_cell("Sligo", "Opened", "2016", missing=("hours",))]
    assert not looked_up(analyse("What are the opening hours of the Sligo depot?"), depots, "", asks_period=False)
    plans = [_cell("Starter", "Support", "Email", missing=("include",))]
    found = looked_up(analyse("What support does the Starter plan include?"), plans, "", asks_period=False)
    assert [c.answer_value for c in found] == ["Email"]  # "include" only frames the lookup
    events = [_cell("Family fossil hunt", "Booking", "Not required"), _cell("Lantern workshop", "Booking", "Required")]
    found = looked_up(analyse("Do I need to book the fossil hunt?"), events, "", asks_period=False)
    assert [c.answer_value for c in found] == ["Not required"]  # two of the label's three words
    delivery = [_cell("Standard delivery", "Price", "£4"), _cell("Express delivery", "Price", "£9")]
    assert not looked_up(analyse("How much is delivery?"), delivery, "", asks_period=False)  # which one?
    low = [_cell("Pilates", "Studio", "Studio 1", p=0.05)]
    assert not looked_up(analyse("Which studio is pilates in?"), low, "", asks_period=False)
