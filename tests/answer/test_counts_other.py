""" "How many hotels ...?" is not answered by a count of people, when "hotel" is in the sentence only
as a word of the organisation's name."""

from __future__ import annotations

import pytest

from rag_core.answer.judging.gates import counts_other, misreads
from rag_core.answer.understand.question import analyse
from tests.helpers.candidates import candidate

QUESTION = "How many hotels does Vantor House Hotel have?"


def test_a_count_of_people_is_no_count_of_hotels_a_name_only_seems_to_carry() -> None:
    # It was the answer, high, on a synthetic company's annual report.
    people = candidate(
        "At the end of 2025 Vantor House Hotel employed 2,383 people, up from 2,073.", answer_value="2,383"
    )
    assert counts_other(analyse(QUESTION), people)
    assert misreads(analyse(QUESTION), people)


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        (QUESTION, "Vantor House Hotel operates 3 hotels, in York, Swindon and Durham.", "3"),
        # The counted thing said in the sentence, in lower case, even if another noun follows the figure.
        ("How many students attend the university?", "The university has 15,000 undergraduate students.", "15,000"),
        # Nothing after the figure names another thing.
        ("How many people live in Paris?", "The population of Paris was 2,102,650.", "2,102,650"),
        # A people's name is capitalised wherever it stands.
        ("How many Huguenots lived in Amsterdam?", "Some 9,000 Huguenot refugees lived in Amsterdam.", "9,000"),
        # Not a how-many question.
        ("What is the size of the fleet?", "The Fleet Group runs 84 trucks.", "84"),
    ],
)
def test_a_count_of_the_asked_thing_stands(question: str, text: str, value: str) -> None:
    assert not counts_other(analyse(question), candidate(text, answer_value=value))


def test_a_count_in_other_words_stands() -> None:
    # "people" is not in the sentence at all: "employees" says it in other words.
    question = analyse("How many people did Best Buy employ at the end of fiscal 2023?")
    employees = candidate("We had approximately 90,000 employees at the end of fiscal 2023.", answer_value="90,000")
    assert not counts_other(question, employees)
