"""A sentence whose own year is another, naming the asked one only as what it is compared with.

"Net sales for the year ended December 31, 2022 were $14.2 billion, a net increase of $107
million, or 1%, when compared to the year ended December 31, 2021." states 2022's net sales; it
names 2021 only as the base of the comparison, and is no statement of 2021's.
"""

from __future__ import annotations

import re

from rag_core.answer.understand.frame import QuestionFrame
from rag_core.text.lexicon import years

__all__ = ["compared_only"]

# What opens the base of a comparison: "compared to/with", "versus", "vs.", "from ... to" aside
# (a movement names both years as its own).
_COMPARED = re.compile(r"\b(?:(?:as\s+|when\s+)?compared\s+(?:to|with)|versus|vs\.?|relative\s+to)\s", re.IGNORECASE)


def compared_only(frame: QuestionFrame, text: str) -> bool:
    """Whether ``text`` names a year before its comparison and the asked years only after it."""
    asked = {str(y) for y in frame.period.years}
    match = _COMPARED.search(text)
    if not asked or match is None:
        return False
    own, base = years(text[: match.start()]), years(text[match.end() :])
    return bool(own) and not own & asked and bool(base & asked)
