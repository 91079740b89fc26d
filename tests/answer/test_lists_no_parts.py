""" "What is included in customer related costs?" asks what the costs are made of: a table row's
figures say how much, never of what, so a row is not its answer whatever the judge's P (two such
rows were high answers on TAT-QA); a sentence that lists the parts still can be."""

from __future__ import annotations

import pytest

from rag_core.answer.judging.gates import misreads, rowless
from rag_core.answer.understand.question import analyse
from tests.helpers.candidates import candidate

ROW_PARTS = ("Customer related costs(2)", "2019 $", "83,401")
ROW = candidate(" | ".join(ROW_PARTS), parts=ROW_PARTS, answer_value="83,401")
# The same row as a web page's table gives it: a line of the page, quoted as a sentence.
LINE = candidate("Customer related costs(2) | 2019 $: 83,401 | 2018 $ (restated, Note 3): 68,744")


@pytest.mark.parametrize(
    "question",
    [
        "What is included in Customer related costs?",
        "What does customer related costs consist primarily of?",
        "What do customer related costs comprise?",
        "What are the components of customer related costs?",
        "What costs are included in customer related costs?",
    ],
)
def test_a_row_does_not_say_what_a_thing_is_made_of(question: str) -> None:
    assert ROW.is_row and not LINE.is_row
    for row in (ROW, LINE):
        assert rowless(analyse(question), row)
        assert misreads(analyse(question), row)


def test_a_sentence_listing_the_parts_stands() -> None:
    sentence = candidate(
        "Customer related costs include advertising and marketing expenses, selling costs and billing expenses."
    )
    assert not rowless(analyse("What is included in Customer related costs?"), sentence)


@pytest.mark.parametrize(
    "question",
    [
        "What amount is included in customer related costs?",
        "What were customer related costs in 2019?",
        "What are the years included in the table?",  # its columns: the header row answers
    ],
)
def test_a_row_still_gives_an_amount(question: str) -> None:
    assert not rowless(analyse(question), ROW)
