"""Text primitives of table recovery (:mod:`rag_core.ingest.tables`): numeric cells and verification.

A table line ends in a run of numeric cells ("$ 12,734", "(347)", "—", "12.5 %"); what precedes it
is the label. :class:`Verifier` holds a page's plain text, the text the product stores and quotes,
and answers how a string reads there, so that every string a table row carries is on the page.

Standard library only: the sandboxed PDF worker imports this module.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

MONTH = (
    r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?"
    r"|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?"
)
YEAR = r"(?:19|20)\d\d"
# "12,734", "$55,893", "(347)", "($4.93)", "12.5%", "—" or "-%" for nil, "n/a", "*"; and as British
# reports print them, "£64.1m", "€1.2bn", "41.8p" (pence), "0.9x" (times), never "3M" (a name).
VALUE = re.compile(
    r"\(?-?[$£€]?\(?[-−]?(?:\d+(?:,\d{3})*(?:\.\d+)?|\.\d+)(?-i:p|x|m|bn)?\)?%?\)?|\$?[—–−-]%?|n/?[am]\.?|\*", re.I
)
IS_YEAR = re.compile(YEAR)
UNIT = re.compile(
    r"\b(?:in|of) (?:millions|thousands|billions)\b|\$ ?(?:in )?(?:millions?|thousands?|"
    r"billions?)\b|except (?:per[- ]share|share)|^\(?(?:millions|thousands)\b",
    re.I,
)
TITLE = re.compile(r"\bstatements? of\b|\bbalance sheets?\b", re.I)
PERIOD_WORD = re.compile(rf"\b(?:ended|ending|months?|weeks?|quarters?|fiscal|years?|as of|{MONTH}|{YEAR})\b", re.I)
_ATTACHED = re.compile(r"\(?\$?\d{1,3}\)?")  # "(1)", "500" or "($4)" one space after a word, in layout text
_DAY_OF = re.compile(rf"{MONTH} \d{{1,2}}")  # "June 30" in a header is a date, not a value
_TOKEN = re.compile(r"\S+")
_CHUNK = re.compile(r"\S+(?: \S+)*")  # runs of words split where two or more spaces separate them
_NOTE_MARK = re.compile(r"\(\d\)")  # "(1)" after a year in a header line
_MARK = re.compile(r"\([a-z]\)")  # "(c)" after a figure in layout text: a footnote mark between cells
_FOOTNOTE = re.compile(r"(?:\s*(?:\([a-z0-9]{1,2}\)|\*{1,3}))+$", re.I)
_NOT_TITLE = re.compile(r"^(?:table of contents|page \d+.*|exhibit \d+.*|[\d\s.]+)$", re.I)
# A label line continued on the next line ends mid-phrase (or the next line starts lowercase).
_CONTINUES = re.compile(r"(?:[,(/–-]|\b(?:and|or|of|for|to|in|the|from|on|by|with|before|after|per|at))$", re.I)
_MAX_TITLE_WORDS = 14

Chunk = tuple[int, int, str]  # start column, end column, text


@dataclass(frozen=True, slots=True)
class Verifier:
    """A page's plain text with whitespace collapsed, and without spaces for spacing-blind lookups."""

    flat: str
    squashed: str
    where: tuple[int, ...]  # index in ``flat`` of each character of ``squashed``

    @classmethod
    def of(cls, plain_text: str) -> Verifier:
        """The verifier of one page's plain text."""
        flat = " ".join(plain_text.split())
        return cls(flat, flat.replace(" ", ""), tuple(i for i, ch in enumerate(flat) if ch != " "))

    def find(self, text: str) -> str:
        """``text`` as it reads in the plain text ("commonshareholders" finds "common shareholders"), or ""."""
        wanted = " ".join(text.split())
        if not wanted or wanted in self.flat:
            return wanted
        key = wanted.replace(" ", "")
        at = self.squashed.find(key)
        return "" if at < 0 else self.flat[self.where[at] : self.where[at + len(key) - 1] + 1]


@dataclass(frozen=True, slots=True)
class Cell:
    """A numeric cell of a line and where it sits (character columns)."""

    left: int  # first column, a detached "$" included
    start: int  # first column of the number itself
    end: int
    text: str  # "$ 12,734", "12.5 %" or "(347)"
    number: str  # without a detached "$"


@dataclass(frozen=True, slots=True)
class Line:
    """A line of text and the numeric cells that end it, left to right."""

    text: str
    cells: tuple[Cell, ...]

    @property
    def data(self) -> bool:
        """Has cells, and they are not a header's years (with their footnote marks: "2019 (1)   2018")."""
        years = [c for c in self.cells if IS_YEAR.fullmatch(c.text)]
        return bool(self.cells) and not (years and all(c in years or _NOTE_MARK.fullmatch(c.text) for c in self.cells))


def parse_line(text: str, layout: bool = False) -> Line:
    """Split off the run of numeric cells ("$" and "%" attached) that ends ``text``."""
    tokens = [(m.start(), m.end(), m.group()) for m in _TOKEN.finditer(text)]
    cells: list[Cell] = []
    i = len(tokens) - 1
    while i >= 0:
        start, end, word = tokens[i]
        if layout and cells and i > 0 and _MARK.fullmatch(word) and VALUE.fullmatch(tokens[i - 1][2]):
            i -= 1  # "1,480 (c)   $ 1,058": the mark belongs to the figure before it, not to the label
            continue
        if (
            layout
            and i > 0
            and _NOTE_MARK.fullmatch(word)
            and IS_YEAR.fullmatch(tokens[i - 1][2])
            and start - tokens[i - 1][1] == 1
        ):
            break  # "May 2, 2015 (5)": a header's date and its footnote mark
        if layout and word == "%" and i > 0 and IS_YEAR.fullmatch(tokens[i - 1][2]) and start - tokens[i - 1][1] > 1:
            i -= 1  # "2025   2024        %   2025": a change column's header among the years, not "2024 %"
            continue
        if word == "%" and i > 0 and VALUE.fullmatch(tokens[i - 1][2]):
            i -= 1
            start, word = tokens[i][0], f"{tokens[i][2]} %"
        elif not VALUE.fullmatch(word) or word.count("(") != word.count(")") or _in_label(tokens, i, layout):
            break
        left, shown = start, word
        if i > 0 and tokens[i - 1][2] == "$":
            i -= 1
            left, shown = tokens[i][0], f"$ {word}"
        cells.append(Cell(left, start, end, shown, word))
        i -= 1
    if i > 0 and tokens[i][2] == "to" and VALUE.fullmatch(tokens[i - 1][2]):
        return Line(text, ())  # a range in prose or an outlook ("14.7% to 15.0%"), not table cells
    if i < 0 and len(cells) > 1 and IS_YEAR.fullmatch(cells[-1].text) and not IS_YEAR.fullmatch(cells[0].text):
        cells.pop()  # "2024   $ 707" in a maturity table: the year is the row's label
    return Line(text, tuple(reversed(cells)))


def _in_label(tokens: list[Chunk], i: int, layout: bool) -> bool:
    """Whether number ``tokens[i]`` belongs to the words before it: "June 30", "Fiscal 2024", and in
    layout text, where cells stand apart, "S&P 500" or a footnote mark "expense (1)"."""
    if i == 0:
        return False
    before, (start, _, word) = tokens[i - 1], tokens[i]
    if _DAY_OF.fullmatch(f"{before[2]} {word}"):
        return True
    attached = start - before[1] == 1 and not VALUE.fullmatch(before[2]) and before[2] != "$"
    return attached and bool(IS_YEAR.fullmatch(word) or (layout and _ATTACHED.fullmatch(word)))


def chunks(text: str) -> list[Chunk]:
    """Runs of words separated by 2+ spaces; a run of bare years is split into one chunk per year."""
    out = []
    for m in _CHUNK.finditer(text):
        words = list(_TOKEN.finditer(m.group()))
        if len(words) > 1 and all(IS_YEAR.fullmatch(w.group()) for w in words):
            out += [(m.start() + w.start(), m.start() + w.end(), w.group()) for w in words]
        else:
            out.append((m.start(), m.end(), m.group()))
    return out


def find_value(cell: Cell, page: Verifier) -> str:
    """The cell's value as printed, "$" included only when the plain text has it next to the number."""
    return page.find(cell.text) or (page.find(cell.number) if cell.number != cell.text else "")


def continues(text: str) -> bool:
    """Whether a line ends mid-phrase ("Restructuring charges and"), so the next line goes on with it."""
    return bool(_CONTINUES.search(text))


def find_label(own: str, above: str, page: Verifier) -> str:
    """The verified label: joined with the line above when the label wraps, footnote marks dropped."""
    candidates = [own]
    if above and own and not above.endswith(":") and (own[0].islower() or _CONTINUES.search(above)):
        candidates.insert(0, f"{above} {own}")
    found = (page.find(v) for c in candidates for v in (c, _FOOTNOTE.sub("", c)) if v)
    return next((f for f in found if f), "")


def title_and_unit(texts: list[str], page: Verifier, max_words: int | None = None) -> tuple[str, str]:
    """Title and unit lines among ``texts`` (nearest the table first), verified; "" when none.

    A statement title ("Consolidated Statements of Cash Flows") beats a nearer short heading. A
    title has at most ``max_words`` words (a spreadsheet's first row may be longer than a heading).
    """
    title = fallback = unit = ""
    most = max_words or _MAX_TITLE_WORDS
    for text in (t for t in texts if 0 < len(t.split()) <= most):
        if UNIT.search(text):
            unit = unit or page.find(text)
        elif (
            _NOT_TITLE.match(text)
            or text.endswith((".", ":"))
            or not any(ch.isalpha() for ch in text)
            or text[0].islower()
            or (text.startswith("(") and text.endswith(")"))
        ):
            continue  # a sentence, a piece of a date ("2020,"), a page header, "(Unaudited)"
        elif TITLE.search(text):
            title = title or page.find(text)
        else:
            fallback = fallback or page.find(text)
    return title or fallback, unit


_CODE = re.compile(r"\d{1,6}")  # a code: a whole number without sign or separator


def coded_column(grid: list[list[str]], header_rows: int) -> bool:
    """Whether a table's first column holds codes under a header ("Status": 400, 401, 404), which
    label their rows, rather than figures."""
    body = [row[0] for row in grid[header_rows:] if row[:1] and row[0]]
    header = grid[0][0] if grid and grid[0] else ""
    return bool(header_rows and body and header and not VALUE.fullmatch(header) and all(map(_CODE.fullmatch, body)))
