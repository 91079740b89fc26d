"""Rewriting "what about X?" (rag_core.answer.understand.followup_swap): the previous question with its period,
company, measure or topic swapped for the one X names."""

from __future__ import annotations

import pytest

from rag_core.answer.understand.followup_swap import finish, relative_period, substitute
from rag_core.ingest.profile import DocumentProfile
from rag_core.text.measures import load_lexicon

LEXICON = load_lexicon()
PROFILES = {
    "nw": DocumentProfile(
        entity="Northwind Logistics, Inc.", aliases=("northwind",), doc_type="10-K", fiscal_year=2023
    ),
    "co": DocumentProfile(entity="Contoso Pharma Corporation", aliases=("contoso",), doc_type="10-K", fiscal_year=2023),
}
REVENUE = "What was Northwind's revenue in 2023?"


@pytest.mark.parametrize(
    ("x", "rewritten"),
    [
        ("last year?", "What was Northwind's revenue in 2022?"),
        ("the year before", "What was Northwind's revenue in 2022?"),
        ("and in 2021?", "What was Northwind's revenue in 2021?"),
        ("Contoso?", "What was Contoso's revenue in 2023?"),
        ("net income?", "What was Northwind's net income in 2023?"),
    ],
)
def test_the_part_named_replaces_the_same_part_of_the_previous_question(x: str, rewritten: str) -> None:
    assert substitute(x, REVENUE, PROFILES, LEXICON, only_period=False) == rewritten


def test_a_period_only_follow_up_swaps_nothing_but_a_period() -> None:
    assert substitute("and in 2021?", REVENUE, PROFILES, LEXICON, only_period=True) == (
        "What was Northwind's revenue in 2021?"
    )
    assert substitute("Contoso?", REVENUE, PROFILES, LEXICON, only_period=True) is None


def test_a_relative_year_counts_from_the_previous_questions_year() -> None:
    assert relative_period("next year", REVENUE) == "2024"
    assert relative_period("last year", "What was revenue in fiscal 2023?") == "fiscal 2022"
    assert relative_period("last year", "What was revenue in 2022 and 2023?") is None  # no single year
    assert relative_period("the other depot", REVENUE) is None


def test_a_topic_takes_the_place_of_a_definitions_term_or_the_shared_phrase() -> None:
    assert substitute("a work cell", "What is preventive maintenance?", PROFILES, LEXICON, False) == (
        "What is a work cell?"
    )
    assert substitute(
        "international travel", "What is the daily allowance for domestic travel?", PROFILES, LEXICON, False
    ) == ("What is the daily allowance for international travel?")


def test_a_rewritten_question_ends_with_a_question_mark() -> None:
    assert finish("what about it") == "What about it?"


@pytest.mark.parametrize(
    ("x", "prev", "rewritten"),
    [
        # "and the managing director?" after "Who is the head of HR?" had been searched as typed (passages)
        ("the managing director", "Who is the head of HR?", "Who is the managing director?"),
        ("head of finance", "Who was the chair of the board?", "Who was the head of finance?"),
    ],
)
def test_a_role_takes_the_place_of_the_role_a_who_question_asked_for(x: str, prev: str, rewritten: str) -> None:
    assert substitute(x, prev, PROFILES, LEXICON, False) == rewritten


def test_a_topic_after_another_question_is_still_a_question_of_its_own() -> None:
    assert substitute("the managing director", "Where is chlorine stored?", PROFILES, LEXICON, False) is None
