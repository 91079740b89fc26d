"""TXT and Markdown files are read in whatever encoding they were saved in; binary files are refused."""

from __future__ import annotations

import codecs
import os
from pathlib import Path

import pytest

from rag_core.errors import IngestError
from rag_core.ingest.text import decode_text, text_pages

PROSE = "The café’s “special” costs €5 — a naïve résumé.\nMüller aß Käse in Zürich; très bien."


def _written(tmp_path: Path, name: str, data: bytes) -> bytes:
    path = tmp_path / name
    path.write_bytes(data)
    return path.read_bytes()


@pytest.mark.parametrize(
    ("label", "encode"),
    [
        ("utf-8", lambda s: s.encode("utf-8")),
        ("utf-8 with BOM", lambda s: codecs.BOM_UTF8 + s.encode("utf-8")),
        ("utf-16 LE with BOM", lambda s: codecs.BOM_UTF16_LE + s.encode("utf-16-le")),
        ("utf-16 BE with BOM", lambda s: codecs.BOM_UTF16_BE + s.encode("utf-16-be")),
        ("windows-1252", lambda s: s.encode("cp1252")),
    ],
)
def test_text_files_decode_to_the_words_that_were_saved(tmp_path: Path, label: str, encode) -> None:  # type: ignore[no-untyped-def]
    data = _written(tmp_path, "notes.txt", encode(PROSE))
    assert decode_text("notes.txt", data) == PROSE, label


def test_latin1_prose_decodes(tmp_path: Path) -> None:
    text = "Müller aß Käse in Zürich; garçon, très bien, à bientôt."
    assert decode_text("a.txt", _written(tmp_path, "a.txt", text.encode("latin-1"))) == text


def test_utf16_file_becomes_pages_of_its_lines(tmp_path: Path) -> None:
    lines = [f"Line {n}: the depot in Bergen opens at six." for n in range(1, 6)]
    data = _written(tmp_path, "windows.txt", "\r\n".join(lines).encode("utf-16"))
    pages = text_pages("windows.txt", data, lines_per_page=2)
    assert len(pages) == 3
    assert "Line 1: the depot in Bergen opens at six." in pages[0].text
    assert "Line 5" in pages[2].text


@pytest.mark.parametrize(
    "data",
    [
        b"\x00\x01\x02binary",
        bytes.fromhex("89504e470d0a1a0a0000000d49484452") + bytes(range(256)) * 4,  # a PNG header and bytes
        b"\x7fELF\x02\x01\x01" + bytes(range(256)) * 8,
        os.urandom(4096),
    ],
    ids=["nul-and-controls", "png", "elf", "random"],
)
def test_binary_data_is_refused_with_what_to_do(tmp_path: Path, data: bytes) -> None:
    with pytest.raises(
        IngestError,
        match="not a text file .* upload a PDF, TXT, Markdown, Word, HTML, Excel, Excel 97-2003, OpenDocument spreadsheet or CSV file",
    ):
        decode_text("data.txt", _written(tmp_path, "data.txt", data))


@pytest.mark.parametrize(
    "text",
    [
        "\ufffd\ufffd \ufffd\ufffd\ufffd \ufffd\ufffd\ufffd\ufffd.\n" * 200,  # a file decoded lossily once and saved
        "".join(chr(0xE000 + (i * 37) % 6000) + (" " if i % 7 == 0 else "") for i in range(5000)),  # private-use glyphs
    ],
    ids=["replacement-marks", "private-use"],
)
def test_unreadable_text_file_is_refused_like_a_garbled_pdf(tmp_path: Path, hash_embedder, text: str) -> None:  # type: ignore[no-untyped-def]
    from rag_core.library import Library
    from rag_core.settings import Settings
    from rag_core.types import IngestOutcome

    library = Library(Settings(data_dir=tmp_path / "data", seed_samples=False), hash_embedder)
    assert library.ingest_bytes("kept.md", b"# Kept\nThe harbour master keeps the keys.").ok
    result = library.ingest_bytes("notes.md", text.encode("utf-8"))
    assert result.outcome is IngestOutcome.FAILED
    assert "mostly unreadable characters" in result.message and "save it as UTF-8" in result.message
    assert [d.name for d in library.ready_documents()] == ["kept.md"]
    assert library.store.doc_ids() == {library.ready_documents()[0].doc_id}
    # Text with a few such characters among real words is still indexed.
    mixed = "The pump\ufffds valve closes at noon \ue000 and opens at dawn.\n" * 20
    assert library.ingest_bytes("mixed.md", mixed.encode("utf-8")).ok


def test_markdown_sections_start_at_level_one_and_two_headings_and_are_named_by_them() -> None:
    text = "# Depot\n\n## 1. Housekeeping\n\nSweep daily.\n\n```\n## not a heading\n```\n\n### Detail\n\nMore.\n\n## 2. Keys\n\nThe key.\n"
    pages = text_pages("depot.md", text.encode(), lines_per_page=40, markdown=True)
    assert [p.label for p in pages] == ["section 1 · Depot", "section 2 · 2. Keys"]
    assert pages[1].text.startswith("## 2. Keys")
    assert [p.label for p in text_pages("depot.txt", text.encode(), lines_per_page=40)] == ["section 1"]
