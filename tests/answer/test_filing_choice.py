"""Several filings of one company: the kind of document a question names, and which filing a later one
supersedes (rag_core.answer.understand.filings)."""

from __future__ import annotations

from rag_core.answer.understand.filings import asked_doc_type, later_filings
from rag_core.ingest.profile import DocumentProfile


def test_the_kind_of_filing_a_question_names_is_read() -> None:
    assert asked_doc_type("What was revenue in this 10K report?") == {"10-k", "annual report"}
    assert asked_doc_type("According to the quarterly report, what was the backlog?") == {"10-q"}
    assert asked_doc_type("What did the 8-K announce?") == {"8-k"}
    assert asked_doc_type("What did the earnings release say about margins?") == {"earnings release"}
    assert asked_doc_type("What was revenue in 2023?") == frozenset()


PROFILES = {
    "nw21": DocumentProfile(entity="Northwind Logistics, Inc.", doc_type="10-K", fiscal_year=2021),
    "nw23": DocumentProfile(entity="NORTHWIND LOGISTICS INC", doc_type="10-K", fiscal_year=2023),
    "nwq1": DocumentProfile(entity="Northwind Logistics", doc_type="10-Q", period_end="2024-03-31", quarter=1),
    "contoso": DocumentProfile(entity="Contoso Pharma Corporation", doc_type="10-K", fiscal_year=2022),
    "handbook": DocumentProfile(entity="Northwind Logistics"),  # states no period
}


def test_a_later_filing_of_the_same_company_supersedes_an_earlier_one() -> None:
    later = later_filings(set(PROFILES), PROFILES)
    assert later["nw21"] == {"nw23", "nwq1"}
    assert later["nw23"] == {"nwq1"}
    assert "nwq1" not in later  # the latest filing
    assert "contoso" not in later  # another company's later filing never counts
    assert "handbook" not in later and all("handbook" not in docs for docs in later.values())


def test_when_the_question_names_a_10k_only_10ks_supersede_each_other() -> None:
    later = later_filings(set(PROFILES), PROFILES, asked_doc_type("in the annual report"))
    assert later == {"nw21": frozenset({"nw23"})}


def test_documents_without_a_profile_are_left_alone() -> None:
    assert later_filings({"nw23", "unknown"}, PROFILES) == {}
