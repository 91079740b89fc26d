"""Fiscal quarters and period-end dates match both ways through the filer's own calendar, and a
neighbouring period never passes as the asked one. The filings are generated PDFs, profiled by the
real pipeline."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.understand.frame import frame_question
from rag_core.answer.understand.period import check_period
from rag_core.ingest.profile import DocumentProfile
from rag_core.library import Library
from rag_core.settings import Settings
from rag_core.text.measures import load_lexicon
from tests.helpers.pdfs import make_pdf

LEXICON = load_lexicon()
RETAILER_10Q = [
    "UNITED STATES\nSECURITIES AND EXCHANGE COMMISSION\nWashington, D.C. 20549\nFORM 10-Q\n"
    "QUARTERLY REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934\n"
    "For the quarterly period ended July 29, 2023\nCommission File Number 1-9999\nKESTREL STORES, INC.\n"
    "(Exact name of registrant as specified in its charter)\nDelaware 41-0000000",
    "TABLE OF CONTENTS\nCondensed Consolidated Statements of Earnings for the three and six months ended July 29, 2023\n"
    "Read with our Annual Report on Form 10-K for the fiscal year ended January 28, 2023.",
]
SOFTWARE_10K = [
    "UNITED STATES\nSECURITIES AND EXCHANGE COMMISSION\nWashington, D.C. 20549\nFORM 10-K\n"
    "ANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934\n"
    "For the Fiscal Year Ended June 30, 2023\nCommission File Number 001-99999\nCONTOSO SOFTWARE CORPORATION\n"
    "(Exact name of registrant as specified in its charter)\nWashington 91-0000000",
]


@pytest.fixture(scope="module")
def profiles(tmp_path_factory: pytest.TempPathFactory, hash_embedder) -> Iterator[dict[str, DocumentProfile]]:  # type: ignore[no-untyped-def]
    library = Library(Settings(data_dir=tmp_path_factory.mktemp("fiscal") / "data", seed_samples=False), hash_embedder)
    for name, pages in [("kestrel_q2.pdf", RETAILER_10Q), ("contoso_10k.pdf", SOFTWARE_10K)]:
        assert library.ingest_bytes(name, make_pdf(pages)).ok
    by_id = library.profiles()
    yield {d.name: by_id[d.doc_id] for d in library.ready_documents()}


def passes(question: str, text: str, profile: DocumentProfile) -> bool:
    return check_period(frame_question(question, {}, LEXICON), text, profile).ok


def test_a_52_53_week_filer_s_calendar_is_read_from_its_quarterly_report(profiles: dict[str, DocumentProfile]) -> None:
    profile = profiles["kestrel_q2.pdf"]
    assert (profile.doc_type, profile.fiscal_year, profile.quarter, profile.period_end) == (
        "10-Q",
        2024,
        2,
        "2023-07-29",
    )
    assert (profile.fiscal_year_end, profile.fiscal_52_53) == ("01-28", True)


def test_a_date_asked_matches_the_fiscal_quarter_the_text_names(profiles: dict[str, DocumentProfile]) -> None:
    profile = profiles["kestrel_q2.pdf"]
    question = "What were net sales for the quarter ended July 29, 2023?"
    assert passes(question, "Net sales in the second quarter of fiscal 2024 were $9.6 billion.", profile)
    assert not passes(question, "Net sales in the first quarter of fiscal 2024 were $9.5 billion.", profile)
    assert not passes(question, "Net sales in the second quarter of fiscal 2023 were $10.3 billion.", profile)


def test_a_fiscal_quarter_asked_matches_the_column_that_ends_it(profiles: dict[str, DocumentProfile]) -> None:
    profile = profiles["kestrel_q2.pdf"]
    question = "What were net sales in the second quarter of fiscal 2024?"
    assert passes(question, "Three Months Ended July 29, 2023", profile)
    assert passes(question, "Three Months Ended July 30, 2023", profile)  # within days: a 52-53-week year
    assert not passes(question, "Three Months Ended April 29, 2023", profile)
    assert not passes(question, "Three Months Ended July 30, 2022", profile)
    assert not passes(question, "Six Months Ended July 29, 2023", profile)


def test_the_fiscal_year_names_the_year_it_ends_in(profiles: dict[str, DocumentProfile]) -> None:
    profile = profiles["kestrel_q2.pdf"]
    question = "What were net sales for the fiscal year ended January 28, 2023?"
    assert passes(question, "Net sales for fiscal year 2023 were $46.3 billion.", profile)
    assert not passes(question, "Net sales for fiscal year 2022 were $51.8 billion.", profile)


def test_a_june_year_end_puts_q1_in_september(profiles: dict[str, DocumentProfile]) -> None:
    profile = profiles["contoso_10k.pdf"]
    assert (profile.fiscal_year_end, profile.fiscal_52_53) == ("06-30", False)
    question = "What was revenue in Q1 fiscal 2024?"
    assert passes(question, "Three Months Ended September 30, 2023", profile)
    assert not passes(question, "Three Months Ended December 31, 2023", profile)
    assert not passes(question, "Three Months Ended September 30, 2022", profile)
    asked_by_date = "What was revenue for the quarter ended September 30, 2023?"
    assert passes(asked_by_date, "Revenue in the first quarter of fiscal 2024 was $56.5 billion.", profile)
    assert not passes(asked_by_date, "Revenue in the second quarter of fiscal 2024 was $62.0 billion.", profile)


def test_a_text_naming_a_fiscal_year_is_about_it_not_about_the_date_it_speaks_from(
    profiles: dict[str, DocumentProfile],
) -> None:
    # Amcor's 10-K: "capital expenditures fiscal 2023" was answered by the commitments made at the
    # end of fiscal 2023 for fiscal 2024.
    profile = profiles["contoso_10k.pdf"]
    question = "Contoso capital expenditures fiscal 2023"
    committed = "As of June 30, 2023, we have $249 million in committed capital expenditures for the fiscal year 2024."
    assert not passes(question, committed, profile)
    assert passes(
        question, "Capital expenditures were $526 million in fiscal 2023, against $531 million in fiscal 2022.", profile
    )
    assert passes(question, "As of June 30, 2023, capital expenditures for the fiscal year were $526 million.", profile)
    assert passes("Contoso capital expenditures fiscal 2024", committed, profile)


def test_twelve_months_that_end_no_fiscal_year_are_not_the_asked_year(profiles: dict[str, DocumentProfile]) -> None:
    # Pfizer's 10-K gives an investee's "Twelve Months Ending September 30, 2021": "What was Pfizer's
    # net income in 2021?" was answered with it, though Pfizer's year ends in December
    profile = profiles["contoso_10k.pdf"]  # its fiscal year ends June 30
    question = "What was revenue in 2023?"
    assert passes(question, "Twelve Months Ended June 30, 2023", profile)
    assert passes(question, "Year Ended June 30, 2023", profile)
    assert not passes(question, "Twelve Months Ended September 30, 2023", profile)
    assert not passes(question, "Twelve Months Ended March 31, 2023", profile)
    # a date that ends no fiscal quarter says nothing, and a twelve-month date asked is that date
    assert passes(question, "Twelve Months Ended August 15, 2023", profile)
    assert passes(
        "What was revenue for the twelve months ended September 30, 2023?",
        "Twelve Months Ended September 30, 2023",
        profile,
    )
