"""Classification before retrieval: the kind of question decides the most a reply may say."""

from __future__ import annotations

import pytest

from rag_core.answer.classify import AnswerType, QuestionKind, classify


@pytest.mark.parametrize(
    ("question", "kind", "answer_type"),
    [
        ("Hello!", QuestionKind.GREETING, AnswerType.NONE),
        ("good morning", QuestionKind.GREETING, AnswerType.NONE),
        ("What documents do you have?", QuestionKind.META, AnswerType.NONE),
        ("Tell me more", QuestionKind.VAGUE, AnswerType.NONE),
        ("Explain this", QuestionKind.VAGUE, AnswerType.NONE),
        ("What does it mean?", QuestionKind.VAGUE, AnswerType.NONE),
        ("What is the size of my office?", QuestionKind.VAGUE, AnswerType.NONE),
        ("How much did that invoice cost?", QuestionKind.VAGUE, AnswerType.NONE),
        ("Volvo vs BMW", QuestionKind.EXTERNAL_COMPARISON, AnswerType.NONE),
        ("Is Acme better than Globex?", QuestionKind.EXTERNAL_COMPARISON, AnswerType.NONE),
        ("How does Acme compare to Globex?", QuestionKind.EXTERNAL_COMPARISON, AnswerType.NONE),
        ("How are robots calibrated?", QuestionKind.EXPLANATORY, AnswerType.NONE),
        ("Why did revenue grow?", QuestionKind.EXPLANATORY, AnswerType.NONE),
        ("In what way does the fence protect operators?", QuestionKind.EXPLANATORY, AnswerType.NONE),
        ("Is the plant in Lyon?", QuestionKind.EXPLANATORY, AnswerType.NONE),
        ("How many robots were produced?", QuestionKind.FACTOID, AnswerType.NUMBER),
        ("How much was revenue in 2023?", QuestionKind.FACTOID, AnswerType.NUMBER),
        ("How often are robots calibrated?", QuestionKind.FACTOID, AnswerType.NUMBER),
        ("How long does calibration take?", QuestionKind.FACTOID, AnswerType.NUMBER),
        ("When was Acme founded?", QuestionKind.FACTOID, AnswerType.DATE),
        ("Who founded Acme?", QuestionKind.FACTOID, AnswerType.PERSON),
        ("Where is the plant?", QuestionKind.FACTOID, AnswerType.PLACE),
        ("Which plant produced the most robots?", QuestionKind.FACTOID, AnswerType.ENTITY),
        ("The church was built when?", QuestionKind.FACTOID, AnswerType.DATE),
        ("What are Acme's core values?", QuestionKind.DEFINITION, AnswerType.DEFINITION),
        ("What is a work cell?", QuestionKind.DEFINITION, AnswerType.DEFINITION),
        ("What does preventive maintenance mean?", QuestionKind.DEFINITION, AnswerType.DEFINITION),
        ("What is the capital of France?", QuestionKind.FACTOID, AnswerType.ENTITY),
        ("Should I buy Acme shares?", QuestionKind.OUT_OF_SCOPE, AnswerType.NONE),
    ],
)
def test_classification(question: str, kind: QuestionKind, answer_type: AnswerType) -> None:
    result = classify(question)
    assert (result.kind, result.answer_type) == (kind, answer_type)


def test_how_many_is_a_factoid_not_an_explanation() -> None:
    assert classify("How many depots are there?").kind is QuestionKind.FACTOID
    assert classify("How do depots work?").kind is QuestionKind.EXPLANATORY


def test_relative_that_is_not_an_unresolved_reference() -> None:
    assert classify("What are acquisitions that Acme made in 2023?").kind is QuestionKind.FACTOID
