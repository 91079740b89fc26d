"""The library's write lock: a file lock on one machine, a PostgreSQL advisory lock across machines.

Every change to a library (upload, delete, recovery, full-text index update) holds it, so writes are
serialised. With the default SQLite database the app and the CLI share one data dir on one
machine, and the file lock of :mod:`rag_core.storage.locking` does the job. With
``RAG_DATABASE_URL`` pointing at PostgreSQL, several app servers (and CLI runs on other hosts)
share one store, and the lock is a session advisory lock in that database: the server releases it
when the holder's connection ends, so a crashed or killed holder never leaves the library locked.
The holder records what it is doing in ``lock_holders``, so a writer that has to wait can say for whom.
"""

from __future__ import annotations

import hashlib
import logging
import time
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager, suppress
from pathlib import Path
from typing import Protocol

from sqlalchemy import String, Text, delete, text
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import DBAPIError
from sqlalchemy.orm import Mapped, mapped_column

from rag_core.errors import BusyError
from rag_core.storage import locking
from rag_core.storage.base import Base, Tables, now_iso

logger = logging.getLogger(__name__)

POLL_S = 0.05  # how often a waiting writer asks for the lock again


class Held(Protocol):
    """A lock taken without waiting; :meth:`release` gives it back."""

    def release(self) -> None:
        """Give the lock back."""


class WriteLock(Protocol):
    """One writer at a time for one library."""

    def hold(self, purpose: str = "writing") -> AbstractContextManager[None]:
        """Hold the lock for the ``with`` block, waiting up to the library's lock timeout.

        Raises:
            BusyError: another writer held it the whole time; the message names it.
        """

    def try_hold(self) -> Held | None:
        """Take the lock if nobody holds it; None when somebody does."""


class LockHolderRow(Base):
    """Who holds a named write lock that lives in the database (a PostgreSQL advisory lock)."""

    __tablename__ = "lock_holders"

    name: Mapped[str] = mapped_column(String(64), primary_key=True)
    holder: Mapped[str] = mapped_column(Text, default="")
    since: Mapped[str] = mapped_column(String(32), default="")


class LockHolders(Tables):
    """Who holds each write lock that lives in the database, so a writer that waits can say for whom."""

    def record(self, name: str, holder: str) -> None:
        """Record who holds the write lock ``name`` (called by the holder once it has it)."""
        with self.session() as session:
            # Delete and insert, not update: the previous holder clears its row after releasing,
            # which may be just now (an update would then find no row).
            session.execute(delete(LockHolderRow).where(LockHolderRow.name == name))
            session.add(LockHolderRow(name=name, holder=holder, since=now_iso()))

    def holder(self, name: str) -> str:
        """Who holds the write lock ``name`` ("" when nobody recorded it)."""
        with self.session() as session:
            row = session.get(LockHolderRow, name)
            return row.holder if row is not None else ""

    def clear(self, name: str, holder: str) -> None:
        """Forget the holder of ``name`` if it is still ``holder`` (called on release, so a waiter
        is never told about a process that finished long ago)."""
        with self.session() as session:
            session.execute(delete(LockHolderRow).where(LockHolderRow.name == name, LockHolderRow.holder == holder))


class FileWriteLock:
    """The lock file under the data dir (one machine)."""

    def __init__(self, path: Path, timeout_s: float) -> None:
        self._path = path
        self._timeout = timeout_s

    def hold(self, purpose: str = "writing") -> AbstractContextManager[None]:
        """See :meth:`WriteLock.hold`."""
        return locking.write_lock(self._path, self._timeout, purpose=purpose)

    def try_hold(self) -> Held | None:
        """See :meth:`WriteLock.try_hold`."""
        return locking.try_write_lock(self._path)


def advisory_key(name: str) -> int:
    """A stable signed 64-bit key for the advisory lock named ``name``."""
    return int.from_bytes(hashlib.sha256(f"verbatim:{name}".encode()).digest()[:8], "big", signed=True)


class _AdvisoryHeld:
    def __init__(self, connection: Connection, key: int) -> None:
        self._connection = connection
        self._key = key

    def release(self) -> None:
        try:
            self._connection.execute(text("SELECT pg_advisory_unlock(:k)"), {"k": self._key})
        except DBAPIError as exc:
            # The session that held the lock is gone (the database restarted, the connection
            # dropped): the server released the lock with it, so it is released.
            logger.warning(
                "the connection holding the write lock was lost (%s); the database released the lock with it",
                str(exc.orig).strip().splitlines()[0] if str(exc.orig).strip() else type(exc.orig).__name__,
            )
        finally:
            with suppress(DBAPIError):
                self._connection.close()


class AdvisoryWriteLock:
    """A PostgreSQL session advisory lock named after the library (several hosts)."""

    def __init__(self, engine: Engine, name: str, timeout_s: float) -> None:
        self._engine = engine
        self._holders = LockHolders(engine)
        self._name = name
        self._key = advisory_key(name)
        self._timeout = timeout_s

    def _connect(self) -> Connection:
        # Autocommit: the lock belongs to the session, and no transaction stays open meanwhile.
        return self._engine.connect().execution_options(isolation_level="AUTOCOMMIT")

    def _try(self, connection: Connection) -> bool:
        return bool(connection.execute(text("SELECT pg_try_advisory_lock(:k)"), {"k": self._key}).scalar())

    def try_hold(self) -> Held | None:
        """See :meth:`WriteLock.try_hold`."""
        connection = self._connect()
        try:
            if self._try(connection):
                return _AdvisoryHeld(connection, self._key)
        except Exception:
            connection.close()
            raise
        connection.close()
        return None

    @contextmanager
    def hold(self, purpose: str = "writing") -> Iterator[None]:
        """See :meth:`WriteLock.hold`."""
        connection = self._connect()
        try:
            if not self._try(connection):
                who = self._holders.holder(self._name)
                logger.warning(
                    "waiting up to %.0f s for another writer to finish with this library%s",
                    self._timeout,
                    f": {who}" if who else "",
                )
                deadline = time.monotonic() + self._timeout
                while not self._try(connection):
                    if time.monotonic() >= deadline:
                        who = self._holders.holder(self._name)
                        raise BusyError(
                            f"another upload has been writing the index for over {self._timeout:.0f} s"
                            + (f" ({who})" if who else "")
                            + "; wait for it to finish and try again"
                        )
                    time.sleep(POLL_S)
            held = _AdvisoryHeld(connection, self._key)
        except Exception:
            connection.close()
            raise
        me = locking.describe_holder(purpose)
        try:
            self._holders.record(self._name, me)
            yield
        finally:
            held.release()
            try:
                self._holders.clear(self._name, me)
            except DBAPIError:  # who held it is a courtesy to waiters; the next holder overwrites it
                logger.info("could not clear the write lock's holder row; the next holder replaces it")


def write_lock_for(engine: Engine, lock_path: Path, timeout_s: float) -> WriteLock:
    """The advisory lock when the database is PostgreSQL (a shared store), else the file lock."""
    if engine.dialect.name == "postgresql":
        return AdvisoryWriteLock(engine, "library", timeout_s)
    return FileWriteLock(lock_path, timeout_s)
