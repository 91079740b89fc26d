"""Figures a filing states side by side, "respectively": each is read with its own period."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.respective import respective
from rag_core.messages import Mode
from tests.helpers.builders import new_library

TAX = (
    "Our effective income tax rate was 13.8% and 22.1% for the three and six months ended June 30, 2023, "
    "respectively, compared to 26.1% and 25.3% for the three and six months ended June 30, 2022."
)
DEBT = "Our net debt as of June 30, 2023 and December 31, 2022 was $6.1 billion and $5.7 billion, respectively."


def _read(text: str) -> list[tuple[str, str]]:
    return [(r.quantity.raw, r.period) for r in respective(text, 0, lambda q: True)]


@pytest.mark.parametrize(
    ("text", "pairs"),
    [
        (TAX, [("13.8%", "three months ended June 30, 2023"), ("22.1%", "six months ended June 30, 2023")]),
        (DEBT, [("$6.1", "June 30, 2023"), ("$5.7", "December 31, 2022")]),
        (
            "As of December 31, 2023 and 2022, we had 1,200 and 1,100 employees, respectively.",
            [("1,200", "December 31, 2023"), ("1,100", "December 31, 2022")],
        ),
        (
            "Net sales in fiscal 2023 and 2022 were $5.1 billion and $4.9 billion, respectively.",
            [("$5.1", "fiscal 2023"), ("$4.9", "fiscal 2022")],
        ),
    ],
)
def test_each_figure_is_read_with_its_own_period(text: str, pairs: list[tuple[str, str]]) -> None:
    assert _read(text) == pairs


@pytest.mark.parametrize(
    "text",
    [
        # one period for two figures, three figures for two periods, no "respectively"
        "Revenue was $1.2 billion and $1.1 billion in 2023, respectively.",
        "Revenue was $1.2 billion, $1.1 billion and $0.9 billion in 2023 and 2022, respectively.",
        "Revenue was $1.2 billion and $1.1 billion in 2023 and 2022.",
        # the figures are not one list
        "Revenue was $1.2 billion in 2023 and 2022 after a charge of $0.1 billion, respectively.",
    ],
)
def test_figures_and_periods_that_do_not_pair_one_for_one_are_not_read(text: str) -> None:
    assert _read(text) == []


PAGES = [
    "UNITED STATES SECURITIES AND EXCHANGE COMMISSION\nFORM 10-Q\n"
    "QUARTERLY REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934\n"
    "For the quarterly period ended June 30, 2023\nOSPREY FREIGHT, INC.\n"
    "(Exact name of registrant as specified in its charter)",
    f"Income Taxes\n{TAX}\nLiquidity\n{DEBT}",
]


@pytest.fixture(scope="module")
def osprey(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    """Osprey Freight's 10-Q for its second quarter of 2023."""
    library = new_library(tmp_path_factory.mktemp("osprey") / "data", embedder, {"osprey_10q.pdf": PAGES})
    yield Engine(library)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("What was Osprey Freight's effective income tax rate for the six months ended June 30, 2023?", "22.1%"),
        ("What was Osprey Freight's effective tax rate for the three months ended June 30, 2023?", "13.8%"),
    ],
)
def test_the_asked_periods_figure_answers(osprey: Engine, question: str, value: str) -> None:
    response, judged = osprey.trace(question, session_id=question)
    assert response.mode is Mode.DIRECT_ANSWER, response.related_highlights
    assert response.answer == TAX
    # the figure read for the asked period (what conflicts across documents compare)
    assert judged is not None and judged.candidates[0].answer_value == value


@pytest.mark.parametrize(
    "question",
    [
        "What was Osprey Freight's net debt at March 31, 2023?",
        "What was Osprey Freight's effective tax rate for the three months ended March 31, 2023?",
    ],
)
def test_a_period_the_filing_does_not_state_is_never_answered_with_another_periods_figure(
    osprey: Engine, question: str
) -> None:
    # the judge rated these sentences 0.97 (high) before the period check held for its answers too
    response = osprey.ask(question, session_id=question)
    assert response.mode is not Mode.DIRECT_ANSWER, response.answer
