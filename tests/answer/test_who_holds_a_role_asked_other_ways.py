"""Who holds a role, asked the ways people ask it (2026-12-07, eighty-first session).

On the project's synthetic set only 57 of 173 answerable who-questions were answered right: the
rules that name a role's holder read "Who is the managing director?" but not "Who holds the position
of managing director?", "Who serves as head of legal?", "Who's Bramble's COO?", "Who is the current
MD?" or "Who is in charge of the depot in Darwin?", nor sentences such as "Rafael Kerrigan joined
Silverdale as chief executive in 2021.", "The practice manager, Hannah Nandakumar, runs the practice
day to day." or "Vikram Rooney manages the Ballarat taproom."; "MD" was refused outright where a
document wrote "managing director" across a line break. And "Who founded Driftwood Ales?" was
answered, high, by "Founded in Raleigh in 1961, Driftwood Ales has grown steadily since.", which
names no founder.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.holder import canonical
from rag_core.answer.judging.roles import no_agent
from rag_core.answer.understand.classify import AnswerType
from tests.helpers.answers import assert_answered, assert_not_answered_by, engine_on, value_of

HANDBOOK = (
    "# Tarnside Freight: staff handbook\n\n"
    "## Who we are\n\n"
    "Founded in Raleigh in 1961, Tarnside Freight has grown steadily since.\n\n"
    "Our managing director is Noor Pemberton. Finance reports to the managing\ndirector every month.\n\n"
    "Pieter Grieve has been chief executive since 2013.\n\n"
    "Rafael Kerrigan joined Tarnside as finance director in 2021.\n\n"
    "The operations director, Nkechi Gomez, oversees daily operations.\n\n"
    "Anika Strand, our head of legal, advises on contracts.\n\n"
    "## Depots\n\n"
    "Vikram Rooney manages the Ballarat depot.\n\n"
    "Our depot manager in Darwin is Saoirse Quinlan.\n\n"
    "## Expenses\n\n"
    "This expenses policy is owned by the finance director, Rafael Kerrigan.\n\n"
    "Claims must be made within 30 days of spending.\n"
).encode()


@pytest.fixture(scope="module")
def tarnside(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "tarnside", {"handbook.md": HANDBOOK})


@pytest.mark.parametrize(
    ("question", "name"),
    [
        ("Who holds the position of managing director?", "Noor Pemberton"),
        ("Who is the MD?", "Noor Pemberton"),
        ("Who is the chief executive officer of Tarnside Freight?", "Pieter Grieve"),
        ("Who serves as finance director?", "Rafael Kerrigan"),
        ("Who is the current operations director?", "Nkechi Gomez"),
        ("Who's Tarnside's head of legal?", "Anika Strand"),
        ("Who runs the Ballarat depot?", "Vikram Rooney"),
        ("Who is in charge of the depot in Darwin?", "Saoirse Quinlan"),
        ("Who is in charge of the expenses policy?", "Rafael Kerrigan"),
    ],
)
def test_a_role_asked_another_way_is_answered_by_its_holder(tarnside: Engine, question: str, name: str) -> None:
    assert_answered(tarnside, question, name)


def test_a_deed_done_by_no_one_named_does_not_answer_who_did_it(tarnside: Engine) -> None:
    assert_not_answered_by(tarnside, "Who founded Tarnside Freight?", "Founded in Raleigh")
    assert_answered(tarnside, "Where was Tarnside Freight founded?", "Raleigh")
    assert no_agent("Who founded Tarnside?", "Founded in Raleigh in 1961, Tarnside Freight has grown.")
    assert not no_agent("Who founded Tarnside?", "Founded by Ada Lowe in 1961, Tarnside Freight has grown.")


@pytest.mark.parametrize(
    ("question", "read"),
    [
        ("Who holds the position of CEO?", "Who is the CEO?"),
        ("Who serves as the head of legal at Tarnside?", "Who is the head of legal at Tarnside?"),
        ("Who's Bramble's COO", "Who is the COO of Bramble?"),
        ("Who is the current MD", "Who is the MD"),
        (
            "Who is Parkside Design Studio's head of operations, please?",
            "Who is the head of operations of Parkside Design Studio?",
        ),
        ("Who is in charge of the kitchen?", "Who runs the kitchen?"),
        # already in the words the rules read, or no question for a role
        ("Who is the managing director?", "Who is the managing director?"),
        ("Who signed the contract?", "Who signed the contract?"),
    ],
)
def test_other_ways_of_asking_for_a_role_are_read_as_the_plain_question(question: str, read: str) -> None:
    assert canonical(question) == read


def test_places_listed_after_in_name_no_one() -> None:
    listed = "Kingfisher Coffee operates 5 cafés, in Limerick, Galway, Cork, Kilkenny and Athlone."
    assert value_of("Who runs Kingfisher Coffee's Kilkenny café?", listed, AnswerType.PERSON) == ""
    named = "Vikram Rooney manages the Ballarat taproom, in Victoria."
    assert value_of("Who runs the Ballarat taproom?", named, AnswerType.PERSON) == "Vikram"
