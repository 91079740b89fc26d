"""One organisation's documents name it short and in full ("Redfern", "Redfern College"): a
question over them asks nobody which organisation is meant."""

from __future__ import annotations

from pathlib import Path

from rag_core.answer.engine import Engine
from rag_core.messages import Mode
from tests.helpers.builders import new_library

HANDBOOK = """# Redfern - Staff Handbook

## Pay

Staff are paid on the last working day of each month, by bank transfer.

Overtime is paid at one and a half times the normal rate.
"""

REPORT = """# Redfern College - Annual Report 2024

Redfern College taught 1,240 students in 2024, up from 1,180 in 2023.

The college employed 96 teaching staff at the end of 2024.
"""


def test_a_question_over_a_handbook_and_an_annual_report_of_one_college_asks_no_company(
    tmp_path: Path, embedder
) -> None:  # type: ignore[no-untyped-def]
    library = new_library(
        tmp_path / "data",
        embedder,
        {"redfern_staff_handbook.md": HANDBOOK.encode(), "redfern_college_annual_report.md": REPORT.encode()},
    )
    response = Engine(library).ask("When are staff paid?", session_id="o1")
    assert response.clarify is None or not response.clarify.questions, response.clarify
    shown = [response.answer or ""] + [h.highlight for h in response.related_highlights or []]
    assert response.mode is not Mode.HARD_REFUSAL
    assert any("last working day of each month" in text for text in shown), shown
