"""The one registry of file types: suffixes, MIME types, loader and the name users read.

Adding a type is a reader module (a class that reads one stored file as a :class:`PageSource`;
the parser worker runs it, see :mod:`rag_core.ingest.parse_worker`) plus one :class:`Format`
entry in ``FORMATS`` below, with a :class:`~rag_core.types.FileType`
member for the value stored in the database. Everything else (accepted suffixes, stored file
names, the ingestion dispatch, the "PDF, TXT, Markdown, ..." in help texts and messages) is read
from here.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from rag_core.settings import IngestSettings
from rag_core.types import DocumentInfo, FileType, PageText


class PageSource(Protocol):
    """A running read of one stored document: ``info`` first, then its pages in order.

    Iteration yields ``(page, garbled_share, raw_chars)``: the normalised page, the share of its
    raw characters that were unreadable, and how many raw characters it had. Use as a context
    manager so any worker behind it is always stopped.
    """

    peak_rss_mb: float
    sha256: str
    tables: dict[int, str]

    @property
    def info(self) -> DocumentInfo:
        """Page count, date and metadata; raises IngestError when the file cannot be read."""
        ...

    def __iter__(self) -> Iterator[tuple[PageText, float, int]]:
        """The pages in order."""
        ...

    def __enter__(self) -> PageSource:
        """Enter the read."""
        ...

    def __exit__(self, *exc: object) -> None:
        """Stop the read and release what it holds."""
        ...

    def close(self) -> None:
        """Stop the read and release what it holds."""
        ...


Loader = Callable[[Path, str, IngestSettings], PageSource]


def _lazy(module: str, name: str) -> Loader:
    """A loader imported on first use, so this registry imports no parser (and no cycle)."""

    def load(path: Path, display_name: str, settings: IngestSettings) -> PageSource:
        opener: Loader = getattr(importlib.import_module(module), name)
        return opener(path, display_name, settings)

    load.__qualname__ = load.__name__ = f"{module}.{name}"
    return load


def _in_worker(kind: FileType) -> Loader:
    """The loader of a type read by its ``reader`` inside the sandboxed parser worker."""

    def load(path: Path, display_name: str, settings: IngestSettings) -> PageSource:
        from rag_core.ingest.worker_pages import WorkerPages  # noqa: PLC0415 - the registry imports no parser

        return WorkerPages(kind, path, display_name, settings, format_of(kind).what)

    load.__qualname__ = load.__name__ = f"rag_core.ingest.worker_pages.WorkerPages[{kind.value}]"
    return load


@dataclass(frozen=True, slots=True)
class Format:
    """One accepted file type."""

    kind: FileType
    label: str  # the name users read: "PDF", "TXT", "Markdown"
    suffixes: tuple[str, ...]  # lower case with the dot; the first is the stored original's
    mime_types: tuple[str, ...]
    loader: Loader  # (stored path, display name, ingest settings) -> PageSource, run in the app
    what: str  # one file of the type in a sentence: "Word document" ("the Word document is damaged")
    # "module:Class" of the in-process reader the parser worker runs (the same signature as a
    # loader); "" for PDF, whose worker code is rag_core.ingest.pdf_worker.
    reader: str = ""
    text_file: bool = False  # plain text on disk: held to max_text_file_mb before it is read
    # How its places are named (see rag_core.locations): "pages" (PDF), "sections" (text, Markdown,
    # HTML), "labelled" (Word: its own pages when it saved them, else sections), "rows" (sheets: no
    # running headers or page numbers either).
    layout: str = "sections"

    @property
    def stored_suffix(self) -> str:
        """Extension of the stored original (``files/<doc_id><suffix>``)."""
        return self.suffixes[0]


FORMATS: tuple[Format, ...] = (
    Format(
        FileType.PDF,
        "PDF",
        (".pdf",),
        ("application/pdf",),
        _lazy("rag_core.ingest.pdf", "PdfPages"),
        "PDF",
        layout="pages",
    ),
    Format(
        FileType.TEXT,
        "TXT",
        (".txt", ".text"),
        ("text/plain",),
        _in_worker(FileType.TEXT),
        "text file",
        "rag_core.ingest.text:TextPages",
        text_file=True,
    ),
    Format(
        FileType.MARKDOWN,
        "Markdown",
        (".md", ".markdown"),
        ("text/markdown", "text/x-markdown"),
        _in_worker(FileType.MARKDOWN),
        "Markdown file",
        "rag_core.ingest.text:MarkdownPages",
        text_file=True,
    ),
    Format(
        FileType.DOCX,
        "Word",
        (".docx",),
        ("application/vnd.openxmlformats-officedocument.wordprocessingml.document",),
        _in_worker(FileType.DOCX),
        "Word document",
        "rag_core.ingest.docx:DocxPages",
        layout="labelled",
    ),
    Format(
        FileType.HTML,
        "HTML",
        (".html", ".htm"),
        ("text/html", "application/xhtml+xml"),
        _in_worker(FileType.HTML),
        "HTML page",
        "rag_core.ingest.webpage:HtmlPages",
        text_file=True,
    ),
    Format(
        FileType.XLSX,
        "Excel",
        (".xlsx",),
        ("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",),
        _in_worker(FileType.XLSX),
        "Excel workbook",
        "rag_core.ingest.sheets:XlsxPages",
        layout="rows",
    ),
    Format(
        FileType.XLS,
        "Excel 97-2003",
        (".xls",),
        ("application/vnd.ms-excel",),
        _in_worker(FileType.XLS),
        "Excel 97-2003 workbook",
        "rag_core.ingest.calamine_sheets:XlsPages",
        layout="rows",
    ),
    Format(
        FileType.ODS,
        "OpenDocument spreadsheet",
        (".ods",),
        ("application/vnd.oasis.opendocument.spreadsheet",),
        _in_worker(FileType.ODS),
        "OpenDocument spreadsheet",
        "rag_core.ingest.calamine_sheets:OdsPages",
        layout="rows",
    ),
    Format(
        FileType.CSV,
        "CSV",
        (".csv",),
        ("text/csv",),
        _in_worker(FileType.CSV),
        "CSV file",
        "rag_core.ingest.sheets:CsvPages",
        text_file=True,
        layout="rows",
    ),
)

SUPPORTED_EXTENSIONS: tuple[str, ...] = tuple(suffix for fmt in FORMATS for suffix in fmt.suffixes)
SUPPORTED_MIME_TYPES: tuple[str, ...] = tuple(mime for fmt in FORMATS for mime in fmt.mime_types)


def _spoken_list(labels: list[str]) -> str:
    return labels[0] if len(labels) == 1 else ", ".join(labels[:-1]) + " or " + labels[-1]


SUPPORTED_TYPES_TEXT = _spoken_list([fmt.label for fmt in FORMATS])
"""The accepted types as users read them: "PDF, TXT, Markdown, Word, HTML, Excel or CSV"."""

SUPPORTED_SUFFIXES_TEXT = ", ".join(SUPPORTED_EXTENSIONS)
"""The accepted suffixes: ".pdf, .txt, .text, .md, .markdown, .docx, .html, ..."."""


def format_of(kind: FileType | str) -> Format:
    """The registered format for a file type (or its stored value, e.g. ``"pdf"``)."""
    for fmt in FORMATS:
        if fmt.kind == kind:
            return fmt
    raise KeyError(f"no format registered for file type {kind!r}; add it to rag_core.ingest.formats.FORMATS")


def format_for_name(name: str) -> Format | None:
    """The format a file name's suffix implies (case-insensitive), or None."""
    lower = name.lower()
    for fmt in FORMATS:
        if lower.endswith(fmt.suffixes):
            return fmt
    return None
