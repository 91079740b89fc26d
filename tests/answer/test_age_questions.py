""" "How old is ...?" and "How many years has ... been ...?" ask an age or when something began: a
headcount sentence that shares the organisation's name is no answer (the judge rated one P 0.90)."""

from __future__ import annotations

from pathlib import Path

from rag_core.answer.engine import Engine
from rag_core.messages import Mode
from tests.helpers.builders import new_library

REPORT = """# Wexford College - Annual Report 2025

## People

At the end of 2025 Wexford College employed 386 people, up from 360 a year earlier.

Wexford College operates 4 campuses, in Leeds, Bath, Durham and York.

## History

Our Bath campus was founded in 1972.
"""


def test_a_headcount_is_no_answer_to_how_old(tmp_path: Path, embedder) -> None:  # type: ignore[no-untyped-def]
    engine = Engine(new_library(tmp_path / "data", embedder, {"wexford_annual_report_2025.md": REPORT.encode()}))
    response = engine.ask("How old is Wexford College?", session_id="a1")
    assert response.mode is Mode.GUIDED_FALLBACK, response.answer
    # the headcount is still answered when it is what is asked
    headcount = engine.ask("How many people did Wexford College employ at the end of 2025?", session_id="a2")
    assert headcount.mode is Mode.DIRECT_ANSWER
    assert headcount.answer == "At the end of 2025 Wexford College employed 386 people, up from 360 a year earlier."
