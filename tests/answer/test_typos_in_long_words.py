"""A letter typed for another in a long word, read as meant (2026-12-07, eighty-sixth session, found
by a document written blind for the probes: a home-buyer's survey).

"Did they find any japenese knotweed?" searched for "japenese" (P 0.24 for "We did not see any
Japanese knotweed ..."): a letter typed for another
was never read as a slip, since in short words it makes other English words ("tolls" and "tells").
In a word of eight letters or more it seldom does, so there it is now one slip too.
"""

from __future__ import annotations

import pytest

from rag_core.answer.understand.spelling import correct, vocabulary_of
from tests.answer.test_typos_of_everyday_words import held

VOCABULARY = vocabulary_of(["revenue"], [])


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("Did they find any japenese knotweed?", "Did they find any japanese knotweed?"),
        ("Is there a seperate charge for parking?", "Is there a separate charge for parking?"),
    ],
)
def test_a_letter_typed_for_another_in_a_long_word_is_read_as_meant(typed: str, meant: str) -> None:
    library = held("japanese", "knotweed", "separate", "charge", "parking")
    assert correct(typed, VOCABULARY, library) == meant


@pytest.mark.parametrize(
    "question",
    [
        # a short word: "tolls" is not "tells"
        "What were the tolls in 2024?",
        # a long word, but the documents use no word it is one letter from
        "Is there a seperate charge for parking?",
    ],
)
def test_a_short_word_or_one_the_documents_do_not_use_is_kept(question: str) -> None:
    assert correct(question, VOCABULARY, held("tells", "charge", "parking")) == question
