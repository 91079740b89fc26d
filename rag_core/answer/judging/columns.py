"""What a page's table says about its columns and sections as a whole, beyond any one row.

- A label that stands under several sections ("Stores" for the whole, then under "Canada" and
  "Mexico") is each section's part: the section's name narrows it (:func:`part_name`).
- A column headed by two years ("Total Backlog | 2018 | 2017": two header lines read as one)
  says no period (:func:`two_years`).
- A column of percentages beside the same header's amounts, with "%" printed on its first row
  only ("Product sales | 2019 | $ 1,975 | 30 %", "Total net revenues | 2019 | 6,489 | 100"),
  holds no amount (:func:`percent_columns`).
"""

from __future__ import annotations

import re

from rag_core.ingest.tables import TableCell, TableRow
from rag_core.text.measures import Lexicon, Measure

__all__ = ["HEADING_WORD", "label_sections", "part_name", "percent_columns", "two_years"]

# A word of a heading, a section or a label ("Costs", "U.S.", "non-GAAP"); rows.py reads them the same way.
HEADING_WORD = re.compile(r"[A-Za-z][\w.\-]*")
# A column header line that is a year alone ("2018", "2017 (1)").
_BARE_YEAR = re.compile(r"\(?((?:19|20)\d\d)\)?(?:\s*\(\w\))?")


def label_sections(rows: tuple[TableRow, ...]) -> dict[str, set[str]]:
    """Each row label (lower case) and the sections it stands under on the page ("" for none)."""
    sections: dict[str, set[str]] = {}
    for row in rows:
        sections.setdefault(row.label.lower(), set()).add(getattr(row, "section", "").lower())
    return sections


def part_name(section: str, measure: Measure, lexicon: Lexicon, allowed: set[str] | frozenset[str]) -> str:
    """The section's name when it names a part ("Canada"): in capitals, not the measure
    ("Revenues") nor a statement's group ("Costs and expenses:"), not a word the question uses."""
    words = HEADING_WORD.findall(section)
    if not words or lexicon.hits_of(section, measure) or section.rstrip().endswith(":"):
        return ""
    if not all(w[:1].isupper() for w in words):
        return ""
    return next((w for w in words if w.lower() not in allowed), "")


def two_years(cell: TableCell) -> bool:
    """Whether the cell's column is headed by two different years, each a header line of its own."""
    return len({m.group(1) for h in cell.header if (m := _BARE_YEAR.fullmatch(h.strip()))}) > 1


def percent_columns(rows: tuple[TableRow, ...]) -> frozenset[tuple[int, tuple[str, ...]]]:
    """(position, header) of the columns of percentages beside amounts under the same header."""
    found: set[tuple[int, tuple[str, ...]]] = set()
    for row in rows:
        heads = [c.header for c in row.cells]
        found |= {
            (k, c.header)
            for k, c in enumerate(row.cells)
            if c.value.strip().endswith("%") and heads.count(c.header) > 1
        }
    return found
