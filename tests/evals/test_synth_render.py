"""One document model rendered in every format (rag_core.evals.synth.model, render_pdf, render_office,
render_text): the same bytes every time, and each fact on the page the app's reader puts it on."""

from __future__ import annotations

from pathlib import Path

import pytest

from rag_core.evals.synth.model import Document, Heading, PageBreak, Para, Row, Table
from rag_core.evals.synth.render_office import render_docx, render_xlsx
from rag_core.evals.synth.render_pdf import render_pdf
from rag_core.evals.synth.render_text import render_csv, render_html, render_lines
from rag_core.testing import HashEmbedder
from tests.helpers.builders import new_library

STATEMENT = Table(
    "Consolidated Statements of Operations",
    "(in thousands)",
    ("2024", "2023"),
    (Row("Revenue", ("1,250", "1,100"), ("f-rev24", "f-rev23")), Row("Net income", ("95", "80"), ("", ""))),
)
BLOCKS = (
    Heading("Staff handbook"),
    Para(("Welcome to Wrenhollow.", "The bakery opens at 6 am."), ("f-open",)),
    PageBreak(),
    Heading("Figures"),
    Para(("Our head baker is Ada Moss.",), ("f-baker",)),
    STATEMENT,
)
SAYS = {"f-open": "The bakery opens at 6 am.", "f-baker": "Our head baker is Ada Moss.", "f-rev24": "1,250"}


def _render(fmt: str) -> tuple[bytes, dict[str, set[int]]]:
    if fmt in ("xlsx", "csv"):
        sheet = Document(f"sales.{fmt}", "sheet", fmt, "Sales", "Wrenhollow Bakery", (), sheets=(("Sales", STATEMENT),))
        return render_xlsx(sheet) if fmt == "xlsx" else render_csv(sheet)
    doc = Document(f"handbook.{fmt}", "handbook", fmt, "Staff handbook", "Wrenhollow Bakery", BLOCKS)
    if fmt == "pdf":
        return render_pdf(doc)
    if fmt == "docx":
        return render_docx(doc)
    if fmt == "html":
        return render_html(doc, main=True, year=2024)
    return render_lines(doc, markdown=fmt == "md")


FORMATS = ("pdf", "docx", "html", "md", "txt", "xlsx", "csv")


@pytest.mark.parametrize("fmt", FORMATS)
def test_rendering_is_byte_for_byte_repeatable(fmt: str) -> None:
    assert _render(fmt) == _render(fmt)


def test_a_page_break_moves_the_facts_after_it_to_the_next_page() -> None:
    assert _render("pdf")[1] == {"f-open": {1}, "f-baker": {2}, "f-rev24": {2}, "f-rev23": {2}}
    assert _render("txt")[1]["f-baker"] == {1}  # plain text pages by lines, not by breaks


def test_each_fact_is_on_the_page_the_apps_reader_gives(tmp_path: Path, hash_embedder: HashEmbedder) -> None:
    library = new_library(tmp_path / "data", hash_embedder)
    for fmt in FORMATS:
        data, pages = _render(fmt)
        result = library.ingest_bytes(f"doc.{fmt}", data)
        assert result.ok, (fmt, result.message)
        for fid, text in SAYS.items():
            for number in pages.get(fid, ()):
                page = library.page(result.doc_id, number)
                assert page is not None and text in page.text, (fmt, fid, number)
