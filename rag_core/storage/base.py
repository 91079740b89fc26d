"""What every table module of the app database builds on: the one declarative ``Base`` all tables
are declared on, ``Tables`` (engine and transactions) for the classes that read and write them, and
the timestamps the rows carry.

Depends on :mod:`rag_core.storage.database` (engine and migrations) and on nothing that declares a
table, so a table module never imports another one to find its base.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta

from sqlalchemy.engine import Engine
from sqlalchemy.orm import DeclarativeBase, Session, sessionmaker

from rag_core.storage.database import ensure_schema

__all__ = ["Base", "Tables", "now_iso", "older_than"]


class Base(DeclarativeBase):
    """Declarative base shared by every table of the app database."""


class Tables:
    """Base of the classes that read and write tables of the app database: the engine, its schema
    migrated (a no-op for engines from :func:`~rag_core.storage.database.make_engine`, which
    migrated already), and transactions."""

    def __init__(self, engine: Engine) -> None:
        ensure_schema(engine)
        self.engine = engine
        self._sessions = sessionmaker(engine, expire_on_commit=False)

    @contextmanager
    def session(self) -> Iterator[Session]:
        """A session that commits on success and rolls back on error."""
        with self._sessions() as session, session.begin():
            yield session


def now_iso(timespec: str = "seconds") -> str:
    """Current UTC time, ISO 8601 (seconds by default; the query log keeps microseconds for order)."""
    return datetime.now(UTC).isoformat(timespec=timespec)


def older_than(stamp: str, seconds: float) -> bool:
    """Whether an ISO timestamp is more than ``seconds`` old (no stamp: True)."""
    if not stamp:
        return True
    # Parsed, not compared as text: stamps have whole seconds, and a cutoff cut to whole seconds
    # would find a row stale up to a second late.
    return datetime.fromisoformat(stamp) + timedelta(seconds=seconds) < datetime.now(UTC)
