"""A coworking space's price workbook asked as its members ask (2026-12-03, sixty-first session).
"What does a fixed desk cost a year?" found the "Annual (EUR)" cell, but the judge rated the cell's
three parts below the lookup's floor (P 0.07) while the row's whole line stood at 0.24: passages.
"How much does it cost to book Lighthouse for a day?" missed "book", a word the sheet never says.
"Does the Anchor room have a projector?" named the row by its label and the answer by its value,
under a "Screen" header the question does not say: passages at P 0.76, just under the threshold.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.candidate import Candidate
from rag_core.answer.engine import Engine
from rag_core.answer.judging.lookup import looked_up
from rag_core.answer.understand.question import analyse
from tests.helpers.builders import new_library
from tests.helpers.candidates import candidate, row_cells
from tests.helpers.office import make_xlsx

WORKBOOK = make_xlsx(
    {
        "Plans": [
            ["Plan", "Monthly (EUR)", "Annual (EUR)", "Meeting room hours per month", "Desk"],
            ["Hot desk", 190, 2000, 2, "Any free desk"],
            ["Fixed desk", 290, 3100, 4, "Your own desk"],
            ["Private office (4 people)", 1400, 15000, 10, "Lockable office"],
            ["Virtual office", 45, 480, 0, "None"],
        ],
        "Meeting rooms": [
            ["Room", "Capacity", "Hourly rate (EUR)", "Day rate (EUR)", "Screen"],
            ["Lighthouse", 12, 40, 250, "75-inch display"],
            ["Anchor", 6, 25, 150, "Projector"],
            ["Compass", 4, 15, 90, "None"],
        ],
    },
    title="Harbourside Coworking prices 2026",
)
FAQ = b"""# Harbourside Coworking: frequently asked questions

## Internet
Our fibre connection gives every member at least 500 Mbit/s download speed.
A wired connection is available at every fixed desk.

## Events
Members can host their own events in the Lighthouse room after 18:00 at the day rate.

## Day passes
A day pass costs EUR 30 and includes coffee and wifi.
"""


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    files = {"harbourside_prices.xlsx": WORKBOOK, "faq.md": FAQ}
    yield Engine(new_library(tmp_path_factory.mktemp("cowork") / "data", embedder, files))


def test_a_cell_is_read_when_its_rows_line_is_on_the_questions_topic(engine: Engine) -> None:
    response = engine.ask("What does a fixed desk cost a year?", session_id="year")
    assert response.mode.value == "direct_answer"
    assert "3100" in (response.answer or "")
    assert "290" not in (response.answer or "")  # the monthly price is not the answer


def test_booking_a_room_frames_the_lookup_of_its_rate(engine: Engine) -> None:
    response = engine.ask("How much does it cost to book Lighthouse for a day?", session_id="book")
    assert response.mode.value == "direct_answer"
    assert "250" in (response.answer or "")
    assert "40" not in (response.answer or "")  # the hourly rate is another column


ANCHOR_LINE = "Row 3: Anchor | Capacity: 6 | Hourly rate (EUR): 25 | Day rate (EUR): 150 | Screen: Projector"


def _looked_up(question: str, candidates: list[Candidate]) -> list[str]:
    return [c.quote for c in looked_up(analyse(question), candidates, "", asks_period=False)]


def test_a_yes_no_question_is_answered_by_the_cell_whose_value_it_says() -> None:
    anchor = row_cells("Anchor", 0.76, Capacity="6", Screen="Projector")
    compass = row_cells("Compass", 0.4, Capacity="4", Screen="None")
    assert _looked_up("Does the Anchor room have a projector?", anchor + compass) == ["Anchor | Screen | Projector"]
    # Anchor's projector is no answer about Compass, whose screen the question does not say.
    assert _looked_up("Does the Compass room have a projector?", anchor + compass) == []
    # Only a yes/no question: "What is the Anchor room's projector?" asks for something else.
    assert _looked_up("Which projector does the Anchor room have?", anchor) == []


def test_a_cell_below_the_floor_is_read_only_when_its_rows_line_is_above_it() -> None:
    cells = row_cells("Anchor", 0.03, **{"Day rate (EUR)": "150", "Hourly rate (EUR)": "25"})
    question = "How much is the day rate for Anchor?"
    assert _looked_up(question, cells) == []
    assert _looked_up(question, [*cells, candidate(ANCHOR_LINE, p=0.05)]) == []
    assert _looked_up(question, [*cells, candidate(ANCHOR_LINE, p=0.3)]) == ["Anchor | Day rate (EUR) | 150"]
    other_line = ANCHOR_LINE.replace("Anchor", "Compass")
    assert _looked_up(question, [*cells, candidate(other_line, p=0.3)]) == []


def test_how_many_people_asks_for_a_rooms_capacity(engine: Engine) -> None:
    response = engine.ask("How many people fit in the Lighthouse room?", session_id="fit")
    assert response.mode.value == "direct_answer"
    assert "Capacity: 12" in (response.answer or "") or "Capacity | 12" in (response.answer or "")


def test_how_many_people_reads_the_capacity_column_not_another_count() -> None:
    cells = row_cells("Anchor", 0.5, Capacity="6", **{"Hourly rate (EUR)": "25"})
    assert _looked_up("How many people can the Anchor room hold?", cells) == ["Anchor | Capacity | 6"]
    # A count of something else is not the room's capacity.
    assert _looked_up("How many screens does the Anchor room have?", cells) == []
