"""Sign-in, permission checks and the audit trail around every action that changes or exports data.

Pages never call a writing :class:`~rag_core.library.Library` method directly: they go through
:class:`LibraryActions`, which checks the role first (so a hidden button is not the only guard)
and writes exactly one audit row per action. Nothing here imports streamlit.

Collections: in a shared deployment a user sees the documents of the collections they have a
grant on (their own or one of their groups'; admins see all), and writes where the grant is write
or manage and the role allows writing. A document of a collection the user cannot read is answered
for exactly like a document that does not exist (:data:`NO_SUCH_DOCUMENT`). In local mode there is
one collection and everything is allowed.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from rag_core.auth import LOCAL_SUBJECT, GrantLevel, Principal, principal_from_claims, require_admin, require_write
from rag_core.errors import AccessDeniedError, NotFoundError
from rag_core.jobs import IngestJobs, JobRecord, upload_detail
from rag_core.library import Library
from rag_core.preferences import Preferences
from rag_core.settings import Settings, with_overrides
from rag_core.storage.accounts import AUDIT_ACTIONS, Accounts, AuditRecord, UserRecord
from rag_core.storage.grants import (
    DEFAULT_COLLECTION_ID,
    EVERYONE,
    PRINCIPAL_KINDS,
    CollectionRecord,
    Collections,
    GrantRecord,
)
from rag_core.storage.registry import make_engine
from rag_core.types import DocStatus, DocumentRecord, IngestResult, ProgressEvent

__all__ = [
    "ADMIN_ONLY_SETTINGS",
    "AUDIT_ACTIONS",
    "DEFAULT_COLLECTION_ID",
    "EVERYONE",
    "PRINCIPAL_KINDS",
    "NO_SUCH_COLLECTION",
    "NO_SUCH_DOCUMENT",
    "AccessService",
    "AuditRecord",
    "CollectionRecord",
    "GrantRecord",
    "LibraryActions",
    "UserRecord",
    "Visibility",
]

# One answer for "does not exist" and "exists where you cannot read": a user never learns which.
NO_SUCH_DOCUMENT = (
    "This document is not in the library (deleted, replaced, or never there); ask again to find current sources."
)
NO_SUCH_COLLECTION = "there is no such collection among those you can use; pick one from the list"


@dataclass(frozen=True, slots=True)
class Visibility:
    """The collections one user may read, write and manage; ``None`` means every collection."""

    read: frozenset[int] | None
    write: frozenset[int] | None
    manage: frozenset[int] | None

    def can(self, level: GrantLevel, collection_id: int) -> bool:
        """Whether the user has ``level`` (or more) on ``collection_id``."""
        allowed = {GrantLevel.READ: self.read, GrantLevel.WRITE: self.write, GrantLevel.MANAGE: self.manage}[level]
        return allowed is None or collection_id in allowed


EVERYTHING = Visibility(None, None, None)

# (section, field) pairs only admins may change in a shared deployment: where requests are sent.
ADMIN_ONLY_SETTINGS = frozenset({("generator", "generator"), ("llm", "ollama_host"), ("llm", "openai_base_url")})
_SECRET_FIELDS = frozenset({"openai_api_key"})


class AccessService:
    """Users, roles and the audit log of one database; loads no model and no index."""

    def __init__(self, settings: Settings) -> None:
        self._settings = settings
        engine = make_engine(settings.db_url)
        self._accounts = Accounts(engine)
        self._collections = Collections(engine)
        self._preferences = Preferences(engine, settings)

    @property
    def shared(self) -> bool:
        """True when users sign in (``RAG_AUTH__MODE=oidc``); False for a local single-user install."""
        return self._settings.auth.mode != "none"

    def sign_in(self, claims: Mapping[str, object]) -> Principal:
        """Record a sign-in: the role from the groups claim, the user upserted, one audit row.

        Raises:
            AccessDeniedError: the token has no subject.
        """
        principal = principal_from_claims(claims, self._settings.auth)
        self._accounts.upsert_user(
            subject=principal.subject, email=principal.email, name=principal.name, role=principal.role.value
        )
        self.record(principal, "sign-in", detail=f"role {principal.role}")
        return principal

    def principal(self, claims: Mapping[str, object]) -> Principal:
        """The signed-in user for these claims, role derived again, nothing stored."""
        return principal_from_claims(claims, self._settings.auth)

    def record(self, principal: Principal, action: str, target: str = "", detail: str = "") -> AuditRecord:
        """Append one audit row for ``principal``."""
        return self._accounts.append(user=principal.subject, action=action, target=target, detail=detail)

    @contextmanager
    def refusals(self, principal: Principal, attempted: str, *, not_found: bool = False) -> Iterator[None]:
        """Audit a refusal inside the block (one ``denied`` row: who, what was tried, when, why),
        then let it through. ``not_found``: also a ``NotFoundError`` (a write to a collection the
        user cannot even see is refused as not found, and is a refusal all the same)."""
        try:
            yield
        except AccessDeniedError as exc:
            self.record(principal, "denied", attempted, f"role {principal.role}: {exc}")
            raise
        except NotFoundError as exc:
            if not_found:
                self.record(principal, "denied", attempted, f"role {principal.role}: {exc}")
            raise

    def audit_log(self, principal: Principal, limit: int = 1000) -> list[AuditRecord]:
        """The newest audit rows, newest first (admins only; a refusal is audited).

        Raises:
            AccessDeniedError: ``principal`` is not an admin.
        """
        with self.refusals(principal, "reading the audit log"):
            require_admin(principal, "reading the audit log")
        return self._accounts.audit_log(limit)

    def users(self, principal: Principal) -> list[UserRecord]:
        """Everyone who signed in, most recently seen first (admins only; a refusal is audited)."""
        with self.refusals(principal, "listing users"):
            require_admin(principal, "listing users")
        return self._accounts.users()

    def export(self, principal: Principal, name: str, make: Callable[[], bytes], detail: str = "") -> bytes:
        """The bytes of an export of the query log (admins only), audited once per export.

        Raises:
            AccessDeniedError: ``principal`` is not an admin.
        """
        with self.refusals(principal, f"exporting {name}"):
            require_admin(principal, f"exporting {name}")
        data = make()
        self.record(principal, "export", name, detail)
        return data

    def change_settings(self, principal: Principal, overrides: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
        """Check, audit and save ``principal``'s own settings; returns ``overrides`` unchanged.

        ``overrides`` are all of the user's changes from the defaults (they replace what was saved);
        they come back on their next session (:meth:`saved_settings`). In a shared deployment only
        admins may change the generator, model hosts and base URLs, since those decide where
        questions and documents are sent. The audit detail never holds a secret.

        Raises:
            AccessDeniedError: a non-admin tried to change an admin-only setting.
            SessionSettingError: a setting no session may change, or a number out of its range.
        """
        with_overrides(self._settings, overrides)  # the values are checked here too, not only by the form
        if self.shared and not principal.can_admin:
            touched = sorted(
                f"{section}.{name}" if section != "generator" else "generator"
                for section, fields in overrides.items()
                for name in (fields if isinstance(fields, dict) else {section: fields})
                if (section, name) in ADMIN_ONLY_SETTINGS
            )
            if touched:
                with self.refusals(principal, f"changing {', '.join(touched)}"):
                    raise AccessDeniedError(
                        f"changing {', '.join(touched)} needs the admin role; you are signed in as a {principal.role}"
                    )
        shown = {
            section: {k: v for k, v in fields.items() if k not in _SECRET_FIELDS}
            if isinstance(fields, dict)
            else fields
            for section, fields in overrides.items()
        }
        self.record(principal, "settings change", "session", json.dumps(shown, sort_keys=True, default=str))
        self._preferences.save_settings(self.owner(principal), overrides)
        return overrides

    def reset_settings(self, principal: Principal) -> None:
        """Forget ``principal``'s saved settings (the deployment's apply again), audited."""
        self.record(principal, "settings change", "session", "reset to defaults")
        self._preferences.reset_settings(self.owner(principal))

    def saved_settings(self, principal: Principal) -> dict[str, dict[str, Any]]:
        """``principal``'s saved settings still valid for them (a value no longer accepted, or an
        admin-only one of a user who is not an admin now, is dropped with a log line)."""
        refused = ADMIN_ONLY_SETTINGS if self.shared and not principal.can_admin else frozenset()
        return self._preferences.settings(self.owner(principal), refused=refused)

    def owner(self, principal: Principal) -> str:
        """Whose preferences these are: the signed-in subject, or the one local user on a laptop
        (whatever name they typed)."""
        return principal.subject if self.shared else LOCAL_SUBJECT

    def saved_name(self) -> str:
        """The local analyst's name for feedback, as last saved ("" when none)."""
        return self._preferences.name(LOCAL_SUBJECT)

    def save_name(self, name: str) -> None:
        """Keep the local analyst's name for the next session."""
        self._preferences.save_name(LOCAL_SUBJECT, name)

    def library(self, library: Library, principal: Principal) -> LibraryActions:
        """The library as ``principal`` may see and change it."""
        return LibraryActions(library, principal, self)

    # -- collections and grants ----------------------------------------------------------------
    def visibility(self, principal: Principal) -> Visibility:
        """What ``principal`` may read, write and manage.

        Local mode: everything. Shared mode: admins read and manage every collection (listed, so
        that the same visible set always gives the same answers); anyone else has the levels their
        own grants and their groups' grants give. Writing also needs the editor or admin role.
        """
        if not self.shared:
            return EVERYTHING
        ids = frozenset(c.id for c in self._collections.all())
        if principal.can_admin:
            return Visibility(ids, ids, ids)
        best: dict[int, int] = {}
        for grant in self._collections.grants_of(principal.subject, principal.groups):
            rank = GrantLevel(grant.level).rank
            best[grant.collection_id] = max(rank, best.get(grant.collection_id, -1))

        def at_least(level: GrantLevel) -> frozenset[int]:
            return frozenset(c for c, rank in best.items() if rank >= level.rank and c in ids)

        write = at_least(GrantLevel.WRITE) if principal.can_write else frozenset()
        return Visibility(at_least(GrantLevel.READ), write, at_least(GrantLevel.MANAGE))

    def readable(self, principal: Principal) -> frozenset[int] | None:
        """The collections whose documents ``principal``'s questions may use (None: all, local mode);
        what :meth:`Engine.ask <rag_core.answer.engine.Engine.ask>` takes as ``scope``."""
        return self.visibility(principal).read

    def collections(self, principal: Principal, level: GrantLevel = GrantLevel.READ) -> list[CollectionRecord]:
        """The collections ``principal`` has ``level`` (or more) on, by name."""
        seen = self.visibility(principal)
        return [c for c in self._collections.all() if seen.can(level, c.id)]

    def create_collection(self, principal: Principal, name: str) -> CollectionRecord:
        """Make a collection (admins only; one ``grant`` audit row). An existing name is returned as is.

        Raises:
            AccessDeniedError: ``principal`` is not an admin.
            NotFoundError: the name is empty or too long.
        """
        with self.refusals(principal, f"creating the collection {' '.join(name.split())[:200]}"):
            require_admin(principal, "creating a collection")
        existing = self._collections.by_name(" ".join(name.split()))
        record = self._collections.create(name)
        if existing is None:
            self.record(principal, "grant", record.name, "collection created")
        return record

    def _managed(self, principal: Principal, collection_id: int) -> CollectionRecord:
        seen = self.visibility(principal)
        record = self._collections.get(collection_id)
        with self.refusals(principal, f"managing grants of collection {collection_id}", not_found=True):
            if record is None or not seen.can(GrantLevel.READ, collection_id):
                raise NotFoundError(NO_SUCH_COLLECTION)
            if not seen.can(GrantLevel.MANAGE, collection_id):
                raise AccessDeniedError(
                    f"changing who may use {record.name} needs a manage grant on it; ask an admin or its manager"
                )
        return record

    def grants(self, principal: Principal, collection_id: int) -> list[GrantRecord]:
        """Who has which level on a collection (its managers and admins only).

        Raises:
            NotFoundError: no such collection among those ``principal`` can read.
            AccessDeniedError: ``principal`` may read but not manage it.
        """
        self._managed(principal, collection_id)
        return self._collections.grants(collection_id)

    def grant(self, principal: Principal, collection_id: int, kind: str, name: str, level: str) -> GrantRecord:
        """Give a user (by subject) or a group ``level`` on a collection; one ``grant`` audit row.

        Raises:
            NotFoundError: no such collection among those ``principal`` can read.
            AccessDeniedError: ``principal`` does not manage it, or the kind, name or level is not valid.
        """
        record = self._managed(principal, collection_id)
        who = " ".join(str(name).split())
        if kind not in PRINCIPAL_KINDS or not who:
            raise AccessDeniedError(f"a grant goes to a user or a group by name; got {kind!r} {name!r}")
        try:
            chosen = GrantLevel(level)
        except ValueError:
            raise AccessDeniedError(f"a grant level is read, write or manage, not {level!r}") from None
        stored = self._collections.set_grant(collection_id, kind, who, chosen.value)
        self.record(principal, "grant", record.name, f"{kind} {who}: {chosen.value}")
        return stored

    def revoke(self, principal: Principal, collection_id: int, kind: str, name: str) -> bool:
        """Take a user's or group's grant on a collection away; one ``grant`` audit row when there was one.

        Raises:
            NotFoundError: no such collection among those ``principal`` can read.
            AccessDeniedError: ``principal`` does not manage it.
        """
        record = self._managed(principal, collection_id)
        removed = self._collections.remove_grant(collection_id, kind, name)
        if removed:
            self.record(principal, "grant", record.name, f"{kind} {name}: revoked")
        return removed


class LibraryActions:
    """Writes and downloads on a library, checked against one user's role and audited."""

    def __init__(self, library: Library, principal: Principal, access: AccessService) -> None:
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
