"""Confidence: retrieval support, coverage, agreement, conflicts and provenance, deterministically."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rag_core.answer.candidate import Candidate
from rag_core.answer.confidence import cap_unless_explicit, direct_confidence, fallback_confidence
from rag_core.envelope import Confidence
from rag_core.text.sentences import Sentence

MIN_SCORE = 0.3


def _candidate(*, cosine: float = 0.75, coverage: float = 1.0, provenance: str = "unknown", **extra: object) -> Candidate:
    text = "Acme has 1,000 employees."
    return Candidate(
        sentence=Sentence(0, len(text), text), doc_id="d1", source="d1.txt", page=1, page_label="",
        provenance=provenance, cosine=cosine, fused=cosine, coverage=coverage, missing=(), answer_value="1,000",
        negation_mismatch=False, antonym=False, score=0.9, **extra,  # type: ignore[arg-type]
    )


def _direct(candidate: Candidate, *, agreeing: int = 1, conflicted: bool = False) -> Confidence:
    return direct_confidence([candidate], min_score=MIN_SCORE, agreeing_sources=agreeing, conflicted=conflicted)


def test_full_support_from_one_source_is_high() -> None:
    confidence = _direct(_candidate())
    assert confidence.level == "high" and confidence.score == pytest.approx(0.92)


def test_agreeing_sources_raise_the_score() -> None:
    assert _direct(_candidate(), agreeing=3).score == pytest.approx(1.0)


def test_a_conflict_lowers_a_high_answer_to_medium() -> None:
    confidence = _direct(_candidate(), conflicted=True)
    assert confidence.level == "medium" and confidence.score == pytest.approx(0.67)


def test_secondary_sources_only_lower_the_score() -> None:
    assert _direct(_candidate(provenance="secondary")).score == pytest.approx(0.736)


def test_a_primary_source_adds_a_little() -> None:
    assert _direct(_candidate(provenance="primary")).score == pytest.approx(0.97)


def test_weak_support_still_answers_labelled_low() -> None:
    confidence = _direct(_candidate(cosine=MIN_SCORE, coverage=0.5))
    assert confidence.level == "low" and confidence.score == pytest.approx(0.345)


def test_fallback_never_rises_above_medium() -> None:
    confidence = fallback_confidence([_candidate()], min_score=MIN_SCORE)
    assert confidence.level == "medium" and confidence.score == pytest.approx(0.6)


def test_fallback_without_highlights_is_insufficient() -> None:
    confidence = fallback_confidence([], min_score=MIN_SCORE)
    assert (confidence.level, confidence.score) == ("insufficient", 0.0)


def test_high_is_capped_to_medium_unless_everything_is_explicit() -> None:
    high = Confidence(level="high", score=0.92)
    capped = cap_unless_explicit(high, _candidate(), entity_clear=True)
    assert capped.level == "medium" and capped.score == pytest.approx(0.74)


def test_an_explicit_statement_of_a_primary_source_stays_high() -> None:
    high = Confidence(level="high", score=0.92)
    lead = replace(_candidate(provenance="primary"), measured=True, stated=True, explicit=True)
    assert cap_unless_explicit(high, lead, entity_clear=True) == high
    assert cap_unless_explicit(high, lead, entity_clear=False).level == "medium"
    assert cap_unless_explicit(high, lead, entity_clear=True, unsure=True).level == "medium"


def test_each_level_carries_the_reason_an_analyst_reads_on_the_card() -> None:
    high = _direct(_candidate(provenance="primary"))
    assert high.level == "high" and high.reason == "Stated outright on one page of a primary document."
    assert "3 sources agree" in _direct(_candidate(), agreeing=3).reason
    assert "different values" in _direct(_candidate(), conflicted=True).reason
    assert "secondary" in _direct(_candidate(provenance="secondary")).reason
    assert "none of them states the answer" in fallback_confidence([_candidate()], min_score=MIN_SCORE).reason


def test_a_capped_answer_says_which_explicit_part_was_missing() -> None:
    high = Confidence(level="high", score=0.92)
    lead = replace(_candidate(provenance="primary"), measured=True, stated=True, explicit=True)
    assert "company" in cap_unless_explicit(high, lead, entity_clear=False).reason
    assert "another figure" in cap_unless_explicit(high, lead, entity_clear=True, unsure=True).reason
    assert "later filing" in cap_unless_explicit(high, lead, entity_clear=True, superseded=True).reason
    assert "primary" in cap_unless_explicit(high, replace(lead, provenance="unknown"), entity_clear=True).reason
    assert "period" in cap_unless_explicit(high, replace(lead, explicit=False), entity_clear=True).reason
