"""Clean-up after a crash or a kill mid-ingest: rows whose owner is dead, and chunks, pages and
files that no live row accounts for."""

from __future__ import annotations

import logging
from pathlib import Path

from rag_core.library.liveness import owner_gone
from rag_core.settings import Settings
from rag_core.storage.chunks import ChunkStore
from rag_core.storage.files import FileStore, clear_stale_staging
from rag_core.storage.registry import Registry
from rag_core.storage.writelock import WriteLock
from rag_core.types import DocStatus

logger = logging.getLogger(__name__)

INTERRUPTED = "indexing was interrupted before it finished (the app or the CLI stopped); upload the file again"


class Recovery:
    """Removes what interrupted ingests left in the registry, the chunk store and the file store."""

    def __init__(
        self, settings: Settings, registry: Registry, store: ChunkStore, files: FileStore, lock: WriteLock
    ) -> None:
        self.settings = settings
        self.registry = registry
        self.store = store
        self.files = files
        self.lock = lock

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
            removed = self.clean_dead_rows()
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

    def clean_dead_rows(self) -> int:
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
