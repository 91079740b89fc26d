"""Plain text and Markdown: a "page" is a numbered section of at most ``ingest.text_page_lines`` lines.

A text file's sections are blocks of that many lines, labelled "section N". A Markdown file also
starts a section at each heading of level 1 or 2 ("# ..." or "## ...", outside fenced code), as
Word and HTML documents do, labelled "section N · <heading>" (see ``rag_core.locations``). The pipe
tables of both (a header line, a "|---|" line, the rows) are read as tables: a row per line with its
label and each cell under its column's header, as in Word and HTML (``rag_core.ingest.markdown_tables``;
a user manual saved as text draws its error codes so).

The encoding is detected (charset-normalizer): UTF-8 with or without BOM, UTF-16/32 with BOM or
without, and the single-byte code pages older editors save (Windows-1252, Latin-1, ...).

The work one file may cause is bounded (``ingest.max_text_file_mb`` checked before the file is
read, then ``max_page_chars`` and ``max_file_chars``), so an oversized file is refused in seconds.
"""

from __future__ import annotations

import codecs
import hashlib
import logging
import re
import unicodedata
from collections.abc import Iterator
from pathlib import Path

from charset_normalizer import from_bytes

from rag_core.errors import IngestError
from rag_core.ingest.formats import FORMATS, SUPPORTED_TYPES_TEXT
from rag_core.ingest.markdown_tables import section_with_tables
from rag_core.ingest.normalize import count_solid_chars, garbled_share, normalize_text
from rag_core.settings import IngestSettings
from rag_core.locations import section_label
from rag_core.types import DocumentInfo, PageText

logger = logging.getLogger(__name__)

_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32"),  # before UTF-16 LE, whose BOM is its prefix
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)
# When the detector finds several code pages equally plausible (short Western prose decodes the
# same in cp1250, cp1252 and cp1257 except for a few letters), the most common one wins.
_PREFERRED = ("utf_8", "ascii", "cp1252", "latin_1", "cp1251", "iso8859_15")
_TEXT_CONTROLS = frozenset("\t\n\r\f\v\x1b")  # control characters real text files contain
_TEXT_LABELS = " and ".join(fmt.label for fmt in FORMATS if fmt.reader.startswith(f"{__name__}:"))
MAX_CONTROL_SHARE = 0.01  # more other control characters than this: binary data, not text


def _binary(name: str) -> IngestError:
    return IngestError(
        name,
        f"this is not a text file (it contains binary data); upload a {SUPPORTED_TYPES_TEXT} file, "
        "or save this one as plain text (UTF-8) first",
    )


def looks_binary(text: str) -> bool:
    """True when decoded text holds NUL or more control characters than real text does."""
    if "\x00" in text:
        return True
    controls = sum(1 for ch in text if ch not in _TEXT_CONTROLS and unicodedata.category(ch) == "Cc")
    return controls > MAX_CONTROL_SHARE * max(1, len(text))


def _detect(data: bytes) -> str | None:
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            return encoding
    if b"\x00" not in data:  # NUL bytes are valid UTF-8, but they mean UTF-16/32 or binary
        try:
            data.decode("utf-8")
        except UnicodeDecodeError:
            pass
        else:
            return "utf-8"
    matches = from_bytes(data)
    best = matches.best()
    if best is None:
        return None
    tied = {m.encoding for m in matches if m.chaos <= best.chaos}
    for encoding in _PREFERRED:
        if encoding in tied:
            return encoding
    return best.encoding


def decode_text(name: str, data: bytes) -> str:
    """Decode a text file's bytes in the encoding they were saved in.

    Raises IngestError when the bytes are not text (images, archives, executables...).
    """
    encoding = _detect(data)
    if encoding is None:
        raise _binary(name)
    try:
        text = data.decode(encoding)
    except (UnicodeDecodeError, LookupError) as exc:
        raise _binary(name) from exc
    if text.startswith("\ufeff"):
        text = text[1:]
    if looks_binary(text):
        raise _binary(name)
    logger.debug("%s decoded as %s", name, encoding)
    return text


def check_text_size(name: str, size: int, settings: IngestSettings, labels: str = _TEXT_LABELS) -> None:
    """Refuse a text file (TXT, Markdown; HTML and CSV name themselves in ``labels``) over
    ``max_text_file_mb``, before it is read or copied."""
    limit = settings.max_text_file_mb
    if size > limit * 1024 * 1024:
        raise IngestError(
            name,
            f"the text file is {size / 1024 / 1024:,.1f} MB, over the {limit:,g} MB limit for "
            f"{labels} files (RAG_INGEST__MAX_TEXT_FILE_MB); split it into smaller files and "
            "upload those, or raise RAG_INGEST__MAX_TEXT_FILE_MB",
        )


def _check_chars(name: str, pages: list[PageText], spans: list[tuple[int, int]], settings: IngestSettings) -> None:
    total = 0
    for page, (first, last) in zip(pages, spans, strict=True):
        size = len(page.text)
        if size > settings.max_page_chars:
            raise IngestError(
                name,
                f"lines {first:,}-{last:,} hold {size:,} characters, over the "
                f"{settings.max_page_chars:,}-character limit per page (RAG_INGEST__MAX_PAGE_CHARS); "
                "the file is probably machine-generated (one huge line): break it into lines, or "
                "raise RAG_INGEST__MAX_PAGE_CHARS",
            )
        total += size
        if total > settings.max_file_chars:
            raise IngestError(
                name,
                f"the text file holds at least {total:,} characters, over the "
                f"{settings.max_file_chars:,}-character limit per file (RAG_INGEST__MAX_FILE_CHARS); "
                "split it into smaller files and upload those, or raise RAG_INGEST__MAX_FILE_CHARS",
            )


def text_pages(name: str, data: bytes, lines_per_page: int, markdown: bool = False) -> list[PageText]:
    """Split a text file into sections of at most ``lines_per_page`` lines (a Markdown file also
    at its level 1 and 2 headings), each normalised."""
    return [page for page, _, _ in _read_pages(name, data, lines_per_page, markdown)[0]]


_MD_SECTION = re.compile(r"^ {0,3}(#{1,2})[ \t]+(.*?)[ \t]*#*[ \t]*$")  # "# Title", "## 2. Rules ##"
_MD_FENCE = re.compile(r"^ {0,3}(```|~~~)")


def text_sections(lines: list[str], lines_per_page: int, markdown: bool) -> list[tuple[int, int, str]]:
    """(first line, end line, heading) of each section: a new one every ``lines_per_page`` lines and,
    in Markdown, at a level 1 or 2 heading outside fenced code once the section holds more than headings."""
    out: list[tuple[int, int, str]] = []
    start, heading, fenced, content = 0, "", False, False
    for n, line in enumerate(lines):
        match = None
        if markdown:
            if _MD_FENCE.match(line):
                fenced = not fenced
            elif not fenced:
                match = _MD_SECTION.match(line)
        if n > start and (n - start >= lines_per_page or (match and content)):
            out.append((start, n, heading))
            start, heading, content = n, "", False
        if match:
            heading = heading or (match.group(2) if n == start or not content else "")
        elif line.strip():
            content = True
    out.append((start, len(lines), heading))
    return out


def _read_pages(
    name: str, data: bytes, lines_per_page: int, markdown: bool = False
) -> tuple[list[tuple[PageText, float, int]], list[tuple[int, int]], dict[int, str]]:
    """(page, share of unreadable characters, non-space characters before normalising) per section
    (the same measure of garbled text as a PDF page gets), each section's first and last line, and
    the table rows of each section that holds a pipe table, in Markdown or plain text (page -> JSON, see
    :func:`rag_core.ingest.markdown_tables.section_with_tables`)."""
    lines = decode_text(name, data).replace("\r\n", "\n").replace("\r", "\n").split("\n")
    pages, spans, tables = [], [], {}
    for number, (start, end, heading) in enumerate(text_sections(lines, lines_per_page, markdown), start=1):
        block = "\n".join(lines[start:end])
        label = section_label(number, heading)
        laid_out = section_with_tables(lines[start:end], label)  # a text file's pipe table too
        if laid_out is not None:
            text, rows = laid_out
            tables[number] = rows
        else:
            text = normalize_text(block)
        pages.append((PageText(page=number, label=label, text=text), garbled_share(block), count_solid_chars(block)))
        spans.append((start + 1, end))
    return pages, spans, tables


class TextPages:
    """A stored TXT file read as a page source (see ``rag_core.ingest.formats``)."""

    markdown = False  # sections also start at Markdown headings (see MarkdownPages)

    def __init__(self, path: Path, name: str, settings: IngestSettings) -> None:
        """Read, decode and split ``path``; raises IngestError when it passes a limit or is not text."""
        check_text_size(name, path.stat().st_size, settings)
        data = path.read_bytes()
        self.sha256 = hashlib.sha256(data).hexdigest()
        self.peak_rss_mb = 0.0
        self._read, spans, self.tables = _read_pages(name, data, settings.text_page_lines, self.markdown)
        self._pages = [page for page, _, _ in self._read]
        _check_chars(name, self._pages, spans, settings)

    @property
    def info(self) -> DocumentInfo:
        """Page count; text files carry no date or metadata."""
        return DocumentInfo(page_count=len(self._pages), doc_date="")

    def __iter__(self) -> Iterator[tuple[PageText, float, int]]:
        """Pages in order, each with its share of unreadable characters and its raw length."""
        return iter(self._read)

    def __enter__(self) -> TextPages:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Nothing to stop: the file was read whole."""


class MarkdownPages(TextPages):
    """A stored Markdown file read as a page source: a text file whose sections also start at its
    level 1 and 2 headings (the reader is told the format by its class: the parser worker does not
    pass the file's name)."""

    markdown = True
