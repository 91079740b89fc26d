"""The answer under a document's own question: an FAQ's question, a summary box's heading ("Can
Harbourside Building Society change the interest rate?") or a policy's question-shaped section title
asks what the reader asks, and the sentence right under it answers ("No, the interest rate is fixed
for the term of the bond."). The judge rates the question line, which has the reader's words, above
its threshold and the answer, which need not repeat them, low (P 0.14 there); a question line is
never quoted (:func:`~rag_core.answer.judging.gates.quotable`), so the sentence under it answers in
its place. Its confidence stays below high (its own P decides that).
"""

from __future__ import annotations

from rag_core.answer.candidate import Candidate
from rag_core.answer.judging.gates import misreads, quotable
from rag_core.answer.understand.question import Question
from rag_core.answer.understand.slots import has_shape
from rag_core.text.lexicon import tokens

__all__ = ["answered_below"]

_GAP = 3  # characters between a question line's end and the next sentence's start: a line break or a blank line
_MIN_WORDS = 4  # "Yes." or "No, never." under the question states nothing by itself


def answered_below(question: Question, candidates: list[Candidate], threshold: float, shape: str) -> list[Candidate]:
    """When the judge's best candidate is the document's own question line, rated at its threshold,
    the sentence right under it as the answer; [] otherwise, or when nothing that may be quoted
    and answers the asked shape stands right under it."""
    if not candidates:
        return []
    line = candidates[0]
    if line.p is None or line.p < threshold or line.is_row or not line.quote.rstrip().endswith("?"):
        return []
    under = next(
        (
            c
            for c in candidates
            if (c.doc_id, c.page) == (line.doc_id, line.page)
            and not c.is_row
            and 0 < c.sentence.start - line.sentence.end <= _GAP
        ),
        None,
    )
    if (
        under is None
        or len(tokens(under.quote)) < _MIN_WORDS
        or not quotable(under)
        or not has_shape(shape, under.quote)
        or misreads(question, under)
    ):
        return []
    return [under]
