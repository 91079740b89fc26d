"""A definition asked for, answered by the sentence that defines the very term asked about.

"What does proof of delivery mean?" is answered by "Proof of delivery is the signed or photographed
confirmation that a consignment reached its receiver." even when the judge rates it under its
threshold (P 0.65 on the shipped samples, threshold 0.83): a sentence that opens by defining the
term the question names, word for word, states the answer outright, as a length of time states
how long (see ``Judge._shaped``). It answers when its P reaches the same floor as an asked shape
(``answer.shaped_min_p``), and is never high on that account (P decides that).
"""

from __future__ import annotations

from rag_core.answer.candidate import Candidate
from rag_core.answer.judging.gates import quotable
from rag_core.answer.understand.question import Question
from rag_core.text.defining import defined_term, term_stems

__all__ = ["defining"]

_READ = 3  # the best candidates by P that are read for the definition


def defining(question: Question, candidates: list[Candidate], floor: float) -> list[Candidate]:
    """The candidate (of the ``_READ`` best by P) that defines the question's definiendum, when its
    P reaches ``floor``; else []."""
    asked = question.definiendum
    if not asked:
        return []
    for candidate in candidates[:_READ]:
        if candidate.p is None or candidate.p < floor or candidate.is_row or not quotable(candidate):
            continue
        found = defined_term(candidate.quote)
        if found is not None and term_stems(found[1]) == asked:
            return [candidate]
    return []
