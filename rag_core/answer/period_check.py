"""Is a text (a sentence, or a table column's headers and title) about the asked period?

The asked year, fiscal year, quarter, half year or date, mapped through the document's own fiscal
calendar (Best Buy's Q2 of fiscal 2024 ended July 29, 2023; Ulta names fiscal years by the year
they start in). A document's own period counts only when the text names none, and then not as
explicit.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime

from rag_core.answer.frame import QuestionFrame
from rag_core.text.lexicon import years
from rag_core.ingest.profile import DocumentProfile

_MONTHS_WORDS = (
    (3, re.compile(r"\b(?:three[\s-]months?|3[\s-]months?|quarter(?:ly)?|q[1-4]|[1-4]q|thirteen[\s-]weeks?|13[\s-]weeks?)\b", re.I)),
    (6, re.compile(r"\b(?:six[\s-]months?|6[\s-]months?|first[\s-]half|half[\s-]year|h1|twenty[\s-]six[\s-]weeks?|26[\s-]weeks?)\b", re.I)),
    (9, re.compile(r"\b(?:nine[\s-]months?|9[\s-]months?|thirty[\s-]nine[\s-]weeks?|39[\s-]weeks?)\b", re.I)),
    (12, re.compile(r"\b(?:twelve[\s-]months?|12[\s-]months?|fiscal\s+years?|full[\s-]year|years?\s+ended|annual(?:ly)?|fifty[\s-]t\w+[\s-]weeks?|5[23][\s-]weeks?)\b", re.I)),
)
_QUARTER_WORDS = {
    1: re.compile(r"\b(?:first\s+quarter|q1|1q)\b", re.I),
    2: re.compile(r"\b(?:second\s+quarter|q2|2q)\b", re.I),
    3: re.compile(r"\b(?:third\s+quarter|q3|3q)\b", re.I),
    4: re.compile(r"\b(?:fourth\s+quarter|q4|4q)\b", re.I),
}
LAST_QUARTER = {6: 2, 9: 3, 12: 4}
_FISCAL_IN_TEXT = re.compile(r"\b(?:fiscal\s+(?:year\s+)?|fy\s?)((?:19|20)\d\d)\b", re.IGNORECASE)
_MONTH_NAME = re.compile(
    r"\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\b", re.IGNORECASE
)
_DATE = re.compile(
    r"\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\s+\d{1,2},?\s+(?:19|20)\d\d",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True)
class PeriodCheck:
    """Whether a text can be about the asked period, and whether it says so itself."""

    ok: bool
    explicit: bool


def _same_date(text: str, iso: str) -> bool:
    """A text that names a month names the asked one ("at July 29, 2023" is not "January 28, 2023")."""
    months = {m.lower()[:3] for m in _MONTH_NAME.findall(text)}
    if not months:
        return True
    asked = date.fromisoformat(iso).strftime("%b").lower()
    return asked in months


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


def _parse_date(raw: str) -> date | None:
    try:
        return datetime.strptime(" ".join(raw.replace(",", " ").split())[:40], "%B %d %Y").date()
    except ValueError:
        return None


def months_in(text: str) -> set[int]:
    """Period lengths a text names (3 for "three months ended", 12 for "fiscal year"...)."""
    return {months for months, pattern in _MONTHS_WORDS if pattern.search(text)}


def _accepted_years(frame: QuestionFrame, profile: DocumentProfile | None, text: str) -> set[int]:
    """Calendar years a text may name for the asked period.

    "fiscal 2022" in the text is compared as the document names fiscal years; a date or bare year
    as the calendar year the asked period ends in. Fiscal years that do not end in December move
    that year: Best Buy's Q2 of fiscal 2024 ended July 29, 2023; Ulta's fiscal 2022 ended
    January 28, 2023 (it names fiscal years by the year they start in).
    """
    period = frame.period
    asked = set(period.years)
    if {int(y) for y in _FISCAL_IN_TEXT.findall(text)}:
        return asked  # the text names fiscal years itself: compare names with names
    if profile is None or not profile.fiscal_year or not profile.period_end[:4].isdigit():
        return asked
    if not (period.fiscal or period.quarter):
        return asked
    anchor = date.fromisoformat(profile.period_end)
    anchor_quarter = profile.quarter or 4
    ends = set()
    for year in period.years:
        fiscal = year + profile.fiscal_naming  # the profile counts fiscal years by the year they end in
        # The quarter the asked period ends with: a half year ends with Q2, nine months with Q3.
        quarter = period.quarter or LAST_QUARTER.get(period.months or 12, 4)
        shift = ((fiscal - profile.fiscal_year) * 4 + (quarter - anchor_quarter)) * 3
        month = anchor.month - 1 + shift
        ends.add(anchor.year + month // 12)
    return ends if period.fiscal else ends | asked


def check_period(frame: QuestionFrame, text: str, profile: DocumentProfile | None) -> PeriodCheck:
    """Can ``text`` (a sentence, or a row's headers and title) be about the asked period?"""
    period = frame.period
    named_years = {int(y) for y in years(text)}
    named_months = months_in(text)
    asked_months = period.months or (3 if period.quarter else None)
    explicit = True
    if period.years or period.as_of:
        accepted = _accepted_years(frame, profile, text)
        if period.as_of:
            accepted.add(int(period.as_of[:4]))
        if named_years:
            if not named_years & accepted:
                return PeriodCheck(False, False)
            if period.as_of and not _same_date(text, period.as_of):
                return PeriodCheck(False, False)
        elif profile is not None and (profile.fiscal_year in accepted or profile.period_end[:4] in {str(y) for y in accepted}):
            explicit = False
        else:
            return PeriodCheck(False, False)
    if asked_months == 3:
        if named_months and 3 not in named_months:
            return PeriodCheck(False, False)
        if period.quarter:
            other = [q for q, pattern in _QUARTER_WORDS.items() if q != period.quarter and pattern.search(text)]
            if other and not _QUARTER_WORDS[period.quarter].search(text):
                return PeriodCheck(False, False)
            if not _quarter_of_dates_ok(text, period.quarter, profile):
                return PeriodCheck(False, False)
        if not named_months and not (period.quarter and _QUARTER_WORDS[period.quarter].search(text)):
            if profile is None or not profile.quarter or (period.quarter and profile.quarter != period.quarter):
                return PeriodCheck(False, False)
            explicit = False
    elif asked_months in (6, 9):
        if asked_months not in named_months:
            return PeriodCheck(False, False)
    elif period.as_of and not period.months:
        pass  # a point in time ("at July 29, 2023"): a balance, whatever period the document covers
    elif frame.has_period:
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
