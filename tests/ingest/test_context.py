"""The search context a chunk is embedded with: whose document, which period, under which heading
(rag_core.ingest.context)."""

from __future__ import annotations

from rag_core.ingest.context import describe_period, page_heading, search_context
from rag_core.ingest.profile import DocumentProfile

BOEING = DocumentProfile(entity="The Boeing Company", doc_type="10-K", fiscal_year=2022, source="cover")


def test_a_filings_page_of_numbers_is_embedded_with_whose_and_which_period() -> None:
    heading = page_heading("Consolidated Statements of Operations\n(Dollars in millions)\nRevenues 66,608 62,286")
    assert heading == "Consolidated Statements of Operations"
    assert search_context(BOEING, heading) == (
        "The Boeing Company 10-K fiscal 2022. Consolidated Statements of Operations\n"
    )


def test_a_quarter_is_named_with_its_fiscal_year() -> None:
    assert describe_period(DocumentProfile(fiscal_year=2024, quarter=2)) == "Q2 2024"
    assert describe_period(DocumentProfile()) == ""


def test_a_handbooks_organisation_from_its_title_is_left_out() -> None:
    handbook = DocumentProfile(entity="Northwind Logistics", doc_type="handbook", source="title")
    assert search_context(handbook, "") == ""
    assert search_context(handbook, "Safety rules") == "Safety rules\n"


def test_a_filer_named_only_by_a_financebench_file_name_counts() -> None:
    named = DocumentProfile(entity="BESTBUY", doc_type="10-K", fiscal_year=2023, source="file_name")
    assert search_context(named, "").startswith("BESTBUY 10-K fiscal 2023")
    assert search_context(DocumentProfile(entity="notes", source="file_name"), "") == ""


def test_numbers_sentences_and_contents_lines_are_no_heading() -> None:
    assert page_heading("Table of Contents\n12\nThe company grew in every region.\nRisk Factors") == "Risk Factors"
    assert page_heading("1,250 1,100 980\n") == ""


def test_the_context_is_capped() -> None:
    long = DocumentProfile(entity="A" * 300, doc_type="10-K", source="cover")
    assert len(search_context(long, "Heading")) == 161  # 160 characters and the newline
