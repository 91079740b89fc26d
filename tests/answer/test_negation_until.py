"""A negation that "until" follows says when something does happen: no mismatch with the question."""

from __future__ import annotations

import pytest

from rag_core.answer.judging.sentences import negates_question_word
from rag_core.text.lexicon import stem, tokens

FOOD = {stem(w) for w in ("staff", "vomiting", "stay", "away", "food")}


@pytest.mark.parametrize(
    ("sentence", "negates"),
    [
        ("Staff with vomiting or diarrhoea must not work with food until 48 hours after their symptoms stop.", False),
        ("Staff with vomiting never handle food until a manager has signed them back.", False),
        ("Staff with vomiting must not work with food.", True),
        ("Staff must not handle food; the rule holds until further notice.", True),
    ],
)
def test_not_until_says_when(sentence: str, negates: bool) -> None:
    assert negates_question_word(sentence, tokens(sentence), FOOD) is negates
