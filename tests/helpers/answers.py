"""An engine on an organisation's documents and assertions on what it answers, shared by the tests
that read them."""

from __future__ import annotations

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.extract import answer_value
from rag_core.answer.understand.classify import AnswerType
from rag_core.answer.understand.question import analyse, question_terms
from rag_core.messages import Mode
from tests.helpers.builders import new_library
from tests.helpers.stats import EvenStats


def assert_answered(engine: Engine, question: str, quoted: str) -> None:
    """``question`` (asked in a session of its own) gets a direct answer whose quote holds ``quoted``."""
    response = engine.ask(question, session_id=question)
    assert response.mode is Mode.DIRECT_ANSWER, (question, response.mode, response.related_highlights)
    assert quoted in (response.answer or ""), (question, response.answer)


def assert_not_answered_by(engine: Engine, question: str, unsaid: str, session_id: str = "") -> None:
    """``question`` (asked in a session of its own, ``session_id`` or the question) gets no direct
    answer whose quote holds ``unsaid``: passages, a refusal or another answer."""
    response = engine.ask(question, session_id=session_id or question)
    assert response.mode is not Mode.DIRECT_ANSWER or unsaid not in (response.answer or ""), response.answer


def engine_on(factory: pytest.TempPathFactory, embedder, folder: str, files: dict[str, bytes]) -> Engine:  # type: ignore[no-untyped-def]
    """An engine on a new library of ``files`` in a new folder ``folder`` (real embedding model)."""
    return Engine(new_library(factory.mktemp(folder) / "data", embedder, files))


def value_of(question: str, text: str, kind: AnswerType) -> str:
    """The value of ``kind`` that ``text`` gives for ``question`` (word rarities all alike)."""
    terms = question_terms(analyse(question), EvenStats(), set())  # type: ignore[arg-type]
    return answer_value(kind, text, terms, {w.stem for w in terms.words})
