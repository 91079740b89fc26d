"""Ranking of candidate sentences and table rows: one score, its weights in ``AnswerSettings``.

A candidate's score is its share of the question's (rarity-weighted) words, the retrieval
similarity of its chunk, and bonuses for giving a value of the asked kind and, for a question
about a measure, for naming or fully stating it. The score only orders candidates; whether one
answers directly is the judge's decision (:meth:`rag_core.answer.judging.judge.Judge.direct`).
"""

from __future__ import annotations

from collections.abc import Iterable

from rag_core.answer.candidate import Candidate
from rag_core.settings import AnswerSettings


def candidate_score(settings: AnswerSettings, coverage: float, cosine: float, has_value: bool) -> float:
    """How well a sentence or table row fits the question: its share of the question's words, the
    retrieval similarity of its chunk, and whether it gives a value of the asked kind."""
    return (
        settings.coverage_weight * coverage
        + settings.similarity_weight * max(cosine, 0.0)
        + (settings.value_bonus if has_value else 0.0)
    )


def measure_score(settings: AnswerSettings, score: float, *, states_measure: bool, stated: bool) -> float:
    """A sentence's score after the measure checks: naming the asked measure makes it a better
    highlight, stating it fully (measure, period, value) an answer."""
    return (
        score + (settings.states_measure_bonus if states_measure else 0.0) + (settings.stated_bonus if stated else 0.0)
    )


def row_score(
    settings: AnswerSettings, coverage: float, cosine: float, has_value: bool, *, stated: bool, primary: bool
) -> float:
    """A table row's score: as a sentence's, plus its bonuses for stating the measure and for
    being a row of a primary statement."""
    score = candidate_score(settings, coverage, cosine, has_value) + (settings.stated_bonus if stated else 0.0)
    if primary:
        score += settings.statement_row_bonus
    return score


def best_first(candidates: Iterable[Candidate]) -> list[Candidate]:
    """Candidates by score, ties broken by source, page and position (a stable, repeatable order)."""
    return sorted(candidates, key=lambda c: (-c.score, c.source, c.page, c.sentence.start, c.quote))
