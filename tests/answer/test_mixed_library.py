"""A library as analysts fill it: two companies' filings beside documents of no company (a travel
policy, a budget sheet). A figure in a sheet that names no company is not a conflict with the
named company's filing, and a question whose words only such a document holds is answered from
it instead of asking "which company?"."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.library import Library
from rag_core.settings import Settings
from tests.answer.test_filings import CONTOSO_2023, NORTHWIND_2023
from tests.helpers.pdfs import make_pdf

TRAVEL_POLICY = [
    "Travel Policy\nEmployees may book business class for flights longer than six hours.\n"
    "The daily meal allowance for trips in Asia is EUR 60.",
]
BUDGET_CSV = "Line,2022,2023\nTotal revenues,1200,1350\nCost of sales,900,980\n"


@pytest.fixture(scope="module")
def mixed(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    library = Library(Settings(data_dir=tmp_path_factory.mktemp("mixed") / "data", seed_samples=False), embedder)
    for name, data in [
        ("NORTHWIND_2023_10K.pdf", make_pdf(NORTHWIND_2023)),
        ("contoso-annual.pdf", make_pdf(CONTOSO_2023)),
        ("travel_policy.pdf", make_pdf(TRAVEL_POLICY)),
        ("budget.csv", BUDGET_CSV.encode()),
    ]:
        result = library.ingest_bytes(name, data, provenance="primary")
        assert result.ok, result.message
    yield Engine(library)


def test_a_sheet_naming_no_company_does_not_conflict_with_the_named_companys_figure(mixed: Engine) -> None:
    response = mixed.ask("What were Northwind's total revenues in 2023?")
    assert response.mode.value == "direct_answer", response.mode
    assert "1,250" in (response.answer or "")
    assert not response.evidence.conflicts
    assert {c.source for c in response.citations} == {"NORTHWIND_2023_10K.pdf"}


def test_a_figure_asked_of_no_company_asks_which_filer_is_meant(mixed: Engine) -> None:
    first = mixed.ask("What were total revenues in 2023?", session_id="mixed-which")
    assert first.mode.value == "hard_refusal" and first.refusal_reason.value == "vague"  # type: ignore[union-attr]
    options = first.clarify.questions[0].options  # type: ignore[union-attr]
    assert set(options) == {"Contoso Pharma Corporation", "Northwind Logistics, Inc."}, options


def test_words_held_only_by_a_document_of_no_company_are_answered_without_asking(mixed: Engine) -> None:
    response = mixed.ask("What is the daily meal allowance for trips in Asia?")
    assert response.mode.value == "direct_answer", (response.mode, response.refusal_reason)
    assert "EUR 60" in (response.answer or "")
    assert [c.source for c in response.citations] == ["travel_policy.pdf"]


def test_words_in_a_companys_filing_still_ask_which_company(mixed: Engine) -> None:
    # Contoso says "employed ... people", Northwind "employees": matching words alone would pick Northwind.
    response = mixed.ask("How many employees were there at the end of 2023?", session_id="mixed-employees")
    assert response.mode.value == "hard_refusal" and response.refusal_reason.value == "vague"  # type: ignore[union-attr]
