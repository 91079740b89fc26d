"""A bus company's timetable workbook and fares page asked as its passengers ask (2026-12-02,
fifty-ninth session): "What time is the first bus from Market Square?" was answered **wrong** by the
Saturday sheet's row alone (07:00; Monday to Friday's first bus is at 06:10), "What is the last bus
from General Hospital?" **wrong, high** the same way, and "How often do buses run on Saturdays?"
found no "buses" in "First bus" (Porter stems "bus" as "bu", "buses" as "buse"). "How much is a
single?" got passages: the fares table's row says it under "Adult" and "Child (5-15)", headers the
question does not name.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from tests.helpers.builders import new_library
from tests.helpers.office import make_xlsx

HEADER = ["Stop", "First bus", "Then every", "Last bus"]
TIMETABLE = make_xlsx(
    {
        "Monday to Friday": [
            HEADER,
            ["Market Square", "06:10", "15 minutes", "23:05"],
            ["Railway Station", "06:16", "15 minutes", "23:11"],
            ["General Hospital", "06:27", "15 minutes", "23:22"],
        ],
        "Saturday": [
            HEADER,
            ["Market Square", "07:00", "20 minutes", "22:40"],
            ["Railway Station", "07:06", "20 minutes", "22:46"],
            ["General Hospital", "07:17", "20 minutes", "22:57"],
        ],
    },
    title="Route 12 timetable",
)
FARES = """<html><head><title>Tickets and fares | Northway Buses</title></head><body>
<main><h1>Tickets and fares</h1>
<p>Fares were last changed on 1 April 2026.</p>
<table>
<tr><th>Ticket</th><th>Adult</th><th>Child (5-15)</th></tr>
<tr><td>Single</td><td>£2.00</td><td>£1.00</td></tr>
<tr><td>Day Rider</td><td>£5.50</td><td>£2.75</td></tr>
</table>
</main></body></html>"""
CONDITIONS = """<html><head><title>Conditions of carriage | Northway Buses</title></head><body>
<main><h1>Conditions of carriage</h1>
<p>Dogs are welcome on our buses free of charge.</p>
<p>Every bus has one wheelchair space, and wheelchair users have priority over pushchairs for it.</p>
</main></body></html>"""


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    files = {"route_12_timetable.xlsx": TIMETABLE, "conditions.html": CONDITIONS.encode(), "fares.html": FARES.encode()}
    yield Engine(new_library(tmp_path_factory.mktemp("bus") / "data", embedder, files))


@pytest.mark.parametrize(
    ("question", "weekday", "saturday"),
    [
        ("What time is the first bus from Market Square?", "06:10", "07:00"),
        ("What is the last bus from General Hospital?", "23:22", "22:57"),
    ],
)
def test_a_row_given_on_two_sheets_is_answered_by_both_when_the_question_names_neither(
    engine: Engine, question: str, weekday: str, saturday: str
) -> None:
    response = engine.ask(question, session_id=question)
    answer = response.answer or ""
    assert weekday in answer and saturday in answer
    assert answer.index(weekday) < answer.index(saturday)  # the workbook's order
    assert response.confidence.level == "medium"
    assert "more than one case" in (response.confidence.reason or "")
    assert {c.page for c in response.citations} == {1, 2}


def test_a_question_naming_the_sheet_gets_its_row_alone(engine: Engine) -> None:
    response = engine.ask("What time is the first bus from Market Square on Saturday?", session_id="saturday")
    assert "07:00" in (response.answer or "")
    assert "06:10" not in (response.answer or "")


def test_buses_asked_are_the_bus_the_documents_speak_of(engine: Engine) -> None:
    response = engine.ask("How many wheelchair spaces do buses have?", session_id="buses")
    assert response.mode.value == "direct_answer"
    assert "Every bus has one wheelchair space" in (response.answer or "")


def test_a_price_asked_by_its_row_alone_is_the_rows_line_with_each_price(engine: Engine) -> None:
    response = engine.ask("How much is a single?", session_id="single")
    assert response.mode.value == "direct_answer"
    assert "£2.00" in (response.answer or "") and "£1.00" in (response.answer or "")
    child = engine.ask("How much is a child single?", session_id="child")
    assert "£1.00" in (child.answer or "")
