"""Two documents that say the same thing with another value disagree, whatever the value's kind.

"The 2019 regional cup was won by Millbrook Athletic ..." in one document and "... by Harbour
Rovers ..." in another: the question had been answered by the first alone, high, the other not
shown (the judge rated the same words 0.93 and 0.48, one ranked below the other); the value checks
compared only figures and years. RGB's
counterfactual passages (``python -m rag_core eval conflicts``) showed the same: 3 of 100 queries
listed both values side by side, 9 gave both sentences as one answer, 16 gave one of them alone.
A sentence of another document in nearly the same words with one name, figure or date swapped is
now a conflict; another year, another subject or other words are not. A date asked for is also
compared with every other document's sentence that carries the question's words as the answer
does (before, only with the sentences of the answer itself).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.report.rivals import Swap, swapped_value
from rag_core.messages import Mode
from tests.helpers.builders import new_library
from tests.helpers.pdfs import make_pdf

CUP = {"the", "regional", "cup", "won", "who", "2019"}


@pytest.mark.parametrize(
    ("ours", "theirs", "asks_date", "swap"),
    [
        (
            "The 2019 regional cup was won by Harbour Rovers after a penalty shoot-out.",
            "The 2019 regional cup was won by Millbrook Athletic after a penalty shoot-out.",
            False,
            Swap("Harbour Rovers", "Millbrook Athletic"),
        ),
        (
            "The first season premiered on NBC on September 23, 2013.",
            "The first season premiered on NBC on September 3, 2003.",
            True,
            Swap("September 23, 2013", "September 3, 2003"),
        ),
        (
            "Araki Station opened on January 1, 1960.",
            "Araki Station opened on April 1, 1958.",
            True,
            Swap("January 1, 1960", "April 1, 1958"),
        ),
        (
            "Tesla posted $10.4 billion in revenue in the quarter.",
            "Tesla posted $1.39 billion in revenue in the quarter.",
            False,
            Swap("$10.4 billion", "$1.39 billion"),
        ),
    ],
)
def test_the_same_statement_with_another_value_is_a_swap(ours: str, theirs: str, asks_date: bool, swap: Swap) -> None:
    assert swapped_value(ours, theirs, CUP | {"tesla", "revenue", "season"}, asks_date=asks_date) == swap


@pytest.mark.parametrize(
    ("ours", "theirs"),
    [
        # Another year: another period, not another value.
        ("Revenue for 2023 was EUR 182.4 million.", "Revenue for 2022 was EUR 164.9 million."),
        # Two values swapped in two places: a region's figure beside another's.
        ("Revenue in Europe was EUR 5 million.", "Revenue in Asia was EUR 7 million."),
        # The question's own word differs: another subject.
        (
            "The 2019 regional cup was won by Harbour Rovers after a penalty shoot-out.",
            "The 2019 national cup was won by Millbrook Athletic after a penalty shoot-out.",
        ),
        # The same value said in other words: nothing to align.
        (
            "Juliana Urtubey, a teacher in Las Vegas, has been named Teacher of the Year.",
            "The Teacher of the Year is Las Vegas teacher Juliana Urtubey, the network announced.",
        ),
        # Only a common word swapped: no value.
        ("The cup was won by the home side.", "The cup was won by a home side."),
    ],
)
def test_other_differences_are_no_swap(ours: str, theirs: str) -> None:
    assert swapped_value(ours, theirs, CUP | {"revenue"}, asks_date=False) is None


CLUB = (
    "Club history\nHarbour Rovers was founded in 1952 by dock workers.\n"
    "The 2019 regional cup was won by Harbour Rovers after a penalty shoot-out.\n"
    "The club plays its home games at Quay Park, which holds 4,000 spectators.\n"
)
REVIEW = [
    "Season review\nThe 2019 regional cup was won by Millbrook Athletic after a penalty shoot-out.\n"
    "The 2018 regional cup was won by Millbrook Athletic with a late goal.\n"
    "Ticket sales rose by a fifth over the season.\n"
    "Harbour Rovers, the dock workers' club, was founded in 1961 according to the league's records."
]


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory, embedder) -> Engine:  # type: ignore[no-untyped-def]
    files = {"club_history.txt": CLUB.encode(), "season_review.pdf": make_pdf(REVIEW)}
    return Engine(new_library(Path(tmp_path_factory.mktemp("rivals")) / "data", embedder, files))


def test_two_documents_naming_different_winners_are_shown_side_by_side(engine: Engine) -> None:
    response = engine.ask("Who won the 2019 regional cup?")
    assert response.mode is Mode.DIRECT_ANSWER
    (conflict,) = response.evidence.conflicts
    assert {(v.value, v.source) for v in conflict.values} == {
        ("Harbour Rovers", "club_history.txt"),
        ("Millbrook Athletic", "season_review.pdf"),
    }
    assert "Harbour Rovers" in (response.answer or "") and "Millbrook Athletic" in (response.answer or "")
    assert response.confidence.level != "high"


def test_another_years_winner_is_no_conflict(engine: Engine) -> None:
    response = engine.ask("Who won the 2018 regional cup?")
    assert response.mode is Mode.DIRECT_ANSWER
    assert response.answer == "The 2018 regional cup was won by Millbrook Athletic with a late goal."
    assert response.evidence.conflicts == []


def test_another_document_naming_another_year_for_the_same_event_is_a_conflict(engine: Engine) -> None:
    """In other words, but every word of the question and another year: shown beside the answer."""
    response = engine.ask("When was Harbour Rovers founded?")
    assert response.mode is Mode.DIRECT_ANSWER
    (conflict,) = response.evidence.conflicts
    assert {(v.value, v.source) for v in conflict.values} == {
        ("1952", "club_history.txt"),
        ("1961", "season_review.pdf"),
    }
    assert response.confidence.level != "high"
