"""Fiscal calendars: when a company's fiscal year ends, and which fiscal quarter a date ends.

Standard library only, no I/O. A calendar is read from a filing ("For the fiscal year ended
January 28, 2023", "our fiscal year ends on the last Saturday of January", "52 weeks ended",
"fiscal year ending June 30") and maps both ways between fiscal quarters and the dates they end:
NVIDIA's year ends on the last Sunday of January, so its second quarter of fiscal 2024 ended
July 30, 2023; Microsoft's ends June 30, so its Q1 of fiscal 2024 ended September 30, 2023.

Fiscal years are named by the calendar year they end in (the SEC convention, as in ``periods``);
``naming`` converts a document that names them by the year they start in (Ulta's "fiscal 2022"
ended January 28, 2023). A 52-53-week year ends within a few days of a nominal date, so dates
match within ``TOLERANCE_DAYS``; quarters end 13 weeks (91 days) apart, so a neighbouring
quarter never does.
"""

from __future__ import annotations

import calendar as _calendar
import re
from collections import Counter
from dataclasses import dataclass
from datetime import date, timedelta
from functools import lru_cache

from rag_core import datafiles
from rag_core.text.periods import DATE_PATTERN, SNAP_BACK_DAYS, _date_from_match

MONTHS_PER_QUARTER = 3
QUARTERS = 4
WEEKS_PER_QUARTER = 13
# How far a stated period end may be from the calendar's nominal one and still be that period.
TOLERANCE_DAYS = 7
# A "last Saturday of January" year ends between the 25th and the 31st; its nominal day.
LAST_WEEKDAY_DAY = 28

_MONTHS = dict(datafiles.load("periods")["months"])  # "january", "jan", "sept" ... -> 1..12
_MONTH = r"(?P<month>jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
_WEEKDAY = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
_RULE_RE = re.compile(
    rf"fiscal\s+year\s+(?:(?:(?!\bend)[^.\n]){{0,80}}?\s)?(?:ends|ended|end|ending)\s+(?:is\s+|was\s+)?(?:on\s+)?(?:the\s+)?(?P<how>last|final|{_WEEKDAY}\s+(?:nearest|closest))?\s*"
    rf"(?:{_WEEKDAY}\s+)?(?:(?:of|in|to)\s+)?(?:the\s+end\s+of\s+)?{_MONTH}\b(?:\s+(?P<day>\d{{1,2}})\b)?"
    r"(?!\s*,?\s*(?:19|20)\d\d)",
    re.IGNORECASE,
)
_STATED_END_RE = re.compile(rf"fiscal\s+year\s+(?:ended|ending|end)\s+(?:on\s+)?{DATE_PATTERN}", re.IGNORECASE)
_WEEKS_RE = re.compile(
    r"\b(?:52|53|fifty[\s-]two|fifty[\s-]three)[\s-]weeks?\b|\b52[\s/-]+(?:or|to|and)?[\s/-]*53[\s-]week", re.IGNORECASE
)
_QUARTER_SPANS = (
    (re.compile(r"\b(?:three\s+and\s+)?nine\s+months\s+ended", re.IGNORECASE), 3),
    (re.compile(r"\b(?:three\s+and\s+)?six\s+months\s+ended", re.IGNORECASE), 2),
    (re.compile(r"\b(?:thirty[\s-]nine|39)\s+weeks\s+ended", re.IGNORECASE), 3),
    (re.compile(r"\b(?:twenty[\s-]six|26)\s+weeks\s+ended", re.IGNORECASE), 2),
)


def _last_day(year: int, month: int) -> int:
    return _calendar.monthrange(year, month)[1]


def _month_back(year: int, month: int, months: int) -> tuple[int, int]:
    index = year * 12 + (month - 1) - months
    return index // 12, index % 12 + 1


@dataclass(frozen=True, slots=True)
class FiscalCalendar:
    """When a fiscal year ends.

    Attributes:
        end_month: month the fiscal year ends in (1-12), after moving a 52-53-week year's end in
            the first days of a month back to the month before (January 1 -> December).
        end_day: nominal day it ends (31 for a year ending with December; 28 for "the last
            Saturday of January").
        weeks: a 52-53-week year, whose period ends fall within a few days of nominal dates.
        naming: the documents' "fiscal Y" ends in calendar year Y + naming (0, or 1 for Ulta).
    """

    end_month: int = 12
    end_day: int = 31
    weeks: bool = False
    naming: int = 0

    @classmethod
    def parse(cls, month_day: str, weeks: bool = False, naming: int = 0) -> FiscalCalendar | None:
        """From a profile's "MM-DD" (None when malformed)."""
        match = re.fullmatch(r"(\d\d)-(\d\d)", month_day.strip())
        if not match or not (1 <= int(match.group(1)) <= 12 and 1 <= int(match.group(2)) <= 31):
            return None
        return cls(int(match.group(1)), int(match.group(2)), weeks, naming)

    @classmethod
    def ending(cls, end: date, weeks: bool = False, naming: int = 0) -> FiscalCalendar:
        """The calendar of a fiscal year that ended on ``end`` (early-month ends move back a month)."""
        if end.day <= SNAP_BACK_DAYS:
            _, month = _month_back(end.year, end.month, 1)
            return cls(month, _last_day(2001, month), True, naming)
        if end.day >= _last_day(end.year, end.month) or (end.month == 2 and end.day >= 28):
            return cls(end.month, _last_day(2001, end.month), weeks, naming)
        return cls(end.month, end.day, True, naming)

    @property
    def month_end(self) -> bool:
        """The year ends on its month's last day (nominally, for a 52-53-week year)."""
        return self.end_day >= _last_day(2001, self.end_month)

    @property
    def month_day(self) -> str:
        """ "MM-DD" as a profile stores it."""
        return f"{self.end_month:02d}-{self.end_day:02d}"

    def sec_year(self, named: int) -> int:
        """The year a document's "fiscal ``named``" ends in."""
        return named + self.naming

    def named_year(self, sec_year: int) -> int:
        """How the documents name the fiscal year ending in ``sec_year``."""
        return sec_year - self.naming

    def _nominal(self, year: int, month: int) -> date:
        last = _last_day(year, month)
        return date(year, month, last if self.month_end else min(self.end_day, last))

    def year_end(self, fiscal_year: int) -> date:
        """Nominal last day of the fiscal year ending in calendar year ``fiscal_year``."""
        return self._nominal(fiscal_year, self.end_month)

    def quarter_end(self, fiscal_year: int, quarter: int) -> date:
        """Nominal last day of fiscal quarter ``quarter`` (1-4) of ``fiscal_year``.

        A 52-53-week year's quarters are 13 weeks each from the previous year's end; a calendar
        month year's end at the end of every third month.
        """
        if quarter >= QUARTERS:
            return self.year_end(fiscal_year)
        if self.weeks:
            return self.year_end(fiscal_year - 1) + timedelta(weeks=WEEKS_PER_QUARTER * quarter)
        year, month = _month_back(fiscal_year, self.end_month, MONTHS_PER_QUARTER * (QUARTERS - quarter))
        return self._nominal(year, month)

    def quarter_of(self, end: date) -> tuple[int, int] | None:
        """(fiscal year, quarter) of the quarter ending on ``end`` (within a few days), or None
        when ``end`` ends no fiscal quarter."""
        return _quarter_of(self, end)


@lru_cache(maxsize=16_384)  # twelve quarter ends computed per date; a question asks for hundreds
def _quarter_of(calendar: FiscalCalendar, end: date) -> tuple[int, int] | None:
    for fiscal_year in (end.year, end.year + 1, end.year - 1):
        for quarter in range(1, QUARTERS + 1):
            if abs((calendar.quarter_end(fiscal_year, quarter) - end).days) <= TOLERANCE_DAYS:
                return fiscal_year, quarter
    return None


def _month_number(name: str) -> int:
    lowered = name.lower().rstrip(".")
    return _MONTHS.get(lowered) or _MONTHS[lowered[:3]]


def _stated_rule(text: str, period_end: date | None) -> FiscalCalendar | None:
    """ "our fiscal year ends on the last Saturday of January", "ending June 30" (no year after it)."""
    for match in _RULE_RE.finditer(text):
        month = _month_number(match.group("month"))
        how, day = match.group("how"), match.group("day")
        month_last = _last_day(2001, month)
        if how:
            if how.lower().split()[-1] in ("nearest", "closest"):
                return FiscalCalendar(month, month_last, True)  # the weekday nearest the month's end
            same_month = period_end is not None and period_end.month == month
            return FiscalCalendar(month, period_end.day if same_month and period_end else LAST_WEEKDAY_DAY, True)
        if day and 1 <= int(day) <= month_last:
            return FiscalCalendar(month, int(day), int(day) < month_last)
    return None


def read_calendar(text: str, doc_type: str, period_end: str, quarter: int | None) -> FiscalCalendar | None:
    """The fiscal calendar the first pages of a filing state or imply, or None.

    Most trusted first: a stated rule ("ends on the last Saturday of January"), a stated year end
    ("fiscal year ended January 28, 2023"), a 10-K's or annual report's own period end, a
    quarterly report's period end and the quarter its "six months ended" columns say it closes.
    "52 weeks" or a year end that is not a month's last day make it a 52-53-week year.
    """
    end = _iso(period_end)
    weeks = bool(_WEEKS_RE.search(text))
    rule = _stated_rule(text, end)
    if rule is not None:
        return FiscalCalendar(rule.end_month, rule.end_day, rule.weeks or weeks)
    stated = _STATED_END_RE.search(text)
    found = _date_from_match(stated) if stated else None
    if found is not None:
        return FiscalCalendar.ending(found, weeks)
    if end is None:
        return None
    if doc_type in ("10-K", "annual report") and quarter is None:
        return FiscalCalendar.ending(end, weeks)
    spanned = next((q for pattern, q in _QUARTER_SPANS if pattern.search(text)), None)
    if doc_type in ("10-Q", "earnings release") and quarter and (spanned == quarter or quarter == QUARTERS):
        return calendar_from_period(end, quarter, weeks=weeks)
    return None


def calendar_from_period(end: date, quarter: int | None, naming: int = 0, weeks: bool = False) -> FiscalCalendar:
    """The calendar in which fiscal quarter ``quarter`` (None: the whole year) ends on ``end``."""
    base = FiscalCalendar.ending(end, weeks, naming)  # as if the period's end were the year's
    if not quarter or quarter >= QUARTERS:
        return base
    _, month = _month_back(end.year, base.end_month, -MONTHS_PER_QUARTER * (QUARTERS - quarter))
    day = _last_day(2001, month) if base.month_end else min(base.end_day, _last_day(2001, month))
    return FiscalCalendar(month, day, base.weeks, naming)


def _iso(text: str) -> date | None:
    try:
        return date.fromisoformat(text[:10]) if text else None
    except ValueError:
        return None


_HEADLINE_CHARS = 600  # the top of page 1, where a headline names the year reported
_FISCAL_NAME_RE = re.compile(r"\bfiscal\s+(?:year\s+)?((?:19|20)\d\d)\b", re.IGNORECASE)


def fiscal_naming(text: str, period_end: str) -> int:
    """1 when the document names its fiscal year by the calendar year it starts in.

    Retailers whose year ends in January differ: Best Buy's "fiscal 2023" ended January 28, 2023,
    Ulta's "fiscal 2022" ended January 28, 2023. The first pages say which.
    """
    if not period_end[:4].isdigit():
        return 0
    end_year = int(period_end[:4])
    # A headline names the year reported ("ANNOUNCES FOURTH QUARTER AND FISCAL 2022 RESULTS");
    # failing one, the year the first pages name most (comparisons and outlooks aside).
    headline = _FISCAL_NAME_RE.search(text[:_HEADLINE_CHARS])
    named = Counter(int(year) for year in _FISCAL_NAME_RE.findall(text))
    if headline is not None:
        top = int(headline.group(1))
    elif named:
        ((top, _),) = named.most_common(1)
    else:
        return 0
    return 1 if top == end_year - 1 else 0
