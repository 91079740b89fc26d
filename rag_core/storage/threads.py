"""Conversation threads: the tables and the store that reads and writes them.

A thread is one analyst's questions and answers in order. ``owner`` is the signed-in subject in a
shared deployment and "" on a laptop. A turn keeps the question as typed, the question actually
searched (a follow-up resolved against earlier turns), the clarify context added, and the envelope.
Who may read which thread is decided in :mod:`rag_core.conversations`; this module only stores and reads.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass

from sqlalchemy import Boolean, Integer, String, delete, func, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Mapped, mapped_column

from rag_core.storage.base import Base, Tables, now_iso
from rag_core.storage.portable import FreeString, FreeText

MAX_TITLE = 255  # the column's width
_APPEND_TRIES = 5  # an append that lost a race for the next turn number (two tabs at once) is retried


class ThreadRow(Base):
    """One conversation: who owns it, its title, when it started and last changed."""

    __tablename__ = "threads"

    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    owner: Mapped[str] = mapped_column(FreeString(255), index=True)
    title: Mapped[str] = mapped_column(FreeString(255))
    created_at: Mapped[str] = mapped_column(String(32))
    updated_at: Mapped[str] = mapped_column(String(32))


class TurnRow(Base):
    """One question of a thread and the envelope it got."""

    __tablename__ = "thread_turns"

    thread_id: Mapped[str] = mapped_column(String(64), primary_key=True)
    seq: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    query_id: Mapped[str] = mapped_column(String(64))
    question: Mapped[str] = mapped_column(FreeText)
    searched: Mapped[str] = mapped_column(FreeText)
    context: Mapped[str] = mapped_column(FreeText)
    envelope_json: Mapped[str] = mapped_column(FreeText)
    clarified: Mapped[bool] = mapped_column(Boolean)
    created_at: Mapped[str] = mapped_column(String(32))


@dataclass(frozen=True, slots=True)
class ThreadRecord:
    """A stored thread, as read back."""

    id: str
    owner: str
    title: str
    created_at: str
    updated_at: str


@dataclass(frozen=True, slots=True)
class TurnRecord:
    """A stored turn, as read back (the envelope still as JSON)."""

    thread_id: str
    seq: int
    query_id: str
    question: str
    searched: str
    context: str
    envelope_json: str
    clarified: bool
    created_at: str


def _thread(row: ThreadRow) -> ThreadRecord:
    return ThreadRecord(row.id, row.owner, row.title, row.created_at, row.updated_at)


def _turn(row: TurnRow) -> TurnRecord:
    return TurnRecord(
        row.thread_id,
        row.seq,
        row.query_id,
        row.question,
        row.searched,
        row.context,
        row.envelope_json,
        row.clarified,
        row.created_at,
    )


def _stamp() -> str:
    # Microseconds, so that threads changed within one second still list in the order they changed.
    return now_iso("microseconds")


class ThreadStore(Tables):
    """The ``threads`` and ``thread_turns`` tables of one database."""

    def create(self, owner: str, *, thread_id: str | None = None, title: str = "") -> ThreadRecord:
        """A new, empty thread of ``owner`` (``thread_id``: a chosen id, else a random one).

        Raises:
            IntegrityError: a thread with ``thread_id`` exists already.
        """
        stamp = _stamp()
        with self.session() as session:
            row = ThreadRow(
                id=thread_id or uuid.uuid4().hex,
                owner=owner,
                title=title[:MAX_TITLE],
                created_at=stamp,
                updated_at=stamp,
            )
            session.add(row)
            session.flush()
            return _thread(row)

    def ensure(self, owner: str, thread_id: str) -> ThreadRecord:
        """The thread ``thread_id``, made for ``owner`` when it does not exist (check the owner of
        what comes back: it may have been made by someone else meanwhile)."""
        found = self.get(thread_id)
        if found is not None:
            return found
        try:
            return self.create(owner, thread_id=thread_id)
        except IntegrityError:  # made meanwhile by another process
            found = self.get(thread_id)
            if found is None:
                raise
            return found

    def get(self, thread_id: str) -> ThreadRecord | None:
        """One thread by id, whoever owns it."""
        with self.session() as session:
            row = session.get(ThreadRow, thread_id)
            return _thread(row) if row is not None else None

    def threads(self, owner: str) -> list[ThreadRecord]:
        """Every thread of ``owner``, the most recently changed first."""
        query = (
            select(ThreadRow)
            .where(ThreadRow.owner == owner)
            .order_by(ThreadRow.updated_at.desc(), ThreadRow.created_at.desc(), ThreadRow.id)
        )
        with self.session() as session:
            return [_thread(row) for row in session.scalars(query)]

    def rename(self, thread_id: str, title: str) -> bool:
        """Give a thread a new title; False when there is no such thread."""
        with self.session() as session:
            return bool(
                session.execute(
                    update(ThreadRow).where(ThreadRow.id == thread_id).values(title=title[:MAX_TITLE])
                ).rowcount
            )  # type: ignore[attr-defined]

    def delete(self, thread_id: str) -> bool:
        """Delete a thread and its turns; False when there was no such thread."""
        with self.session() as session:
            session.execute(delete(TurnRow).where(TurnRow.thread_id == thread_id))
            return bool(session.execute(delete(ThreadRow).where(ThreadRow.id == thread_id)).rowcount)  # type: ignore[attr-defined]

    def turns(self, thread_id: str) -> list[TurnRecord]:
        """A thread's turns, oldest first."""
        query = select(TurnRow).where(TurnRow.thread_id == thread_id).order_by(TurnRow.seq)
        with self.session() as session:
            return [_turn(row) for row in session.scalars(query)]

    def append(
        self,
        thread_id: str,
        *,
        query_id: str,
        question: str,
        searched: str,
        context: str,
        envelope_json: str,
        title: str = "",
    ) -> TurnRecord:
        """Add a turn after the thread's last one and mark the thread changed; an untitled thread
        gets ``title``.

        Raises:
            LookupError: there is no such thread (deleted meanwhile).
        """
        for attempt in range(_APPEND_TRIES):
            try:
                with self.session() as session:
                    thread = session.get(ThreadRow, thread_id)
                    if thread is None:
                        raise LookupError(thread_id)
                    last = session.scalar(select(func.max(TurnRow.seq)).where(TurnRow.thread_id == thread_id))
                    stamp = _stamp()
                    row = TurnRow(
                        thread_id=thread_id,
                        seq=(last or 0) + 1,
                        query_id=query_id,
                        question=question,
                        searched=searched,
                        context=context,
                        envelope_json=envelope_json,
                        clarified=False,
                        created_at=stamp,
                    )
                    session.add(row)
                    thread.updated_at = stamp
                    if not thread.title and title:
                        thread.title = title[:MAX_TITLE]
                    session.flush()
                    return _turn(row)
            except IntegrityError:  # another writer took this turn number first
                if attempt == _APPEND_TRIES - 1:
                    raise
        raise AssertionError("unreachable")

    def set_clarified(self, thread_id: str, seq: int) -> bool:
        """Record that a turn's clarify questions were answered; False when there is no such turn."""
        with self.session() as session:
            return bool(
                session.execute(
                    update(TurnRow).where(TurnRow.thread_id == thread_id, TurnRow.seq == seq).values(clarified=True)
                ).rowcount
            )  # type: ignore[attr-defined]
