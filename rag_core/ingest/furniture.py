"""Page furniture: the parts of a page that help a reader find their way, not what the document says.

Furniture is found once per document, from all its pages, and kept as character spans into each
page's text (:attr:`PageText.furniture <rag_core.types.PageText.furniture>`). The viewer still
shows it (it is part of the page); answers never quote it (:func:`is_furniture`). Found:

* running headers and footers (PDFs of 3 pages or more): a line among the first or last three of
  a page that recurs there on at least 3 pages close together (no more than 3 pages apart), with
  digits and month names allowed to change ("Annual Report 2023 - page 2" / "- page 3"); also such
  a line glued by the PDF's text order to the end or start of another edge line;
* page numbers (PDFs): "Page 3 of 12" and "Page 3" at the top or bottom of a page, and bare
  numbers there ("12", "- 12 -", "iv", "F-3") that continue the numbering of a nearby page, also
  when glued to the end of the page's last line ("...as follows.12");
* tables of contents (any format): a "Table of Contents"/"Contents"/"Index to ..." heading
  followed by at least 4 entries ending (or, as pypdf reads some layouts, starting) with page
  numbers that run in order, or at least 4 entries with dotted leaders; continued on the next page;
* exhibit indexes of filings (see :mod:`rag_core.ingest.furniture_lists`).

Conservative by design: a line stating a figure ("Revenue was $46.3 billion", "up 5%") is never
furniture; a running header is never a statement ("The fleet grew.", though "See notes to the
financial statements." is), a bare period ("December 31, 2023", a column header) or the first
line of a paragraph; a line repeated in the body of pages is not a running header. Spreadsheets
have none (a row "Page 3" is data). Pure functions of the page texts, standard library only
(~0.6 ms a page).
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import replace

from rag_core import datafiles
from rag_core.ingest.furniture_lists import (
    Lines,
    exhibit_index_spans,
    line_spans,
    roman_value,
    states_figure,
    states_something,
    toc_spans,
)
from rag_core.ingest.formats import FORMATS
from rag_core.ingest.normalize import count_solid_chars
from rag_core.types import PageText

Span = tuple[int, int]

EDGE_LINES = 3  # lines at the top and at the bottom of a page where running headers/footers sit
MIN_RUN_PAGES = 3  # a running header recurs on at least this many pages...
MAX_RUN_GAP = 3  # ...each no more than this many pages after the previous one
MIN_PAGES_FOR_RUNNING = 3  # a 1-2 page document has no running headers
MAX_RUNNING_CHARS = 160  # longer lines are text, not a header
MAX_RUNNING_WORDS = 16  # and more words
MIN_GLUED_CHARS = 8  # a running line found glued to another line must be at least this long
NUMBER_EDGE_LINES = 2  # page numbers: the first or last two lines of a page
NUMBER_NEIGHBOURS = 3  # a bare number continues the numbering of a page at most this far away
PAGED_TYPES = frozenset(f.kind.value for f in FORMATS if f.layout == "pages")  # running headers, page numbers
NO_FURNITURE_TYPES = frozenset(f.kind.value for f in FORMATS if f.layout == "rows")

_MONTHS = re.compile(
    r"\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b"
)
_DIGITS = re.compile(r"\d+")
# A line's words after months became "@" and numbers "#": a period heading when all are period words.
_PERIOD_WORDS = frozenset(datafiles.load("periods")["period_words"]) | {"@", "#", "#-#", ""}
_CROSS_REFERENCE = re.compile(r"(?i)^(?:see|refer\s+to|the\s+accompanying\s+notes)\b")
_EDGE_ROMAN = re.compile(r"(?:^[ivxlc]{1,6}\b|\b[ivxlc]{1,6}$)")
_PAGE_OF = re.compile(r"(?i)^(?:page|p\.|pg\.?)\s*\d{1,4}(?:\s*(?:of|/)\s*\d{1,4})?$|^\d{1,4}\s*(?:of|/)\s*\d{1,4}$")
_BARE_NUMBER = re.compile(r"(?i)^[-–—(\[]?\s*(?:([a-z])-)?(\d{1,4}|[ivxlc]{1,7})\s*[-–—)\]]?$")
# A page number the PDF's text order glued to the end of the last line ("...delivering7", "...issues.11").
_GLUED_NUMBER = re.compile(r"(?:(?<=[^\W\d_])|(?<=[a-z]\.))\d{1,3}$")


def find_furniture(texts: Sequence[str], *, paged: bool = True) -> list[tuple[Span, ...]]:
    """Furniture spans of every page of one document: sorted, non-overlapping ``(start, end)``
    character spans into each text, one tuple per page (``()`` when a page has none).

    ``paged``: the texts are real pages (a PDF), so running headers, footers and page numbers
    are looked for; otherwise (Word, HTML, text blocks) only tables of contents and exhibit
    indexes.
    """
    lines = [line_spans(text) for text in texts]
    found: list[list[Span]] = [[] for _ in texts]
    if paged:
        if len(texts) >= MIN_PAGES_FOR_RUNNING:
            _running(texts, lines, found)
        _page_numbers(texts, lines, found)
    for spans, extra in zip(found, toc_spans(texts, lines, paged=paged), strict=True):
        spans.extend(extra)
    for spans, extra in zip(found, exhibit_index_spans(texts, lines), strict=True):
        spans.extend(extra)
    return [_merged(spans) for spans in found]


def mark_furniture(pages: Sequence[PageText], file_type: str) -> list[PageText]:
    """``pages`` (all pages of one document, in order) with their furniture set.

    ``file_type`` is the document's :class:`~rag_core.types.FileType` value: PDFs get running
    headers, footers and page numbers too; spreadsheets (XLSX, CSV) get none at all.
    """
    if file_type in NO_FURNITURE_TYPES:
        return [replace(page, furniture=()) for page in pages]
    spans = find_furniture([page.text for page in pages], paged=file_type in PAGED_TYPES)
    return [replace(page, furniture=found) for page, found in zip(pages, spans, strict=True)]


def is_furniture(page: PageText, start: int, end: int) -> bool:
    """Whether ``page.text[start:end]`` (a sentence or a table row) is furniture: True when more
    than half of its non-space characters lie in the page's furniture spans.

    A sentence that is a running footer, a page number, a contents or exhibit-index line is
    furniture; one the PDF's text order glued to a shorter footer ("...at the depots. Annual
    Report 2023 - page 3") is not. An empty or all-space span is not furniture.
    """
    if not page.furniture or end <= start:
        return False
    text = page.text
    total = count_solid_chars(text[start:end])
    if total == 0:
        return False
    inside = 0
    for span_start, span_end in page.furniture:
        if span_end <= start:
            continue
        if span_start >= end:
            break
        inside += count_solid_chars(text[max(start, span_start) : min(end, span_end)])
    return inside * 2 > total


# -- running headers and footers -------------------------------------------------------------------
def _key(line: str) -> str:
    """What stays the same in a running line across pages: digits, month names and a page number
    in roman numerals at either end replaced."""
    key = _MONTHS.sub("@", line.lower())
    key = _EDGE_ROMAN.sub("#", _DIGITS.sub("#", key))
    return " ".join(key.split())


def _could_run(line: str, following: str) -> bool:
    """Whether an edge line may be a running header or footer: short, with words, no figure, no
    statement (unless a cross-reference: "See notes to the financial statements."), and not the
    first line of a paragraph that goes on in lower case."""
    return (
        len(line) <= MAX_RUNNING_CHARS
        and len(line.split()) <= MAX_RUNNING_WORDS
        and sum(1 for ch in line if ch.isalpha()) >= 3
        and not states_figure(line)
        and (not states_something(line) or _CROSS_REFERENCE.match(line) is not None)
        and not following[:1].islower()
    )


def _only_a_period(key: str) -> bool:
    """ "December 31, 2017", "For the Year Ended June 30, 2023": a table's column header or a
    date in a sentence, which recurs at the top of statement pages without being a header."""
    return all(word.strip(",.():;") in _PERIOD_WORDS for word in key.split())


def _edges(lines: Lines, count: int) -> list[int]:
    """Indexes of the first and last ``count`` lines of a page (each once)."""
    n = len(lines)
    return sorted(set(range(min(count, n))) | set(range(max(0, n - count), n)))


def _running(texts: Sequence[str], lines: Sequence[Lines], found: list[list[Span]]) -> None:
    where: dict[str, list[int]] = defaultdict(list)  # key -> pages it is an edge line of
    literal: dict[str, str] = {}
    for index, (text, page_lines) in enumerate(zip(texts, lines, strict=True)):
        for edge in _edges(page_lines, EDGE_LINES):
            start, end = page_lines[edge]
            line = text[start:end]
            following = text[slice(*page_lines[edge + 1])] if edge + 1 < len(page_lines) else ""
            if not _could_run(line, following):
                continue
            key = _key(line)
            if _only_a_period(key):
                continue
            if not where[key] or where[key][-1] != index:
                where[key].append(index)
                literal.setdefault(key, line)
    running: dict[str, set[int]] = {}
    for key, pages in where.items():
        in_runs = _runs(pages)
        if in_runs:
            running[key] = in_runs
    if not running:
        return
    glued = [
        (literal[key], pages)
        for key, pages in running.items()
        if len(literal[key]) >= MIN_GLUED_CHARS and not _DIGITS.search(literal[key])
    ]
    for index, (text, page_lines) in enumerate(zip(texts, lines, strict=True)):
        for edge in _edges(page_lines, EDGE_LINES):
            start, end = page_lines[edge]
            line = text[start:end]
            pages = running.get(_key(line))
            if pages is not None and index in pages:
                found[index].append((start, end))
                continue
            for words, pages in glued:
                if index not in pages or len(line) <= len(words):
                    continue
                if line.endswith(" " + words):
                    found[index].append((end - len(words), end))
                elif line.startswith(words + " "):
                    found[index].append((start, start + len(words)))


def _runs(pages: list[int]) -> set[int]:
    """The pages of ``pages`` (ascending) that belong to a run of at least MIN_RUN_PAGES pages,
    each at most MAX_RUN_GAP after the previous."""
    out: set[int] = set()
    run = [pages[0]]
    for page in pages[1:] + [None]:  # type: ignore[list-item]
        if page is not None and page - run[-1] <= MAX_RUN_GAP:
            run.append(page)
            continue
        if len(run) >= MIN_RUN_PAGES:
            out.update(run)
        if page is not None:
            run = [page]
    return out


# -- page numbers ------------------------------------------------------------------------------------
def _number(line: str) -> tuple[str, int] | None:
    """(prefix, value) of a bare page number: "12" -> ("", 12), "iv" -> ("roman", 4), "F-3" -> ("f", 3)."""
    match = _BARE_NUMBER.match(line)
    if match is None:
        return None
    prefix, value = (match.group(1) or "").lower(), match.group(2).lower()
    if value.isdigit():
        return prefix, int(value)
    total = roman_value(value)
    return (prefix + "roman", total) if total > 0 else None


def _page_numbers(texts: Sequence[str], lines: Sequence[Lines], found: list[list[Span]]) -> None:
    candidates: list[list[tuple[Span, tuple[str, int]]]] = []
    for text, page_lines in zip(texts, lines, strict=True):
        on_page = []
        for edge in _edges(page_lines, NUMBER_EDGE_LINES):
            start, end = page_lines[edge]
            line = text[start:end]
            if _PAGE_OF.match(line):
                on_page.append(((start, end), ("page", 0)))
            elif (number := _number(line)) is not None:
                on_page.append(((start, end), number))
        if page_lines and not on_page:
            start, end = page_lines[-1]
            glued = _GLUED_NUMBER.search(text, start, end)
            if glued is not None:
                on_page.append(((glued.start(), end), ("", int(glued.group()))))
        candidates.append(on_page)
    for index, on_page in enumerate(candidates):
        for span, number in on_page:
            if number[0] == "page" or _continues(candidates, index, number):
                found[index].append(span)


def _continues(candidates: list[list[tuple[Span, tuple[str, int]]]], index: int, number: tuple[str, int]) -> bool:
    """Whether a nearby page has a number of the same kind that differs by the pages between them."""
    prefix, value = number
    for other in range(max(0, index - NUMBER_NEIGHBOURS), min(len(candidates), index + NUMBER_NEIGHBOURS + 1)):
        if other == index:
            continue
        for _span, (other_prefix, other_value) in candidates[other]:
            if other_prefix == prefix and other_value - value == other - index:
                return True
    return False


def _merged(spans: list[Span]) -> tuple[Span, ...]:
    out: list[Span] = []
    for start, end in sorted(spans):
        if out and start <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], end))
        else:
            out.append((start, end))
    return tuple(out)
