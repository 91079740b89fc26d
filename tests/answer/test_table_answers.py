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
from tests.helpers.statements import left, statement_pdf
from tests.helpers.builders import new_library

COVER = [
    [left("UNITED STATES SECURITIES AND EXCHANGE COMMISSION")],
    [left("FORM 10-Q")],
    [left("For the quarterly period ended July 30, 2023")],
    [left("Northwind Retail Corp.")],
    [left("(Exact name of registrant as specified in its charter)")],
]


@pytest.fixture(scope="module")
def ten_q(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    library = Library(Settings(data_dir=tmp_path_factory.mktemp("tenq") / "data", seed_samples=False), embedder)
    assert library.ingest_bytes("northwind_10q_q2.pdf", statement_pdf([COVER, _ten_q()]), provenance="primary").ok
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


EPS_PAGE = b"""<html><head><title>Northwind Retail Corp. Quarterly Results</title></head><body>
<h1>Northwind Retail Corp. earnings per share</h1>
<table><tr><th></th><th>Three Months Ended July 30, 2023</th><th>Three Months Ended July 31, 2022</th></tr>
<tr><td>Basic earnings per share</td><td></td><td></td></tr>
<tr><td>Net income per share</td><td>4.51</td><td>3.12</td></tr>
<tr><td>Diluted earnings per share</td><td></td><td></td></tr>
<tr><td>Net income per share</td><td>4.50</td><td>3.10</td></tr></table></body></html>"""


def _page_library(tmp_path, embedder, name: str, page: bytes) -> Library:  # type: ignore[no-untyped-def]
    """A library holding one web page (a real ingestion of its table)."""
    return new_library(tmp_path / "data", embedder, {name: page})


def test_a_row_under_a_narrower_heading_is_not_the_measure_asked(tmp_path, embedder) -> None:  # type: ignore[no-untyped-def]
    """The same row label under "Basic" and "Diluted" headings: diluted EPS is the diluted row's cell."""
    library = _page_library(tmp_path, embedder, "northwind_results.html", EPS_PAGE)
    response = Engine(library).ask(
        "What was Northwind's diluted EPS for the three months ended July 30, 2023?", session_id="e1"
    )
    assert response.mode is Mode.DIRECT_ANSWER
    assert "4.50" in (response.answer or "") and "4.51" not in (response.answer or "")
    basic = Engine(library).ask(
        "What was Northwind's basic EPS for the three months ended July 30, 2023?", session_id="e2"
    )
    assert "4.50" not in (basic.answer or "")


ROOMS_PAGE = b"""<html><head><title>Harbour Resorts Fourth Quarter 2022 Results</title></head><body>
<h1>Harbour Resorts International consolidated statements of operations</h1>
<table><tr><th></th><th>Three Months Ended December 31, 2022</th><th>Three Months Ended December 31, 2021</th></tr>
<tr><td>Revenues</td><td></td><td></td></tr>
<tr><td>Casino</td><td>1,705,420</td><td>1,412,887</td></tr>
<tr><td>Rooms</td><td>897,943</td><td>702,120</td></tr>
<tr><td>Food and beverage</td><td>681,204</td><td>523,460</td></tr>
<tr><td>Expenses</td><td></td><td></td></tr>
<tr><td>Casino</td><td>912,338</td><td>801,219</td></tr>
<tr><td>Rooms</td><td>252,602</td><td>211,904</td></tr></table></body></html>"""


def test_a_row_under_the_measure_s_heading_answers_for_that_row(tmp_path, embedder) -> None:  # type: ignore[no-untyped-def]
    """ "Rooms" under "Revenues" is the rooms revenue; the "Rooms" row under "Expenses" is not."""
    response = Engine(_page_library(tmp_path, embedder, "harbour_results.html", ROOMS_PAGE)).ask(
        "Harbour rooms revenue for the three months ended December 31, 2022", session_id="r1"
    )
    assert response.mode is Mode.DIRECT_ANSWER
    assert "897,943" in (response.answer or "") and "252,602" not in (response.answer or "")


SHOPS_PAGE = b"""<html><head><title>Marlow Bakery Annual Report 2024</title></head><body>
<h1>Our shops</h1>
<table><tr><th>Shop</th><th>Opened</th><th>Staff</th></tr>
<tr><td>King's Lynn</td><td>2011</td><td>14</td></tr>
<tr><td>Downham Market</td><td>2014</td><td>9</td></tr>
<tr><td>Wisbech</td><td>2021</td><td>10</td></tr>
<tr><td>Ely</td><td>2024</td><td>7</td></tr></table>
<p>The bakehouse and office employ a further 16 people.</p></body></html>"""


def test_how_many_staff_work_at_a_shop_is_its_staff_cell(tmp_path, embedder) -> None:  # type: ignore[no-untyped-def]
    """ "work" asks for the headcount without narrowing it: the shop's "Staff" cell answers."""
    response = Engine(_page_library(tmp_path, embedder, "marlow_report.html", SHOPS_PAGE)).ask(
        "How many staff work at the Wisbech shop?", session_id="s1"
    )
    assert response.mode is Mode.DIRECT_ANSWER
    assert response.evidence.facts[0].quote == "Wisbech | Staff | 10"
