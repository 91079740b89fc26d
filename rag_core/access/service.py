"""Users, roles, saved settings, collections and grants, and the audit log of one database.

See :mod:`rag_core.access` for the rules; :class:`~rag_core.access.library_actions.LibraryActions`
applies them to one user's writes on a library.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from rag_core.access.library_actions import LibraryActions
from rag_core.access.visibility import EVERYTHING, NO_SUCH_COLLECTION, Visibility
from rag_core.auth import LOCAL_SUBJECT, GrantLevel, Principal, principal_from_claims, require_admin
from rag_core.errors import AccessDeniedError, InvalidValueError, NotFoundError
from rag_core.library import Library
from rag_core.preferences import Preferences
from rag_core.settings import Settings, with_overrides
from rag_core.storage.accounts import Accounts, AuditRecord, UserRecord
from rag_core.storage.grants import PRINCIPAL_KINDS, CollectionRecord, Collections, GrantRecord
from rag_core.storage.registry import make_engine


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
            AccessDeniedError: ``principal`` does not manage it.
            InvalidValueError: the kind, name or level is not valid.
        """
        record = self._managed(principal, collection_id)
        who = " ".join(str(name).split())
        if kind not in PRINCIPAL_KINDS or not who:
            raise InvalidValueError(f"a grant goes to a user or a group by name; got {kind!r} {name!r}")
        try:
            chosen = GrantLevel(level)
        except ValueError:
            raise InvalidValueError(f"a grant level is read, write or manage, not {level!r}") from None
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
