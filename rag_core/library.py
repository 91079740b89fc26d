"""The document library: what the UI and the CLI call to add, list and delete documents."""

from __future__ import annotations

import hashlib
import json
import logging
import os
import socket
import threading
import time
import uuid
from collections.abc import Callable, Iterable, Iterator
from contextlib import AbstractContextManager, contextmanager
from dataclasses import replace
from functools import lru_cache
from pathlib import Path

from llama_index.core.schema import TextNode

from rag_core.embedding import Embedder, make_embedder
from rag_core.errors import BusyError, IngestError, NotFoundError
from rag_core.ingest.formats import format_for_name
from rag_core.ingest.text import check_text_size
from rag_core.ingest.names import SUPPORTED_EXTENSIONS, display_name, file_type_for, stored_suffix
from rag_core.ingest.pdf import PdfPages, pdf_info
from rag_core.ingest.pipeline import (
    PROFILE_PAGES,
    DocumentIndexer,
    ProgressFn,
    base_meta,
    iter_files,
    save_document,
)
from rag_core.ingest.profile import DocumentProfile, derive_profile
from rag_core.ingest.memory import release_free_memory
from rag_core.storage.registry import Registry, make_engine
from rag_core.storage.writelock import WriteLock, write_lock_for
from rag_core.settings import PROVENANCES, Settings
from rag_core.storage.chunks import ChunkStore
from rag_core.storage.files import FileStore, clear_stale_staging, make_file_store
from rag_core.storage.grants import DEFAULT_COLLECTION_ID, Collections
from rag_core.storage.s3 import index_location, is_s3, lance_storage_options
from rag_core.types import (
    DocStatus,
    DocumentRecord,
    FileType,
    IngestOutcome,
    IngestResult,
    PageText,
    ProgressEvent,
)

logger = logging.getLogger(__name__)

INTERRUPTED = "indexing was interrupted before it finished (the app or the CLI stopped); upload the file again"
IN_ANOTHER_COLLECTION = (
    "the same content is already indexed in another collection, and a file can be in one collection only; "
    "ask an admin to give you access to it there"
)
_MIN_ID_PREFIX = 8
SAME_FILE_POLL_S = 0.5  # how often an upload of bytes another upload is indexing looks again
_MIN_YEAR, _MAX_YEAR = 1900, 2100


class Library:
    """Registry + chunk store + stored originals under one data dir.

    The embedding model is loaded on first use (listing and deleting never need it) unless one
    is passed in, as the app does to share one model across sessions.
    """

    def __init__(self, settings: Settings, embedder: Embedder | None = None, *, recover: bool = True) -> None:
        self.settings = settings
        settings.data_dir.mkdir(parents=True, exist_ok=True)
        self.files: FileStore = make_file_store(settings)
        self.registry = Registry(make_engine(settings.db_url))
        self.collections = Collections(self.registry.engine)
        # A file lock on one machine; a PostgreSQL advisory lock when several servers share the store.
        self.lock: WriteLock = write_lock_for(self.registry.engine, settings.lock_path, settings.ingest.lock_timeout_s)
        # Who this process is, on the rows it indexes (host:pid:random), for recovery on other servers.
        self.owner = f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"
        index = index_location(settings)
        self.store = ChunkStore(
            index,
            settings.embedding.dimension,
            setup_lock=lambda: self.lock.hold("creating the index"),
            storage_options=lance_storage_options(settings.storage) if is_s3(index) else None,
        )
        self._embedder = embedder
        self._batches = 0  # open ``batch()`` blocks (the app's sessions share one Library)
        self._batch_guard = threading.Lock()
        self._unoptimized = 0  # chunks committed since the last optimize
        if (is_s3(index) or is_s3(self.files.location)) and not settings.database_url.strip():
            logger.warning(
                "the index or the originals are in object storage but the document registry is the local "
                "SQLite file; a second machine on the same bucket needs RAG_DATABASE_URL set to the same "
                "shared database, or each machine removes the other's documents as orphans at start"
            )
        if recover:
            self.recover()

    # -- resources ---------------------------------------------------------------------------
    @property
    def embedder(self) -> Embedder:
        """The embedding model, loaded on first use."""
        if self._embedder is None:
            self._embedder = make_embedder(self.settings.embedding)
        return self._embedder

    def _indexer(self) -> DocumentIndexer:
        return DocumentIndexer(self.settings.ingest, lambda: self.embedder, self.settings.embedding.batch_size)

    # -- reading -------------------------------------------------------------------------------
    def documents(
        self, status: DocStatus | None = None, collections: frozenset[int] | None = None
    ) -> list[DocumentRecord]:
        """Registry rows, by name (of ``collections`` only, when given)."""
        return self.registry.documents(status, collections)

    def ready_documents(self, collections: frozenset[int] | None = None) -> list[DocumentRecord]:
        """Documents that questions can be answered from (of ``collections`` only, when given)."""
        return self.registry.documents(DocStatus.READY, collections)

    def failures(self, collections: frozenset[int] | None = None) -> list[DocumentRecord]:
        """Files that could not be indexed, with their messages (of ``collections`` only, when given)."""
        return self.registry.documents(DocStatus.FAILED, collections)

    def page(self, doc_id: str, page: int) -> PageText | None:
        """Stored normalised text of one page."""
        return self.registry.page(doc_id, page)

    def original(self, record: DocumentRecord) -> bytes:
        """The stored original file of a document.

        Raises:
            NotFoundError: the file is not in the store (removed meanwhile).
        """
        try:
            return self.files.get(record.stored_path)
        except FileNotFoundError:
            raise NotFoundError(f"the original of {record.name} is no longer stored; upload it again") from None

    def has_original(self, record: DocumentRecord) -> bool:
        """Whether the original file of a document is in the store."""
        return bool(record.stored_path) and self.files.exists(record.stored_path)

    def original_on_disk(self, record: DocumentRecord) -> AbstractContextManager[Path]:
        """A local file with the original while the block runs: the stored file itself, or a
        staged copy of an S3 object (removed afterwards). For readers that need a path."""
        return self.files.local_copy(record.stored_path)

    # -- writing -------------------------------------------------------------------------------
    def ingest_path(
        self,
        path: Path,
        *,
        name: str | None = None,
        provenance: str = "unknown",
        progress: ProgressFn | None = None,
        prefetched: PdfPages | None = None,
        on_parsed: Callable[[], None] | None = None,
        collection_id: int = DEFAULT_COLLECTION_ID,
    ) -> IngestResult:
        """Index one file from disk under ``name`` (its file name, or its path inside a folder
        given to ``ingest_paths``, which also parses the next PDF ahead) into a collection."""
        name = name or path.name
        try:
            size = path.stat().st_size
            self._check_size(name, size)
            data = path.read_bytes()
        except IngestError as exc:
            return self._refused(name, b"", exc, collection_id)
        except OSError as exc:
            return self._refused(
                name,
                b"",
                IngestError(name, f"cannot read the file ({exc.strerror}); check the path and permissions"),
                collection_id,
            )
        return self.ingest_bytes(
            name,
            data,
            provenance=provenance,
            progress=progress,
            prefetched=prefetched,
            on_parsed=on_parsed,
            keep_folders=True,
            collection_id=collection_id,
        )

    def ingest_paths(
        self,
        paths: Iterable[Path],
        *,
        provenance: str = "unknown",
        progress: ProgressFn | None = None,
        on_result: Callable[[IngestResult], None] | None = None,
        collection_id: int = DEFAULT_COLLECTION_ID,
    ) -> list[IngestResult]:
        """Index files and folders (recursively, supported extensions only) into a collection.

        While one file's last chunks are embedded, the next PDF is already being parsed, so the
        parser never leaves the embedder waiting at the start of a file.
        """
        files = list(iter_files(paths, SUPPORTED_EXTENSIONS))
        with self.batch():
            return self._ingest_files(files, provenance, progress, on_result, collection_id)

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

    def _ingest_files(
        self,
        files: list[tuple[Path, str]],
        provenance: str,
        progress: ProgressFn | None,
        on_result: Callable[[IngestResult], None] | None,
        collection_id: int = DEFAULT_COLLECTION_ID,
    ) -> list[IngestResult]:
        prefetched: dict[int, PdfPages] = {}
        limit = self.settings.ingest.max_file_mb * 1024 * 1024

        def prefetch_after(index: int) -> Callable[[], None]:
            def start() -> None:
                following = index + 1
                if following >= len(files) or following in prefetched:
                    return
                path = files[following][0]
                try:
                    size = path.stat().st_size
                except OSError:
                    return
                if path.suffix.lower() == ".pdf" and 0 < size <= limit:
                    try:
                        prefetched[following] = PdfPages(path, path.name, self.settings.ingest)
                    except OSError:  # no process to spare (EAGAIN, ENOMEM, EMFILE): parse it later
                        logger.warning(
                            "could not start parsing %s ahead; it will be parsed in turn", path.name, exc_info=True
                        )

            return start

        results = []
        try:
            for index, (path, name) in enumerate(files):
                stream = prefetched.pop(index, None)
                try:
                    result = self.ingest_path(
                        path,
                        name=name,
                        provenance=provenance,
                        progress=progress,
                        prefetched=stream,
                        on_parsed=prefetch_after(index),
                        collection_id=collection_id,
                    )
                finally:
                    if stream is not None:
                        stream.close()
                results.append(result)
                if on_result is not None:
                    on_result(result)
        finally:
            for stream in prefetched.values():
                stream.close()
        return results

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
            self._check_size(name, len(data))
            if not data:
                raise IngestError(name, "the file is empty (0 bytes); upload the complete file")
            if self.collections.get(collection_id) is None:
                raise IngestError(
                    name, f"there is no collection {collection_id}; choose one of the library's collections"
                )
        except IngestError as exc:
            return self._refused(exc.name, data, exc, collection_id)

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
                self._clean_dead_rows()  # a document another process was indexing when it died
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

    def _refused(
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

    def _check_size(self, name: str, size: int) -> None:
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

    def delete(self, target: str | DocumentRecord, collections: frozenset[int] | None = None) -> DocumentRecord:
        """Remove a document's chunks, stored file and registry row (or a failure record).

        The only way anything leaves the library; it holds the write lock, so it never races an
        upload. ``target`` is a name or doc id (a ready document before a failure record of the
        same name), or a record from ``documents()`` / ``failures()`` to remove exactly that row,
        as the Library page does to dismiss one failed upload. ``collections``: only documents of
        these collections are found (None: any).

        Raises:
            NotFoundError: nothing matches, or the record was removed meanwhile.
        """
        with self.lock.hold("deleting a document"):
            if isinstance(target, str):
                record = self._resolve(target, collections)
            else:
                current = self.registry.get(target.id)
                if current is None or (collections is not None and current.collection_id not in collections):
                    raise NotFoundError(f"{target.name} was already removed from the library; reload the page")
                record = current
            self._remove(record)
            logger.info("deleted %s (%s)", record.name, record.doc_id[:12])
            return record

    def set_provenance(self, name_or_doc_id: str, provenance: str, collections: frozenset[int] | None = None) -> None:
        """Mark a document primary, secondary or unknown (used by answer confidence)."""
        if provenance not in PROVENANCES:
            raise NotFoundError(f"provenance must be one of {', '.join(PROVENANCES)}, not {provenance!r}")
        record = self._resolve(name_or_doc_id, collections)
        self.registry.set_fields(record.id, provenance=provenance)

    def set_doc_date(self, name_or_doc_id: str, doc_date: str, collections: frozenset[int] | None = None) -> None:
        """Set or clear (empty string) a document's date, ISO format YYYY-MM-DD."""
        from datetime import date

        if doc_date:
            try:
                date.fromisoformat(doc_date)
            except ValueError:
                raise NotFoundError(
                    f"document date {doc_date!r} is not a date; use YYYY-MM-DD, e.g. 2024-03-01"
                ) from None
        record = self._resolve(name_or_doc_id, collections)
        self.registry.set_fields(record.id, doc_date=doc_date)

    # -- profiles and tables ------------------------------------------------------------------------
    def profiles(self, ready: list[DocumentRecord] | None = None) -> dict[str, DocumentProfile]:
        """doc_id -> profile of every ready document (derived from stored pages when missing).

        ``ready`` is the list of ready documents when the caller has just read it (the engine does,
        for every question). Documents indexed before profiles existed get theirs from their first
        stored pages and file name, once; a user's edit is never overwritten.
        """
        stored = self.registry.profiles()
        out: dict[str, DocumentProfile] = {}
        for record in self.ready_documents() if ready is None else ready:
            raw = stored.get(record.doc_id)
            if raw is not None:
                out[record.doc_id] = _parsed_profile(raw)
                continue
            first = [p.text for p in self.registry.pages(record.doc_id)[:PROFILE_PAGES]]
            profile = derive_profile(record.name, first, {}, record.doc_date)
            self.registry.save_profile(record.doc_id, json.dumps(profile.to_dict(), ensure_ascii=False))
            out[record.doc_id] = profile
        return out

    def refresh_profiles(self) -> int:
        """Derive every profile again from the stored pages and file info (a user's edits are kept).

        For documents indexed by an earlier version, whose profile was derived with fewer signals.
        Returns how many profiles were rewritten.
        """
        edited = self.registry.edited_profiles()
        count = 0
        for record in self.ready_documents():
            if record.doc_id in edited:
                continue
            first = [p.text for p in self.registry.pages(record.doc_id)[:PROFILE_PAGES]]
            meta = self._pdf_info(record) if record.file_type == FileType.PDF.value else self._file_info(record)
            profile = derive_profile(record.name, first, meta, record.doc_date)
            self.registry.save_profile(record.doc_id, json.dumps(profile.to_dict(), ensure_ascii=False))
            count += 1
        return count

    def _pdf_info(self, record: DocumentRecord) -> dict[str, str]:
        try:
            with self.original_on_disk(record) as path:
                return pdf_info(path)
        except OSError:  # the original is gone: the profile does without the info dictionary
            logger.info("no stored original of %s to read PDF info from", record.name)
            return {}

    def _file_info(self, record: DocumentRecord) -> dict[str, str]:
        """Title, site name and first heading of a stored Word, Excel, HTML or text file, read
        again from the original ({} when it is gone or no longer readable)."""
        fmt = format_for_name(record.name)
        if fmt is None:
            return {}
        try:
            with self.original_on_disk(record) as path, fmt.loader(path, record.name, self.settings.ingest) as source:
                info = source.info
        except (OSError, IngestError):
            logger.info("no readable original of %s to read its title from", record.name)
            return {}
        return {
            "title": info.title,
            "author": info.author,
            "subject": info.subject,
            "site_name": info.site_name,
            "heading": info.heading,
        }

    def set_profile(
        self,
        name_or_doc_id: str,
        *,
        entity: str | None = None,
        doc_type: str | None = None,
        fiscal_year: int | None = None,
        quarter: int | None = None,
        collections: frozenset[int] | None = None,
    ) -> DocumentProfile:
        """Correct who a document is about or which period it covers (kept across restarts)."""
        record = self._resolve(name_or_doc_id, collections)
        profile = self.profiles().get(record.doc_id)
        if profile is None:
            raise NotFoundError(f"{record.name} is not indexed yet; wait until it is ready, then edit its profile")
        if fiscal_year and not (_MIN_YEAR <= fiscal_year <= _MAX_YEAR):
            raise NotFoundError(
                f"fiscal year {fiscal_year} is not a year; use four digits, e.g. 2023, or 0 to clear it"
            )
        if quarter is not None and quarter not in (0, 1, 2, 3, 4):
            raise NotFoundError(f"quarter {quarter} is not a quarter; use 1-4, or 0 for a full year")
        if entity is not None:
            profile = profile.with_entity(" ".join(entity.split()))
        changes: dict[str, object] = {"source": "user"}
        if doc_type is not None:
            changes["doc_type"] = " ".join(doc_type.split())
        if fiscal_year is not None:
            changes["fiscal_year"] = fiscal_year or None
        if quarter is not None:
            changes["quarter"] = quarter or None
        profile = replace(profile, **changes)
        self.registry.save_profile(record.doc_id, json.dumps(profile.to_dict(), ensure_ascii=False), edited=True)
        return profile

    def page_rows(self, doc_id: str, page: int) -> str | None:
        """JSON list of the table rows recovered from a page's layout at ingest (None: none stored)."""
        return self.registry.page_tables(doc_id, page)

    def _resolve(self, key: str, collections: frozenset[int] | None = None) -> DocumentRecord:
        records = self.registry.documents(None, collections)
        ready = [r for r in records if r.status == DocStatus.READY.value]
        for pool in (ready, records):
            by_name = [r for r in pool if r.name == key]
            if by_name:
                return by_name[0]
            by_id = [r for r in pool if r.doc_id == key]
            if by_id:
                return by_id[0]
        if len(key) >= _MIN_ID_PREFIX:
            prefixed = [r for r in ready if r.doc_id.startswith(key)]
            if len(prefixed) == 1:
                return prefixed[0]
        raise NotFoundError(
            f"no document named or with id {key!r}; run 'python -m rag_core list' to see what is indexed"
        )

    def _drop_replaced(self, previous: DocumentRecord, new_doc_id: str) -> None:
        """The replaced revision's chunks and file, after its row is gone. Best effort: whatever a
        crash leaves here is an orphan that :meth:`recover` removes, and retrieval never reads it
        (only documents with a ready row are searched)."""
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

    def _remove(self, record: DocumentRecord) -> None:
        if record.status != DocStatus.FAILED.value:
            self.store.delete_doc(record.doc_id)
            if record.stored_path:
                self.files.delete(record.stored_path)
        self.registry.remove(record.id)

    # -- start-up --------------------------------------------------------------------------------
    def recover(self) -> int:
        """Clean up after a crash or kill mid-ingest; returns how many leftovers were removed.

        Skipped (returns 0) while another process holds the write lock. Even under the lock, a
        document another process is indexing is never touched: an ``indexing`` row is removed only
        when its owner is dead (a process of this host that no longer runs, or no heartbeat for
        ``ingest.stale_after_s``), so a server starting beside others cannot wipe their uploads.
        """
        held = self.lock.try_hold()
        if held is None:
            logger.info("another process is writing; skipping start-up cleanup")
            return 0
        try:
            removed = self._clean_dead_rows()
            # What live rows (ready, or being indexed by a live owner) do not account for is an orphan.
            stored_ids = self.store.doc_ids()
            stored_files = self.files.names()
            keep = self.registry.ready_doc_ids() | self.registry.indexing_doc_ids()
            for doc_id in stored_ids - keep:
                logger.warning("removing orphan chunks of %s", doc_id[:12])
                self.store.delete_doc(doc_id)
                removed += 1
            for doc_id in self.registry.page_doc_ids() - keep:
                self.registry.delete_pages(doc_id)
            for stored in stored_files:
                if Path(stored).stem not in keep:
                    logger.warning("removing orphan file %s", stored)
                    self.files.delete(stored)
                    removed += 1
            clear_stale_staging(self.settings)
        finally:
            held.release()
        return removed

    def _clean_dead_rows(self) -> int:
        """Mark ``indexing`` rows whose owner is dead as interrupted and remove what they wrote
        (caller holds the write lock)."""
        removed = 0
        stale = {record.id for record in self.registry.stale_indexing(self.settings.ingest.stale_after_s)}
        for record in self.registry.documents(DocStatus.INDEXING):
            if record.id not in stale and not owner_gone(record.owner):
                continue
            logger.warning("cleaning up interrupted ingest of %s (owner %s)", record.name, record.owner or "unknown")
            self.store.delete_doc(record.doc_id)
            if record.stored_path:
                self.files.delete(record.stored_path)
            self.registry.mark_failed(record.id, INTERRUPTED)
            removed += 1
        return removed

    def samples_pending(self) -> bool:
        """True when :meth:`seed_samples` would index the samples (a local data dir's first start)."""
        settings = self.settings
        return (
            settings.auth.mode == "none"
            and settings.seed_samples
            and settings.samples_dir.is_dir()
            and not settings.seeded_marker.exists()
        )

    def seed_samples(self, progress: ProgressFn | None = None) -> list[IngestResult]:
        """Index the sample documents once, on the first start of a local data dir (never into a
        shared deployment's library, where users sign in: its documents are its users' own)."""
        settings = self.settings
        if not self.samples_pending():
            return []
        results = self.ingest_paths([settings.samples_dir], provenance="unknown", progress=progress)
        settings.seeded_marker.write_text("samples indexed; delete this file to index them again on next start\n")
        return results


@lru_cache(maxsize=4096)
def _parsed_profile(raw: str) -> DocumentProfile:
    """A stored profile, parsed once per distinct JSON (every question reads them all)."""
    return DocumentProfile.from_dict(json.loads(raw))


def owner_gone(owner: str) -> bool:
    """True when ``owner`` ("host:pid:random") is a process of this host that no longer runs, or
    unknown (rows from before owners were recorded). Owners on other hosts are judged by their
    heartbeat only."""
    host, _, rest = owner.partition(":")
    pid_text = rest.partition(":")[0]
    if not owner or not pid_text.isdigit():
        return True
    if host != socket.gethostname():
        return False
    pid = int(pid_text)
    if pid == os.getpid():
        return False  # this process: its own rows are alive while it runs
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except PermissionError:
        return False  # runs, as another user
    return False


class Heartbeat:
    """Calls ``beat`` every ``interval_s`` on a daemon thread until stopped: this process is still
    at work on a row (a document being indexed, an ingest job being run)."""

    def __init__(self, beat: Callable[[], object], interval_s: float, name: str = "heartbeat") -> None:
        self._beat = beat
        self._interval = interval_s
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        missed = 0
        while not self._stop.wait(self._interval):
            try:
                self._beat()
            except Exception as exc:  # noqa: BLE001 - a missed beat is retried; the work goes on
                missed += 1
                # The first miss with its traceback; the next ones in one line each (a database
                # restart would otherwise print a traceback every interval).
                logger.warning("could not record the heartbeat (%d missed): %s", missed, exc, exc_info=missed == 1)
            else:
                if missed:
                    logger.info("heartbeat recorded again after %d missed", missed)
                missed = 0

    def stop(self) -> None:
        """Stop beating (the work is finished)."""
        self._stop.set()
        self._thread.join(timeout=5)
