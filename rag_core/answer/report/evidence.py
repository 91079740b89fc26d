"""Facts, gaps and conflicts behind an answer, built only from verbatim sentences."""

from __future__ import annotations

from dataclasses import dataclass

from rag_core import datafiles
from rag_core.answer.candidate import Candidate, figures_apart
from rag_core.answer.understand.classify import AnswerType
from rag_core.answer.judging.extract import answer_quantity
from rag_core.answer.judging.measure import same_figure
from rag_core.answer.report.rivals import rivals
from rag_core.answer.understand.question import Question
from rag_core.envelope import Conflict, ConflictValue, Fact, Gap
from rag_core.text.lexicon import STOPWORDS, quantities, tokens, years
from rag_core.text.sentences import display

# What a conflict between two statements of the same thing is about ("Different values for the name").
_ASKED = {
    AnswerType.PERSON: "the name",
    AnswerType.PLACE: "the place",
    AnswerType.DATE: "the date",
    AnswerType.NUMBER: "the figure",
}
_SUBJECT_COVERAGE = 0.35  # a sentence giving a value for "the same thing" must share this much
# ... and a word of it besides those naming a kind of value ("percentage", "figure", "amount"), which
# any figure of that kind carries: "86% of the electricity" is no share of senior managers.
_VALUE_NOUNS = frozenset(datafiles.load("english")["reference_nouns"])


@dataclass(frozen=True, slots=True)
class ConflictCheck:
    """Conflicts found, sentences to add to the answer because of them, and agreeing sources."""

    conflicts: list[Conflict]
    extra: list[Candidate]
    agreeing_sources: int
    unsure: bool = False  # the answer's own document also gives another figure for it


def facts(direct: list[Candidate]) -> list[Fact]:
    """One fact per direct-answer sentence, with its quote and citation."""
    return [
        Fact(
            text=c.quote,
            quote=c.quote,
            source=c.source,
            page=c.page,
            locator=c.locator,
            doc_id=c.doc_id,
            parts=list(c.parts) if c.parts else None,
            row=c.row,
        )
        for c in direct
    ]


def fallback_gaps(question: Question, candidates: list[Candidate], min_coverage: float) -> list[Gap]:
    """Why a question got no direct answer."""
    best = max((c.coverage for c in candidates), default=0.0)
    why = "low_coverage" if best >= min_coverage / 2 else "no_quote_found"
    return [Gap(need=display(question.text), why=why)]


def _value(c: Candidate, value: str) -> ConflictValue:
    return ConflictValue(
        value=value,
        quote=c.quote,
        source=c.source,
        page=c.page,
        locator=c.locator,
        doc_id=c.doc_id,
        parts=list(c.parts) if c.parts else None,
        row=c.row,
    )


def _relative_delta(a: float, b: float) -> float:
    scale = max(abs(a), abs(b))
    return abs(a - b) / scale if scale else 0.0


def check_conflicts(
    question: Question,
    direct: list[Candidate],
    candidates: list[Candidate],
    tolerance: float,
    question_stems: set[str],
) -> ConflictCheck:
    """Compare the direct answer's value with every other retrieved sentence about the same thing.

    Numbers conflict when they carry the same unit and differ by more than ``tolerance``
    (relative); dates conflict when the years differ. Sentences from the same page as the anchor
    are not compared (a page may legitimately give this year's and last year's figure).
    """
    if not direct:
        return ConflictCheck([], [], 0)
    anchor = direct[0]
    if question.answer_type is AnswerType.NUMBER:
        check = _number_conflicts(question.text, anchor, direct, candidates, tolerance, question_stems)
    elif question.answer_type is AnswerType.DATE:
        check = _date_conflicts(anchor, direct, candidates)
    else:
        check = ConflictCheck([], [], len({c.doc_id for c in direct}))
    if check.conflicts:
        return check
    return _rival_conflicts(question, direct, candidates, question_stems) or check


def figure_twins(direct: list[Candidate], candidates: list[Candidate], min_p: float) -> ConflictCheck | None:
    """Another row of the answer's document read like the answer's row but for its figure, that
    the judge rates a likely answer too: both figures are shown side by side (see
    :func:`rag_core.answer.candidate.figures_apart`), never one chosen silently; None when there is none."""
    anchor = direct[0]
    twins = [
        (c, apart)
        for c in candidates
        if (c.p or 0.0) >= min_p and c not in direct and (apart := figures_apart(anchor, c)) is not None
    ]
    if not twins:
        return None
    label, mine, _ = twins[0][1]
    values = [_value(anchor, mine)] + [_value(c, theirs) for c, (_, _, theirs) in twins]
    conflict = Conflict(key=label, values=values, delta="the same document gives another figure")
    return ConflictCheck([conflict], [c for c, _ in twins], 1)


def _rival_conflicts(
    question: Question, direct: list[Candidate], candidates: list[Candidate], question_stems: set[str]
) -> ConflictCheck | None:
    """Another document saying the same thing with another value (see :mod:`rivals`), or None."""
    question_words = question_stems | {t.lower for t in tokens(question.text)}
    found = rivals(direct, candidates, question_words, asks_date=question.answer_type is AnswerType.DATE)
    if not found:
        return None
    anchor = direct[0]
    values = [_value(anchor, found[0][1].ours)] + [_value(c, swap.theirs) for c, swap in found]
    key = _ASKED.get(question.answer_type, "the answer")
    conflict = Conflict(key=key, values=values, delta="the same statement with another value")
    extra = [c for c, _ in found if c not in direct]
    return ConflictCheck([conflict], extra, 1)


def _number_conflicts(
    question_text: str,
    anchor: Candidate,
    direct: list[Candidate],
    candidates: list[Candidate],
    tolerance: float,
    question_stems: set[str],
) -> ConflictCheck:
    quantity = answer_quantity(anchor)
    if quantity is None:
        return ConflictCheck([], [], len({c.doc_id for c in direct}))
    unit = quantity.unit
    qualifiers = _qualifiers(question_text, unit)
    differing: list[tuple[Candidate, str]] = []
    agreeing = {anchor.doc_id}
    seen_pages = {(anchor.doc_id, anchor.page)}
    asked = {t.lower for t in tokens(question_text) if t.lower not in STOPWORDS and t.lower not in _VALUE_NOUNS}
    for other in candidates:
        if (other.doc_id, other.page) in seen_pages or other.coverage < _SUBJECT_COVERAGE:
            continue
        if asked and asked <= set(other.missing):
            continue  # it shares only "percentage" with "What percentage of senior managers are women?"
        if qualifiers - {t.stem for t in tokens(other.quote)}:
            continue  # a count of the whole: "a fleet of 312 trucks" asked for electric trucks
        for found in quantities(other.quote):
            if found.is_year or not unit or found.unit != unit:
                continue
            if unit not in question_stems and unit != "%":
                continue
            if _relative_delta(found.value, quantity.value) > tolerance:
                differing.append((other, found.raw))
                seen_pages.add((other.doc_id, other.page))
            else:
                agreeing.add(other.doc_id)
            break
    if not differing:
        return ConflictCheck([], [], len(agreeing))
    values = [_value(anchor, quantity.raw)] + [_value(c, raw) for c, raw in differing]
    spread = max(
        _relative_delta(q.value, quantity.value) for c, raw in differing for q in quantities(c.quote) if q.raw == raw
    )
    conflict = Conflict(key=unit, values=values, delta=f"values differ by up to {spread:.1%}")
    extra = [c for c, _ in differing if c not in direct]
    return ConflictCheck([conflict], extra, len(agreeing))


def _qualifiers(question: str, unit: str) -> set[str]:
    """The words the question puts before the counted thing ("How many electric trucks ...?" ->
    {"electric"}): a sentence without them counts something wider, not the same thing."""
    words = tokens(question)
    at = next((i for i, t in enumerate(words) if t.stem == unit), None)
    if not unit or at is None:
        return set()
    start = next((i + 1 for i in range(at - 1, -1, -1) if words[i].lower in {"many", "much"}), at)
    return {t.stem for t in words[start:at] if t.lower not in STOPWORDS}


def _date_conflicts(anchor: Candidate, direct: list[Candidate], candidates: list[Candidate]) -> ConflictCheck:
    anchor_years = years(anchor.answer_value)
    if not anchor_years:
        return ConflictCheck([], [], len({c.doc_id for c in direct}))
    differing = [
        c
        for c in direct[1:]
        if (c.doc_id, c.page) != (anchor.doc_id, anchor.page)
        and years(c.answer_value)
        and years(c.answer_value) != anchor_years
    ]
    # Another document's sentence (not a table's line) that carries every word of the question, as
    # much of it as the answer, and names another year ("founded in 1985" beside "founded in 1972");
    # not one that only shares the answer's gaps ("The next review of this policy is due on July 22,
    # 2028." beside "Effective date: March 3, 2026." for when a policy comes into force).
    seen = {c.doc_id for c in direct} | {c.doc_id for c in differing}  # the anchor is direct[0]
    extra = []
    for other in candidates:
        if other.doc_id in seen or other.missing or other.is_row or other.coverage < anchor.coverage:
            continue
        if years(other.answer_value) and years(other.answer_value) != anchor_years:
            extra.append(other)
            seen.add(other.doc_id)
    differing += extra
    if not differing:
        return ConflictCheck([], [], len({c.doc_id for c in direct}))
    values = [_value(anchor, anchor.answer_value)] + [_value(c, c.answer_value) for c in differing]
    return ConflictCheck([Conflict(key="date", values=values, delta="different dates")], extra, 1)


def measure_conflicts(
    direct: list[Candidate], candidates: list[Candidate], tolerance: float, has_period: bool, unsure_min_p: float
) -> ConflictCheck:
    """Other statements of the same measure (and period) that give a different value.

    Checked for every answer about a measure, across documents (a filing does not contradict
    itself; a second figure inside one is a segment's or another table's). With a period asked,
    every other document's statement that passed the same checks counts; with none asked, the
    answer comes from the latest document and each other document's best statement is compared
    with it (a 2018 filing saying Chicago, a 2022 one saying Arlington). Different values are
    listed side by side, never resolved silently.

    Another page of the answer's own document with a different figure makes the answer ``unsure``
    (at most medium) only when the judge rates that statement at least ``unsure_min_p``: a segment's
    table the judge reads as a likely answer too, not "Accounts payable related to purchases of
    property, plant and equipment were $396" beside "Capital expenditures totaled $1.2 billion".
    """
    anchor = direct[0]
    shown = {(c.doc_id, c.page, c.quote) for c in direct}
    agreeing = {c.doc_id for c in direct}
    differing: list[Candidate] = []
    seen_docs: set[str] = {anchor.doc_id}
    unsure = False
    for other in candidates:
        if not other.stated or not other.answer_value or (other.doc_id, other.page, other.quote) in shown:
            continue
        if set(other.missing) - set(anchor.missing):
            # Not about what was asked: a budget sheet's "Revenue 2023" row names no company, so it
            # does not contradict Best Buy's revenue in Best Buy's filing.
            continue
        if (
            other.doc_id == anchor.doc_id
            and other.page != anchor.page
            and (other.p or 0.0) >= unsure_min_p
            and not _agrees(anchor, other, tolerance)
        ):
            unsure = True  # a segment's or another table's figure, or the answer's: not certain which
        # A filing does not contradict itself: within one document a second figure for the
        # "same" measure is a segment's, a sub-total's or another table's, not a conflict.
        if other.doc_id in seen_docs:
            continue
        if not has_period:
            seen_docs.add(other.doc_id)
        if _agrees(anchor, other, tolerance):
            agreeing.add(other.doc_id)
        else:
            differing.append(other)
    if not differing:
        return ConflictCheck([], [], len(agreeing), unsure)
    values = [_value(anchor, anchor.answer_value)] + [_value(c, c.answer_value) for c in differing]
    delta = "different values"
    amounts = [c.amount for c in [anchor, *differing] if c.amount is not None]
    if anchor.amount is not None and len(amounts) > 1:
        spread = max(_relative_delta(a, anchor.amount) for a in amounts)
        delta = f"values differ by up to {spread:.1%}"
    return ConflictCheck([Conflict(key=_key(anchor), values=values, delta=delta)], differing, len(agreeing), unsure)


def _agrees(a: Candidate, b: Candidate, tolerance: float) -> bool:
    return same_figure(a.amount, b.amount, a.answer_value, b.answer_value, tolerance)


def _key(candidate: Candidate) -> str:
    """The conflict's label: the row label for a table cell, else the value's kind."""
    return candidate.parts[0] if candidate.parts else "value"
