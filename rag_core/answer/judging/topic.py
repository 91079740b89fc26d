"""A candidate that says nothing of what was asked: only the question's years and figures, or no
count for a how-many question."""

from __future__ import annotations

import re

from rag_core.answer.candidate import Candidate
from rag_core.answer.judging.amounts import asks_how_many
from rag_core.judge.features import QuestionView
from rag_core.text.lexicon import NUMBER_WORDS, PARAPHRASABLE, quantities, tokens

__all__ = ["countless", "topicless", "unasked"]

_YEAR = re.compile(r"(?:1[89]|20)\d\d")  # as written: "1,648 people" is a count


def topicless(view: QuestionView, candidate: Candidate) -> bool:
    """Whether the candidate shares only the question's years and figures, missing every other word
    of it (but those a sentence may say otherwise): "Turnover grew to GBP 6.2 million, from GBP 5.7
    million in 2024." is never the answer to "What was profit in 2024?", whatever its P. Not for a
    measure asked, whose words the measure checks read (the question's words left are the rest:
    "respectively"), nor for a question naming no year or figure ("Which years does the table
    show?" is answered by a row of years)."""
    if view.asks_measure:
        return False
    words = [w.lower for w in view.terms.words]
    topics = {w for w in words if not any(ch.isdigit() for ch in w) and w not in PARAPHRASABLE}
    figures = len(words) > len(topics) and any(any(ch.isdigit() for ch in w) for w in words)
    return figures and bool(topics) and topics <= set(candidate.missing)


def countless(view: QuestionView, candidate: Candidate) -> bool:
    """Whether a how-many question is answered by a candidate that gives no number but years and
    percentages: "We grow around 60% of the bedding plants we sell at our own nursery in Alveston."
    for "How many people work at the Alveston nursery?"."""
    if not asks_how_many(view.question):
        return False
    if any(not _YEAR.fullmatch(q.raw) and q.unit != "%" for q in quantities(candidate.quote)):
        return False
    return not any(t.lower in NUMBER_WORDS for t in tokens(candidate.quote))


def unasked(view: QuestionView, candidate: Candidate) -> bool:
    """Either of the above, or a sentence of a document of another year than the one asked that
    names none (``Candidate.another_year``): never a direct answer, whatever the judge's P."""
    return candidate.another_year or topicless(view, candidate) or countless(view, candidate)
