"""A question for the rate, method or basis a figure is set by ("How are night hours paid?") is
answered by the sentence that states it, never by the figure itself nor by a sentence that leaves
the method to a list after its colon."""

from __future__ import annotations

from pathlib import Path

from rag_core.answer.engine import Engine
from rag_core.messages import Mode
from tests.helpers.builders import new_library

HANDBOOK = """# Fenwick Print Works Staff Handbook

## Pay

Staff are paid monthly, on the last working day of the month.

Hours worked between 22:00 and 06:00 are paid at one and a quarter times the normal rate.

Overtime must be agreed in advance with your shift lead.

## Bonus

The annual bonus pool is calculated as follows:

- five per cent of operating profit, plus
- a fixed sum agreed by the board.

The bonus is paid in March.
"""


def _engine(tmp_path: Path, embedder) -> Engine:  # type: ignore[no-untyped-def]
    return Engine(new_library(tmp_path / "data", embedder, {"fenwick_handbook.md": HANDBOOK.encode()}))


def test_the_sentence_that_states_the_rate_answers_how_hours_are_paid(tmp_path: Path, embedder) -> None:  # type: ignore[no-untyped-def]
    response = _engine(tmp_path, embedder).ask("How are hours between 22:00 and 06:00 paid?", session_id="b1")
    assert response.mode is Mode.DIRECT_ANSWER
    assert (
        response.answer == "Hours worked between 22:00 and 06:00 are paid at one and a quarter times the normal rate."
    )


def test_a_sentence_that_leaves_the_method_to_a_list_is_no_answer(tmp_path: Path, embedder) -> None:  # type: ignore[no-untyped-def]
    response = _engine(tmp_path, embedder).ask("How is the annual bonus pool calculated?", session_id="b2")
    assert "calculated as follows:" not in (response.answer or "")
    assert response.mode is not Mode.DIRECT_ANSWER or "five per cent of operating profit" in (response.answer or "")


def test_a_sentence_that_says_when_not_how_is_no_answer(tmp_path: Path, embedder) -> None:  # type: ignore[no-untyped-def]
    # "Staff are paid monthly, on the last working day of the month." says when staff are paid
    response = _engine(tmp_path, embedder).ask("How are staff paid?", session_id="b3")
    assert response.mode is not Mode.DIRECT_ANSWER, response.answer
