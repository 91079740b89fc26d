"""The reporting period a question asks about: "Q2 FY2024", "first six months of 2023", "end of 2022".

Standard library only, no I/O; dates and quarter words are read as ``periods`` reads them in documents.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rag_core.text.periods import (
    DATE_RE,
    _YEAR,
    MONTH_WORD,
    MONTHS_PER_QUARTER,
    MONTHS_PER_YEAR,
    _date_from_match,
    quarter_word,
    split_years,
)

# Two-digit years ("FY23", "2Q23") are read as 20xx.
CENTURY = 2000
# Two period phrases this close together ("first six months" + " of " + "2023") are one phrase.
MAX_PHRASE_GAP = 4


@dataclass(frozen=True, slots=True)
class QuestionPeriod:
    """The reporting period a question names.

    Attributes:
        years: years named, in order of appearance ("FY23" gives 2023).
        fiscal: the question says "fiscal" or "FY".
        quarter: 1-4 when a quarter is named ("Q2", "second quarter", "2Q23").
        months: length of the period in months (3, 6, 9 or 12) when the question says so.
        as_of: ISO date the question names ("as of December 31, 2022"), "" when none.
        text: the period phrase as written in the question, "" when nothing was found.
    """

    years: tuple[int, ...] = ()
    fiscal: bool = False
    quarter: int | None = None
    months: int | None = None
    as_of: str = ""
    text: str = ""

    @property
    def label(self) -> str:
        """The period as shown to the analyst: every year when several are named ("FY2022 and FY2021")."""
        if len(self.years) <= 1 or self.quarter or self.as_of:
            return self.text
        prefix = "FY" if self.fiscal else ""
        return " and ".join(f"{prefix}{year}" for year in self.years)


_FY_RE = re.compile(
    r"\bFY\s?'?(?P<year>\d{4}|\d{2})\b|\bfiscal\s+(?:year\s+)?(?P<fyear>(?:19|20)\d\d)\b", re.IGNORECASE
)
_FISCAL_RE = re.compile(r"\bfiscal\b|\bFY", re.IGNORECASE)
_QUARTER_RES = (
    re.compile(r"\bQ(?P<q>[1-4])(?:\s*(?:FY\s?)?'?(?P<y>\d{4}|\d{2})\b)?", re.IGNORECASE),
    re.compile(r"\b(?P<q>[1-4])Q\s*'?(?P<y>\d{4}|\d{2})?\b", re.IGNORECASE),
    re.compile(r"\b(?P<word>first|second|third|fourth|1st|2nd|3rd|4th)[\s-]+(?:fiscal\s+)?quarter\b", re.IGNORECASE),
)
_MONTHS_RES = (
    (re.compile(r"\b(?:first\s+)?(?:three|3)[\s-]+months?\b|\bquarter(?:ly)?\b", re.IGNORECASE), MONTHS_PER_QUARTER),
    (
        re.compile(
            r"\b(?:first\s+)?(?:six|6)[\s-]+months?\b|\b(?:first|second)\s+half\b|\bhalf[\s-]+year\b|\bH[12]\b",
            re.IGNORECASE,
        ),
        6,
    ),
    (re.compile(r"\b(?:first\s+)?(?:nine|9)[\s-]+months?\b", re.IGNORECASE), 9),
    (
        re.compile(
            r"\b(?:twelve|12)[\s-]+months?\b|\bfull[\s-]+year\b|\bannual(?:ly)?\b|\bfiscal\s+year\b"
            # "the year ended", "the year ending" and, in British usage, "the year to 31 March 2025"
            # (not "year to date", which is the months so far)
            r"|\byear[\s-]+(?:ended|ending|to(?![\s-]+date))\b",
            re.IGNORECASE,
        ),
        MONTHS_PER_YEAR,
    ),
)
_YEAR_RE = re.compile(rf"(?<![\d$.,])(?P<year>{_YEAR})(?![\d%])")
_END_OF_RE = re.compile(rf"\b(?:end|close)\s+of\s+(?:fiscal\s+(?:year\s+)?)?{_YEAR}\b", re.IGNORECASE)
# The month a period ends in, named without its day: "the year to March 2025", "the nine months ended
# September 2023"; the month is the period's, no word an answer must repeat.
_ENDING_MONTH_RE = re.compile(
    rf"\b(?:months?|year|quarter|half)[\s-]+(?:ended|ending|to(?![\s-]+date))\s+{MONTH_WORD}(?=\s+{_YEAR}\b)",
    re.IGNORECASE,
)
# Words that join period phrases into one ("nine months ended September 30", "as of December 31").
_CONNECTOR_RE = re.compile(r"\b(?:ended|ending|as\s+(?:of|at))\b", re.IGNORECASE)


def _two_digit(raw: str) -> int:
    """Year from "2023" or "23"."""
    return int(raw) if len(raw) == 4 else CENTURY + int(raw)


def _merge_spans(spans: list[tuple[int, int]], joiners: list[tuple[int, int]]) -> tuple[int, int] | None:
    """Longest run of period phrases that follow each other with at most ``MAX_PHRASE_GAP``
    characters between, where joiners ("ended", "as of") may link phrases but never stand alone."""
    best: tuple[int, int] | None = None
    current: tuple[int, int] | None = None
    has_phrase = False
    for start, end, is_phrase in sorted([(*span, True) for span in spans] + [(*span, False) for span in joiners]):
        if current and start - current[1] <= MAX_PHRASE_GAP:
            current, has_phrase = (current[0], max(current[1], end)), has_phrase or is_phrase
        else:
            current, has_phrase = (start, end), is_phrase
        if has_phrase and (best is None or current[1] - current[0] > best[1] - best[0]):
            best = current
    return best


def period_of_question(question: str) -> QuestionPeriod:
    """Read the reporting period a question asks about.

    Handles "FY23", "FY2023", "fiscal 2023", "fiscal year 2023", "2023", "Q2 2023", "Q2 FY2024",
    "2Q 2023", "second quarter of 2023", "first six months of 2023", "year ended December 31, 2022"
    and "end of 2022". Nothing found gives an empty ``QuestionPeriod``.
    """
    spans: list[tuple[int, int]] = []
    years: list[tuple[int, int]] = []  # (position, year)
    quarter: int | None = None
    for match in _FY_RE.finditer(question):
        raw = match.group("year") or match.group("fyear")
        years.append((match.start(), _two_digit(raw)))
        spans.append(match.span())
    for pattern in _QUARTER_RES:
        for match in pattern.finditer(question):
            groups = match.groupdict()
            quarter = quarter or (int(groups["q"]) if groups.get("q") else quarter_word(groups["word"]))
            if groups.get("y"):
                years.append((match.start(), _two_digit(groups["y"])))
            spans.append(match.span())
    months: int | None = None
    for pattern, length in _MONTHS_RES:
        match = pattern.search(question)
        if match and (months is None or length != MONTHS_PER_QUARTER):
            months = length
            spans.append(match.span())
    if quarter is not None and months in (None, MONTHS_PER_YEAR):
        months = MONTHS_PER_QUARTER
    if months is None and _FY_RE.search(question):
        months = MONTHS_PER_YEAR
    as_of = ""
    for match in DATE_RE.finditer(question):
        found = _date_from_match(match)
        if found is not None:
            as_of = as_of or found.isoformat()
            spans.append(match.span())
    spans.extend(match.span() for match in _END_OF_RE.finditer(question))
    spans.extend(match.span() for match in _ENDING_MONTH_RE.finditer(question))
    joiners = [match.span() for match in _CONNECTOR_RE.finditer(question)]
    split = split_years(question)  # "2024-25" asks the year that ends in 2025
    for match, end in split:
        years.append((match.start(), end))
        spans.append(match.span())
        months = months or MONTHS_PER_YEAR
    for match in _YEAR_RE.finditer(question):
        if not any(match.start() == found.start() for found, _ in split):
            years.append((match.start(), int(match.group("year"))))
            spans.append(match.span())
    ordered = tuple(dict.fromkeys(year for _, year in sorted(years)))
    phrase = _merge_spans(spans, joiners)
    return QuestionPeriod(
        years=ordered,
        fiscal=bool(_FISCAL_RE.search(question)),
        quarter=quarter,
        months=months,
        as_of=as_of,
        text=question[phrase[0] : phrase[1]].strip() if phrase else "",
    )
