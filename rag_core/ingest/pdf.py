"""Read a PDF page by page through the sandboxed parser worker (see :mod:`pdf_worker`)."""

from __future__ import annotations

import json
import logging
import os
import queue
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from rag_core.errors import IngestError
from rag_core.settings import IngestSettings
from rag_core.types import DocumentInfo, PageText

logger = logging.getLogger(__name__)

_MESSAGES = {
    "empty": "the file is empty (0 bytes); upload the complete file",
    "not_pdf": (
        "this is not a PDF (no PDF header found); export the document as PDF, or upload it "
        "with its real extension (.txt or .md)"
    ),
    "corrupt": (
        "the PDF is corrupt or truncated and cannot be opened (pypdf: {detail}); re-download or "
        "re-export it and upload again"
    ),
    "page": (
        "the PDF is corrupt or truncated ({detail}); re-download or re-export it and upload again"
    ),
    "password": "password-protected; remove the password and upload again",
    "crypto_missing": (
        "the PDF is AES-encrypted and the 'cryptography' package is missing; run 'make run' "
        "again to reinstall the dependencies"
    ),
    "no_pages": "the PDF has no pages; upload the complete file",
    "memory": (
        "the PDF needs more memory to parse than the parser is allowed "
        "(RAG_INGEST__PARSE_MEMORY_MB); the file may be malformed, re-export it and upload again"
    ),
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


def _worker_env() -> dict[str, str]:
    env = dict(os.environ)
    package_root = str(Path(__file__).resolve().parents[2])
    env["PYTHONPATH"] = os.pathsep.join(p for p in (package_root, env.get("PYTHONPATH", "")) if p)
    env["PYTHONIOENCODING"] = "utf-8"
    return env


_ACTIVE: set[int] = set()  # ids of PdfPages whose worker is still producing pages
_ACTIVE_LOCK = threading.Lock()


def parsers_running() -> bool:
    """True while any PDF parser worker of this process is still producing pages."""
    with _ACTIVE_LOCK:
        return bool(_ACTIVE)


class PdfPages:
    """A running parse of one PDF: ``info`` first, then iterate for pages in order.

    The worker starts at construction and parses ahead of the consumer (a reader thread drains its
    output into a queue), so parsing overlaps with whatever the caller does, such as embedding the
    previous file. Use as a context manager so the worker is always stopped.
    """

    def __init__(self, path: Path, name: str, settings: IngestSettings) -> None:
        self._name = name
        self._settings = settings
        self._deadline = time.monotonic() + settings.parse_timeout_s
        self._queue: queue.Queue[dict[str, Any] | None] = queue.Queue()
        self._stderr: list[str] = []
        self.peak_rss_mb = 0.0
        self._eof = threading.Event()
        self._proc = subprocess.Popen(  # noqa: S603 - fixed argv, our own module
            [
                sys.executable,
                "-m",
                "rag_core.ingest.pdf_worker",
                str(path),
                str(settings.parse_memory_mb),
                str(settings.max_pages),
                str(settings.max_page_chars),
                str(settings.max_file_chars),
            ],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=_worker_env(),
        )
        with _ACTIVE_LOCK:
            _ACTIVE.add(id(self))
        threading.Thread(target=self._read_stdout, daemon=True).start()
        threading.Thread(target=self._read_stderr, daemon=True).start()
        self._info: DocumentInfo | None = None
        self.sha256 = ""
        self.tables: dict[int, str] = {}  # page -> JSON list of table rows, for pages the worker laid out

    @property
    def info(self) -> DocumentInfo:
        """Page count, date and labels; waits for the worker's first message (raises IngestError)."""
        if self._info is None:
            self._info = self._read_meta()
        return self._info

    def __enter__(self) -> PdfPages:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _read_stdout(self) -> None:
        assert self._proc.stdout is not None
        for line in self._proc.stdout:
            try:
                self._queue.put(json.loads(line))
            except json.JSONDecodeError:
                logger.warning("pdf worker wrote a non-JSON line for %s", self._name)
        self._eof.set()
        with _ACTIVE_LOCK:
            _ACTIVE.discard(id(self))
        self._queue.put(None)

    def _read_stderr(self) -> None:
        assert self._proc.stderr is not None
        for line in self._proc.stderr:
            self._stderr.append(line.decode("utf-8", "replace").rstrip())
            del self._stderr[:-20]

    def _next(self) -> dict[str, Any]:
        remaining = self._deadline - time.monotonic()
        try:
            message = self._queue.get(timeout=max(remaining, 0.001))
        except queue.Empty:
            self.close()
            raise IngestError(
                self._name,
                f"reading the PDF took longer than {self._settings.parse_timeout_s:.0f} s and was "
                "stopped; the file may be malformed: re-export it and upload again, or raise "
                "RAG_INGEST__PARSE_TIMEOUT_S",
            ) from None
        if message is None:
            code = self._proc.wait()
            logger.warning("pdf worker for %s exited with %s: %s", self._name, code,
                           " | ".join(self._stderr[-5:]))
            if code < 0 or code >= 128:
                reason = (
                    "the PDF parser crashed on this file; the file may be malformed: re-export "
                    "it and upload again"
                )
            else:
                reason = "the PDF parser stopped unexpectedly; re-export the file and upload again"
            raise IngestError(self._name, reason)
        if message.get("type") == "error":
            self.sha256 = str(message.get("sha256", ""))
            kind = str(message.get("kind"))
            detail = str(message.get("detail", ""))
            logger.info("pdf worker refused %s: %s %s", self._name, kind, detail)
            template = _MESSAGES.get(kind, "the PDF could not be read ({detail})")
            field = _LIMIT_FIELDS.get(kind)
            limit = getattr(self._settings, field) if field else 0
            raise IngestError(
                self._name,
                template.format(
                    detail=detail,
                    value=int(message.get("value", 0)),
                    page=int(message.get("page", 0)),
                    limit=limit,
                ),
            )
        return message

    def _read_meta(self) -> DocumentInfo:
        try:
            meta = self._next()
        except IngestError:
            self.close()
            raise
        self.sha256 = str(meta.get("sha256", ""))
        return DocumentInfo(
            page_count=int(meta["pages"]),
            doc_date=str(meta.get("doc_date") or ""),
            title=str(meta.get("title") or ""),
            author=str(meta.get("author") or ""),
            subject=str(meta.get("subject") or ""),
        )

    def __iter__(self) -> Iterator[tuple[PageText, float, int]]:
        """Yield ``(page, garbled_share, raw_char_count)`` for every page, in order."""
        while True:
            message = self._next()
            if message["type"] == "done":
                self.peak_rss_mb = float(message.get("peak_rss_mb", 0.0))
                return
            if "rows" in message:
                # Table rows recovered from the page layout (JSON list; [] for a page without tables).
                self.tables[int(message["page"])] = json.dumps(message["rows"], ensure_ascii=False)
            yield (
                PageText(page=int(message["page"]), label=str(message["label"]),
                         text=str(message["text"])),
                float(message["garbled"]),
                int(message["raw_chars"]),
            )

    def close(self) -> None:
        """Stop the worker if it is still running."""
        if self._proc.poll() is None:
            self._proc.kill()
            self._proc.wait()
        with _ACTIVE_LOCK:
            _ACTIVE.discard(id(self))


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
