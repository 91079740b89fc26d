"""The statement that passes every check of a stated answer answers below the judge's threshold only
at ``stated_min_p`` (a measure's always, with the same figure from other pages)."""

from __future__ import annotations

import numpy as np

from rag_core.answer.judging.stated import checked, stated
from rag_core.judge.features import FEATURES, INDEX
from rag_core.settings import AnswerSettings
from tests.helpers.candidates import candidate


def _rows(*marks: tuple[int, int]) -> np.ndarray:
    """One feature row per candidate with its (rules, rules_lead) marks."""
    rows = np.zeros((len(marks), len(FEATURES)))
    for i, (rules, lead) in enumerate(marks):
        rows[i, INDEX["rules"]], rows[i, INDEX["rules_lead"]] = rules, lead
    return rows


def test_the_checked_lead_answers_only_at_the_settings_p() -> None:
    settings = AnswerSettings()
    lead = candidate("Guests pay GBP 8 each.", p=settings.stated_min_p)
    other = candidate("Guests must be aged 16 or over.", p=0.9, start=30)
    assert stated([other, lead], _rows((0, 0), (1, 1)), settings) == [lead]
    low = candidate("Guests pay GBP 8 each.", p=settings.stated_min_p - 0.01)
    assert stated([other, low], _rows((0, 0), (1, 1)), settings) == []
    assert stated([other, lead], _rows((0, 0), (1, 0)), settings) == []  # no lead marked


def test_only_quotable_candidates_that_pass_every_check_are_checked() -> None:
    kept = candidate("Guests pay GBP 8 each.", p=0.3)
    asking = candidate("Do guests pay?", p=0.3, start=40)  # a question states nothing
    unmarked = candidate("Guests are welcome.", p=0.3, start=60)
    assert checked([kept, asking, unmarked], _rows((1, 1), (1, 0), (0, 0))) == [kept]
