"""A word that says "not" of a state ("unhappy", "unable") agrees with "not satisfied", "cannot":
"What can I do if I'm unhappy with your reply to my complaint?" is answered by "If you are not
satisfied with our reply, you can take your complaint to the Water Ombudsman." (a water utility's
customer charter, 2026-12-04: the sentence was held to contradict the question)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.sentences import negates_question_word
from rag_core.answer.understand.question import analyse, question_terms
from rag_core.messages import Mode
from rag_core.text.lexicon import tokens
from tests.helpers.builders import new_library
from tests.helpers.stats import EvenStats


def _terms(question: str):  # type: ignore[no-untyped-def]
    return question_terms(analyse(question), EvenStats(), set())  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("question", "negated"),
    [
        ("What can I do if I'm unhappy with your reply to my complaint?", True),
        ("What happens if I am unable to attend?", True),
        ("What happens if I do not attend?", True),
        ("What can I do if I'm happy with your reply?", False),
        ("Who handles unpaid bills?", False),
    ],
)
def test_a_negative_state_makes_the_question_say_not(question: str, negated: bool) -> None:
    assert _terms(question).negated is negated


@pytest.mark.parametrize(
    ("sentence", "negates"),
    [
        ("If you are not satisfied with our reply, you can take your complaint to the Water Ombudsman.", True),
        ("If you are unhappy with our reply, you can take your complaint to the Water Ombudsman.", True),
        ("We reply to every written complaint within 10 working days.", False),
    ],
)
def test_either_way_of_saying_not_is_read_in_the_sentence(sentence: str, negates: bool) -> None:
    terms = _terms("What can I do if I'm unhappy with your reply to my complaint?")
    stems = {w.stem for w in terms.words}
    assert negates_question_word(sentence, tokens(sentence), stems, terms.negated) is negates


def test_a_negative_state_is_no_negation_against_a_question_that_says_none() -> None:
    # "Who can I complain to about how my data is handled?": the sentence tells whom, it denies nothing
    terms = _terms("Who can I complain to about how my data is handled?")
    sentence = "If you are unhappy with how we handle your data, you can complain to the IMY."
    assert not terms.negated
    assert not negates_question_word(sentence, tokens(sentence), {w.stem for w in terms.words}, terms.negated)
    denied = "We do not handle your data outside the EU."
    assert negates_question_word(denied, tokens(denied), {w.stem for w in terms.words}, terms.negated)


CHARTER = (
    b"<html><head><title>Customer charter</title></head><body><h1>Our customer charter</h1>"
    b"<p>We reply to every written complaint within 10 working days.</p>"
    b"<p>If you are not satisfied with our reply, you can take your complaint to the Water Ombudsman.</p>"
    b"<p>If you are unhappy with how we handle your data, you can complain to the Data Inspectorate.</p>"
    b"<p>We never disconnect a household for unpaid bills.</p></body></html>"
)


@pytest.fixture(scope="module")
def charter(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    library = new_library(tmp_path_factory.mktemp("charter") / "data", embedder, {"customer_charter.html": CHARTER})
    yield Engine(library)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (
            "What can I do if I'm unhappy with your reply to my complaint?",
            "If you are not satisfied with our reply, you can take your complaint to the Water Ombudsman.",
        ),
        (
            "Who can I complain to about how my data is handled?",
            "If you are unhappy with how we handle your data, you can complain to the Data Inspectorate.",
        ),
    ],
)
def test_the_charter_answers_either_way_of_saying_not(charter: Engine, question: str, answer: str) -> None:
    response = charter.ask(question, session_id=question)
    assert response.mode is Mode.DIRECT_ANSWER, response.related_highlights
    assert response.answer == answer
