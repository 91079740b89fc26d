"""A Markdown file's pipe tables are read as tables, as Word's and HTML's are (2026-12-02): an API
guide's "| 401 | The API key is missing or invalid |" was stored as its raw line, with no row label
or column header, so "What does error 401 mean?" got passages."""

from __future__ import annotations

import json
from pathlib import Path

from rag_core.answer.engine import Engine
from rag_core.ingest.formats import format_of
from rag_core.ingest.markdown_tables import section_with_tables
from rag_core.ingest.tables import TableRow
from rag_core.settings import IngestSettings
from rag_core.types import FileType
from tests.helpers.builders import new_library

GUIDE = """# Parcelly API guide

The Parcelly API lets you create shipments and track parcels.

## Errors

The API answers with these statuses:

| Status | Meaning |
|---|---|
| 400 | The request was malformed or a required field is missing |
| 401 | The API key is missing or invalid |
| 404 | The shipment or label \\| parcel does not exist |

Retry a 500 after a minute.

## Services

| Service | Price per label | Delivery |
|:--------|---------------:|----------|
| Standard | £3.20 | 2-3 working days |
| Next Day | £5.90 | Next working day |
"""


def _read(tmp_path: Path, data: bytes) -> tuple[list[str], dict[int, str]]:
    path = tmp_path / "api_guide.md"
    path.write_bytes(data)
    with format_of(FileType.MARKDOWN).loader(path, "api_guide.md", IngestSettings()) as source:
        return [page.text for page, _, _ in source], dict(source.tables)


def test_a_pipe_table_is_laid_out_as_rows_with_their_labels_and_column_headers(tmp_path: Path) -> None:
    pages, tables = _read(tmp_path, GUIDE.encode())
    errors = pages[1]
    assert "401 | Meaning: The API key is missing or invalid" in errors
    assert "|---|" not in errors and "| 401 |" not in errors
    assert "The API answers with these statuses:" in errors and "Retry a 500 after a minute." in errors
    rows = [TableRow.from_dict(item) for item in json.loads(tables[2])]
    assert [(r.label, [(c.header, c.value) for c in r.cells]) for r in rows][1:] == [
        ("401", [(("Meaning",), "The API key is missing or invalid")]),
        ("404", [(("Meaning",), "The shipment or label | parcel does not exist")]),
    ]
    services = [TableRow.from_dict(item) for item in json.loads(tables[3])]
    assert [(c.header, c.value) for c in services[1].cells] == [
        (("Price per label",), "£5.90"),
        (("Delivery",), "Next working day"),
    ]
    assert 1 not in tables  # a section without a table is read as before


def test_pipes_inside_fenced_code_or_without_a_delimiter_line_are_no_table() -> None:
    assert section_with_tables(["```", "| a | b |", "|---|---|", "| 1 | 2 |", "```"], "section 1") is None
    assert section_with_tables(["Use a | b to pipe output.", "Then run it."], "section 1") is None


def test_a_code_looked_up_in_a_markdown_table_answers(tmp_path: Path, embedder) -> None:  # type: ignore[no-untyped-def]
    engine = Engine(new_library(tmp_path / "data", embedder, {"api_guide.md": GUIDE.encode()}))
    response = engine.ask("What does error 401 mean?", session_id="401")
    assert response.mode.value == "direct_answer"
    assert "The API key is missing or invalid" in (response.answer or "")
    assert "404" not in (response.answer or "")


def test_whole_numbers_in_a_first_column_under_a_word_are_codes_that_label_their_rows(tmp_path: Path) -> None:
    html = (
        "<html><body><main><h1>Errors</h1><table><tr><th>Status</th><th>Meaning</th></tr>"
        "<tr><td>401</td><td>The API key is missing</td></tr><tr><td>404</td><td>No such label</td></tr>"
        "</table><table><tr><th>Region</th><th>2024</th></tr><tr><td>North</td><td>1,250</td></tr></table>"
        "</main></body></html>"
    )
    path = tmp_path / "errors.html"
    path.write_text(html)
    with format_of(FileType.HTML).loader(path, "errors.html", IngestSettings()) as source:
        pages = [page for page, _, _ in source]
        rows = [TableRow.from_dict(item) for item in json.loads(dict(source.tables)[1])]
    assert "401 | Meaning: The API key is missing" in pages[0].text
    assert [(r.label, r.cells[0].value) for r in rows] == [
        ("401", "The API key is missing"),
        ("404", "No such label"),
        ("North", "1,250"),
    ]
