"""Which header fragments head which column of a table in layout text (rag_core.ingest.table_headers):
spanning periods over their two columns, dates and years stacked under them, the unit apart."""

from __future__ import annotations

from rag_core.ingest.table_headers import column_chunk, column_headers, column_reach
from rag_core.ingest.table_text import Verifier, parse_line

HEADER = [
    "                      Three Months Ended      Nine Months Ended",
    "                      July 30,   July 31,     July 30,   July 31,",
    "                        2023       2022         2023       2022",
    "                          (in millions)",
]
ROWS = [
    "Net sales                100        90          300        270",
    "Operating income          12         9           30         27",
]


def _headers(header: list[str], rows: list[str]) -> tuple[list[tuple[str, ...]], list[str]]:
    lines = [parse_line(row, layout=True) for row in rows]
    placed = [dict(enumerate(line.cells)) for line in lines]
    ends = [float(cell.end) for cell in lines[0].cells]
    return column_headers(header, placed, ends, Verifier.of("\n".join(header + rows)))


def test_a_spanning_period_heads_both_its_columns_above_their_dates() -> None:
    headers, units = _headers(HEADER, ROWS)
    assert headers == [
        ("Three Months Ended", "July 30,", "2023"),
        ("Three Months Ended", "July 31,", "2022"),
        ("Nine Months Ended", "July 30,", "2023"),
        ("Nine Months Ended", "July 31,", "2022"),
    ]
    assert units == ["(in millions)"]


def test_a_period_caption_left_of_the_columns_heads_them_all() -> None:
    header = ["Fiscal Years Ended        2023      2022"]
    headers, _ = _headers(header, ["Revenue                   1,250     1,100"])
    assert headers == [("Fiscal Years Ended", "2023"), ("Fiscal Years Ended", "2022")]


def test_titles_units_and_text_at_the_label_margin_head_no_column() -> None:
    assert column_chunk((30, 40, "2023"), value_left=28)
    assert not column_chunk((0, 9, "Net sales"), value_left=28)  # at the label margin
    assert not column_chunk((30, 70, "Consolidated Statements of Operations"), value_left=28)
    assert not column_chunk((30, 45, "(in millions)"), value_left=28)


def test_the_reach_of_a_column_is_a_share_of_the_narrowest_gap() -> None:
    assert column_reach([10.0, 20.0, 40.0], 0.5) == 5.0
    assert column_reach([10.0], 0.5) == 10  # a lone column: a fixed reach
