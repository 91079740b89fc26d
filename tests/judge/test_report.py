"""What ``eval judge`` and ``train judge`` report (rag_core.judge.report, rag_core.judge.run): counts and
shares per set, the calibration table, and the model card with the shipped thresholds."""

from __future__ import annotations

import json

import pytest

from rag_core.judge.model import MODEL_DIR
from rag_core.judge.report import Scored, metrics, render
from rag_core.judge.run import card_text, print_eval


def _row(answerable: bool, direct: bool, right: bool, p: float | None, level: str = "", category: str = "") -> Scored:
    return Scored(answerable, direct, right, visible=right, p=p, p_right=right, level=level, category=category)


ROWS = [
    _row(True, True, True, 0.95, "high", "factoid"),
    _row(True, True, False, 0.85, "medium", "factoid"),
    _row(True, False, False, 0.2, category="table"),
    _row(False, True, False, 0.9, "medium", "not_stated"),
    _row(False, False, False, None, category="not_stated"),
]


def test_metrics_count_right_and_wrong_answers_and_non_answerable_ones_answered() -> None:
    m = metrics(ROWS)
    assert (m["questions"], m["answerable"], m["non_answerable"]) == (5, 3, 2)
    assert (m["direct_right"], m["direct_wrong"], m["non_answerable_direct"]) == (1, 2, 1)
    assert m["direct_precision"] == pytest.approx(1 / 3) and m["gold_visible_share"] == pytest.approx(1 / 3)
    assert m["levels"] == {"high": {"answers": 1, "right": 1}, "medium": {"answers": 2, "right": 0}}


def test_calibration_compares_p_with_the_share_right_in_each_bin() -> None:
    m = metrics(ROWS)
    top = m["reliability"][-1]
    assert top == {"p": "0.8-1.0", "count": 3, "right": 1, "share_right": pytest.approx(1 / 3)}
    # |1 - 2.7| over 4 judged rows in the top bin, |0 - 0.2| in the second
    assert m["calibration_error"] == pytest.approx((abs(1 - 2.7) + abs(0 - 0.2)) / 4)
    assert metrics([])["calibration_error"] is None and metrics([])["direct_precision"] is None


def test_the_report_names_each_set_and_its_kinds_of_question() -> None:
    text = print_eval({"synthetic": metrics(ROWS), "small": metrics(ROWS[:1])})
    assert text.startswith("### synthetic") and "\n\n### small" in text
    assert "| questions (answerable / not) | 5 (3 / 2) |" in text
    assert "| not_stated | 2 | 1 | 0 |" in text
    assert "| kind of question |" not in render("small", metrics(ROWS[:1]))  # one kind: no table


def test_the_model_card_states_the_thresholds_the_shipped_model_uses() -> None:
    meta = json.loads((MODEL_DIR / "judge.json").read_text(encoding="utf-8"))
    card = {
        "date": "2026-01-01",
        "minutes": 1.0,
        "training_sets": {"synthetic": {"questions": 10, "candidates": 40, "right": 9, "license": "own"}},
        "evaluation_sets": {"squad2": {"questions": 5, "license": "CC BY-SA 4.0"}},
        "thresholds": meta["thresholds"],
        "high": meta["high"],
        "results": {},
    }
    text = card_text(card)
    (line,) = [row for row in text.splitlines() if row.startswith("Direct answer at")]
    shipped = (MODEL_DIR / "CARD.md").read_text(encoding="utf-8")
    assert line in shipped.splitlines()
    assert "| synthetic | 10 | 40 | 9 | own |" in text and "| squad2 | 5 | CC BY-SA 4.0 |" in text
