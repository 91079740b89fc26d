"""A sentence that gives the asked thing's value for another moment than the question's.

A broadband contract summary's "Early termination charges: if you end your contract before the
minimum period is over, you will pay ..." was rated P 0.96 (high) for "what will I pay once my
contract ends": it tells what ending early costs, where "After your minimum term ends, your package
will move to ... £45.00 a month" answers (:func:`before_the_end`). A hospital page's "To cancel or
rearrange an outpatient appointment, call ... Monday to Friday, 8:30am to 4:30pm, ..." (P 0.76) gave
"when is my appointment" the hours of a phone line: a time of the means to an end, not of the end
(:func:`for_a_purpose`). Checks of :func:`rag_core.answer.judging.deeds.times_another_deed`.
"""

from __future__ import annotations

import re

from rag_core.answer.candidate import Candidate
from rag_core.answer.understand.question import Question, content_stems
from rag_core.answer.understand.slots import asked_shape
from rag_core.text.lexicon import tokens

__all__ = ["before_the_end", "for_a_purpose"]

_ENDS = r"(?:ends?|ended|expires?|expired|finish(?:es|ed)?|is\s+over|runs\s+out|comes\s+to\s+an\s+end)"
# "once my contract ends", "after the fixed rate finishes": what holds after an end.
_AFTER_END = re.compile(
    rf"\b(?:once|after|when)\s+(?:[\w'’-]+\s+){{0,5}}?{_ENDS}\b|\b(?:after|at)\s+the\s+end\s+of\b", re.I
)
# "before the minimum period is over", "before the end of the fixed rate period": what holds before it.
_BEFORE_END = re.compile(rf"\bbefore\s+(?:[\w'’-]+\s+){{0,5}}?{_ENDS}\b|\bbefore\s+the\s+(?:end|expiry)\s+of\b", re.I)


def before_the_end(question: Question, candidate: Candidate) -> bool:
    """Whether a question of what holds once a thing ends ("what will I pay once my contract ends")
    is met by a sentence that speaks only of before the end ("if you end your contract before the
    minimum period is over, ...")."""
    if candidate.is_row or not _AFTER_END.search(question.text):
        return False
    return bool(_BEFORE_END.search(candidate.quote)) and not _AFTER_END.search(candidate.quote)


# "To cancel or rearrange an outpatient appointment, call ...": an opening purpose, then the means.
_PURPOSE = re.compile(r"^\W*to\s+(?P<verb>[a-z]+)\b[^,:;.]{0,100}[,:;]", re.I)


def for_a_purpose(question: Question, candidate: Candidate) -> bool:
    """Whether a when-question of a thing ("when is my appointment") is met by a sentence naming the
    thing only in the purpose it opens with ("To cancel or rearrange an outpatient appointment, call
    ... 8:30am to 4:30pm"): its times are the means', not the thing's. Not when the question asks of
    the purpose itself ("When can I cancel my appointment?"); a name after the purpose ("the
    Outpatient Appointments Centre") does not say the thing."""
    if candidate.is_row or not question.tokens:
        return False
    if question.tokens[0].lower != "when" and asked_shape(question.text) != "clock_time":
        return False
    found = _PURPOSE.match(candidate.quote)
    if found is None:
        return False
    purpose = tokens(found.group(0))
    if {t.stem for t in purpose[1:3]} & question.stems:
        return False  # the purpose's verb is the question's: "When can I cancel ...?"
    asked = content_stems(question)
    after = {t.stem for t in tokens(candidate.quote[found.end() :]) if not t.capitalized}
    return bool(asked & {t.stem for t in purpose}) and not asked & after
