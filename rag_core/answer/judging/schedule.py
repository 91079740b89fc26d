"""A schedule dates no past event: "When did the museum open?" is not answered by "The museum is open
every day from 10:00 to 17:00." (:mod:`rag_core.answer.judging.extract` reads a date through these)."""

from __future__ import annotations

import re

from rag_core.answer.candidate import QuestionTerms
from rag_core.text.lexicon import past_form, tokens, years
from rag_core.text.date_ranges import range_ends

__all__ = ["asks_past_event", "range_ends", "said_in_present"]  # range_ends: see rag_core.text.date_ranges

_PAST = frozenset({"did", "was", "were"})


def asks_past_event(terms: QuestionTerms) -> bool:
    """ "When did the Spokane studio open?": a past event, dated by a day or a year; a time of day or
    a weekly schedule ("is open from 09:00 to 19:00, Monday to Saturday") tells when it is open."""
    words = [t.lower for t in terms.tokens[:2]]
    return len(words) == 2 and words[0] == "when" and words[1] in _PAST


def said_in_present(text: str) -> bool:
    """Whether ``text`` is a schedule ("The museum is open every day from 10:00 to 17:00, except 24
    to 26 December."): no year, nothing said in the past, and what recurs ("every", "daily", a
    range of times of day), which dates no past event ("When did the museum open?"); "was opened in
    1962", "has been open since 3 March" are said in the past."""
    if years(text) or not _RECURS.search(text):
        return False
    return not any(t.lower in _PAST or t.lower in _PAST_MARKS or past_form(t.lower) for t in tokens(text))


_PAST_MARKS = frozenset({"been", "had", "since"})
_RECURS = re.compile(r"\b(?:every|each|daily|weekdays|weekends)\b|\b\d{1,2}[:.]\d{2}\s*(?:-|–|to|until)\s*\d", re.I)
