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
from rag_core.text.lexicon import MEANINGFUL_STOPWORDS, STOPWORDS, tokens

__all__ = ["answered_below"]

_GAP = 3  # characters between a question line's end and the next sentence's start: a line break or a blank line
_MIN_WORDS = 4  # "Yes." or "No, never." under the question states nothing by itself
_FUNCTION_WORDS = STOPWORDS - MEANINGFUL_STOPWORDS
_UNDER_MIN_P = 0.2  # ... and the sentence under it a likely answer ("Our espresso blend is certified
# organic." under "Is all your coffee organic?" is P 0.07: it does not say all)
_WHOLE_MIN_P = 0.5  # the judge's best candidate, a question line holding every word of the question
_SAME_MIN_P = 0.05  # the document's question in the reader's own words (P 0.07-0.24: question lines are never answers)


def _asks(candidate: Candidate) -> bool:
    """A line of the document that asks a question (not a table's cell)."""
    return not candidate.is_row and candidate.quote.rstrip().endswith("?")


def _holds_all(question: Question, line: Candidate) -> bool:
    """Whether a question line holds every word of the question, in some form ("children" for
    "baby"), and each stop word that changes what is asked ("all")."""
    kept = {t.stem for t in tokens(question.text) if t.lower in MEANINGFUL_STOPWORDS}
    return not line.missing and kept <= _content(line.quote)


def _content(text: str) -> frozenset[str]:
    """The stems of a text's words that are no stop words ("When will I be paid?": {"paid"}), the
    stop words that change what is asked kept ("all": "All coffee organic?" is not the FAQ's "Is
    your coffee organic?", answered by the espresso blend alone)."""
    return frozenset(t.stem for t in tokens(text) if t.lower not in _FUNCTION_WORDS)


def answered_below(question: Question, candidates: list[Candidate], threshold: float, shape: str) -> list[Candidate]:
    """When the judge's best candidate is the document's own question line, rated at its threshold
    (or at ``_WHOLE_MIN_P`` when the line holds every word of the question in some form: "Do
    children need a passport?" for "Does my baby need a passport?"), or a question line asks in the
    very words of the question (its words but stop words: an FAQ's "When will I be paid?" asked as
    such, P 0.24) and the judge rates the sentence under it a likely answer, the sentence right
    under it as the answer; [] otherwise, or when nothing that may be quoted and answers the asked
    shape stands right under it."""
    if not candidates:
        return []
    line = candidates[0]
    floor = 0.0  # under a question line the judge rates at its threshold, the judge read the pair
    if (line.p or 0.0) < threshold or not _asks(line):
        asked = _content(question.text)
        same = (c for c in candidates if (c.p or 0.0) >= _SAME_MIN_P and _asks(c) and _content(c.quote) == asked)
        found = next(same, None)
        if found is None and _asks(line) and (line.p or 0.0) >= _WHOLE_MIN_P and _holds_all(question, line):
            found = line  # "Do children need a passport?" for "Does my baby need a passport?" (P 0.76)
        if found is None:
            return _first_under_own_question(question, candidates, shape)
        line, floor = found, _UNDER_MIN_P
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
        or (under.p or 0.0) < floor
        or len(tokens(under.quote)) < _MIN_WORDS
        or not quotable(under)
        or not has_shape(shape, under.quote)
        or misreads(question, under)
    ):
        return []
    return [under]


def _first_under_own_question(question: Question, candidates: list[Candidate], shape: str) -> list[Candidate]:
    """The first sentence of a section whose heading is the reader's question in its own words (an
    FAQ page's "How do I report a bug?" over "Open an issue at github.com/...", P 0.81: the heading
    is the section's title, no line the judge rates), when the judge rates it a likely answer."""
    asked = _content(question.text)
    for c in candidates:
        if (c.p or 0.0) < _UNDER_MIN_P:
            break
        if c.is_row or not c.title.rstrip().endswith("?") or _content(c.title) != asked:
            continue
        if c.sentence.start - max(c.section, 0) - len(c.title) > _GAP:
            continue  # not the section's first sentence
        if len(tokens(c.quote)) >= _MIN_WORDS and quotable(c) and _shaped(shape, c) and not misreads(question, c):
            return [c]
    return []


def _shaped(shape: str, candidate: Candidate) -> bool:
    """Whether ``candidate`` gives the asked shape; how to do something is said by any sentence under
    its own question ("Open an issue at ..." for "How do I report a bug?")."""
    return shape == "means" or has_shape(shape, candidate.quote)
