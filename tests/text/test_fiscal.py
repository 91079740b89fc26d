"""Fiscal calendars read from filings, and the dates their fiscal quarters end."""

from __future__ import annotations

from datetime import date

import pytest

from rag_core.text.fiscal import FiscalCalendar, read_calendar


@pytest.mark.parametrize(
    ("text", "month_day", "weeks"),
    [
        ("Our fiscal year ends on the last Sunday of January.", "01-28", True),
        ("Our fiscal year is the 52- or 53-week period ending on the Saturday nearest January 31.", "01-31", True),
        ("The fiscal year ending June 30 is our reporting period.", "06-30", False),
        ("For the fiscal year ended January 28, 2023", "01-28", True),
        ("For the fiscal year ended December 31, 2022", "12-31", False),
        ("For the fiscal year ended January 1, 2023", "12-31", True),  # a 52-53-week year ending with December
    ],
)
def test_the_fiscal_year_end_is_read_as_the_filing_states_it(text: str, month_day: str, weeks: bool) -> None:
    calendar = read_calendar(text, "10-K", "", None)
    assert calendar is not None
    assert (calendar.month_day, calendar.weeks) == (month_day, weeks)


def test_a_quarterly_report_implies_its_year_end_from_the_quarter_it_closes() -> None:
    text = "For the quarterly period ended July 29, 2023\nStatements of Earnings for the three and six months ended July 29, 2023"
    calendar = read_calendar(text, "10-Q", "2023-07-29", 2)
    assert calendar is not None and calendar.end_month == 1 and calendar.weeks


def test_no_calendar_without_a_year_end_or_a_known_quarter() -> None:
    assert read_calendar("Quarterly notes on staffing.", "", "", None) is None
    assert read_calendar("For the quarterly period ended July 29, 2023", "10-Q", "2023-07-29", 2) is None


def test_a_52_53_week_calendar_maps_quarters_and_dates_both_ways() -> None:
    nvidia = FiscalCalendar(1, 28, weeks=True)  # the last Sunday of January
    assert nvidia.quarter_of(date(2023, 7, 30)) == (2024, 2)
    assert nvidia.quarter_of(date(2023, 4, 30)) == (2024, 1)
    assert nvidia.quarter_of(date(2023, 1, 29)) == (2023, 4)
    assert abs((nvidia.quarter_end(2024, 2) - date(2023, 7, 30)).days) <= 3
    assert nvidia.quarter_of(date(2023, 6, 15)) is None  # ends no quarter


def test_a_june_year_end_maps_q1_to_september() -> None:
    microsoft = FiscalCalendar(6, 30)
    assert microsoft.quarter_end(2024, 1) == date(2023, 9, 30)
    assert microsoft.quarter_end(2024, 2) == date(2023, 12, 31)
    assert microsoft.quarter_of(date(2023, 9, 30)) == (2024, 1)


def test_a_year_named_by_its_start_converts_names() -> None:
    ulta = FiscalCalendar(1, 28, weeks=True, naming=1)
    assert ulta.sec_year(2022) == 2023 and ulta.named_year(2023) == 2022
    assert FiscalCalendar.parse("01-28", True, 1) == ulta
    assert FiscalCalendar.parse("13-40") is None
