"""Table cells as answer candidates: every value read with its row label (and the section above it),
its column header and the table's unit, each piece verbatim on the page.

The one place where a table row becomes a candidate. A row takes part when its label carries the
question's words or names the asked measure, or, in a sheet of things by row, when the question names
the row and the asked measure heads a column ("How many employees are in the South?" -> South |
Employees: 210). Each of its cells is a candidate; whether it answers is the judge's decision, from
how much of the question its label carries, whether its column header names the asked period, and
the measure checks of :mod:`rag_core.answer.judging.statement` for a lexicon measure.
"""

from __future__ import annotations

from dataclasses import replace

from rag_core.answer.candidate import Candidate, QuestionTerms, candidate_at
from rag_core.answer.understand.frame import period_rank
from rag_core.answer.judging.rank import row_score
from rag_core.retrieved import RetrievedChunk
from rag_core.answer.judging.statement import StatementCheck, check_period, check_row, narrowing_word
from rag_core.ingest.profile import DocumentProfile
from rag_core.ingest.rows import STATEMENT_TITLE, cell_span, parse_rows, row_parts
from rag_core.locations import sheet_row
from rag_core.settings import AnswerSettings
from rag_core.text.lexicon import PARAPHRASABLE, lower_words, tokens, years
from rag_core.text.sentences import Sentence, display
from rag_core.types import PageText

__all__ = ["cell_candidates"]

_SHEET_SUFFIXES = (".xlsx", ".xlsm", ".csv")  # rows are things, columns may be measures
_HEADING_CHARS = 300  # the top of a page, where a statement's name stands
_MAX_ROWS = 8  # rows of one page taken as candidates: those carrying most of the question
_MIN_LABEL_COVERAGE = 0.15  # a row label must carry this share of the question's (weighted) words


def _named_row(label: str, allowed: frozenset[str]) -> bool:
    """Whether the question names the row: every word of its label is one of the question's."""
    words = lower_words(label)
    return bool(words) and words <= allowed


def _header_match(header: str, asked_years: frozenset[str], period_words: frozenset[str]) -> float:
    """Share of the asked period's years (or, with none, its words) the column header names."""
    if asked_years:
        named = years(header)
        return sum(1 for y in asked_years if y in named) / len(asked_years)
    if period_words:
        words = lower_words(header)
        return sum(1 for w in period_words if w in words) / len(period_words)
    return 0.0


def cell_candidates(
    terms: QuestionTerms,
    retrieved: RetrievedChunk,
    page_text: PageText,
    context: "JudgeContext",  # noqa: F821 - see rag_core.answer.judging.measure
    profile: DocumentProfile | None,
    settings: AnswerSettings,
    rank: int = 0,
) -> list[Candidate]:
    """The cells of the page's table rows that carry the question (see the module docstring)."""
    meta = retrieved.chunk.meta
    stored = context.rows(meta.doc_id, meta.page) if context.rows else None
    rows = parse_rows(stored, page_text.text)
    if not rows:
        return []
    frame = context.frame
    measure = frame.measure
    # The statement's name heads its page ("CONSOLIDATED BALANCE SHEETS"), often not the table.
    statement_page = bool(STATEMENT_TITLE.search(page_text.text[:_HEADING_CHARS]))
    # In a company's own document its names count as present, as for its sentences.
    alias_stems = {t.stem for a in profile.aliases for t in tokens(a)} if profile is not None else set()
    sheet = meta.source.lower().endswith(_SHEET_SUFFIXES)
    total = terms.total_weight
    period_words = frame.period_words
    asked_years = frozenset(str(y) for y in frame.period.years)
    chosen: list[tuple[float, int, object, list, bool, bool]] = []
    for index, row in enumerate(rows):
        section = getattr(row, "section", "")
        label_stems = {t.stem for t in tokens(f"{section} {row.label}")}
        label_coverage = sum(w for s, w in terms.weights.items() if s in label_stems) / total if total else 0.0
        states = bool(measure is not None and context.lexicon.hits_of(row.label, measure))
        in_header = False
        cells = list(row.cells)
        if states:
            pass
        elif sheet and measure is not None and _named_row(row.label, context.allowed):
            # A sheet of things by row: the measure heads a column and the question names the row.
            cells = [c for c in row.cells if context.lexicon.hits_of(" ".join(c.header), measure)]
            in_header = True
        elif label_coverage < _MIN_LABEL_COVERAGE:
            continue
        if cells:
            chosen.append(
                (label_coverage + (1.0 if states or in_header else 0.0), index, row, cells, states, in_header)
            )
    chosen.sort(key=lambda c: (-c[0], c[1]))
    out: list[Candidate] = []
    for _, _, row, cells, states, in_header in chosen[:_MAX_ROWS]:
        section = getattr(row, "section", "")  # type: ignore[attr-defined]
        for column, cell in enumerate(cells):
            header = " ".join(cell.header)
            span = cell_span(page_text.text, row, cell)  # type: ignore[arg-type]
            if span is None:
                continue
            if measure is not None and (states or in_header):
                check: StatementCheck = check_row(
                    frame,
                    measure,
                    context.lexicon,
                    header if in_header else row.label,  # type: ignore[attr-defined]
                    "" if in_header else header,
                    f"{section} {row.title}".strip(),
                    cell.value,  # type: ignore[attr-defined]
                    row.unit,
                    profile,
                    set(context.allowed),  # type: ignore[attr-defined]
                )
                if section and check.states_measure and not check.qualifier:
                    # "Net income per share" under "Basic earnings per share": the section narrows
                    # the row as a word before its label would.
                    narrower = narrowing_word(section, measure, context.lexicon, context.allowed)
                    if narrower:
                        check = replace(check, qualifier=narrower)
            else:
                period = check_period(frame, f"{section} {header} {row.title}", profile)  # type: ignore[attr-defined]
                check = StatementCheck(False, "", period, cell.value, None)
            parts = row_parts(row, cell.header, cell.value)  # type: ignore[arg-type]
            text = " ".join(parts)
            stems_here = {t.stem for t in tokens(f"{text} {section} {row.title}")} | alias_stems  # type: ignore[attr-defined]
            matched = sum(w for s, w in terms.weights.items() if s in stems_here)
            coverage = matched / total if total else 1.0
            missing = tuple(
                word.lower for word in terms.words if word.stem not in stems_here and word.lower not in PARAPHRASABLE
            )
            stated = check.passes
            primary = statement_page or bool(STATEMENT_TITLE.search(f"{row.title} {row.unit}"))  # type: ignore[attr-defined]
            score = row_score(settings, coverage, retrieved.cosine, bool(check.value), stated=stated, primary=primary)
            explicit = stated and (check.period.explicit or not frame.has_period)
            label_stems = {t.stem for t in tokens(f"{section} {row.label}")}  # type: ignore[attr-defined]
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
                    measured=measure is not None,
                    stated=stated,
                    explicit=explicit,
                    amount=check.amount,
                    recency=period_rank(profile),
                    primary_statement=primary,
                    states_measure=check.states_measure,
                    qualified=bool(check.qualifier),
                    period_ok=check.period.ok,
                    rank=rank,
                    position=span[0] / max(len(page_text.text), 1),
                    row=sheet_row(retrieved.chunk.meta.file_type, page_text.text, span[0]),
                    label_coverage=round(
                        sum(w for s, w in terms.weights.items() if s in label_stems) / total if total else 0.0, 4
                    ),
                    header_match=round(_header_match(f"{header} {row.title}", asked_years, period_words), 4),  # type: ignore[attr-defined]
                    column=column,
                    columns=len(row.cells),  # type: ignore[attr-defined]
                )
            )
    return out
