"""A conference programme asked as its delegates ask (2026-12-03, sixtieth session). The programme
is a workbook with a sheet per day whose rows are labelled by their time, so a question names a row
by its session, not its label: "Who gives the opening keynote?" and "Who is running the Kafka
workshop?" got passages, and "When is lunch on Wednesday?" was declined as if the documents never
spoke of it (only the sheet's name says "Wednesday", and the evidence gate read the rows alone).
The registration page's "All prices exclude VAT at 20%." was a passage for "Do prices include VAT?".
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.lookup import row_named_by_a_cell
from rag_core.answer.understand.question import analyse
from tests.helpers.builders import new_library
from tests.helpers.candidates import candidate
from tests.helpers.office import make_xlsx

HEADER = ["Time", "Session", "Speaker", "Room"]
PROGRAMME = make_xlsx(
    {
        "Tuesday 8 June": [
            HEADER,
            ["08:30", "Registration and coffee", "", "Foyer"],
            ["09:30", "Opening keynote: Data after the hype", "Priya Raman", "Main Hall"],
            ["11:00", "Workshop: Testing data pipelines", "Tom Okafor", "Room 2"],
            ["12:30", "Lunch", "", "Foyer"],
            ["14:00", "Panel: Open data in local government", "Chaired by Ellen Park", "Main Hall"],
            ["17:30", "Drinks reception", "", "Roof Terrace"],
        ],
        "Wednesday 9 June": [
            HEADER,
            ["09:00", "Keynote: Privacy engineering in practice", "Marcus Bell", "Main Hall"],
            ["10:30", "Workshop: Streaming with Kafka", "Aiko Tanaka", "Room 2"],
            ["12:30", "Lunch", "", "Foyer"],
            ["14:00", "Lightning talks", "Various", "Main Hall"],
            ["16:00", "Closing remarks", "Priya Raman", "Main Hall"],
        ],
    },
    title="DataConf programme",
)
VENUE = b"""# Getting to the Riverside Centre

The Riverside Centre is at 12 Harbour Road, Bristol BS1 5DB.

## By train

Bristol Temple Meads station is a 10-minute walk from the venue.

## By car

There is no parking at the venue. The nearest car park is Harbourside Car Park, which charges GBP 14 per day.

## Where to stay

We have reserved rooms at the Quayside Hotel for GBP 129 per night including breakfast. Use the code DATACONF27 when booking; the rate is available until 10 May 2027.
"""
REGISTRATION = b"""<!doctype html><html><head><title>DataConf 2027 - Registration</title></head><body>
<h1>DataConf 2027 registration</h1>
<p>DataConf 2027 takes place on 8 and 9 June 2027 at the Riverside Centre, Bristol.</p>
<h2>Ticket prices</h2>
<table>
<tr><th>Ticket</th><th>Early bird (until 31 March)</th><th>Standard</th></tr>
<tr><td>Two-day pass</td><td>GBP 390</td><td>GBP 490</td></tr>
<tr><td>One-day pass</td><td>GBP 230</td><td>GBP 290</td></tr>
<tr><td>Student pass (two days)</td><td>GBP 95</td><td>GBP 95</td></tr>
</table>
<p>All prices exclude VAT at 20%. Group bookings of five or more tickets receive a 15% discount.</p>
<h2>What is included</h2>
<p>Your ticket includes entry to all talks and workshops on the days booked, lunch and refreshments, and the drinks reception on 8 June. Workshop places are limited to 40 people and must be reserved when you register.</p>
<h2>Cancellations and transfers</h2>
<p>Tickets can be transferred to a colleague free of charge until 1 June 2027. Cancellations received by 30 April 2027 are refunded less a GBP 50 administration fee. We cannot refund tickets cancelled after 30 April 2027.</p>
<h2>Accessibility</h2>
<p>The Riverside Centre is step-free throughout, with a hearing loop in the Main Hall. A quiet room is available on the first floor. Please tell us about any dietary requirements when you register.</p>
<p>Questions about registration: tickets@dataconf.example.org</p>
</body></html>"""


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    files = {"programme.xlsx": PROGRAMME, "venue.md": VENUE, "registration.html": REGISTRATION}
    yield Engine(new_library(tmp_path_factory.mktemp("programme") / "data", embedder, files))


@pytest.mark.parametrize(
    ("question", "said"),
    [("Who gives the opening keynote?", "Priya Raman"), ("Who is running the Kafka workshop?", "Aiko Tanaka")],
)
def test_a_row_named_by_its_session_answers_who_gives_it(engine: Engine, question: str, said: str) -> None:
    response = engine.ask(question, session_id=question)
    assert response.mode.value == "direct_answer"
    assert said in (response.answer or "")


def test_a_question_naming_a_sheet_is_not_declined(engine: Engine) -> None:
    response = engine.ask("When is lunch on Wednesday?", session_id="lunch")
    assert response.mode.value != "hard_refusal"
    shown = response.answer or " ".join(h.highlight for h in response.related_highlights or [])
    assert "Lunch" in shown


def test_a_yes_no_question_is_answered_by_the_sentence_saying_its_opposite(engine: Engine) -> None:
    """ "All prices exclude VAT at 20%." says no to "Do prices include VAT?" as "do not include" would."""
    response = engine.ask("Do prices include VAT?", session_id="vat")
    assert response.mode.value == "direct_answer"
    assert "exclude VAT" in (response.answer or "")


def test_a_sentence_giving_the_asked_address_carries_the_word_address(engine: Engine) -> None:
    """ "The Riverside Centre is at 12 Harbour Road, Bristol BS1 5DB." gives the address asked for
    without saying "address": it leads what is shown (the station's walk from the venue led)."""
    response = engine.ask("What is the venue address?", session_id="address")
    shown = response.answer or next(iter(h.highlight for h in response.related_highlights or []), "")
    assert "12 Harbour Road" in shown


LINE = "Row 3: 09:30 | Session: Opening keynote: Data after the hype | Speaker: Priya Raman | Room: Main Hall"


def _answers(question: str, *quotes: str) -> list[str]:
    return [c.quote for c in row_named_by_a_cell(analyse(question), [candidate(q, p=0.3) for q in quotes])]


def test_the_asked_column_is_found_by_the_question_word() -> None:
    assert _answers("Who gives the opening keynote?", LINE) == [LINE]
    assert _answers("Where is the opening keynote?", LINE) == [LINE]


def test_no_row_answers_without_an_asked_column_a_named_cell_or_with_two_rows_named() -> None:
    assert _answers("Why is the opening keynote on?", LINE) == []  # no column asked
    assert _answers("Who gives the closing remarks?", LINE) == []  # no cell named
    other = LINE.replace("Row 3: 09:30", "Row 4: 14:00").replace("Priya Raman", "Tom Okafor")
    assert _answers("Who gives the opening keynote?", LINE, other) == []  # which one?
    # The asked value already in the question: it asks something else.
    assert _answers("Who is Priya Raman at the opening keynote?", LINE) == []
