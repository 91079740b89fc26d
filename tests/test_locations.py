"""The location vocabulary: one way of naming where a quote or page is, for each file type."""

from __future__ import annotations

import pytest

from rag_core.locations import (
    MAX_HEADING_CHARS,
    file_type_of,
    location,
    row_prefix,
    rows_label,
    section_label,
    sheet_of,
    sheet_row,
    with_position,
    word_page_label,
)


def test_a_pdf_page_is_page_n_and_its_own_label_is_detail() -> None:
    assert location("pdf", 12, "10") == "page 12"
    assert location("pdf", 12, "10", detailed=True) == "page 12 (labelled 10)"
    assert location("pdf", 3, "3", detailed=True) == "page 3"
    assert location("pdf", 3, None, detailed=True) == "page 3"


def test_a_pdf_label_with_a_space_is_still_a_page_label() -> None:
    assert location("pdf", 7, "A 1") == "page 7"
    assert location("pdf", 7, "A 1", detailed=True) == "page 7 (labelled A 1)"


@pytest.mark.parametrize("file_type", ["docx", "html", "md", "txt"])
def test_a_section_is_named_by_its_number_and_the_heading_it_starts_with(file_type: str) -> None:
    label = section_label(3, "2. Rules")
    assert label == "section 3 · 2. Rules"
    assert location(file_type, 3, label) == "section 3 · 2. Rules"
    assert location(file_type, 3, section_label(3)) == "section 3"


@pytest.mark.parametrize("file_type", ["md", "txt"])
def test_a_text_page_stored_without_a_label_reads_as_its_section(file_type: str) -> None:
    assert location(file_type, 2, "") == "section 2"


def test_a_word_page_is_a_page_with_the_heading_it_starts_with() -> None:
    assert word_page_label(4, "Rent") == "page 4 · Rent"
    assert word_page_label(4) == ""
    assert location("docx", 4, word_page_label(4, "Rent")) == "page 4 · Rent"
    assert location("docx", 5, word_page_label(5)) == "page 5"


def test_a_long_heading_is_cut_at_a_word() -> None:
    heading = "Conditions of carriage " * 10
    label = section_label(1, heading)
    assert label.endswith("…") and len(label) <= len("section 1 · ") + MAX_HEADING_CHARS + 1
    assert " Conditions of carriage Conditions" in label


def test_a_sheet_page_is_named_by_sheet_and_rows_and_a_cell_by_its_row() -> None:
    assert rows_label("P&L", 4, 43) == "P&L, rows 4-43"
    assert rows_label("P&L", 6, 6) == "P&L, row 6"
    assert location("xlsx", 1, "P&L, rows 4-43") == "P&L, rows 4-43"
    assert location("xlsx", 1, "P&L, rows 4-43", row=12) == "P&L, row 12"
    assert location("xlsx", 1, "Q1, 2023, rows 1-9", row=3) == "Q1, 2023, row 3"  # a comma in the sheet name


def test_the_sheet_a_page_of_rows_is_on_is_read_back_from_its_label() -> None:
    assert sheet_of(rows_label("Headcount", 1, 5)) == "Headcount"
    assert sheet_of("Q1, 2023, rows 1-9") == "Q1, 2023"
    assert sheet_of(rows_label("", 4, 43)) == ""  # a CSV file's page
    assert sheet_of("section 3 · 2. Rules") == ""


def test_a_csv_file_has_rows_without_a_sheet() -> None:
    assert rows_label("", 1, 4) == "rows 1-4"
    assert location("csv", 1, "rows 1-4") == "rows 1-4"
    assert location("csv", 1, "rows 1-4", row=3) == "row 3"


def test_the_row_of_a_quote_is_read_from_its_line_on_a_sheet_page() -> None:
    text = f"{row_prefix(1)}Northwind\n\n{row_prefix(4)}Revenue | 2023: 1,250 | 2022: 1,100"
    assert sheet_row("xlsx", text, text.index("Revenue")) == 4
    assert sheet_row("csv", text, text.index("1,100")) == 4
    assert sheet_row("xlsx", text, 0) == 1
    assert sheet_row("xlsx", text, text.index("\n\n") + 1) is None  # the blank line between rows
    assert sheet_row("docx", text, text.index("Revenue")) is None


def test_the_file_type_is_read_from_the_name() -> None:
    assert [file_type_of(n) for n in ("a.PDF", "b.docx", "c.htm", "d.markdown", "e.csv", "f")] == [
        "pdf",
        "docx",
        "html",
        "md",
        "csv",
        "",
    ]


def test_without_a_file_type_the_label_still_decides() -> None:
    assert location("", 2, "section 2 · Rules") == "section 2 · Rules"
    assert location("", 2, "P&L, rows 1-4", row=3) == "P&L, row 3"
    assert location("", 2, "iv", detailed=True) == "page 2 (labelled iv)"


def test_the_viewer_header_adds_the_place_among_the_pages() -> None:
    assert with_position("page 2", 2, 5) == "page 2 of 5"
    assert with_position("page 1", 1, 1) == "page 1 of 1"
    assert with_position("section 3 · 2. Rules", 3, 4) == "section 3 · 2. Rules (3 of 4)"
    assert with_position("P&L, rows 4-43", 1, 1) == "P&L, rows 4-43"
