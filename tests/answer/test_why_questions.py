"""A why-question is answered by the sentence that states the reason or the purpose ("... because
the price of marine diesel increased", "... to reduce emissions", "... so that it can account for
everyone on board"), quoted as it is; a sentence that only restates what happened ("Maintenance
spending increased by EUR 2.1 million in 2024.") is no answer, however sure the judge is of its
words, and a figure of the measure named is never the answer to why it moved."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.messages import Mode
from tests.helpers.builders import new_library

REPORT = """# Tidewater Ferries - Annual Report 2024

## Results

Revenue for 2024 was EUR 48.2 million.

Fuel costs rose by 18% in 2024 because the price of marine diesel increased after the summer.

The number of crossings fell in 2024 due to the closure of the Harlow terminal for repairs.

Maintenance spending increased by EUR 2.1 million in 2024.

## Fleet

We retired the Morning Star in March 2024 to reduce emissions from the older vessels.

The fleet has nine ferries.

## Customers

We share passenger lists with the harbour authority so that it can account for everyone on board in an emergency.
"""


@pytest.fixture(scope="module")
def tidewater(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    data = tmp_path_factory.mktemp("tidewater") / "data"
    yield Engine(new_library(data, embedder, {"tidewater_annual_report_2024.md": REPORT.encode()}))


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (
            "Why did fuel costs rise in 2024?",
            "Fuel costs rose by 18% in 2024 because the price of marine diesel increased after the summer.",
        ),
        (
            "Why did the number of crossings fall in 2024?",
            "The number of crossings fell in 2024 due to the closure of the Harlow terminal for repairs.",
        ),
        (
            "Why did Tidewater retire the Morning Star?",
            "We retired the Morning Star in March 2024 to reduce emissions from the older vessels.",
        ),
        (
            "Why do you share passenger lists with the harbour authority?",
            "We share passenger lists with the harbour authority so that it can account for everyone on board in an "
            "emergency.",
        ),
    ],
)
def test_the_sentence_that_states_the_reason_answers_why(tidewater: Engine, question: str, answer: str) -> None:
    response = tidewater.ask(question, session_id=f"why-{question}")
    assert response.mode is Mode.DIRECT_ANSWER, response.mode
    assert response.answer == answer
    assert response.citations[0].source == "tidewater_annual_report_2024.md"


def test_a_sentence_that_only_says_what_happened_is_no_answer_to_why(tidewater: Engine) -> None:
    response = tidewater.ask("Why did maintenance spending increase in 2024?", session_id="why-maintenance")
    assert response.mode is Mode.GUIDED_FALLBACK, response.answer
    # the topic is shown verbatim, as a passage
    assert "Maintenance spending increased by EUR 2.1 million in 2024." in [
        h.highlight for h in response.related_highlights or []
    ]


def test_the_figure_of_the_measure_named_is_no_answer_to_why_it_moved(tidewater: Engine) -> None:
    response = tidewater.ask("Why did revenue grow in 2024?", session_id="why-revenue")
    assert response.mode is not Mode.DIRECT_ANSWER, response.answer
