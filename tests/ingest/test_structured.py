"""Word and HTML tables made into rows (rag_core.ingest.structured): which leading rows are the
header, merged headers spread over the columns they span, each figure kept with its headers."""

from __future__ import annotations

from datetime import date, datetime

from rag_core.ingest.structured import (
    CELL_SEPARATOR,
    Block,
    clean_cell,
    header_rows,
    is_value,
    iso_date,
    table_blocks,
)

QUARTERS = [
    ["", "Three Months Ended", "", "Nine Months Ended", ""],
    ["", "2023", "2022", "2023", "2022"],
    ["Net sales", "100", "90", "300", "270"],
    ["Operating income", "12", "9", "30", "27"],
]


def test_leading_rows_without_figures_are_the_header_when_figures_follow() -> None:
    assert header_rows(QUARTERS) == 2
    assert header_rows([["Net sales", "100", "90"], ["Cost of sales", "80", "70"]]) == 0  # no header row
    assert header_rows([["Name", "Role"], ["Ada", "Engineer"], ["Ben", "Analyst"]]) == 1  # a table of words


def test_a_merged_period_heads_both_its_columns_in_each_row() -> None:
    rows = table_blocks(QUARTERS, table=0)
    header, data = rows[:2], rows[2:]
    assert [len(r) for r in header] == [1, 1] and header[1][0].label == ""  # headers read as text, not rows
    first = data[0][0]
    assert first.label == "Net sales" and first.table == 0
    assert first.cells == (
        (("Three Months Ended", "2023"), "100"),
        (("Three Months Ended", "2022"), "90"),
        (("Nine Months Ended", "2023"), "300"),
        (("Nine Months Ended", "2022"), "270"),
    )
    assert first.text.split(CELL_SEPARATOR)[:2] == ["Net sales", "Three Months Ended 2023: 100"]


def test_a_one_column_table_is_layout_and_its_cells_become_paragraphs() -> None:
    assert table_blocks([["Welcome"], ["Read the safety rules first."]], table=3) == [
        [Block("Welcome")],
        [Block("Read the safety rules first.")],
    ]


def test_figures_are_told_from_years_and_words() -> None:
    assert all(is_value(v) for v in ("1,250", "(347)", "12.5%", "$ 4,565.4", "$(19,045)"))
    assert not any(is_value(v) for v in ("2023", "Revenue", "Q3"))


def test_cells_are_one_line_and_dates_come_back_as_iso() -> None:
    assert clean_cell("Total\n  revenues ") == "Total revenues"
    assert iso_date(date(2024, 3, 5)) == iso_date(datetime(2024, 3, 5, 9, 0)) == "2024-03-05"
    assert iso_date("2024-03-05T09:00:00Z") == "2024-03-05" and iso_date("March 2024") == "" and iso_date(None) == ""
