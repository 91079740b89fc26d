"""The figure a sentence gives for the year it compares with answers that year (2026-12-07,
eighty-second session).

"At the end of 2024 we had 29 classrooms, compared with 30 at the end of 2023." states 2023's count as
plainly as 2024's, but "How many classrooms were there at the end of 2023?" got passages: the measure
checks read a year named only after "compared with" as no statement of it (right for "... when compared
to the year ended December 31, 2021", which gives that year no figure), and the judge rated such
sentences P 0.14-0.76. On the project's synthetic set 12 of the count questions that missed were of
this kind ("... against 1,335 at the end of 2024", "... down from 1,064 a year earlier"). "YE2024"
(year end) was not read as a year at all.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.compared import base_figure
from rag_core.text.lexicon import years
from tests.helpers.answers import assert_answered, assert_not_answered_by, engine_on


@pytest.mark.parametrize(
    ("text", "year", "figure"),
    [
        ("At the end of 2024 we had 29 classrooms, compared with 30 at the end of 2023.", "2023", "30"),
        ("Headcount at the end of 2025 was 1,597, against 1,335 at the end of 2024.", "2024", "1,335"),
        ("At the end of 2024 Bramble employed 1,001 people, down from 1,064 a year earlier.", "2023", "1,064"),
        ("Net sales amounted to SEK 498 million (2023: SEK 377 million).", "2023", "SEK 377 million"),
        (
            "The operating result was SEK 21 million, compared with a loss of SEK 46 million in 2023.",
            "2023",
            "SEK 46 million",
        ),
        # the sentence's own year, another year, or a base with no figure of its own
        ("At the end of 2024 we had 29 classrooms, compared with 30 at the end of 2023.", "2024", ""),
        ("At the end of 2024 we had 29 classrooms, compared with 30 at the end of 2023.", "2022", ""),
        ("Net sales for 2022 were $14.2 billion, an increase of 1% when compared to the year ended 2021.", "2021", ""),
    ],
)
def test_the_figure_of_the_year_a_sentence_compares_with(text: str, year: str, figure: str) -> None:
    assert base_figure(text, frozenset({year})) == figure


def test_year_end_written_short_is_a_year() -> None:
    assert years("employees YE2024") == {"2024"}
    assert years("headcount ye 23") == {"2023"}


REVIEW = """# Annual review 2025

## Our schools

At the end of 2025 we had 29 classrooms, compared with 30 at the end of 2024.

## Our people

Headcount at the end of 2025 was 1,597, against 1,335 at the end of 2024.

All staff complete safeguarding training every year.
"""


@pytest.fixture(scope="module")
def review(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "review", {"annual_review_2025.md": REVIEW.encode()})


def test_the_year_compared_with_is_answered_by_its_figure(review: Engine) -> None:
    assert_answered(review, "How many classrooms were there at the end of 2024?", "compared with 30 at the end of 2024")
    assert_answered(review, "What was the headcount at the end of 2024?", "against 1,335 at the end of 2024")
    assert_answered(review, "headcount YE2024", "1,335")


def test_a_year_the_sentence_does_not_give_is_not_answered_by_it(review: Engine) -> None:
    assert_not_answered_by(review, "How many classrooms were there at the end of 2023?", "classrooms")
