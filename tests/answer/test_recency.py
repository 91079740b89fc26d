""" "The latest 10-Q", "the most recent quarter": the newest of an organisation's filings, of the
kind the question names; the recency words are not required in the answer."""

from __future__ import annotations

import pytest

from rag_core.answer.understand.recency import latest_documents, latest_period, recency_words
from rag_core.ingest.profile import DocumentProfile, derive_profile


def cover(form: str, ended: str, name: str = "KESTREL STORES, INC.") -> str:
    period = "quarterly period" if form == "10-Q" else "fiscal year"
    return (
        f"UNITED STATES\nSECURITIES AND EXCHANGE COMMISSION\nFORM {form}\nFor the {period} ended {ended}\n"
        f"Commission File Number 1-9999\n{name}\n(Exact name of registrant as specified in its charter)\n"
    )


@pytest.fixture
def filings() -> dict[str, DocumentProfile]:
    """Three filings of one company and one of another, profiled from their covers."""
    return {
        "k2023": derive_profile("k.pdf", [cover("10-K", "January 28, 2023")], {}),
        "q1": derive_profile("q1.pdf", [cover("10-Q", "April 29, 2023")], {}),
        "q2": derive_profile("q2.pdf", [cover("10-Q", "July 29, 2023")], {}),
        "other": derive_profile("o.pdf", [cover("10-K", "December 31, 2022", "NORTHWIND LOGISTICS, INC.")], {}),
        "handbook": DocumentProfile(),
    }


def test_the_latest_10q_is_the_newest_quarterly_report(filings: dict[str, DocumentProfile]) -> None:
    mine = {"k2023", "q1", "q2", "handbook"}
    assert latest_documents("What was revenue in the latest 10-Q?", filings, mine) == {"q2"}


def test_the_latest_annual_report_skips_newer_quarterly_reports(filings: dict[str, DocumentProfile]) -> None:
    mine = {"k2023", "q1", "q2"}
    assert latest_documents("What does the most recent 10-K say about stores?", filings, mine) == {"k2023"}


def test_the_most_recent_quarter_is_each_organisation_s_newest(filings: dict[str, DocumentProfile]) -> None:
    assert latest_documents("What was revenue in the most recent quarter?", filings, set(filings)) == {"q2", "other"}


def test_a_question_without_recency_is_not_resolved(filings: dict[str, DocumentProfile]) -> None:
    assert latest_documents("What was revenue in fiscal 2023?", filings, set(filings)) is None
    assert latest_documents("What is the current ratio?", filings, set(filings)) is None


def test_documents_without_a_period_leave_nothing_to_resolve(filings: dict[str, DocumentProfile]) -> None:
    assert latest_documents("What is the latest travel allowance?", filings, {"handbook"}) is None


def test_recency_words_are_the_phrase_s_words() -> None:
    assert {"latest", "10-q"} <= recency_words("What was revenue in the latest 10-Q?")
    assert {"most", "recent", "quarter"} <= recency_words("Revenue in the most recent quarter?")
    assert recency_words("What was revenue in 2023?") == frozenset()


def test_the_latest_period_is_the_one_the_newest_filing_reports_not_its_comparatives(
    filings: dict[str, DocumentProfile],
) -> None:
    # "the most recent quarter" of a 10-Q whose tables also show the prior year's quarter.
    period = latest_period("What was net income in the most recent quarter?", [filings["q2"]])
    assert period is not None
    assert (period.as_of, period.years, period.months) == ("2023-07-29", (2023,), 3)
    headcount = latest_period("Headcount as of its latest 10-Q", [filings["q2"]])
    assert headcount is not None and (headcount.as_of, headcount.months) == ("2023-07-29", None)
    # Newest documents that report different periods name no single period.
    assert latest_period("Revenue in the most recent quarter?", [filings["q2"], filings["other"]]) is None
