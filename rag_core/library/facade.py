"""``Library``: what the UI and the CLI call to add, list and delete documents. It opens the stores
of one data dir and hands each call to the part that does that job (see the package docstring)."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from contextlib import AbstractContextManager
from pathlib import Path

from rag_core.embedding import Embedder, make_embedder
from rag_core.ingest.pdf import PdfPages
from rag_core.ingest.pipeline import ProgressFn
from rag_core.ingest.profile import DocumentProfile
from rag_core.library.catalogue import Catalogue
from rag_core.library.from_disk import DiskIndexing
from rag_core.library.indexing import Indexing
from rag_core.library.liveness import new_owner
from rag_core.library.profiles import Profiles
from rag_core.library.recovery import Recovery
from rag_core.library.samples import samples_pending, seed_samples
from rag_core.settings import Settings
from rag_core.storage.chunks import ChunkStore
from rag_core.storage.files import FileStore, make_file_store
from rag_core.storage.grants import DEFAULT_COLLECTION_ID, Collections
from rag_core.storage.registry import Registry, make_engine
from rag_core.storage.s3 import index_location, is_s3, lance_storage_options
from rag_core.storage.writelock import WriteLock, write_lock_for
from rag_core.types import DocStatus, DocumentRecord, IngestResult, PageText

logger = logging.getLogger(__name__)


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
        # Who this process is, on the rows it indexes, for recovery on other servers.
        self.owner = new_owner()
        index = index_location(settings)
        self.store = ChunkStore(
            index,
            settings.embedding.dimension,
            setup_lock=lambda: self.lock.hold("creating the index"),
            storage_options=lance_storage_options(settings.storage) if is_s3(index) else None,
        )
        self._embedder = embedder
        self._catalogue = Catalogue(self.registry, self.files, self.store, self.lock)
        self._recovery = Recovery(settings, self.registry, self.store, self.files, self.lock)
        self._indexing = Indexing(
            settings,
            registry=self.registry,
            collections=self.collections,
            files=self.files,
            store=self.store,
            lock=self.lock,
            owner=self.owner,
            embedder=lambda: self.embedder,
            recovery=self._recovery,
        )
        self._disk = DiskIndexing(settings, self._indexing)
        self._profiles = Profiles(settings, self.registry, self._catalogue)
        if (is_s3(index) or is_s3(self.files.location)) and not settings.database_url.strip():
            logger.warning(
                "the index or the originals are in object storage but the document registry is the local "
                "SQLite file; a second machine on the same bucket needs RAG_DATABASE_URL set to the same "
                "shared database, or each machine removes the other's documents as orphans at start"
            )
        if recover:
            self.recover()

    @property
    def embedder(self) -> Embedder:
        """The embedding model, loaded on first use."""
        if self._embedder is None:
            self._embedder = make_embedder(self.settings.embedding)
        return self._embedder

    # -- the catalogue: what is indexed, who may read it (rag_core.library.catalogue) ------------
    def documents(
        self, status: DocStatus | None = None, collections: frozenset[int] | None = None
    ) -> list[DocumentRecord]:
        """Registry rows, by name (of ``collections`` only, when given)."""
        return self._catalogue.documents(status, collections)

    def ready_documents(self, collections: frozenset[int] | None = None) -> list[DocumentRecord]:
        """Documents that questions can be answered from (of ``collections`` only, when given)."""
        return self._catalogue.ready_documents(collections)

    def failures(self, collections: frozenset[int] | None = None) -> list[DocumentRecord]:
        """Files that could not be indexed, with their messages (of ``collections`` only, when given)."""
        return self._catalogue.failures(collections)

    def page(self, doc_id: str, page: int) -> PageText | None:
        """Stored normalised text of one page."""
        return self._catalogue.page(doc_id, page)

    def page_rows(self, doc_id: str, page: int) -> str | None:
        """JSON list of the table rows recovered from a page's layout at ingest (None: none stored)."""
        return self._catalogue.page_rows(doc_id, page)

    def original(self, record: DocumentRecord) -> bytes:
        """The stored original file of a document; see :meth:`Catalogue.original`."""
        return self._catalogue.original(record)

    def has_original(self, record: DocumentRecord) -> bool:
        """Whether the original file of a document is in the store."""
        return self._catalogue.has_original(record)

    def original_on_disk(self, record: DocumentRecord) -> AbstractContextManager[Path]:
        """A local file with the original while the block runs; see :meth:`Catalogue.original_on_disk`."""
        return self._catalogue.original_on_disk(record)

    def delete(self, target: str | DocumentRecord, collections: frozenset[int] | None = None) -> DocumentRecord:
        """Remove a document's chunks, stored file and registry row (or a failure record); see
        :meth:`Catalogue.delete`."""
        return self._catalogue.delete(target, collections)

    def set_provenance(self, name_or_doc_id: str, provenance: str, collections: frozenset[int] | None = None) -> None:
        """Mark a document primary, secondary or unknown (used by answer confidence)."""
        self._catalogue.set_provenance(name_or_doc_id, provenance, collections)

    def set_doc_date(self, name_or_doc_id: str, doc_date: str, collections: frozenset[int] | None = None) -> None:
        """Set or clear (empty string) a document's date, ISO format YYYY-MM-DD."""
        self._catalogue.set_doc_date(name_or_doc_id, doc_date, collections)

    # -- indexing (rag_core.library.indexing, .from_disk) -----------------------------------------
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
        """Index uploaded bytes under the user's file name into a collection. Never raises for bad
        input; see :meth:`Indexing.ingest_bytes`."""
        return self._indexing.ingest_bytes(
            name,
            data,
            provenance=provenance,
            progress=progress,
            prefetched=prefetched,
            on_parsed=on_parsed,
            keep_folders=keep_folders,
            collection_id=collection_id,
        )

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
        """Index one file from disk; see :meth:`DiskIndexing.ingest_path`."""
        return self._disk.ingest_path(
            path,
            name=name,
            provenance=provenance,
            progress=progress,
            prefetched=prefetched,
            on_parsed=on_parsed,
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
        """Index files and folders (recursively, supported extensions only); see
        :meth:`DiskIndexing.ingest_paths`."""
        return self._disk.ingest_paths(
            paths, provenance=provenance, progress=progress, on_result=on_result, collection_id=collection_id
        )

    def batch(self) -> AbstractContextManager[None]:
        """Index several files with one full-text index update at the end; see :meth:`Indexing.batch`."""
        return self._indexing.batch()

    # -- profiles (rag_core.library.profiles) -----------------------------------------------------
    def profiles(self, ready: list[DocumentRecord] | None = None) -> dict[str, DocumentProfile]:
        """doc_id -> profile of every ready document; see :meth:`Profiles.profiles`."""
        return self._profiles.profiles(ready)

    def refresh_profiles(self) -> int:
        """Derive every profile again (a user's edits are kept); returns how many were rewritten."""
        return self._profiles.refresh()

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
        return self._profiles.set_profile(
            name_or_doc_id,
            entity=entity,
            doc_type=doc_type,
            fiscal_year=fiscal_year,
            quarter=quarter,
            collections=collections,
        )

    # -- start-up (rag_core.library.recovery, .samples) -------------------------------------------
    def recover(self) -> int:
        """Clean up after a crash or kill mid-ingest; see :meth:`Recovery.recover`."""
        return self._recovery.recover()

    def samples_pending(self) -> bool:
        """True when :meth:`seed_samples` would index the samples (a local data dir's first start)."""
        return samples_pending(self.settings)

    def seed_samples(self, progress: ProgressFn | None = None) -> list[IngestResult]:
        """Index the sample documents once, on the first start of a local data dir; see
        :func:`~rag_core.library.samples.seed_samples`."""
        return seed_samples(self.settings, self._disk, progress)
