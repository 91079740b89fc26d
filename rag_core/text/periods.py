"""Dates and reporting periods: the period a document reports.

Standard library only, no I/O. ``cover_period``, ``subject_period``, ``release_period`` and
``prose_period`` read a ``ReportPeriod`` from a filing's cover, EDGAR metadata, an earnings
release or other prose (``profile.py`` picks one); ``question_periods.period_of_question`` reads
the period a question asks about with the dates and quarter words defined here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from rag_core import datafiles

MONTHS_PER_QUARTER = 3
MONTHS_PER_YEAR = 12
QUARTERS_PER_YEAR = 4
# A 52/53-week fiscal period that ends in the first days of a month belongs to the month before
# (Johnson & Johnson's year "ended January 1, 2023" is fiscal 2022).
SNAP_BACK_DAYS = 7

_DATA = datafiles.load("periods")  # rag_core/data/periods.toml
# Month numbers by the first three letters of the name, as ``_date_from_match`` looks them up.
_MONTH_NUMBERS = {name: number for name, number in _DATA["months"].items() if len(name) == 3}
_ORDINALS = dict(_DATA["quarter_ordinals"])
# A month's full name and a date written with it ("June 30, 2023"), as patterns to build on; the
# names are capitalised, so a reader that ignores case passes re.IGNORECASE.
MONTH_NAME = r"(?:January|February|March|April|May|June|July|August|September|October|November|December)"
FULL_DATE = rf"{MONTH_NAME}\s+\d{{1,2}},?\s+(?:19|20)\d\d"
# A month written in full or cut short ("Sept.", "dec"), lower case: readers pass re.IGNORECASE.
MONTH_WORD = r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
# A text ending in a month ("... December", "... Dec."): a number after it is a day, not a figure
# ("December 31", "Dec. 31"); "decreased 31" and "primary 2" are not.
ENDS_WITH_MONTH = re.compile(rf"\b{MONTH_WORD}\s*$", re.IGNORECASE)
_YEAR = r"(?:19|20)\d\d"
_DATE_MDY = rf"(?P<m1>{MONTH_WORD})\s*(?P<d1>\d{{1,2}})\s*,?\s*(?P<y1>{_YEAR})"
_DATE_DMY = rf"(?P<d2>\d{{1,2}})\s+(?P<m2>{MONTH_WORD})\s*,?\s*(?P<y2>{_YEAR})"
_DATE_ISO = rf"(?P<y3>{_YEAR})-(?P<m3>\d\d)-(?P<d3>\d\d)"
DATE_PATTERN = rf"(?:\b{_DATE_MDY}\b|\b{_DATE_DMY}\b|\b{_DATE_ISO}\b)"
DATE_RE = re.compile(DATE_PATTERN, re.IGNORECASE)  # a calendar date, any of the three ways
# "2024-25", "2024/25", "2012–13": one twelve-month year that ends in the second (a charity's, a
# school's, a government's year), whose figures a table's column heads with the second year.
_SPLIT_YEAR = re.compile(rf"(?<![\d$.,/-])(?P<first>{_YEAR})\s?[-/\u2013]\s?(?P<second>\d\d)(?![\d%]|[-/]\d)")
# "May to September", "Nov-Mar", "April until October": the months a season or a price band covers.
_MONTH_RANGE = re.compile(rf"\b({MONTH_WORD})\s*(?:to|-|–|until|through|till)\s*({MONTH_WORD})(?![a-z])", re.IGNORECASE)


def month_number(word: str) -> int | None:
    """The number (1-12) of a month's name, full or cut short ("july", "Sept."); None for any other word."""
    key = word.rstrip(".").lower()
    return _MONTH_NUMBERS.get(key[:3]) if re.fullmatch(MONTH_WORD, key) else None


def months_ranged(text: str) -> set[int]:
    """The months (1-12) of every range of months ``text`` names, a range over the new year
    included ("November to March": 11, 12, 1, 2, 3)."""
    found: set[int] = set()
    for match in _MONTH_RANGE.finditer(text):
        first, last = (month_number(m) or 0 for m in match.groups())
        span = (last - first) % 12
        found.update((first - 1 + step) % 12 + 1 for step in range(span + 1))
    return found


def one_year_each(text: str) -> str:
    """``text`` with each year written as two ("2024-25") written as the year it ends in ("2025")."""
    if not _SPLIT_YEAR.search(text):
        return text
    return _SPLIT_YEAR.sub(lambda m: str(int(m["first"]) + 1) if _ends(m) else m.group(), text)


def _ends(match: re.Match[str]) -> bool:
    """Whether the two years of ``match`` follow each other ("2024-25", not "2024-26")."""
    return (int(match["first"]) + 1) % 100 == int(match["second"])


def split_years(text: str) -> list[tuple[re.Match[str], int]]:
    """Each year written as two ("2024-25", see ``_SPLIT_YEAR``), with the year it ends in (2025)."""
    return [(match, int(match["first"]) + 1) for match in _SPLIT_YEAR.finditer(text) if _ends(match)]


def _date_from_match(match: re.Match[str]) -> date | None:
    """Build a date from a ``DATE_PATTERN`` match; None when the day does not exist."""
    groups = match.groupdict()
    try:
        if groups.get("m1"):
            return date(int(groups["y1"]), _MONTH_NUMBERS[groups["m1"][:3].lower()], int(groups["d1"]))
        if groups.get("m2"):
            return date(int(groups["y2"]), _MONTH_NUMBERS[groups["m2"][:3].lower()], int(groups["d2"]))
        if groups.get("m3"):
            return date(int(groups["y3"]), int(groups["m3"]), int(groups["d3"]))
    except ValueError:
        return None
    return None


def find_date(text: str) -> date | None:
    """First real calendar date written in ``text`` ("January 28, 2023", "1 January 2023", ISO)."""
    for match in DATE_RE.finditer(text):
        found = _date_from_match(match)
        if found is not None:
            return found
    return None


def parse_iso(text: str) -> date | None:
    """The date of an ISO string ("2023-01-28"), None when empty or malformed."""
    try:
        return date.fromisoformat(text.strip()[:10]) if text.strip() else None
    except ValueError:
        return None


def _snapped_month(end: date) -> tuple[int, int]:
    """(year, month) a period end stands for, moving days early in a month to the month before."""
    if end.day > SNAP_BACK_DAYS:
        return end.year, end.month
    if end.month == 1:
        return end.year - 1, MONTHS_PER_YEAR
    return end.year, end.month - 1


def fiscal_year_of(period_end: date, quarter: int | None = None) -> int:
    """Fiscal year a period ending on ``period_end`` belongs to, named by the year it ends in.

    This is the convention of SEC filings and FinanceBench: Best Buy's year ended January 28, 2023
    is 2023; a second quarter ended July 29, 2023 of a year that ends in January is 2024.

    Args:
        period_end: last day of the period.
        quarter: fiscal quarter the period closes (1-4), None for a full year.
    """
    year, month = _snapped_month(period_end)
    months_left = MONTHS_PER_QUARTER * (QUARTERS_PER_YEAR - quarter) if quarter else 0
    return year + (month + months_left - 1) // MONTHS_PER_YEAR


def calendar_quarter(period_end: date) -> int:
    """Calendar quarter (1-4) of a period end, after moving early-month ends back a month."""
    _, month = _snapped_month(period_end)
    return (month - 1) // MONTHS_PER_QUARTER + 1


def quarter_word(text: str) -> int | None:
    """1-4 for "first".."fourth" / "1st".."4th" (any case), None otherwise."""
    return _ORDINALS.get(text.lower())


@dataclass(frozen=True, slots=True)
class ReportPeriod:
    """The period a document reports.

    Attributes:
        fiscal_year: fiscal year, named by the calendar year it ends in; None if unknown.
        quarter: fiscal quarter 1-4, None for annual or unknown.
        period_end: ISO date the period ends ("" if unknown).
    """

    fiscal_year: int | None = None
    quarter: int | None = None
    period_end: str = ""


def _period(end: date, quarter: int | None) -> ReportPeriod:
    """Period ending on ``end``; ``quarter`` None means a full year."""
    return ReportPeriod(fiscal_year_of(end, quarter), quarter, end.isoformat())


_COVER_END_RE = re.compile(
    rf"for\s+the\s+(?:fiscal\s+year|quarterly\s+period|year|quarter|period)\s+ended\b.{{0,60}}?{DATE_PATTERN}",
    re.IGNORECASE | re.DOTALL,
)
_REPORT_DATE_RE = re.compile(rf"date\s+of\s+report.{{0,80}}?{DATE_PATTERN}", re.IGNORECASE | re.DOTALL)
_SUBJECT_END_RE = re.compile(r"period\s+ending\s+(\d{4}-\d\d-\d\d)", re.IGNORECASE)
_SLASH_DATE_RE = re.compile(r"\b(\d\d)/(\d\d)/((?:19|20)\d\d)\b")
_SPAN_QUARTERS = (
    (re.compile(r"\b(?:three\s+and\s+)?six\s+months\s+ended", re.IGNORECASE), 2),
    (re.compile(r"\b(?:three\s+and\s+)?nine\s+months\s+ended", re.IGNORECASE), 3),
    (re.compile(r"\bthree\s+months\s+ended", re.IGNORECASE), 1),
)
_RELEASE_END_RE = re.compile(
    rf"\b(?:quarter|year|period|weeks)\b[^.\n]{{0,60}}?\bended\s+{DATE_PATTERN}", re.IGNORECASE
)
_RELEASE_QUARTER_RE = re.compile(
    rf"(?:(?P<before>{_YEAR})\s+)?\b(?P<word>first|second|third|fourth)[\s-]+quarter\b"
    rf"(?:\s+(?:of\s+)?(?:fiscal\s+(?:year\s+)?)?(?P<after>{_YEAR}))?"
    rf"|\b(?:Q(?P<q1>[1-4])|(?P<q2>[1-4])Q)\s*(?:FY\s?)?(?P<y>{_YEAR})",
    re.IGNORECASE,
)
_RELEASE_YEAR_RE = re.compile(rf"\b(?:fiscal|full[\s-]+year)\s+(?P<year>{_YEAR})\b", re.IGNORECASE)
_TITLE_YEAR_RE = re.compile(
    rf"annual\s+report\s+(?:for\s+)?(?P<a>{_YEAR})|(?P<b>{_YEAR})\s+annual\s+report", re.IGNORECASE
)
_PROSE_END_RE = re.compile(rf"\byear\s+(?:from\s+[^\n]{{0,30}}?\s+to|ended|ending)\s+{DATE_PATTERN}", re.IGNORECASE)
# How much of an earnings release's first page holds its headline.
RELEASE_HEAD_CHARS = 600


def _label_fits(end: date, label: tuple[int, int | None] | None) -> int | None:
    """The file name's fiscal quarter when it agrees with the period end, else None."""
    if label and label[1] and fiscal_year_of(end, label[1]) == label[0]:
        return label[1]
    return None


def cover_period(text: str, doc_type: str, label: tuple[int, int | None] | None = None) -> ReportPeriod | None:
    """Period from an SEC cover page ("For the fiscal year ended January 28, 2023").

    A 10-Q's fiscal quarter comes from "three and six months ended" when the pages say so, else
    from a FinanceBench file label (year, quarter) that fits the date, else the calendar quarter.
    """
    if doc_type == "8-K":
        match = _REPORT_DATE_RE.search(text)
        found = _date_from_match(match) if match else None
        return ReportPeriod(found.year, None, found.isoformat()) if found else None
    match = _COVER_END_RE.search(text)
    end = _date_from_match(match) if match else None
    if end is None:
        return None
    return _period(end, _quarter_of(text, end, label) if doc_type == "10-Q" else None)


def _quarter_of(text: str, end: date, label: tuple[int, int | None] | None) -> int:
    """Fiscal quarter of a quarterly report ending on ``end``."""
    for pattern, quarter in _SPAN_QUARTERS:
        if pattern.search(text):
            return quarter
    return _label_fits(end, label) or calendar_quarter(end)


def subject_period(subject: str, doc_type: str, label: tuple[int, int | None] | None = None) -> ReportPeriod | None:
    """Period from an EDGAR metadata subject ("... for the period ending 2023-01-28", "8-K filed 08/30/2023")."""
    match = _SUBJECT_END_RE.search(subject)
    if match and (end := parse_iso(match.group(1))):
        return _period(end, _quarter_of("", end, label) if doc_type == "10-Q" else None)
    slash = _SLASH_DATE_RE.search(subject)
    if doc_type == "8-K" and slash:
        try:
            filed = date(int(slash.group(3)), int(slash.group(1)), int(slash.group(2)))
        except ValueError:
            return None
        return ReportPeriod(filed.year, None, filed.isoformat())
    return None


def release_period(first_page: str, title: str, label: tuple[int, int | None] | None = None) -> ReportPeriod | None:
    """Period of an earnings release from its headline ("Fourth Quarter Fiscal 2022 Results"),
    the period it says it covers ("year ended December 31, 2022") and the PDF title."""
    head = first_page[:RELEASE_HEAD_CHARS]
    quarter, year = None, None
    for source in (head, title):
        match = _RELEASE_QUARTER_RE.search(source)
        if match:
            groups = match.groupdict()
            quarter = quarter_word(groups["word"]) if groups["word"] else int(groups["q1"] or groups["q2"])
            raw_year = groups["before"] or groups["after"] or groups["y"]
            year = int(raw_year) if raw_year else None
            break
    if year is None and (fiscal := _RELEASE_YEAR_RE.search(head)):
        year = int(fiscal.group("year"))
    end_match = _RELEASE_END_RE.search(first_page)
    end = (_date_from_match(end_match) if end_match else None) or find_date(title)
    if end is not None:
        return _period(end, quarter)
    if year is None and label:
        year, quarter = label[0], quarter or label[1]
    return ReportPeriod(year, quarter, "") if year else None


def prose_period(text: str, title: str) -> ReportPeriod | None:
    """Period of another report: "the financial year from 1 January 2023 to 31 December 2023",
    "year ended ...", or "Annual Report 2023" in the title or first line."""
    match = _PROSE_END_RE.search(text)
    end = _date_from_match(match) if match else None
    if end is not None:
        return _period(end, None)
    titled = _TITLE_YEAR_RE.search(title + "\n" + text[:RELEASE_HEAD_CHARS])
    if titled:
        return ReportPeriod(int(titled.group("a") or titled.group("b")), None, "")
    return None


_STATED_DATE_RE = re.compile(
    rf"\b(?:effective|last\s+(?:updated|revised|modified|reviewed)|updated|revised|dated)\b(?:\s+date)?\s*[:\-\u2013]?\s*"
    rf"(?:on\s+|as\s+of\s+)?{DATE_PATTERN}",
    re.IGNORECASE,
)


def titled_period(titles: list[str], first_page: str, period_parts: list[str]) -> ReportPeriod | None:
    """Period of a policy, sheet or report that its title or opening states.

    "Effective July 20, 2012" or "Last updated: September 1, 2013" near the top gives the date
    (as ``period_end``); a date in a title line gives it too; a year in a title part that stands
    beside the name or names the kind of document ("Ostrander Haulage - Fleet 2025", "FY2024
    Budget") gives the year: ``period_parts`` are those parts (the caller tells which).
    """
    stated = _STATED_DATE_RE.search(first_page[: RELEASE_HEAD_CHARS * 2])
    found = _date_from_match(stated) if stated else None
    if found is None:
        found = next((d for title in titles if (d := find_date(title)) is not None), None)
    if found is not None:
        return ReportPeriod(None, None, found.isoformat())
    for part in period_parts:
        year = re.search(rf"(?<![\d$.,])(?:FY\s?)?(?P<year>{_YEAR})(?![\d%])", part)
        if year:
            return ReportPeriod(int(year.group("year")), None, "")
    return None
