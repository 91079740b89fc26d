"""Assertions on what the engine answers, shared by the tests that read an organisation's documents."""

from __future__ import annotations

from rag_core.answer.engine import Engine
from rag_core.messages import Mode


def assert_answered(engine: Engine, question: str, quoted: str) -> None:
    """``question`` (asked in a session of its own) gets a direct answer whose quote holds ``quoted``."""
    response = engine.ask(question, session_id=question)
    assert response.mode is Mode.DIRECT_ANSWER, (question, response.mode, response.related_highlights)
    assert quoted in (response.answer or ""), (question, response.answer)
