"""What a range of two dates says of the thing it dates: "Period of cover: 1 April 2026 to 31 March
2027." tells when cover starts and when it ends (english.toml ``date_range_ends``), read by the
judge's sentences and by the evidence gate's passages alike."""

from __future__ import annotations

import re

from rag_core import datafiles
from rag_core.text.lexicon import stem
from rag_core.text.periods import DATE_RE

__all__ = ["RANGE_END_STEMS", "range_ends"]

_BETWEEN_DATES = re.compile(r"\s*(?:to|until|till|through|-|–|—)\s*", re.IGNORECASE)
RANGE_END_STEMS = frozenset(stem(w) for w in datafiles.load("english")["date_range_ends"])


def range_ends(text: str) -> frozenset[str]:
    """Stems of the words a range of two dates says ("Period of cover: 1 April 2026 to 31 March
    2027." tells when cover starts and when it ends: english.toml ``date_range_ends``), or none
    when ``text`` gives no such range."""
    dates = list(DATE_RE.finditer(text))
    joined = any(_BETWEEN_DATES.fullmatch(text[a.end() : b.start()]) for a, b in zip(dates, dates[1:]))
    return RANGE_END_STEMS if joined else frozenset()
