"""A table cell looked up by its row and its column, both named by the question.

"Which studio is pilates in?" of a class timetable ("Pilates | Studio | Studio 1"), "How much is an
extra checked bag at the airport?" of a fee sheet ("Extra checked bag (23 kg) | Airport fee (GBP) |
55"): the question names the row's label (most of its words) and a word of one column's header,
which is how a reader finds a value in a table. The judge rates such cells low (P 0.14-0.5 on fresh
sheets: it learned tables from financial statements, whose columns are periods), so below its
threshold the one cell the question names best answers; cells of one row named alike are answered
by the row's whole line, never one of them chosen. Not a question for a computation ("What was the change in ...?": the table does not state it), for a method ("How is the discount rate
determined?", unless a column is headed so: "How to apply") or for a period's column
(the measure checks read those); a definition only from a column it names ("What does error 401
mean?": "401 | Meaning | The API key is missing or invalid"; "What is pilates?" names no column of
the timetable's row); a yes/no question is answered by the cell
that states it ("Do I need to book the fossil hunt?": "Family fossil hunt | Booking | Not required").
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from rag_core import datafiles
from rag_core.answer.candidate import Candidate, page_stems, row_cells
from rag_core.answer.judging.amounts import asks_how_much, is_money
from rag_core.answer.judging.gates import misreads, quotable
from rag_core.answer.judging.kinds import other_kind
from rag_core.answer.judging.ranges import fits_range, ranged_words, without_range
from rag_core.answer.understand.classify import AnswerType
from rag_core.answer.understand.question import Question
from rag_core.answer.understand.slots import has_shape
from rag_core.judge.features import COMPUTATION
from rag_core.ingest.rows import ROW_SEPARATOR
from rag_core.locations import ROW_LINE
from rag_core.text.lexicon import MONTH_NAMES, MONTH_SET, QUESTION_WORDS, STOPWORDS, WEEK, either_way, stem, tokens
from rag_core.text.word_forms import rate_stems, week_stems

__all__ = ["asked_stems", "asks_header", "header_words", "looked_up", "row_named_by_a_cell", "unsaid"]

_MIN_P = 0.1  # a cell the judge rates below this is off the question's topic, whatever it names
_LABEL_SHARE = 2 / 3  # of a row label's words the question must name ("the fossil hunt": "Family fossil hunt")
# Header words that only say which period or scale a column gives ("Year ended", "in thousands").
_WORDS = datafiles.load("english")
_PERIOD_HEADER_WORDS = frozenset(_WORDS["column_header_words"]) | MONTH_SET
_BRACKETED = re.compile(r"\([^)]*\)")
# A limit a label gives its thing, as a bracket would: "Extra checked bag up to 23 kg" is an extra checked bag.
_LIMIT = re.compile(
    r"\b(?:up\s+to|max(?:imum)?)\s+\d[\d.,]*\s*(?:kg|g|lbs?|cm|mm|m|km|l|ml|litres?|liters?|gb|mb)\b", re.IGNORECASE
)
# What a question frames a lookup with, which the table need not say ("include", "number of").
_FRAMING = frozenset(_WORDS["lookup_framing_words"]) | frozenset(_WORDS["reference_nouns"])
# A column asked for by the question's words: "How long ...?" names a "Length" column.
_ASKED_HEADERS = {asking: frozenset(stem(w) for w in words) for asking, words in _WORDS["asked_header_words"].items()}
_BY_QUESTION_WORD = {
    asking: frozenset(stem(w) for w in words) for asking, words in _WORDS["asked_header_by_question_word"].items()
}
_CELL = re.compile(r"(?P<header>[^|:]+): (?P<value>[^|]+)")


def _named(text: str, *, label: bool = False) -> set[str]:
    """The content stems of a header, without what it says in brackets ("(23 kg)", "(GBP)"): its
    words of two letters or more that name no period; of a label, every word and number ("Q1 2025"
    is named only by a question that says "Q1" and "2025") but a limit it gives ("up to 23 kg")."""
    return {
        t.stem
        for t in tokens(_BRACKETED.sub(" ", _LIMIT.sub(" ", text) if label else text))
        if t.lower not in STOPWORDS
        and (label or (t.lower.replace("-", "").isalpha() and len(t.lower) > 1 and t.lower not in _PERIOD_HEADER_WORDS))
    }


_QUARTER = re.compile(r"(?:q[1-4]|h[12]|fy\d*|quarters?|fiscal)")


def _dated(question: Question) -> bool:
    """Whether the question names a date, month or quarter (not only a span: "an annual membership",
    "a month" ask for a sheet's "Annual" or "Monthly" column)."""
    return any(
        (t.lower in MONTH_NAMES and (t.lower != "may" or (i and t.capitalized))) or _QUARTER.fullmatch(t.lower)
        for i, t in enumerate(question.tokens)
    )


def header_words(header: str) -> set[str]:
    """The content stems of a column's header (see :func:`_named`): "Concession monthly (GBP)"
    -> {"concess", "monthli"}."""
    return _named(header)


def asks_header(question: Question, header: str) -> bool:
    """Whether a header phrased as a question ("What to do", "How to apply", "Who to contact") is
    the one the question asks: it opens with the question's own question word and ends in a verb
    the question says ("What should I do if water leaks under the machine?" asks the "What to do"
    column of a troubleshooting table, not its "Cause")."""
    words = tokens(header)
    asked = question.tokens
    at = next((i for i, t in enumerate(asked) if t.lower in QUESTION_WORDS), None)  # "The machine won't ..., what ...?"
    return (
        len(words) >= 2
        and at is not None
        and words[0].lower in QUESTION_WORDS
        and words[0].lower == asked[at].lower
        and words[-1].stem in {t.stem for t in asked[at + 1 :]}
    )


def _without(text: str, label: str) -> str:
    """``text`` without the words of ``label`` (case aside)."""
    return re.sub(re.escape(label), " ", text, flags=re.IGNORECASE)


def unsaid(
    question: Question, cell: Candidate, candidates: Sequence[Candidate], framing: frozenset[str] = frozenset()
) -> bool:
    """Whether the cell (or a label line) misses a name the question gives ("When did Kilbride
    Hotels open its York hotel?" of another company's sheet) or a word its table's page does not
    say anywhere ("hours" of "What are the opening hours of the Sligo depot?" by "Sligo | Opened |
    2016"); a word of the table's own header row ("Fare" over the fare names) is said on its page,
    and the ``framing`` words (see :func:`_framing`) need not be."""
    names = {t.lower for t in question.tokens[1:] if t.capitalized}
    if names & set(cell.missing):
        return True
    page = page_stems(cell, candidates)
    return any(stem(word) not in page and word not in framing for word in cell.missing)


def _asking(question: Question, headers: dict[str, frozenset[str]]) -> list[str]:
    """The asking phrases of ``headers`` the question says ("how long", "who")."""
    text = f" {' '.join(t.lower for t in question.tokens)} "
    return [asking for asking in headers if f" {asking} " in text]  # "who", never the "who" of "wholesale"


def _asked_by(question: Question, headers: dict[str, frozenset[str]]) -> frozenset[str]:
    """The header stems of ``headers`` whose asking words the question says ("how long", "who")."""
    return frozenset().union(*(headers[asking] for asking in _asking(question, headers)))


def _framing(question: Question) -> frozenset[str]:
    """The question's words a cell may lack and still be read: those framing a lookup ("include",
    "fit", "cost") and those of its phrases asking for a column ("people" of "how many people",
    which names the "Capacity" column)."""
    return _FRAMING.union(*(asking.split() for asking in _asking(question, _ASKED_HEADERS)))


def asked_stems(question: Question) -> frozenset[str]:
    """The stems a question names a table's column by: its own, and those of the headers its
    question words ask for ("how long": "Length", "Duration"; "how much": "Price", "Fee"), and a
    span's other form ("a month": "Monthly"; "weekdays": "Monday-Friday")."""
    costs = _ASKED_HEADERS["how much"] if asks_how_much(question) else frozenset()  # "What does X cost?": "Price"
    return question.stems.union(
        _asked_by(question, _ASKED_HEADERS), costs, rate_stems(question.tokens), week_stems(question.tokens)
    )


def looked_up(question: Question, candidates: Sequence[Candidate], shape: str, *, asks_period: bool) -> list[Candidate]:
    """The cell whose row label the question names most of (two words in three at least, every
    number) and whose column header it names more of than any other such cell's, then the one whose
    header's words it all says (by its words, or by the words asking for it: "how long" a
    "Length"; for "how much", a sum of money under any header: "How much is a single?" of the
    fares' "Single | Adult | £2.00"; for a yes/no question, a value the question says: "Does the
    Anchor room have a projector?" of "Anchor | Screen | Projector"), as the answer; cells of one
    row named alike by the row's line ([] when none is named, or cells of several rows are alike).
    A cell gives the asked ``shape`` with the unit its header brackets ("Length (minutes)": "30 minutes")."""
    if question.years or (asks_period and _dated(question)):
        return []  # a period's column is the measure checks' to read; "annual", "a month" name a price's
    asked = asked_stems(question) | _asked_by(question, _BY_QUESTION_WORD)  # "Who teaches yoga?": "Instructor"
    how_much = asks_how_much(question) and question.classification.answer_type is not AnswerType.DEFINITION
    yes_no = question.classification.answer_type is AnswerType.YES_NO
    framing = _framing(question)
    rows_on_topic = _rows_on_topic(candidates)
    sole = _sole_cells(candidates)
    lengths = _asked_by(question, {"how long": _ASKED_HEADERS["how long"]})  # a label's "period" says a length
    scored: list[tuple[float, int, Candidate]] = []
    ranged = ranged_words(question.text)  # "my 18-month-old": only then are ranges read
    for c in candidates:
        if not c.is_row or not c.answer_value or len(c.parts) < 3 or c.measured:
            continue
        one = (c.doc_id, c.page, c.parts[0]) in sole or c.columns == 1  # "Memory | Minimum for 5.2 | 4 GB RAM"
        on_topic = _on_topic(c, rows_on_topic, framing) or (one and not c.missing)  # a row of one value ...
        fit = fits_range(c.parts[0], question.text) if ranged else None  # "4 to 6 years" for "a 4 year old"
        column = fits_range(c.column_header, question.text) if ranged else None  # "Under 2 years"
        # A value of the asked shape ("Weekly" for "How often ...?"), or a row or column named by its
        # range, under a header the question names is on its topic, however low the judge rates it.
        if False in (fit, column) or not (on_topic or fit or column or (shape and has_shape(shape, c.answer_value))):
            continue  # "Dog spay (under 20 kg)" for "a 30 kg dog"
        label = _named(without_range(c.parts[0]) if fit else c.parts[0], label=True) - lengths
        share = len(label & asked) / len(label) if label else float(bool(fit))
        if share < _LABEL_SHARE and _names_an_item(c.parts[0], asked):
            share = _LABEL_SHARE  # "developers" names "Developers and analysts", after a row of its own
        elif (
            share < _LABEL_SHARE or not all(w.isalpha() for w in label - asked) or other_kind(question, label, asked, c)
        ):
            continue  # "the fossil hunt" names "Family fossil hunt"; "Q4" no "Q1" row; "adviser's fee" no "exit fee"
        if COMPUTATION.search(_without(question.text, c.parts[0])):
            continue  # "the change in revenue" is computed; a "Name change" row's fee is not
        if question.classification.procedural and not asks_header(question, c.parts[1]):
            continue  # "How is the discount rate determined?": a method, which a rate's cell is not
        header = _named(" ".join(p for p in c.parts[1:] if p != c.answer_value)) - label
        named = len(header & asked) + asks_header(question, c.parts[1]) + bool(column)  # "What to do": "What do I do"
        plain = not header - asked  # "Monthly", all said, before "Concession monthly" for "a month"
        units = " ".join(m.group()[1:-1] for m in _BRACKETED.finditer(" ".join(c.parts[1:])))
        shaped = has_shape(shape, c.quote) or has_shape(shape, f"{c.answer_value} {units}")
        priced = not named and how_much and is_money(c.answer_value)  # "How much is a single?": each fare
        valued = yes_no and not named and _says_value(question, c.answer_value)
        only = (  # "Probation period | Details | Six months"; not what a thing is, nor a nil's dash
            not yes_no
            and question.classification.answer_type is not AnswerType.DEFINITION
            and any(ch.isalnum() for ch in c.answer_value)
            and one
        )
        if (
            (named or priced or valued or only)
            and (on_topic or named)
            and shaped
            and quotable(c)
            and not misreads(question, c)
            and not unsaid(question, c, candidates, framing | (ranged if fit or column else frozenset()))
        ):
            scored.append((share, named, plain, c))
    if not scored:
        return []
    most = max((share, n, wholly) for share, n, wholly, _ in scored)
    best = [c for share, n, wholly, c in scored if (share, n, wholly) == most]
    if len({c.answer_value for c in best}) == 1:
        return [best[0]]
    return _whole_line(best, candidates)


def _names_an_item(label: str, asked: frozenset[str]) -> bool:
    """Whether the question names every word of one item of a label that lists several, and no word of
    the others ("What laptop do developers get?" of "Developers and analysts | Laptop | ..."; not
    "How much is the fish and chips?" of "Children's fish goujons and chips")."""
    items = [_named(item, label=True) for item in _LIST_SEPARATOR.split(_BRACKETED.sub(" ", label))]
    whole = [item for item in items if item and item <= asked]
    return len(items) >= 2 and len(whole) == 1 and all(not (item & asked) for item in items if item is not whole[0])


def _sole_cells(candidates: Sequence[Candidate]) -> set[tuple[str, int, str]]:
    """The (document, page, label) of the rows whose one value a question naming the row asks for,
    whatever the column's header: those of a table with one column of values (an offer letter's
    "Summary of salary and benefits": "Probation period | Details | Six months"; every row of the
    page read has one cell, and there are two rows at least), and a row whose cells all hold the
    same value ("Gates open | Reception: 8:40am | Years 1 and 2: 8:40am | Years 3 to 6: 8:40am")."""
    cells: dict[tuple[str, int], dict[str, set[tuple[tuple[str, ...], str]]]] = {}
    for c in candidates:
        if c.is_row and len(c.parts) >= 3 and not c.measured:
            cells.setdefault((c.doc_id, c.page), {}).setdefault(c.parts[0], set()).add((c.parts[1:-1], c.answer_value))
    sole = set()
    for (doc, page), rows in cells.items():
        one_column = len(rows) >= 2 and all(len(row) == 1 for row in rows.values())
        sole |= {
            (doc, page, label)
            for label, row in rows.items()
            if one_column or (len(row) >= 2 and len({value for _, value in row}) == 1)
        }
    return sole


_LIST_SEPARATOR = re.compile(r",|;|/|&|\band\b|\bor\b", re.IGNORECASE)
_DAY_RANGE = re.compile(r"^\s*([a-z]+?)s?\s*(?:-|\u2013|to|through|until)\s*([a-z]+?)s?\s*$", re.IGNORECASE)


def _days_between(item: str) -> set[str]:
    """The days a range of weekdays spans ("Monday to Friday": Monday ... Friday), as stems; none
    for other text."""
    found = _DAY_RANGE.match(item)
    if found is None or found.group(1).lower() not in WEEK or found.group(2).lower() not in WEEK:
        return set()
    first, last = WEEK.index(found.group(1).lower()), WEEK.index(found.group(2).lower())
    return {stem(day) for day in WEEK[first : last + 1]} if first < last else set()


def _says_value(question: Question, value: str) -> bool:
    """Whether a yes/no question says the cell's value ("Does the Anchor room have a projector?":
    "Projector"), one item of a list it gives ("Is the eye clinic open on Thursdays?": "Tuesday
    and Thursday"), a day a range of days spans ("Is the fracture clinic open on Fridays?":
    "Monday to Friday") or a word of the question said either way ("Are you open on Sundays?":
    "Closed")."""
    items = _LIST_SEPARATOR.split(value)
    asked_ways = {either_way(t.lower) for t in question.tokens} - {None}  # "open" of "Closed"
    return any(
        ((named := _named(item)) and named <= question.stems)
        or _days_between(item) & question.stems
        or (len(words := tokens(item)) == 1 and either_way(words[0].lower) in asked_ways)
        for item in items
    )


def _on_topic(cell: Candidate, rows_on_topic: set[tuple[str, int, str]], framing: frozenset[str]) -> bool:
    """Whether the judge rates the cell, or its row's line (one of ``rows_on_topic``, see
    :func:`_rows_on_topic`), at ``_MIN_P`` at least: a cell's own
    three parts may lack the words its row's line gives ("Fixed desk | Annual (EUR) | 3100" at P
    0.07 beside "Row 3: Fixed desk | Monthly (EUR): 290 | Annual (EUR): 3100 | ..." at 0.24 for "What
    does a fixed desk cost a year?"); or every word it lacks is a ``framing`` one ("How many people
    fit in the Lighthouse room?" of "Lighthouse | Capacity | 12" at 0.03, lacking "people" and
    "fit")."""
    if (cell.p or 0.0) >= _MIN_P or (cell.missing and set(cell.missing) <= framing):
        return True
    return (cell.doc_id, cell.page, cell.parts[0]) in rows_on_topic


def _rows_on_topic(candidates: Sequence[Candidate]) -> set[tuple[str, int, str]]:
    """The (document, page, label) of every row whose line the judge rates at ``_MIN_P`` at least."""
    return {
        (c.doc_id, c.page, line[0])
        for c in candidates
        if (c.p or 0.0) >= _MIN_P and (line := _line_cells(c, sheets_only=False)) is not None
    }


def _whole_line(tied: list[Candidate], candidates: Sequence[Candidate]) -> list[Candidate]:
    """Cells of one row that the question names alike ("How much does a name change cost?": its
    online and its airport fee) are answered by the row's line that gives them all ("Row 4: Name
    change | Online fee (GBP): 40 | Airport fee (GBP): 60"), never by one of them; [] when they
    are of several rows or no such line was read."""
    first = tied[0]
    if any((c.doc_id, c.page, c.parts[0]) != (first.doc_id, first.page, first.parts[0]) for c in tied):
        return []
    line = next(
        (
            c
            for c in candidates
            if not c.is_row
            and (c.doc_id, c.page) == (first.doc_id, first.page)
            and f"{first.parts[0]} |" in c.quote
            and all(f": {cell.answer_value}" in c.quote for cell in tied)
            and quotable(c)
        ),
        None,
    )
    return [line] if line is not None else []


def _line_cells(candidate: Candidate, *, sheets_only: bool = True) -> tuple[str, list[tuple[str, str]]] | None:
    """A sheet row's line read as its label and its (header, value) cells: "Row 3: 09:30 | Session:
    Opening keynote | Speaker: Priya Raman" -> ("09:30", [("Session", "Opening keynote"), ...]); not
    ``sheets_only``, a document's table row the same without its row number ("Machine does not switch
    on | Cause: Plug not connected | What to do: Check the plug"); None for a cell, or a line that is
    no row's."""
    if candidate.is_row or (
        ROW_LINE.match(candidate.quote) is None and (sheets_only or ROW_SEPARATOR not in candidate.quote)
    ):
        return None
    label, *rest = row_cells(candidate) or [""]
    cells = [_CELL.fullmatch(part.strip()) for part in rest]
    if not cells or "|" in label or any(cell is None for cell in cells):
        return None
    return label, [(c.group("header").strip(), c.group("value").strip()) for c in cells if c is not None]


def row_named_by_a_cell(
    question: Question, candidates: Sequence[Candidate], shape: str = "", *, asks_period: bool = False
) -> list[Candidate]:
    """A sheet's row the question names by one of its cells rather than by its label, answered by
    the row's line when the question asks for another of its columns: "Who gives the opening
    keynote?" of a programme whose rows are labelled by their time ("Row 3: 09:30 | Session:
    Opening keynote: Data after the hype | Speaker: Priya Raman | Room: Main Hall"). The cell is
    named by most of its words (two in three, one at least), the column by the question's words
    or the question word asking for it ("who" a "Speaker", "where" a "Room"); the label is not
    named (the lookup by label reads that row), nor is the asked column's value but by its
    header's words ("Which studio is Body Pump in?": "Studio: Studio 1"). Of several columns asked,
    the one whose value has the asked ``shape`` ("How long is the HIIT class?": "Length (minutes):
    30", not "Time: 12:15"). Exactly one row so named, at P 0.1 at least; [] otherwise. Not for a
    year or a date, which the measure checks read (``asks_period``: as :func:`looked_up`; "a dog's
    annual booster" names the "Dog annual booster" row, no period)."""
    if question.years or (asks_period and _dated(question)):
        return []
    asked = asked_stems(question) | _asked_by(question, _BY_QUESTION_WORD)
    found, labels = [], Counter(line[0] for c in candidates if (line := _line_cells(c)) is not None)
    for c in candidates:
        cells = _line_cells(c) if (c.p or 0.0) >= _MIN_P else None
        if cells is None:
            continue
        shares = {
            header: len(words & question.stems) / len(words)
            for header, value in cells[1]
            if (words := _named(value, label=True) - _PERIOD_HEADER_WORDS)
            and len(words & question.stems) >= max(1.0, _LABEL_SHARE * len(words))
        }
        named = list(shares)
        label = _named(cells[0], label=True) if labels[cells[0]] < 2 else set()  # "Sunday" of several rows: none
        if label & question.stems and not any(label <= _named(v, label=True) for h, v in cells[1] if h in shares):
            continue  # the lookup by label reads that row; not a group's ("Pet Health Club - cat" under "Pet Health Club")
        wanted = [
            (header, value)
            for header, value in cells[1]
            if header not in named
            and _named(header) & asked
            and not (_named(value, label=True) - _named(header)) & question.stems
        ]
        if len(wanted) > 1 and shape:
            wanted = [
                (h, v) for h, v in wanted if has_shape(shape, f"{v} {' '.join(b[1:-1] for b in _BRACKETED.findall(h))}")
            ]
        if named and len(wanted) == 1 and quotable(c) and not misreads(question, c):
            found.append((max(shares.values()), c))
    # Of rows named alike, the one named by every word of its cell ("Dog annual booster", not "Cat annual booster")
    most = max((share for share, _ in found), default=0.0)
    best = [c for share, c in found if share == most]
    return best if len(best) == 1 else []
