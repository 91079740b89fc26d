"""One-step uploads on the Library page: a file dropped on the uploader starts indexing at once.

Local mode: this session's :class:`SessionUploads` indexes the files on background threads (two
lanes, smallest first, so a small file never waits behind a 10-K), so the page is never blocked: the documents table and the delete control work
while files index. A fragment polls the thread every ``POLL_S`` and draws a progress bar per file
from the library's progress callback (the one the CLI's progress bar uses), then the result line.
When a file finishes the whole page is drawn again, so the table lists it. Shared mode: each file
becomes an ingest job at once (:func:`queue`); :mod:`ui.jobs_view` shows the job rows, with progress
in the words of :func:`describe`.

The uploader keeps its files between reruns, so what was started is remembered by the uploader's
file id (and an identical file still waiting or indexing is not started a second time).
"""

from __future__ import annotations

import hashlib
import logging
import threading
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

import streamlit as st

from rag_core.access import DEFAULT_COLLECTION_ID, LibraryActions
from rag_core.errors import BusyError, RagCoreError
from rag_core.ingest.formats import SUPPORTED_EXTENSIONS, SUPPORTED_TYPES_TEXT
from rag_core.jobs import IngestJobs
from rag_core.messages import counted
from rag_core.settings import PROVENANCES
from rag_core.types import IngestOutcome, IngestResult, ProgressEvent
from ui.text import md_escape

logger = logging.getLogger(__name__)

UPLOAD_TYPES = [suffix.lstrip(".") for suffix in SUPPORTED_EXTENSIONS]  # every registered format
UPLOADS_KEY = "library_uploads"  # this session's SessionUploads
QUEUED_KEY = "library_queued_file_ids"  # shared mode: uploader file ids already queued as jobs
GENERATION_KEY = "library_uploader_generation"  # bumped to empty the uploader ("Clear list")
POLL_S = 0.5  # how often the progress of this session's uploads is read while one is unfinished


class FileState(StrEnum):
    """Where one uploaded file is."""

    WAITING = "waiting"  # behind the files dropped before it
    INDEXING = "indexing"
    DONE = "done"  # ``result`` says how it ended (a refused file is done, outcome failed)


@dataclass(frozen=True, slots=True)
class FileStatus:
    """One uploaded file as the page draws it (a copy; the thread keeps changing the original)."""

    file_id: str
    name: str
    state: FileState
    event: ProgressEvent | None = None
    result: IngestResult | None = None


@dataclass(slots=True)
class _Upload:
    file_id: str
    name: str
    digest: str
    data: bytes
    provenance: str
    collection_id: int
    actions: LibraryActions
    state: FileState = FileState.WAITING
    event: ProgressEvent | None = None
    result: IngestResult | None = None

    @property
    def size(self) -> int:
        """Bytes to index (until done: then the bytes are let go)."""
        return len(self.data)


@dataclass
class SessionUploads:
    """This session's uploads and the lanes (threads) that index them.

    Up to ``lanes`` files index at once, smallest first, and at most one file above
    ``large_bytes`` at a time: two 10-Ks dropped with three one-page files index one after the
    other in one lane while the small files finish in the other. The library's write lock is held
    only for each short write, never while a file is parsed or embedded, so lanes do not wait for
    each other, and a delete runs at once. Thread-safe: the page adds files and reads copies
    while the lanes index.
    """

    files: list[_Upload] = field(default_factory=list)
    guard: threading.Lock = field(default_factory=threading.Lock)
    lanes: int = 2
    large_bytes: int = 512 * 1024
    running: int = 0  # lane threads now running
    changes: int = 0  # files finished so far: the page is drawn again when it grows
    notice: str = ""  # said once after a batch: the final index update waited too long

    def add(
        self,
        actions: LibraryActions,
        file_id: str,
        name: str,
        data: bytes,
        *,
        provenance: str,
        collection_id: int = DEFAULT_COLLECTION_ID,
    ) -> bool:
        """Queue one file and start a lane when one is free; False when it was started already
        (the same uploader file, or identical bytes under the same name still waiting or indexing)."""
        digest = hashlib.sha256(data).hexdigest()
        with self.guard:
            for known in self.files:
                if known.file_id == file_id or (
                    known.state is not FileState.DONE and (known.name, known.digest) == (name, digest)
                ):
                    return False
            self.files.append(_Upload(file_id, name, digest, data, provenance, collection_id, actions))
            if self.running < self.lanes:
                self.running += 1
                threading.Thread(target=self.run, name=f"library-upload-{self.running}", daemon=True).start()
        return True

    def configure(self, lanes: int, large_bytes: int) -> None:
        """Take the deployment's lanes and large-file size (``IngestSettings``)."""
        with self.guard:
            self.lanes, self.large_bytes = lanes, large_bytes

    def started(self, file_id: str) -> bool:
        """Whether this uploader file was added already."""
        with self.guard:
            return any(f.file_id == file_id for f in self.files)

    def statuses(self) -> list[FileStatus]:
        """Every file of this session, in the order dropped."""
        with self.guard:
            return [FileStatus(f.file_id, f.name, f.state, f.event, f.result) for f in self.files]

    def pending(self) -> bool:
        """Whether a file is still waiting or indexing."""
        with self.guard:
            return any(f.state is not FileState.DONE for f in self.files)

    def clear_finished(self) -> None:
        """Forget the files that finished (their results; the library keeps what was indexed)."""
        with self.guard:
            self.files = [f for f in self.files if f.state is not FileState.DONE]
            self.notice = ""

    def next_task(self) -> _Upload | None:
        """(A lane) the smallest waiting file it may take; None ends the lane, atomically with
        ``running`` going down so a file added now starts one."""
        with self.guard:
            waiting = [f for f in self.files if f.state is FileState.WAITING]
            if self.large_file_indexing():
                waiting = [f for f in waiting if f.size <= self.large_bytes]  # one large file at a time
            upload = min(waiting, key=lambda f: f.size, default=None)  # ties: the first dropped
            if upload is None:
                self.running -= 1  # the next add starts a lane
            else:
                upload.state = FileState.INDEXING
            return upload

    def large_file_indexing(self) -> bool:
        """Whether a file above ``large_bytes`` is indexing (caller holds ``guard``)."""
        return any(f.state is FileState.INDEXING and f.size > self.large_bytes for f in self.files)

    def waiting_reason(self, file_id: str) -> str:
        """Why a waiting file has not started, in words."""
        with self.guard:
            upload = next((f for f in self.files if f.file_id == file_id), None)
            if upload is not None and upload.size > self.large_bytes and self.large_file_indexing():
                return "waiting for the large file being indexed (large files go one at a time)"
            return "waiting for a free lane" if self.running >= self.lanes else "starting"

    def run(self) -> None:
        """(A lane) index files until none it may take waits; never raises."""
        task = self.next_task()
        while task is not None:
            try:
                with task.actions.batch():  # one full-text index update for the files dropped together
                    while task is not None:
                        self.index_file(task)
                        task = self.next_task()
            except BusyError as exc:  # the final index update waited too long; the files are indexed
                with self.guard:
                    self.notice = f"{exc}. The files are indexed; search covers them already."
            except Exception as exc:  # noqa: BLE001 - a lane that dies would leave files "indexing" forever
                logger.exception("the upload lane could not go on")
                if task is not None:  # e.g. the user lost the editor role meanwhile
                    message = (
                        str(exc) if isinstance(exc, RagCoreError) else "indexing could not start; add the file again"
                    )
                    self.record_result(task, _failed(task.name, message))
                task = self.next_task()

    def index_file(self, upload: _Upload) -> None:
        """(A lane) index one file, its progress kept for the page; failures become results."""

        def on_progress(event: ProgressEvent) -> None:
            upload.event = event  # one reference assignment: the page reads whole events only

        try:
            result = upload.actions.ingest_bytes(
                upload.name,
                upload.data,
                provenance=upload.provenance,
                progress=on_progress,
                collection_id=upload.collection_id,
            )
        except BusyError as exc:
            # Another upload or a CLI ingest held the library past the wait: nothing of this file was written.
            result = _failed(upload.name, f"{exc} (nothing was changed; add the file again)")
        except RagCoreError as exc:  # no write grant on the collection (changed since the page was drawn)
            result = _failed(upload.name, str(exc))
        except Exception as exc:  # noqa: BLE001 - one file must not stop the files after it
            logger.exception("indexing %s failed unexpectedly", upload.name)
            result = _failed(upload.name, f"indexing failed unexpectedly ({type(exc).__name__}); add the file again")
        self.record_result(upload, result)

    def record_result(self, upload: _Upload, result: IngestResult) -> None:
        """(A lane) a file finished: keep its result and let go of its bytes."""
        with self.guard:
            upload.result, upload.state, upload.data = result, FileState.DONE, b""
            self.changes += 1


def _failed(name: str, message: str) -> IngestResult:
    return IngestResult(name, IngestOutcome.FAILED, "", message=message)


def session_uploads() -> SessionUploads:
    """This browser session's uploads (kept in session state: they end with the session, and a
    file still indexing then is finished by its thread all the same)."""
    return st.session_state.setdefault(UPLOADS_KEY, SessionUploads())


# -- the uploader ------------------------------------------------------------------------------


def uploader(actions: LibraryActions, *, shared: bool = False, jobs: IngestJobs | None = None) -> None:
    """Choose provenance (and, shared, the collection) first, then drop files: each starts at once.

    Local mode indexes on this session's thread (:class:`SessionUploads`); with ``jobs`` (shared
    mode) each file is queued for the workers instead.
    """
    drop, choices = st.columns([3, 2])
    with choices:
        provenance = st.selectbox(
            "Provenance of the next files",
            PROVENANCES,
            index=PROVENANCES.index("unknown"),
            key="upload-provenance",
            help="Choose before adding files. Primary sources are originals (a contract, a filing); secondary "
            "sources report on them. Answers supported only by secondary sources get lower confidence.",
        )
        collections = actions.writable() if shared else []
        collection = (
            st.selectbox(
                "Collection",
                collections,
                format_func=lambda c: c.name,
                key="upload-collection",
                help="Choose before adding files. Who may read them: those with a grant on this collection.",
            )
            if collections
            else None
        )
    with drop:
        files = st.file_uploader(
            "Add documents",
            type=UPLOAD_TYPES,
            accept_multiple_files=True,
            key=f"library-uploader-{st.session_state.get(GENERATION_KEY, 0)}",
            help=f"{SUPPORTED_TYPES_TEXT}. Indexing starts as soon as a file is added. "
            "Identical files are recognised and skipped.",
        )
    collection_id = collection.id if collection is not None else DEFAULT_COLLECTION_ID
    if not files:
        return
    if jobs is not None:
        queued: set[str] = st.session_state.setdefault(QUEUED_KEY, set())
        fresh = [f for f in files if f.file_id not in queued]
        if fresh:
            queued.update(f.file_id for f in queue(actions, jobs, fresh, provenance, collection_id))
        return
    uploads = session_uploads()
    uploads.configure(
        actions.library.settings.ingest.upload_lanes, actions.library.settings.ingest.large_file_kb * 1024
    )
    for upload in files:
        if uploads.started(upload.file_id):  # every run sees the files again; read the new ones only
            continue
        uploads.add(
            actions, upload.file_id, upload.name, upload.getvalue(), provenance=provenance, collection_id=collection_id
        )


def queue(
    actions: LibraryActions, jobs: IngestJobs, files: list[Any], provenance: str, collection_id: int
) -> list[Any]:
    """(Shared mode) queue each uploaded file for a worker; a file that cannot be queued says why
    (and, still in the uploader, is tried again on the next run). Returns the files queued."""
    queued = []
    for upload in files:
        try:
            actions.enqueue(jobs, upload.name, upload.getvalue(), provenance=provenance, collection_id=collection_id)
            queued.append(upload)
        except (RagCoreError, OSError) as exc:  # no write grant (changed meanwhile), store unreachable
            st.error(f"**{md_escape(upload.name)}**: {md_escape(str(exc))}", icon=":material/error:")
    if queued:
        st.toast(f"{len(queued)} file{'s' if len(queued) > 1 else ''} queued for indexing")
    return queued


# -- progress and results ----------------------------------------------------------------------


def describe(event: ProgressEvent | None) -> str:
    """What is happening to a file, in words: "reading page 3 of 12", "embedding passages, 40 of 96"
    (local mode's bars and, from the job rows, shared mode's: one wording for both)."""
    if event is None:
        return "starting"
    pages = f"page {event.pages_done:,} of {event.pages_total:,}" if event.pages_total else f"page {event.pages_done:,}"
    if event.stage == "embedding" and event.chunks_total:
        return f"embedding passages, {event.chunks_done:,} of {event.chunks_total:,}"
    if event.stage in ("parsing", "embedding"):
        embedded = f", {event.chunks_done:,} passages embedded" if event.chunks_done else ""
        return f"reading {pages}{embedded}"
    if event.stage in ("writing", "committed"):
        return f"saving {event.pages_total:,} pages and {event.chunks_total:,} passages"
    return "finishing"


def progress() -> None:
    """This session's uploads: a progress bar per file still waiting or indexing, a result line
    per finished file; read again every ``POLL_S`` while one is unfinished, and the whole page is
    drawn again whenever one finishes (the documents table lists it, the failures list shows it)."""
    uploads = st.session_state.get(UPLOADS_KEY)
    if uploads is None:
        return
    if not uploads.statuses():
        return
    st.fragment(_panel, run_every=POLL_S if uploads.pending() else None)(uploads, uploads.changes)


def _panel(uploads: SessionUploads, changes_before: int) -> None:
    if uploads.changes != changes_before:
        st.rerun()  # the whole page: the documents table and the failures list show what just changed
    statuses = uploads.statuses()
    for status in statuses:
        shown = md_escape(status.name)
        if status.state is FileState.WAITING:
            st.progress(0.0, text=f"**{shown}**: {uploads.waiting_reason(status.file_id)}")
        elif status.state is FileState.INDEXING:
            fraction = status.event.fraction if status.event is not None else 0.0
            st.progress(fraction, text=f"**{shown}**: {describe(status.event)}")
        elif status.result is not None:
            result_line(status.result)
    if uploads.notice:
        st.warning(md_escape(uploads.notice))
    if (
        statuses
        and not uploads.pending()
        and st.button(
            "Clear list",
            icon=":material/clear_all:",
            key="upload-clear",
            help="Forget these results and empty the box above; indexed documents stay in the library.",
        )
    ):
        uploads.clear_finished()
        st.session_state[GENERATION_KEY] = st.session_state.get(GENERATION_KEY, 0) + 1
        st.rerun()


def result_line(result: IngestResult) -> None:
    """How one file ended: indexed with its pages and passages, already there, or why it failed
    and what to do (failures are also kept in the failures list below until dismissed)."""
    shown = md_escape(result.name)
    if result.outcome is IngestOutcome.FAILED:
        st.error(f"**{shown}**: {md_escape(result.message)}", icon=":material/error:")
    elif result.outcome is IngestOutcome.ALREADY_INDEXED:
        st.info(f"**{shown}**: {md_escape(result.message)}", icon=":material/info:")
    else:
        verb = "Replaced" if result.outcome is IngestOutcome.REPLACED else "Indexed"
        st.success(
            f"**{shown}**: {verb}, {counted(result.pages, 'page')}, {counted(result.chunks, 'passage')}",
            icon=":material/check_circle:",
        )
