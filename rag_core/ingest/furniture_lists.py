"""Furniture that is a list pointing elsewhere: tables of contents and the exhibit indexes of filings.

Both are found page by page, a list carried over to the next page when it runs to a page's end.

* A table of contents: a heading ("Table of Contents", "Contents", "Index", "Index to the Form
  10-K", "Index to Consolidated Financial Statements") followed by at least ``MIN_ENTRIES``
  entries, lines that end with a page reference ("Item 7. Management's Discussion ... 23",
  "Notes ....... iv", "Report of Independent Auditors F-2") or begin with one, as pypdf reads some
  layouts ("23 ITEM 3. LEGAL PROCEEDINGS"), whose page numbers mostly run in order, none past the
  last page, and which make up at least half of the lines among them (part and item headings
  aside); or, without a heading, at least ``MIN_ENTRIES`` consecutive entries with dotted leaders
  whose page numbers all run in order. A "Table of Contents" link at the top of every page of a
  filing is no table of contents by itself: its entries must follow.
* An exhibit index: at least ``MIN_ENTRIES`` lines numbered like exhibits ("3.1", "*10.29",
  "31.1", "101.INS", "104"; pypdf reads some layouts with the number at the end of the line
  before, or on a line of its own) in order, under an "Exhibit Index"/"Exhibits" heading, or on a
  page after one, or where a third of them name a filing form, "incorporated by reference",
  "filed herewith", a certification or XBRL. Wrapped descriptions, the column headers above and
  the "* Management contract ..." notes below are part of it.

Prose (a line of 8 words or more ending a sentence) ends a list, and no line stating a figure
(:func:`states_figure`) is ever included.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from rag_core import datafiles

Lines = list[tuple[int, int]]  # (start, end) of each non-blank line of a page text, stripped

MIN_ENTRIES = 4  # entries a list needs before it counts
MAX_GAP_LINES = 6  # non-entry lines (wrapped titles, part headings) allowed between two entries
IN_ORDER_SHARE = 0.75  # share of consecutive page or exhibit numbers that must not go down
MAX_ENTRY_WORDS = 25  # a contents entry's title is at most this long...
MAX_LEADING_ENTRY_WORDS = 12  # ...and this long after a page number that leads it ("23 ITEM 3. LEGAL")
MIN_ENTRY_SHARE = 0.5  # of the lines between the heading and the last entry that must be entries
PROSE_WORDS = 8  # a line of this many words ending a sentence is prose, which ends a list
CARRY_LINES = 3  # a list ending within this many lines of a page's end may continue on the next
PAGE_SLACK = 20  # a contents entry may point this many pages past a PDF's page count (unnumbered pages)

_FIGURE = re.compile(
    r"(?i)[$€£¥]\s?\d|\d\s?(?:million|billion|thousand|bn|mn)\b"
    r"|\d\s?%(?!\s+(?:senior\s+|subordinated\s+|convertible\s+|secured\s+)*(?:notes|debentures|bonds|debt))"
    r"|\d\s?per\s?cent"
)
_SENTENCE_END = re.compile(r"[a-z0-9%)\]\"”’][.!?][\"”’)]?$")
_PAGE_REF = r"(?:\d{1,4}|[ivxlc]{1,7}|[A-Z]-\d{1,3})"
_ENDS_WITH_PAGE = re.compile(rf"[\s.…](?P<page>{_PAGE_REF}|N/A)$")
_STARTS_WITH_PAGE = re.compile(rf"^(?P<page>{_PAGE_REF}|N/A)\s+(?P<title>[A-Z(\[\"“].*)$")
_PART_OR_ITEM = re.compile(r"(?i)^(?:part\s+[ivx]+\b.{0,60}|item\s+\d{1,2}[a-z]?\.?|page(?:\s+no\.?)?)$")
_INNER_ENTRY = re.compile(r"(?i)\d{1,4}\s+(?:item|part)\s+[0-9ivx]")
_LEADER = re.compile(r"\.\s?\.\s?\.\s?\.|…\s?…")
_TOC_HEADING = re.compile(
    r"(?i)^(?:table\s+of\s+contents|contents|index|index\s+to\s+(?:the\s+)?[a-z0-9 ,.\-&]{3,60})(?:\s+page)?:?$"
)
_EXHIBIT_LINE = re.compile(  # "*10.29 Best Buy Severance Plan", "Exhibit 31.1 - Certification of ..."
    r"^[*†‡#+]{0,3}\s?(?:(?:Exhibit\s|EX-))?(?P<no>\d{1,3}\.\d{1,3}(?:\.\d{1,3})?(?:\([a-z0-9]{1,3}\))*[A-Za-z]?"
    r"|101\.[A-Z]{3}|10[14]|\d{1,2}(?:\([a-z0-9]{1,3}\))*)\*{0,3}(?:\s+[-–—:]?\s*|\s*[-–—:]\s+)(?P<desc>[A-Z(\"“'‘].*)$"
)
# pypdf reads some exhibit tables with each number at the end of the line before ("... 3/28/2014 *10.10").
# 3M writes each number in parentheses on a line of its own ("(31.1)").
_EXHIBIT_AT_END = re.compile(r"(?:^|[\s*)]|EX-)\*{0,2}\(?(?P<no>\d{1,3}\.\d{1,3}[A-Za-z]?|101\.[A-Z]{3})\)?\*{0,3}$")
_BARE_EXHIBIT_NUMBER = re.compile(r"^[*†‡#+]{0,3}\(?(?:\d{1,3}\.\d{1,3}[A-Za-z]?|101\.[A-Z]{3}|10[14])\)?\*{0,3}$")
_EXHIBIT_MARKER = re.compile(
    r"(?i)incorporated\s+(?:herein\s+)?by\s+reference|(?:filed|furnished)\s+herewith|\b(?:8-K|10-K|10-Q|"
    r"S-[1348]|S-3ASR|DEF\s?14A|20-F|6-K|11-K)\b|certification|xbrl|\bexhibit\b"
)
_FILED = re.compile(
    r"(?i)incorporated\s+(?:herein\s+)?by\s+reference|(?:filed|furnished)\s+herewith|form\s+(?:8-K|10-K|10-Q)\b"
)
_EXHIBIT_HEADING = re.compile(
    r"(?i)^(?:item\s+\d{1,2}[a-z]?\.?\s*)?(?:\(?[a-z0-9]{1,3}[.)]\s*)*(?:exhibit\s+index|index\s+to\s+exhibits|exhibits)\b[^.]{0,60}\.?:?$"
)
_EXHIBIT_HEADER_WORDS = re.compile(
    r"(?i)exhibit|incorporated\s+by\s+reference|filed\s+herewith|description|filing\s+date"
)
_NOTE_LINE = re.compile(r"^[*†‡#+]{1,3}\s?\S")
_NAME_ENDINGS = frozenset(datafiles.load("names")["name_endings"])  # "Pfizer Inc." ends no sentence
_ROMAN = {"i": 1, "v": 5, "x": 10, "l": 50, "c": 100}


def line_spans(text: str) -> Lines:
    """``(start, end)`` of every non-blank line of ``text``, surrounding whitespace left out."""
    out: Lines = []
    offset = 0
    for line in text.split("\n"):
        stripped = line.strip()
        if stripped:
            start = offset + line.index(stripped[0])
            out.append((start, start + len(stripped)))
        offset += len(line) + 1
    return out


def states_figure(line: str) -> bool:
    """Whether a line states a figure: an amount ("$46.3", "EUR 4 million"), a percentage ("up 5%",
    though not "4.450% Notes due 2028", a security's name). Such a line is never furniture."""
    return _FIGURE.search(line) is not None


def states_something(line: str) -> bool:
    """Whether a line is a statement: two words or more in mixed case ending a sentence ("The fleet
    grew."), not a name ending in an abbreviation ("Pfizer Inc.", "Northwind Logistics B.V.")."""
    words = line.split()
    if len(words) < 2 or not any(ch.islower() for ch in line) or _SENTENCE_END.search(line) is None:
        return False
    last = words[-1].rstrip('.!?"”’)').lower()
    return "." not in last and last not in _NAME_ENDINGS


def is_prose(line: str) -> bool:
    """Whether a line is a sentence of prose: 8 words or more, ending a sentence."""
    return len(line.split()) >= PROSE_WORDS and _SENTENCE_END.search(line) is not None


def roman_value(numeral: str) -> int:
    """Value of a lower-case roman numeral ("iv" -> 4); 0 when it is not one."""
    total = 0
    for ch, following in zip(numeral, numeral[1:] + " ", strict=True):
        worth = _ROMAN.get(ch, 0)
        if not worth:
            return 0
        total += -worth if _ROMAN.get(following, 0) > worth else worth
    return max(total, 0)


def _page_value(ref: str) -> int | None:
    """Order of a page reference: roman front matter first, then arabic, then lettered (F-3)."""
    if ref.isdigit():
        return int(ref)
    if "-" in ref:
        letter, number = ref.split("-", 1)
        return (ord(letter.upper()) - ord("A") + 2) * 10_000 + int(number)
    if ref == "N/A":
        return None
    return roman_value(ref) - 1_000


def _in_order(values: Sequence[float], share: float = IN_ORDER_SHARE) -> bool:
    pairs = list(zip(values, values[1:]))
    return not pairs or sum(1 for a, b in pairs if b >= a) >= share * len(pairs)


# -- tables of contents -------------------------------------------------------------------------------
def _plausible(values: list[int], max_page: int | None, *, headed: bool) -> bool:
    """Page references of a table of contents: none past the last page, mostly in order, moving
    on, and without a heading mostly different (a column of useful lives "6, 8, 8, 8, 8" with
    dotted leaders is no table of contents)."""
    if max_page is not None and any(v > max_page for v in values if 0 <= v < 10_000):
        return False
    if len(values) >= MIN_ENTRIES and max(values) == min(values):
        return False
    if not headed:  # dotted leaders alone: every reference in order, most of them different
        return len(set(values)) * 2 >= len(values) and _in_order(values, share=1.0)
    return _in_order(values)


def _toc_entry(line: str) -> tuple[bool, int | None]:
    """(is an entry, its page order value if it names one)."""
    if states_figure(line) or is_prose(line):
        return False, None
    match = _ENDS_WITH_PAGE.search(line)
    if match is not None:
        title = line[: match.start() + 1].rstrip(" .…")
        if any(ch.isalpha() for ch in title) and len(title.split()) <= MAX_ENTRY_WORDS:
            return True, _page_value(match.group("page"))
    match = _STARTS_WITH_PAGE.match(line)
    if match is not None and len(match.group("title").split()) <= MAX_LEADING_ENTRY_WORDS:
        return True, _page_value(match.group("page"))
    return bool(_INNER_ENTRY.search(line)), None


def toc_spans(texts: Sequence[str], lines: Sequence[Lines], *, paged: bool) -> list[list[tuple[int, int]]]:
    """Spans of each page's table of contents (heading and entries, one span per line).

    ``paged``: real pages, whose contents cannot point past the last page (with some slack for
    unnumbered pages); a table whose last column counts something is no table of contents.
    """
    max_page = len(texts) + PAGE_SLACK if paged else None
    out: list[list[tuple[int, int]]] = []
    carry = False
    for text, page_lines in zip(texts, lines, strict=True):
        spans: list[tuple[int, int]] = []
        starts = [i for i, (s, e) in enumerate(page_lines) if _TOC_HEADING.match(text[s:e])]
        if carry:
            starts.insert(0, -1)
        carry = False
        for heading in starts:
            block = _list_after(text, page_lines, heading, MIN_ENTRIES if heading >= 0 else 2, max_page)
            if block is not None:
                first, last = block
                spans.extend(page_lines[max(heading, first) : last + 1])
                carry = carry or last >= len(page_lines) - CARRY_LINES
                break
        else:
            spans.extend(_dotted_runs(text, page_lines, max_page))
        out.append(spans)
    return out


def _list_after(
    text: str, page_lines: Lines, heading: int, minimum: int, max_page: int | None
) -> tuple[int, int] | None:
    """(heading, last entry) line indexes of a list of contents entries after line ``heading``
    (-1: from the top of the page), or None when there is none."""
    entries = 0
    others = 0  # lines between entries other than part and item headings ("Item 1.", "PART II")
    values: list[float] = []
    last = None
    gap = skipped = 0
    for index in range(heading + 1, len(page_lines)):
        start, end = page_lines[index]
        line = text[start:end]
        is_entry, value = _toc_entry(line)
        if value is not None and max_page is not None and 0 <= value < 10_000 and value > max_page:
            is_entry = False  # "For the Fiscal Year Ended December 31, 2022": a year, not a page
        if is_entry:
            entries += 1
            last = index
            others += skipped
            gap = skipped = 0
            if value is not None:
                values.append(value)
            continue
        gap += 1
        if is_prose(line) or states_figure(line) or gap > MAX_GAP_LINES:
            break
        skipped += _PART_OR_ITEM.match(line) is None
    if last is None or entries < minimum or not _plausible(values, max_page, headed=True):
        return None
    if entries < MIN_ENTRY_SHARE * (entries + others):
        return None  # a few numbered lines among paragraphs: a list of people, not of contents
    return max(heading, 0), last


def _dotted_runs(text: str, page_lines: Lines, max_page: int | None) -> list[tuple[int, int]]:
    """Runs of at least MIN_ENTRIES consecutive dotted-leader entries in page order."""
    out: list[tuple[int, int]] = []
    run: list[int] = []
    values: list[float] = []
    for index, (start, end) in enumerate(page_lines + [(0, 0)]):
        line = text[start:end]
        is_entry, value = _toc_entry(line) if line and _LEADER.search(line) else (False, None)
        if is_entry:
            run.append(index)
            if value is not None:
                values.append(value)
            continue
        if len(run) >= MIN_ENTRIES and _plausible(values, max_page, headed=False):
            out.extend(page_lines[i] for i in run)
        run, values = [], []
    return out


# -- exhibit indexes ----------------------------------------------------------------------------------
def _exhibit_number(line: str) -> float | None:
    """Order value of an exhibit line's number ("10.29" -> 10.029, "101.INS" -> 101), else None."""
    if states_figure(line) or (is_prose(line) and not _FILED.search(line)):
        return None
    match = _EXHIBIT_LINE.match(line) or _EXHIBIT_AT_END.search(line)
    if match is None:
        return None
    number = match.group("no").split("(")[0]
    major, _, minor = number.partition(".")
    digits = "".join(ch for ch in minor if ch.isdigit())[:3]
    return int(major) + (int(digits) / 1000 if digits else 0.0)


def exhibit_index_spans(texts: Sequence[str], lines: Sequence[Lines]) -> list[list[tuple[int, int]]]:
    """Spans of each page's exhibit index (numbered lines, their wrapped descriptions, the
    column headers above and the notes below; one span per line)."""
    out: list[list[tuple[int, int]]] = []
    carry = False
    for text, page_lines in zip(texts, lines, strict=True):
        numbered = [
            (i, value) for i, (s, e) in enumerate(page_lines) if (value := _exhibit_number(text[s:e])) is not None
        ]
        spans: list[tuple[int, int]] = []
        was_carried, carry = carry, False
        if len(numbered) >= (2 if was_carried else MIN_ENTRIES):
            for first, last in _exhibit_blocks(numbered):
                block_lines = [text[s:e] for s, e in page_lines[first : last + 1]]
                count = sum(1 for i, _v in numbered if first <= i <= last)
                marked = sum(1 for line in block_lines if _EXHIBIT_MARKER.search(line))
                headed = any(_EXHIBIT_HEADING.match(text[s:e]) for s, e in page_lines[:first])
                at_top = first <= 1 and was_carried
                if count < (2 if at_top else MIN_ENTRIES) or not (headed or at_top or 3 * marked >= count):
                    continue
                first = _header_start(text, page_lines, first)
                last = _notes_end(text, page_lines, last)
                spans.extend((s, e) for s, e in page_lines[first : last + 1] if not states_figure(text[s:e]))
                carry = carry or last >= len(page_lines) - CARRY_LINES
        out.append(spans)
    return out


def _exhibit_blocks(numbered: list[tuple[int, float]]) -> list[tuple[int, int]]:
    """(first, last) line indexes of runs of numbered lines in order, at most MAX_GAP_LINES apart."""
    blocks: list[tuple[int, int]] = []
    run = [numbered[0]]
    for item in numbered[1:] + [None]:  # type: ignore[list-item]
        if item is not None and item[0] - run[-1][0] <= MAX_GAP_LINES + 1 and item[1] >= run[-1][1] - 1e-9:
            run.append(item)
            continue
        if len(run) >= 2:
            blocks.append((run[0][0], run[-1][0]))
        if item is not None:
            run = [item]
    return blocks


def _header_start(text: str, page_lines: Lines, first: int) -> int:
    """The first line of the exhibit index: up to 3 heading or column-header lines above ``first``."""
    for _ in range(3):
        if first == 0:
            break
        start, end = page_lines[first - 1]
        line = text[start:end]
        if is_prose(line) or not (_EXHIBIT_HEADING.match(line) or _EXHIBIT_HEADER_WORDS.search(line)):
            break
        first -= 1
    return first


def _notes_end(text: str, page_lines: Lines, last: int) -> int:
    """The last line of the exhibit index: the last entry's description when its number stands on
    a line of its own, its wrapped text and the "* ..." notes below it."""
    start, end = page_lines[last]
    if _BARE_EXHIBIT_NUMBER.match(text[start:end]) and last + 1 < len(page_lines):
        following = text[slice(*page_lines[last + 1])]
        if not (states_figure(following) or is_prose(following) or _exhibit_number(following) is not None):
            last += 1
    for _ in range(3):
        if last + 1 >= len(page_lines):
            break
        start, end = page_lines[last + 1]
        line = text[start:end]
        if states_figure(line) or not (_NOTE_LINE.match(line) or line[:1].islower() or line[:1] == "("):
            break
        last += 1
    return last
