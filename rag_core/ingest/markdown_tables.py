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

A plain text file's table is often set in columns of spaces, each column's header underlined by a
run of dashes (a council's tax bands, a report printed from a database):

    Band   Property value at 1 April 1991   Annual charge 2026/27
    ----   ------------------------------   ---------------------
    D      £68,001 to £88,000               £2,392.15

Its runs of dashes give the columns (a figure set flush right ends under its run's end), so it is
read as a pipe table is; without them it was one run-together paragraph of cells.
"""

from __future__ import annotations

import re

from rag_core.ingest.structured import Block, Draft, clean, clean_cell, page_texts, table_blocks

__all__ = ["section_with_tables"]

# "|---|:--:|", and a text grid's "+------+------+" (or "+======+" under its header)
_DELIMITER = re.compile(r"^\s*[|+]?\s*:?(?:-{3,}|={3,}):?\s*(?:[|+]\s*:?(?:-{3,}|={3,}):?\s*)*[|+]?\s*$")
_FENCE = re.compile(r"^ {0,3}(```|~~~)")
_SPLIT = re.compile(r"(?<!\\)\|")  # a cell's "\|" is a pipe written in it
# "----   ----------   -----": the rule under an aligned table's header, a run of dashes per column
_RULE = re.compile(r"^[ \t]*[-=]{2,}(?:[ \t]{2,}[-=]{2,})+[ \t]*$")


def _cells(line: str) -> list[str]:
    """A table line's cells, the outer pipes dropped and each cell's text cleaned ("\\|" kept as "|")."""
    inner = line.strip()
    inner = inner[1:] if inner.startswith("|") else inner
    inner = inner[:-1] if inner.endswith("|") and not inner.endswith("\\|") else inner
    return [clean_cell(cell.replace("\\|", "|")) for cell in _SPLIT.split(inner)]


def _aligned_cells(line: str, cuts: list[int]) -> list[str]:
    """An aligned table line's cells: its text between the ends of the rule's runs of dashes (a
    cut inside a word moves past the word, so a cell a little wider than its rule stays whole)."""
    cells: list[str] = []
    at = 0
    for cut in [*cuts, len(line)]:
        cut = max(cut, at)
        while 0 < cut < len(line) and not line[cut - 1].isspace() and not line[cut].isspace():
            cut += 1
        cells.append(clean_cell(line[at:cut]))
        at = cut
    return cells


def _rule_cuts(rule: str) -> list[int]:
    """Where an aligned table's columns part: the end of each run of dashes but the last."""
    return [m.end() for m in re.finditer(r"[-=]{2,}", rule)][:-1]


def _tables(lines: list[str]) -> list[tuple[int, int]]:
    """(first line, end line) of each pipe table among ``lines`` (not inside fenced code), and of
    each table aligned by spaces under a rule of dashes (its header line the one over the rule)."""
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
        elif (
            not fenced
            and lines[n].strip()
            and "|" not in lines[n]
            and n + 1 < len(lines)
            and _RULE.match(lines[n + 1])
            and n + 2 < len(lines)
            and lines[n + 2].strip()
        ):
            end = n + 2
            while end < len(lines) and lines[end].strip():
                end += 1
            found.append((n, end))
            n = end
            continue
        n += 1
    return found


def _grid(lines: list[str]) -> list[list[str]]:
    """A table's header row and rows: a pipe table's cells, or an aligned table's cut at its rule."""
    if "|" in lines[0] and not _RULE.match(lines[1]):
        return [_cells(lines[0])] + [_cells(line) for line in lines[2:] if not _DELIMITER.match(line)]
    cuts = _rule_cuts(lines[1])
    grid = [_aligned_cells(lines[0], cuts)]
    for line in lines[2:]:
        cells = _aligned_cells(line, cuts)
        if _RULE.match(line) or not any(cells):
            continue
        if len(grid) > 1 and not cells[0]:  # a cell's words wrapped onto a line of their own
            grid[-1] = [f"{above} {below}".strip() for above, below in zip(grid[-1], cells)]
        else:
            grid.append(cells)
    return grid


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
        grid = _grid(lines[first:end])
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
