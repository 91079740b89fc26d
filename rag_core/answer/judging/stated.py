"""The statement that passes every check of a stated answer (:func:`rules_column`), which answers
below the judge's threshold: for a measure, the one stating measure, period and value (the judge's P
on filings is conservative: on the dev filings this lead was right 9 times in 10); for anything
else, only when P is at least ``stated_min_p`` too. Its confidence stays below high (P decides that).

A yes/no question is answered by the sentence that states it either way: "Does Sci-News sell my
personal information?" by "Sci-News.com does not sell, trade or rent your personal information to
third parties." (a negation is no mismatch there, see ``sentence_candidate``).

A figure stated for exactly what is asked answers from a lower P (``figure_min_p``): a count of the
very thing a how-many question counts, a change for "How much did X go up?" (:func:`figure_statement`).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from rag_core.answer.candidate import Candidate
from rag_core.answer.judging.counted import counts_directly, standing
from rag_core.answer.judging.contrast import about_another_case
from rag_core.answer.judging.gates import asks_change_size, is_change, quotable, vetoed
from rag_core.answer.judging.measure import order_measured
from rag_core.answer.understand.question import Question
from rag_core.answer.understand.slots import has_shape
from rag_core.judge.features import INDEX, QuestionView
from rag_core.settings import AnswerSettings

__all__ = ["checked", "figure_statement", "stated"]


def checked(candidates: Sequence[Candidate], features: np.ndarray) -> list[Candidate]:
    """The judged candidates that pass every check of a stated answer and may be quoted, best first."""
    return [c for c, row in zip(candidates, features) if row[INDEX["rules"]] == 1 and quotable(c)]


def stated(candidates: Sequence[Candidate], features: np.ndarray, settings: AnswerSettings) -> list[Candidate]:
    """The stated answer (see the module's docstring), or [] when there is none."""
    if not len(features) or features.ndim != 2:
        return []
    marked = np.flatnonzero(features[:, INDEX["rules_lead"]] == 1)
    if not len(marked):
        return []
    first = candidates[int(marked[0])]
    if not quotable(first):
        return []
    if first.measured:
        # The same figure stated on other pages joins it (see ``order_measured``).
        return order_measured(checked(candidates, features), settings.conflict_tolerance, settings.max_answer_sentences)
    return [first] if (first.p or 0.0) >= settings.stated_min_p else []


def _changes(question: Question, lead: Candidate) -> bool:
    """Whether, for a question asking how much something changed ("How much did rents go up?"), the
    candidate's figure is a change ("Rents rose by 7.7% in April 2025", P 0.24: the judge's
    cross-encoder reads a change as no value)."""
    if not asks_change_size(question):
        return False
    return any(is_change(lead.quote, *span, said_more_ways=True) for span in standing(lead.quote, lead.answer_value))


def figure_statement(
    question: Question,
    view: QuestionView,
    candidates: Sequence[Candidate],
    features: np.ndarray,
    shape: str,
    min_p: float,
) -> list[Candidate]:
    """Below the judge's threshold, the best candidate that no check vetoes as it would at the
    threshold (:func:`~rag_core.answer.judging.gates.vetoed`: "Hygienist clean | Private (GBP): 70"
    is no count of hygienists), that has the asked ``shape`` and is about the asked case, still
    answers when it passes every check of a stated answer, its P reaches ``min_p`` and its figure is
    what is asked: a count of the very thing a how-many question counts ("Pulse Fitness runs six gyms" for "How many gyms are there?",
    P 0.24: the judge's cross-encoder reads counts poorly), a change for a question asking how much
    something changed (see :func:`_changes`); never high (P decides that). [] otherwise."""
    if not len(features) or features.ndim != 2:
        return []
    lead = next(
        (
            (c, row)
            for c, row in zip(candidates, features)
            if has_shape(shape, c.quote)
            and not vetoed(question, view, c, asks_person=False)
            and not about_another_case(question, c, candidates)
        ),
        None,
    )
    if lead is None:
        return []
    best, row = lead
    if row[INDEX["rules"]] != 1 or (best.p or 0.0) < min_p:
        return []
    return [best] if counts_directly(best.quote, best.answer_value, view.terms) or _changes(question, best) else []
