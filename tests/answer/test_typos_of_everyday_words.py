"""Typing slips in everyday words, read as meant (2026-12-07, eighty-first session).

Typos were read only towards the analyst lexicon, the companies' names and the question words, so
"What does a rseidents' parking permit cost?" searched for "rseidents" and got passages beside "A
residents' parking permit costs £36 a year."; on the project's synthetic set 29 of 106 answerable
questions with a typo were answered right against 727 of 1,249 without. A word nobody could mean as
typed is now also read as the English word the documents use that it is one slip of the fingers
from (a letter left out or typed twice, two letters swapped), keeping the first letter; a letter typed
for another is not a slip ("tolls" is not "tells"), nor is an English word with an ending ("signer").
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.understand.spelling import correct, slipped, vocabulary_of
from rag_core.messages import Mode
from rag_core.text.lexicon import stem
from tests.helpers.answers import assert_answered, engine_on

VOCABULARY = vocabulary_of(["revenue", "operating costs"], ["lowmoor"])


def held(*words: str):  # type: ignore[no-untyped-def]
    """``known_stem`` of a library whose documents use ``words``."""
    stems = {stem(w) for w in words}
    return lambda stem_: stem_ in stems


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("What does a rseidents' parking permit cost?", "What does a residents' parking permit cost?"),
        ("When do the offices cose for Christmas?", "When do the offices close for Christmas?"),
        ("How mnay allotments are there?", "How many allotments are there?"),
        ("Who hanldes bookings?", "Who handles bookings?"),
        ("Is there a dress codde?", "Is there a dress code?"),
    ],
)
def test_a_slip_of_a_word_the_documents_use_is_read_as_that_word(typed: str, meant: str) -> None:
    library = held("residents", "parking", "permit", "offices", "close", "allotments", "handles", "code", "dress")
    assert correct(typed, VOCABULARY, library) == meant


@pytest.mark.parametrize(
    "question",
    [
        # a letter typed for another makes other words: "tolls" and "tells", "opex" and "open"
        "What were the tolls in 2024?",
        "What was the opex in 2024?",
        # an English word with an ending the model's vocabulary lacks ("signer" is "sign" + "er")
        "Which signer of the deed lived in Leeds?",
        # two slips, or a first letter lost: "committing", "boarding" are other words
        "Is there a scheme for commuting by bicycle?",
        "How many days of onboarding do new starters get?",
        # a name after an apostrophe
        "What was D'olier's first name?",
    ],
)
def test_a_word_that_is_no_slip_of_a_used_word_is_kept(question: str) -> None:
    library = held("tells", "open", "sign", "committing", "boarding", "oliver", "bicycle", "scheme")
    assert correct(question, VOCABULARY, library) == question


def test_a_slip_towards_a_word_the_documents_do_not_use_is_kept() -> None:
    # "residents" is one slip away, but nothing in the library says it: the question stays as typed
    question = "What does a rseidents' parking permit cost?"
    assert correct(question, VOCABULARY, held("parking", "permit")) == question


@pytest.mark.parametrize(
    ("typed", "meant", "slips", "expected"),
    [
        ("rseidents", "residents", 1, True),
        ("codde", "code", 1, True),
        ("cose", "close", 1, True),
        ("tells", "tolls", 1, False),
        ("comuting", "coming", 1, False),
        ("comuting", "coming", 2, True),
    ],
)
def test_slips_of_the_fingers_are_letters_left_out_doubled_or_swapped(
    typed: str, meant: str, slips: int, expected: bool
) -> None:
    assert slipped(typed, meant, slips) is expected


COUNCIL = (
    "# Lowmoor Parish Council: fees and charges 2026\n\n"
    "A residents' parking permit costs £36 a year.\n\n"
    "The council offices close for Christmas from 24 December to 2 January.\n\n"
    "Allotments are let for £48 a year, and there are 64 allotments in the parish.\n\n"
    "Our clerk, Dorothy Ashworth, handles all bookings of the village hall.\n"
).encode()


@pytest.fixture(scope="module")
def council(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "council", {"fees.md": COUNCIL})


@pytest.mark.parametrize(
    ("typed", "quoted"),
    [
        ("What does a rseidents' parking permit cost?", "£36"),
        ("How mnay allotments are there in the parish?", "64"),
        ("Who is the clrek?", "Dorothy Ashworth"),
        ("Who hanldes bookings of the village hall?", "Dorothy Ashworth"),
    ],
)
def test_a_question_with_a_slip_is_answered_as_if_typed_right(council: Engine, typed: str, quoted: str) -> None:
    assert_answered(council, typed, quoted)
    response = council.ask(typed, session_id=typed + " read as")
    assert response.mode is Mode.DIRECT_ANSWER
    assert response.read_as is not None and response.read_as != typed
