"""What is indexed and who may read it: the library's documents and failures (of some collections
only, when asked), their stored pages and originals, finding one by name or id, editing its fields,
and deleting it."""

from __future__ import annotations

import logging
from contextlib import AbstractContextManager
from datetime import date
from pathlib import Path

from rag_core.errors import InvalidValueError, NotFoundError
from rag_core.settings import PROVENANCES
from rag_core.storage.chunks import ChunkStore
from rag_core.storage.files import FileStore
from rag_core.storage.registry import Registry
from rag_core.storage.writelock import WriteLock
from rag_core.types import DocStatus, DocumentRecord, PageText

logger = logging.getLogger(__name__)

_MIN_ID_PREFIX = 8


class Catalogue:
    """Reads the registry and the stored originals; deletes and edits under the write lock.

    ``collections``, wherever it is taken: only documents of these collections are seen (None: any).
    """

    def __init__(self, registry: Registry, files: FileStore, store: ChunkStore, lock: WriteLock) -> None:
        self.registry = registry
        self.files = files
        self.store = store
        self.lock = lock

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

    def page_rows(self, doc_id: str, page: int) -> str | None:
        """JSON list of the table rows recovered from a page's layout at ingest (None: none stored)."""
        return self.registry.page_tables(doc_id, page)

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

    def resolve(self, key: str, collections: frozenset[int] | None = None) -> DocumentRecord:
        """The document named ``key``, or with doc id ``key`` (or a unique prefix of at least 8
        characters); a ready document before a failure record of the same name.

        Raises:
            NotFoundError: nothing matches.
        """
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

    # -- editing -------------------------------------------------------------------------------
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
                record = self.resolve(target, collections)
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
            raise InvalidValueError(f"provenance must be one of {', '.join(PROVENANCES)}, not {provenance!r}")
        record = self.resolve(name_or_doc_id, collections)
        self.registry.set_fields(record.id, provenance=provenance)

    def set_doc_date(self, name_or_doc_id: str, doc_date: str, collections: frozenset[int] | None = None) -> None:
        """Set or clear (empty string) a document's date, ISO format YYYY-MM-DD."""
        if doc_date:
            try:
                date.fromisoformat(doc_date)
            except ValueError:
                raise InvalidValueError(
                    f"document date {doc_date!r} is not a date; use YYYY-MM-DD, e.g. 2024-03-01"
                ) from None
        record = self.resolve(name_or_doc_id, collections)
        self.registry.set_fields(record.id, doc_date=doc_date)

    def _remove(self, record: DocumentRecord) -> None:
        if record.status != DocStatus.FAILED.value:
            self.store.delete_doc(record.doc_id)
            if record.stored_path:
                self.files.delete(record.stored_path)
        self.registry.remove(record.id)
