"""Where a quote or a page is, in words: the one location vocabulary of citations, viewer and exports.

=====================================  ==========================================================
PDF                                    "page 12"; with detail, "page 12 (labelled 10)" when the
                                       PDF numbers the page itself
Word with Word's own pages             "page 3", "page 3 · 2. Rules" when the page starts with
                                       a heading (the pages Word showed when it saved the file)
Word without them, HTML, Markdown,     "section 3 · 2. Rules": the section's number and the
text                                   heading it starts with ("section 3" when it starts
                                       with none)
Excel, CSV                             "P&L, rows 4-43" for a page of rows, "P&L, row 12" for
                                       a cell's row (a CSV file has no sheet: "rows 4-43")
=====================================  ==========================================================

Ingest writes the words into each page's label (:func:`section_label`, :func:`word_page_label`,
:func:`rows_label`); everything that names a place reads it back through :func:`location`, given
the file type (from the file's name, :func:`file_type_of`, where only the name is at hand), the
page number, the stored label and, for a spreadsheet cell, its row (:func:`sheet_row`). Labels
written before headings were recorded ("section 3", "" for a Markdown page) still read well.
"""

from __future__ import annotations

import re

from rag_core.ingest.formats import FORMATS, format_for_name

SEPARATOR = " · "  # between a section's number and its heading
MAX_HEADING_CHARS = 80  # a longer heading is cut at a word and ends in "…": a label is one line
ROW_PREFIX = "Row {number}: "  # how a spreadsheet row's line starts on its page
ROW_LINE = re.compile(r"Row (\d+): ")  # the start of a spreadsheet row's line
_ROWS = re.compile(r"^(?:(?P<sheet>.*), )?rows? \d+(?:-\d+)?$", re.DOTALL)
_SHEETS = frozenset(f.kind.value for f in FORMATS if f.layout == "rows")
_SECTIONED = frozenset(f.kind.value for f in FORMATS if f.layout == "sections")
_PAGED = frozenset(f.kind.value for f in FORMATS if f.layout == "pages")


def _heading(text: str) -> str:
    """A heading on one line, cut at a word past ``MAX_HEADING_CHARS``."""
    words = " ".join(text.split())
    if len(words) <= MAX_HEADING_CHARS:
        return words
    return words[:MAX_HEADING_CHARS].rsplit(" ", 1)[0].rstrip(" ,;:-") + "…"


def section_label(number: int, heading: str = "") -> str:
    """The stored label of a numbered section: "section 3 · 2. Rules", or "section 3" without a heading."""
    heading = _heading(heading)
    return f"section {number}{SEPARATOR}{heading}" if heading else f"section {number}"


def word_page_label(number: int, heading: str = "") -> str:
    """The stored label of one of Word's own pages: "page 3 · 2. Rules" when it starts with a
    heading, else "" (the page number says it all, as for a PDF page without a label)."""
    heading = _heading(heading)
    return f"page {number}{SEPARATOR}{heading}" if heading else ""


def rows_label(sheet: str, first: int, last: int) -> str:
    """The stored label of a page of spreadsheet rows: "P&L, rows 4-43", "P&L, row 6", "rows 1-4" (CSV)."""
    rows = f"row {first}" if first == last else f"rows {first}-{last}"
    return f"{sheet}, {rows}" if sheet else rows


def sheet_of(label: str) -> str:
    """The sheet a page of spreadsheet rows is on, from its stored label ("P&L, rows 4-43" -> "P&L");
    "" for a CSV file's page or any other label."""
    match = _ROWS.match(label)
    return (match.group("sheet") or "") if match else ""


def row_words(text: str) -> str:
    """A spreadsheet row's line without its "Row 12: " start, whose number is the row's place, not
    a figure the row states ("Row 3: Sgurr 2 | Price (£): 329" is no answer about a "Sgurr 3");
    any other text as it is."""
    match = ROW_LINE.match(text)
    return text[match.end() :] if match else text


def row_prefix(number: int) -> str:
    """How the line of spreadsheet row ``number`` starts on its page: "Row 12: "."""
    return ROW_PREFIX.format(number=number)


def sheet_row(file_type: str, page_text: str, offset: int) -> int | None:
    """The spreadsheet row the text at ``offset`` of a page stands on (None outside a sheet's row line)."""
    if file_type not in _SHEETS:
        return None
    start = page_text.rfind("\n", 0, max(offset, 0)) + 1
    match = ROW_LINE.match(page_text, start)
    return int(match.group(1)) if match else None


def file_type_of(name: str) -> str:
    """The file type a document's name implies ("report.docx" -> "docx"); "" when it names none."""
    fmt = format_for_name(name)
    return fmt.kind.value if fmt is not None else ""


def location(
    file_type: str, page: int, page_label: str | None = None, *, row: int | None = None, detailed: bool = False
) -> str:
    """Where page ``page`` (or, with ``row``, one spreadsheet row on it) is, in words.

    Args:
        file_type: the document's type ("pdf", "docx", ...; see :func:`file_type_of`), "" if unknown.
        page: the page number the library stores (1-based).
        page_label: the label stored with the page ("iv", "section 3 · 2. Rules", "P&L, rows 4-43").
        row: for a quote that is a spreadsheet cell or row, the sheet row it stands on.
        detailed: add a PDF's own page label ("page 12 (labelled 10)"), for the "why" details.

    Returns:
        "page 12", "section 3 · 2. Rules", "P&L, rows 4-43", "P&L, row 12" (see the module docstring).
    """
    label = " ".join((page_label or "").split())
    if file_type in _SHEETS or (not file_type and _ROWS.match(label)):
        match = _ROWS.match(label)
        if row is not None:
            sheet = (match.group("sheet") or "") if match else ""
            return f"{sheet}, row {row}" if sheet else f"row {row}"
        return label or f"page {page}"
    if file_type in _PAGED or (not file_type and not label.startswith(("section ", "page "))):
        if detailed and label and label != str(page):
            return f"page {page} (labelled {label})"
        return f"page {page}"
    if label:  # "section 3 · 2. Rules", "section 3" (stored before headings were), "page 3 · 2. Rules"
        return label
    return f"section {page}" if file_type in _SECTIONED else f"page {page}"


def with_position(where: str, page: int, pages: int) -> str:
    """A location with the page's place among the document's pages, for the viewer's header:
    "page 2 of 5" ("page 1 of 1" too), "section 3 · 2. Rules (3 of 4)", "P&L, rows 4-43 (1 of 3)"
    (a document of one section or page of rows: the location alone)."""
    plain = f"page {page}"
    if where == plain:
        return f"{plain} of {pages}"
    return f"{where} ({page} of {pages})" if pages > 1 else where
