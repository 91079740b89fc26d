"""Answering a question about a measure: sentences and table rows checked for measure, period, value.

The judge (:mod:`rag_core.answer.judging.judge`) builds candidates; for a question naming an analyst measure
these functions apply the checks of :mod:`rag_core.answer.judging.statement` to a sentence, turn the table rows
of a retrieved page into candidates (row label + column header + value + unit, each verbatim),
and order the statements that pass into an answer.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from rag_core.answer.candidate import Candidate, QuestionTerms, candidate_at
from rag_core.answer.understand.frame import QuestionFrame, period_rank
from rag_core.text.lexicon import PARAPHRASABLE, lower_words, tokens
from rag_core.text.measures import Lexicon
from rag_core.ingest.profile import DocumentProfile
from rag_core.answer.judging.rank import measure_score, row_score
from rag_core.retrieved import RetrievedChunk
from rag_core.ingest.rows import STATEMENT_TITLE, parse_rows, row_parts, row_span
from rag_core.locations import sheet_row
from rag_core.settings import AnswerSettings
from rag_core.text.sentences import Sentence, display
from rag_core.answer.judging.statement import StatementCheck, check_row, check_sentence, is_table_blob
from rag_core.types import PageText

RowsLookup = Callable[[str, int], str | None]
_SHEET_SUFFIXES = (".xlsx", ".xlsm", ".csv")  # rows are things, columns may be measures
_MAX_MEASURE_STATEMENTS = 2  # a measure's answer: its statement, and one other page that agrees
_HEADING_CHARS = 300  # the top of a page, where a statement's name stands
NUMERIC_KINDS = frozenset({"money", "count", "percent", "per_share"})
_NUMERIC_TOKEN = re.compile(r"^[$(€£]*-?\d[\d,.]*\)?%?$|^[$€£]$|^[-—–]$")
_RUN_CELLS = 2  # a line ending in this many numeric cells is a table row


@dataclass(frozen=True, slots=True)
class JudgeContext:
    """What the judge knows beyond the question's words: its frame and the documents' profiles."""

    frame: QuestionFrame
    lexicon: Lexicon
    profiles: dict[str, DocumentProfile]
    allowed: frozenset[str]  # lower-case words a qualifier may be without narrowing the question
    rows: RowsLookup | None = None

    @property
    def numeric(self) -> bool:
        """The question asks for a measure whose value is a number."""
        return self.frame.measure is not None and self.frame.measure.kind in NUMERIC_KINDS


def _explicit(stated: bool, check: StatementCheck, frame: QuestionFrame) -> bool:
    """Stated, with the asked period named in the text itself (or no period asked)."""
    return stated and (check.period.explicit or not frame.has_period)


def is_table_text(text: str) -> bool:
    """A table row or a run of figures pypdf flattened into one "sentence"."""
    return _is_numeric_run(text) or is_table_blob(text)


def _is_numeric_run(text: str) -> bool:
    """A flattened table line ("Revenue $ 46,298 $ 51,761 $ 47,262"): never an answer sentence."""
    cells = 0
    for token in reversed(text.split()):
        if not _NUMERIC_TOKEN.match(token):
            break
        if any(ch.isdigit() for ch in token):
            cells += 1
    return cells >= _RUN_CELLS and sum(ch.isdigit() for ch in text) >= 6


def judge_measure(
    judged: Candidate,
    context: JudgeContext,
    profile: DocumentProfile | None,
    total: float,
    settings: AnswerSettings,
) -> Candidate:
    """Apply the measure checks to a sentence candidate."""
    measure = context.frame.measure
    assert measure is not None
    check = check_sentence(context.frame, measure, context.lexicon, judged.quote, profile, set(context.allowed))
    if measure.kind in NUMERIC_KINDS or measure.kind in ("place", "name", "person"):
        value = check.value
        stated = check.passes and not _is_numeric_run(judged.quote)
    else:
        value = judged.answer_value if check.states_measure else ""
        stated = check.states_measure and not check.qualifier and check.period.ok and bool(value)
    coverage = judged.coverage if total else (1.0 if check.states_measure else 0.0)
    return replace(
        judged,
        coverage=coverage,
        answer_value=value,
        measured=True,
        stated=stated,
        explicit=_explicit(stated, check, context.frame),
        amount=check.amount,
        recency=period_rank(profile),
        score=round(measure_score(settings, judged.score, states_measure=check.states_measure, stated=stated), 6),
        states_measure=check.states_measure,
        qualified=bool(check.qualifier),
        period_ok=check.period.ok,
    )


def _named_row(label: str, allowed: frozenset[str]) -> bool:
    """Whether the question names the row: every word of its label is one of the question's."""
    words = lower_words(label)
    return bool(words) and words <= allowed


def row_candidates(
    terms: QuestionTerms,
    retrieved: RetrievedChunk,
    page_text: PageText,
    context: JudgeContext,
    profile: DocumentProfile | None,
    settings: AnswerSettings,
) -> list[Candidate]:
    """Table cells on this page whose row label states the asked measure."""
    measure = context.frame.measure
    assert measure is not None
    meta = retrieved.chunk.meta
    stored = context.rows(meta.doc_id, meta.page) if context.rows else None
    # The statement's name heads its page ("CONSOLIDATED BALANCE SHEETS"), often not the table.
    statement_page = bool(STATEMENT_TITLE.search(page_text.text[:_HEADING_CHARS]))
    # In a company's own filing its names count as present, as for its sentences.
    alias_stems = {t.stem for a in profile.aliases for t in tokens(a)} if profile is not None else set()
    out = []
    sheet = meta.source.lower().endswith(_SHEET_SUFFIXES)
    for row in parse_rows(stored, page_text.text):
        if context.lexicon.hits_of(row.label, measure):
            cells = list(row.cells)
            if not context.frame.has_period:
                cells = cells[:1]  # no period asked: the first column, which statements keep for the latest
            in_header = False
        elif sheet and _named_row(row.label, context.allowed):
            # A sheet of things by row ("South | Employees: 210"): the measure heads a column and
            # the question names the row ("How many employees are in the South?").
            cells = [c for c in row.cells if context.lexicon.hits_of(" ".join(c.header), measure)]
            in_header = True
        else:
            continue
        for cell in cells:
            header = " ".join(cell.header)
            check: StatementCheck = check_row(
                context.frame,
                measure,
                context.lexicon,
                header if in_header else row.label,
                "" if in_header else header,
                row.title,
                cell.value,
                row.unit,
                profile,
                set(context.allowed),
            )
            span = row_span(page_text.text, row.label, cell.value)
            if span is None:
                continue
            parts = row_parts(row, cell.header, cell.value)
            row_text = " ".join(parts)
            stems_here = {t.stem for t in tokens(f"{row_text} {row.title}")} | alias_stems
            matched = sum(w for s, w in terms.weights.items() if s in stems_here)
            coverage = matched / terms.total_weight if terms.total_weight else 1.0
            missing = tuple(
                word.lower for word in terms.words if word.stem not in stems_here and word.lower not in PARAPHRASABLE
            )
            stated = check.passes
            primary = statement_page or bool(STATEMENT_TITLE.search(f"{row.title} {row.unit}"))
            score = row_score(settings, coverage, retrieved.cosine, bool(check.value), stated=stated, primary=primary)
            out.append(
                candidate_at(
                    retrieved,
                    Sentence(span[0], span[1], display(page_text.text[span[0] : span[1]])),
                    coverage=coverage,
                    score=score,
                    missing=missing,
                    answer_value=check.value,
                    negation_mismatch=False,
                    antonym=False,
                    parts=parts,
                    measured=True,
                    stated=stated,
                    explicit=_explicit(stated, check, context.frame),
                    amount=check.amount,
                    recency=period_rank(profile),
                    primary_statement=primary,
                    row=sheet_row(retrieved.chunk.meta.file_type, page_text.text, span[0]),
                )
            )
    return out


def order_measured(passing: list[Candidate], tolerance: float, limit: int) -> list[Candidate]:
    """A measure's direct answer from the statements that pass: the lead, and what agrees with it.

    The lead names the asked period itself, comes from the latest document, and is a row of a
    primary statement (income statement, balance sheet, cash flows) before a sentence before other
    tables. Only statements giving the same figure join it; different figures are conflicts (see
    :mod:`rag_core.answer.report.evidence`), never silently resolved.
    """
    passing = sorted(
        passing,
        key=lambda c: (
            not c.explicit,
            _negated(c.recency),
            not c.primary_statement,
            c.is_row,
            # the main statements come before the notes' and guarantor groups' versions
            c.page if c.primary_statement else 0,
            -c.score,
            c.source,
            c.page,
            c.sentence.start,
        ),
    )
    lead = passing[0]
    same: list[Candidate] = []
    seen = {(lead.doc_id, lead.page, lead.is_row)}
    for other in sorted(passing[1:], key=lambda c: c.is_row):
        # One agreeing statement per page and kind, a sentence before another row: the sentence
        # and the statement row that prove each other.
        key = (other.doc_id, other.page, other.is_row)
        if key in seen or not _same_value(other, lead, tolerance):
            continue
        seen.add(key)
        same.append(other)
    shown = [lead, *same][: min(_MAX_MEASURE_STATEMENTS, limit)]
    # Read the sentence first when there is one ("In fiscal 2023, we generated $46.3 billion in
    # revenue"), then the row that proves it.
    return sorted(shown, key=lambda c: c.is_row)


def _negated(text: str) -> tuple[int, ...]:
    """Sort key that puts later ISO dates first."""
    return tuple(-ord(ch) for ch in text)


def _same_value(a: Candidate, b: Candidate, tolerance: float) -> bool:
    return same_figure(a.amount, b.amount, a.answer_value, b.answer_value, tolerance)


_UNIT_STEPS = (1.0, 1e3, 1e6, 1e9)


def same_figure(a: float | None, b: float | None, text_a: str, text_b: str, tolerance: float) -> bool:
    """Two statements give the same figure: equal within ``tolerance``, also when one of them is a
    table cell whose unit line was not found ("46,298" in a table "in millions" = "$46.3 billion")."""
    if a is not None and b is not None:
        for step in _UNIT_STEPS:
            for x, y in ((a * step, b), (a, b * step)):
                scale = max(abs(x), abs(y))
                if not scale or abs(x - y) / scale <= tolerance:
                    return True
        return False
    return display(text_a.lower()) == display(text_b.lower())
