"""A question typed as people type it gets the answer of the question they mean: in a polite frame
("Can you tell me when ...?", "I'd like to know when ...") or with "Whats" for "What's". Both had been
passages where the plain question was answered (P 0.51 and 0.41 against 0.82; "whats" read as a word
the answer must carry)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.messages import Mode
from tests.helpers.builders import new_library
from tests.helpers.pdfs import make_pdf

REVIEW = (
    "Halden Water - Annual Review 2024\n"
    "Halden Water supplies drinking water to 212,000 households in the Halden valley.\n"
    "The utility was established in 1961 by the three valley municipalities.\n"
    "The average household bill in 2024 was NOK 3,240 a year.\n"
    "Revenue for 2024 was NOK 684 million, up from NOK 652 million in 2023."
)


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    files = {"halden_annual_review_2024.pdf": make_pdf([REVIEW])}
    yield Engine(new_library(tmp_path_factory.mktemp("typed") / "data", embedder, files))


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("Can you tell me when Halden Water was established?", "When was Halden Water established?"),
        ("I'd like to know when Halden Water was established.", "When was Halden Water established?"),
        ("Whats the average household bill in 2024", "What's the average household bill in 2024"),
    ],
)
def test_a_question_as_typed_is_answered_as_the_question_meant(engine: Engine, typed: str, meant: str) -> None:
    plain = engine.ask(meant, session_id=f"meant-{typed}")
    asked = engine.ask(typed, session_id=f"typed-{typed}")
    assert plain.mode is Mode.DIRECT_ANSWER
    assert (asked.mode, asked.answer, asked.judge.p if asked.judge else None) == (
        plain.mode,
        plain.answer,
        plain.judge.p if plain.judge else None,
    )
