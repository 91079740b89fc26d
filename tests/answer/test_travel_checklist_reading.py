"""An airline's "Before you fly" page, asked as its travellers ask (2026-12-05, sixty-eighth session;
the questions and the quotes that answer them written before any answer was seen).

Before: "Do I need a visa for my destination?" was answered, high, by "Check whether you need a
visa for your destination before you book.", and "Does my travel insurance cover winter sports?"
by "Ask whether your travel insurance covers winter sports.": each holds every word of the question
and says neither yes nor no.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.predicate import only_asks
from rag_core.answer.understand.question import analyse
from rag_core.messages import Mode
from tests.helpers.answers import assert_answered, engine_on
from tests.helpers.candidates import candidate

PAGE = b"""<html><head><title>Before you fly - SkyLark Air</title></head><body>
<h1>Before you fly</h1>
<p>Check whether you need a visa for your destination before you book.</p>
<p>Passports must be valid for at least six months after your return date.</p>
<p>Ask whether your travel insurance covers winter sports.</p>
<p>Children under 2 travel on an adult's lap.</p>
</body></html>"""


@pytest.fixture(scope="module")
def checklist(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "checklist", {"before-you-fly.html": PAGE})


@pytest.mark.parametrize(
    "question", ["Do I need a visa for my destination?", "Does my travel insurance cover winter sports?"]
)
def test_a_sentence_telling_the_reader_to_find_out_is_no_answer(checklist: Engine, question: str) -> None:
    response = checklist.ask(question, session_id=question)
    assert response.mode is not Mode.DIRECT_ANSWER, response.answer


def test_a_stated_rule_is_still_the_answer(checklist: Engine) -> None:
    assert_answered(checklist, "Must passports be valid for six months after my return?", "at least six months")


def test_only_a_yes_no_question_is_met_by_finding_out() -> None:
    check = candidate("Check whether you need a visa for your destination before you book.")
    assert only_asks(analyse("Do I need a visa?"), check)
    assert not only_asks(analyse("What should I do before I book?"), check)  # an instruction answers how
    assert not only_asks(analyse("Do I need a visa?"), candidate("You need a visa to enter Canada."))
