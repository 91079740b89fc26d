"""Sentence spans on a stored page text, so answers quote whole sentences verbatim.

PDF text wraps lines mid-sentence and lays tables out one row per line; the splitter joins wrapped
lines, keeps headings, bullets and table rows apart, then splits at sentence punctuation. Every
sentence is a ``(start, end)`` span of the page text: the quote shown to the user is exactly
``page_text[start:end]`` with its whitespace collapsed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from rag_core import datafiles

# The closing quotes and brackets a sentence may end with after its last mark ('... "END."').
CLOSERS = "\"'”’)]"
_CLOSER = f"[{re.escape(CLOSERS)}]"
_TERMINAL = re.compile(rf"[.!?:;]{_CLOSER}*$")
_BULLET = re.compile(r"^(?:[•·▪◦*\-–—]\s|\(?[0-9a-zA-Z]{1,3}[.)]\s|#{1,6}\s)")
# The closers after the stop stay with the sentence they close ('... the words "STOP" or "END." You
# may ...'); group 1 holds them.
# So does a Markdown emphasis it closes ("**Can I extend my warranty?** Yes. Haddon Care+ ...").
_SPLIT = re.compile(rf"(?<=[.!?])((?:{_CLOSER}|\*)*)\s+(?=\*{{0,2}}[\"'“‘(\[]?[A-Z0-9$€£])")
_ABBREVIATIONS = frozenset(datafiles.load("english")["abbreviations"])  # a sentence does not end after these
_WRAP_MIN_CHARS = 50
MAX_SENTENCE_CHARS = 600


@dataclass(frozen=True, slots=True)
class Sentence:
    """A sentence of a page: its span and its display text (whitespace collapsed)."""

    start: int
    end: int
    text: str


def closed(text: str) -> str:
    """``text`` without its trailing spaces and the closers after its last mark: what it ends with."""
    return text.rstrip().rstrip(CLOSERS)


def display(raw: str) -> str:
    """Collapse all whitespace (line breaks included) to single spaces: the one normal form in
    which quotes are shown and compared."""
    return " ".join(raw.split())


_LOCATOR = re.compile(r"^p\.(\d+):(\d+)-(\d+)$")


def locator(page: int, start: int, end: int) -> str:
    """Stable, human-readable position of a span on a page: ``p.<page>:<start>-<end>``."""
    return f"p.{page}:{start}-{end}"


def parse_locator(text: str) -> tuple[int, int, int] | None:
    """``(page, start, end)`` of a locator written by :func:`locator`; None when ``text`` is not one."""
    match = _LOCATOR.match(text.strip())
    if match is None:
        return None
    page, start, end = (int(g) for g in match.groups())
    return page, start, end


# A line that is one parenthetical of a few words is a caption under a name or title ("(Exact name
# of registrant as specified in its charter)" on every 10-K cover), not the start of a sentence.
_CAPTION = re.compile(r"\((?:[^()\s]+\s+){2,}[^()]*\)")

# A line ending in two figures ("$ 626 $ 105", "(41) (51)", "21.8 % 24.8 %", "— —") is a table row
# laid out on one line: what follows it in capitals is the next row or the prose under the table,
# never the row's continuation, however long the row.
_CELL = r"(?:[$€£]\s?)?\(?-?(?:\d(?:[\d,]*\d)?(?:\.\d+)?|[—–-]+)\)?(?:\s?%)?"
_ROW_TAIL = re.compile(rf"(?:^|\s){_CELL}\s+{_CELL}$")


_NUMBERED = re.compile(r"^\d{1,2}(?:\.\d{1,2})*\.?\s+[A-Z]")  # "1. What ...", "2.3 Fees": a section's number
_TITLE_SHARE = 0.8  # a numbered first line shorter than this share of the next one ends before it wraps


def _numbered_title(line: str, following: str, *, start_of_run: bool) -> bool:
    """Whether ``line``, a run's first line opening with a section's number, is that section's title
    and not the first line of a wrapped paragraph: the next line opens with a capital and runs well
    past it ("1. What Ibuprofen tablets are and what they are used for" over "Ibuprofen belongs to a
    group of medicines ..."); a wrapped item's first line runs to the margin."""
    return (
        start_of_run
        and _NUMBERED.match(line) is not None
        and following[:1].isupper()
        and len(line) < _TITLE_SHARE * len(following)
    )


# A field of a form or a cover: a label of a few words, a colon, its value ("Study title: Sleep and
# Memory ...", "Chief investigator: Dr Anika Brandt, ..."); a field under a field is a field of its own.
_FIELD = re.compile(r"[A-Z][\w'’()/&-]*(?: [\w'’()/&-]+){0,3}: \S")
_HEADING_WORDS = 6  # a heading line under a title is short
_MARGIN_SHARE = 0.8  # of the page's longest line: a line this long runs to the margin and wraps


def _heading_after_title(previous: str, line: str, following: str, longest: int) -> bool:
    """Whether ``line`` is a heading of its own under ``previous``, a title line that stops well
    short of the margin without a mark, and over ``following``, the first line of its paragraph
    ("Northwind Appliances - Limited Warranty for the AquaPure 500 Dishwasher" over "Warranty
    period" over "Northwind warrants the AquaPure 500 ..."): a PDF's text keeps no blank line
    between them, and a wrapped line runs to the margin ("... Results of" over "Operations")."""
    return (
        len(previous) < _MARGIN_SHARE * longest
        and previous.count("(") <= previous.count(")")  # "... Officer (Principal" over "Financial Officer)"
        and len(line.split()) <= _HEADING_WORDS
        and not _TERMINAL.search(line)
        and following[:1].isupper()
        and len(following) > len(line)
    )


def _segments(text: str) -> list[tuple[int, int]]:
    """Runs of joined lines: wrapped prose is one run; headings, bullets, rows are their own."""
    segments: list[tuple[int, int]] = []
    offset = 0
    current: tuple[int, int] | None = None
    previous_line = ""
    previous_span = (-1, -1)
    run_first = ""
    lines = text.split("\n")
    longest = max(len(line.strip()) for line in lines)
    for at, line in enumerate(lines):
        start, end = offset, offset + len(line)
        offset = end + 1
        stripped = line.strip()
        if not stripped:
            if current:
                segments.append(current)
            current = None
            previous_line = ""
            continue
        join = (
            current is not None
            and not _TERMINAL.search(previous_line)
            and not _numbered_title(previous_line, stripped, start_of_run=current == previous_span)
            and not _BULLET.match(stripped)
            and not previous_line.startswith("#")
            and not _CAPTION.fullmatch(previous_line)
            and (
                stripped[0].islower()
                or stripped[0] in ",;)"
                or (
                    len(previous_line) >= _WRAP_MIN_CHARS
                    and not _ROW_TAIL.search(previous_line)
                    and not _heading_after_title(
                        previous_line, stripped, lines[at + 1].strip() if at + 1 < len(lines) else "", longest
                    )
                    and not (_FIELD.match(run_first) and _FIELD.match(stripped))
                )
            )
        )
        if join and current is not None:
            current = (current[0], end)
        else:
            if current:
                segments.append(current)
            current = (start, end)
            run_first = stripped
        previous_line, previous_span = stripped, (start, end)
    if current:
        segments.append(current)
    return segments


# Abbreviations of "number", which only a number follows ("No. 3", "Nos. 4 and 5"): "No. Taking part is
# voluntary." is the answer "No." and a sentence after it.
_NUMBER_ABBREVIATIONS = frozenset({"no", "nos"})
_CLOCK_MARKS = frozenset({"a.m", "p.m"})
_TIME_ZONES = frozenset(datafiles.load("english")["time_zones"])
_WORD_AFTER = re.compile(r"[\"'“‘(]?[A-Z](?:[a-z]+)?\b(?![-\d])")


def _is_abbreviation(fragment: str, following: str = "") -> bool:
    words = fragment.rstrip().split()
    if not words:
        return False
    last = words[-1].rstrip(".").lower().lstrip("(")
    if last in _NUMBER_ABBREVIATIONS and _WORD_AFTER.match(following):
        return False
    if last in _ABBREVIATIONS:
        return True
    if last in _CLOCK_MARKS:  # "5:00 p.m. Eastern Time today": a time zone goes on with the sentence
        return following.split(maxsplit=1)[0] in _TIME_ZONES if following.strip() else False
    return len(last) == 1 and last.isalpha()  # an initial: "J. Smith"


def _split_segment(text: str, start: int, end: int) -> list[tuple[int, int]]:
    spans = []
    cursor = start
    chunk = text[start:end]
    for match in _SPLIT.finditer(chunk):
        if _is_abbreviation(text[cursor : start + match.start()], text[start + match.end() : start + match.end() + 40]):
            continue
        spans.append((cursor, start + match.end(1)))
        cursor = start + match.end()
    spans.append((cursor, end))
    out = []
    for s, e in spans:
        # Overlong "sentences" are usually tables: fall back to one line each.
        if e - s > MAX_SENTENCE_CHARS and "\n" in text[s:e]:
            line_start = s
            for line in text[s:e].split("\n"):
                line_end = line_start + len(line)
                out.append((line_start, line_end))
                line_start = line_end + 1
        else:
            out.append((s, e))
    return out


def _trim(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


@lru_cache(maxsize=4096)
def split_sentences(text: str) -> tuple[Sentence, ...]:
    """Sentences of a page text, in order (cached: the same pages are read again and again)."""
    out = []
    for seg_start, seg_end in _segments(text):
        for start, end in _split_segment(text, seg_start, seg_end):
            start, end = _trim(text, start, end)
            if end - start >= 2 and any(ch.isalnum() for ch in text[start:end]):
                out.append(Sentence(start, end, display(text[start:end])))
    return tuple(out)


def is_question_line(text: str, sentence: Sentence) -> bool:
    """Whether ``sentence`` is a question on a line of its own in ``text`` (a web page's FAQ, a
    policy's section heading): it asks, and the paragraph under it answers."""
    line_start = sentence.start == 0 or text[sentence.start - 1] == "\n"
    return sentence.text.rstrip().endswith("?") and line_start and text[sentence.end : sentence.end + 1] in ("\n", "")
