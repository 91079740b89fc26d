"""Word documents (DOCX), read with the standard library: ``word/document.xml`` in a zip archive.

What is read: the body's paragraphs in order (headings by their style, "Heading 1".."Heading 6"
and "Title", or an outline level), and its tables, a row per line (see ``structured``; rows the
file marks as repeating headers, else the first row, give the column headers). Headers, footers,
footnotes, comments, text boxes and deleted tracked changes are not read.

Pages: Word writes where it last broke pages when it saved the file (``w:lastRenderedPageBreak``);
when the file has those, a page is Word's page and its number is the one Word showed (label "", or
"page N · <heading>" when the page starts with a heading). A file saved by another program (a
report generator, python-docx) has no rendered pages; it is cut into numbered sections instead,
label "section N · <heading>" (see ``rag_core.locations``): a new one at each Heading 1 or 2, at an
explicit page break, and after ``text_page_lines`` paragraphs and rows.
"""

from __future__ import annotations

import logging
import re
import zipfile
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any
from xml.etree.ElementTree import Element, ParseError, TreeBuilder

from defusedxml import DefusedXmlException
from defusedxml.ElementTree import DefusedXMLParser, fromstring

from rag_core.errors import IngestError
from rag_core.ingest.ooxml import check_package, core_info, damaged, open_package
from rag_core.ingest.structured import (
    Block,
    Draft,
    Pager,
    StructuredPages,
    clean,
    clean_cell,
    opening_heading,
    sections,
    table_blocks,
)
from rag_core.locations import word_page_label
from rag_core.settings import IngestSettings

logger = logging.getLogger(__name__)

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
MC = "{http://schemas.openxmlformats.org/markup-compatibility/2006}"
DOCUMENT = "word/document.xml"
STYLES = "word/styles.xml"
WHAT, APP, SUFFIX = "Word document", "Word", ".docx"

_RENDERED = object()  # Word broke the page here when it last laid the document out
_EXPLICIT = object()  # a page break typed by the author
_SKIPPED = frozenset(
    W + tag
    for tag in (
        "drawing",
        "pict",
        "object",
        "instrText",
        "delText",
        "del",
        "moveFrom",
        "rPr",
        "pPr",
        "footnoteReference",
        "endnoteReference",
        "commentReference",
        "fldData",
        "sym",
    )
) | {MC + "AlternateContent"}
_WRAPPERS = frozenset(W + tag for tag in ("sdt", "sdtContent", "customXml", "ins", "moveTo", "smartTag"))
_HEADING_NAME = re.compile(r"heading\s*([1-6])", re.IGNORECASE)
_MAX_OUTLINE = 6


def _walk(element: Element, out: list[Any]) -> None:
    """Text, line breaks and page-break marks of a paragraph's runs, in order.

    Walked with an explicit stack, so a paragraph nested 100,000 elements deep is read, not a
    RecursionError."""
    stack = [iter(element)]
    while stack:
        child = next(stack[-1], None)
        if child is None:
            stack.pop()
            continue
        tag = child.tag
        if tag in _SKIPPED:
            continue
        if tag == W + "t":
            out.append(child.text or "")
        elif tag in (W + "tab", W + "ptab"):
            out.append("\t")
        elif tag == W + "br":
            out.append(_EXPLICIT if child.get(W + "type") == "page" else "\n")
        elif tag == W + "cr":
            out.append("\n")
        elif tag == W + "lastRenderedPageBreak":
            out.append(_RENDERED)
        elif tag == W + "noBreakHyphen":
            out.append("-")
        else:
            stack.append(iter(child))


def _flag(element: Element | None) -> bool:
    """An on/off property (``<w:pageBreakBefore/>``, ``w:val="true"``)."""
    return element is not None and element.get(W + "val", "true") not in ("0", "false", "off")


class _Reader:
    """Turns the body's elements into blocks, with the page breaks before each."""

    def __init__(self, pager: Pager, levels: dict[str, int]) -> None:
        self.pager = pager
        self.levels = levels
        self.blocks: list[Block] = []
        self.rendered = 0  # rendered page breaks waiting for the next block
        self.explicit = False
        self.any_rendered = False
        self.tables = 0

    def emit(self, block: Block) -> None:
        self.pager.count(len(block.line) + 2)
        if self.rendered or self.explicit:
            block = replace(block, page_breaks=self.rendered, new_section=self.explicit)
            self.rendered, self.explicit = 0, False
        self.blocks.append(block)

    def body_child(self, element: Element) -> None:
        """Read a paragraph or table of the body; content controls around them are looked through."""
        for child in _unwrapped(element):
            if child.tag == W + "p":
                self.paragraph(child)
            elif child.tag == W + "tbl":
                self.table(child)

    def heading_level(self, paragraph: Element) -> int:
        props = paragraph.find(W + "pPr")
        if props is None:
            return 0
        outline = props.find(W + "outlineLvl")
        if outline is not None and (value := outline.get(W + "val", "")).isdigit() and int(value) < _MAX_OUTLINE:
            return int(value) + 1
        style = props.find(W + "pStyle")
        return self.levels.get(style.get(W + "val", ""), 0) if style is not None else 0

    def paragraph(self, paragraph: Element) -> None:
        props = paragraph.find(W + "pPr")
        if props is not None and _flag(props.find(W + "pageBreakBefore")):
            self.explicit = True
        level = self.heading_level(paragraph)
        pieces: list[Any] = []
        _walk(paragraph, pieces)
        text: list[str] = []
        for piece in [*pieces, None]:
            if isinstance(piece, str):
                text.append(piece)
                continue
            if cleaned := clean("".join(text)):
                self.emit(Block(cleaned, heading=level))
            text = []
            if piece is _RENDERED:
                self.rendered += 1
                self.any_rendered = True
            elif piece is _EXPLICIT:
                self.explicit = True

    def table(self, table: Element) -> None:
        self.tables += 1
        grid: list[list[str]] = []
        breaks: list[int] = []
        marked = 0
        for row in _children(table, W + "tr"):
            props = row.find(W + "trPr")
            if props is not None and _flag(props.find(W + "tblHeader")) and marked == len(grid):
                marked += 1
            cells: list[str] = []
            for cell in _children(row, W + "tc"):
                cell_props = cell.find(W + "tcPr")
                span, merged = 1, False
                if cell_props is not None:
                    grid_span = cell_props.find(W + "gridSpan")
                    if grid_span is not None and (value := grid_span.get(W + "val", "1")).isdigit():
                        span = max(1, min(int(value), 64))
                    merge = cell_props.find(W + "vMerge")
                    merged = merge is not None and merge.get(W + "val", "continue") == "continue"
                text = "" if merged else clean_cell(" ".join(_text(p) for p in cell.iter(W + "p")))
                cells += [text] * span
            grid.append(cells)
            breaks.append(sum(1 for _ in row.iter(W + "lastRenderedPageBreak")))
        for row_breaks, blocks in zip(breaks, table_blocks(grid, self.tables, marked), strict=True):
            if row_breaks:
                self.rendered += row_breaks
                self.any_rendered = True
            for block in blocks:
                self.emit(block)


def _unwrapped(element: Element) -> Iterator[Element]:
    """``element`` itself, or when it is a content control or custom XML wrapper, the elements it
    wraps (at any depth, in order; walked with an explicit stack)."""
    if element.tag not in _WRAPPERS:
        yield element
        return
    stack = [iter(element)]
    while stack:
        child = next(stack[-1], None)
        if child is None:
            stack.pop()
        elif child.tag in _WRAPPERS:
            stack.append(iter(child))
        else:
            yield child


def _children(element: Element, tag: str) -> list[Element]:
    """``element``'s children named ``tag``, looking inside content controls and custom XML."""
    return [found for child in element for found in _unwrapped(child) if found.tag == tag]


def _text(paragraph: Element) -> str:
    pieces: list[Any] = []
    _walk(paragraph, pieces)
    return "".join(p for p in pieces if isinstance(p, str))


def heading_levels(styles_xml: bytes) -> dict[str, int]:
    """Paragraph style id -> heading level, from the style's outline level or its name."""
    levels: dict[str, int] = {}
    root = fromstring(styles_xml)
    for style in root.iter(W + "style"):
        if style.get(W + "type") != "paragraph":
            continue
        style_id = style.get(W + "styleId", "")
        name_element = style.find(W + "name")
        name = (name_element.get(W + "val", "") if name_element is not None else "").strip().lower()
        outline = style.find(f"{W}pPr/{W}outlineLvl")
        if outline is not None and (value := outline.get(W + "val", "")).isdigit() and int(value) < _MAX_OUTLINE:
            levels[style_id] = int(value) + 1
        elif match := _HEADING_NAME.fullmatch(name):
            levels[style_id] = int(match.group(1))
        elif name == "title":
            levels[style_id] = 1
    return levels


def _default_levels(style_id: str) -> int:
    match = _HEADING_NAME.fullmatch(style_id)
    return int(match.group(1)) if match else (1 if style_id.lower() == "title" else 0)


class _Streamed:
    """Parser target for ``word/document.xml``: builds each child of the body, hands it to the
    reader and drops it, counting elements and text as the parser streams them.

    The counts stop a hostile file early: ``max_xml_elements`` elements in all, ``max_page_chars``
    characters of text in one paragraph (a paragraph is never cut), ``max_file_chars`` in all.
    """

    def __init__(self, reader: _Reader, name: str, settings: IngestSettings) -> None:
        self._reader = reader
        self._name = name
        self._settings = settings
        self._builder = TreeBuilder()
        self._depth = 0
        self._body: Element | None = None
        self._in_text = False  # inside a <w:t>
        self.elements = 0
        self.paragraph_chars = 0  # text of the paragraph being built (at any depth: in a table, a control)
        self.chars = 0

    def start(self, tag: str, attrs: dict[str, str]) -> Element:
        self.elements += 1
        if self.elements > self._settings.max_xml_elements:
            limit = self._settings.max_xml_elements
            raise IngestError(
                self._name,
                f"the {WHAT} holds more than {limit:,} XML elements, over the {limit:,}-element limit "
                "(RAG_INGEST__MAX_XML_ELEMENTS); it is probably machine-generated: split it into smaller "
                "files, or raise RAG_INGEST__MAX_XML_ELEMENTS",
            )
        self._depth += 1
        element = self._builder.start(tag, attrs)
        if self._depth == 2 and tag == W + "body":
            self._body = element
        elif tag == W + "p":
            self.paragraph_chars = 0
        self._in_text = tag == W + "t"
        return element

    def data(self, text: str) -> None:
        self._builder.data(text)
        if not self._in_text:
            return
        self.chars += len(text)
        self.paragraph_chars += len(text)
        settings = self._settings
        if self.paragraph_chars > settings.max_page_chars:
            raise IngestError(
                self._name,
                f"one paragraph holds at least {self.paragraph_chars:,} characters, over the "
                f"{settings.max_page_chars:,}-character limit per page (RAG_INGEST__MAX_PAGE_CHARS); the {WHAT} "
                "is probably machine-generated: split that text, or raise RAG_INGEST__MAX_PAGE_CHARS",
            )
        if self.chars > settings.max_file_chars:
            raise IngestError(
                self._name,
                f"the {WHAT} holds at least {self.chars:,} characters, over the {settings.max_file_chars:,}-character "
                "limit per file (RAG_INGEST__MAX_FILE_CHARS); split it into smaller files and upload those, "
                "or raise RAG_INGEST__MAX_FILE_CHARS",
            )

    def end(self, tag: str) -> Element:
        element = self._builder.end(tag)
        self._in_text = False
        self._depth -= 1
        if self._depth == 2 and self._body is not None:
            self._reader.body_child(element)
            self._body.clear()
        return element

    def close(self) -> Element:
        return self._builder.close()


_FEED_BYTES = 1 << 16


def _body_blocks(package: zipfile.ZipFile, reader: _Reader, name: str, settings: IngestSettings) -> None:
    """Stream ``word/document.xml``: each child of the body is read, then dropped."""
    parser = DefusedXMLParser(target=_Streamed(reader, name, settings), forbid_dtd=True)
    with package.open(DOCUMENT) as stream:
        while chunk := stream.read(_FEED_BYTES):
            parser.feed(chunk)
    parser.close()


def word_pages(pager: Pager, blocks: list[Block]) -> list[Draft]:
    """Word's own pages: page N starts after the (N-1)th rendered page break."""
    for block in blocks:
        for _ in range(block.page_breaks):
            pager.close(word_page_label(len(pager.drafts) + 1, opening_heading(pager.blocks)), keep_empty=True)
        pager.add(block, f"page {len(pager.drafts) + 1}")
    pager.close(word_page_label(len(pager.drafts) + 1, opening_heading(pager.blocks)), keep_empty=True)
    return pager.drafts


class DocxPages(StructuredPages):
    """A stored DOCX file read as a page source (see ``rag_core.ingest.formats``)."""

    def __init__(self, path: Path, name: str, settings: IngestSettings) -> None:
        """Read ``path``; raises IngestError when it is not a readable Word document or passes a limit."""
        package = open_package(path, name, WHAT, APP, SUFFIX, DOCUMENT)
        with package:
            check_package(package, name, WHAT, APP, SUFFIX, settings)
            pager = Pager(name, settings, WHAT)
            try:
                levels = heading_levels(package.read(STYLES)) if STYLES in package.namelist() else {}
                reader = _Reader(pager, _Levels(levels))
                _body_blocks(package, reader, name, settings)
                info = core_info(package)
            except (ParseError, DefusedXmlException, zipfile.BadZipFile, EOFError, ValueError) as exc:
                raise damaged(name, WHAT, APP, SUFFIX, exc, path) from exc
        if reader.any_rendered:
            drafts = word_pages(pager, reader.blocks)
        else:
            drafts = sections(pager, reader.blocks)
        logger.debug("%s: %d blocks, %s", name, len(reader.blocks), "Word pages" if reader.any_rendered else "sections")
        super().__init__(path, drafts, info)


class _Levels(dict[str, int]):
    """Style levels from styles.xml, falling back to the built-in style ids ("Heading2")."""

    def get(self, key: str, default: int = 0) -> int:  # type: ignore[override]
        if key in self:
            return self[key]
        return _default_levels(key) or default
