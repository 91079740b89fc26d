"""The header rows of a Word, web page or sheet table read as a grid of cell texts: how many
leading rows head its columns, and which header fragments head each column."""

from __future__ import annotations

import re

from rag_core.ingest.table_text import IS_YEAR, VALUE

__all__ = ["column_headers", "header_rows", "is_value"]

_SPACED_SIGN = re.compile(r"(?<=[$(])\s+|\s+(?=[%)])")  # "$ 4,565.4", "12.5 %" written in one cell
_MAX_HEADER_ROWS = 4  # leading rows without figures read as a table's header


def is_value(text: str) -> bool:
    """A figure ("1,250", "(347)", "12.5%", "$ 4,565.4", "$(19,045)"), not a year or a word."""
    return bool(VALUE.fullmatch(_SPACED_SIGN.sub("", text))) and not IS_YEAR.fullmatch(text)


def _two_cells_not_year(row: list[str]) -> bool:
    """Whether a row has two cells and its second is no year (a header's lower row may give one)."""
    return len(row) == 2 and not IS_YEAR.fullmatch(row[1].strip())


def _particular(row: list[str]) -> bool:
    """Whether a two-column row is a particular and its value, not a header: "Launch date | 2 March
    2011" heads no column (a value has figures; a header's second cell has none, or is a year)."""
    return _two_cells_not_year(row) and any(ch.isdigit() for ch in row[1])


def _labelled(row: list[str]) -> bool:
    """Whether a two-column row under a header row is a label and its value, not more of the header:
    "Landlord | Daniel Okafor and Helen Okafor" under "Item | Details" (a header's lower rows leave
    the labels' cell empty, "| 2023", or give a year)."""
    return _two_cells_not_year(row) and bool(row[0].strip()) and bool(row[1].strip())


def header_rows(grid: list[list[str]]) -> int:
    """How many leading rows of a table without marked headers are its header: the first row (unless
    a cell after its first is a figure, or it is a particular and its value: then the table has no
    header row), and the rows under it that hold no figure either ("2023 | 2022" under "Three Months
    Ended"), when figures follow them."""
    if len(grid) < 2:
        return 0
    lead = 0  # rows of a first cell alone over the header row ("Year Ended May 31," over "| 2019 | 2018")
    while lead < min(_MAX_HEADER_ROWS, len(grid) - 2) and grid[lead][:1] and not any(grid[lead][1:]):
        lead += 1
    first = [cell for cell in grid[lead][1:] if cell]
    if not first or any(is_value(cell) for cell in first) or _particular(grid[lead]):
        return 0
    count = lead + 1
    while count < min(_MAX_HEADER_ROWS, len(grid) - 1):
        rest = [cell for cell in grid[count][1:] if cell]
        if not rest or any(is_value(cell) for cell in rest) or _labelled(grid[count]):
            break
        count += 1
    figures = any(is_value(cell) for row in grid[count:] for cell in row[1:] if cell)
    return count if figures else 1  # a table of words: its first row heads it


def column_headers(grid: list[list[str]], count: int) -> list[tuple[str, ...]]:
    """Each column's header fragments, top to bottom, from the first ``count`` rows.

    Above the lowest header row, a header heads the empty cells right of it (a merged cell read as
    one filled cell and blanks: "Three Months Ended" over two columns), and a row's lone header
    heads every column after the labels ("Years Ended December 31," over "2022 | 2021 | 2020").
    """
    width = max((len(row) for row in grid), default=0)
    rows = [list(row) + [""] * (width - len(row)) for row in grid[:count]]
    for row in rows[:-1]:
        filled = [k for k in range(1, width) if row[k]]
        for j, k in enumerate(filled):
            end = filled[j + 1] if j + 1 < len(filled) else width
            for spanned in range(1 if len(filled) == 1 else k, end):
                row[spanned] = row[k]
    headers: list[tuple[str, ...]] = []
    for k in range(width):
        fragments: list[str] = []
        for row in rows:
            text = row[k]
            if text and (not fragments or fragments[-1] != text):
                fragments.append(text)
        headers.append(tuple(fragments))
    return headers
