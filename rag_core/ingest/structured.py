"""Documents read as blocks (Word, HTML, spreadsheets) made into pages, table rows and limits.

A block is one paragraph, heading or table row. A page's text is its blocks, each on its own
line(s), separated by a blank line, so the sentence splitter never joins two of them: a quote is
at most one paragraph or one row. A table row reads ``label | header: value | header: value``
(its column headers written next to each value, so a row quoted alone still says which column a
figure is in) and is also recorded as a :class:`~rag_core.ingest.tables.TableRow` for direct
answers from tables; every string in a recorded row occurs on the page text.

Where a page starts is the reader's choice (Word's rendered pages, sections, blocks of rows);
:class:`Pager` holds each page and the whole file within ``IngestSettings`` limits as blocks
arrive, so a hostile file is refused before most of its work is done.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path

from rag_core.errors import IngestError
from rag_core.ingest.normalize import count_solid_chars, garbled_share, normalize_text
from rag_core.ingest.grid_headers import column_headers, header_rows, is_value
from rag_core.ingest.table_sections import Sections
from rag_core.ingest.table_text import Verifier, coded_column, title_and_unit
from rag_core.ingest.tables import TableCell, TableRow
from rag_core.locations import section_label
from rag_core.settings import IngestSettings
from rag_core.types import DocumentInfo, PageText

CELL_SEPARATOR = " | "  # between the cells of a table row's line (as rows.ROW_SEPARATOR)
BLOCK_SEPARATOR = "\n\n"  # a blank line: the sentence splitter never joins across it
_PREAMBLE_REACH = 8  # blocks above a table searched for its title and unit (as tables.py)
# A table's title is a heading's length, but a sheet's first row names the whole sheet and may be
# longer: "Elmfield Lawn Tennis Club - Membership fees 2026/27 (1 April 2026 to 31 March 2027)"
# (16 words) titles its "Junior" row.
_SHEET_TITLE_WORDS = 24


def clean(raw: str) -> str:
    """Normalised text of one block (see ``normalize_text``), blank lines inside it closed up."""
    return "\n".join(line for line in normalize_text(raw).split("\n") if line)


def clean_cell(raw: str) -> str:
    """Normalised text of one table cell, on one line."""
    return " ".join(normalize_text(raw).split())


@dataclass(frozen=True, slots=True)
class Block:
    """One paragraph, heading or table row of a document, its text already cleaned."""

    text: str
    heading: int = 0  # 1-6 for a heading, 0 for anything else
    prefix: str = ""  # written before the text on the page ("Row 12: " in a spreadsheet)
    label: str = ""  # a table row: its row label (a cell, verbatim in text)
    cells: tuple[tuple[tuple[str, ...], str], ...] = ()  # a table row: (column header fragments, value)
    table: int = -1  # a table row: which table of the document (-1: not a row)
    page_breaks: int = 0  # Word: rendered page breaks just before this block
    new_section: bool = False  # an explicit page break just before this block

    @property
    def line(self) -> str:
        """The block as it reads on the page."""
        return self.prefix + self.text


def row_block(
    cells: list[str], headers: list[tuple[str, ...]], table: int, prefix: str = "", coded: bool = False
) -> Block:
    """A data row: its label (the first filled cell, unless that is a figure other than a ``coded``
    first column's code: "401" of "Status | Meaning") and each further filled cell under its header."""
    filled = [(k, text) for k, text in enumerate(cells) if text]
    label = ""
    if filled and (not is_value(filled[0][1]) or (coded and filled[0][0] == 0)):
        label = filled[0][1]
        filled = filled[1:]
    pieces = [label] if label else []
    recorded = []
    for k, value in filled:
        header = headers[k] if k < len(headers) else ()
        shown = " ".join(header).rstrip(":").strip()
        pieces.append(f"{shown}: {value}" if shown else value)
        recorded.append((header, value))
    return Block(
        CELL_SEPARATOR.join(pieces), prefix=prefix, label=label, cells=tuple(recorded) if label else (), table=table
    )


def table_blocks(grid: list[list[str]], table: int, marked_headers: int = 0) -> list[list[Block]]:
    """The blocks of each row of a Word or HTML table (cells cleaned, spanned cells repeated).

    ``marked_headers``: leading rows the file marks as headers (0: see :func:`header_rows`). A
    table of one column or one row is layout, not data: its cells become paragraphs.
    """
    filled = [row for row in grid if any(row)]
    width = max((len(dict.fromkeys(c for c in row if c)) for row in filled), default=0)
    if len(filled) < 2 or width < 2:
        return [[Block(cell) for cell in dict.fromkeys(c for c in row if c)] for row in grid]
    count = marked_headers or header_rows(filled)
    headers = column_headers(filled, count)
    coded = coded_column(filled, count)
    out: list[list[Block]] = []
    seen = 0
    for row in grid:
        if not any(row):
            out.append([])
        elif seen < count:
            out.append([Block(CELL_SEPARATOR.join(dict.fromkeys(c for c in row if c)), table=table)])
        else:
            out.append([row_block(row, headers, table, coded=coded)])
        seen += bool(any(row))
    return out


@dataclass(frozen=True, slots=True)
class Draft:
    """A page before it is written out: its label and its blocks."""

    label: str
    blocks: tuple[Block, ...]


class Pager:
    """Collects blocks into pages, refusing the file as soon as it passes a limit.

    ``what`` names the file's kind in messages ("Word document"); ``unit`` names a page of it
    ("page", "section", "rows").
    """

    def __init__(self, name: str, settings: IngestSettings, what: str) -> None:
        """An empty pager for the file ``name``."""
        self.name = name
        self.settings = settings
        self.what = what
        self.drafts: list[Draft] = []
        self.blocks: list[Block] = []
        self.chars = 0  # of the open page
        self.total = 0  # of the file
        self.cells = 0  # a spreadsheet's cells scanned, filled or empty

    def fits(self, block: Block) -> bool:
        """True when ``block`` still fits on the open page."""
        return self.chars + len(block.line) + len(BLOCK_SEPARATOR) <= self.settings.max_page_chars

    def add(self, block: Block, where: str) -> None:
        """Put ``block`` on the open page; ``where`` names it in a message ("section 3")."""
        size = len(block.line) + len(BLOCK_SEPARATOR)
        if size > self.settings.max_page_chars:
            raise IngestError(
                self.name,
                f"one paragraph or row in {where} holds {len(block.line):,} characters, over the "
                f"{self.settings.max_page_chars:,}-character limit per page (RAG_INGEST__MAX_PAGE_CHARS); "
                f"the {self.what} is probably machine-generated: split that text, or raise RAG_INGEST__MAX_PAGE_CHARS",
            )
        self.check_page(self.chars + size, where)
        self.blocks.append(block)
        self.chars += size

    def count(self, size: int) -> None:
        """Add ``size`` characters read to the file's total; refuse the file past ``max_file_chars``.

        Readers call this as they read (before pages are made), so a huge file stops early."""
        self.total += size
        if self.total > self.settings.max_file_chars:
            raise IngestError(
                self.name,
                f"the {self.what} holds at least {self.total:,} characters, over the "
                f"{self.settings.max_file_chars:,}-character limit per file (RAG_INGEST__MAX_FILE_CHARS); "
                "split it into smaller files and upload those, or raise RAG_INGEST__MAX_FILE_CHARS",
            )

    def count_cells(self, cells: int) -> None:
        """Add ``cells`` spreadsheet cells scanned (filled or empty); refuse the file past ``max_cells``."""
        self.cells += cells
        limit = self.settings.max_cells
        if self.cells > limit:
            raise IngestError(
                self.name,
                f"the {self.what} has more than {limit:,} cells to read (filled or empty: every row is read up to "
                f"the last used column), over the {limit:,}-cell limit (RAG_INGEST__MAX_CELLS); delete the unused "
                "columns and rows or split the file, or raise RAG_INGEST__MAX_CELLS",
            )

    def check_page(self, chars: int, where: str) -> None:
        """Refuse a page (one that cannot be cut, like a Word page) past ``max_page_chars``."""
        if chars > self.settings.max_page_chars:
            raise IngestError(
                self.name,
                f"{where} holds at least {chars:,} characters, over the {self.settings.max_page_chars:,}-character "
                "limit per page (RAG_INGEST__MAX_PAGE_CHARS); the file is probably machine-generated: "
                "split it, or raise RAG_INGEST__MAX_PAGE_CHARS",
            )

    def close(self, label: str, keep_empty: bool = False) -> None:
        """End the open page (dropped when empty, unless ``keep_empty``) under ``label``."""
        if not self.blocks and not keep_empty:
            return
        self.drafts.append(Draft(label, tuple(self.blocks)))
        self.blocks, self.chars = [], 0
        limit = self.settings.max_pages
        if len(self.drafts) > limit:
            raise IngestError(
                self.name,
                f"the {self.what} makes more than {limit:,} pages, over the {limit:,}-page limit "
                "(RAG_INGEST__MAX_PAGES); split it into smaller files and upload those, or raise RAG_INGEST__MAX_PAGES",
            )


def sections(pager: Pager, blocks: list[Block]) -> list[Draft]:
    """Numbered sections: a new one at each heading of level 1 or 2, at an explicit page break,
    after ``text_page_lines`` blocks, and before a block that would pass ``max_page_chars``.

    A section holding only headings so far is not ended by a heading (a title over a chapter).
    """
    limit = pager.settings.text_page_lines
    for block in blocks:
        started = bool(pager.blocks) and not all(b.heading for b in pager.blocks)
        if (
            started
            and ((0 < block.heading <= 2) or block.new_section)
            or len(pager.blocks) >= limit
            or (pager.blocks and not pager.fits(block))
        ):
            pager.close(section_label(len(pager.drafts) + 1, opening_heading(pager.blocks)))
        pager.add(block, section_label(len(pager.drafts) + 1))
    pager.close(section_label(len(pager.drafts) + 1, opening_heading(pager.blocks)))
    return pager.drafts


def opening_heading(blocks: list[Block]) -> str:
    """The heading a page starts with ("" when its first block is no heading)."""
    return blocks[0].text if blocks and blocks[0].heading else ""


def page_texts(drafts: list[Draft], titles_top_down: bool = False) -> tuple[list[PageText], dict[int, str]]:
    """Pages numbered from 1 with their text, and each page's table rows as JSON.

    A table's title is the nearest title-like line above it, or with ``titles_top_down`` the first
    (a spreadsheet's title is in its first row, notes and units under it).
    """
    pages: list[PageText] = []
    tables: dict[int, str] = {}
    for number, draft in enumerate(drafts, start=1):
        text = BLOCK_SEPARATOR.join(block.line for block in draft.blocks)
        pages.append(PageText(page=number, label=draft.label, text=text))
        rows = _page_rows(draft.blocks, text, titles_top_down)
        if rows:
            tables[number] = json.dumps([row.to_dict() for row in rows], ensure_ascii=False)
    return pages, tables


def _page_rows(blocks: tuple[Block, ...], text: str, top_down: bool) -> list[TableRow]:
    """The recorded rows of a page, each with the title and unit found above its table and the
    section heading row above it on the page ("North America": a row of a label alone)."""
    verifier: Verifier | None = None
    rows: list[TableRow] = []
    found: dict[int, tuple[str, str]] = {}
    sections: dict[int, Sections] = {}
    for n, block in enumerate(blocks):
        if block.label and not block.cells:  # a row of a label alone heads the rows below it
            sections.setdefault(block.table, Sections()).heading(block.label)
        if not (block.label and block.cells):
            continue
        if block.table not in found:
            verifier = verifier or Verifier.of(text)
            first = next(k for k, b in enumerate(blocks) if b.table == block.table)
            above = [b.text for b in reversed(blocks[max(0, first - _PREAMBLE_REACH) : first]) if b.table < 0]
            above = above[::-1] if top_down else above
            found[block.table] = title_and_unit(above, verifier, _SHEET_TITLE_WORDS if top_down else None)
        title, unit = found[block.table]
        section = sections.setdefault(block.table, Sections()).row(block.label)
        rows.append(TableRow(block.label, tuple(TableCell(h, v) for h, v in block.cells), title, unit, section))
    return rows


_HEADING_REACH = 12  # blocks at the start of a document searched for its title
_TITLE_WORDS = 12  # a sheet's title row is short and no sentence


def first_heading(drafts: list[Draft], titles_top_down: bool = False) -> str:
    """The document's title as its structure marks it: the first heading of level 1 or 2 among its
    first blocks, or with ``titles_top_down`` (a spreadsheet) the first sheet's first title row
    ("Ostrander Haulage - Fleet 2025"); "" when there is none."""
    blocks = [block for draft in drafts for block in draft.blocks][:_HEADING_REACH]
    for block in blocks:
        titled = block.text and not block.text.endswith(".") and len(block.text.split()) <= _TITLE_WORDS
        if titles_top_down and block.table < 0 and titled:
            return block.text
        if not titles_top_down and 0 < block.heading <= 2:
            return block.text
    return ""


_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}")


def iso_date(value: object) -> str:
    """The ISO date (YYYY-MM-DD) at the start of a date, datetime or W3C date string, or ""."""
    text = value.isoformat() if hasattr(value, "isoformat") else str(value or "")
    match = _DATE.match(text.strip())
    return match.group() if match else ""


class StructuredPages:
    """Pages read whole from a structured document, served as a page source (see ``formats``)."""

    def __init__(
        self,
        path: Path,
        drafts: list[Draft],
        info: DocumentInfo,
        data: bytes | None = None,
        titles_top_down: bool = False,
    ) -> None:
        """``info.page_count`` is replaced by the number of drafts; ``data``: the file's bytes if
        already read; ``titles_top_down``: see :func:`page_texts`."""
        self.sha256 = hashlib.sha256(data if data is not None else path.read_bytes()).hexdigest()
        self.peak_rss_mb = 0.0
        self._pages, self.tables = page_texts(drafts, titles_top_down)
        heading = info.heading or first_heading(drafts, titles_top_down)
        self._info = replace(info, page_count=len(self._pages), heading=heading)

    @property
    def pages(self) -> list[PageText]:
        """The pages in order."""
        return list(self._pages)

    @property
    def info(self) -> DocumentInfo:
        """Page count, date and the document's own title, author and subject."""
        return self._info

    def __iter__(self) -> Iterator[tuple[PageText, float, int]]:
        """Pages in order, each with its share of unreadable characters and its length."""
        for page in self._pages:
            yield page, garbled_share(page.text), count_solid_chars(page.text)

    def __enter__(self) -> StructuredPages:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Nothing to stop: the file was read whole."""
