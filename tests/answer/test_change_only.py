"""A question for a value is never answered by a sentence that gives only the value's change
(the other companies' 10-Qs: "Regional Operations Adjusted Property EBITDAR for the six months
ended June 30, 2023" was answered by "... decreased 7% for the six months ...")."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.gates import answers_value_with_change, gives_only_change
from rag_core.answer.understand.question import analyse
from tests.helpers.builders import new_library
from tests.helpers.pdfs import make_pdf

CHANGE = (
    "Regional Operations Adjusted Property EBITDAR decreased 7% for the six months ended June 30, 2023, "
    "compared to the prior year period."
)
FILING = [
    "UNITED STATES SECURITIES AND EXCHANGE COMMISSION\nFORM 10-Q\n"
    "For the quarterly period ended June 30, 2023\nHARBOUR RESORTS INTERNATIONAL\n"
    "(Exact name of registrant as specified in its charter)",
    "Regional Operations\n"
    "Regional Operations casino revenue decreased 4% for the six months ended June 30, 2023 compared to the\n"
    "prior year period due primarily to the disposition of one property.\n" + CHANGE + "\n"
    "Hotel occupancy was 93% for the six months ended June 30, 2023.",
]


@pytest.mark.parametrize(
    ("text", "only_change"),
    [
        (CHANGE, True),
        ("Revenue decreased $5.5 billion, or 10.6%, compared with 2022.", True),
        ("Headcount was up 12% at December 31, 2023.", True),
        ("Headcount was up 12% at Dec. 31, 2023.", True),  # a month cut short dates its day too
        # a name's number is no figure (MGM Resorts' 10-Q: a change read as the quarter's casino revenue)
        ("Casino revenues increased 454% in the quarter due to the removal of COVID-19 related restrictions.", True),
        ("Revenue decreased $5.5 billion, or 10.6%, to $46.3 billion in 2023.", False),
        ("Net sales were $12.1 billion, a 5% increase over the prior year.", False),
        ("Staff increased by 119 employees, from 1,501 at June 30, 2018 to 1,620 at June 30, 2019.", False),
        ("In case of a shared physical medium (such as radio or 10BASE5), packets may collide.", False),
        ("The policy will be reviewed by 25 February 2027.", False),
        ("Revenue grew in 2023.", False),
    ],
)
def test_a_sentence_gives_only_a_change_when_every_figure_is_one(text: str, only_change: bool) -> None:
    assert gives_only_change(text) is only_change


@pytest.mark.parametrize(
    ("question", "gated"),
    [
        ("Regional Operations Adjusted Property EBITDAR for the six months ended June 30, 2023", True),
        ("What was Regional Operations Adjusted Property EBITDAR in the first half of 2023?", True),
        ("How much did Regional Operations Adjusted Property EBITDAR change in the first half of 2023?", False),
        ("By how much did Regional Operations Adjusted Property EBITDAR decrease?", False),
        ("Why did Regional Operations Adjusted Property EBITDAR fall?", False),
        ("What was the effect on Regional Operations Adjusted Property EBITDAR?", False),
    ],
)
def test_only_a_question_for_the_value_itself_refuses_a_change(question: str, gated: bool) -> None:
    assert answers_value_with_change(analyse(question), CHANGE) is gated


@pytest.fixture(scope="module")
def harbour(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    library = new_library(
        tmp_path_factory.mktemp("change") / "data", embedder, {"HARBOUR_2023Q2_10Q.pdf": make_pdf(FILING)}
    )
    yield Engine(library)


def test_a_value_question_gets_the_change_sentence_as_a_passage_not_as_the_answer(harbour: Engine) -> None:
    response = harbour.ask("Regional Operations Adjusted Property EBITDAR for the six months ended June 30, 2023")
    assert response.mode.value != "direct_answer"
    assert not response.evidence.facts
    assert CHANGE in [h.highlight for h in response.related_highlights or []]
