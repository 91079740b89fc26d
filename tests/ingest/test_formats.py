"""One registry names every file type: suffixes, stored suffix, loader and the list users read."""

from __future__ import annotations

from pathlib import Path

import pytest

from rag_core.errors import IngestError
from rag_core.ingest.formats import FORMATS, SUPPORTED_EXTENSIONS, SUPPORTED_TYPES_TEXT, format_for_name, format_of
from rag_core.ingest.names import file_type_for, stored_suffix
from rag_core.settings import IngestSettings
from rag_core.types import FileType
from tests.helpers.pdfs import make_pdf


def test_the_user_facing_list_names_every_registered_type() -> None:
    assert (
        SUPPORTED_TYPES_TEXT == "PDF, TXT, Markdown, Word, HTML, Excel, Excel 97-2003, OpenDocument spreadsheet or CSV"
    )
    assert {fmt.kind for fmt in FORMATS} == set(FileType)


def test_stored_suffixes_and_database_values_are_unchanged() -> None:
    assert [(k.value, stored_suffix(k)) for k in FileType] == [
        ("pdf", ".pdf"),
        ("txt", ".txt"),
        ("md", ".md"),
        ("docx", ".docx"),
        ("html", ".html"),
        ("xlsx", ".xlsx"),
        ("csv", ".csv"),
        ("xls", ".xls"),
        ("ods", ".ods"),
    ]
    assert SUPPORTED_EXTENSIONS == (
        ".pdf",
        ".txt",
        ".text",
        ".md",
        ".markdown",
        ".docx",
        ".html",
        ".htm",
        ".xlsx",
        ".xls",
        ".ods",
        ".csv",
    )
    assert format_of("md").mime_types[0] == "text/markdown"


@pytest.mark.parametrize(
    ("name", "kind"), [("a.PDF", FileType.PDF), ("b.text", FileType.TEXT), ("c.Markdown", FileType.MARKDOWN)]
)
def test_suffix_decides_the_type(name: str, kind: FileType) -> None:
    assert file_type_for(name) is kind
    assert format_for_name(name) is format_of(kind)


def test_unsupported_suffix_names_the_accepted_types() -> None:
    with pytest.raises(
        IngestError,
        match=r"unsupported file type \.odt; upload a PDF, TXT, Markdown, Word, HTML, "
        r"Excel, Excel 97-2003, OpenDocument spreadsheet or CSV file \(\.pdf, ",
    ):
        file_type_for("report.odt")


def test_each_loader_reads_its_file_into_pages(tmp_path: Path) -> None:
    settings = IngestSettings(text_page_lines=2)
    pdf = tmp_path / "a.pdf"
    pdf.write_bytes(make_pdf(["First page words.", "Second page words."]))
    md = tmp_path / "b.md"
    md.write_text("# Title\nline two\nline three\n", encoding="utf-8")
    with format_of(FileType.PDF).loader(pdf, "a.pdf", settings) as source:
        assert source.info.page_count == 2
        assert [page.text for page, _, _ in source] == ["First page words.", "Second page words."]
    with format_of(FileType.MARKDOWN).loader(md, "b.md", settings) as source:
        assert source.info.page_count == 2
        assert [page.page for page, _, _ in source] == [1, 2]
