"""Collections of documents and the grants that let users and groups read, write or manage them.

Every document row belongs to one collection (``documents.collection_id``); revision 0004 made
collection 1, ``Library``, for the documents that existed before, with a write grant for every
signed-in user (the group ``*``; roles still keep viewers from writing) so that nothing a
deployment showed or allowed before changes. Who may do
what is decided in :mod:`rag_core.access`; this module only stores and reads.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from sqlalchemy import ForeignKey, Integer, String, delete, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Mapped, mapped_column

from rag_core.errors import InvalidValueError
from rag_core.storage.base import Base, Tables, now_iso
from rag_core.storage.portable import FreeString, code_point_order

DEFAULT_COLLECTION_ID = 1  # made by revision 0004; documents uploaded without a collection go here
DEFAULT_COLLECTION_NAME = "Library"
EVERYONE = "*"  # a group name every signed-in user is in
PRINCIPAL_KINDS = ("user", "group")
MAX_NAME = 120


class CollectionRow(Base):
    """A named set of documents that grants apply to."""

    __tablename__ = "collections"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    name: Mapped[str] = mapped_column(FreeString(255), unique=True)
    created_at: Mapped[str] = mapped_column(String(32))


class GrantRow(Base):
    """One user's or group's level on one collection (read < write < manage)."""

    __tablename__ = "grants"

    collection_id: Mapped[int] = mapped_column(
        Integer, ForeignKey("collections.id", ondelete="CASCADE"), primary_key=True
    )
    principal_kind: Mapped[str] = mapped_column(String(8), primary_key=True)
    principal_name: Mapped[str] = mapped_column(FreeString(255), primary_key=True)
    level: Mapped[str] = mapped_column(String(8))
    updated_at: Mapped[str] = mapped_column(String(32))


@dataclass(frozen=True, slots=True)
class CollectionRecord:
    """A stored collection."""

    id: int
    name: str
    created_at: str


@dataclass(frozen=True, slots=True)
class GrantRecord:
    """A stored grant: ``kind`` is "user" (a subject) or "group" (a name in the groups claim)."""

    collection_id: int
    kind: str
    name: str
    level: str


def _collection(row: CollectionRow) -> CollectionRecord:
    return CollectionRecord(row.id, row.name, row.created_at)


def _grant(row: GrantRow) -> GrantRecord:
    return GrantRecord(row.collection_id, row.principal_kind, row.principal_name, row.level)


def clean_name(name: str) -> str:
    """A collection name with its whitespace collapsed.

    Raises:
        NotFoundError: the name is empty or longer than ``MAX_NAME`` characters.
    """
    name = " ".join(str(name).split())
    if not name or len(name) > MAX_NAME:
        raise InvalidValueError(f"a collection name needs 1 to {MAX_NAME} characters; choose another name")
    return name


class Collections(Tables):
    """Collections and grants of one database."""

    def all(self) -> list[CollectionRecord]:
        """Every collection, by name."""
        query = select(CollectionRow).order_by(code_point_order(CollectionRow.name, self.engine.dialect))
        with self.session() as session:
            return [_collection(row) for row in session.scalars(query)]

    def get(self, collection_id: int) -> CollectionRecord | None:
        """One collection by id."""
        with self.session() as session:
            row = session.get(CollectionRow, collection_id)
            return _collection(row) if row is not None else None

    def by_name(self, name: str) -> CollectionRecord | None:
        """One collection by its exact name."""
        with self.session() as session:
            row = session.scalars(select(CollectionRow).where(CollectionRow.name == name)).first()
            return _collection(row) if row is not None else None

    def create(self, name: str) -> CollectionRecord:
        """Make a collection, or return the one of that name.

        Raises:
            NotFoundError: the name is empty or too long.
        """
        name = clean_name(name)
        existing = self.by_name(name)
        if existing is not None:
            return existing
        try:
            with self.session() as session:
                row = CollectionRow(name=name, created_at=now_iso())
                session.add(row)
                session.flush()
                return _collection(row)
        except IntegrityError:  # made meanwhile by another process
            found = self.by_name(name)
            if found is None:
                raise
            return found

    def grants(self, collection_id: int | None = None) -> list[GrantRecord]:
        """Grants, of one collection or of all, by collection, kind and name."""
        query = select(GrantRow).order_by(GrantRow.collection_id, GrantRow.principal_kind, GrantRow.principal_name)
        if collection_id is not None:
            query = query.where(GrantRow.collection_id == collection_id)
        with self.session() as session:
            return [_grant(row) for row in session.scalars(query)]

    def grants_of(self, subject: str, groups: Iterable[str]) -> list[GrantRecord]:
        """The grants that apply to a user: their own and their groups' (``*`` included)."""
        names = sorted({*groups, EVERYONE})
        query = select(GrantRow).where(
            ((GrantRow.principal_kind == "user") & (GrantRow.principal_name == subject))
            | ((GrantRow.principal_kind == "group") & GrantRow.principal_name.in_(names))
        )
        with self.session() as session:
            return [_grant(row) for row in session.scalars(query)]

    def set_grant(self, collection_id: int, kind: str, name: str, level: str) -> GrantRecord:
        """Give ``kind``/``name`` ``level`` on a collection (replacing its previous level)."""
        with self.session() as session:
            row = session.get(GrantRow, (collection_id, kind, name))
            if row is None:
                row = GrantRow(collection_id=collection_id, principal_kind=kind, principal_name=name)
                session.add(row)
            row.level, row.updated_at = level, now_iso()
            session.flush()
            return _grant(row)

    def remove_grant(self, collection_id: int, kind: str, name: str) -> bool:
        """Remove a grant; False when there was none."""
        with self.session() as session:
            result = session.execute(
                delete(GrantRow).where(
                    GrantRow.collection_id == collection_id,
                    GrantRow.principal_kind == kind,
                    GrantRow.principal_name == name,
                )
            )
            return bool(result.rowcount)  # type: ignore[attr-defined]
