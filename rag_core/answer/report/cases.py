"""The other case beside an answer: a document that states the asked thing once per case.

"When is the library open?" is answered by "In the summer vacation the library is open from 8am
to 10pm." (P 0.96), but the sentence before it says "During term time the Harland Library is open
24 hours a day, seven days a week." (P 0.14). The question names no case, so quoting one silently
answers for the other: the judge prefers whichever sentence reads more like an answer, not the one
that holds generally. A sentence right beside the answer (same page, at most a short sentence
between) that carries every question word the answer carries, gives another value of the same
kind, and that the judge rates a possible answer, is quoted with it, in document order, and the
answer is at most medium. Sentences that lack one of the answer's question words are about
something else ("Vinegar voids the warranty." beside the warranty's length); a question that
names its case ("the excess for escape of water") is not carried by the other case's sentence,
so it never joins. Nor does a sentence under another heading, however close: "If you take iron
tablets, stop taking them seven days before the test." ends "Preparing for your test", and is no
other case of "The test takes about 30 to 45 minutes ..." under "On the day".

Tables state cases by sheet and by column: a workbook's row with the answer's label on another
sheet (a weekday and a Saturday timetable, :func:`other_case`) joins it the same way, and a cell
whose column the question does not name apart gives way to its row's line with every column
(:func:`each_column`: "How much is a single?" gets the adult and the child fare).
"""

from __future__ import annotations

from rag_core import datafiles
from rag_core.answer.candidate import Candidate, beside, row_cells
from rag_core.answer.judging.counted import is_ordinal
from rag_core.answer.judging.extract import SPELLED_TIME, answer_quantity
from rag_core.answer.judging.gates import quotable
from rag_core.answer.judging.lent import refers_back
from rag_core.answer.judging.amounts import money_at
from rag_core.answer.judging.ranges import fits_range
from rag_core.ingest.rows import ROW_SEPARATOR
from rag_core.locations import row_words
from rag_core.text.lexicon import NUMBER_WORDS, Quantity, quantities, tokens

_TIME = frozenset({"am", "pm", "second", "minute", "hour", "day", "week", "month", "year", "decade"})


def other_case(direct: list[Candidate], candidates: list[Candidate], min_p: float) -> Candidate | None:
    """The sentence beside a direct answer that states the same thing for another case, or None
    (see the module's docstring). Only for an answer quoted from one sentence that gives a figure
    (a time, a length of time, a sum of money, a share, a count of a thing): a measure's statements
    and a table's rows have their own checks for another figure (a row beside the answer's is
    another row label: "Billed receivables, net" beside "Billed receivables"; only a workbook's
    row with the answer's label on another sheet is another case of it), and a sentence without one beside
    a statement is more often its elaboration than another case."""
    anchor = direct[0]
    if anchor.measured:
        return None
    if _tabular(anchor):
        # A sheet's row, perhaps with the cell that proves it ("Row 4: General Hospital | ... | Last
        # bus: 22:57" and "General Hospital | Last bus | 22:57"): both of one row of one sheet.
        one_row = all(
            (c.doc_id, c.page, c.row, _label(c)) == (anchor.doc_id, anchor.page, anchor.row, _label(anchor))
            for c in direct
        )
        return _same_row_elsewhere(anchor, candidates, min_p) if anchor.row is not None and one_row else None
    if len(direct) != 1:
        return None
    answered = answer_quantity(anchor)
    ours = {_figure(anchor.quote, q) for q in ([answered] if answered is not None else quantities(anchor.quote))}
    ours.discard(None)
    ours |= _spelled_times(anchor.quote)
    if not ours:
        return None
    kinds = {kind for kind, _ in ours}  # type: ignore[misc]
    lacking = set(anchor.missing)  # question words the answer lacks: the other case may lack them too
    for other in candidates:
        if (
            other is anchor
            or (other.p or 0.0) < min_p
            or _tabular(other)
            or not quotable(other)
            or other.quote == anchor.quote
            or not set(other.missing) <= lacking
            or other.coverage < anchor.coverage
            or not beside(anchor, other)
            or other.section != anchor.section
        ):
            continue
        theirs = ({_figure(other.quote, q) for q in quantities(other.quote)} - {None}) | _spelled_times(other.quote)
        if any(kind in kinds for kind, _ in theirs) and not theirs <= ours:  # type: ignore[misc]
            return other
    return None


def _same_row_elsewhere(anchor: Candidate, candidates: list[Candidate], min_p: float) -> Candidate | None:
    """A workbook's row on another sheet with the answer's row label and another value: the
    weekday timetable's "Market Square | First bus: 06:10" beside Saturday's "... 07:00", when the
    question names neither sheet (a question naming one is carried by that sheet's rows alone)."""
    label = _label(anchor)
    lacking = set(anchor.missing)
    for other in candidates:
        if (
            other.row is not None
            and other.doc_id == anchor.doc_id
            and other.page != anchor.page
            and other.is_row == anchor.is_row
            and (other.p or 0.0) >= min_p
            and _given(other) != _given(anchor)
            and _label(other) == label
            and set(other.missing) <= lacking
            and other.coverage >= anchor.coverage
        ):
            return other
    return None


def _label(candidate: Candidate) -> str:
    """A table row's label: its first cell, without a sheet line's "Row 2: " (a line of one cell:
    all of it)."""
    cells = row_cells(candidate)
    return (cells[0] if cells else row_words(candidate.quote)).strip().casefold()


def _given(candidate: Candidate) -> tuple[str, ...]:
    """What a table's cell or line gives beside its label: the cell's value, or the line's cells."""
    return (candidate.answer_value,) if candidate.is_row else tuple(row_cells(candidate)[1:])


def _tabular(candidate: Candidate) -> bool:
    """A table's cell or line (a page's text gives a table's rows as lines of cells)."""
    return candidate.is_row or ROW_SEPARATOR in candidate.quote


def _figure(text: str, quantity: Quantity) -> tuple[str, float] | None:
    """A figure's kind (a time, a sum of money, a share, or the thing it counts) and value; None for a
    year or a bare number (a day of a month, a clause's number)."""
    if quantity.is_year:
        return None
    if money_at(text, quantity):
        return "money", quantity.value
    unit = quantity.unit.removesuffix("s")
    if unit in _TIME:
        return "time", quantity.value
    return (unit, quantity.value) if unit else None


def _spelled_times(text: str) -> set[tuple[str, float]]:
    """The lengths of time ``text`` gives in words ("a two-year warranty" -> ("time", 2.0)); cardinals
    only ("first year" counts none)."""
    return {
        ("time", float(NUMBER_WORDS[word]))
        for match in SPELLED_TIME.finditer(text)
        if (word := match.group(1).lower()) in NUMBER_WORDS and not is_ordinal(word)
    }


def each_column(
    question_stems: frozenset[str],
    asks_period: bool,
    direct: list[Candidate],
    candidates: list[Candidate],
    question_text: str = "",
) -> Candidate | None:
    """A table's row line instead of the one cell answered, when the question names the row but no
    column: "How much is a single?" of a fares table is answered by "Single | Adult: £2.00 | Child
    (5-15): £1.00", not by the adult fare the judge read first (P 0.96). Not when the question names
    a period (its column is the measure checks' to read) or a word that sets a header of the row
    apart from the others ("child"; "how much" a "Price" beside a "Length"; not the "price" of
    "Monthly price" and "Annual price": ``question_stems`` holds the words asking for a header,
    see :func:`rag_core.answer.judging.lookup.asked_stems`), or a value in the range that heads the
    cell's column ("my 18-month-old" of "Under 2 years"); None when no line of the cell's row giving
    other values was read."""
    cell = direct[0]
    if len(direct) != 1 or not cell.is_row or cell.measured or len(cell.parts) < 3 or asks_period:
        return None
    if fits_range(cell.column_header, question_text):
        return None
    label = cell.parts[0].strip()
    for line in candidates:
        if line.is_row or (line.doc_id, line.page) != (cell.doc_id, cell.page) or not quotable(line):
            continue
        cells = row_cells(line)
        if len(cells) < 3 or cells[0].strip() != label or f": {cell.answer_value}" not in line.quote:
            continue
        headers = [{t.stem for t in tokens(part.rpartition(":")[0])} for part in cells[1:]]
        shared = set.intersection(*headers)  # "Monthly price", "Annual price": "price" names neither
        if set().union(*headers) - shared & question_stems:
            # the question names a column: the judge's cell, or another, is its to choose; the
            # row's line still when its other columns only note what holds for the value
            return line if _noted(cell, cells[1:]) else None
        return line
    return None


_NOTE_HEADERS = frozenset(datafiles.load("english")["note_headers"])


def _noted(cell: Candidate, cells: list[str]) -> bool:
    """Whether the row's cells other than the answer's (``cells``: "Header: value" parts) are only
    notes that say something ("Notes: Private appointments only, first and third Saturday of each
    month" beside "Opening hours: 9:00am - 12:30pm"): "Are you open on Saturdays?" quoted the hours
    alone, hiding that the practice opens two Saturdays a month."""
    header = cell.column_header.strip()
    named = [(name.strip(), value.strip()) for name, _, value in (part.partition(":") for part in cells)]
    others = [(name, value) for name, value in named if name != header]
    return bool(others) and all(name.lower() in _NOTE_HEADERS and value for name, value in others)


_JUST_BEFORE = 3  # characters between a sentence and the one it refers back to ("... premium. It covers ...")


def with_antecedent(shown: list[Candidate], candidates: list[Candidate]) -> list[Candidate]:
    """The quoted sentences, with the sentence right before the first when that one opens with a
    pronoun standing for what the sentence before names: "Am I covered for skiing?" is answered by
    "Winter sports cover can be added for an extra premium. It covers skiing and snowboarding ...",
    not by its second sentence alone, which hides the condition."""
    first = shown[0]
    if first.is_row or not refers_back(first.quote):
        return shown
    before = next(
        (
            c
            for c in candidates
            if not c.is_row
            and not c.furniture
            and c.sentence.end <= first.sentence.start
            and beside(c, first, _JUST_BEFORE)
            and all(c.quote != s.quote for s in shown)
        ),
        None,
    )
    return shown if before is None else [before, *shown]


def in_order(candidates: list[Candidate]) -> list[Candidate]:
    """Sentences of one document in the order it gives them."""
    return sorted(candidates, key=lambda c: (c.page, c.sentence.start))
