"""Table rows of a retrieved page as answer candidates: a row label, a column header, a value.

Rows come from the page layout at ingest (stored per page) or, for pages without stored rows
(text files, documents indexed before tables were read), from the page text itself. Every piece
shown is verbatim on the page; the row's line on the page is its locator, so Open source can
highlight it.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache

from rag_core.ingest.tables import TableCell, TableRow, rows_from_plain
from rag_core.text.sentences import display

ROW_SEPARATOR = " | "
# The names of the primary statements: their rows are the most reliable statement of a figure.
STATEMENT_TITLE = re.compile(
    r"consolidated|statements?\s+of\s+(?:operations|earnings|income|cash\s+flows|financial\s+position)|balance\s+sheets?",
    re.IGNORECASE,
)
_MAX_LABEL_TO_VALUE = 400  # characters between a row's label and its value on the page text


def parse_rows(rows_json: str | None, page_text: str) -> tuple[TableRow, ...]:
    """The page's rows: the stored layout rows when there are any, else rows read from its text."""
    if rows_json:
        return _from_json(rows_json)
    return _from_text(page_text)


@lru_cache(maxsize=4096)
def _from_json(rows_json: str) -> tuple[TableRow, ...]:
    return tuple(TableRow.from_dict(item) for item in json.loads(rows_json))


@lru_cache(maxsize=4096)
def _from_text(page_text: str) -> tuple[TableRow, ...]:
    return tuple(rows_from_plain(page_text))


def _quality(rows: list[TableRow] | tuple[TableRow, ...]) -> int:
    """How much a reading of a page's tables recovered: cells that know their column header."""
    return sum(1 for row in rows for cell in row.cells if cell.header) * 2 + len(rows)


def best_rows(layout_json: str | None, page_text: str, marked: bool = False) -> str:
    """The better reading of a page's tables, as JSON: from its layout, or from its text.

    Layout wins on real statements (columns are positions); a page whose columns were never
    spaced out (a plain "Revenue $ 1,250 $ 1,100" line) reads better from its text. A file that
    marks its tables (``marked``: Word, web pages, sheets, Markdown) is read from its marks
    whenever they give rows: a table of particulars without a header ("Launch date | 2 March
    2011") has no column headers, and its text would be read as one with made-up ones.
    """
    if marked and layout_json and layout_json != "[]":
        return layout_json
    layout = [TableRow.from_dict(item) for item in json.loads(layout_json)] if layout_json else []
    plain = rows_from_plain(page_text)
    chosen = plain if _quality(plain) > _quality(layout) else layout
    return json.dumps([row.to_dict() for row in chosen], ensure_ascii=False)


def _flexible(text: str) -> str:
    return r"\s+".join(re.escape(part) for part in text.split())


def row_span(page_text: str, label: str, value: str) -> tuple[int, int] | None:
    """Span on the page text from a row's label to the end of the given value (None if not found)."""
    for label_match in re.finditer(_flexible(label), page_text):
        window_end = min(len(page_text), label_match.end() + _MAX_LABEL_TO_VALUE)
        value_match = re.search(
            r"(?<![\d,.])" + _flexible(value) + r"(?![\d,])", page_text[label_match.end() : window_end]
        )
        if value_match:
            return label_match.start(), label_match.end() + value_match.end()
    return None


@lru_cache(maxsize=16384)
def _label_pattern(label: str) -> re.Pattern[str]:
    return re.compile(rf"(?<!\w){_flexible(label)}")


@lru_cache(maxsize=4096)
def _label_spans(page_text: str, label: str) -> tuple[tuple[int, int], ...]:
    """Where a row label stands on a page (every cell of the row looks it up; a page's text hashes once)."""
    return tuple((m.start(), m.end()) for m in _label_pattern(label).finditer(page_text))


@lru_cache(maxsize=16384)
def _phrase_pattern(text: str) -> re.Pattern[str]:
    return re.compile(_flexible(text))


_FOOTNOTE = re.compile(r"(?:\([a-z0-9]{1,2}\)|\*+)\s*")  # "(a)", "(1)", "**" between figures
_LEADING = re.compile(r"\s*")
_DOLLAR = re.compile(r"\$\s*")
_SPACES = re.compile(r"\s+")


def _match_value(text: str, pos: int, value: str) -> int | None:
    """End of ``value`` written at ``pos`` (its words separated by any spaces), not inside a longer figure."""
    if pos > 0 and text[pos - 1] in "0123456789,.":
        return None
    for index, part in enumerate(value.split()):
        if index:
            gap = _SPACES.match(text, pos)
            if gap is None:
                return None
            pos = gap.end()
        if not text.startswith(part, pos):
            return None
        pos += len(part)
    if pos < len(text) and text[pos] in "0123456789,":
        return None
    return pos


def _match_cells(text: str, pos: int, values: tuple[str, ...]) -> int | None:
    """End of a row's figures up to the asked one, read in order from ``pos`` ("$", spaces and
    footnote marks between them), or None; tried as a regular expression would (most footnote
    marks skipped first, "$" only when needed, backtracking). Plain string matching: compiling a
    pattern per row cost ~0.8 ms a cell."""
    if not values:
        return pos
    stops = [_LEADING.match(text, pos).end()]  # type: ignore[union-attr]  # matches the empty string
    while (mark := _FOOTNOTE.match(text, stops[-1])) is not None and mark.end() > stops[-1]:
        stops.append(mark.end())
    for stop in reversed(stops):  # "(12)" may be a footnote mark or the figure itself
        starts = [stop]
        if (dollar := _DOLLAR.match(text, stop)) is not None:
            starts.append(dollar.end())
        for begin in starts:
            end = _match_value(text, begin, values[0])
            if end is not None and (rest := _match_cells(text, end, values[1:])) is not None:
                return rest
    return None


def cell_span(page_text: str, row: TableRow, cell: TableCell) -> tuple[int, int] | None:
    """Span on the page text from ``row``'s label to ``cell``, the asked cell of that row (None if not found).

    The row's cells are the figures that follow its label, in order ("$", spaces and footnote marks
    between them), so the span ends at the asked column even when the row prints the same figure
    twice. When labels repeat on the page ("Operating income" under "North America" and under
    "AWS"), the row is the one under its section heading. Falls back to :func:`row_span`.
    """
    if cell not in row.cells:
        return None
    asked = row.cells.index(cell)
    labels = _label_spans(page_text, row.label)
    values = tuple(c.value for c in row.cells[: asked + 1])
    found = [(start, end) for start, stop in labels if (end := _match_cells(page_text, stop, values)) is not None]
    if row.section and found:
        headings = [m.end() for m in _phrase_pattern(row.section).finditer(page_text)]
        starts = [start for start, _ in labels]
        under = [
            (start, end)
            for start, end in found
            if any(h <= start and not any(h <= other < start for other in starts) for h in headings)
        ]
        found = under or found
    return found[0] if found else row_span(page_text, row.label, cell.value)


def row_parts(row: TableRow, header: tuple[str, ...], value: str) -> tuple[str, ...]:
    """What a row answer shows: label, the section it stands under ("AWS"), column header(s), value,
    and the table's unit."""
    section = display(getattr(row, "section", "") or "")
    parts = [
        display(row.label),
        *([section] if section else []),
        *(display(h) for h in header if h.strip()),
        display(value),
    ]
    if row.unit.strip():
        parts.append(display(row.unit))
    return tuple(parts)


def parts_on_page(parts: tuple[str, ...] | list[str], page_text: str) -> bool:
    """True when every piece of a row answer occurs on the page (whitespace collapsed)."""
    squashed = display(page_text)
    return all(display(part) in squashed for part in parts)
