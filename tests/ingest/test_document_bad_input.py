"""A bad or oversized Word, HTML, Excel or CSV file gets a clear message naming what to do (or the
limit it passed) and changes nothing else. Libraries embed with the hash embedder."""

from __future__ import annotations

import io
import os
import zipfile
from pathlib import Path

import pytest

from rag_core.testing import HashEmbedder
from tests.helpers.office import make_docx, make_xlsx, para, table
from tests.helpers.refusals import assert_refused_and_untouched, library_with_good_pdf


def _ole(*streams: str) -> bytes:
    """The start of an OLE compound file naming ``streams`` in its directory (UTF-16)."""
    return (
        bytes.fromhex("d0cf11e0a1b11ae1") + bytes(504) + b"".join(s.encode("utf-16-le") for s in streams) + bytes(512)
    )


@pytest.mark.parametrize(
    ("name", "data", "fragments"),
    [
        (
            "report.docx",
            b"PK\x03\x04 this is no archive" + os.urandom(256),
            ("this is not a Word document (a .docx file is a zip archive", "save it as .docx again"),
        ),
        (
            "report.docx",
            _ole("Root Entry", "EncryptedPackage", "EncryptionInfo"),
            ("password-protected Word document", "remove the password in Word"),
        ),
        ("report.docx", _ole("Root Entry", "WordDocument"), ("older Word 97-2003 file renamed .docx",)),
        ("figures.xlsx", b"PK\x03\x04" + os.urandom(300), ("this is not an Excel workbook", "save it as .xlsx")),
        ("figures.xlsx", _ole("Root Entry", "EncryptedPackage"), ("password-protected Excel workbook",)),
        (
            "page.html",
            b"\x00\x01\x02\x03binary" + bytes(range(256)) * 8,
            ("this is not an HTML page (it contains binary data)", "Web page, HTML only"),
        ),
        (
            "rows.csv",
            bytes.fromhex("89504e470d0a1a0a") + bytes(range(256)) * 4,
            ("this is not a CSV file (it contains binary data)", "export the sheet as CSV"),
        ),
    ],
    ids=["corrupt-docx", "encrypted-docx", "legacy-doc", "corrupt-xlsx", "encrypted-xlsx", "binary-html", "binary-csv"],
)
def test_unreadable_file_is_refused_with_what_to_do(
    tmp_path: Path, hash_embedder: HashEmbedder, name: str, data: bytes, fragments: tuple[str, ...]
) -> None:
    library = library_with_good_pdf(tmp_path, hash_embedder)
    assert_refused_and_untouched(library, library.ingest_bytes(name, data), *fragments)


def test_zip_without_a_word_document_is_refused(tmp_path: Path, hash_embedder: HashEmbedder) -> None:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as package:
        package.writestr("notes.txt", "not a Word document")
    library = library_with_good_pdf(tmp_path, hash_embedder)
    result = library.ingest_bytes("notes.docx", buffer.getvalue())
    assert_refused_and_untouched(library, result, "this is not a Word document (the archive has no word/document.xml)")


def test_docx_with_broken_xml_is_refused_as_damaged(tmp_path: Path, hash_embedder: HashEmbedder) -> None:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as package:
        package.writestr("word/document.xml", "<w:document><w:body><w:p>unclosed")
    library = library_with_good_pdf(tmp_path, hash_embedder)
    result = library.ingest_bytes("broken.docx", buffer.getvalue())
    assert_refused_and_untouched(
        library, result, "the Word document is damaged and cannot be read", "save it as .docx again"
    )


def test_workbook_whose_sheets_are_empty_is_refused(tmp_path: Path, hash_embedder: HashEmbedder) -> None:
    library = library_with_good_pdf(tmp_path, hash_embedder)
    result = library.ingest_bytes("empty.xlsx", make_xlsx({"Sheet1": [], "Sheet2": [[None, None]]}))
    assert_refused_and_untouched(library, result, "the workbook has no filled cells (every sheet is empty)")


def test_csv_with_no_filled_cell_is_refused(tmp_path: Path, hash_embedder: HashEmbedder) -> None:
    library = library_with_good_pdf(tmp_path, hash_embedder)
    assert_refused_and_untouched(
        library, library.ingest_bytes("blank.csv", b",,\n,,\n"), "the CSV file has no filled cells"
    )


def test_csv_over_the_file_character_limit_is_refused(tmp_path: Path, hash_embedder: HashEmbedder) -> None:
    library = library_with_good_pdf(tmp_path, hash_embedder, max_file_chars=5_000)
    data = "Item,Price\n" + "".join(f"Widget {n},{n}.50\n" for n in range(2_000))
    result = library.ingest_bytes("prices.csv", data.encode())
    assert_refused_and_untouched(
        library, result, "over the 5,000-character limit per file", "RAG_INGEST__MAX_FILE_CHARS"
    )


def test_csv_over_the_text_file_size_limit_is_refused(tmp_path: Path, hash_embedder: HashEmbedder) -> None:
    library = library_with_good_pdf(tmp_path, hash_embedder, max_text_file_mb=0.01)
    data = "Item,Price\n" + "".join(f"Widget {n},{n}.50\n" for n in range(2_000))
    result = library.ingest_bytes("prices.csv", data.encode())
    assert_refused_and_untouched(
        library, result, "over the 0.01 MB limit for CSV files", "RAG_INGEST__MAX_TEXT_FILE_MB"
    )


def test_sheet_row_over_the_page_character_limit_is_refused(tmp_path: Path, hash_embedder: HashEmbedder) -> None:
    library = library_with_good_pdf(tmp_path, hash_embedder, max_page_chars=2_000)
    wide = make_xlsx({"Wide": [["Label", *[f"Column {n}" for n in range(300)]], ["Row", *range(300)]]})
    result = library.ingest_bytes("wide.xlsx", wide)
    assert_refused_and_untouched(
        library, result, "over the 2,000-character limit per page", "RAG_INGEST__MAX_PAGE_CHARS"
    )


def test_sheet_over_the_page_limit_is_refused(tmp_path: Path, hash_embedder: HashEmbedder) -> None:
    library = library_with_good_pdf(tmp_path, hash_embedder, max_pages=3, text_page_lines=2)
    rows = [["Item", "Price"], *[[f"Widget {n}", n] for n in range(20)]]
    result = library.ingest_bytes("long.xlsx", make_xlsx({"Prices": rows}))
    assert_refused_and_untouched(library, result, "over the 3-page limit", "RAG_INGEST__MAX_PAGES")


def test_word_page_over_the_page_character_limit_is_refused(tmp_path: Path, hash_embedder: HashEmbedder) -> None:
    library = library_with_good_pdf(tmp_path, hash_embedder, max_page_chars=2_000)
    body = [para("Page one."), para("<RENDERED>", "Page two starts here.")]
    body += [para(f"Paragraph {n} of a long page of generated text.") for n in range(100)]
    result = library.ingest_bytes("long.docx", make_docx(*body))
    assert_refused_and_untouched(library, result, "page 2 holds at least", "RAG_INGEST__MAX_PAGE_CHARS")


def test_docx_that_unpacks_past_the_file_size_limit_is_refused(tmp_path: Path, hash_embedder: HashEmbedder) -> None:
    library = library_with_good_pdf(tmp_path, hash_embedder, max_file_mb=0.05)
    bomb = make_docx(*[para("")] * 20_000)  # compresses to a few kB, unpacks to ~1 MB
    result = library.ingest_bytes("bomb.docx", bomb)
    assert_refused_and_untouched(library, result, "the Word document unpacks to", "RAG_INGEST__MAX_FILE_MB")


def test_docx_table_of_one_column_reads_as_paragraphs(tmp_path: Path, hash_embedder: HashEmbedder) -> None:
    library = library_with_good_pdf(tmp_path, hash_embedder)
    result = library.ingest_bytes(
        "layout.docx", make_docx(table([["Boxed note: the gate code is 4471."], ["Second box."]]))
    )
    assert result.ok, result.message
    doc = next(d for d in library.ready_documents() if d.name == "layout.docx")
    page = library.page(doc.doc_id, 1)
    assert page is not None and page.text == "Boxed note: the gate code is 4471.\n\nSecond box."
