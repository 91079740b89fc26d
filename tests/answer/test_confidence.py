"""Confidence comes from the judge's calibrated P; provenance, later filings and conflicts may only lower it."""

from __future__ import annotations

import pytest

from rag_core.answer.candidate import Candidate
from rag_core.answer.judging.confidence import answer_p, confidence_basis, direct_confidence, fallback_confidence
from rag_core.judge.model import Thresholds
from tests.helpers.candidates import candidate

THRESHOLDS = Thresholds(direct={"strict": 0.9, "moderate": 0.8, "lenient": 0.7}, high=0.95)


def _candidate(p: float, **extra: object) -> Candidate:
    return candidate("Acme has 1,000 employees.", cosine=0.7, fused=0.7, answer_value="1,000", score=0.9, p=p, **extra)


def test_an_ordinary_document_that_states_the_answer_can_be_high() -> None:
    confidence = direct_confidence(_candidate(0.97), THRESHOLDS, provenance="unknown", conflicted=False)
    assert confidence.level == "high"
    assert confidence.score == pytest.approx(0.97)


def test_below_the_high_threshold_a_direct_answer_is_medium_and_its_score_is_p() -> None:
    confidence = direct_confidence(_candidate(0.86), THRESHOLDS, provenance="primary", conflicted=False)
    assert confidence.level == "medium"
    assert confidence.score == pytest.approx(0.86)


@pytest.mark.parametrize(
    ("provenance", "conflicted", "superseded", "unsure", "reason"),
    [
        ("secondary", False, False, False, "secondary"),
        ("unknown", True, False, False, "different values"),
        ("primary", False, True, False, "later filing"),
        ("primary", False, False, True, "another figure"),
    ],
)
def test_provenance_later_filings_and_conflicts_lower_a_high_answer_to_medium(
    provenance: str, conflicted: bool, superseded: bool, unsure: bool, reason: str
) -> None:
    confidence = direct_confidence(
        _candidate(0.99), THRESHOLDS, provenance=provenance, conflicted=conflicted, superseded=superseded, unsure=unsure
    )
    assert confidence.level == "medium"
    assert reason in confidence.reason


def test_agreeing_sources_are_named_in_the_reason() -> None:
    confidence = direct_confidence(
        _candidate(0.99), THRESHOLDS, provenance="unknown", conflicted=False, agreeing_sources=3
    )
    assert confidence.level == "high" and "3 sources agree" in confidence.reason


def test_related_passages_are_never_more_than_medium() -> None:
    assert fallback_confidence([_candidate(0.99)]).level == "medium"
    assert fallback_confidence([_candidate(0.05)]).level == "low"
    assert fallback_confidence([]).level == "insufficient"


def test_a_measure_answer_rests_on_its_surest_statement() -> None:
    sentence = candidate("In fiscal 2023, we generated $46.3 billion in revenue.", p=0.90, measured=True, score=0.9)
    row = candidate("Revenue | 2023 | $ 46,298", p=0.99, measured=True, score=0.9)
    assert confidence_basis([sentence, row]) is row  # both give the same figure
    confidence = direct_confidence(
        confidence_basis([sentence, row]), THRESHOLDS, provenance="unknown", conflicted=False
    )
    assert confidence.level == "high" and confidence.score == pytest.approx(0.99)
    # two sentences answering something else may say different things: the first quoted decides
    first, second = _candidate(0.90), _candidate(0.99)
    assert confidence_basis([first, second]) is first


def test_a_figure_stated_on_two_pages_is_surer_than_either_statement() -> None:
    """The cash flow statement (P 0.90) and the segment note (P 0.60) give the same capital
    expenditures: the figure is right when either states it, P 1 - 0.10 x 0.40 = 0.96, high."""
    statement = candidate("Capital expenditures | 2023 | (930)", p=0.90, measured=True, page=41)
    note = candidate("Capital expenditures | Domestic | 2023 | (930)", p=0.60, measured=True, page=88)
    p, pages = answer_p([statement, note], 0.8)
    assert p == pytest.approx(0.96) and pages == 2
    confidence = direct_confidence(statement, THRESHOLDS, provenance="unknown", conflicted=False, p=p, pages=pages)
    assert confidence.level == "high" and confidence.score == pytest.approx(0.96)
    assert "2 pages give the same figure" in confidence.reason
    # alone, each statement stays medium
    assert direct_confidence(statement, THRESHOLDS, provenance="unknown", conflicted=False).level == "medium"


def test_a_sentence_and_the_row_beside_it_on_one_page_are_one_reading() -> None:
    sentence = candidate("We spent $930 million on capital expenditures in fiscal 2023.", p=0.90, measured=True)
    row = candidate("Capital expenditures | 2023 | (930)", p=0.60, measured=True)
    assert answer_p([sentence, row], 0.8) == (pytest.approx(0.90), 1)


def test_sentences_answering_something_else_are_not_combined() -> None:
    """Two sentences of a policy may say different things: the first quoted decides alone."""
    first = candidate("Staff may work from home two days a week.", p=0.80, page=2)
    second = candidate("Managers approve requests to work from home.", p=0.80, page=5)
    assert answer_p([first, second], 0.8) == (pytest.approx(0.80), 1)


def test_statements_under_the_direct_threshold_are_not_combined() -> None:
    """Two statements answered only by the checks of a stated answer (each under the threshold)
    would combine to 1 - 0.25 x 0.25 = 0.94: such an answer is never high, so each stays alone."""
    first = candidate("Capital expenditures | 2023 | (930)", p=0.75, measured=True, page=41)
    second = candidate("Capital expenditures | Domestic | 2023 | (930)", p=0.75, measured=True, page=88)
    assert answer_p([first, second], 0.8) == (pytest.approx(0.75), 1)
