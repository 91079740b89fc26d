"""Conversation threads: tables only (the service that reads and writes them is built on these).

A thread is one analyst's questions and answers in order. ``owner`` is the signed-in subject in a
shared deployment and "" on a laptop. A turn keeps the question as typed, the question actually
searched (a follow-up resolved against earlier turns), the clarify context added, and the envelope.
"""

from __future__ import annotations

from sqlalchemy import Boolean, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from rag_core.storage.portable import FreeString, FreeText
from rag_core.storage.registry import Base


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
