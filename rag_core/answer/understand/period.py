"""Is a text (a sentence, or a table column's headers and title) about the asked period?

The asked year, fiscal year, quarter, half year or date, mapped through the document's own fiscal
calendar (``rag_core.text.fiscal``): Best Buy's Q2 of fiscal 2024 ended July 29, 2023; NVIDIA's
"quarter ended July 30, 2023" is its "second quarter of fiscal 2024"; Microsoft's Q1 of fiscal
2024 ended September 30, 2023; Ulta names fiscal years by the year they start in. A question in
one form matches a text in the other, within a few days for 52-53-week years, and a neighbouring
period never passes as the asked one. A document's own period counts only when the text names
none, and then not as explicit.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime
from functools import lru_cache

from rag_core.answer.understand.frame import QuestionFrame
from rag_core.text.fiscal import TOLERANCE_DAYS, FiscalCalendar, calendar_from_period
from rag_core.text.lexicon import years
from rag_core.text.periods import FULL_DATE, MONTH_NAME
from rag_core.ingest.profile import DocumentProfile

_MONTHS_WORDS = (
    (
        3,
        re.compile(
            r"\b(?:three[\s-]months?|3[\s-]months?|quarter(?:ly)?|q[1-4]|[1-4]q|thirteen[\s-]weeks?|13[\s-]weeks?)\b",
            re.I,
        ),
    ),
    (
        6,
        re.compile(
            r"\b(?:six[\s-]months?|6[\s-]months?|first[\s-]half|half[\s-]year|h1|twenty[\s-]six[\s-]weeks?|26[\s-]weeks?)\b",
            re.I,
        ),
    ),
    (9, re.compile(r"\b(?:nine[\s-]months?|9[\s-]months?|thirty[\s-]nine[\s-]weeks?|39[\s-]weeks?)\b", re.I)),
    (
        12,
        re.compile(
            r"\b(?:twelve[\s-]months?|12[\s-]months?|fiscal\s+years?|full[\s-]year|years?\s+ended|annual(?:ly)?|fifty[\s-]t\w+[\s-]weeks?|5[23][\s-]weeks?"
            # "in the current year" (an earnings release's full-year section), not "the current year
            # quarter" or "the first quarter of the current year"
            r"|(?<!of\sthe\s)(?<!of\s)current\s+(?:fiscal\s+)?year(?![\s-]+(?:quarter|period|to[\s-]date)))\b",
            re.I,
        ),
    ),
)
QUARTER_WORDS = {
    1: re.compile(r"\b(?:first[\s-]+quarter|q1|1q)\b", re.I),
    2: re.compile(r"\b(?:second[\s-]+quarter|q2|2q)\b", re.I),
    3: re.compile(r"\b(?:third[\s-]+quarter|q3|3q)\b", re.I),
    4: re.compile(r"\b(?:fourth[\s-]+quarter|q4|4q)\b", re.I),
}
LAST_QUARTER = {6: 2, 9: 3, 12: 4}
_YEAR_END_QUARTER = re.compile(r"\b(?:at|as of)\s+the\s+end\s+of\s+the\s+fourth[\s-]+quarter\b", re.I)
_FISCAL_IN_TEXT = re.compile(r"\b(?:fiscal\s+(?:year\s+)?|fy\s?)((?:19|20)\d\d)\b", re.IGNORECASE)
_MONTH_NAME = re.compile(rf"\b{MONTH_NAME}\b", re.IGNORECASE)
_DATE = re.compile(rf"\b{FULL_DATE}", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class PeriodCheck:
    """Whether a text can be about the asked period, and whether it says so itself."""

    ok: bool
    explicit: bool


@dataclass(frozen=True, slots=True)
class _Asked:
    """The asked period in the document's calendar."""

    quarter: int | None = None  # fiscal quarter asked, or the one an asked date ends
    names: frozenset[int] = frozenset()  # the fiscal year an asked date ends, as the document names it
    quarters: frozenset[tuple[int, int]] = frozenset()  # (fiscal year, quarter) the asked periods end with


@lru_cache(maxsize=4096)  # a question reads a few documents' calendars for hundreds of candidates
def calendar_of(profile: DocumentProfile | None) -> FiscalCalendar | None:
    """The document's fiscal calendar: as its profile states it, else as its own period implies
    (a 10-K's period end ends the year; a 10-Q's ends its quarter); None when neither is known."""
    if profile is None:
        return None
    if profile.fiscal_year_end:
        stated = FiscalCalendar.parse(profile.fiscal_year_end, profile.fiscal_52_53, profile.fiscal_naming)
        if stated is not None:
            return stated
    if not profile.fiscal_year or not profile.period_end[:4].isdigit() or profile.doc_type == "8-K":
        return None  # an 8-K's date is the day it reports, not the end of a period
    try:
        end = date.fromisoformat(profile.period_end)
    except ValueError:
        return None
    return calendar_from_period(end, profile.quarter, profile.fiscal_naming)


def _asked(frame: QuestionFrame, calendar: FiscalCalendar | None) -> _Asked:
    """Which fiscal quarter(s) the question asks about, in the document's calendar."""
    period = frame.period
    months = period.months or (3 if period.quarter else None)
    if calendar is None:
        return _Asked(period.quarter)
    if period.as_of:
        found = calendar.quarter_of(date.fromisoformat(period.as_of))
        if found is None or months not in (3, 6, 9, 12):
            return _Asked(period.quarter)
        fiscal_year, quarter = found
        if months != 3 and quarter != LAST_QUARTER.get(months, 4):
            return _Asked(period.quarter)  # "six months ended" a date that ends no half year
        return _Asked(
            quarter if months == 3 else period.quarter,
            frozenset({calendar.named_year(fiscal_year)}),
            frozenset({(fiscal_year, quarter)}),
        )
    if period.years and (period.fiscal or period.quarter):
        # "Q3 2023" without "fiscal" is the filer's own third quarter of 2023, as a filing names it.
        quarter = period.quarter or LAST_QUARTER.get(months or 12, 4)
        return _Asked(period.quarter, frozenset(), frozenset((calendar.sec_year(y), quarter) for y in period.years))
    return _Asked(period.quarter)


def _same_date(text: str, iso: str) -> bool:
    """A text that names a month names the asked one ("at July 29, 2023" is not "January 28,
    2023"), and a text that names full dates names one within a few days of it."""
    months = {m.lower()[:3] for m in _MONTH_NAME.findall(text)}
    if not months:
        return True
    asked_date = date.fromisoformat(iso)
    if asked_date.strftime("%b").lower() not in months:
        return False
    dates = [found for match in _DATE.finditer(text) if (found := _parse_date(match.group(0)))]
    return not dates or any(abs((found - asked_date).days) <= TOLERANCE_DAYS for found in dates)


def _names_asked_end(text: str, calendar: FiscalCalendar | None, asked: _Asked) -> bool:
    """The text names a date that ends the asked period (within a few days)."""
    if calendar is None or not asked.quarters:
        return False
    return any(
        calendar.quarter_of(found) in asked.quarters
        for match in _DATE.finditer(text)
        if (found := _parse_date(match.group(0)))
    )


def _dates_end_asked(text: str, calendar: FiscalCalendar, asked: _Asked) -> bool:
    """The period ends a text names are the asked ones: a column "Three Months Ended April 30,
    2023" is not NVIDIA's second quarter of fiscal 2024. Dates that end no fiscal quarter say
    nothing, nor do the dates of a text that names its fiscal year itself (the years were compared)."""
    if _FISCAL_IN_TEXT.search(text):
        return True
    ends = [
        found
        for match in _DATE.finditer(text)
        if (found := _parse_date(match.group(0))) and calendar.quarter_of(found) is not None
    ]
    return not ends or any(calendar.quarter_of(found) in asked.quarters for found in ends)


def _ends_a_year(text: str, calendar: FiscalCalendar) -> bool:
    """A twelve-month span a text names ends a fiscal year: Pfizer's "Twelve Months Ending September
    30, 2021" (an investee's figures) ends its third quarter, so it is not Pfizer's 2021. Dates that
    end no fiscal quarter say nothing."""
    ends = [
        quarter
        for match in _DATE.finditer(text)
        if (found := _parse_date(match.group(0))) and (quarter := calendar.quarter_of(found)) is not None
    ]
    return not ends or any(q == LAST_QUARTER[12] for _, q in ends)


def _quarter_of_dates_ok(text: str, quarter: int, profile: DocumentProfile | None) -> bool:
    """The dates a text names end the asked fiscal quarter (a March 31 column is not Q3)."""
    dates = [found for match in _DATE.finditer(text) if (found := _parse_date(match.group(0)))]
    if not dates:
        return True
    anchor_end, anchor_quarter = None, None
    if profile is not None and profile.quarter and profile.period_end:
        anchor_end, anchor_quarter = date.fromisoformat(profile.period_end), profile.quarter
    for found in dates:
        if anchor_end is not None and anchor_quarter is not None:
            steps = round(((found.year - anchor_end.year) * 12 + found.month - anchor_end.month) / 3)
            of_date = (anchor_quarter - 1 + steps) % 4 + 1
        else:
            of_date = (found.month - 1) // 3 + 1
        if of_date == quarter:
            return True
    return False


@lru_cache(maxsize=16_384)  # strptime is slow, and the same dates head many rows
def _parse_date(raw: str) -> date | None:
    try:
        return datetime.strptime(" ".join(raw.replace(",", " ").split())[:40], "%B %d %Y").date()
    except ValueError:
        return None


def months_in(text: str) -> set[int]:
    """Period lengths a text names (3 for "three months ended", 12 for "fiscal year"...)."""
    return set(_months_in(text))


@lru_cache(maxsize=65_536)  # every candidate's period is checked; the same sentences come back
def _months_in(text: str) -> frozenset[int]:
    return frozenset(months for months, pattern in _MONTHS_WORDS if pattern.search(text))


def _accepted_years(frame: QuestionFrame, calendar: FiscalCalendar | None, asked: _Asked, text: str) -> set[int]:
    """Calendar years a text may name for the asked period.

    "fiscal 2022" in the text is compared as the document names fiscal years (an asked date by
    the fiscal year it ends: July 30, 2023 is NVIDIA's fiscal 2024); a date or bare year as the
    calendar year the asked period ends in. Fiscal years that do not end in December move that
    year: Best Buy's Q2 of fiscal 2024 ended July 29, 2023; Ulta's fiscal 2022 ended January 28,
    2023 (it names fiscal years by the year they start in). A date in the first days of January
    that ends the asked 52-53-week year passes too, by ``_names_asked_end`` (Johnson & Johnson's
    fiscal 2022 ended January 1, 2023), but a bare "2023" does not.
    """
    period = frame.period
    accepted = set(period.years)
    if {int(y) for y in _FISCAL_IN_TEXT.findall(text)}:
        # The text names fiscal years itself: compare names with names.
        if period.as_of and asked.names:
            return set(asked.names)
        return accepted | ({int(period.as_of[:4])} if period.as_of else set())
    if period.as_of:
        accepted.add(int(period.as_of[:4]))
    if calendar is None or not (period.fiscal or period.quarter):
        return accepted
    ends = set()
    for year in period.years:
        # The quarter the asked period ends with: a half year ends with Q2, nine months with Q3.
        quarter = period.quarter or LAST_QUARTER.get(period.months or 12, 4)
        ends.add(calendar.quarter_end(calendar.sec_year(year), quarter).year)
    return ends if period.fiscal else ends | accepted


def _labelled_years(text: str) -> set[int]:
    """The years a text that names a fiscal year is about, outside the dates it speaks from: "As
    of June 30, 2023, we have $249 million in committed capital expenditures for the fiscal year
    2024" is about fiscal 2024, not fiscal 2023 (which June 30, 2023 ends); empty when the text
    names no fiscal year."""
    if not _FISCAL_IN_TEXT.search(text):
        return set()
    return {int(y) for y in years(_DATE.sub(" ", text))}


def check_period(frame: QuestionFrame, text: str, profile: DocumentProfile | None) -> PeriodCheck:
    """Can ``text`` (a sentence, or a row's headers and title) be about the asked period?"""
    period = frame.period
    named_years = {int(y) for y in years(text)}
    named_months = months_in(text)
    if _YEAR_END_QUARTER.search(text):
        named_months |= {12}  # "at the end of the fourth quarter of fiscal 2022" is the year's end too
    asked_months = period.months or (3 if period.quarter else None)
    calendar = calendar_of(profile)
    asked = _asked(frame, calendar)
    explicit = True
    if period.years or period.as_of:
        accepted = _accepted_years(frame, calendar, asked, text)
        # Fiscal years asked, compared with the fiscal years the text names (not its dates).
        labelled = _labelled_years(text) if period.fiscal or asked.names else set()
        if labelled and not labelled & accepted:
            return PeriodCheck(False, False)
        if named_years:
            if not named_years & accepted and not _names_asked_end(text, calendar, asked):
                return PeriodCheck(False, False)
            if period.as_of and not _same_date(text, period.as_of):
                return PeriodCheck(False, False)
        elif profile is not None and (
            profile.fiscal_year in accepted or profile.period_end[:4] in {str(y) for y in accepted}
        ):
            explicit = False
        else:
            return PeriodCheck(False, False)
    if asked_months == 3:
        if named_months and 3 not in named_months:
            return PeriodCheck(False, False)
        quarter = asked.quarter
        if quarter:
            other = [q for q, pattern in QUARTER_WORDS.items() if q != quarter and pattern.search(text)]
            if other and not QUARTER_WORDS[quarter].search(text):
                return PeriodCheck(False, False)
            if calendar is None and not _quarter_of_dates_ok(text, quarter, profile):
                return PeriodCheck(False, False)
        if calendar is not None and asked.quarters and not _dates_end_asked(text, calendar, asked):
            return PeriodCheck(False, False)
        if not named_months and not (quarter and QUARTER_WORDS[quarter].search(text)):
            if profile is None or not profile.quarter or (quarter and profile.quarter != quarter):
                return PeriodCheck(False, False)
            explicit = False
    elif asked_months in (6, 9):
        if asked_months not in named_months:
            return PeriodCheck(False, False)
        if calendar is not None and asked.quarters and not _dates_end_asked(text, calendar, asked):
            return PeriodCheck(False, False)
    elif period.as_of and not period.months:
        pass  # a point in time ("at July 29, 2023"): a balance, whatever period the document covers
    elif frame.has_period:
        if calendar is not None and asked.quarters and not _dates_end_asked(text, calendar, asked):
            return PeriodCheck(False, False)
        if calendar is not None and not period.as_of and 12 in named_months and not _ends_a_year(text, calendar):
            return PeriodCheck(False, False)
        # An annual question: a quarter's or half-year's figure does not answer it.
        if named_months and 12 not in named_months and named_months & {3, 6, 9}:
            return PeriodCheck(False, False)
        if not named_months and profile is not None and profile.quarter and profile.quarter != LAST_QUARTER[12]:
            # A first-, second- or third-quarter report's unlabelled figure is not the year's;
            # a fourth-quarter report (an earnings release) gives the full year too.
            return PeriodCheck(False, False)
    elif named_months & {3, 6, 9} and 12 not in named_months and (profile is None or not profile.quarter):
        # No period asked, but the text gives a partial period of an annual document.
        return PeriodCheck(False, False)
    return PeriodCheck(True, explicit and frame.has_period)
