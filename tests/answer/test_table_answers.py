"""Table cells are answers in their own right: a 10-Q statement with three- and nine-month columns
under segment headings, answered for the segment and period the question names."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.library import Library
from rag_core.messages import Mode
from rag_core.settings import Settings
from tests.ingest.test_table_cells import _ten_q
from tests.ingest.test_tables import _left, _table_pdf

COVER = [
    [_left("UNITED STATES SECURITIES AND EXCHANGE COMMISSION")],
    [_left("FORM 10-Q")],
    [_left("For the quarterly period ended July 30, 2023")],
    [_left("Northwind Retail Corp.")],
    [_left("(Exact name of registrant as specified in its charter)")],
]


@pytest.fixture(scope="module")
def ten_q(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    library = Library(Settings(data_dir=tmp_path_factory.mktemp("tenq") / "data", seed_samples=False), embedder)
    assert library.ingest_bytes("northwind_10q_q2.pdf", _table_pdf([COVER, _ten_q()]), provenance="primary").ok
    yield Engine(library)


def test_a_segments_cell_answers_for_that_segment_and_period(ten_q: Engine) -> None:
    response = ten_q.ask("What was AWS operating income for the three months ended July 30, 2023?", session_id="t1")
    assert response.mode is Mode.DIRECT_ANSWER
    fact = response.evidence.facts[0]
    assert fact.parts is not None and "5,715" in fact.parts
    assert "AWS" in fact.parts and "Three Months Ended" in " ".join(fact.parts)
    assert "(627)" not in (response.answer or "")  # North America's figure for the same row label


def test_the_nine_month_column_is_not_the_three_month_one(ten_q: Engine) -> None:
    response = ten_q.ask("North America net sales in the nine months ended July 31, 2022", session_id="t2")
    assert response.mode is Mode.DIRECT_ANSWER
    assert "246,243" in (response.answer or "")
    assert "82,546" not in (response.answer or "")
