"""Table cells that know their row, section, whole column header and unit, in PDF statements,
HTML and Word tables and sheets; and the row's span on the page ends at the asked cell."""

from __future__ import annotations

import json
from pathlib import Path

from openpyxl import Workbook

from rag_core.ingest.docx import DocxPages
from rag_core.ingest.rows import cell_span, row_span
from rag_core.ingest.sheets import XlsxPages
from rag_core.ingest.table_sections import Sections
from rag_core.ingest.tables import TableRow, rows_from_layout, rows_from_plain
from rag_core.ingest.webpage import HtmlPages
from rag_core.settings import IngestSettings
from tests.helpers.office import make_docx, para, table
from tests.helpers.statements import Item, centred, left, page_texts, right, statement_pdf
from tests.ingest.test_tables import COLUMNS

DATES = ("July 30, 2023", "July 31, 2022") * 2
SEGMENTS = {  # the same row labels under each segment heading; AWS prints 5,365 twice
    "North America": {
        "Net sales": ("$ 74,430", "$ 82,546", "$ 222,120", "$ 246,243"),
        "Operating income (loss)": ("(627)", "3,211", "(2,244)", "4,307"),
    },
    "AWS": {
        "Net sales": ("19,739", "22,140", "57,095", "64,593"),
        "Operating income (loss)": ("5,715", "5,365", "17,310", "5,365"),
    },
}


def _ten_q() -> list[list[Item]]:
    lines: list[list[Item]] = [
        [centred("CONDENSED CONSOLIDATED STATEMENTS OF OPERATIONS", 105)],
        [left("(in millions)")],
        [],
        [centred("Three Months Ended", 118), centred("Nine Months Ended", 168)],
        [centred(date, x - 11) for date, x in zip(DATES, COLUMNS)],
    ]
    for segment, rows in SEGMENTS.items():
        lines.append([left(segment)])
        for label, values in rows.items():
            lines.append([left(label, 19)] + [right(v, x) for v, x in zip(values, COLUMNS)])
    return lines


def _by_place(rows: list[TableRow]) -> dict[tuple[str, str], dict[tuple[str, ...], str]]:
    return {(r.section, r.label): {c.header: c.value for c in r.cells} for r in rows}


def test_ten_q_cells_carry_row_label_segment_whole_period_header_and_value() -> None:
    rows = rows_from_layout(*page_texts(statement_pdf([_ten_q()])))

    expected = {}
    for segment, by_label in SEGMENTS.items():
        for label, values in by_label.items():
            headers = [(span, date) for span in ("Three Months Ended", "Nine Months Ended") for date in DATES[:2]]
            expected[(segment, label)] = dict(zip(headers, values))
    assert _by_place(rows) == expected
    assert {(r.title, r.unit) for r in rows} == {("CONDENSED CONSOLIDATED STATEMENTS OF OPERATIONS", "(in millions)")}


def test_span_of_a_cell_starts_at_its_segments_row_and_ends_at_the_asked_column() -> None:
    layout, plain = page_texts(statement_pdf([_ten_q()]))
    aws = next(r for r in rows_from_layout(layout, plain) if r.section == "AWS" and r.label.startswith("Operating"))

    start, end = cell_span(plain, aws, aws.cells[3])  # the second "5,365": nine months of 2022

    assert start > plain.index("AWS"), "AWS's row, not North America's"
    assert " ".join(plain[start:end].split()) == "Operating income (loss) 5,715 5,365 17,310 5,365"
    old_start, old_end = row_span(plain, aws.label, aws.cells[3].value)  # what a label-and-value search finds
    assert (old_start, old_end) != (start, end)


def test_span_of_a_cell_reads_footnote_marks_dollars_and_a_figure_that_looks_like_one() -> None:
    row = TableRow.from_dict(
        {
            "label": "Restructuring",
            "cells": [
                {"header": ["2023"], "value": "(12)"},
                {"header": ["2022"], "value": "(12)"},
                {"header": ["2021"], "value": "4.5"},
            ],
            "title": "",
            "unit": "",
        }
    )
    page = "Other items\nRestructuring (a) (12)  $ (12) (b) 4.5\nTotal 99"
    start, end = cell_span(page, row, row.cells[2])
    assert page[start:end] == "Restructuring (a) (12)  $ (12) (b) 4.5"
    start, end = cell_span(page, row, row.cells[1])
    assert page[start:end] == "Restructuring (a) (12)  $ (12)"


def test_rows_stored_before_sections_load_without_one() -> None:
    stored = {"label": "Revenue", "cells": [{"header": ["2023"], "value": "1,250"}], "title": "", "unit": ""}

    row = TableRow.from_dict(json.loads(json.dumps(stored)))

    assert row.section == ""
    assert TableRow.from_dict(row.to_dict()) == row


def test_a_heading_holds_until_its_rows_end() -> None:
    sections = Sections()
    sections.heading("ASSETS", 0)
    sections.heading("Current assets:", 0)
    seen = [sections.row("Cash", 2), sections.row("Total current assets", 4), sections.row("Goodwill", 0)]
    sections.heading("Other income (expense):", 0)
    seen += [sections.row("Interest expense", 2), sections.row("Income before income taxes", 0)]

    assert seen == ["Current assets:", "Current assets:", "ASSETS", "Other income (expense):", ""]


def _html(tmp_path: Path, body: str) -> list[TableRow]:
    path = tmp_path / "report.html"
    path.write_text(f"<html><body><h1>Segment results</h1><p>(in millions)</p>{body}</body></html>")
    pages = HtmlPages(path, path.name, IngestSettings())
    return [TableRow.from_dict(item) for text in pages.tables.values() for item in json.loads(text)]


def test_html_colspan_headers_head_every_column_they_span(tmp_path: Path) -> None:
    rows = _html(
        tmp_path,
        (
            "<table><thead><tr><th></th><th colspan='2'>Three Months Ended</th><th colspan='2'>Six Months Ended</th></tr>"
            "<tr><th></th><th>2023</th><th>2022</th><th>2023</th><th>2022</th></tr></thead><tbody>"
            "<tr><td>Flexibles</td><td></td><td></td><td></td><td></td></tr>"
            "<tr><td>Net sales</td><td>2,850</td><td>2,721</td><td>5,744</td><td>5,395</td></tr>"
            "<tr><td>Rigid Packaging</td><td></td><td></td><td></td><td></td></tr>"
            "<tr><td>Net sales</td><td>792</td><td>786</td><td>1,610</td><td>1,532</td></tr></tbody></table>"
        ),
    )

    assert _by_place(rows)[("Rigid Packaging", "Net sales")] == {
        ("Three Months Ended", "2023"): "792",
        ("Three Months Ended", "2022"): "786",
        ("Six Months Ended", "2023"): "1,610",
        ("Six Months Ended", "2022"): "1,532",
    }
    assert _by_place(rows)[("Flexibles", "Net sales")][("Six Months Ended", "2022")] == "5,395"
    assert {(r.title, r.unit) for r in rows} == {("Segment results", "(in millions)")}


def test_unmarked_html_header_rows_and_a_lone_spanning_header_are_read(tmp_path: Path) -> None:
    rows = _html(
        tmp_path,
        (
            "<table><tr><td></td><td></td><td>Years Ended December 31,</td><td></td></tr>"
            "<tr><td></td><td>2022</td><td>2021</td><td>2020</td></tr>"
            "<tr><td>Revenue</td><td>$ 4,565.4</td><td>$ 4,120.0</td><td>$ 3,990.1</td></tr></table>"
        ),
    )

    assert _by_place(rows) == {
        ("", "Revenue"): {
            ("Years Ended December 31,", "2022"): "$ 4,565.4",
            ("Years Ended December 31,", "2021"): "$ 4,120.0",
            ("Years Ended December 31,", "2020"): "$ 3,990.1",
        }
    }


def test_sheet_with_merged_period_headers_over_a_row_of_years(tmp_path: Path) -> None:
    workbook = Workbook()
    sheet = workbook.active
    sheet.title = "Segments"
    for row in (
        ["Segment results (USD millions)"],
        [None, "Three Months Ended", None, "Nine Months Ended", None],
        [None, "2023", "2022", "2023", "2022"],
        ["North America"],
        ["Net sales", 82546, 74430, 246243, 222120],
        ["AWS"],
        ["Net sales", 22140, 19739, 64593, 57095],
    ):
        sheet.append(row)
    sheet.merge_cells("B2:C2")
    sheet.merge_cells("D2:E2")
    path = tmp_path / "segments.xlsx"
    workbook.save(path)

    pages = XlsxPages(path, path.name, IngestSettings())
    rows = [TableRow.from_dict(item) for text in pages.tables.values() for item in json.loads(text)]

    assert _by_place(rows)[("AWS", "Net sales")] == {
        ("Three Months Ended", "2023"): "22140",
        ("Three Months Ended", "2022"): "19739",
        ("Nine Months Ended", "2023"): "64593",
        ("Nine Months Ended", "2022"): "57095",
    }
    assert _by_place(rows)[("North America", "Net sales")][("Nine Months Ended", "2022")] == "222120"


def test_plain_text_rows_under_segment_headings_carry_them() -> None:
    rows = rows_from_plain(
        "Years ended December 31, 2022 2021\nNorth America\nNet sales 100 90\nOperating income 10 9\n"
        "AWS\nNet sales 50 40\nOperating income 20 15\n"
    )

    assert _by_place(rows)[("AWS", "Operating income")] == {
        ("Years ended December 31,", "2022"): "20",
        ("Years ended December 31,", "2021"): "15",
    }
    assert [r.section for r in rows] == ["North America"] * 2 + ["AWS"] * 2


def test_word_table_with_two_header_rows_and_segment_rows(tmp_path: Path) -> None:
    path = tmp_path / "segments.docx"
    path.write_bytes(
        make_docx(
            para("Segment results (in millions)"),
            table(
                [
                    ["", "Three Months Ended", "", "Six Months Ended", ""],  # a merged cell read as one cell and blanks
                    ["", "2023", "2022", "2023", "2022"],
                    ["Flexibles", "", "", "", ""],
                    ["Net sales", "2,850", "2,721", "5,744", "5,395"],
                    ["Rigid Packaging", "", "", "", ""],
                    ["Net sales", "792", "786", "1,610", "1,532"],
                ],
                header_rows=2,
            ),
        )
    )

    pages = DocxPages(path, path.name, IngestSettings())
    rows = [TableRow.from_dict(item) for text in pages.tables.values() for item in json.loads(text)]

    assert _by_place(rows)[("Rigid Packaging", "Net sales")] == {
        ("Three Months Ended", "2023"): "792",
        ("Three Months Ended", "2022"): "786",
        ("Six Months Ended", "2023"): "1,610",
        ("Six Months Ended", "2022"): "1,532",
    }
    assert rows[0].unit == "Segment results (in millions)"


DELIVERIES = {"2022": ("387", "31", "480"), "2021": ("263", "14", "340"), "2020": ("43", "53", "157")}


def test_rows_under_a_years_line_carry_that_year_not_the_first_groups() -> None:
    """A 10-K's deliveries table: the models head the columns and a line of a year heads each group of
    rows; "Deliveries ... 157" is 2020's, never 2022's, and a piece of the prose above ("2020,") is no
    title."""
    lines: list[list[Item]] = [
        [left("Revenues increased in 2022 due to higher deliveries than the deliveries in"), left("2020,", 150)],
        [left("Deliveries as of December 31 were as follows:")],
        [centred(model, x - 11) for model, x in zip(("737", "787", "Total"), COLUMNS)],
    ]
    for year, (first, second, total) in DELIVERIES.items():
        lines.append([left(year)])
        lines.append([left("Deliveries", 19)] + [right(v, x) for v, x in zip((first, second, total), COLUMNS)])
    rows = rows_from_layout(*page_texts(statement_pdf([lines])))

    assert _by_place(rows) == {
        (year, "Deliveries"): dict(zip([("737",), ("787",), ("Total",)], values)) for year, values in DELIVERIES.items()
    }
    assert not any("2020" in r.title for r in rows), "a year in the title would date every row"
