"""Section headings inside a table: the rows without values that name the rows below them.

Statements and segment tables group their rows under headings ("North America", "AWS", "Current
assets:", "Segment operating income:"); the same row label ("Operating income (loss)") then means a
different figure under each. :class:`Sections` follows the headings of one table top to bottom and
tells each row the heading it stands under. Standard library only: the PDF worker uses it.

A heading holds until the next heading at its level, until a row leaves its indentation (rows indented
under it, then a row back at the heading's margin), or after a total row that names it ("Total current
assets" closes "Current assets:"). A heading followed at once by another heading at the same margin
("ASSETS" over "Current assets:") stays open around it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

INDENT_JITTER = 1  # characters two lines set at one margin differ by in layout text


@dataclass(slots=True)
class _Heading:
    text: str
    indent: int
    rows_indent: int | None = None  # the margin of its first row; None while it has none


def _words(text: str) -> str:
    """Lower-case words, colons and footnote marks ("(1)", "(a)") dropped."""
    return " ".join(re.sub(r"\([a-z0-9]{1,2}\)|:", " ", text.lower()).split())


class Sections:
    """The headings open over the rows of one table, read top to bottom."""

    def __init__(self) -> None:
        """No heading open: a table starts outside any section."""
        self._open: list[_Heading] = []

    def heading(self, text: str, indent: int = 0) -> None:
        """A heading line (verbatim) at ``indent`` characters from the margin."""
        while self._open and (
            self._open[-1].indent > indent + INDENT_JITTER
            or (self._open[-1].rows_indent is not None and self._open[-1].indent >= indent - INDENT_JITTER)
        ):
            self._open.pop()  # deeper headings end, and so does a sibling that already had rows
        self._open.append(_Heading(text, indent))

    def row(self, label: str, indent: int = 0) -> str:
        """The section of the row ``label`` at ``indent``: the innermost heading open over it, or ""."""
        while self._open:
            top = self._open[-1]
            if top.rows_indent is None or not (
                indent < top.rows_indent - INDENT_JITTER and indent <= top.indent + INDENT_JITTER
            ):
                break
            self._open.pop()  # the row is back at the heading's margin, out of its indented rows
        if not self._open:
            return ""
        top = self._open[-1]
        if top.rows_indent is None:
            top.rows_indent = indent
        section = top.text
        name = _words(section)
        if name and _words(label) == f"total {name}":
            self._open.pop()  # "Total current assets" ends "Current assets:"
        return section
