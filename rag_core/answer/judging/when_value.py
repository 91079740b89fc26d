"""The time a sentence gives for a when-question: a year, a month, a century, a time of day or a
day of the week, or a time counted from an event ("within 10 working days"), each only when the
question does not already give it (:mod:`rag_core.answer.judging.extract` reads dates through it)."""

from __future__ import annotations

import re

from rag_core.answer.candidate import QuestionTerms
from rag_core.answer.judging.schedule import asks_past_event, said_in_present
from rag_core.answer.judging.timing import RELATIVE_TIME
from rag_core.text.lexicon import MONTH_SET, STOPWORDS, tokens, years
from rag_core.text.word_forms import RATE_ADJECTIVES

__all__ = ["date_value"]

_CENTURY = re.compile(r"\b\d{1,2}(?:st|nd|rd|th)\s+(?:century|centuries)\b|\b(?:century|centuries|decade)\b", re.I)
_BARE_CENTURY = frozenset({"century", "centuries", "decade"})
_TIME = re.compile(
    r"\b\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.|h|hrs)\b|\b\d{1,2}:\d{2}\b|\b(?:noon|midnight|"
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekdays?|weekends?|daily|weekly|monthly|"
    r"quarterly|annually|yearly)\b|\b(?:first|last|\d{1,2}(?:st|nd|rd|th))\s+(?:(?:working|business)\s+)?(?:day\s+)?"
    r"of\s+(?:each|every|the)\s+(?:month|week|quarter|year)\b",  # "on the first day of each month"
    re.IGNORECASE,
)


def date_value(text: str, terms: QuestionTerms, question_stems: set[str]) -> str:
    """A year, month, century or time of day the question does not already give; unless it asks
    when something happened, also a time relative to an event ("within 10 working days")."""
    if asks_past_event(terms) and said_in_present(text):
        return ""
    for year in sorted(years(text)):
        if year not in terms.years:
            return year
    for at, token in enumerate(tokens(text)):
        # "may" is a month only as "May" within a sentence ("Either party may end ..." names none)
        if token.lower.rstrip(".") in MONTH_SET and token.stem not in question_stems:
            if token.lower != "may" or (at and token.capitalized):
                return token.text
    century = _CENTURY.search(text)
    if century and century.group(0).lower() not in _BARE_CENTURY:
        return century.group(0)
    if asks_past_event(terms):
        return ""
    # Not a day the question gives: "Sunday: 12:00-17:00" tells "What time do you close on Sunday?" 12:00
    moment = next(
        (m for m in _TIME.finditer(text) if not _attributive(text, m) and m.group(0).lower() not in question_stems),
        None,
    )
    if moment:
        return moment.group(0)
    relative = RELATIVE_TIME.search(text)
    return relative.group(0) if relative and not _own_event(text, relative, terms) else ""


_EVENT_REACH = 4  # words after "before"/"after" that name the event a time is counted from


def _own_event(text: str, relative: re.Match[str], terms: QuestionTerms) -> bool:
    """Whether a time is counted from the very event the question asks the time of: "We will write
    to you between 42 and 49 days before your tariff ends" tells when the letter comes, not "When
    does my tariff end?\""""
    after = {t.stem for t in tokens(text[relative.end() :])[:_EVENT_REACH]}
    return bool(terms.weights) and set(terms.weights) <= after


_NEXT_WORD = re.compile(r"[ \t]+([A-Za-z][\w'’-]*)")


def _attributive(text: str, moment: re.Match[str]) -> bool:
    """Whether a word of frequency qualifies the noun after it ("an extra day will be charged at the
    daily rate", "10 monthly instalments"), which says no time; "paid monthly in arrears" does."""
    after = _NEXT_WORD.match(text, moment.end())
    return moment.group(0).lower() in RATE_ADJECTIVES and after is not None and after[1].lower() not in STOPWORDS
