"""The rules' verdict the judge reads (``rules``): a sentence holding every word of the question
passes without the passage's cosine when the cross-encoder leans to it. A short document's passage
holds several topics, so its cosine is diluted: "Priya Mistry became managing director in March
2025, ..." was held back at cosine 0.23 for "Who is the managing director?" (2026-12-04)."""

from __future__ import annotations

import numpy as np
import pytest

from rag_core.judge.features import FEATURES, INDEX, fill_cross, rules_column


def _row(**values: float) -> np.ndarray:
    row = np.zeros(len(FEATURES), dtype=np.float32)
    base = {"cosine": 0.23, "coverage": 1.0, "missing": 0.0, "has_value": 1.0, "cross": 0.58, "score": 0.5}
    for name, value in {**base, **values}.items():
        row[INDEX[name]] = value
    return row


@pytest.mark.parametrize(
    ("values", "passes"),
    [
        ({}, True),  # every word, the cross-encoder leaning to it
        ({"cosine": 0.45, "cross": np.nan}, True),  # a passage close enough needs no more
        ({"cross": -0.4}, False),  # the cross-encoder leans away
        ({"cross": np.nan}, False),  # not read by it
        ({"coverage": 0.8, "missing": 1.0}, False),  # a word missing
        ({"has_value": 0.0}, False),  # no value of the asked kind
    ],
)
def test_a_whole_sentence_passes_without_the_passage_s_cosine(values: dict[str, float], passes: bool) -> None:
    assert rules_column(np.stack([_row(**values)]))[0] == float(passes)


def test_the_cross_encoder_s_scores_bring_the_rules_up_to_date_in_training() -> None:
    # Training fills the cross-encoder's scores after the rows are built: the rules follow them.
    rows = np.stack([_row(cross=np.nan, score=0.4), _row(cross=np.nan, score=0.6), _row(cross=np.nan)])
    rows[:, INDEX["rules"]] = rules_column(rows)
    assert not rows[:, INDEX["rules"]].any()
    fill_cross(rows, [(0, 2), (2, 1)], {0: 0.9, 1: 0.3, 2: -1.2})
    assert list(rows[:, INDEX["rules"]]) == [1.0, 1.0, 0.0]
    assert list(rows[:, INDEX["rules_lead"]]) == [0.0, 1.0, 0.0]  # the better word match leads
