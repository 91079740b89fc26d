"""A sentence whose own year is another, naming the asked one only as what it is compared with.

"Net sales for the year ended December 31, 2022 were $14.2 billion, a net increase of $107
million, or 1%, when compared to the year ended December 31, 2021." states 2022's net sales; it
names 2021 only as the base of the comparison, and is no statement of 2021's.
"""

from __future__ import annotations

import re

from rag_core.answer.understand.frame import QuestionFrame
from rag_core.answer.understand.period import check_period
from rag_core.ingest.profile import DocumentProfile
from rag_core.text.lexicon import years
from rag_core.text.periods import MONTHS_PER_YEAR

__all__ = ["base_figure", "compared_only", "dated_by_document", "own_part"]

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


# What opens the base a figure is compared with when the sentence's own figure comes first: the
# comparisons above, "(2023: SEK 377 million)", "(2023/24: £171.0 million)", ", up/down from ... in
# 2023", ", from ... in 2023", "against ... in 2023".
_BASE = re.compile(
    r"\((?=(?:19|20)\d\d(?:/\d\d)?\s*[:\-–])|"
    r",\s*(?:(?:up|down)\s+)?from\s|\b(?:up|down)\s+from\s|\bagainst\s|" + _COMPARED.pattern,
    re.IGNORECASE,
)


# A base that is part of a year: a quarter's, a half's, some months'.
_PARTIAL = re.compile(r"\b(?:quarters?|half|halves|months|semesters?|Q[1-4])\b", re.IGNORECASE)


def own_part(text: str) -> str | None:
    """The part of ``text`` before the base of its comparison, when every year it names is in that
    base: "Net sales amounted to SEK 498 million (2023: SEK 377 million)." -> "Net sales amounted
    to SEK 498 million". None when it names a year of its own or compares with nothing dated."""
    match = _BASE.search(text)
    if match is None or years(text[: match.start()]) or not years(text[match.start() :]):
        return None
    return text[: match.start()].rstrip(" ,;(")


def dated_by_document(frame: QuestionFrame, text: str, profile: DocumentProfile | None) -> frozenset[str]:
    """The asked years ``text`` states its figure for through its document alone: it names none of
    them, every year it names is the base it compares with, and its document is an annual one that
    reports the asked year ("Net sales amounted to SEK 498 million (2023: SEK 377 million)." in the
    2024 annual report, for "What were net sales in 2024?", or "... in the year to March 2025?" of
    a report for the year ended 31 March 2025). Empty otherwise, and for a quarter, part of a year or
    another date asked, or a base that is a quarter's: a quarterly release's "Net sales increased
    16.9% to $3.2 billion compared to $2.7 billion in the fourth quarter of fiscal 2021" is no year's."""
    period = frame.period
    asked = frozenset(str(y) for y in period.years)
    if not asked or profile is None or profile.quarter or period.quarter:
        return frozenset()
    if period.months not in (None, MONTHS_PER_YEAR) or period.as_of not in ("", profile.period_end):
        return frozenset()  # part of a year, or a date other than the report's own period end
    own = own_part(text)
    if own is None or years(text) & asked or _PARTIAL.search(text[len(own) :]):
        return frozenset()
    return asked if check_period(frame, own, profile).ok else frozenset()


def of_another_year(frame: QuestionFrame, text: str, profile: DocumentProfile | None) -> bool:
    """Whether ``text`` names no year while the question asks only for years before the one its
    document, an annual report on the calendar year, reports: "The club made a surplus of GBP
    12,700." in the 2025 annual report is no answer to "What was the surplus in 2024?". Not for a
    measure asked (its period checks read the filer's calendar), a report with a fiscal year of its
    own, a later year asked (a "2024/25" report is 2024's by its first year), nor a sentence that
    speaks of the year before ("Last year's surplus was ...")."""
    period = frame.period
    asked = {int(y) for y in period.years}
    if frame.measure is not None or not asked or profile is None or profile.fiscal_year is None:
        return False
    if profile.doc_type != "annual report" or profile.quarter or period.quarter:
        return False
    if profile.fiscal_year_end not in ("", "12-31") or _YEAR_BEFORE.search(text):
        return False
    return max(asked) < profile.fiscal_year and not years(text)


_YEAR_BEFORE = re.compile(
    r"\b(?:last|previous|prior|preceding)\s+(?:financial\s+|fiscal\s+)?year|\ba\s+year\s+(?:earlier|before|ago)|\bthe\s+year\s+before",
    re.IGNORECASE,
)


# A figure: an amount with its currency, a count, a share ("EUR 27.2 million", "1,335", "12%").
_FIGURE = (
    r"(?:[A-Z]{3}\s|[$£€¥]\s?)?\d[\d,]*(?:\.\d+)?(?:\s?(?:%|per\s?cent\b|million\b|billion\b|thousand\b|bn\b|m\b))?"
)
_YEAR = r"(?:19|20)\d\d"
# The base with its year after its figure: "compared with 30 at the end of 2023", "against 1,335 at
# the end of 2024", "compared with a loss of SEK 46 million in 2023", "down from 2,260 in 2024".
_BASE_THEN_YEAR = re.compile(
    rf"\b(?:compared\s+(?:with|to)|against|versus|vs\.?|from)\s+(?:[a-z]+\s+){{0,3}}?(?P<value>{_FIGURE})\s+"
    rf"(?:[a-z]+\s+){{0,2}}?(?:in|for|on|as\s+of|at\s+the\s+end\s+of|at\s+(?:\d{{1,2}}\s+)?[A-Z][a-z]+)\s+"
    rf"(?:(?:fiscal|financial|calendar)\s+)?(?:year\s+)?(?P<year>{_YEAR})\b",
)
# The base's year before its figure: "(2023: SEK 377 million)", "(2023/24: £171.0 million)".
_YEAR_THEN_BASE = re.compile(rf"\((?P<year>{_YEAR})(?:/\d\d)?\s*[:\-–]\s*(?P<value>{_FIGURE})")
# A base a year before the sentence's own: "from 54 a year earlier", "up from 1,064 the year before".
_YEAR_EARLIER = re.compile(
    rf"\bfrom\s+(?P<value>{_FIGURE})\s+(?:[a-z]+\s+){{0,2}}?(?:a|one|the)\s+(?:previous\s+|prior\s+)?year\s+"
    rf"(?:earlier|before)\b"
)


def base_figure(text: str, asked: frozenset[str]) -> str:
    """The figure ``text`` states for an asked year in the base it compares with ("" when none):
    "30" of "At the end of 2024 we had 29 classrooms, compared with 30 at the end of 2023." for
    2023, "1,064" of "At the end of 2024 Bramble Family Clinic employed 1,001 people, down from 1,064
    a year earlier." for 2023, "SEK 377 million" of "Net sales amounted to SEK 498 million (2023:
    SEK 377 million)." A base with no figure of its own ("... when compared to the year ended
    December 31, 2021") states nothing for its year (see :func:`compared_only`)."""
    if len(asked) != 1:
        return ""
    for pattern in (_BASE_THEN_YEAR, _YEAR_THEN_BASE):
        for match in pattern.finditer(text):
            if match["year"] in asked:
                return match["value"]
    match = _YEAR_EARLIER.search(text)
    if match is None:
        return ""
    own = years(text[: match.start()])
    return match["value"] if len(own) == 1 and str(int(next(iter(own))) - 1) in asked else ""
