"""What a term means, asked as people ask it: "How does Wrenhollow define X?", "How is X defined?"
and "Explain the term X" ask for the document's definition, answered by the sentence that gives it
(the real engine over the bakery's documents, rendered by the project's own generator)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.understand.classify import TERM_ASKED, QuestionKind, classify, defined_term
from rag_core.evals.synth.small import build_small
from rag_core.messages import Mode
from tests.helpers.builders import new_library

DEFINITION = "An allergen card is the printed list, kept at every till, of the fourteen allergens in each product."


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    docs, _ = build_small(0)
    yield Engine(new_library(tmp_path_factory.mktemp("terms") / "data", embedder, {d.name: d.data for d in docs}))


@pytest.mark.parametrize(
    "question", ["How does Wrenhollow define an allergen card?", "How is an allergen card defined?"]
)
def test_a_how_question_for_a_term_is_answered_by_its_definition(engine: Engine, question: str) -> None:
    response = engine.ask(question, session_id=question)
    assert response.mode is Mode.DIRECT_ANSWER, (response.mode, response.judge)
    assert response.answer == DEFINITION


@pytest.mark.parametrize(
    ("question", "term"),
    [
        ("How does Sable Brewery define core beer?", "core beer"),
        ("How do you define a near miss, please?", "near miss"),
        ("How are bulky items defined in the policy?", "bulky items"),
        ("Explain the term rack rate.", "rack rate"),
    ],
)
def test_how_a_document_defines_a_term_asks_what_it_means(question: str, term: str) -> None:
    reading = classify(question)
    assert (reading.kind, reading.reason) == (QuestionKind.DEFINITION, TERM_ASKED)
    assert defined_term(question) == term


@pytest.mark.parametrize(
    "question",
    [
        "How is revenue recognized?",  # how it is done, not what a word means
        "How are complexity measures generally not defined?",
        "How is the bonus calculated?",
    ],
)
def test_other_how_questions_stay_how_questions(question: str) -> None:
    assert classify(question).kind is not QuestionKind.DEFINITION
