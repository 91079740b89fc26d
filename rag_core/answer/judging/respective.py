"""Figures a filing states side by side with their periods, "respectively".

"Our effective income tax rate was 13.8% and 22.1% for the three and six months ended June 30,
2023, respectively" states 13.8% for the quarter and 22.1% for the half year; "Our net debt as of
December 31, 2022 and June 30, 2022 was $6.1 billion and $5.7 billion, respectively" states $6.1
billion at December 31, 2022. Each figure is read with its own period, and only when the figures
and the periods pair one for one; anything less certain is not read (the sentence stays a passage).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from rag_core.text.lexicon import Quantity, quantities
from rag_core.text.periods import FULL_DATE

__all__ = ["RESPECTIVELY", "Respective", "respective"]

RESPECTIVELY = re.compile(r"\brespectively\b", re.IGNORECASE)
# A clause ends at a semicolon or at an earlier "respectively": its figures are another list's.
_CLAUSE_END = re.compile(r";|\brespectively\b", re.IGNORECASE)
_DATE = rf"(?:{FULL_DATE}|(?:fiscal\s+(?:year\s+)?)?(?:19|20)\d\d)"
_SEP = r"(?:\s*,\s*and\s+|\s*,\s*|\s+and\s+)"
_DATE_LIST = re.compile(rf"{_DATE}(?:{_SEP}{_DATE})+", re.IGNORECASE)
_ONE_DATE = re.compile(_DATE, re.IGNORECASE)
_SPANS = r"(?:three|six|nine|twelve)"
_SPAN_LIST = re.compile(
    rf"\b({_SPANS}(?:{_SEP}{_SPANS})+)\s+months\s+ended\s+({FULL_DATE})", re.IGNORECASE
)  # "the three and six months ended June 30, 2023"
_YEAR = re.compile(r"(?:19|20)\d\d")
# Between two figures of one list: a scale word, then a comma or "and".
_BETWEEN = re.compile(rf"(?:\s*(?:million|billion|thousand|trillion|percent))?{_SEP}", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Respective:
    """One figure of a "respectively" list with the period phrase it is stated for."""

    quantity: Quantity  # positions in the whole sentence
    period: str  # "three months ended June 30, 2023", "December 31, 2022"


def respective(text: str, term_start: int, of_kind: Callable[[Quantity], bool]) -> list[Respective]:
    """The figures of the measure's kind in the clause of the term at ``term_start``, each with
    its period, when the clause ends in "respectively" and its figures and periods pair one for
    one; [] otherwise."""
    end = RESPECTIVELY.search(text, term_start)
    if end is None:
        return []
    start = max((m.end() for m in _CLAUSE_END.finditer(text, 0, term_start)), default=0)
    clause = text[start : end.start()]
    periods, taken = _periods(clause)
    if len(periods) < 2:
        return []
    shifted = (replace(q, start=q.start + start, end=q.end + start) for q in quantities(clause))
    figures = [
        q for q in shifted if not q.is_year and not any(a <= q.start - start < b for a, b in taken) and of_kind(q)
    ]
    if len(figures) != len(periods) or not all(
        _BETWEEN.fullmatch(text[a.end : b.start]) for a, b in zip(figures, figures[1:])
    ):
        return []
    return [Respective(q, period) for q, period in zip(figures, periods)]


def _periods(clause: str) -> tuple[list[str], list[tuple[int, int]]]:
    """The clause's one list of periods, each as a phrase of its own, and the spans they take."""
    spans = list(_SPAN_LIST.finditer(clause))
    dates = list(_DATE_LIST.finditer(clause))
    if len(spans) == 1:
        found = spans[0]
        names = re.split(_SEP, found.group(1))
        return [f"{n} months ended {found.group(2)}" for n in names], [found.span()]
    if spans or len(dates) != 1:
        return [], []
    found = dates[0]
    items = [m.group(0) for m in _ONE_DATE.finditer(found.group(0))]
    first = items[0]
    fiscal = first.lower().startswith("fiscal")
    periods = []
    for item in items:
        if _YEAR.fullmatch(item) and re.match(FULL_DATE, first):
            item = _YEAR.sub(item, first)  # "December 31, 2022 and 2021": the same day of 2021
        elif fiscal and _YEAR.fullmatch(item):
            item = f"fiscal {item}"
        periods.append(item)
    return periods, [found.span()]
