"""Signed-in users and the append-only audit log, in the same database as the registry.

The audit log has no way out: this module offers no update or delete for it, and nothing else in
the app writes to its table.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import Integer, String, select
from sqlalchemy.orm import Mapped, mapped_column

from rag_core.storage.base import Base, Tables, now_iso
from rag_core.storage.portable import FreeString, FreeText

# "denied": an action the user's role or grants refused; the target says what was tried, the detail why.
AUDIT_ACTIONS = ("sign-in", "upload", "delete", "edit", "grant", "download", "settings change", "export", "denied")


class UserRow(Base):
    """A user who signed in at least once; the role is the one their groups gave at the last sign-in."""

    __tablename__ = "users"

    subject: Mapped[str] = mapped_column(FreeString(255), primary_key=True)
    email: Mapped[str] = mapped_column(FreeString(255), default="")
    name: Mapped[str] = mapped_column(FreeString(255), default="")
    role: Mapped[str] = mapped_column(String(16))
    first_seen: Mapped[str] = mapped_column(String(32))
    last_seen: Mapped[str] = mapped_column(String(32))


class AuditRow(Base):
    """One audited action: who did what to which target, and when. Rows are only ever added."""

    __tablename__ = "audit_log"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    at: Mapped[str] = mapped_column(String(32), index=True)
    user: Mapped[str] = mapped_column(FreeString(255), index=True)
    action: Mapped[str] = mapped_column(String(32), index=True)
    target: Mapped[str] = mapped_column(FreeText, default="")
    detail: Mapped[str] = mapped_column(FreeText, default="")


@dataclass(frozen=True, slots=True)
class UserRecord:
    """A stored user, as read back."""

    subject: str
    email: str
    name: str
    role: str
    first_seen: str
    last_seen: str


@dataclass(frozen=True, slots=True)
class AuditRecord:
    """One audit entry, as read back."""

    id: int
    at: str  # ISO 8601, UTC, microseconds
    user: str
    action: str
    target: str
    detail: str


def _user(row: UserRow) -> UserRecord:
    return UserRecord(row.subject, row.email, row.name, row.role, row.first_seen, row.last_seen)


def _audit(row: AuditRow) -> AuditRecord:
    return AuditRecord(row.id, row.at, row.user, row.action, row.target, row.detail)


class Accounts(Tables):
    """Users (upserted at every sign-in) and the audit log (append and read only)."""

    def upsert_user(self, *, subject: str, email: str, name: str, role: str) -> UserRecord:
        """Store a sign-in: a new user, or new contact details, role and last-seen time."""
        stamp = now_iso()
        with self.session() as session:
            row = session.get(UserRow, subject)
            if row is None:
                row = UserRow(subject=subject, first_seen=stamp)
                session.add(row)
            row.email, row.name, row.role, row.last_seen = email, name, role, stamp
            session.flush()
            return _user(row)

    def user(self, subject: str) -> UserRecord | None:
        """One stored user."""
        with self.session() as session:
            row = session.get(UserRow, subject)
            return _user(row) if row is not None else None

    def users(self) -> list[UserRecord]:
        """Every stored user, most recently seen first."""
        with self.session() as session:
            rows = session.scalars(select(UserRow).order_by(UserRow.last_seen.desc(), UserRow.subject))
            return [_user(row) for row in rows]

    def append(self, *, user: str, action: str, target: str = "", detail: str = "") -> AuditRecord:
        """Add one audit entry.

        Raises:
            ValueError: ``action`` is not one of ``AUDIT_ACTIONS`` (a programming error).
        """
        if action not in AUDIT_ACTIONS:
            raise ValueError(f"audit action must be one of {AUDIT_ACTIONS}, not {action!r}")
        with self.session() as session:
            row = AuditRow(at=now_iso("microseconds"), user=user, action=action, target=target, detail=detail)
            session.add(row)
            session.flush()
            return _audit(row)

    def audit_log(self, limit: int = 1000) -> list[AuditRecord]:
        """The newest ``limit`` audit entries, newest first."""
        query = select(AuditRow).order_by(AuditRow.at.desc(), AuditRow.id.desc()).limit(limit)
        with self.session() as session:
            return [_audit(row) for row in session.scalars(query)]
