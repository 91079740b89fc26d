"""A table row whose label is a range ("4 to 6 years", "Under 3 months", "12 years and over", "Dog
spay (under 20 kg)"), named by a question that gives one value in it ("What's the dose for a 4 year
old?", "How much is a spay for a 30 kg dog?"): a dosage table by age, a price list by weight. The
question says neither the label's words nor its figures, yet names the row as a reader finds it."""

from __future__ import annotations

import math
import re

from rag_core import datafiles

__all__ = ["fits_range", "ranged_words", "without_range"]

_UNITS = {
    "year": "year",
    "years": "year",
    "yr": "year",
    "yrs": "year",
    "month": "month",
    "months": "month",
    "week": "week",
    "weeks": "week",
    "kg": "kg",
    "kgs": "kg",
    "kilo": "kg",
    "kilos": "kg",
}
_UNIT = r"(?P<unit>years?|yrs?|months?|weeks?|kgs?|kilos?)\b"
_NUMBER = r"\d+(?:\.\d+)?"
_WORDS = {word: n for n, word in enumerate(datafiles.load("english")["small_numbers"], start=1)}  # "two": 2
# A value the question gives: "a 4 year old", "my 9-month-old", "aged 10 years", "a 30 kg dog", "a two-year-old".
_ASKED = re.compile(
    rf"(?<![\d.])(?P<value>{_NUMBER}|\b(?:{'|'.join(_WORDS)}))[\s-]*{_UNIT}(?:[\s-]*old\b)?", re.IGNORECASE
)
_IN_MONTHS = {"year": 12.0, "month": 1.0}  # an age asked in months is in a range of years ("my 18-month-old")
# A label's range: "4 to 6 years", "6-11 months", "under 3 months", "12 years and over", "over 20 kg".
_BETWEEN = re.compile(rf"(?P<low>{_NUMBER})\s*(?:to|-|\u2013)\s*(?P<high>{_NUMBER})\s*{_UNIT}", re.IGNORECASE)
_UNDER = re.compile(rf"\b(?:under|below|less\s+than)\s+(?P<high>{_NUMBER})\s*{_UNIT}", re.IGNORECASE)
_UP_TO = re.compile(rf"\bup\s+to\s+(?P<high>{_NUMBER})\s*{_UNIT}", re.IGNORECASE)
_OVER = re.compile(
    rf"(?P<low>{_NUMBER})\s*{_UNIT}\s*(?:and|or)\s+(?:over|above|older|more)\b"
    rf"|\b(?:over|above)\s+(?P<above>{_NUMBER})\s*(?P<unit2>years?|yrs?|months?|weeks?|kgs?|kilos?)\b",
    re.IGNORECASE,
)
_RANGES = (_BETWEEN, _UNDER, _UP_TO, _OVER)


def _asked(question: str) -> dict[str, float]:
    """The values a question gives by unit ("my 8-year-old": {"year": 8.0})."""
    found: dict[str, float] = {}
    for m in _ASKED.finditer(question):
        value = m["value"].lower()
        unit = _UNITS[m["unit"].lower()]
        found.setdefault(unit, float(_WORDS[value]) if value in _WORDS else float(value))
    for unit, months in _IN_MONTHS.items():  # the same age in the other unit
        other = next((u for u in _IN_MONTHS if u != unit), unit)
        if other in found and unit not in found:
            found[unit] = found[other] * _IN_MONTHS[other] / months
    return found


def _span(label: str) -> tuple[float, float, str] | None:
    """The range a label gives: (lowest, highest, unit), ends included but for "under"; None for none."""
    if (m := _BETWEEN.search(label)) is not None:
        return float(m["low"]), float(m["high"]), _UNITS[m["unit"].lower()]
    if (m := _UNDER.search(label)) is not None:
        return -math.inf, math.nextafter(float(m["high"]), -math.inf), _UNITS[m["unit"].lower()]
    if (m := _UP_TO.search(label)) is not None:
        return -math.inf, float(m["high"]), _UNITS[m["unit"].lower()]
    if (m := _OVER.search(label)) is not None and (m["low"] or m["above"]):
        if m["low"]:
            return float(m["low"]), math.inf, _UNITS[m["unit"].lower()]
        return math.nextafter(float(m["above"]), math.inf), math.inf, _UNITS[m["unit2"].lower()]
    return None


def fits_range(label: str, question: str) -> bool | None:
    """Whether the value the question gives lies in the label's range of the same unit ("4 to 6
    years" for "a 4 year old": True; for "a 10 year old": False); None when the label gives no range
    or the question no value in its unit."""
    span = _span(label)
    if span is None:
        return None
    low, high, unit = span
    value = _asked(question).get(unit)
    if value is None:
        return None
    return low <= value <= high


def without_range(label: str) -> str:
    """``label`` without the ranges it gives ("Dog spay (under 20 kg)": "Dog spay ()")."""
    for pattern in _RANGES:
        label = pattern.sub(" ", label)
    return label


def ranged_words(question: str) -> frozenset[str]:
    """The words a question gives its value in ("9-month-old"; "4", "year", "old"), lower-cased: a
    row named by its range need not say them."""
    return frozenset(w.lower() for m in _ASKED.finditer(question) for w in m.group(0).split())
