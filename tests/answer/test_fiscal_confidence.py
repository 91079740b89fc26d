"""A figure asked by its fiscal quarter or half is as sure as the same figure asked by the date the
period ends: a retailer whose year ends in January reports its second quarter of fiscal 2024 under
"Three Months Ended July 29, 2023". The filing is a generated 10-Q PDF, read by the real pipeline,
embedding model and judge."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.envelope import Response
from rag_core.library import Library
from rag_core.messages import Mode
from rag_core.settings import Settings
from tests.helpers.statements import Item, centred, left, right, statement_pdf
from tests.ingest.test_tables import COLUMNS

COVER = [
    [left("UNITED STATES SECURITIES AND EXCHANGE COMMISSION")],
    [left("FORM 10-Q")],
    [left("For the quarterly period ended July 29, 2023")],
    [left("Kestrel Stores, Inc.")],
    [left("(Exact name of registrant as specified in its charter)")],
    [],
    [left("Read with our Annual Report on Form 10-K for the fiscal year ended January 28, 2023.")],
]
DATES = ("July 29, 2023", "July 30, 2022") * 2
ROWS = {
    "Revenue": ("$ 9,583", "$ 10,329", "$ 19,050", "$ 20,976"),
    "Gross profit": ("2,220", "2,300", "4,370", "4,731"),
    "Operating income": ("329", "368", "591", "736"),
}


def _statement() -> list[list[Item]]:
    lines: list[list[Item]] = [
        [centred("CONDENSED CONSOLIDATED STATEMENTS OF EARNINGS", 105)],
        [left("($ in millions) (unaudited)")],
        [],
        [centred("Three Months Ended", 118), centred("Six Months Ended", 168)],
        [centred(date, x - 11) for date, x in zip(DATES, COLUMNS)],
    ]
    for label, values in ROWS.items():
        lines.append([left(label)] + [right(v, x) for v, x in zip(values, COLUMNS)])
    return lines


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    library = Library(Settings(data_dir=tmp_path_factory.mktemp("fiscal") / "data", seed_samples=False), embedder)
    assert library.ingest_bytes("kestrel_10q_q2.pdf", statement_pdf([COVER, _statement()]), provenance="primary").ok
    yield Engine(library)


def _ask(engine: Engine, question: str) -> Response:
    response = engine.ask(question, session_id=question)
    assert response.mode is Mode.DIRECT_ANSWER, (question, response.message)
    return response


def _as_sure(fiscal: Response, by_date: Response) -> None:
    """Within a few points of the same row asked by its date (it was 0.24-0.48 against 1.0)."""
    assert by_date.confidence.level == "high"
    assert fiscal.confidence.score >= by_date.confidence.score - 0.15, (fiscal.confidence, by_date.confidence)


@pytest.mark.parametrize(
    ("measure", "quarter", "half"),
    [("revenue", "9,583", "19,050"), ("gross profit", "2,220", "4,370"), ("operating income", "329", "591")],
)
def test_the_fiscal_quarter_and_half_get_the_confidence_of_their_end_dates(
    engine: Engine, measure: str, quarter: str, half: str
) -> None:
    by_date = _ask(engine, f"What was Kestrel's {measure} for the three months ended July 29, 2023?")
    for question in (
        f"What was Kestrel's {measure} in the second quarter of fiscal 2024?",
        f"What was Kestrel's {measure} in Q2 fiscal 2024?",
    ):
        fiscal = _ask(engine, question)
        assert quarter in (fiscal.answer or "") and fiscal.answer == by_date.answer
        _as_sure(fiscal, by_date)

    half_by_date = _ask(engine, f"Kestrel {measure} for the six months ended July 29, 2023")
    half_fiscal = _ask(engine, f"Kestrel {measure} for the first half of fiscal 2024")
    assert half in (half_fiscal.answer or "") and half_fiscal.answer == half_by_date.answer
    _as_sure(half_fiscal, half_by_date)


def test_the_year_before_s_quarter_is_its_own_column(engine: Engine) -> None:
    response = _ask(engine, "What was Kestrel's revenue in the second quarter of fiscal 2023?")
    assert "10,329" in (response.answer or "") and "9,583" not in (response.answer or "")
