"""Spreadsheets: Excel workbooks (XLSX, read with openpyxl) and CSV files (the csv module).

A sheet is read row by row. Its first row with two or more filled cells is its header row
(unless a cell after the first is a figure: then the sheet has no header row); single-cell rows
above it are titles ("Northwind Traders - Income statement", "USD thousands"). Rows under it
with an empty first cell and no figure are header rows too ("2023 | 2022" under "Three Months
Ended"), and a merged header heads the columns it spans. Every filled row
is one line of the page text, starting with its row number as the spreadsheet shows it::

    Row 1: Northwind Traders - Income statement
    Row 3: Metric | 2023 | 2022
    Row 4: Revenue | 2023: 1,250 | 2022: 1,100

so a quoted row says where it is and which column each value is in, and each data row is
recorded as a table row (label "Revenue", header "2023", value "1,250") for direct answers.

Pages: blocks of ``text_page_lines`` rows of one sheet (fewer when the rows are long: a page
holds at most ``max_page_chars``), labelled "<sheet>, rows 4-43" (a CSV file: "rows 4-43").
Each further page of a sheet repeats its title and header rows at the top, as Excel prints
them, so every page reads on its own.

XLSX cells are read as Excel last calculated them (formulas give their cached value; a file
whose formulas were never calculated by Excel shows them empty), numbers written with the
cell's number format (thousands separators, decimals, percent, currency sign).
"""

from __future__ import annotations

import csv
import datetime
import io
import logging
import re
import zipfile
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any
from xml.etree.ElementTree import ParseError

from defusedxml import DefusedXmlException

from rag_core.errors import IngestError
from rag_core.ingest.ooxml import check_package, damaged, open_package
from rag_core.ingest.grid_headers import column_headers, is_value
from rag_core.ingest.structured import (
    CELL_SEPARATOR,
    Block,
    Pager,
    StructuredPages,
    clean_cell,
    iso_date,
    row_block,
)
from rag_core.ingest.table_text import PERIOD_WORD
from rag_core.ingest.text import check_text_size, decode_text
from rag_core.locations import row_prefix, rows_label
from rag_core.settings import IngestSettings
from rag_core.types import DocumentInfo

logger = logging.getLogger(__name__)

XLSX_WHAT, XLSX_APP, XLSX_SUFFIX = "Excel workbook", "Excel", ".xlsx"
CSV_WHAT = "CSV file"
WORKBOOK = "xl/workbook.xml"
_SNIFF_CHARS = 16_384  # of a CSV file, read to guess its delimiter
_DELIMITERS = ",;\t|"
_CURRENCY = re.compile(r"[$€£¥]")
_FORMAT_NOISE = re.compile(r'"[^"]*"|\[[^\]]*\]|\\.|_.|\*.')  # quoted text, [Red]/[$€-407], escapes, padding
_DECIMALS = re.compile(r"\.([0#?]+)")
_GENERAL_DIGITS = 10  # significant digits of a number shown in the General format


def _sections(number_format: str) -> list[str]:
    return number_format.split(";")


def format_number(value: float, number_format: str | None) -> str:
    """A number as Excel shows it in ``number_format`` (the common formats; others as General)."""
    fmt = number_format or "General"
    sections = _sections(fmt)
    negative = value < 0 and len(sections) > 1
    section = sections[1] if negative else sections[0]
    body = _FORMAT_NOISE.sub("", section)
    amount = abs(value) if negative else value
    if not re.search(r"[0#?]", body):
        text = str(int(amount)) if float(amount).is_integer() else f"{amount:.{_GENERAL_DIGITS}g}"
    else:
        if "%" in body:
            amount *= 100
        decimals = len(match.group(1)) if (match := _DECIMALS.search(body)) else 0
        if "E+" in body.upper():
            text = f"{amount:.{decimals}E}"
        elif "," in body.split(".")[0]:
            text = f"{amount:,.{decimals}f}"
        else:
            text = f"{amount:.{decimals}f}"
        if "%" in body:
            text += "%"
        if (symbol := _CURRENCY.search(re.sub(r"\[\$([^-\]]*)[^\]]*\]", r"\1", section))) is not None:
            first_digit = re.search(r"[0#?]", section)
            before = first_digit is None or symbol.start() < first_digit.start()
            text = f"{symbol.group()}{text}" if before else f"{text} {symbol.group()}"
    if negative:
        return f"({text})" if "(" in section else (f"-{text}" if "-" in section else text)
    return text


def cell_text(cell: Any) -> str:
    """The text of one openpyxl cell as Excel shows it ("" when empty)."""
    return value_text(cell.value, getattr(cell, "number_format", None))


def value_text(value: object, number_format: str | None = None) -> str:
    """A cell's value as a spreadsheet shows it ("" when empty); numbers in ``number_format``
    (General when the reader gives none)."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "TRUE" if value else "FALSE"
    if isinstance(value, datetime.datetime):
        return value.date().isoformat() if value.time() == datetime.time() else value.isoformat(" ", "minutes")
    if isinstance(value, (datetime.date, datetime.time, datetime.timedelta)):
        return value.isoformat() if not isinstance(value, datetime.timedelta) else str(value)
    if isinstance(value, (int, float)):
        return format_number(value, number_format)
    return clean_cell(str(value))


def sheet_pages(pager: Pager, sheet: str, rows: Iterable[tuple[int, list[str]]], table: int) -> bool:
    """Add one sheet's pages to ``pager`` (see the module docstring); False when it has no filled cell.

    ``rows`` are (row number, cleaned cell texts); ``sheet`` is "" for a CSV file.
    """
    limit = pager.settings.text_page_lines
    lead: list[Block] = []  # titles and header rows, repeated at the top of each further page
    headers: list[tuple[str, ...]] | None = None
    heads: list[list[str]] = []  # the header rows: a lone merged header over them, further rows of years
    upper: list[str] = []  # the row just read when it holds one header right of the labels ("Years Ended")
    data = False
    first = last = 0
    for number, cells in rows:
        pager.count_cells(
            max(len(cells), 1)
        )  # every cell scanned counts, filled or not: a sparse sheet is no free lunch
        filled = [c for c in cells if c]
        if not filled:
            continue
        prefix = row_prefix(number)
        no_figures = not any(is_value(c) for c in filled[1:])
        if headers is None and len(filled) < 2:
            block = Block(filled[0], prefix=prefix)
            lead.append(block)
            upper = cells if not cells[0] and PERIOD_WORD.search(filled[0]) else []  # a merged period header
        elif (headers is None and no_figures) or (headers is not None and not data and no_figures and not cells[0]):
            heads = (heads or ([upper] if upper else [])) + [cells]
            headers = column_headers(heads, len(heads))
            block = Block(CELL_SEPARATOR.join(filled), prefix=prefix, table=table)
            lead.append(block)
        else:
            headers, data = headers if headers is not None else [], True
            block = row_block(cells, headers, table, prefix)
        pager.count(len(block.line) + 2)
        where = f"{rows_label(sheet, number, number)}"
        if pager.blocks and (len(pager.blocks) >= limit or not pager.fits(block)):
            pager.close(rows_label(sheet, first, last))
            first = 0
            if 2 * len(lead) <= limit and block not in lead:  # repeated only while they leave room for rows
                for repeated in lead:
                    pager.add(repeated, where)
        first = first or number
        last = number
        pager.add(block, where)
    if not first:
        return False
    pager.close(rows_label(sheet, first, last))
    return True


def _no_cells(name: str, what: str) -> IngestError:
    return IngestError(
        name, f"the {what} has no filled cells (every sheet is empty); fill it, or upload the file that holds the data"
    )


class XlsxPages(StructuredPages):
    """A stored XLSX workbook read as a page source (see ``rag_core.ingest.formats``)."""

    def __init__(self, path: Path, name: str, settings: IngestSettings) -> None:
        """Read every worksheet of ``path``; raises IngestError when it is not a readable workbook
        or passes a limit."""
        from openpyxl import load_workbook  # noqa: PLC0415 - a heavy import, only when a workbook is read
        from openpyxl.utils.exceptions import InvalidFileException  # noqa: PLC0415

        with open_package(path, name, XLSX_WHAT, XLSX_APP, XLSX_SUFFIX, WORKBOOK) as package:
            check_package(package, name, XLSX_WHAT, XLSX_APP, XLSX_SUFFIX, settings)
        pager = Pager(name, settings, XLSX_WHAT)
        try:
            workbook = load_workbook(path, read_only=True, data_only=True)
        except (
            InvalidFileException,
            zipfile.BadZipFile,
            KeyError,
            ParseError,
            DefusedXmlException,
            ValueError,
            TypeError,
            OSError,
        ) as exc:
            raise damaged(name, XLSX_WHAT, XLSX_APP, XLSX_SUFFIX, exc, path) from exc
        try:
            props = workbook.properties
            info = DocumentInfo(0, iso_date(props.created), props.title or "", props.creator or "", props.subject or "")
            filled = 0
            for number, sheet in enumerate(workbook.worksheets, start=1):
                sheet.reset_dimensions()  # a sheet's declared size may be hostile: read the cells it has
                try:
                    filled += sheet_pages(pager, sheet.title, _xlsx_rows(sheet), number)
                except (ParseError, DefusedXmlException, zipfile.BadZipFile, KeyError, ValueError, TypeError) as exc:
                    raise damaged(name, XLSX_WHAT, XLSX_APP, XLSX_SUFFIX, exc, path) from exc
        finally:
            workbook.close()
        if not filled:
            raise _no_cells(name, "workbook")
        super().__init__(path, pager.drafts, info, titles_top_down=True)


def _xlsx_rows(sheet: Any) -> Iterator[tuple[int, list[str]]]:
    for number, row in enumerate(sheet.iter_rows(), start=1):
        yield number, [cell_text(cell) for cell in row]


class CsvPages(StructuredPages):
    """A stored CSV file read as a page source (see ``rag_core.ingest.formats``)."""

    def __init__(self, path: Path, name: str, settings: IngestSettings) -> None:
        """Read ``path``; raises IngestError when it is not text, not CSV, empty or passes a limit."""
        check_text_size(name, path.stat().st_size, settings, "CSV")
        data = path.read_bytes()
        try:
            text = decode_text(name, data)
        except IngestError as exc:
            raise IngestError(
                name,
                "this is not a CSV file (it contains binary data); export the sheet as CSV (UTF-8) again and "
                "upload that",
            ) from exc
        pager = Pager(name, settings, CSV_WHAT)
        reader = csv.reader(io.StringIO(text, newline=""), _dialect(text))
        try:
            filled = sheet_pages(pager, "", ((n, [clean_cell(c) for c in row]) for n, row in enumerate(reader, 1)), 1)
        except csv.Error as exc:
            raise IngestError(
                name, f"record {reader.line_num:,} cannot be read as CSV ({exc}); export the sheet as CSV again"
            ) from exc
        if not filled:
            raise _no_cells(name, "CSV file")
        super().__init__(path, pager.drafts, DocumentInfo(0, ""), data=data, titles_top_down=True)


def _dialect(text: str) -> type[csv.Dialect] | csv.Dialect:
    """The file's delimiter and quoting, guessed from its start (comma-separated when unsure)."""
    try:
        return csv.Sniffer().sniff(text[:_SNIFF_CHARS], delimiters=_DELIMITERS)
    except csv.Error:
        return csv.excel
