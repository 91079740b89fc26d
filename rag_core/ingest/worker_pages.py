"""Read one stored file page by page through the sandboxed parser worker (see :mod:`parse_worker`).

Every file type is parsed in a separate process with an address-space limit
(``ingest.parse_memory_mb``, set by the worker) and a wall-time limit (``ingest.parse_timeout_s``,
enforced here: the worker is killed). A hang, a crash or a memory blow-up costs one file, never
the app, and the file is refused with a message naming the file type and the limit. The worker
is a fork of a warm server process (:mod:`rag_core.ingest.forked`), not a fresh interpreter.
"""

from __future__ import annotations

import json
import logging
import queue
import signal
import threading
import time
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from rag_core.compute import GATE
from rag_core.errors import IngestError
from rag_core.ingest.forked import ParserProcess
from rag_core.settings import IngestSettings
from rag_core.types import DocumentInfo, FileType, PageText

logger = logging.getLogger(__name__)

# Refusals every file type can meet; ``{what}`` is the type as users read it ("Word document").
_COMMON = {
    "refused": "{detail}",
    "memory": (
        "the {what} needs more memory to read than the parser is allowed ({memory:,} MB, "
        "RAG_INGEST__PARSE_MEMORY_MB); the file may be malformed: re-save or re-export it and upload "
        "again, or raise RAG_INGEST__PARSE_MEMORY_MB"
    ),
    "failed": "the {what} could not be read ({detail}); re-save or re-export it and upload again",
}


class WorkerPages:
    """A running parse of one stored file: ``info`` first, then iterate for pages in order.

    The worker starts at construction and parses ahead of the consumer (a reader thread drains its
    output into a queue), so parsing overlaps with whatever the caller does, such as embedding the
    previous file. Use as a context manager so the worker is always stopped.

    ``messages`` adds the type's own refusals (worker ``kind`` -> template); ``limits`` names the
    ``IngestSettings`` field a limit refusal reports as ``{limit}``.
    """

    def __init__(
        self,
        kind: FileType,
        path: Path,
        name: str,
        settings: IngestSettings,
        what: str,
        messages: Mapping[str, str] | None = None,
        limits: Mapping[str, str] | None = None,
    ) -> None:
        self._kind = kind
        self._what = what  # one file of the type in words: "Word document"
        self._name = name
        self._settings = settings
        self._messages = {**_COMMON, **(messages or {})}
        self._limits = dict(limits or {})
        self._deadline = time.monotonic() + settings.parse_timeout_s
        self._queue: queue.Queue[dict[str, Any] | None] = queue.Queue()
        self._stderr: list[str] = []
        self.peak_rss_mb = 0.0
        self._proc = ParserProcess(kind.value, str(path), settings.model_dump_json(), name)
        self._paused_at: float | None = None
        threading.Thread(target=self._read_stdout, daemon=True).start()
        threading.Thread(target=self._read_stderr, daemon=True).start()
        GATE.register(self)  # a question asked meanwhile has the cores (see rag_core.compute)
        self._info: DocumentInfo | None = None
        self.sha256 = ""
        self.tables: dict[int, str] = {}  # page -> JSON list of table rows, for pages the worker laid out

    @property
    def pid(self) -> int:
        """The worker process's id."""
        return self._proc.pid

    @property
    def info(self) -> DocumentInfo:
        """Page count, date and metadata; waits for the worker's first message (raises IngestError)."""
        if self._info is None:
            self._info = self._read_meta()
        return self._info

    def __enter__(self) -> WorkerPages:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _read_stdout(self) -> None:
        for line in self._proc.stdout:
            try:
                self._queue.put(json.loads(line))
            except json.JSONDecodeError:
                logger.warning("parser worker wrote a non-JSON line for %s", self._name)
        self._queue.put(None)

    def _read_stderr(self) -> None:
        for line in self._proc.stderr:
            self._stderr.append(line.decode("utf-8", "replace").rstrip())
            del self._stderr[:-20]

    def _wait(self) -> dict[str, Any] | None:
        """The worker's next message (None once it has exited); IngestError past the time limit,
        which a pause (see :meth:`pause`) moves on."""
        while True:
            remaining = self._deadline - time.monotonic()
            try:
                return self._queue.get(timeout=max(remaining, 0.05))
            except queue.Empty:
                if self._paused_at is not None or self._deadline > time.monotonic():
                    continue  # paused, or the limit moved while waiting
                self.close()
                raise IngestError(
                    self._name,
                    f"reading the {self._what} took longer than {self._settings.parse_timeout_s:,g} s and was "
                    "stopped (RAG_INGEST__PARSE_TIMEOUT_S); the file may be malformed: re-save or re-export it "
                    "and upload again, or raise RAG_INGEST__PARSE_TIMEOUT_S",
                ) from None

    def _next(self) -> dict[str, Any]:
        message = self._wait()
        if message is None:
            code = self._proc.wait()
            logger.warning("parser worker for %s exited with %s: %s", self._name, code, " | ".join(self._stderr[-5:]))
            if code < 0 or code >= 128:
                reason = (
                    f"the {self._what} parser crashed on this file; the file may be malformed: re-save or "
                    "re-export it and upload again"
                )
            else:
                reason = f"the {self._what} parser stopped unexpectedly; re-save or re-export the file and upload again"
            raise IngestError(self._name, reason)
        if message.get("type") == "error":
            self._refuse(message)
        return message

    def _refuse(self, message: dict[str, Any]) -> None:
        self.sha256 = str(message.get("sha256", ""))
        self.peak_rss_mb = float(message.get("peak_rss_mb", 0.0))
        kind = str(message.get("kind"))
        detail = str(message.get("detail", ""))
        logger.info("parser worker refused %s: %s %s", self._name, kind, detail)
        template = self._messages.get(kind, "the {what} could not be read ({detail})")
        field = self._limits.get(kind)
        raise IngestError(
            self._name,
            template.format(
                what=self._what,
                detail=detail,
                value=int(message.get("value", 0)),
                page=int(message.get("page", 0)),
                limit=getattr(self._settings, field) if field else 0,
                memory=self._settings.parse_memory_mb,
            ),
        )

    def _read_meta(self) -> DocumentInfo:
        try:
            meta = self._next()
        except IngestError:
            self.close()
            raise
        self.sha256 = str(meta.get("sha256", ""))
        if meta.get("reader"):
            # Why comes with the message itself: the worker's stderr is read by another thread, maybe later.
            logger.info("%s was read with %s (%s)", self._name, meta["reader"], meta.get("reader_why", ""))
        return DocumentInfo(
            page_count=int(meta["pages"]),
            doc_date=str(meta.get("doc_date") or ""),
            title=str(meta.get("title") or ""),
            author=str(meta.get("author") or ""),
            subject=str(meta.get("subject") or ""),
            site_name=str(meta.get("site_name") or ""),
            heading=str(meta.get("heading") or ""),
        )

    def __iter__(self) -> Iterator[tuple[PageText, float, int]]:
        """Yield ``(page, garbled_share, raw_char_count)`` for every page, in order."""
        self.info  # noqa: B018 - the meta message comes first
        while True:
            message = self._next()
            if message["type"] == "done":
                self.peak_rss_mb = float(message.get("peak_rss_mb", 0.0))
                return
            if message.get("reader"):
                logger.info("%s: page %s was read with %s", self._name, message["page"], message["reader"])
            if "rows" in message:
                # Table rows recovered from the page (JSON list; [] for a PDF page without tables).
                self.tables[int(message["page"])] = json.dumps(message["rows"], ensure_ascii=False)
            yield (
                PageText(page=int(message["page"]), label=str(message["label"]), text=str(message["text"])),
                float(message["garbled"]),
                int(message["raw_chars"]),
            )

    def running(self) -> bool:
        """Whether the worker process is still at work (it ends once it has sent its last page)."""
        return self._proc.running()

    def pause(self) -> None:
        """Stop the worker for a while (a question is being answered); the time limit stands still."""
        if self._paused_at is None and self._proc.signal(signal.SIGSTOP):
            self._paused_at = time.monotonic()

    def resume(self) -> None:
        """Let a paused worker go on; the time it was paused is added to its time limit."""
        if self._paused_at is not None:
            self._deadline += time.monotonic() - self._paused_at
            self._paused_at = None
            self._proc.signal(signal.SIGCONT)

    def close(self) -> None:
        """Stop the worker if it is still running."""
        GATE.unregister(self)
        self._proc.kill()
