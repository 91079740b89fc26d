"""Writes and downloads on a library as one signed-in user may make them: checked, then audited once."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from typing import Any, Protocol

from rag_core.access.visibility import NO_SUCH_COLLECTION, NO_SUCH_DOCUMENT, Visibility
from rag_core.auth import GrantLevel, Principal, require_write
from rag_core.errors import AccessDeniedError, NotFoundError
from rag_core.jobs import IngestJobs, JobRecord, upload_detail
from rag_core.library import Library
from rag_core.storage.grants import DEFAULT_COLLECTION_ID, CollectionRecord
from rag_core.types import DocStatus, DocumentRecord, IngestResult, ProgressEvent


class AccessRules(Protocol):
    """What a library's actions ask of the access service (``AccessService`` is the one there is)."""

    def visibility(self, principal: Principal) -> Visibility: ...

    def collections(self, principal: Principal, level: GrantLevel = GrantLevel.READ) -> list[CollectionRecord]: ...

    def refusals(
        self, principal: Principal, attempted: str, *, not_found: bool = False
    ) -> AbstractContextManager[None]: ...

    def record(self, principal: Principal, action: str, target: str = "", detail: str = "") -> object: ...


class LibraryActions:
    """Writes and downloads on a library, checked against one user's role and audited."""

    def __init__(self, library: Library, principal: Principal, access: AccessRules) -> None:
        self.library = library
        self.principal = principal
        self._access = access
        self.visibility = access.visibility(principal)

    @property
    def scope(self) -> frozenset[int] | None:
        """The collections this user reads (None: all); the ``scope`` of their questions."""
        return self.visibility.read

    @property
    def can_write(self) -> bool:
        """Whether this user may upload, edit and delete somewhere (role and a write grant)."""
        return self.principal.can_write and (self.visibility.write is None or bool(self.visibility.write))

    def writable(self) -> list[CollectionRecord]:
        """The collections this user may upload to, by name."""
        return self._access.collections(self.principal, GrantLevel.WRITE) if self.principal.can_write else []

    def documents(self) -> list[DocumentRecord]:
        """The ready documents this user may read, by name."""
        return self.library.ready_documents(self.scope)

    def failures(self) -> list[DocumentRecord]:
        """The failed uploads of the collections this user may read."""
        return self.library.failures(self.scope)

    def may_write(self, record: DocumentRecord) -> bool:
        """Whether this user may edit or delete ``record``."""
        return self.principal.can_write and self.visibility.can(GrantLevel.WRITE, record.collection_id)

    def document(self, doc_id: str) -> DocumentRecord:
        """The ready document with this id, when this user may read it.

        Raises:
            NotFoundError: :data:`NO_SUCH_DOCUMENT`, whether it does not exist or is unreadable.
        """
        record = self.library.registry.find_ready(doc_id=doc_id)
        if record is None or not self.visibility.can(GrantLevel.READ, record.collection_id):
            raise NotFoundError(NO_SUCH_DOCUMENT)
        return record

    def _writable_record(self, target: str | DocumentRecord, action: str) -> DocumentRecord:
        """The document ``target`` names among the readable ones, checked for write."""
        if isinstance(target, DocumentRecord):
            current = self.library.registry.get(target.id)
        else:
            found = self._matching(target)  # a name may repeat across collections: prefer a writable one
            current = next((r for r in found if self.may_write(r)), found[0] if found else None)
        if current is None or not self.visibility.can(GrantLevel.READ, current.collection_id):
            raise NotFoundError(NO_SUCH_DOCUMENT)
        if not self.may_write(current):
            name = self._collection_name(current.collection_id)
            raise AccessDeniedError(f"{action} in {name} needs a write grant on it; ask an admin or its manager")
        return current

    def _matching(self, key: str) -> list[DocumentRecord]:
        records = self.library.documents(None, self.scope)
        ready = [r for r in records if r.status == DocStatus.READY.value]
        for pool in (ready, records):
            found = [r for r in pool if key in (r.name, r.doc_id)]
            if found:
                return found
        return []

    def _collection_name(self, collection_id: int) -> str:
        return next(
            (c.name for c in self._access.collections(self.principal) if c.id == collection_id), "this collection"
        )

    def _refusals(self, attempted: str, *, not_found: bool = False):  # type: ignore[no-untyped-def]
        return self._access.refusals(self.principal, attempted, not_found=not_found)

    @contextmanager
    def batch(self) -> Iterator[None]:
        """Several uploads with one full-text index update (see ``Library.batch``)."""
        with self._refusals("uploading documents"):
            require_write(self.principal, "uploading documents")
        with self.library.batch():
            yield

    def ingest_bytes(
        self,
        name: str,
        data: bytes,
        *,
        provenance: str = "unknown",
        progress: Callable[[ProgressEvent], None] | None = None,
        collection_id: int = DEFAULT_COLLECTION_ID,
    ) -> IngestResult:
        """Upload one file into a collection; one audit row whatever the outcome.

        Raises:
            AccessDeniedError: a viewer tried to upload, or the user has no write grant there.
            NotFoundError: no such collection among those the user can read.
        """
        self._check_upload(collection_id, name)
        result = self.library.ingest_bytes(
            name, data, provenance=provenance, progress=progress, collection_id=collection_id
        )
        self._access.record(self.principal, "upload", result.name, upload_detail(result))
        return result

    def _check_upload(self, collection_id: int, name: str = "") -> None:
        attempted = (
            f"uploading {name} to collection {collection_id}" if name else f"uploading to collection {collection_id}"
        )
        with self._refusals(attempted, not_found=True):
            require_write(self.principal, "uploading documents")
            if not self.visibility.can(GrantLevel.READ, collection_id):
                raise NotFoundError(NO_SUCH_COLLECTION)
            if not self.visibility.can(GrantLevel.WRITE, collection_id):
                where = self._collection_name(collection_id)
                raise AccessDeniedError(f"uploading to {where} needs a write grant on it; ask an admin or its manager")

    def enqueue(
        self,
        jobs: IngestJobs,
        name: str,
        data: bytes,
        *,
        provenance: str = "unknown",
        collection_id: int = DEFAULT_COLLECTION_ID,
    ) -> JobRecord:
        """Queue one file for a worker to index into a collection (shared deployment). Audited
        once, as this user, when its job ends (:class:`~rag_core.jobs.IngestJobs`).

        Raises:
            AccessDeniedError: a viewer tried to upload, or the user has no write grant there.
            NotFoundError: no such collection among those the user can read.
        """
        self._check_upload(collection_id, name)
        return jobs.enqueue(name, data, user=self.principal.subject, provenance=provenance, collection_id=collection_id)

    def jobs(self, jobs: IngestJobs, limit: int = 20) -> list[JobRecord]:
        """This user's newest uploads waiting, running or finished, newest first."""
        return jobs.recent(self.principal.subject, limit)

    def delete(self, target: str | DocumentRecord) -> DocumentRecord:
        """Delete a document (or dismiss a failure record); audited once it is gone.

        Raises:
            AccessDeniedError: a viewer tried to delete, or the user has no write grant on its collection.
            NotFoundError: nothing this user can read matches.
        """
        shown = target.name if isinstance(target, DocumentRecord) else target
        with self._refusals(f"deleting {shown}"):
            require_write(self.principal, "deleting documents")
            writable = self._writable_record(target, "deleting documents")
        record = self.library.delete(writable)
        self._access.record(self.principal, "delete", record.name, f"{record.status} {record.doc_id[:12]}")
        return record

    def set_provenance(self, name_or_doc_id: str, provenance: str) -> None:
        """Change a document's provenance (one ``edit`` row)."""
        with self._refusals(f"editing {name_or_doc_id} (provenance)"):
            require_write(self.principal, "editing documents")
            record = self._writable_record(name_or_doc_id, "editing documents")
        self.library.set_provenance(record.doc_id, provenance, frozenset({record.collection_id}))
        self._access.record(self.principal, "edit", name_or_doc_id, f"provenance={provenance}")

    def set_doc_date(self, name_or_doc_id: str, doc_date: str) -> None:
        """Set or clear a document's date (one ``edit`` row)."""
        with self._refusals(f"editing {name_or_doc_id} (date)"):
            require_write(self.principal, "editing documents")
            record = self._writable_record(name_or_doc_id, "editing documents")
        self.library.set_doc_date(record.doc_id, doc_date, frozenset({record.collection_id}))
        self._access.record(self.principal, "edit", name_or_doc_id, f"doc_date={doc_date}")

    def set_profile(self, name_or_doc_id: str, **changes: Any) -> None:
        """Correct a document's company or period (one ``edit`` row)."""
        with self._refusals(f"editing {name_or_doc_id} (profile)"):
            require_write(self.principal, "editing documents")
            record = self._writable_record(name_or_doc_id, "editing documents")
        self.library.set_profile(record.doc_id, collections=frozenset({record.collection_id}), **changes)
        given = {k: v for k, v in changes.items() if v is not None}
        self._access.record(self.principal, "edit", name_or_doc_id, "profile " + json.dumps(given, sort_keys=True))

    def download(self, target: DocumentRecord | str) -> bytes:
        """The stored original of a document (a record or a doc id), for a download button (one
        ``download`` row).

        Raises:
            NotFoundError: :data:`NO_SUCH_DOCUMENT` when it does not exist or the user cannot read
                it; the stored file is missing.
            OSError: the store cannot be read.
        """
        record = self.document(target.doc_id if isinstance(target, DocumentRecord) else target)
        data = self.library.original(record)
        self._access.record(self.principal, "download", record.name, record.doc_id[:12])
        return data
