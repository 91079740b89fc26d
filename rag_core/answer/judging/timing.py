"""Times told relative to an event ("within 10 working days", "three months after joining"): a when-
question's answer, and never the amount a how-much question asks (read by
:mod:`rag_core.answer.judging.extract`)."""

from __future__ import annotations

import re

from rag_core.answer.candidate import QuestionTerms

__all__ = ["RELATIVE_TIME", "deadlines"]

# When, told relative to an event: "within 10 working days", "up to 48 hours before the collection
# time", "three months after joining", "lock the screen after 5 minutes without use", "every three years".
# Not what a time is moved by: "we may be able to extend it once, by up to one month" tells no date.
_COUNT = r"(?:\d[\d,.]*|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|thirty|ninety)"
_TIME_UNIT = r"(?:(?:calendar|business|working|clear)\s+)?(?:minutes?|hours?|days?|weeks?|months?|years?)"
RELATIVE_TIME = re.compile(
    rf"\b(?:within|(?<!\bby\s)up\s+to|at\s+least|no\s+later\s+than|not\s+later\s+than|no\s+earlier\s+than|after|every)\s+{_COUNT}\s+"
    rf"{_TIME_UNIT}\b|\b{_COUNT}\s+{_TIME_UNIT}\s+(?:before|after|following|from|prior\s+to)\b",
    re.IGNORECASE,
)
# A deadline or a repeat counted in units of time ("within one month of being enrolled", "every
# three years", "two days before the test"): when it falls, never how much of a thing there is.
_DEADLINE = re.compile(
    rf"\b(?:within|no\s+later\s+than|not\s+later\s+than|no\s+earlier\s+than|after|every)\s+{_COUNT}\s+"
    rf"{_TIME_UNIT}\b|\b{_COUNT}\s+{_TIME_UNIT}\s+(?:before|after|following|prior\s+to)\b",
    re.IGNORECASE,
)


def deadlines(text: str, terms: QuestionTerms) -> list[tuple[int, int]]:
    """The spans of ``text`` that say when a thing falls ("within one month of being enrolled"),
    for a question asking how much of a thing there is ("How much do I contribute?"; not "How much
    time / notice ...?", which asks a length of time): none of their figures is the amount."""
    low = [t.lower for t in terms.tokens[:3]]
    if low[:2] != ["how", "much"] or low[2:] in (["time"], ["notice"]):
        return []
    return [m.span() for m in _DEADLINE.finditer(text)]
