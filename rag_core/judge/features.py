"""What the judge knows about one candidate, as numbers: the model's input.

Every candidate (a sentence, or a table cell read with its row label and column header) of one
question becomes a row of :data:`FEATURES`, from its own text, how it was retrieved, the checks the
answer modules ran on it (measure, period, negation...), and how it compares with the question's
other candidates. Nothing here decides: :mod:`rag_core.judge.model` turns the rows into P.

The same function computes the rows for training and for answering, so the model always reads
what it was trained on.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from rag_core.answer.candidate import Candidate, QuestionTerms
from rag_core.answer.understand.classify import AnswerType, QuestionKind
from rag_core.answer.judging.sentences import is_column_header, is_heading
from rag_core.answer.judging.measure import is_table_text
from rag_core.answer.understand.question import Question
from rag_core.ingest.formats import format_for_name
from rag_core.judge.wordvec import nearness, soft_coverage
from rag_core.types import FileType
from rag_core.text.lexicon import MONTH_SET, STOPWORDS, negates, quantities, tokens, years
from rag_core.text.sentences import closed

_FIRST_PERSON = frozenset({"we", "our", "us", "ours"})
_SECOND_PERSON = frozenset({"you", "your", "yours"})
_MONEY = re.compile(
    r"[$€£¥]\s?\d|\d\s?(?:million|billion|thousand)\b|\b(?:usd|eur|gbp|dollars?|euros?)\b", re.IGNORECASE
)
# "What is the change in X from 2018?", "the average of", "percentage of total": the answer is computed,
# never read off one sentence or cell.
COMPUTATION = re.compile(
    r"\b(?:change|changes|changed|difference|differ|increase|decrease|increased|decreased|growth|grew|decline|declined|"
    r"ratio|average|mean|median|percentage\s+(?:change|increase|decrease|of)|proportion|sum|combined|"
    r"how\s+(?:much|many)\s+(?:more|less|fewer|higher|lower)|more\s+than|less\s+than|compared|between\s+\S+\s+and)\b",
    re.IGNORECASE,
)
_ANSWER_TYPES = (
    AnswerType.NUMBER,
    AnswerType.DATE,
    AnswerType.PERSON,
    AnswerType.PLACE,
    AnswerType.ENTITY,
    AnswerType.DEFINITION,
    AnswerType.YES_NO,
)
# The document's format as the model reads it: PDF, web page and Word file by their type, every
# table-shaped format (Excel, Excel 97-2003, OpenDocument, CSV) as "sheet", the rest "text". Read
# from the one registry of file types, so a new format is judged by its layout without an edit here.
_FILE_KINDS = ("pdf", "html", "docx", "sheet", "text")
_KIND_OF_TYPE = {FileType.PDF: "pdf", FileType.HTML: "html", FileType.DOCX: "docx"}

FEATURES: tuple[str, ...] = (
    # the question
    *(f"asks_{t.value}" for t in _ANSWER_TYPES),
    "asks_definition_kind",
    "asks_measure",
    "asks_numeric_measure",
    "asks_period",
    "names_organisation",
    "question_negated",
    "question_words",
    "question_weight",
    "question_you",
    "asked_years",
    "computation",
    # how the candidate was retrieved
    "cosine",
    "fused",
    "keyword",
    "rank",
    "cosine_gap",
    "best_cosine",
    "cross",
    "cross_gap",
    # its words against the question's
    "coverage",
    "coverage_gap",
    "coverage_rank",
    "missing",
    "missing_share",
    "names_missing",
    "rarest_present",
    "bigrams",
    "missing_top",
    "soft_coverage",
    "soft_missing_top",
    "score",
    "score_gap",
    "score_rank",
    # what it says
    "has_value",
    "numbers",
    "has_money",
    "has_percent",
    "has_year",
    "has_asked_year",
    "other_year",
    "has_month",
    "capitalised",
    "words",
    "negated",
    "negation_mismatch",
    "antonym",
    "first_person",
    "second_person",
    "ends_question",
    "heading",
    "column_header",
    "table_text",
    "position",
    "furniture",
    "superseded",
    # a lexicon measure's checks
    "measured",
    "states_measure",
    "qualified",
    "period_ok",
    "stated",
    "explicit",
    "primary_statement",
    # a table cell
    "cell",
    "label_coverage",
    "header_match",
    "column",
    "columns",
    "label_in_question",
    "value_in_question",
    # its document
    *(f"file_{k}" for k in _FILE_KINDS),
    "document_named",
    # the other candidates
    "candidates",
    # the word-level and measure checks together, as the rules before the judge combined them
    "rules",
    "rules_lead",
    # a table cell's section ("AWS" above its rows) against the question
    "section_named",
    "section_other",
)
INDEX = {name: i for i, name in enumerate(FEATURES)}


@dataclass(frozen=True, slots=True)
class QuestionView:
    """The question-level inputs of the features, computed once per question."""

    question: Question
    terms: QuestionTerms
    asks_measure: bool
    asks_numeric_measure: bool
    asks_period: bool
    named_docs: frozenset[str] | None  # documents of the organisation the question names, if any
    measure_kind: str = ""  # the asked measure's kind ("money", "count" ...; "" when none is asked)


def file_kind(source: str) -> str:
    """ "pdf", "html", "docx", "sheet" or "text" for a file name."""
    fmt = format_for_name(source)
    if fmt is None:
        return "text"
    return "sheet" if fmt.layout == "rows" else _KIND_OF_TYPE.get(fmt.kind, "text")


def _bigrams(stems: Sequence[str]) -> set[tuple[str, str]]:
    return set(zip(stems, stems[1:]))


def cross_rows(candidates: Sequence[Candidate], limit: int) -> list[int]:
    """Which candidates the cross-encoder reads: the ``limit`` best by their word-match score (the
    same at training and at answering)."""
    return sorted(range(len(candidates)), key=lambda i: (-candidates[i].score, i))[:limit]


def fill_cross(rows: np.ndarray, starts_counts: Sequence[tuple[int, int]], scored: dict[int, float]) -> None:
    """Write cross-encoder scores (row -> score) into the ``cross`` and ``cross_gap`` columns of
    ``rows``, question by question (``starts_counts``: each question's first row and row count)."""
    col, gap = INDEX["cross"], INDEX["cross_gap"]
    rows[:, col] = np.nan
    rows[:, gap] = np.nan
    for start, count in starts_counts:
        mine = {r: v for r, v in scored.items() if start <= r < start + count}
        if not mine:
            continue
        best = max(mine.values())
        for r, v in mine.items():
            rows[r, col] = v
            rows[r, gap] = best - v
        _rules_after_cross(rows[start : start + count])


def _rules_after_cross(block: np.ndarray) -> None:
    """One question's ``rules`` column again once its cross-encoder scores are in (a sentence holding
    every word of the question passes on them, see :func:`rules_column`), as answering computes it;
    a question that had no ``rules_lead`` gets the best-scoring newly passing candidate that is no
    measure's (a measure's lead needs the candidates themselves, see :func:`rules_lead`)."""
    rules, lead = INDEX["rules"], INDEX["rules_lead"]
    new = rules_column(block)
    if np.array_equal(new, block[:, rules]):
        return
    block[:, rules] = new
    if (block[:, lead] == 1).any():
        return
    passing = np.flatnonzero((new == 1) & (block[:, INDEX["measured"]] == 0))
    if len(passing):
        best = min(passing, key=lambda i: (-float(block[i, INDEX["score"]]), int(i)))
        block[best, lead] = 1.0


def matrix(view: QuestionView, candidates: Sequence[Candidate], conflict_tolerance: float = 0.01) -> np.ndarray:
    """One row of :data:`FEATURES` per candidate (float32)."""
    out = np.zeros((len(candidates), len(FEATURES)), dtype=np.float32)
    if not candidates:
        return out
    question, terms = view.question, view.terms
    q_stems = [t.stem for t in question.tokens if t.stem in terms.weights]
    q_bigrams = _bigrams(q_stems)
    q_lowers = {t.lower for t in question.tokens}
    q_text = " ".join(question.text.lower().split())
    weights = terms.weights
    rarest = max(weights, key=lambda s: (weights[s], s)) if weights else ""
    names = {" ".join(n) for n in terms.names}
    asked_years = set(question.years)
    best_cosine = max(c.cosine for c in candidates)
    crossed = [c.cross for c in candidates if c.cross is not None]
    best_cross = max(crossed) if crossed else None
    best_coverage = max(c.coverage for c in candidates)
    best_score = max(c.score for c in candidates)
    by_coverage = {id(c): i for i, c in enumerate(sorted(candidates, key=lambda c: -c.coverage))}
    by_score = {id(c): i for i, c in enumerate(sorted(candidates, key=lambda c: -c.score))}
    shared = {
        **{f"asks_{t.value}": float(question.answer_type is t) for t in _ANSWER_TYPES},
        "asks_definition_kind": float(question.kind is QuestionKind.DEFINITION),
        "asks_measure": float(view.asks_measure),
        "asks_numeric_measure": float(view.asks_numeric_measure),
        "asks_period": float(view.asks_period),
        "names_organisation": float(view.named_docs is not None),
        "question_negated": float(terms.negated),
        "question_words": float(len(terms.words)),
        "question_weight": float(terms.total_weight),
        "question_you": float(bool(q_lowers & (_SECOND_PERSON | {"i", "my", "me", "mine"}))),
        "asked_years": float(len(asked_years)),
        "computation": float(bool(COMPUTATION.search(question.text))),
        "best_cosine": best_cosine,
        "candidates": float(len(candidates)),
    }
    all_tokens = [tokens(c.quote) for c in candidates]
    all_lowers = [[t.lower for t in toks] for toks in all_tokens]
    near = nearness(candidates, all_lowers)
    for row, (c, toks, lowers) in enumerate(zip(candidates, all_tokens, all_lowers)):
        stems = [t.stem for t in toks]
        stem_set = set(stems)
        found_years = years(c.quote)
        values = quantities(c.quote)
        kind = file_kind(c.source)
        named_missing = sum(
            1 for m in c.missing if m in names or any(m == w.lower and w.capitalized for w in terms.words)
        )
        label = c.parts[0].lower() if c.is_row else ""
        # No year of the candidate's is the one asked, unless it names the asked period in its
        # document's fiscal calendar (the period checks found the asked quarter's or year's end in
        # it): Best Buy's "Three Months Ended July 29, 2023" is its second quarter of fiscal 2024.
        another = bool(asked_years) and bool(found_years) and not asked_years & found_years
        fiscal = another and c.explicit
        another = another and not c.dated_by_document
        feats = {
            **shared,
            "label_in_question": float(bool(label) and label.strip(" :") in q_text),
            "value_in_question": float(bool(c.answer_value) and c.answer_value.lower() in q_text),
            "cosine": c.cosine,
            "fused": c.fused,
            "keyword": c.keyword,
            "rank": float(c.rank),
            "cosine_gap": best_cosine - c.cosine,
            "cross": np.nan if c.cross is None else c.cross,
            "cross_gap": np.nan if c.cross is None or best_cross is None else best_cross - c.cross,
            "coverage": c.coverage,
            "coverage_gap": best_coverage - c.coverage,
            "coverage_rank": float(by_coverage[id(c)]),
            "missing": float(len(c.missing)),
            "missing_share": len(c.missing) / max(len(terms.words), 1),
            "names_missing": float(named_missing),
            "rarest_present": float(bool(rarest) and rarest in stem_set),
            "bigrams": len(q_bigrams & _bigrams(stems)) / max(len(q_bigrams), 1),
            "score": c.score,
            "score_gap": best_score - c.score,
            "score_rank": float(by_score[id(c)]),
            "has_value": float(bool(c.answer_value)),
            "numbers": float(sum(1 for q in values if not q.is_year)),
            "has_money": float(bool(_MONEY.search(c.quote))),
            "has_percent": float(any(q.unit == "%" for q in values)),
            "has_year": float(bool(found_years)),
            "has_asked_year": float(bool(asked_years & found_years) or fiscal),
            "other_year": float(another and not fiscal),
            "has_month": float(any(w.rstrip(".") in MONTH_SET for w in lowers)),
            "capitalised": float(
                sum(1 for t in toks[1:] if t.capitalized and t.lower not in STOPWORDS and t.lower not in q_lowers)
            ),
            "words": float(len(toks)),
            "negated": float(any(negates(w) for w in lowers)),
            "negation_mismatch": float(c.negation_mismatch),
            "antonym": float(c.antonym),
            "first_person": float(bool(_FIRST_PERSON & set(lowers))),
            "second_person": float(bool(_SECOND_PERSON & set(lowers))),
            "ends_question": float(closed(c.quote).endswith("?")),
            "heading": float(not c.is_row and is_heading(c.quote)),
            "column_header": float(is_column_header(c.quote)),
            "table_text": float(not c.is_row and is_table_text(c.quote)),
            "position": c.position,
            "furniture": float(c.furniture),
            "superseded": float(c.superseded),
            "measured": float(c.measured),
            "states_measure": float(c.states_measure),
            "qualified": float(c.qualified),
            "period_ok": float(c.period_ok),
            "stated": float(c.stated),
            "explicit": float(c.explicit),
            "primary_statement": float(c.primary_statement),
            "cell": float(c.is_row),
            "label_coverage": c.label_coverage,
            "header_match": 1.0 if fiscal and c.is_row else c.header_match,
            "column": float(c.column),
            "columns": float(c.columns),
            **{f"file_{k}": float(kind == k) for k in _FILE_KINDS},
            "document_named": float(view.named_docs is not None and c.doc_id in view.named_docs),
        }
        section = _section_words(c)
        feats["section_named"] = float(bool(section) and section <= q_lowers)
        feats["section_other"] = float(bool(section) and not section & q_lowers)
        feats.update(soft_coverage(terms, c, near[row]))
        feats["rules"] = feats["rules_lead"] = 0.0
        out[row] = [feats[name] for name in FEATURES]
    out[:, INDEX["rules"]] = rules_column(out)
    lead = rules_lead(candidates, out[:, INDEX["rules"]] == 1, conflict_tolerance)
    if lead is not None:
        out[lead, INDEX["rules_lead"]] = 1.0
    return out


def _section_words(c: Candidate) -> set[str]:
    """Lower-case words of the section a cell's row stands under (its second part, when the row
    has one: label | section | header... | value)."""
    if not c.is_row or len(c.parts) < 4:
        return set()
    return {w for w in (t.lower for t in tokens(c.parts[1])) if w not in STOPWORDS and not w.isdigit()}


def rules_lead(candidates: Sequence[Candidate], passing: np.ndarray, tolerance: float) -> int | None:
    """The candidate the rules would have answered with (its index), or None: for a measure, the
    lead of ``order_measured`` (names the asked period itself, latest filing, a primary statement's
    row, the main statement before the notes); otherwise the best-scoring one that passes."""
    from rag_core.answer.judging.measure import order_measured

    chosen = [i for i in range(len(candidates)) if passing[i]]
    if not chosen:
        return None
    best = min(chosen, key=lambda i: (-candidates[i].score, i))
    if not candidates[best].measured:
        return best
    lead = order_measured([candidates[i] for i in chosen], tolerance, 1)[0]
    return next(i for i in chosen if candidates[i] is lead)


# The checks' thresholds as the rules used them (moderate strictness): one fixed reading, whatever
# strictness an answer is given at, so the model always reads the same feature.
_RULE_MIN_SCORE = 0.30
_RULE_MIN_COVERAGE = 0.5
_RULE_COVERAGE_DESPITE_MISSING = 0.9
_RULE_WHOLE_COVERAGE = 0.999


def rules_column(rows: np.ndarray) -> np.ndarray:
    """1.0 where the candidate passes every check the hand rules required of a direct answer: for a
    measure, stated with measure, period and value and no question word missing; otherwise most of
    the question's words, a value of the asked kind, no negation or antonym the question lacks,
    and not a run of table figures. Computed from the other features of the same row."""
    col = {name: rows[:, i] for name, i in INDEX.items()}
    # A passage's cosine is diluted where it holds several topics (a short document's one chunk): a
    # sentence holding every word of the question needs none if the cross-encoder, which reads the
    # sentence itself, leans to it (a logit of at least 0; unread candidates have none).
    whole = (
        (col["coverage"] >= _RULE_WHOLE_COVERAGE) & (col["missing"] == 0) & (np.nan_to_num(col["cross"], nan=-1.0) >= 0)
    )
    common = (col["negation_mismatch"] == 0) & (col["antonym"] == 0) & ((col["cosine"] >= _RULE_MIN_SCORE) | whole)
    measured = (col["stated"] == 1) & (col["missing"] == 0)
    worded = (
        (col["coverage"] >= _RULE_MIN_COVERAGE)
        & ((col["missing"] == 0) | (col["coverage"] >= _RULE_COVERAGE_DESPITE_MISSING))
        & (col["has_value"] == 1)
        & (col["table_text"] == 0)
    )
    return (common & np.where(col["measured"] == 1, measured, worded)).astype(np.float32)
