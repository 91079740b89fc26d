"""A table row that says the opposite of a question word is never the answer: "Catering |
Expenditure: | 2024 | 1,597" was the answer, high, to a question about catering income."""

from __future__ import annotations

from rag_core.answer.judging.gates import opposite_row
from rag_core.text.lexicon import says_opposite, tokens
from tests.helpers.candidates import candidate


def _says_opposite(question: str, text: str) -> bool:
    return says_opposite(tokens(question), tokens(text))


def test_money_going_out_is_the_opposite_of_money_coming_in() -> None:
    row = "Catering | Expenditure: | Six Months Ended | 30 September 2024 | 1,597"
    assert _says_opposite("What was Wexford College's Catering income in the six months ended 30 September 2024?", row)
    assert _says_opposite("What were operating expenses in 2023?", "Operating income | 2023 | 4,120")
    # A row that says the asked word as well says no opposite: a revenue row under "Expenses and revenues".
    assert not _says_opposite("Catering revenue in 2024", "Catering | Revenue: | 2024 | 3,120")
    assert not _says_opposite("Catering revenue in 2024", "Catering | Revenue and expenses: | 2024 | 3,120")


def test_a_row_saying_the_opposite_is_never_the_answer_a_sentence_may_still_be() -> None:
    parts = ("Catering", "Expenditure:", "Six Months Ended", "30 September 2024", "1,597")
    row = candidate(" | ".join(parts), parts=parts, answer_value="1,597", antonym=True)
    assert row.is_row and opposite_row(row)
    line = candidate("Catering | Expenditure: 2024: 1,597 | 2023: 1,402", antonym=True)  # a web table's line
    assert opposite_row(line)
    sentence = candidate("Catering income rose while its expenses fell.", antonym=True)
    assert not opposite_row(sentence)  # a sentence's antonym is weighed by the judge, not vetoed
