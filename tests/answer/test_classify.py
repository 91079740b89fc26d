"""Classification before retrieval: the kind of question decides the most a reply may say."""

from __future__ import annotations

import pytest

from rag_core.answer.understand.classify import (
    AnswerType,
    Asked,
    Classification,
    QuestionKind,
    classify,
    defined_term,
)
from rag_core.answer.understand.measure_asked import measure_answers
from rag_core.answer.understand.question import analyse


@pytest.mark.parametrize(
    ("question", "kind", "answer_type"),
    [
        ("Hello!", QuestionKind.GREETING, AnswerType.NONE),
        ("good morning", QuestionKind.GREETING, AnswerType.NONE),
        ("What documents do you have?", QuestionKind.META, AnswerType.NONE),
        ("Tell me more", QuestionKind.VAGUE, AnswerType.NONE),
        ("Explain this", QuestionKind.VAGUE, AnswerType.NONE),
        ("What does it mean?", QuestionKind.VAGUE, AnswerType.NONE),
        ("What is the size of my office?", QuestionKind.FACTOID, AnswerType.NUMBER),
        ("How much did that invoice cost?", QuestionKind.VAGUE, AnswerType.NONE),
        ("Volvo vs BMW", QuestionKind.EXTERNAL_COMPARISON, AnswerType.NONE),
        ("Is Acme better than Globex?", QuestionKind.EXTERNAL_COMPARISON, AnswerType.NONE),
        ("How does Acme compare to Globex?", QuestionKind.EXTERNAL_COMPARISON, AnswerType.NONE),
        ("Compare Acme with Globex", QuestionKind.EXTERNAL_COMPARISON, AnswerType.NONE),
        ("Compare Acme to Globex", QuestionKind.EXTERNAL_COMPARISON, AnswerType.NONE),
        ("Is Acme's revenue higher than Globex's?", QuestionKind.EXTERNAL_COMPARISON, AnswerType.NONE),
        ("Acme or Globex, which is bigger?", QuestionKind.EXTERNAL_COMPARISON, AnswerType.NONE),
        ("how does this compare to Amazon's policy", QuestionKind.EXTERNAL_COMPARISON, AnswerType.NONE),
        ("Which depots have more than 100 trucks?", QuestionKind.FACTOID, AnswerType.ENTITY),
        ("Did Acme's revenue grow from 2022 to 2023?", QuestionKind.FACTOID, AnswerType.YES_NO),
        ("How are robots calibrated?", QuestionKind.EXPLANATORY, AnswerType.NONE),
        ("Why did revenue grow?", QuestionKind.EXPLANATORY, AnswerType.NONE),
        ("In what way does the fence protect operators?", QuestionKind.EXPLANATORY, AnswerType.NONE),
        ("Is the plant in Lyon?", QuestionKind.FACTOID, AnswerType.YES_NO),
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
        # a value's head noun asks for the value: a number, or a time of day
        ("What is the leakage target?", QuestionKind.FACTOID, AnswerType.NUMBER),
        ("What is the weight limit?", QuestionKind.FACTOID, AnswerType.NUMBER),
        ("What are the shift times?", QuestionKind.FACTOID, AnswerType.DATE),
        ("What is a time series?", QuestionKind.DEFINITION, AnswerType.DEFINITION),
        ("Should I buy Acme shares?", QuestionKind.OUT_OF_SCOPE, AnswerType.NONE),
    ],
)
def test_classification(question: str, kind: QuestionKind, answer_type: AnswerType) -> None:
    result = classify(question)
    assert (result.kind, result.answer_type) == (kind, answer_type)


@pytest.mark.parametrize(
    ("question", "sides"),
    [
        ("Compare Northwind with FedEx", ("Northwind", "FedEx")),
        ("How does Northwind compare to Amazon on revenue?", ("Northwind", "Amazon")),
        ("Is Northwind's revenue better than UPS?", ("Northwind's revenue", "UPS")),
        ("Northwind versus DHL on revenue", ("Northwind", "DHL")),
        ("Which is cheaper, Northwind or DHL?", ("Northwind", "DHL")),
        ("What is the difference between Northwind and DHL?", ("Northwind", "DHL")),
    ],
)
def test_comparison_sides_are_read_from_each_form(question: str, sides: tuple[str, ...]) -> None:
    assert classify(question).comparison == sides


def test_a_why_question_can_earn_a_direct_answer_and_asks_for_no_measure_value() -> None:
    # answered only by a sentence that states the reason (slots' "reason" shape), never by the
    # figure of the measure it names
    why = classify("Why did revenue grow in 2024?")
    assert why.kind is QuestionKind.EXPLANATORY and why.asks is Asked.REASON
    assert why.direct_eligible
    assert not measure_answers(why, "money")
    assert classify("For what purpose do you use my data?").asks is Asked.REASON
    assert not classify("How does the company recognise revenue?").direct_eligible


@pytest.mark.parametrize(
    ("question", "verb"),
    [
        ("How does Northwind manage the risk of road accidents?", "manage"),
        ("How did the Huguenots defend themselves?", "defend"),
        ("How does Best Buy fund its share repurchases?", "fund"),
    ],
)
def test_how_a_named_organisation_does_something_asks_for_the_means(question: str, verb: str) -> None:
    # answered only by a sentence that says the verb with a manner word after it ("manages ... through")
    asked = classify(question)
    assert asked.direct_eligible and asked.procedural
    assert (asked.asks, asked.basis) == (Asked.BASIS, verb)


@pytest.mark.parametrize(
    "question",
    [
        "How does Northwind compare with its peers?",
        "How did Best Buy grow revenue?",
        "How does the company recognise revenue?",
        "How do you use my data?",
        "How did Residential fee income move from 2022 to 2023, in percent?",
    ],
)
def test_other_how_questions_stay_explanations(question: str) -> None:
    assert not classify(question).direct_eligible


def test_how_many_is_a_factoid_not_an_explanation() -> None:
    assert classify("How many depots are there?").kind is QuestionKind.FACTOID
    assert classify("How do depots work?").kind is QuestionKind.EXPLANATORY


def test_relative_that_is_not_an_unresolved_reference() -> None:
    assert classify("What are acquisitions that Acme made in 2023?").kind is QuestionKind.FACTOID


# -- the question, analysed once ---------------------------------------------------------------


def test_defined_term_is_read_from_the_definition_phrasings() -> None:
    assert defined_term("What is an operating lease?") == "operating lease"
    assert defined_term("What does EBITDA stand for?") == "EBITDA"
    assert defined_term("Define goodwill.") == "goodwill"
    # the term follows "meant by" and "the definition of", though they open like "What is X?"
    assert defined_term("What is meant by near miss?") == "near miss"
    assert defined_term('What is the definition of the term "Earnings per share"?') == '"Earnings per share"'
    assert defined_term("How many stores are there?") == ""


def test_question_is_merged_with_its_clarification_and_classified_once() -> None:
    question = analyse("What was the revenue?", "Best Buy 2023")
    assert question.text == "What was the revenue Best Buy 2023"
    assert question.asked == "What was the revenue?" and question.context == "Best Buy 2023"
    assert question.numbers == frozenset({2023.0}) and question.years == frozenset({"2023"})
    assert question.names == (("best", "buy"),)
    assert {"revenue", "best", "buy", "2023"} <= question.words


def test_definiendum_only_for_a_definition_question() -> None:
    question = analyse("What is a consignment note?")
    assert question.kind is QuestionKind.DEFINITION and question.definiendum == {"consign", "note"}
    factoid = question.reclassified(Classification(QuestionKind.FACTOID, AnswerType.NUMBER))
    assert factoid.definiendum == frozenset() and factoid.answer_type is AnswerType.NUMBER


def test_fingerprint_ignores_case_and_spacing_but_not_the_context() -> None:
    assert analyse("What  is THAT?").fingerprint == analyse("what is that?").fingerprint
    assert analyse("What is that?", "invoice 7").fingerprint != analyse("What is that?").fingerprint


@pytest.mark.parametrize(
    ("question", "answers"),
    [
        ("Who is Best Buy's CEO?", True),
        ("Who is the chief executive of Kestrel Freight?", True),
        # the CEO measure gives a name: no answer to how long or since when someone has held it
        ("How many years has Pieter Grieve been chief executive?", False),
        ("How long has Corie Barry been CEO?", False),
        ("When did Corie Barry become CEO?", False),
    ],
)
def test_a_named_measure_answers_only_a_question_that_asks_for_a_name(question: str, answers: bool) -> None:
    assert measure_answers(classify(question), "person") is answers


@pytest.mark.parametrize(
    ("question", "kind", "answers"),
    [
        ("How many staff work at the Wisbech shop?", "count", True),
        ("What was Best Buy's revenue in fiscal 2023?", "money", True),
        ("Does MGM Resorts still pay a dividend?", "money", True),
        # the staff are who a rule is about, not a headcount asked for
        ("Can staff take unsold bread home?", "count", False),
        ("Are employees allowed to work from home?", "count", False),
        # a length of time or a frequency is no measure's value
        ("How long must staff with vomiting stay away from food?", "count", False),
        ("How often is the dividend paid?", "money", False),
        ("How soon are employees paid after a shift?", "count", False),
        # a step or a basis is asked, not the amount
        ("How is the dividend paid?", "money", False),
        ("How is revenue per employee calculated?", "money", False),
        # what a term means, not the measure's value
        ("What does EPS mean?", "per_share", False),
        ("What is the definition of gross margin?", "percent", False),
        ("What is EPS?", "per_share", True),  # like "What is Best Buy's revenue?": the value may be asked
    ],
)
def test_a_measure_answers_only_a_question_that_asks_for_its_value(question: str, kind: str, answers: bool) -> None:
    assert measure_answers(classify(question), kind) is answers
