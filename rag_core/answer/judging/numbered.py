"""A thing the question names by a word and its number ("Severity 1", "Level 3", "Zone 2", "Python
3.8"), which a candidate naming the same word with another number only is not about.

"What is the response time for a Severity 1 issue on the Team plan?" of a support table whose rows
are "Severity 1", "Severity 2" and "Severity 3": the row "Severity 3 | ... | First response (Team
plan): 1 business day" shares more of the question's words ("issue") than the asked row, and was
quoted as the answer. A year is no such number (the period checks read years), nor a sum of money
("GBP 15"); a yes/no question is answered by the candidate stating another number ("Is the fee
GBP 15?" by "The fee is GBP 8.").
"""

from __future__ import annotations

import re

from rag_core.answer.understand.classify import is_yes_no
from rag_core.text.lexicon import CURRENCY_WORDS, STOPWORDS

__all__ = ["other_numbered"]

_NUMBERED = re.compile(r"\b([A-Za-z][A-Za-z\-]*[A-Za-z])\s+(\d+(?:\.\d+)*)(?![\d.,:/%]*\d)(?!\s*%)")
_YEAR = re.compile(r"(?:19|20)\d\d")


def _numbered(text: str) -> dict[str, set[str]]:
    """Each word followed by a number in ``text`` (lower case) and the numbers it is followed by."""
    found: dict[str, set[str]] = {}
    for word, number in _NUMBERED.findall(text):
        lower = word.lower()
        if lower in STOPWORDS or lower in CURRENCY_WORDS or _YEAR.fullmatch(number):
            continue
        found.setdefault(lower, set()).add(number)
    return found


def other_numbered(question: str, quote: str) -> bool:
    """Whether ``quote`` names a thing the question names by a word and its number only with other
    numbers ("Severity 3" for "a Severity 1 issue"); False for a yes/no question."""
    asked = _numbered(question)
    if not asked or is_yes_no(question):
        return False
    said = _numbered(quote)
    return any(word in said and not numbers & said[word] for word, numbers in asked.items())
