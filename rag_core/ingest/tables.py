"""Statement tables recovered as labelled rows, every string verbatim from the page's plain text.

pypdf's plain text flattens a table ("Revenues $ 12,734 $ 27,742") and loses which column a value
sits in; its layout mode keeps the columns aligned. :func:`rows_from_layout` reads the columns from
the layout text, then checks each label, value, header fragment, title and unit against the plain
text (the text the product stores and quotes) and drops what it cannot find there, so a row never
says anything the page does not. :func:`rows_from_plain` is the fallback for text and Markdown.

The sandboxed PDF worker imports this module, so it and its helpers (:mod:`~rag_core.ingest.table_text`,
:mod:`~rag_core.ingest.table_headers`) use the standard library only.
"""

from __future__ import annotations

import re
import statistics
import unicodedata
from collections import Counter
from dataclasses import dataclass
from typing import Any

from rag_core.ingest.table_headers import CELL_REACH_SHARE, column_chunk, column_headers, column_reach
from rag_core.ingest.table_sections import Sections
from rag_core.ingest.table_text import (
    MONTH,
    PERIOD_WORD,
    TITLE,
    UNIT,
    VALUE,
    YEAR,
    Cell,
    Chunk,
    Line,
    Verifier,
    chunks,
    continues,
    find_label,
    find_value,
    parse_line,
    title_and_unit,
)

_PERIOD_KINDS = (  # period expressions a plain-text header line ends with, most specific first
    re.compile(rf"\b{MONTH} \d{{1,2}}, {YEAR}$"),
    re.compile(rf"\b(?:Fiscal|FY|Q[1-4]|[1-4]Q|H[12]) ?{YEAR}$", re.I),
    re.compile(rf"(?<![\w,.$]){YEAR}$"),
)
_NOT_LABEL = re.compile(r"(?:page|exhibit|note|table|item|part)\b.{0,12}", re.I)  # "Exhibit 5", "Page 7 of 15"
_HEADER_REACH = 10  # lines above a table's first row searched for its header block
_MAX_MARGIN_LINES = 1  # lines at the label margin a header block may hold between its column headers
_PREAMBLE_REACH = 8  # lines (layout: chunks) above a header block searched for the title and unit
_MAX_STRAY_SHARE = 0.2  # more cells off the columns than this: find the columns by clustering right edges
_EDGE_JITTER = 3  # characters right edges of one column differ by in layout text
_MAX_CAPTION_WORDS = 8  # words before the periods of a plain-text header line ("Years ended December 31,")
_MAX_SECTION_WORDS = 14  # a longer line without numbers is prose and ends a plain-text table
_MAX_HEADING_WORDS = 10  # a longer line without values inside a table is a note, not a section heading
_MIN_ROWS = 2  # fewer verified rows under a header is prose that happens to end in numbers
_MIN_HEADERLESS_ROWS = 3
_MIN_TABULAR_LINES = 3  # looks_tabular: lines ending (or starting) with two or more numbers
_MIN_SINGLE_LINES = 8  # looks_tabular: lines ending in one number
_LEADING_WORDS = 4  # looks_tabular: "$ 1,944 $ 1,786 Short-term investments" starts with numbers


@dataclass(frozen=True, slots=True)
class TableCell:
    """One value of a row and its column's whole header, top to bottom: each header spanning the
    column first ("Three Months Ended", "July 30, 2023"); every fragment verbatim on the page."""

    header: tuple[str, ...]
    value: str

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form."""
        return {"header": list(self.header), "value": self.value}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> TableCell:
        """Inverse of :meth:`to_dict`."""
        return cls(header=tuple(str(h) for h in data.get("header", ())), value=str(data["value"]))


@dataclass(frozen=True, slots=True)
class TableRow:
    """A table row: its label, its cells, the table's title and unit line, and the section heading
    it stands under in its table ("North America", "Current assets:"); "" for each when not found."""

    label: str
    cells: tuple[TableCell, ...]
    title: str = ""
    unit: str = ""
    section: str = ""

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form."""
        return {
            "label": self.label,
            "cells": [c.to_dict() for c in self.cells],
            "title": self.title,
            "unit": self.unit,
            "section": self.section,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> TableRow:
        """Inverse of :meth:`to_dict`; rows stored before sections were read load with section ""."""
        return cls(
            label=str(data["label"]),
            cells=tuple(TableCell.from_dict(c) for c in data["cells"]),
            title=str(data.get("title", "")),
            unit=str(data.get("unit", "")),
            section=str(data.get("section", "")),
        )


def _place(rows: list[tuple[Cell, ...]]) -> tuple[list[float], list[dict[int, Cell]]]:
    """Column right edges, and each row's cells by column.

    The columns are where the widest cell count common in the table puts its right edges; a sparse
    table (a statement of equity) that leaves many cells off those falls back to clusters of right
    edges. A cell far from every column (a footnote mark set apart after the label) is left out.
    """
    counts = Counter(len(cells) for cells in rows)
    width = max(n for n, k in counts.items() if 2 * k >= max(counts.values()))
    ends = [statistics.median(c[k].end for c in rows if len(c) == width) for k in range(width)]
    placed = _assign(rows, ends)
    if sum(map(len, placed)) < (1 - _MAX_STRAY_SHARE) * sum(map(len, rows)):
        edges = sorted(c.end for cells in rows for c in cells)
        groups = [[edges[0]]]
        for edge in edges[1:]:
            if edge - groups[-1][-1] <= _EDGE_JITTER:
                groups[-1].append(edge)
            else:
                groups.append([edge])
        clustered = [statistics.median(g) for g in groups if len(g) >= _MIN_ROWS]
        if len(clustered) > width:
            ends, placed = clustered, _assign(rows, clustered)
    return ends, placed


def _assign(rows: list[tuple[Cell, ...]], ends: list[float]) -> list[dict[int, Cell]]:
    """Each cell in the nearest column within reach, the nearer cell winning a column both want."""
    reach, placed = column_reach(ends, CELL_REACH_SHARE), []
    for cells in rows:
        placed.append({})
        for cell in sorted(cells, key=lambda c: min(abs(c.end - e) for e in ends)):
            column = min(range(len(ends)), key=lambda k: abs(cell.end - ends[k]))
            if abs(cell.end - ends[column]) <= reach and column not in placed[-1]:
                placed[-1][column] = cell
    return placed


def _header_above(lines: list[Line], first: int) -> int | None:
    """Top line of the header block above data line ``first`` (section lines stepped over), or None.

    Inside the block, a line at the label margin ("(in billions, except ratios and where otherwise"
    beside wrapped column headers) is stepped over when column headers stand above it.
    """
    head, blank, margin, value_left = None, False, 0, lines[first].cells[0].left
    for n in range(first - 1, max(-1, first - 1 - _HEADER_REACH), -1):
        if lines[n].data or (blank and not lines[n].text.strip()):
            break
        if not lines[n].text.strip():
            blank = head is not None
            continue
        pieces = chunks(lines[n].text)
        columns = sum(column_chunk(chunk, value_left, reaching=True) for chunk in pieces)
        if margin and columns < len(pieces) and not _period_over_columns(pieces, columns):
            break  # above a line at the label margin only column headers continue the block, never prose
        if columns > (1 if blank else 0):  # past a gap, one centred line is a title, not a header
            head, blank, margin = n, False, 0
        elif head is not None and (blank or margin >= _MAX_MARGIN_LINES or len(lines[n].text.rstrip()) >= value_left):
            break
        elif head is not None:
            margin += 1
    return head


def _period_over_columns(pieces: list[Chunk], columns: int) -> bool:
    """Whether a header line is the label column's period beside two or more column headers ("Three
    months ended September 30" at the margin, "Net revenue", "Change", "Segment operating income"
    over the columns): the top of the header block, above the years line."""
    return columns >= 2 and columns == len(pieces) - 1 and PERIOD_WORD.search(pieces[0][2]) is not None


def _layout_table(lines: list[Line], head: int, first: int, stop: int, page: Verifier) -> list[TableRow]:
    """Verified rows of the table whose header block starts at ``head`` and first row is ``first``."""
    data = [n for n in range(first, stop) if lines[n].data]
    ends, by_row = _place([lines[n].cells for n in data])
    placed = dict(zip(data, by_row))
    if not any(by_row):
        return []
    first_column = min(k for cells in placed.values() for k in cells)
    table_left = statistics.median(c[first_column].left for c in placed.values() if first_column in c)
    labels: dict[int, tuple[str, bool]] = {}  # data line -> (verified label, whether it took the line above)
    for n in data:
        left = placed[n][min(placed[n])].left if placed[n] else 0
        if len(lines[n].text[:left].rstrip()) > table_left:
            continue  # no cells, or prose running into the value columns up to a number at its end
        above = lines[n - 1].text if n > first and not placed.get(n - 1) else ""  # no cell in a column
        above = above.strip() if len(above.rstrip()) <= left else ""
        own = lines[n].text[:left].strip()
        label = find_label(own, above, page)
        labels[n] = label, bool(above) and label != find_label(own, "", page)
    # Headings may stand between the header block and the first row, under its lowest line over the values;
    # a year's line there ("2022" over that year's rows) heads rows, not columns.
    start = max((n + 1 for n in range(head, first) if len(lines[n].text.rstrip()) > table_left), default=head)
    years = {n for n in range(start, first) if _year_line(lines[n], table_left)}
    headers, units = column_headers([lines[n].text for n in range(head, first) if n not in years], by_row, ends, page)
    preamble: list[str] = []
    for line in reversed(lines[max(0, head - _HEADER_REACH - _PREAMBLE_REACH) : head]):
        if line.data or len(preamble) >= _PREAMBLE_REACH:
            break
        preamble += [text for _, _, text in reversed(chunks(line.text))]
    title, unit = title_and_unit(units + preamble, page)
    rows, sections = [], Sections()
    for n in range(start, stop):
        text = lines[n].text
        if n not in labels:
            valued = lines[n].cells and not _year_line(lines[n], table_left)
            heading = "" if valued or labels.get(n + 1, ("", False))[1] else _heading(text, table_left, page)
            if heading:
                sections.heading(heading, _indent(text))
            continue
        label = labels[n][0]
        values = [(k, find_value(cell, page)) for k, cell in sorted(placed[n].items())]
        if label and all(v for _, v in values) and not _NOT_LABEL.fullmatch(label):
            section = sections.row(label, _indent(lines[n - 1].text if labels[n][1] else text))
            cells = tuple(TableCell(headers[k], v) for k, v in values)
            rows.append(TableRow(label, cells, title, unit, section))
    if head < first:
        return rows if len(rows) >= _MIN_ROWS else []
    return rows if len(rows) >= _MIN_HEADERLESS_ROWS and len(ends) > 1 else []


def _year_line(line: Line, table_left: float) -> bool:
    """A line of a year alone left of the values ("2022" over that year's rows): a heading of rows."""
    return (
        bool(line.cells)
        and not line.data
        and not line.text[: line.cells[0].left].strip()
        and len(line.text.rstrip()) <= table_left
    )


def _indent(text: str) -> int:
    return len(text) - len(text.lstrip())


def _heading(text: str, table_left: float, page: Verifier) -> str:
    """The verified text of a section heading line inside a table ("North America", "Current
    assets:"), or "": one short run of words left of the values, not a sentence, a unit, a note, a
    statement's title (unless it heads rows: "Statements of Cash Flows:"), nor a wrapped label's
    first or last line ("Restructuring charges and", "for taxes on income")."""
    words = " ".join(text.split())
    if (
        not words
        or len(text.rstrip()) > table_left
        or len(words.split()) > _MAX_HEADING_WORDS
        or len(chunks(text)) > 1
        or words.endswith(".")
        or words.startswith(("(", "*"))
        or words[0].islower()
        or continues(words)
        or UNIT.search(words)
        or (TITLE.search(words) and not words.endswith(":"))
        or _NOT_LABEL.fullmatch(words)
    ):
        return ""
    return page.find(words)


def rows_from_layout(layout_text: str, plain_text: str) -> list[TableRow]:
    """Rows of the tables on a page, read from pypdf's layout text and verified against its plain text.

    Args:
        layout_text: ``page.extract_text(extraction_mode="layout")``.
        plain_text: the page's stored text (``normalize_text(page.extract_text())``).

    Returns:
        One :class:`TableRow` per table row whose label and values occur in ``plain_text``; header
        fragments, titles and units that do not occur there are left out. [] for a prose page.
    """
    page = Verifier.of(plain_text)
    lines = [parse_line(unicodedata.normalize("NFKC", text).rstrip(), layout=True) for text in layout_text.splitlines()]
    starts: list[tuple[int, int]] = []  # (first header line, first data line) of each table
    for n, line in enumerate(lines):
        if line.data and ((head := _header_above(lines, n)) is not None or not starts):
            starts.append((n if head is None else head, n))
    rows: list[TableRow] = []
    for i, (head, first) in enumerate(starts):
        rows += _layout_table(lines, head, first, starts[i + 1][0] if i + 1 < len(starts) else len(lines), page)
    return rows


def _period_header(line: str) -> tuple[str, list[str]] | None:
    """("Years ended December 31,", ["2022", "2021"]) for a line ending in period expressions."""
    rest = " ".join(line.split())
    kind = next((k for k in _PERIOD_KINDS if k.search(rest)), None)
    periods: list[str] = []
    while kind and (match := kind.search(rest)) is not None:
        periods.insert(0, match.group())
        rest = rest[: match.start()].rstrip()
    if not periods or len(rest.split()) > _MAX_CAPTION_WORDS or rest.endswith(".") or parse_line(line).data:
        return None
    return rest, periods


def _plain_table(lines: list[str], at: int, page: Verifier, out: list[TableRow]) -> int:
    """Rows with one value per period under the header line ``lines[at]``; returns the next line's index."""
    caption, periods = _period_header(lines[at]) or ("", [])
    top = (page.find(caption),) if PERIOD_WORD.search(caption) and not UNIT.search(caption) else ()
    title, unit = title_and_unit([caption] + _preamble(lines, at), page)
    headers = [top + tuple(found for found in (page.find(p),) if found) for p in periods]
    rows, above, n, sections = [], "", at + 1, Sections()
    for n in range(at + 1, len(lines) + 1):
        text = " ".join(lines[n].split()) if n < len(lines) else "|"
        line = parse_line(text)
        if line.data:
            own = text[: line.cells[0].left].strip()
            label = find_label(own, above, page)
            if above and label == find_label(own, "", page) and (heading := _heading(above, len(above), page)):
                sections.heading(heading)  # the line above heads this row, it does not begin its label
            values = [find_value(cell, page) for cell in line.cells]
            if label and all(values) and len(values) == len(periods):
                cells = tuple(TableCell(h, v) for h, v in zip(headers, values))
                rows.append(TableRow(label, cells, title, unit, sections.row(label)))
        elif text.startswith("|") or _period_header(text) or len(text.split()) > _MAX_SECTION_WORDS:
            break
        above = "" if line.cells else text
    out += rows if len(rows) >= _MIN_ROWS else []
    return n


def _preamble(lines: list[str], at: int) -> list[str]:
    """The lines above ``lines[at]``, nearest first, Markdown heading marks dropped."""
    return [" ".join(t.lstrip("#").split()) for t in reversed(lines[max(0, at - _PREAMBLE_REACH) : at])]


def _markdown_rows(lines: list[str], preamble: list[str], page: Verifier) -> list[TableRow]:
    """Rows of a Markdown pipe table; its first row holds the column headers."""
    grid = [[c.strip() for c in line.strip().strip("|").split("|")] for line in lines]
    grid = [r for r in grid if not all(re.fullmatch(r":?-{2,}:?", c) or not c for c in r)]
    head = grid[0] if grid else []
    title, unit = title_and_unit(head[:1] + preamble, page)
    rows, sections = [], Sections()
    for row in grid[1:]:
        cells = []
        for k, text in enumerate(row[1:], start=1):
            parsed = parse_line(text).cells
            if len(parsed) == 1 and parsed[0].left == 0 and (value := find_value(parsed[0], page)):
                header = page.find(head[k]) if k < len(head) else ""
                cells.append(TableCell((header,) if header else (), value))
        if page.find(row[0]) and not cells and not any(row[1:]):
            sections.heading(page.find(row[0]))  # a row of a label alone heads the rows below it
        elif page.find(row[0]) and cells:
            rows.append(TableRow(page.find(row[0]), tuple(cells), title, unit, sections.row(page.find(row[0]))))
    return rows


def rows_from_plain(plain_text: str) -> list[TableRow]:
    """Rows of plain-text tables: a header line of N periods ("Fiscal Years Ended 2023 2022") followed
    by "label v1 ... vN" lines, and Markdown pipe tables. Every string returned occurs in ``plain_text``."""
    page = Verifier.of(plain_text)
    lines = plain_text.splitlines()
    rows: list[TableRow] = []
    n = 0
    while n < len(lines):
        if lines[n].lstrip().startswith("|"):
            end = next((m for m in range(n, len(lines)) if not lines[m].lstrip().startswith("|")), len(lines))
            rows += _markdown_rows(lines[n:end], _preamble(lines, n), page)
            n = end
        elif _period_header(lines[n]):
            n = _plain_table(lines, n, page, rows)
        else:
            n += 1
    return rows


def looks_tabular(plain_text: str) -> bool:
    """Cheap test for a page worth laying out: lines ending (or, in some filings, starting) with 2+
    numbers, or many lines ending in one number (single-column tables, cells extracted one per line)."""
    ending = starting = single = 0
    for text in plain_text.splitlines():
        count = len(parse_line(text).cells)
        ending += count >= 2
        single += count == 1
        starting += sum(1 for w in text.split()[:_LEADING_WORDS] if VALUE.fullmatch(w)) >= 2
    return ending >= _MIN_TABULAR_LINES or starting >= _MIN_TABULAR_LINES or single >= _MIN_SINGLE_LINES
