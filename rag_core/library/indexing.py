"""Indexing one upload: the checks before anything is stored, claiming the content's id, parsing
and embedding without the write lock, and the one transaction that makes the document ready (or the
undo that leaves nothing of it). Local uploads, the CLI and shared ingest jobs all come through
:meth:`Indexing.ingest_bytes`."""

from __future__ import annotations

import hashlib
import logging
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from llama_index.core.schema import TextNode

from rag_core.embedding import Embedder
from rag_core.errors import BusyError, IngestError
from rag_core.ingest.formats import format_for_name
from rag_core.ingest.memory import release_free_memory
from rag_core.ingest.names import display_name, file_type_for, stored_suffix
from rag_core.ingest.pdf import PdfPages
from rag_core.ingest.pipeline import DocumentIndexer, ProgressFn, base_meta, save_document
from rag_core.ingest.text import check_text_size
from rag_core.library.liveness import Heartbeat
from rag_core.library.recovery import Recovery
from rag_core.settings import PROVENANCES, Settings
from rag_core.storage.chunks import ChunkStore
from rag_core.storage.files import FileStore
from rag_core.storage.grants import DEFAULT_COLLECTION_ID, Collections
from rag_core.storage.registry import Registry
from rag_core.storage.writelock import WriteLock
from rag_core.types import DocumentRecord, FileType, IngestOutcome, IngestResult, ProgressEvent

logger = logging.getLogger(__name__)

IN_ANOTHER_COLLECTION = (
    "the same content is already indexed in another collection, and a file can be in one collection only; "
    "ask an admin to give you access to it there"
)
SAME_FILE_POLL_S = 0.5  # how often an upload of bytes another upload is indexing looks again


class Indexing:
    """Adds documents to the registry, the chunk store and the file store, one upload at a time
    each, several uploads at once (only the short writes hold the write lock)."""

    def __init__(
        self,
        settings: Settings,
        *,
        registry: Registry,
        collections: Collections,
        files: FileStore,
        store: ChunkStore,
        lock: WriteLock,
        owner: str,
        embedder: Callable[[], Embedder],
        recovery: Recovery,
    ) -> None:
        self.settings = settings
        self.registry = registry
        self.collections = collections
        self.files = files
        self.store = store
        self.lock = lock
        self.owner = owner
        self._embedder = embedder
        self._recovery = recovery
        self._batches = 0  # open ``batch()`` blocks (the app's sessions share one Library)
        self._batch_guard = threading.Lock()
        self._unoptimized = 0  # chunks committed since the last optimize

    def _indexer(self) -> DocumentIndexer:
        return DocumentIndexer(self.settings.ingest, self._embedder, self.settings.embedding.batch_size)

    @contextmanager
    def batch(self) -> Iterator[None]:
        """Index several files with one full-text index update at the end instead of one per file.

        Each update merges the new chunks into the index and compacts the table; with a growing
        library that costs more memory every time (74 filings one by one peaked at 2.6 GB).
        Inside a batch the update runs every ``ingest.optimize_after_chunks`` chunks and when the
        outermost batch ends; search reads not-yet-merged chunks all the same.
        """
        with self._batch_guard:
            self._batches += 1
        try:
            yield
        finally:
            with self._batch_guard:
                self._batches -= 1
                last = self._batches == 0
            if last and self._unoptimized:
                with self.lock.hold("updating the full-text index"):
                    self._optimize()

    def _optimize(self) -> None:
        self.store.optimize()
        self._unoptimized = 0
        release_free_memory()

    def ingest_bytes(
        self,
        name: str,
        data: bytes,
        *,
        provenance: str = "unknown",
        progress: ProgressFn | None = None,
        prefetched: PdfPages | None = None,
        on_parsed: Callable[[], None] | None = None,
        keep_folders: bool = False,
        collection_id: int = DEFAULT_COLLECTION_ID,
    ) -> IngestResult:
        """Index uploaded bytes under the user's file name into a collection. Never raises for bad input.

        ``keep_folders``: the name is a path inside a folder the CLI was given ("2023/report.md");
        an uploaded name keeps only its last part.

        Identical bytes already indexed in this collection: a no-op that says so; in another
        collection: refused without naming it (ids are content hashes, so a file is in one
        collection only). Same name in the same collection, different bytes: the new revision
        replaces the old one completely, and only once it is fully indexed.
        """
        try:
            name = display_name(name, keep_folders=keep_folders)
            kind = file_type_for(name)
            if provenance not in PROVENANCES:
                raise IngestError(name, f"provenance must be one of {', '.join(PROVENANCES)}, not {provenance!r}")
            self.check_size(name, len(data))
            if not data:
                raise IngestError(name, "the file is empty (0 bytes); upload the complete file")
            if self.collections.get(collection_id) is None:
                raise IngestError(
                    name, f"there is no collection {collection_id}; choose one of the library's collections"
                )
        except IngestError as exc:
            return self.refused(exc.name, data, exc, collection_id)

        doc_id = hashlib.sha256(data).hexdigest()
        stored = f"{doc_id}{stored_suffix(kind)}"
        started = self._start(name, kind, data, doc_id, stored, provenance, collection_id)
        if isinstance(started, IngestResult):
            return started
        return self._index_new(
            name, kind, data, doc_id, stored, provenance, started, progress, prefetched, on_parsed, collection_id
        )

    def _start(
        self, name: str, kind: FileType, data: bytes, doc_id: str, stored: str, provenance: str, collection_id: int
    ) -> int | IngestResult:
        """Claim ``doc_id`` for this attempt: its row in status ``indexing`` (the id returned), or the
        result when there is nothing to index (already indexed, or in another collection).

        The write lock is held only for this check: parsing and embedding run without it, so a
        small file never waits for a large one, nor a delete for an upload. The same bytes being
        indexed by another upload right now are waited for, then reported as already indexed.
        """
        deadline = time.monotonic() + self.settings.ingest.lock_timeout_s
        while True:
            with self.lock.hold(f"starting to index {name}"):
                self._recovery.clean_dead_rows()  # a document another process was indexing when it died
                existing = self.registry.find_ready(doc_id=doc_id)
                if existing is not None and existing.collection_id != collection_id:
                    return self._record_refusal(
                        IngestError(name, IN_ANOTHER_COLLECTION), doc_id, kind.value, len(data), collection_id
                    )
                if existing is not None:
                    message = "already indexed" + (f" as {existing.name}" if existing.name != name else "")
                    return IngestResult(
                        name, IngestOutcome.ALREADY_INDEXED, doc_id, existing.pages, existing.chunks, message
                    )
                if doc_id not in self.registry.indexing_doc_ids():
                    return self.registry.start(
                        doc_id=doc_id,
                        name=name,
                        file_type=kind.value,
                        size_bytes=len(data),
                        provenance=provenance,
                        stored_path=stored,
                        owner=self.owner,
                        collection_id=collection_id,
                    )
            if time.monotonic() >= deadline:
                raise BusyError(
                    f"the same file has been indexing in another upload for over "
                    f"{self.settings.ingest.lock_timeout_s:.0f} s; wait for it to finish and try again"
                )
            time.sleep(SAME_FILE_POLL_S)

    def _write_chunks(self, nodes: list[TextNode]) -> None:
        """Append one batch of a document's chunks (invisible until its row is ready)."""
        with self.lock.hold("writing a batch of passages"):
            self.store.add(nodes)

    def _index_new(
        self,
        name: str,
        kind: FileType,
        data: bytes,
        doc_id: str,
        stored: str,
        provenance: str,
        row_id: int,
        progress: ProgressFn | None,
        prefetched: PdfPages | None = None,
        on_parsed: Callable[[], None] | None = None,
        collection_id: int = DEFAULT_COLLECTION_ID,
    ) -> IngestResult:
        counts = {"pages": 0, "chunks": 0}

        def stage(stage_name: str) -> None:
            if progress is not None:
                progress(
                    ProgressEvent(
                        name, stage_name, counts["pages"], counts["pages"], counts["chunks"], counts["chunks"]
                    )
                )

        heartbeat = Heartbeat(
            lambda: self.registry.beat(row_id), self.settings.ingest.heartbeat_s, f"heartbeat-{row_id}"
        )
        previous: DocumentRecord | None = None
        try:
            self.files.put(stored, data)
            base = base_meta(name=name, doc_id=doc_id, provenance=provenance, kind=kind)
            with self.files.local_copy(stored, data) as path:  # S3: a staged copy for the parser
                indexed = self._indexer().index(
                    name=name,
                    kind=kind,
                    path=path,
                    base=base,
                    progress=progress,
                    sink=self._write_chunks,
                    prefetched=prefetched,
                    on_parsed=on_parsed,
                )
            counts.update(pages=len(indexed.pages), chunks=indexed.chunks)
            stage("writing")
            with self.lock.hold(f"finishing {name}"):
                save_document(registry=self.registry, doc_id=doc_id, indexed=indexed)
                stage("committed")
                # One transaction makes the new revision ready and drops the old one's row: a failure
                # before it leaves the old revision ready and answering, never neither. The revision
                # replaced is looked up now: another upload may have replaced or deleted it meanwhile.
                previous = self.registry.find_ready(name=name, collection_id=collection_id)
                self.registry.mark_ready(
                    row_id,
                    pages=len(indexed.pages),
                    chunks=indexed.chunks,
                    doc_date=indexed.doc_date,
                    replaces=previous.id if previous is not None else None,
                )
                if previous is not None:
                    self._drop_replaced(previous, doc_id)
                self._unoptimized += indexed.chunks
                if not self._batches or self._unoptimized >= self.settings.ingest.optimize_after_chunks:
                    self._optimize()
                else:
                    release_free_memory()
        except Exception as exc:  # noqa: BLE001 - one bad file must never take down a batch or the app
            if isinstance(exc, IngestError):
                message = exc.reason
                logger.info("not indexed: %s", exc)
            elif isinstance(exc, BusyError):
                message = f"{exc} (nothing of this file was kept; add it again)"
                logger.warning("not indexed: %s", message)
            else:
                logger.exception("indexing %s failed unexpectedly", name)
                message = (
                    f"indexing failed unexpectedly ({type(exc).__name__}: {exc}); nothing else was changed, try again"
                )
            try:
                with self.lock.hold(f"undoing {name}"):
                    self._undo(row_id, doc_id, stored, message)
            except BusyError:  # its row goes stale without a heartbeat; recovery then removes what it wrote
                logger.warning("could not remove what %s wrote yet; it is cleaned up later", name)
            return IngestResult(name, IngestOutcome.FAILED, doc_id, message=message)
        finally:
            heartbeat.stop()
        stage("done")
        outcome = IngestOutcome.REPLACED if previous is not None else IngestOutcome.INDEXED
        message = f"replaced the earlier version of {name}" if previous is not None else "indexed"
        logger.info("%s %s: %d pages, %d chunks", outcome.value, name, len(indexed.pages), indexed.chunks)
        return IngestResult(name, outcome, doc_id, len(indexed.pages), indexed.chunks, message, indexed.parser_peak_mb)

    def _undo(self, row_id: int, doc_id: str, stored: str, message: str) -> None:
        try:
            self.store.delete_doc(doc_id)
        finally:
            try:
                self.files.delete(stored)
            finally:
                self.registry.mark_failed(row_id, message)

    def _drop_replaced(self, previous: DocumentRecord, new_doc_id: str) -> None:
        """The replaced revision's chunks and file, after its row is gone. Best effort: whatever a
        crash leaves here is an orphan that :meth:`Recovery.recover` removes, and retrieval never
        reads it (only documents with a ready row are searched)."""
        if previous.doc_id == new_doc_id:
            return
        try:
            self.store.delete_doc(previous.doc_id)
            if previous.stored_path:
                self.files.delete(previous.stored_path)
        except Exception:  # noqa: BLE001 - the replacement is complete; cleanup can wait for the next start
            logger.warning(
                "could not remove the replaced revision of %s yet; it is cleaned up on the next start",
                previous.name,
                exc_info=True,
            )

    def refused(
        self, name: str, data: bytes, exc: IngestError, collection_id: int = DEFAULT_COLLECTION_ID
    ) -> IngestResult:
        """Record a file refused before indexing started; nothing else changes."""
        doc_id = hashlib.sha256(data).hexdigest()
        kind = ""
        try:
            kind = file_type_for(name).value
        except IngestError:
            pass
        with self.lock.hold(f"recording that {name} was refused"):
            return self._record_refusal(exc, doc_id, kind, len(data), collection_id)

    def _record_refusal(self, exc: IngestError, doc_id: str, kind: str, size: int, collection_id: int) -> IngestResult:
        """The failure row of a refused file (caller holds the write lock)."""
        logger.info("refused %s", exc)
        if self.collections.get(collection_id) is None:
            collection_id = DEFAULT_COLLECTION_ID
        self.registry.record_failure(
            name=exc.name, doc_id=doc_id, file_type=kind, size_bytes=size, error=exc.reason, collection_id=collection_id
        )
        return IngestResult(exc.name, IngestOutcome.FAILED, doc_id, message=exc.reason)

    def check_size(self, name: str, size: int) -> None:
        """Refuse a file over the size limit, or a text file too large to read, before its bytes are read.

        Raises:
            IngestError: too large; the message names the limit and the setting that raises it.
        """
        limit = self.settings.ingest.max_file_mb
        if size > limit * 1024 * 1024:
            raise IngestError(
                name,
                f"the file is {size / 1024 / 1024:.1f} MB, over the {limit:g} MB limit; split it, "
                "or raise RAG_INGEST__MAX_FILE_MB",
            )
        fmt = format_for_name(name)
        if fmt is not None and fmt.text_file:  # before the bytes are read and copied
            if fmt.kind in (FileType.TEXT, FileType.MARKDOWN):
                check_text_size(name, size, self.settings.ingest)
            else:
                check_text_size(name, size, self.settings.ingest, labels=fmt.label)
