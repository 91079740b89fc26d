"""A climbing centre's prices, timetable and support desk asked as its members ask (2026-12-03,
sixty-first session). A workbook row named by one of its cells whose value repeats its column's
word ("Wall: Wall 2") was never read as the asked column; "How long is ...?" named both a "Time" and
a "Length (minutes)" column; "an annual student membership" was read as a question for a period,
which only the measure checks read; a "Priority 3" row answered a question about "a Priority 1
ticket" because it shared the word "ticket"; "What time should ...?" counted "time" as a word the
documents must use, so a question whose other words they use was declined. "How much is an adult
membership a month?" found "membership" (the label column's header) and "month" ("Monthly") in no
cell, and "the monthly price" was quoted from the "Off-peak monthly" column. "What is the phone
number of the centre?" was not read as the centre's own (its footer's line).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.label_header import label_header
from rag_core.answer.judging.lookup import row_named_by_a_cell
from rag_core.answer.judging.numbered import other_numbered
from rag_core.answer.understand.question import analyse, content_stems
from tests.helpers.builders import new_library
from tests.helpers.candidates import candidate
from rag_core.ingest.tables import TableCell, TableRow
from tests.helpers.office import make_xlsx

WORKBOOK = make_xlsx(
    {
        "Prices": [
            ["Membership", "Monthly (GBP)", "Off-peak monthly (GBP)", "Annual (GBP)"],
            ["Adult", 38, 29, 400],
            ["Student", 25, 19, 260],
            ["Family", 85, 65, 900],
        ],
        "Timetable": [
            ["Day", "Time", "Session", "Coach", "Wall", "Length (minutes)"],
            ["Monday", "18:00", "Bouldering basics", "Sam Ortiz", "Wall 2", 90],
            ["Tuesday", "19:30", "Lead climbing course", "Ines Moreau", "Wall 1", 120],
            ["Thursday", "17:00", "Youth squad", "Sam Ortiz", "Wall 3", 60],
        ],
    },
    title="Granite Hall prices and timetable",
)
SUPPORT = b"""<!doctype html><html><head><title>Granite Hall - Booking help desk</title></head><body>
<h1>Booking help desk</h1>
<p>Members can raise a ticket with the booking help desk by email or in the app.</p>
<table>
<tr><th>Priority</th><th>Example</th><th>Response (Standard members)</th><th>Response (Premium members)</th></tr>
<tr><td>Priority 1</td><td>Cannot enter the centre</td><td>2 hours</td><td>30 minutes</td></tr>
<tr><td>Priority 2</td><td>Booking lost or charged twice</td><td>1 day</td><td>4 hours</td></tr>
<tr><td>Priority 3</td><td>Question about a ticket or a minor app fault</td><td>3 days</td><td>1 day</td></tr>
</table>
<p>Telephone support is available to Premium members only.</p>
<p>Support is available by email and in the app at all times.</p>
<footer><p>Granite Hall Climbing Centre, 3 Quarry Lane, Leeds LS6 2AB. Telephone 0113 496 0021.</p></footer>
</body></html>"""
RULES = b"""Granite Hall climbing centre: house rules

Every climber must complete a registration form and a safety briefing before their first visit.
Chalk balls must be used instead of loose chalk on the bouldering walls.
Kit left in the changing rooms is kept at the front desk for seven days.
Bags must be in the lockers by 18:00 on competition days.
"""


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    files = {"granite.xlsx": WORKBOOK, "help_desk.html": SUPPORT, "house_rules.txt": RULES}
    yield Engine(new_library(tmp_path_factory.mktemp("climbing") / "data", embedder, files))


def test_how_long_asks_the_column_giving_a_length_not_the_time(engine: Engine) -> None:
    response = engine.ask("How long is the lead climbing course?", session_id="length")
    assert response.mode.value == "direct_answer"
    assert "Length (minutes): 120" in (response.answer or "")


def test_an_annual_price_is_looked_up_in_the_annual_column(engine: Engine) -> None:
    """ "annual" names a sheet's column here, not a period for the measure checks."""
    response = engine.ask("What does an annual student membership cost?", session_id="annual")
    assert response.mode.value == "direct_answer"
    assert "260" in (response.answer or "")
    assert "25" not in (response.answer or "").replace("260", "")


def test_a_row_numbered_otherwise_does_not_answer(engine: Engine) -> None:
    """The "Priority 3" row says "ticket" and was quoted for a Priority 1 ticket."""
    response = engine.ask(
        "What is the response time for a Priority 1 ticket for Standard members?", session_id="priority"
    )
    assert "Priority 3" not in (response.answer or "")


def test_the_centres_phone_number_is_its_footers(engine: Engine) -> None:
    """ "the centre" is the documents' own organisation, which the footer's line need not name."""
    response = engine.ask("What is the phone number of the centre?", session_id="phone")
    assert response.mode.value == "direct_answer"
    assert "0113 496 0021" in (response.answer or "")


def test_what_time_leaves_time_out_of_the_questions_words_only_before_a_verb() -> None:
    assert "time" not in content_stems(analyse("What time does the pool open?"))
    assert "time" in content_stems(analyse("What time zone is the office in?"))
    assert "time" in content_stems(analyse("What is the response time?"))


def test_a_thing_named_by_a_word_and_its_number() -> None:
    question = "What is the response time for a Severity 1 issue?"
    assert other_numbered(question, "Severity 3 | Example: Minor issue | First response: 1 business day")
    assert not other_numbered(question, "Severity 1 | Example: Service down | First response: 1 hour")
    assert not other_numbered(question, "Severity 1 and Severity 3 issues are answered by email.")
    assert not other_numbered(question, "Every issue is answered within one day.")  # no number named
    assert not other_numbered("What was revenue in fiscal 2023?", "Revenue in fiscal 2022 was $4.1 billion.")
    assert not other_numbered("Is the fee GBP 15?", "The fee is GBP 8.")  # a sum; and a yes/no answer
    assert not other_numbered("Is the lift on level 2?", "The lift is on level 3.")  # says no


LINE = (
    "Row 2: Monday | Time: 18:00 | Session: Bouldering basics | Coach: Sam Ortiz | Wall: Wall 2 | Length (minutes): 90"
)


def _answers(question: str, shape: str = "") -> list[str]:
    found = row_named_by_a_cell(analyse(question), [candidate(LINE, p=0.3)], shape)
    return [c.quote for c in found]


def test_a_column_whose_value_repeats_its_header_is_asked_by_the_headers_word() -> None:
    """ "Wall: Wall 2": the value says the column's word, not the question's subject."""
    assert _answers("Which wall is bouldering basics on?") == [LINE]


def test_of_two_asked_columns_the_one_of_the_asked_shape() -> None:
    assert _answers("How long is bouldering basics?", "duration") == [LINE]
    assert _answers("How long is bouldering basics?") == []  # "Time" and "Length": which?


@pytest.mark.parametrize(
    ("question", "price", "not_price"),
    [
        ("How much is an adult membership a month?", "38", "29"),
        ("What is the monthly price of a family membership?", "85", "65"),
    ],
)
def test_a_price_is_read_under_the_column_the_question_names_wholly(
    engine: Engine, question: str, price: str, not_price: str
) -> None:
    """ "membership" heads the label column, "a month" names "Monthly", and a column with a word
    the question does not say ("Off-peak monthly") is another case than the plain one."""
    response = engine.ask(question, session_id=question)
    assert response.mode.value == "direct_answer"
    answer = response.answer or ""
    assert price in answer
    assert not_price not in answer


def _row(label: str, *headers: str) -> TableRow:
    return TableRow(label, tuple(TableCell((h,), "1") for h in headers))


def test_the_label_columns_header_is_read_from_the_header_line() -> None:
    sheet = "Row 1: Membership | Monthly (GBP) | Annual (GBP)\n\nRow 2: Adult | Monthly (GBP): 38 | Annual (GBP): 400"
    assert label_header(sheet, _row("Adult", "Monthly (GBP)", "Annual (GBP)")) == "Membership"
    page = "Facility | Monday to Friday | Saturday\nGym | Monday to Friday: 06:00 - 22:00 | Saturday: 08:00 - 20:00"
    assert label_header(page, _row("Gym", "Monday to Friday", "Saturday")) == "Facility"
    # A header naming a period is the period checks' to read; no header line, no header.
    statement = "Year ended December 31 | 2023 | 2022\nRevenue | 2023: 5 | 2022: 4"
    assert label_header(statement, _row("Revenue", "2023", "2022")) == ""
    assert label_header("Adult | Monthly (GBP): 38", _row("Adult", "Monthly (GBP)")) == ""
