"""A Markdown section's pipe tables read as tables, as Word's and HTML's are.

    | Status | Meaning                       |
    |--------|-------------------------------|
    | 401    | The API key is missing        |

was stored as its raw lines ("| 401 | The API key is missing |"): no row label, no column header,
so "What does error 401 mean?" found no cell to look up. A table is a header line, a delimiter
line ("|---|:--:|") and the lines under it that hold a pipe; each row becomes a line of the page
written as a Word or HTML table row is ("401 | Meaning: The API key is missing", see
:func:`rag_core.ingest.structured.row_block`) and a table row of the page (label, column header,
value). The section's other lines keep their text; a section without a table is read as before.
"""

from __future__ import annotations

import re

from rag_core.ingest.structured import Block, Draft, clean, clean_cell, page_texts, table_blocks

__all__ = ["section_with_tables"]

# "|---|:--:|", and a text grid's "+------+------+" (or "+======+" under its header)
_DELIMITER = re.compile(r"^\s*[|+]?\s*:?(?:-{3,}|={3,}):?\s*(?:[|+]\s*:?(?:-{3,}|={3,}):?\s*)*[|+]?\s*$")
_FENCE = re.compile(r"^ {0,3}(```|~~~)")
_SPLIT = re.compile(r"(?<!\\)\|")  # a cell's "\|" is a pipe written in it


def _cells(line: str) -> list[str]:
    """A table line's cells, the outer pipes dropped and each cell's text cleaned ("\\|" kept as "|")."""
    inner = line.strip()
    inner = inner[1:] if inner.startswith("|") else inner
    inner = inner[:-1] if inner.endswith("|") and not inner.endswith("\\|") else inner
    return [clean_cell(cell.replace("\\|", "|")) for cell in _SPLIT.split(inner)]


def _tables(lines: list[str]) -> list[tuple[int, int]]:
    """(first line, end line) of each pipe table among ``lines`` (not inside fenced code)."""
    found: list[tuple[int, int]] = []
    fenced = False
    n = 0
    while n < len(lines):
        if _FENCE.match(lines[n]):
            fenced = not fenced
        elif not fenced and "|" in lines[n] and n + 1 < len(lines) and _DELIMITER.match(lines[n + 1]):
            end = n + 2
            while end < len(lines) and ("|" in lines[end] or _DELIMITER.match(lines[end])) and lines[end].strip():
                end += 1  # a grid's rule between rows and under the last one belongs to it
            found.append((n, end))
            n = end
            continue
        n += 1
    return found


def section_with_tables(lines: list[str], label: str) -> tuple[str, str] | None:
    """The text of a Markdown section whose pipe tables are laid out as table rows, and the rows as
    JSON (see :func:`rag_core.ingest.structured.page_texts`); None when it holds no pipe table.
    A table's number only tells its rows from another table's on the same page."""
    spans = _tables(lines)
    if not spans:
        return None
    blocks: list[Block] = []
    at = 0
    for number, (first, end) in enumerate(spans):
        blocks += _paragraphs(lines[at:first])
        grid = [_cells(lines[first])] + [_cells(line) for line in lines[first + 2 : end] if not _DELIMITER.match(line)]
        blocks += [block for row in table_blocks(grid, number, marked_headers=1) for block in row]
        at = end
    blocks += _paragraphs(lines[at:])
    pages, tables = page_texts([Draft(label, tuple(blocks))])
    return pages[0].text, tables.get(1, "[]")


def _paragraphs(lines: list[str]) -> list[Block]:
    """The blocks of the lines between tables: one per run of lines without a blank line."""
    out: list[Block] = []
    run: list[str] = []
    for line in [*lines, ""]:
        if _DELIMITER.match(line):
            line = ""  # a grid's top rule, a horizontal rule: no words
        if line.strip():
            run.append(line)
        elif run:
            text = clean("\n".join(run))
            if text:
                out.append(Block(text))
            run = []
    return out
