"""A question about a Word, HTML, Excel or CSV upload is answered with a verbatim quote and its
locator on the right page; a spreadsheet cell is answered with its row label, column header and
value. One library with the real model for the module."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from rag_core.answer.engine import Engine
from rag_core.embedding import Embedder
from rag_core.evals.common import verbatim_violations
from rag_core.library import Library
from rag_core.settings import Settings
from rag_core.text.sentences import parse_locator
from tests.helpers.office import CONTOSO, NORTHWIND, REVIEW, TRAVEL


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory, embedder: Embedder) -> Iterator[Engine]:
    """The four documents indexed with the real model."""
    data_dir: Path = tmp_path_factory.mktemp("types") / "data"
    library = Library(Settings(data_dir=data_dir, seed_samples=False), embedder)
    for name, data in {
        "review.docx": REVIEW,
        "travel.html": TRAVEL,
        "northwind.xlsx": NORTHWIND,
        "contoso.csv": CONTOSO,
    }.items():
        result = library.ingest_bytes(name, data, provenance="primary")
        assert result.ok, result.message
    yield Engine(library)


def _quote_at_locator(engine: Engine, source: str, quote: str, page: int, locator: str) -> None:
    doc = next(d for d in engine.library.ready_documents() if d.name == source)
    parsed = parse_locator(locator)
    assert parsed is not None and parsed[0] == page
    stored = engine.library.page(doc.doc_id, page)
    assert stored is not None and " ".join(stored.text[parsed[1] : parsed[2]].split()) == quote


def test_docx_question_is_answered_with_its_sentence_and_section(engine: Engine) -> None:
    response = engine.ask("How many parcels does the Dayton warehouse handle a day?")
    assert response.mode.value == "direct_answer"
    fact = response.evidence.facts[0]
    assert (fact.source, fact.page, fact.quote) == (
        "review.docx",
        2,
        "The Dayton warehouse handles 4,000 parcels a day.",
    )
    _quote_at_locator(engine, "review.docx", fact.quote, 2, fact.locator)
    assert response.citations[0].page_label == "section 2 · Dayton"  # the heading the section starts with
    assert response.citations[0].location() == "section 2 · Dayton" and fact.row is None
    assert verbatim_violations(engine.library, response) == []


def test_html_question_is_answered_from_the_section_that_says_it(engine: Engine) -> None:
    response = engine.ask("What is the nightly hotel limit in London?")
    assert response.mode.value == "direct_answer"
    fact = response.evidence.facts[0]
    assert (fact.source, fact.page, fact.quote) == (
        "travel.html",
        2,
        "The nightly hotel limit in London is 220 pounds.",
    )
    _quote_at_locator(engine, "travel.html", fact.quote, 2, fact.locator)
    assert verbatim_violations(engine.library, response) == []


def test_xlsx_cell_is_answered_with_row_label_column_header_and_value(engine: Engine) -> None:
    response = engine.ask("What was Northwind's revenue in 2023?")
    assert response.mode.value == "direct_answer"
    fact = response.evidence.facts[0]
    assert fact.parts == ["Revenue", "2023", "1,250"]
    assert (fact.source, fact.page) == ("northwind.xlsx", 2)  # the second sheet's first page
    assert response.citations[0].page_label == "P&L, rows 1-6"
    assert fact.row == 4 and response.location(fact.source, fact.page, fact.row) == "P&L, row 4"
    assert "1,100" not in (response.answer or "")
    doc = next(d for d in engine.library.ready_documents() if d.name == "northwind.xlsx")
    parsed = parse_locator(fact.locator)
    stored = engine.library.page(doc.doc_id, 2)
    assert parsed is not None and stored is not None
    assert stored.text[parsed[1] : parsed[2]] == "Revenue | 2023: 1,250"  # the row's line, label to value
    assert verbatim_violations(engine.library, response) == []


def test_csv_cell_is_answered_with_row_label_column_header_and_value(engine: Engine) -> None:
    response = engine.ask("What was Contoso's net income in 2023?")
    assert response.mode.value == "direct_answer"
    fact = response.evidence.facts[0]
    assert fact.parts == ["Net income", "2023", "4,100"]
    assert (fact.source, fact.page) == ("contoso.csv", 1)
    assert fact.row == 3 and response.location(fact.source, fact.page, fact.row) == "row 3"
    assert verbatim_violations(engine.library, response) == []


def test_a_sheet_cell_whose_measure_heads_its_column_is_answered_for_the_row_asked(
    tmp_path: Path, embedder: Embedder
) -> None:
    library = Library(Settings(data_dir=tmp_path / "data", seed_samples=False), embedder)
    assert library.ingest_bytes("regions.csv", b"Region,Employees,Depots\nSouth,210,4\nNorth,180,3\n").ok
    engine = Engine(library)
    response = engine.ask("How many employees are in the South?")
    assert response.mode.value == "direct_answer", response.mode
    row = next(f for f in response.evidence.facts if f.parts)
    assert row.parts == ["South", "Employees", "210"]
    assert "180" not in (response.answer or "")
    assert verbatim_violations(engine.library, response) == []
    # Naming no row, the sheet's several figures are not an answer.
    assert engine.ask("How many employees are there?").mode.value != "direct_answer"
