"""Table rows recovered from statement pages: the right header per value, and nothing off the page."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from rag_core.ingest.tables import TableCell, TableRow, looks_tabular, rows_from_layout, rows_from_plain
from tests.conftest import PROJECT_ROOT
from tests.helpers.pdfs import LOREM_FACTS, make_pdf
from tests.helpers.statements import Item, centred, left, page_texts, right, statement_pdf

EARNINGS = [
    [centred("Consolidated Statements of Earnings", 105)],
    [centred("$ in millions", 105)],
    [],
    [left("Fiscal Years Ended"), right("2023", 150), right("2022", 185)],
    [left("Revenue"), left("$", 130), right("46,298", 150), left("$", 165), right("51,761", 185)],
    [left("Cost of sales"), right("36,386", 150), right("40,121", 185)],
    [left("Net earnings"), left("$", 130), right("1,419", 150), left("$", 165), right("2,454", 185)],
]
COLUMNS = (115, 140, 165, 190)


def _values(label: str, values: tuple[str, ...]) -> list[Item]:
    return [left(label, 17)] + [right(v, x) for v, x in zip(values, COLUMNS)]


INCOME = [
    [centred("CONDENSED CONSOLIDATED STATEMENTS OF INCOME", 105)],
    [],
    [centred("Three Months Ended", 122), centred("Six Months Ended", 172)],
    [left("(MILLIONS, EXCEPT PER SHARE DATA)", down=1)]
    + [
        item
        for day, year, x in zip(("July 2,", "July 3,") * 2, ("2023", "2022") * 2, COLUMNS)
        for item in (centred(day, x - 6), centred(year, x - 6, down=1))
    ],
    [],
    _values("Revenues", ("12,734", "27,742", "31,015", "53,402")),
    [left("Costs and expenses:")],
    _values("Cost of sales", ("3,237", "8,648", "8,122", "18,632")),
    _values("Other (income)/deductions--net", ("(347)", "772", "(277)", "1,122")),
    [left("Income from continuing operations before provision", 17)],
    [left("for taxes on income", 19)] + _values("", ("2,269", "11,447", "8,539", "20,497"))[1:],
    _values("Discontinued operations--net of tax", ("-", "0.01", "-", "-")),
    _values("Effective tax rate", ("(3.1)%", "13.7%", "7.5%", "13.4%")),
]
TWO_TABLES = [
    [centred("Segment revenue", 105)],
    [right("2022", 150), right("2021", 185)],
    [left("Commercial Airplanes"), right("25,867", 150), right("19,493", 185)],
    [left("Defense, Space & Security"), right("23,162", 150), right("26,540", 185)],
    [],
    [left("Backlog at year end is as follows:")],
    [right("Contractual", 150), right("Unobligated", 185)],
    [left("Commercial Airplanes"), right("329,824", 150), right("1,201", 185)],
    [left("Global Services"), right("19,553", 150), right("302", 185)],
]
PROSE = " ".join(LOREM_FACTS * 4) + " Revenue grew 12 percent in 2023 to 46,298 million from 41,337 in 2022."


def _cells(rows: list[TableRow], label: str) -> dict[tuple[str, ...], str]:
    row = next(r for r in rows if r.label == label)
    return {cell.header: cell.value for cell in row.cells}


def _strings(rows: list[TableRow]) -> list[str]:
    out = []
    for row in rows:
        out += [row.label, row.title, row.unit]
        for cell in row.cells:
            out += [cell.value, *cell.header]
    return [text for text in out if text]


def test_statement_values_carry_their_period_header() -> None:
    rows = rows_from_layout(*page_texts(statement_pdf([EARNINGS])))

    assert [r.label for r in rows] == ["Revenue", "Cost of sales", "Net earnings"]
    assert _cells(rows, "Revenue") == {
        ("Fiscal Years Ended", "2023"): "$ 46,298",
        ("Fiscal Years Ended", "2022"): "$ 51,761",
    }
    assert _cells(rows, "Cost of sales") == {
        ("Fiscal Years Ended", "2023"): "36,386",
        ("Fiscal Years Ended", "2022"): "40,121",
    }
    assert rows[0].title == "Consolidated Statements of Earnings"
    assert rows[0].unit == "$ in millions"


def test_spanning_header_covers_the_columns_below_it() -> None:
    rows = rows_from_layout(*page_texts(statement_pdf([INCOME])))

    assert _cells(rows, "Revenues") == {
        ("Three Months Ended", "July 2, 2023"): "12,734",
        ("Three Months Ended", "July 3, 2022"): "27,742",
        ("Six Months Ended", "July 2, 2023"): "31,015",
        ("Six Months Ended", "July 3, 2022"): "53,402",
    }
    assert rows[0].unit == "(MILLIONS, EXCEPT PER SHARE DATA)"
    assert rows[0].title == "CONDENSED CONSOLIDATED STATEMENTS OF INCOME"


def test_negatives_dashes_and_percentages_are_values() -> None:
    rows = rows_from_layout(*page_texts(statement_pdf([INCOME])))

    assert [c.value for c in next(r for r in rows if r.label.startswith("Other")).cells] == [
        "(347)",
        "772",
        "(277)",
        "1,122",
    ]
    assert [c.value for c in next(r for r in rows if r.label.startswith("Discontinued")).cells] == [
        "-",
        "0.01",
        "-",
        "-",
    ]
    assert [c.value for c in next(r for r in rows if r.label == "Effective tax rate").cells] == [
        "(3.1)%",
        "13.7%",
        "7.5%",
        "13.4%",
    ]


def test_wrapped_label_is_joined_and_section_lines_are_not_rows() -> None:
    labels = [r.label for r in rows_from_layout(*page_texts(statement_pdf([INCOME])))]

    assert "Income from continuing operations before provision for taxes on income" in labels
    assert "Cost of sales" in labels  # indented sub-row
    assert not any(label.startswith("Costs and expenses") for label in labels)


def test_each_table_on_a_page_gets_its_own_header() -> None:
    rows = rows_from_layout(*page_texts(statement_pdf([TWO_TABLES])))

    assert _cells(rows, "Defense, Space & Security") == {("2022",): "23,162", ("2021",): "26,540"}
    assert _cells(rows, "Global Services") == {("Contractual",): "19,553", ("Unobligated",): "302"}


def test_prose_page_gives_no_rows_and_is_not_laid_out() -> None:
    layout, plain = page_texts(make_pdf([PROSE]))

    assert rows_from_layout(layout, plain) == []
    assert not looks_tabular(plain)


def test_statement_page_is_laid_out() -> None:
    assert looks_tabular(page_texts(statement_pdf([INCOME]))[1])


@pytest.mark.parametrize("page", [EARNINGS, INCOME, TWO_TABLES])
def test_every_returned_string_is_verbatim_in_the_plain_text(page: list[list[Item]]) -> None:
    layout, plain = page_texts(statement_pdf([page]))
    flat = " ".join(plain.split())

    rows = rows_from_layout(layout, plain)

    assert rows
    assert all(" ".join(text.split()) in flat for text in _strings(rows))


def test_label_footnote_mark_missing_from_the_plain_text_is_dropped() -> None:
    layout = (
        "                       2023      2022\n"
        "Revenues              1,000       900\n"
        "Cost of sales(a)        400       350\n"
    )
    plain = "2023 2022\nRevenues 1,000 900\nCost of sales 400 350\n(a) Exclusive of amortization."

    assert [r.label for r in rows_from_layout(layout, plain)] == ["Revenues", "Cost of sales"]


def test_layout_spacing_is_read_as_the_plain_text_has_it() -> None:
    layout = (
        f"{'':44}{'2023':>10}{'2022':>10}\n"
        f"{'Income attributable to commonshareholders':44}{'$   0.41':>10}{'$   1.76':>10}\n"
        f"{'Shares outstanding':44}{'5,646':>10}{'5,593':>10}\n"
    )
    plain = "2023\n2022\nIncome attributable to common\nshareholders $0.41 $1.76\nShares outstanding 5,646 5,593"

    rows = rows_from_layout(layout, plain)

    assert _cells(rows, "Income attributable to common shareholders") == {("2023",): "$0.41", ("2022",): "$1.76"}


def test_unverifiable_pieces_are_dropped() -> None:
    layout = (
        "                   Restated 2023   2022\n"
        "Revenues              1,000        900\n"
        "Gross profit            400        350\n"
        "Operating income        200        150\n"
    )
    plain = "2023 2022\nRevenues 1,000 900\nGross profit 400 350\nOperating income 200 15O"

    rows = rows_from_layout(layout, plain)

    assert [r.label for r in rows] == ["Revenues", "Gross profit"]  # "150" is not on the page
    assert _cells(rows, "Revenues") == {(): "1,000", ("2022",): "900"}  # nor is "Restated 2023"


def test_plain_text_rows_take_the_periods_of_their_header_line() -> None:
    plain = (
        "Consolidated Statements of Earnings\n$ in millions\n"
        "Fiscal Years Ended January 28, 2023 January 29, 2022\n"
        "Revenue $ 46,298 $ 51,761\nCost of sales 36,386 40,121\nOther income 5 7 9\n"
        "Net earnings $ 1,419 $ 2,454\n"
    )

    rows = rows_from_plain(plain)

    assert [r.label for r in rows] == ["Revenue", "Cost of sales", "Net earnings"]  # 3 values: not this table
    assert _cells(rows, "Cost of sales") == {
        ("Fiscal Years Ended", "January 28, 2023"): "36,386",
        ("Fiscal Years Ended", "January 29, 2022"): "40,121",
    }
    assert (rows[0].title, rows[0].unit) == ("Consolidated Statements of Earnings", "$ in millions")


def test_plain_text_year_header_keeps_its_caption() -> None:
    rows = rows_from_plain("Years ended December 31, 2022 2021\nTotal revenues 66,608 62,286\nNet loss (5,053) (4,290)")

    assert _cells(rows, "Net loss") == {
        ("Years ended December 31,", "2022"): "(5,053)",
        ("Years ended December 31,", "2021"): "(4,290)",
    }


def test_markdown_table_rows_take_their_column_headers() -> None:
    plain = (
        "## Revenue by year\n\n| | 2022 | 2021 |\n|---|---:|---:|\n"
        "| Total revenues | 66,608 | 62,286 |\n| Segment | Commercial | Defense |\n"
    )

    rows = rows_from_plain(plain)

    assert [r.label for r in rows] == ["Total revenues"]
    assert _cells(rows, "Total revenues") == {("2022",): "66,608", ("2021",): "62,286"}
    assert rows[0].title == "Revenue by year"


def test_prose_gives_no_plain_rows() -> None:
    assert rows_from_plain(PROSE) == []


def test_rows_survive_a_json_round_trip() -> None:
    cell = TableCell(("Fiscal Years Ended", "2023"), "$ 46,298")
    row = TableRow("Revenue", (cell,), "Consolidated Statements of Earnings", "$ in millions")

    assert TableRow.from_dict(json.loads(json.dumps(row.to_dict()))) == row


def test_worker_sends_table_rows_and_document_info(tmp_path: Path) -> None:
    path = tmp_path / "statement.pdf"
    path.write_bytes(
        statement_pdf([EARNINGS, [[left(PROSE[:90])]]], title="Annual Report", author="Finance", subject="Fiscal 2023")
    )

    done = subprocess.run(
        [sys.executable, "-m", "rag_core.ingest.pdf_worker", str(path)],
        cwd=PROJECT_ROOT,
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    messages = [json.loads(line) for line in done.stdout.splitlines()]

    meta, pages = messages[0], [m for m in messages if m["type"] == "page"]
    assert (meta["title"], meta["author"], meta["subject"]) == ("Annual Report", "Finance", "Fiscal 2023")
    assert TableRow.from_dict(pages[0]["rows"][0]).label == "Revenue"
    assert pages[1]["rows"] == []
