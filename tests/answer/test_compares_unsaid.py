""" "In which year is the amount of total sales the largest?" asks for a period picked by comparing
figures: a table row lists every period's figure without saying which, so it is never the direct
answer (two such rows were high answers on TAT-QA); a sentence that says it still can be."""

from __future__ import annotations

import pytest

from rag_core.answer.judging.gates import misreads, rowless
from rag_core.answer.understand.question import analyse
from tests.helpers.candidates import candidate

LINE = candidate("Total sales | Years Ended September 30, 2019: $1,496.5 | Years Ended September 30, 2018: $1,202.9")
PARTS = ("Total sales", "Years Ended September 30,", "2019", "$1,496.5")
ROW = candidate(" | ".join(PARTS), parts=PARTS, answer_value="$1,496.5")


@pytest.mark.parametrize(
    "question",
    [
        "In which year is the amount of total sales the largest?",
        "Which year had the higher total sales?",
        "What year were total sales lowest?",
        "In which fiscal year was the billed accounts receivable larger?",
    ],
)
def test_a_row_does_not_say_which_period_compares_best(question: str) -> None:
    for row in (ROW, LINE):
        assert rowless(analyse(question), row)
        assert misreads(analyse(question), row)


def test_a_sentence_that_says_it_stands_and_a_plain_question_takes_a_row() -> None:
    said = candidate("Total sales were the highest in fiscal 2019, at $1,496.5 million.")
    assert not rowless(analyse("In which year were total sales the highest?"), said)
    assert not rowless(analyse("What were total sales in 2019?"), ROW)
    assert not rowless(analyse("Which year does the table end with?"), ROW)
