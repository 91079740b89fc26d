"""The statement that passes every check of a stated answer (:func:`rules_column`), which answers
below the judge's threshold: for a measure, the one stating measure, period and value (the judge's P
on filings is conservative: on the dev filings this lead was right 9 times in 10); for anything
else, only when P is at least ``stated_min_p`` too. Its confidence stays below high (P decides that).

A yes/no question is answered by the sentence that states it either way: "Does Sci-News sell my
personal information?" by "Sci-News.com does not sell, trade or rent your personal information to
third parties." (a negation is no mismatch there, see ``sentence_candidate``).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from rag_core.answer.candidate import Candidate
from rag_core.answer.judging.gates import quotable
from rag_core.answer.judging.measure import order_measured
from rag_core.judge.features import INDEX
from rag_core.settings import AnswerSettings

__all__ = ["checked", "stated"]


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
