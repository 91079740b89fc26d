"""Read a PDF page by page through the sandboxed parser worker (see :mod:`pdf_worker`;
:mod:`worker_pages` runs the worker for every type)."""

from __future__ import annotations

import logging
from pathlib import Path

from rag_core.ingest.worker_pages import WorkerPages
from rag_core.settings import IngestSettings
from rag_core.types import FileType

logger = logging.getLogger(__name__)

_MESSAGES = {
    "empty": "the file is empty (0 bytes); upload the complete file",
    "not_pdf": (
        "this is not a PDF (no PDF header found); export the document as PDF, or upload it "
        "with its real extension (.txt or .md)"
    ),
    "corrupt": (
        "the PDF is corrupt or truncated and cannot be opened by any reader ({detail}); re-download or "
        "re-export it and upload again"
    ),
    "page": ("the PDF is corrupt or truncated ({detail}); re-download or re-export it and upload again"),
    "password": "password-protected; remove the password and upload again",
    "crypto_missing": (
        "the PDF is AES-encrypted and the 'cryptography' package is missing; run 'make run' "
        "again to reinstall the dependencies"
    ),
    "no_pages": "the PDF has no pages; upload the complete file",
    "pages": (
        "the PDF has {value:,} pages, over the {limit:,}-page limit (RAG_INGEST__MAX_PAGES); split "
        "it into smaller files and upload those, or raise RAG_INGEST__MAX_PAGES"
    ),
    "page_chars": (
        "page {page} holds at least {value:,} characters of text, over the {limit:,}-character "
        "limit per page (RAG_INGEST__MAX_PAGE_CHARS); the page is probably machine-generated or "
        "malformed: re-export the PDF, or raise RAG_INGEST__MAX_PAGE_CHARS"
    ),
    "file_chars": (
        "the PDF holds at least {value:,} characters of text by page {page}, over the "
        "{limit:,}-character limit per file (RAG_INGEST__MAX_FILE_CHARS); split it into smaller "
        "files and upload those, or raise RAG_INGEST__MAX_FILE_CHARS"
    ),
}
# The IngestSettings field each limit error (worker ``kind``) reports as ``{limit}``.
_LIMIT_FIELDS = {"pages": "max_pages", "page_chars": "max_page_chars", "file_chars": "max_file_chars"}

__all__ = ["PdfPages", "pdf_info"]


class PdfPages(WorkerPages):
    """A running parse of one PDF in the parser worker: ``info`` first, then iterate for pages.

    Use as a context manager so the worker is always stopped.
    """

    def __init__(self, path: Path, name: str, settings: IngestSettings) -> None:
        super().__init__(FileType.PDF, path, name, settings, "PDF", _MESSAGES, _LIMIT_FIELDS)


def pdf_info(path: Path) -> dict[str, str]:
    """Title, author and subject of a stored PDF's info dictionary ("" when absent or unreadable).

    Reads only the trailer of a file that was already parsed once, in the worker, when indexed.
    """
    from pypdf import PdfReader

    try:
        meta = PdfReader(str(path), strict=False).metadata or {}
    except Exception:  # noqa: BLE001 - info strings are optional; a profile can do without them
        logger.info("no PDF info dictionary readable in %s", path.name)
        return {}
    return {key: str(meta.get(f"/{key.title()}") or "") for key in ("title", "author", "subject")}
