"""Ranking candidates: one score from shared words, similarity and bonuses; a stable best-first order."""

from __future__ import annotations

from dataclasses import replace

from rag_core.answer.candidate import Candidate
from rag_core.answer.judging.rank import best_first, candidate_score, measure_score, row_score
from rag_core.settings import AnswerSettings
from tests.helpers.candidates import candidate

SETTINGS = AnswerSettings()


def _candidate(score: float, source: str = "a.pdf", page: int = 1, start: int = 0) -> Candidate:
    return candidate(
        f"Sentence at {start}.",
        start=start,
        doc_id="d",
        source=source,
        page=page,
        page_label=str(page),
        provenance="primary",
        score=score,
    )


def test_more_shared_words_more_similarity_and_a_value_each_raise_the_score() -> None:
    base = candidate_score(SETTINGS, coverage=0.5, cosine=0.4, has_value=False)
    assert candidate_score(SETTINGS, coverage=0.9, cosine=0.4, has_value=False) > base
    assert candidate_score(SETTINGS, coverage=0.5, cosine=0.8, has_value=False) > base
    assert candidate_score(SETTINGS, coverage=0.5, cosine=0.4, has_value=True) == base + SETTINGS.value_bonus


def test_a_negative_similarity_counts_as_none() -> None:
    assert candidate_score(SETTINGS, 0.5, -0.3, False) == candidate_score(SETTINGS, 0.5, 0.0, False)


def test_stating_the_measure_outranks_only_naming_it() -> None:
    named = measure_score(SETTINGS, 1.0, states_measure=True, stated=False)
    stated = measure_score(SETTINGS, 1.0, states_measure=True, stated=True)
    assert 1.0 < named < stated


def test_a_primary_statement_row_outranks_the_same_row_elsewhere() -> None:
    elsewhere = row_score(SETTINGS, 0.6, 0.5, True, stated=True, primary=False)
    assert row_score(SETTINGS, 0.6, 0.5, True, stated=True, primary=True) == elsewhere + SETTINGS.statement_row_bonus


def test_best_first_orders_by_score_then_breaks_ties_by_place() -> None:
    low = _candidate(0.2)
    tie_b = _candidate(0.9, source="b.pdf")
    tie_a_page2 = _candidate(0.9, source="a.pdf", page=2)
    tie_a_page1_later = _candidate(0.9, source="a.pdf", page=1, start=40)
    tie_a_page1 = _candidate(0.9, source="a.pdf", page=1, start=0)
    shuffled = [low, tie_b, tie_a_page1_later, tie_a_page2, tie_a_page1]
    assert best_first(shuffled) == [tie_a_page1, tie_a_page1_later, tie_a_page2, tie_b, low]
    assert best_first(reversed(shuffled)) == best_first(shuffled)
    assert best_first([replace(low, score=1.0), tie_b])[0].score == 1.0
