"""A British engineering group's annual report and results release asked as an analyst asks, each
case one the engine had got wrong on a fresh company's files (2026-12-02):

- "What was revenue in 2024?" over "Group revenue rose 6% to £412.3m (2024: £389.0m)": the
  sentence's figure was read as £412.3m, so the answer said "The same document gives another
  figure for this too." beside the table's £389.0m; the bracketed base is the named year's figure;
- "£412.3m" is £412.3 million (a glued "m" after a currency sign is millions, after a bare number
  it may be metres), as "£412.3 million" in the release is;
- "Group revenue" is the group's, not a segment's: a British report's consolidated figure;
- a KPI table's row in pence ("Adjusted basic earnings per share 41.8p 36.9p") was read as a
  heading over the rows below it, so "What was net debt in 2024?" found no row "Net debt" alone;
- "How much did revenue grow?" was answered with "Our Aerospace division grew revenue by 11%",
  because the group's sentence says "rose": verbs of the same change say the question's verb.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.ingest.table_text import VALUE
from rag_core.messages import Mode
from rag_core.text.lexicon import change_sense, quantities
from tests.helpers.builders import new_library
from tests.helpers.pdfs import make_pdf

REPORT = [
    "Harrowgate Engineering plc\nAnnual Report and Accounts 2025\nFor the year ended 31 December 2025",
    "Chair's statement\n\n2025 was a year of strong progress for Harrowgate. Group revenue rose 6% to "
    "£412.3m (2024: £389.0m) and adjusted operating profit increased to £58.7m (2024: £51.2m).\n\n"
    "Our Aerospace division grew revenue by 11% to £168.5m. Revenue in the Energy division was "
    "£143.9m, down 2%.",
    "Strategic report: key performance indicators\n\nKPI   2025   2024\nRevenue (£m)   412.3   389.0\n"
    "Adjusted operating profit (£m)   58.7   51.2\nAdjusted basic earnings per share   41.8p   36.9p\n"
    "Net debt (£m)   64.1   88.5",
]


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    files = {"harrowgate_annual_report_2025.pdf": make_pdf(REPORT, title="Harrowgate Annual Report 2025")}
    yield Engine(new_library(tmp_path_factory.mktemp("plc") / "data", embedder, files))


def test_a_glued_m_after_a_currency_sign_is_millions_and_after_a_number_is_not() -> None:
    assert [q.value for q in quantities("revenue of £412.3m and $5m")] == [412.3e6, 5e6]
    assert [q.value for q in quantities("a 3m wall")] == [3.0]


@pytest.mark.parametrize(
    ("question", "figure"),
    [("What was revenue in 2024?", "£389.0m"), ("What was adjusted operating profit in 2024?", "£51.2m")],
)
def test_the_bracketed_base_is_the_named_year_s_figure(engine: Engine, question: str, figure: str) -> None:
    response = engine.ask(question, session_id=question)
    assert response.mode is Mode.DIRECT_ANSWER, question
    assert figure in (response.answer or "")
    assert response.confidence.reason != "The same document gives another figure for this too.", question


def test_verbs_of_the_same_change_say_the_question_s() -> None:
    assert change_sense("rose") == change_sense("grow") == change_sense("increased")
    assert change_sense("fell") == change_sense("declined") != change_sense("rose")
    assert change_sense("revenue") is None


def test_a_division_s_growth_is_not_the_group_s(engine: Engine) -> None:
    response = engine.ask("How much did revenue grow?", session_id="grow")
    assert "Aerospace" not in (response.answer or ""), response.answer


@pytest.mark.parametrize(
    ("cell", "value"),
    [("41.8p", True), ("£64.1m", True), ("€1.2bn", True), ("0.9x", True), ("$55,893", True), ("3M", False)],
)
def test_a_british_report_s_cells_are_values(cell: str, value: bool) -> None:
    assert bool(VALUE.fullmatch(cell)) is value


def test_a_row_in_pence_does_not_head_the_rows_below_it(engine: Engine) -> None:
    response = engine.ask("What was net debt in 2024?", session_id="debt")
    assert response.mode is Mode.DIRECT_ANSWER
    assert "88.5" in (response.answer or "") and "41.8p" not in (response.answer or "")
