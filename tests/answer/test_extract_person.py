"""The person a "who" question asks for: a name, never the words of a role or title."""

from __future__ import annotations

import pytest

from rag_core.answer.understand.classify import AnswerType
from rag_core.answer.judging.extract import answer_value
from rag_core.answer.understand.question import analyse
from rag_core.text.lexicon import tokens


def _person(question: str, text: str) -> str:
    asked = analyse(question)
    assert asked.answer_type is AnswerType.PERSON
    return answer_value(AnswerType.PERSON, text, None, {t.stem for t in tokens(question)})  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("question", "text", "person"),
    [
        (
            "Who is MGM Resorts' chief financial officer?",
            "Chief Financial Officer and Treasurer (Principal Financial Officer) 43",
            "",
        ),
        (
            "Who is MGM Resorts' chief financial officer?",
            "/s/ Jonathan S. Halkyard, Chief Financial Officer and Treasurer",
            "Jonathan",
        ),
        (
            "Who is the CEO of Kestrel Freight?",
            "Kestrel Freight has been led by chief executive Dana Whitfield since 2019.",
            "Dana",
        ),
        ("Who signed the report?", "Senior Vice President and Controller (Principal Accounting Officer)", ""),
    ],
)
def test_a_role_s_words_are_not_a_person(question: str, text: str, person: str) -> None:
    assert _person(question, text) == person
