"""The header of a table's label column, which names what its rows are.

"Membership | Monthly (GBP) | Annual (GBP)" over "Full | Monthly (GBP): 42 | Annual (GBP): 450":
"full membership" is said by the label and the header over it, never by a cell's own line ("How much
is full membership a month?" found "membership" missing from every cell, P 0.01-0.07). Read from the
page's header line (a line of headers only, holding every header of the row's cells); not a header
that names a period or holds a figure ("Year ended December 31", "2023"), which the period checks
read.
"""

from __future__ import annotations

import re
from functools import lru_cache

from rag_core import datafiles
from rag_core.ingest.tables import TableRow
from rag_core.locations import ROW_LINE
from rag_core.text.lexicon import MONTH_SET, tokens

__all__ = ["is_header_line", "label_header"]

_PERIOD_WORDS = frozenset(datafiles.load("english")["column_header_words"]) | MONTH_SET
_LABEL_WORDS = 4  # a label column's header is a short name ("Emissions source", "Membership")
_CELL = re.compile(r"\S: ")  # "Monthly (GBP): 42": a cell with its header, no header line


@lru_cache(maxsize=256)
def _header_lines(page_text: str) -> tuple[tuple[str, frozenset[str]], ...]:
    """Each line of the page made of headers only: its first part and the set of the others."""
    return tuple((parts[0], frozenset(parts[1:])) for line in page_text.split("\n") if (parts := _headers_only(line)))


def _headers_only(line: str) -> list[str]:
    """The parts of a line made of headers only ("Plan | Monthly price"), without its "Row N: "
    opening; [] for any other line (one part, an empty part, or a cell with its value)."""
    start = ROW_LINE.match(line)
    parts = [p.strip() for p in line[start.end() if start else 0 :].split("|")]
    return parts if len(parts) >= 2 and all(parts) and not any(_CELL.search(p) for p in parts) else []


def label_header(page_text: str, row: TableRow) -> str:
    """The header over the label column of ``row`` ("" when the page has no header line holding
    its cells' headers, or that header names a period or holds a figure)."""
    wanted = [h for h in (" ".join(cell.header) for cell in row.cells) if h]
    if not wanted:
        return ""
    if "|" not in page_text:
        return _words_only(_before_headers(page_text, " ".join(wanted)))
    for label, others in _header_lines(page_text):
        if all(h in others for h in wanted):
            return _words_only(label)
    return ""


def _words_only(label: str) -> str:
    """``label`` when it is words only, none of them a period's; else ""."""
    words = tokens(label)
    if not words or any(not t.lower.isalpha() or t.lower in _PERIOD_WORDS for t in words):
        return ""
    return label


@lru_cache(maxsize=256)
def _before_headers(page_text: str, headers: str) -> str:
    """What opens a PDF page's header line, read without separators: "Emissions source" of
    "Emissions source 2023 2024 Change" over rows whose cells' headers are "2023", "2024" and
    "Change" ("" when no line of the page ends with those headers after a few words)."""
    for line in page_text.split("\n"):
        line = line.strip()
        if line.endswith(f" {headers}"):
            label = line[: -len(headers)].strip()
            if 0 < len(label.split()) <= _LABEL_WORDS:
                return label
    return ""


def is_header_line(page_text: str, text: str) -> bool:
    """Whether ``text`` (a sentence of the page) is a table's header line over rows that give each
    of its headers with a value: "Plan | Average download speed | Monthly price | Contract" over
    "Fibre 100 | Average download speed: 100 Mbps | ...", which names columns and states nothing
    (it was quoted for "Which plan is the fastest?")."""
    line = text.strip()
    parts = _headers_only(line) if "|" in line else []
    if not parts:
        return False
    if all(any(ch.isdigit() for ch in p) for p in parts[1:]):
        return False  # "2019 | 2018 | 2017" says which periods the table gives ("In which years ...?")
    return any(
        all(f"{header}: " in row for header in parts[1:]) for row in page_text.split("\n") if row.strip() != line
    )
