"""Plain text and Markdown: a "page" is a fixed-size block of lines (``ingest.text_page_lines``)."""

from __future__ import annotations

from rag_core.errors import IngestError
from rag_core.ingest.normalize import normalize_text
from rag_core.types import PageText


def decode_text(name: str, data: bytes) -> str:
    """Decode bytes as UTF-8 (with or without BOM), falling back to Windows-1252 and Latin-1."""
    if b"\x00" in data[:65536]:
        raise IngestError(
            name,
            "this is not a text file (it contains binary data); upload a PDF, TXT or Markdown file",
        )
    for encoding in ("utf-8-sig", "cp1252"):
        try:
            return data.decode(encoding)
        except UnicodeDecodeError:
            continue
    return data.decode("latin-1")


def text_pages(name: str, data: bytes, lines_per_page: int) -> list[PageText]:
    """Split a text file into pages of ``lines_per_page`` lines, each normalised."""
    lines = decode_text(name, data).replace("\r\n", "\n").replace("\r", "\n").split("\n")
    pages = []
    for start in range(0, len(lines), lines_per_page):
        number = start // lines_per_page + 1
        block = "\n".join(lines[start : start + lines_per_page])
        pages.append(PageText(page=number, label="", text=normalize_text(block)))
    return pages
