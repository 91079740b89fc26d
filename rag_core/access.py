"""Sign-in, permission checks and the audit trail around every action that changes or exports data.

Pages never call a writing :class:`~rag_core.library.Library` method directly: they go through
:class:`LibraryActions`, which checks the role first (so a hidden button is not the only guard)
and writes exactly one audit row per action. Nothing here imports streamlit.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from rag_core.auth import Principal, principal_from_claims, require_admin, require_write
from rag_core.errors import AccessDeniedError
from rag_core.library import Library
from rag_core.settings import Settings
from rag_core.storage.accounts import AUDIT_ACTIONS, Accounts, AuditRecord, UserRecord
from rag_core.storage.registry import make_engine
from rag_core.types import DocumentRecord, IngestResult, ProgressEvent

__all__ = ["ADMIN_ONLY_SETTINGS", "AUDIT_ACTIONS", "AccessService", "AuditRecord", "LibraryActions", "UserRecord"]

# (section, field) pairs only admins may change in a shared deployment: where requests are sent.
ADMIN_ONLY_SETTINGS = frozenset({("generator", "generator"), ("llm", "ollama_host"), ("llm", "openai_base_url")})
_SECRET_FIELDS = frozenset({"openai_api_key"})


class AccessService:
    """Users, roles and the audit log of one database; loads no model and no index."""

    def __init__(self, settings: Settings) -> None:
        self._settings = settings
        self._accounts = Accounts(make_engine(settings.db_url))

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

    def audit_log(self, principal: Principal, limit: int = 1000) -> list[AuditRecord]:
        """The newest audit rows, newest first (admins only).

        Raises:
            AccessDeniedError: ``principal`` is not an admin.
        """
        require_admin(principal, "reading the audit log")
        return self._accounts.audit_log(limit)

    def users(self, principal: Principal) -> list[UserRecord]:
        """Everyone who signed in, most recently seen first (admins only)."""
        require_admin(principal, "listing users")
        return self._accounts.users()

    def export(self, principal: Principal, name: str, make: Callable[[], bytes], detail: str = "") -> bytes:
        """The bytes of an export of the query log (admins only), audited once per export.

        Raises:
            AccessDeniedError: ``principal`` is not an admin.
        """
        require_admin(principal, f"exporting {name}")
        data = make()
        self.record(principal, "export", name, detail)
        return data

    def change_settings(self, principal: Principal, overrides: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
        """Check and audit a change of this session's settings; returns ``overrides`` unchanged.

        In a shared deployment only admins may change the generator, model hosts and base URLs,
        since those decide where questions and documents are sent. The audit detail never holds
        a secret.

        Raises:
            AccessDeniedError: a non-admin tried to change an admin-only setting.
        """
        if self.shared and not principal.can_admin:
            touched = sorted(
                f"{section}.{name}" if section != "generator" else "generator"
                for section, fields in overrides.items()
                for name in (fields if isinstance(fields, dict) else {section: fields})
                if (section, name) in ADMIN_ONLY_SETTINGS
            )
            if touched:
                raise AccessDeniedError(
                    f"changing {', '.join(touched)} needs the admin role; you are signed in as a {principal.role}"
                )
        shown = {
            section: {k: v for k, v in fields.items() if k not in _SECRET_FIELDS} if isinstance(fields, dict) else fields
            for section, fields in overrides.items()
        }
        self.record(principal, "settings change", "session", json.dumps(shown, sort_keys=True, default=str))
        return overrides

    def library(self, library: Library, principal: Principal) -> LibraryActions:
        """The library as ``principal`` may change it."""
        return LibraryActions(library, principal, self)


class LibraryActions:
    """Writes and downloads on a library, checked against one user's role and audited."""

    def __init__(self, library: Library, principal: Principal, access: AccessService) -> None:
        self.library = library
        self.principal = principal
        self._access = access

    @property
    def can_write(self) -> bool:
        """Whether this user may upload, edit and delete."""
        return self.principal.can_write

    @contextmanager
    def batch(self) -> Iterator[None]:
        """Several uploads with one full-text index update (see ``Library.batch``)."""
        require_write(self.principal, "uploading documents")
        with self.library.batch():
            yield

    def ingest_bytes(
        self, name: str, data: bytes, *, provenance: str = "unknown", progress: Callable[[ProgressEvent], None] | None = None
    ) -> IngestResult:
        """Upload one file; one audit row whatever the outcome.

        Raises:
            AccessDeniedError: a viewer tried to upload.
        """
        require_write(self.principal, "uploading documents")
        result = self.library.ingest_bytes(name, data, provenance=provenance, progress=progress)
        detail = f"{result.outcome.value}: {result.message}" if result.message else result.outcome.value
        self._access.record(self.principal, "upload", result.name, detail)
        return result

    def delete(self, target: str | DocumentRecord) -> DocumentRecord:
        """Delete a document (or dismiss a failure record); audited once it is gone.

        Raises:
            AccessDeniedError: a viewer tried to delete.
            NotFoundError: nothing matches.
        """
        require_write(self.principal, "deleting documents")
        record = self.library.delete(target)
        self._access.record(self.principal, "delete", record.name, f"{record.status} {record.doc_id[:12]}")
        return record

    def set_provenance(self, name_or_doc_id: str, provenance: str) -> None:
        """Change a document's provenance (one ``edit`` row)."""
        require_write(self.principal, "editing documents")
        self.library.set_provenance(name_or_doc_id, provenance)
        self._access.record(self.principal, "edit", name_or_doc_id, f"provenance={provenance}")

    def set_doc_date(self, name_or_doc_id: str, doc_date: str) -> None:
        """Set or clear a document's date (one ``edit`` row)."""
        require_write(self.principal, "editing documents")
        self.library.set_doc_date(name_or_doc_id, doc_date)
        self._access.record(self.principal, "edit", name_or_doc_id, f"doc_date={doc_date}")

    def set_profile(self, name_or_doc_id: str, **changes: Any) -> None:
        """Correct a document's company or period (one ``edit`` row)."""
        require_write(self.principal, "editing documents")
        self.library.set_profile(name_or_doc_id, **changes)
        given = {k: v for k, v in changes.items() if v is not None}
        self._access.record(self.principal, "edit", name_or_doc_id, "profile " + json.dumps(given, sort_keys=True))

    def download(self, record: DocumentRecord) -> bytes:
        """The stored original of a document, for a download button (one ``download`` row).

        Raises:
            NotFoundError: the stored file is missing.
            OSError: the store cannot be read.
        """
        data = self.library.original(record)
        self._access.record(self.principal, "download", record.name, record.doc_id[:12])
        return data
