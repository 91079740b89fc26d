""" "Is Northwind's revenue in 2023 audited?" is not answered by the sentence that gives the revenue:
a be-question's last word says what is asked of its subject, and a sentence without it does not
say whether."""

from __future__ import annotations

import pytest

from rag_core.answer.judging.gates import misreads
from rag_core.answer.judging.predicate import lacks_predicate
from rag_core.answer.understand.question import analyse
from tests.helpers.candidates import candidate


def test_the_subject_stated_without_what_is_asked_of_it_is_no_answer() -> None:
    question = analyse("Is Northwind's revenue in 2023 audited?")
    revenue = candidate("Revenue for 2023 was EUR 182.4 million, an increase of 10.6% on the previous year.")
    assert lacks_predicate(question, revenue)
    assert misreads(question, revenue)


def test_the_asked_word_its_sections_heading_says_is_not_lacking() -> None:
    """ "We allow a grace period of 59 minutes." under "6. Late returns": the judge found "returns"
    in the heading (it is not among the candidate's missing words)."""
    question = analyse("Is there a grace period for late returns?")
    assert not lacks_predicate(question, candidate("We allow a grace period of 59 minutes.", headed=True))
    assert lacks_predicate(question, candidate("We allow a grace period of 59 minutes."))
    assert lacks_predicate(
        question, candidate("We allow a grace period of 59 minutes.", headed=True, missing=("returns",))
    )


def test_a_sentence_with_another_span_lacks_the_asked_one() -> None:
    question = analyse("Is food waste collected weekly?")
    assert lacks_predicate(question, candidate("Food waste is collected every month."))


@pytest.mark.parametrize(
    ("question", "text"),
    [
        # the asked word in another form
        (
            "Is Northwind's revenue in 2023 audited?",
            "The 2023 financial statements, including revenue, were audited by KPMG.",
        ),
        ("Is the data encrypted?", "We encrypt all data at rest and in transit."),
        # the asked word in another written form: "weekly" said as "every week"
        ("Is food waste collected weekly?", "Food waste is collected every week in the small green caddy."),
        # what the subject is measured against
        (
            "Is Internet Brands subject to HIPAA?",
            "Protected health information is subject to special rules under HIPAA.",
        ),
        # not a be-question: other checks decide
        ("Do you sell my data?", "We never share your information with advertisers."),
        ("What was revenue in 2023?", "Revenue for 2023 was EUR 182.4 million."),
    ],
)
def test_a_sentence_with_the_asked_word_or_another_kind_of_question_is_not_held_back(question: str, text: str) -> None:
    assert not lacks_predicate(analyse(question), candidate(text))
