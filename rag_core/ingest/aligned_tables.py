"""Tables of words recovered from a PDF page's layout text: a policy schedule's cover table, an
offer letter's "Summary of salary and benefits", a fee list.

pypdf's plain text runs such a table's cells together ("Probation period Six months Notice period
during probation One week by either party"), so neither the row nor the column of a value is
kept. Its layout mode keeps the columns apart by runs of spaces, at the same place line after line:

    Item                                Details
    Probation period                    Six months
    Notice period during probation      One week by either party

:func:`rows_from_aligned` reads such blocks as rows (the first cell the label, the others values
under the header line's words), and keeps only what the plain text says verbatim. Tables of figures
are :func:`rag_core.ingest.tables.rows_from_layout`'s; prose set in two columns is no table (its
"labels" are long runs of words).

Standard library only: the sandboxed PDF worker imports this module.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rag_core.ingest.tables import TableCell, TableRow
from rag_core.ingest.table_text import Verifier, chunks

__all__ = ["looks_aligned", "rows_from_aligned"]

_JITTER = 2  # characters a column's cells may start apart by in layout text
_MIN_LINES = 3  # a header line and two rows, or three rows
_MIN_ROWS = 2
_MAX_LABEL_WORDS = 7  # a longer first cell is a line of prose set in columns
_MAX_HEADER_WORDS = 5
_MAX_TITLE_WORDS = 10
_WORDY = re.compile(r"[A-Za-z]{3,}")
_DIGIT = re.compile(r"\d")
_SENTENCE_END = re.compile(r"[.;:,!?]$")
# A list's marks in the first column are no labels: "•", "-", "a.", "(b)", "3)".
_LIST_MARK = re.compile(r"[•·▪◦*\-–—]|\(?(?:[A-Za-z]{1,2}|\d{1,2}|[ivx]{1,4})[.)]")
_SHORT_LINE_WORDS = 12  # looks_aligned: a table row's line in the plain text is short ...
_MIN_SHORT_RUN = 4  # ... and so are the lines around it


@dataclass(frozen=True, slots=True)
class _Block:
    """Consecutive aligned lines: each line's cells keyed by the column they start in."""

    columns: tuple[int, ...]
    lines: tuple[dict[int, str], ...]
    above: str  # the line above the block, "" when blank


def looks_aligned(plain_text: str) -> bool:
    """Cheap test for a page worth laying out for a table of words: a run of short lines that end
    no sentence (a table's rows, one per line in the plain text)."""
    run = 0
    for text in plain_text.splitlines():
        words = text.split()
        short = 0 < len(words) <= _SHORT_LINE_WORDS and not _SENTENCE_END.search(text.rstrip())
        run = run + 1 if short else 0
        if run >= _MIN_SHORT_RUN:
            return True
    return False


def rows_from_aligned(layout_text: str, plain_text: str) -> list[TableRow]:
    """Rows of the tables of words on a page, read from pypdf's layout text; every label, value,
    header and title is a string of ``plain_text`` (the page's stored text). [] for a prose page."""
    page = Verifier.of(plain_text)
    rows: list[TableRow] = []
    for block in _blocks(layout_text.splitlines()):
        rows += _rows(block, page)
    return rows


def _column(columns: tuple[int, ...], start: int) -> int | None:
    """The index of the column a cell starting at ``start`` sits in, or None."""
    return next((k for k, left in enumerate(columns) if abs(start - left) <= _JITTER), None)


def _blocks(lines: list[str]) -> list[_Block]:
    """Runs of lines whose cells start in the same columns (two or more a line; a line of one cell
    in a value column continues the cell above)."""
    found: list[_Block] = []
    n = 0
    while n < len(lines):
        cells = chunks(lines[n])
        if len(cells) < 2:
            n += 1
            continue
        columns = tuple(start for start, _, _ in cells)
        block = [{k: text for k, (_, _, text) in enumerate(cells)}]
        m = n + 1
        while m < len(lines):
            more = chunks(lines[m])
            placed = [(_column(columns, start), text) for start, _, text in more]
            if not more or any(k is None for k, _ in placed):
                break
            if len(more) == 1:
                k, text = placed[0]
                if not k or k not in block[-1]:
                    break  # a line at the label margin: a heading or prose, not a continued cell
                block[-1][k] += " " + text
            else:
                block.append({k: text for k, text in placed if k is not None})
            m += 1
        if len(block) >= _MIN_LINES:
            above = lines[n - 1].strip() if n else ""
            found.append(_Block(columns, tuple(block), above))
            n = m
        else:
            n += 1
    return found


def _is_header(line: dict[int, str], columns: int) -> bool:
    """Whether a block's first line names its columns ("Item   Details", "Section of cover   Cover
    Sum insured or limit   Excess"): short capitalised words, no figure; of a two-column block,
    two words at most a cell ("Job title   Senior Accounts Assistant" is a row)."""
    texts = list(line.values())
    limit = _MAX_HEADER_WORDS if columns > 2 else 2
    return len(texts) == columns and all(
        t[:1].isupper() and not _DIGIT.search(t) and len(t.split()) <= limit for t in texts
    )


def _rows(block: _Block, page: Verifier) -> list[TableRow]:
    """The verified rows of one block; [] when it is no table of words."""
    width = len(block.columns)
    head = block.lines[0] if _is_header(block.lines[0], width) else None
    body = block.lines[1:] if head is not None else block.lines
    labels = [line.get(0, "") for line in body]
    if len(body) < _MIN_ROWS or any(len(label.split()) > _MAX_LABEL_WORDS for label in labels):
        return []
    if any(_LIST_MARK.fullmatch(label) for label in labels):
        return []  # a list laid out with its marks apart
    if sum(any(_WORDY.search(t) for k, t in line.items() if k) for line in body) * 2 < len(body):
        return []  # a table of figures: rows_from_layout's
    headers = {k: page.find(text) for k, text in (head or {}).items()}
    title = block.above if block.above and len(block.above.split()) <= _MAX_TITLE_WORDS else ""
    title = page.find(title) if title and not _SENTENCE_END.search(title) else ""
    rows = []
    for line in body:
        label = page.find(line.get(0, ""))
        cells = tuple(
            TableCell((headers[k],) if headers.get(k) else (), value)
            for k in range(1, width)
            if (value := page.find(line.get(k, "")))
        )
        if label and cells:
            rows.append(TableRow(label, cells, title))
    return rows if len(rows) >= _MIN_ROWS else []


def set_apart(text: str, rows: list[TableRow]) -> str:
    """``text`` with a blank line before each line that holds one of ``rows`` and after the last of a
    run of them, so that each row reads as a sentence of its own, not run into the next ("Probation
    period Six months Notice period during probation One week by either party"). Only whitespace
    is added: every quote and row still reads as the page says."""
    if not rows:
        return text
    starts = {" ".join(f"{row.label} {row.cells[0].value}".split()) for row in rows if row.cells}
    out: list[str] = []
    inside = False
    for line in text.split("\n"):
        flat = " ".join(line.split())
        is_row = any(flat.startswith(start) for start in starts)
        if is_row or inside:
            out.append("")
        out.append(line)
        inside = is_row
    return "\n".join(out)
