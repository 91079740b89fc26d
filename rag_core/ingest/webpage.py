"""HTML pages (saved from a browser or an intranet), read with the standard library's parser.

What is read: the readable text of the body, a block per paragraph, heading, list item and table
row (see ``structured``); scripts, styles, the head, navigation, forms' controls and embedded
objects are dropped. A page that marks its content with ``<main>`` (most sites, wikis and
generated docs do) is read from there only: menus, sidebars, footers and hidden pop-ups written
as plain ``<div>`` elements around it stay out (a page whose ``<main>`` holds no text is read
whole). Table header cells (``<th>`` rows, ``<thead>``), else the first row, give the column
headers. The page's ``<title>``, its own site name (``og:site_name``, else ``application-name``)
and its first heading are passed on for the document's profile.

The encoding: a byte order mark, else the page's own ``<meta charset>``, else detected as for
text files. Pages: numbered sections, label "section N · <heading>": a new one at each ``<h1>``/``<h2>`` and
after ``text_page_lines`` blocks, as for Word documents without rendered pages.
"""

from __future__ import annotations

import codecs
import re
from collections import Counter
from dataclasses import replace
from html import unescape
from html.parser import HTMLParser
from pathlib import Path

from rag_core.errors import IngestError
from rag_core.ingest.structured import Block, Pager, StructuredPages, clean, clean_cell, sections, table_blocks
from rag_core.ingest.text import check_text_size, decode_text, looks_binary
from rag_core.settings import IngestSettings
from rag_core.text.domains import EMAIL_RE
from rag_core.types import DocumentInfo

WHAT = "HTML page"
_DROPPED = frozenset(
    (
        "script style noscript template head nav svg math iframe object canvas select button "
        "textarea datalist audio video map"
    ).split()
)
_BLOCKS = frozenset(
    (
        "p div section article main header footer aside li dt dd blockquote pre ul ol dl figure "
        "figcaption address hr form fieldset legend details summary caption center body html"
    ).split()
)
_HEADINGS = {f"h{n}": n for n in range(1, 7)}
_VOID = frozenset(
    {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
)
_META_CHARSET = re.compile(rb"""<meta[^>]+charset\s*=\s*["']?\s*([a-zA-Z0-9_.:-]+)""", re.IGNORECASE)
_SNIFF_BYTES = 4096  # the charset must be declared near the start (HTML says in the first 1024 bytes)
_BOMS = ((codecs.BOM_UTF8, "utf-8-sig"), (codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16"))
_MAIN = re.compile(r"<main[\s>]", re.IGNORECASE)
_MAX_SPAN = 64  # a colspan larger than this is a hostile file, not a table
# A sentence of a page's footer outside <main>: six words or more, closed by a full stop.
_STATEMENT = re.compile(r"(?:\S+\s+){5,}\S*[\w)]\.", re.DOTALL)
_COPYRIGHT = re.compile(r"©|\(c\)\s*\d{4}|\bcopyright\b|\ball rights reserved\b", re.IGNORECASE)


def _span(value: str | None) -> int:
    """A colspan or rowspan attribute's cells: 1 when absent or not a number, at most ``_MAX_SPAN``."""
    value = (value or "1").strip()
    return max(1, min(int(value), _MAX_SPAN)) if value.isdigit() else 1


class _Table:
    """A table being read: its rows of cells, and how many leading rows are header rows."""

    def __init__(self) -> None:
        self.rows: list[list[str]] = []
        self.header_rows = 0
        self.in_head = False
        self.row_is_header = True
        self.cell: list[str] | None = None
        self.span = 1
        self.rowspan = 1
        # Cells spanning rows below their own: column -> (rows still to fill, text). A header's empty
        # corner cell with rowspan="2" holds the label column of the header row under it.
        self.spanned: dict[int, tuple[int, str]] = {}

    def fill_spanned(self, *, to_end: bool) -> None:
        """Put the cells of rows above that span down into the current row where it has reached
        their columns (``to_end``: every one still open, past the row's last own cell)."""
        row = self.rows[-1]
        while self.spanned:
            column = len(row)
            if column not in self.spanned:
                if not to_end or not any(c > column for c in self.spanned):
                    return
                row.append("")  # a short row under a cell spanning further right
                continue
            left, text = self.spanned[column]
            row.append(text)
            if left > 1:
                self.spanned[column] = (left - 1, text)
            else:
                del self.spanned[column]


class _Parser(HTMLParser):
    """Collects blocks; text inside a table cell goes to the cell."""

    def __init__(self, pager: Pager, *, main_only: bool = False) -> None:
        super().__init__(convert_charrefs=True)
        self.pager = pager
        self.main_only = main_only  # read only inside <main> elements (and the page's footer statements)
        self.main_open = 0
        self.footer_depth = 0  # open <footer> elements outside <main>, when reading only inside it
        self.main_blocks = 0  # blocks read inside <main>
        self.footer_read = False  # a footer statement read after them
        self.blocks: list[Block] = []
        self.text: list[str] = []
        self.heading = 0
        self.dropped: list[str] = []  # open dropped elements
        self.open_dropped: Counter[str] = Counter()  # the same, counted: membership in O(1) at any depth
        self.elements = 0
        self.pending = 0  # characters of the block or cell being collected
        self.pre = 0
        self.tables: list[_Table] = []
        self.nested = 0  # tables open inside a table cell: their text joins that cell
        self.table_count = 0
        self.title: list[str] | None = None
        self.title_text = ""
        self.site_name = ""  # og:site_name, else application-name
        self.collecting: list[str] | None = None  # the list ``pending`` counts for

    def emit(self, block: Block) -> None:
        in_footer = self.main_only and not self.main_open
        # A footer statement, or a line of six words or more giving an email address ("... Support: support@...").
        stated = _STATEMENT.fullmatch(block.line) or (len(block.line.split()) > 5 and EMAIL_RE.search(block.line))
        if in_footer and (not stated or _COPYRIGHT.search(block.line)):
            return  # the footer's links, menus, headings and copyright line
        if in_footer and self.main_blocks and not self.footer_read:
            # The footer's statements are a section of their own ("Ashbourne Park Academy, Park Lane
            # ... Telephone 01632 448 200."), not the tail of the page's last section.
            block = replace(block, new_section=True)
            self.footer_read = True
        self.pager.count(len(block.line) + 2)
        self.blocks.append(block)
        self.main_blocks += not in_footer

    def flush(self) -> None:
        cleaned = clean("".join(self.text))
        self.text = []
        if cleaned:
            self.emit(Block(cleaned, heading=self.heading))

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._count_element()
        if tag == "body" and self.open_dropped["head"]:  # a head left open
            self.dropped = [t for t in self.dropped if t != "head"]
            del self.open_dropped["head"]
        if tag == "title" and not self.title_text:
            self.title = []
        if tag == "meta":
            self._meta(dict(attrs))
        if self.main_only and (tag == "main" or not self.main_open) and not self._enters_footer(tag):
            self.main_open += tag == "main" and not self.dropped
            return
        if self.dropped or tag in _DROPPED:
            if tag in _DROPPED and tag not in _VOID:
                self.dropped.append(tag)
                self.open_dropped[tag] += 1
            return
        table = self.tables[-1] if self.tables else None
        if table is not None and table.cell is not None and (self.nested or tag == "table"):
            self.nested += tag == "table"
            table.cell.append("\n" if tag == "br" else " ")
            return
        if tag == "table":
            self.flush()
            self.tables.append(_Table())
        elif table is not None and tag in ("thead",):
            table.in_head = True
        elif table is not None and tag in ("tbody", "tfoot"):
            table.in_head = False
        elif table is not None and tag == "tr":
            self._end_row(table)
            table.rows.append([])
            table.row_is_header = True
        elif table is not None and tag in ("td", "th"):
            self._end_cell(table)
            if not table.rows:
                table.rows.append([])
            table.row_is_header &= tag == "th" or table.in_head
            table.span, table.rowspan = (_span(dict(attrs).get(name)) for name in ("colspan", "rowspan"))
            table.cell = []
        elif tag == "br":
            self._target().append("\n")
        elif tag in _HEADINGS or tag in _BLOCKS:
            if table is None or table.cell is None:
                self.flush()
                self.heading = _HEADINGS.get(tag, 0)
                self.pre += tag == "pre"
            else:
                table.cell.append(" ")

    def _meta(self, attrs: dict[str, str | None]) -> None:
        """Keep the site's name from ``<meta property="og:site_name">`` or ``name="application-name"``."""
        key = (attrs.get("property") or attrs.get("name") or "").strip().lower()
        content = " ".join((attrs.get("content") or "").split())
        if content and key == "og:site_name":
            self.site_name = content
        elif content and key == "application-name" and not self.site_name:
            self.site_name = content

    def handle_endtag(self, tag: str) -> None:
        if tag == "title":
            if self.title is not None:
                self.title_text = " ".join("".join(self.title).split())
            self.title = None
        leaves_footer = (
            self.main_only and tag == "footer" and self.footer_depth and not self.main_open and not self.dropped
        )
        if self.main_only and (tag == "main" or not (self.main_open or self.footer_depth)):
            if tag == "main" and self.main_open and not self.dropped:
                self.flush()
                self.main_open -= 1
            return
        if self.dropped:
            if self.open_dropped[tag]:
                while self.dropped:
                    popped = self.dropped.pop()
                    self.open_dropped[popped] -= 1
                    if popped == tag:
                        break
            return
        table = self.tables[-1] if self.tables else None
        if self.nested:
            self.nested -= tag == "table"
            if table is not None and table.cell is not None:
                table.cell.append(" ")
            return
        if tag == "table" and table is not None:
            self._end_row(table)
            self.tables.pop()
            self.table_count += 1
            for blocks in table_blocks(table.rows, self.table_count, table.header_rows):
                for block in blocks:
                    self.emit(block)
        elif table is not None and tag in ("td", "th"):
            self._end_cell(table)
        elif table is not None and tag == "tr":
            self._end_row(table)
        elif table is not None and tag == "thead":
            table.in_head = False
        elif tag in _HEADINGS or tag in _BLOCKS:
            if table is None or table.cell is None:
                self.flush()
                self.heading = 0
                self.pre = max(0, self.pre - (tag == "pre"))
            else:
                table.cell.append(" ")
        self.footer_depth -= bool(leaves_footer)

    def _enters_footer(self, tag: str) -> bool:
        """Whether ``tag``, outside <main>, is read: inside the page's footer, whose statements
        ("Hollowmere Wildlife Trust is a registered charity in England and Wales, number 1098432.")
        say who publishes the page; its links and menus are dropped (see ``emit``)."""
        if tag == "footer" and not self.dropped:
            self.footer_depth += 1
        return self.footer_depth > 0 and tag != "main"

    def handle_data(self, data: str) -> None:
        if self.title is not None:
            self.title.append(data)
        if not self.dropped and (self.main_open or self.footer_depth or not self.main_only):
            # Outside <pre>, any run of white space (line breaks too) reads as one space.
            target = self._target()
            if target is not self.collecting:
                self.collecting, self.pending = target, 0
            self.pending += len(data)
            if self.pending > self.pager.settings.max_page_chars:
                limit = self.pager.settings.max_page_chars
                raise IngestError(
                    self.pager.name,
                    f"one paragraph or table cell holds at least {self.pending:,} characters, over the {limit:,}-"
                    f"character limit per page (RAG_INGEST__MAX_PAGE_CHARS); the {WHAT} is probably "
                    "machine-generated: split that text, or raise RAG_INGEST__MAX_PAGE_CHARS",
                )
            target.append(data if self.pre else re.sub(r"\s+", " ", data))

    def _count_element(self) -> None:
        """Count one tag against ``max_xml_elements`` as the page streams."""
        self.elements += 1
        limit = self.pager.settings.max_xml_elements
        if self.elements > limit:
            raise IngestError(
                self.pager.name,
                f"the {WHAT} holds more than {limit:,} elements (tags), over the {limit:,}-element limit "
                "(RAG_INGEST__MAX_XML_ELEMENTS); it is probably machine-generated: split it into smaller "
                "files, or raise RAG_INGEST__MAX_XML_ELEMENTS",
            )

    def _target(self) -> list[str]:
        table = self.tables[-1] if self.tables else None
        return table.cell if table is not None and table.cell is not None else self.text

    def _end_cell(self, table: _Table) -> None:
        if table.cell is None:
            return
        text = clean_cell("".join(table.cell))
        table.fill_spanned(to_end=False)
        start = len(table.rows[-1])
        table.rows[-1] += [text] * table.span
        if table.rowspan > 1:
            table.spanned.update({column: (table.rowspan - 1, text) for column in range(start, start + table.span)})
        table.cell, table.span, table.rowspan = None, 1, 1

    def _end_row(self, table: _Table) -> None:
        self._end_cell(table)
        if table.rows and table.rows[-1] and table.spanned:
            table.fill_spanned(to_end=True)
        if table.rows and table.rows[-1] and table.row_is_header and table.header_rows == len(table.rows) - 1:
            table.header_rows += 1
        table.row_is_header = False

    def close(self) -> None:
        """End the page: what is still unparsed is a construct the file never closed (a tag,
        comment or declaration running to the end of the file), which HTML drops.

        ``HTMLParser.close`` would instead re-scan the rest of the file for each ``<`` in it, which
        is quadratic (900 kB of ``<svg`` took minutes); every construct it would find there runs to
        the end of the file too. Trailing text held back for a possible character reference
        ("... &amp" at the very end) is kept.
        """
        tail = self.rawdata
        self.rawdata = ""
        if tail and not tail.startswith("<"):
            self.handle_data(unescape(tail))
        super().close()
        self.dropped, self.nested = [], 0
        self.open_dropped.clear()
        while self.tables:
            self.handle_endtag("table")
        self.flush()


def _declared(data: bytes) -> str | None:
    """The encoding a BOM or the page's ``<meta charset>`` declares, if Python knows it."""
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            return encoding
    match = _META_CHARSET.search(data[:_SNIFF_BYTES])
    if match is None:
        return None
    try:
        return codecs.lookup(match.group(1).decode("ascii")).name
    except (LookupError, UnicodeDecodeError):
        return None


def decode_html(name: str, data: bytes) -> str:
    """The page's text in the encoding it declares (or, failing that, the one detected)."""
    encoding = _declared(data)
    text = None
    if encoding is not None:
        try:
            text = data.decode(encoding)
        except UnicodeDecodeError:
            text = None
    try:
        text = text if text is not None else decode_text(name, data)
    except IngestError:
        text = None
    if text is None or looks_binary(text):
        raise IngestError(
            name,
            "this is not an HTML page (it contains binary data); save the page from the browser as "
            '"Web page, HTML only" and upload that',
        )
    return text.removeprefix("\ufeff")


def _parse(name: str, settings: IngestSettings, text: str, *, main_only: bool) -> tuple[Pager, _Parser]:
    """The page's blocks, counted against the limits by a fresh pager."""
    pager = Pager(name, settings, WHAT)
    parser = _Parser(pager, main_only=main_only)
    parser.feed(text)
    parser.close()
    return pager, parser


class HtmlPages(StructuredPages):
    """A stored HTML file read as a page source (see ``rag_core.ingest.formats``)."""

    def __init__(self, path: Path, name: str, settings: IngestSettings) -> None:
        """Read ``path``; raises IngestError when it is not text or passes a limit."""
        check_text_size(name, path.stat().st_size, settings, "HTML")
        data = path.read_bytes()
        text = decode_html(name, data)
        pager, parser = _parse(name, settings, text, main_only=bool(_MAIN.search(text)))
        if parser.main_only and not parser.main_blocks:  # an empty <main>: the page's text is elsewhere
            pager, parser = _parse(name, settings, text, main_only=False)
        drafts = sections(pager, parser.blocks)
        info = DocumentInfo(page_count=0, doc_date="", title=parser.title_text, site_name=parser.site_name)
        super().__init__(path, drafts, info, data=data)
