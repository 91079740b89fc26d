"""Questions as people ask them: yes/no, "you/your/my", summaries, typos."""

from __future__ import annotations

import pytest

from rag_core.answer.understand.classify import AnswerType, QuestionKind, classify
from rag_core.answer.understand.spelling import correct, vocabulary_of


@pytest.mark.parametrize(
    "question",
    [
        "Do you share my data?",
        "Does the company encrypt customer data at rest?",
        "Will you honor my DNT preference?",
        "Do they use encryption for data security?",
        "Is there a bug bounty programme?",
        "Can I delete my account?",
    ],
)
def test_yes_no_questions_may_be_answered_by_the_sentence_that_states_it(question: str) -> None:
    result = classify(question)
    assert result.kind is QuestionKind.FACTOID
    assert result.answer_type is AnswerType.YES_NO
    assert result.direct_eligible


@pytest.mark.parametrize(
    "question",
    [
        "Do you track my location data?",
        "What does your company do with my email address?",
        "How long do you keep our records?",
        "How does this website inform users about policy changes?",
    ],
)
def test_you_your_my_are_the_documents_author_and_reader_never_a_reason_to_ask_back(question: str) -> None:
    assert classify(question).kind is not QuestionKind.VAGUE


@pytest.mark.parametrize("question", ["How much did that invoice cost?", "Tell me more", "What does it mean?"])
def test_a_pointer_at_something_never_named_is_still_vague(question: str) -> None:
    assert classify(question).kind is QuestionKind.VAGUE


@pytest.mark.parametrize(
    "question",
    [
        "Summarize the 10-K",
        "Please summarise this report",
        "Give me a summary of the policy",
        "tl;dr",
        "What is this document about?",
        "Can you give me a brief overview of the filings?",
    ],
)
def test_summary_requests_are_their_own_kind(question: str) -> None:
    assert classify(question).kind is QuestionKind.SUMMARY


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("waht was bestbuy's revenu in fiscal 2023", "what was bestbuy's revenue in fiscal 2023"),
        ("How many employes did Kestrel have?", "How many employees did Kestrel have?"),
        ("Whta is the travel allowence for Asia?", "What is the travel allowance for Asia?"),
    ],
)
def test_obvious_typos_are_read_as_meant(typed: str, meant: str) -> None:
    vocabulary = vocabulary_of(["revenue", "employees", "travel allowance"], ["best buy", "bestbuy", "kestrel"])
    assert correct(typed, vocabulary, lambda stem: stem in {"asia", "kestrel", "bestbuy"}) == meant


@pytest.mark.parametrize(
    "question",
    [
        "Does the policy cover provisions for minors?",
        "What were Kestrel's Q2 sales?",
        "Who audits Zyxel?",
        "How many FTEs work at the depot?",
    ],
)
def test_words_the_documents_use_names_and_plurals_are_never_changed(question: str) -> None:
    vocabulary = vocabulary_of(["provision", "sales", "audit"], ["kestrel"])
    assert correct(question, vocabulary, lambda stem: stem in {"depot", "minor", "cover"}) == question
