""" "How many hotels ...?" is not answered by a count of people, when "hotel" is in the sentence only
as a word of the organisation's name; nor "How many staff ...?" by a row of staff costs."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rag_core.answer.judging.amounts import counts_money, counts_other
from rag_core.answer.judging.gates import misreads, valueless
from rag_core.judge.features import QuestionView
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


def test_a_row_naming_the_measure_without_a_figure_of_its_kind_is_never_the_answer() -> None:
    # "How many staff did you have at year end 2023?" was answered with the staff costs row: its
    # figure is money, so the row gives no headcount, whatever the judge's P.
    question = analyse("How many staff did you have at year end 2023?")
    view = QuestionView(question, _terms(question), True, True, True, None)
    parts = ("Staff", "Expenditure:", "Year Ended 30 September", "2023", "30,276", "(in thousands of EUR)")
    costs = candidate(
        " ".join(parts),
        parts=parts,
        measured=True,
        states_measure=True,
        answer_value="",
    )
    assert valueless(view, costs)
    assert not valueless(view, replace(costs, answer_value="1,330"))
    assert not valueless(view, replace(costs, parts=()))  # a sentence may say a count in other words


def test_a_sentence_naming_an_amount_asked_without_giving_one_is_never_the_answer() -> None:
    # "How much debt did Amcor have at December 31, 2022?" was answered (P 0.90) by the line that
    # introduces the debt table: an amount is never said in other words
    question = analyse("How much debt did Amcor have at December 31, 2022?")
    view = QuestionView(question, _terms(question), True, True, True, None, measure_kind="money")
    line = candidate(
        "A reconciliation of total debt to net debt at December 31, 2022 and June 30, 2022 is as follows:",
        measured=True,
        states_measure=True,
        answer_value="",
    )
    assert valueless(view, line)
    assert not valueless(view, replace(line, answer_value="$6.1 billion"))
    # a figure the checks did not take as the value, or a statement that there is none, is left to the judge
    for text in (
        "Total debt increased $621 million compared to 2021.",
        "As of June 1, 2019, there were no uncertain tax positions that resulted in any adjustment to the debt.",
    ):
        assert not valueless(view, candidate(text, measured=True, states_measure=True, answer_value=""))
    # nor is a yes/no question asked for a figure
    asked = analyse("Was there any debt at December 31, 2022?")
    assert not valueless(QuestionView(asked, _terms(asked), True, True, True, None, measure_kind="money"), line)


def test_a_sum_of_money_is_no_count() -> None:
    # It was the answer, medium, on Boeing's 10-K: the row of the segment the question names.
    question = analyse("How many commercial airplanes did Boeing deliver in 2020?")
    parts = (
        "Commercial Airplanes",
        "Revenues:",
        "Years ended December 31,",
        "2020",
        "$16,162",
        "(Dollars in millions)",
    )
    revenues = candidate(" | ".join(parts), parts=parts, answer_value="$16,162")
    assert counts_money(question, revenues)
    assert misreads(question, revenues)
    deliveries = candidate("Deliveries | 2020 | Total | 157", answer_value="157")
    assert not counts_money(question, deliveries)
    sold = candidate("We sold the shares for €14 million.", answer_value="€14 million")
    assert counts_money(analyse("How many shares were sold?"), sold)
    # A sentence that also counts the asked thing states the count, whatever figure was drawn from it
    # ("we repurchased 412,000 shares for $27.8 million": eighty-fourth session).
    counted = candidate("We sold 1.2 million shares for €14 million.", answer_value="€14 million")
    assert not counts_money(analyse("How many shares were sold?"), counted)
    # A count of money is money.
    assert not counts_money(analyse("How many dollars did the program cost?"), revenues)
    assert not counts_money(analyse("How many million euros were raised?"), sold)


def _terms(question):  # type: ignore[no-untyped-def]
    from rag_core.answer.understand.question import question_terms
    from tests.helpers.stats import EvenStats

    return question_terms(question, EvenStats(), set())  # type: ignore[arg-type]
