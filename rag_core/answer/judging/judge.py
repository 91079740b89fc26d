"""Extractive answering: which retrieved sentences state the answer outright, and which only relate.

A sentence is a direct answer only when it carries the question's subject (its content words,
weighted by rarity, with every number and name the question mentions) *and* the asked-for thing:
a number for "how many", a date for "when", a name for "who", a definition for "what is". Anything
that would need inference is not a direct answer; it can still be shown, verbatim, as a highlight.

The question is analysed in :mod:`rag_core.answer.understand.question`, the asked-for value extracted in
:mod:`rag_core.answer.judging.extract`, candidates scored in :mod:`rag_core.answer.judging.rank`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

import numpy as np

from rag_core.answer.candidate import Candidate, QuestionTerms, candidate_at
from rag_core.answer.understand.classify import AnswerType
from rag_core.answer.judging.extract import MONTH_SET, answer_value
from rag_core.answer.judging.rows import cell_candidates
from rag_core.ingest.furniture import is_furniture
from rag_core.answer.judging.measure import JudgeContext, judge_measure, order_measured
from rag_core.answer.understand.question import Question
from rag_core.answer.judging.rank import best_first, candidate_score
from rag_core.retrieved import RetrievedChunk
from rag_core.answer.understand.slots import asked_shape, has_shape
from rag_core.locations import sheet_row
from rag_core.settings import AnswerSettings
from rag_core.text.lexicon import ANTONYMS, IRREGULAR_BASE, IRREGULAR_WORDS, PARAPHRASABLE, negates, tokens
from rag_core.text.sentences import Sentence, split_sentences
from rag_core.types import PageText

if TYPE_CHECKING:
    from rag_core.judge.features import QuestionView
    from rag_core.judge.model import JudgeModel

PageLookup = Callable[[str, int], PageText | None]

__all__ = ["Judge", "JudgeContext", "is_column_header", "is_heading"]
_PREFIX = 5  # "located"/"location", "governor"/"government": same first five letters count as a match
_NEGATION_WINDOW = 4
_MIN_HIGHLIGHT_CHARS = 20
_MIN_HIGHLIGHT_WORDS = 5
_STATED_LEAD_PAGES = 2  # pages whose statements lead a measure question's highlights
_TITLE_MAX_WORDS = 10
_TITLE_CAPITALISED_SHARE = 0.6  # a short line with this share of capitalised words is a title


def is_heading(text: str) -> bool:
    """ "Strategy and outlook": a title line, not a statement worth showing as a highlight."""
    if any(ch.isdigit() for ch in text) or text.rstrip().endswith((".", "!", "?", ":")):
        return False
    words = [w for w in text.split() if any(ch.isalpha() for ch in w)]
    capitalised = sum(1 for w in words if w[0].isupper())
    return len(words) < _MIN_HIGHLIGHT_WORDS or (
        len(words) <= _TITLE_MAX_WORDS and capitalised >= _TITLE_CAPITALISED_SHARE * len(words)
    )


_COLUMN_WORDS = frozenset(
    "years year ended ending months month weeks week three six nine twelve fiscal quarter as of at and in "
    "dollars millions thousands billions except per share data unaudited".split()
)


def is_column_header(text: str) -> bool:
    """ "Years ended December 31, 2022 2021 2020": the dates over a table's columns, no statement."""
    words = [w.strip(",.():;").lower() for w in text.split()]
    if not any(ch.isdigit() for ch in text):
        return False
    return all(not any(ch.isalpha() for ch in w) or w in _COLUMN_WORDS or w in MONTH_SET for w in words)


def _contains_run(stems: list[str], run: tuple[str, ...]) -> bool:
    width = len(run)
    return any(tuple(stems[i : i + width]) == run for i in range(len(stems) - width + 1))


def _negates_question_word(sentence_tokens: list, question_stems: set[str]) -> bool:
    """A negation within a few words before a word the question uses: "was not captured"."""
    for index, token in enumerate(sentence_tokens):
        if negates(token.lower):
            window = sentence_tokens[index + 1 : index + 1 + _NEGATION_WINDOW]
            if any(t.stem in question_stems for t in window):
                return True
    return False


@dataclass(frozen=True, slots=True)
class Judged:
    """One question's candidates with P, best first, and the feature rows P was computed from."""

    view: "QuestionView"
    candidates: list[Candidate]  # the judged ones, with P, best first
    features: np.ndarray  # one row per judged candidate
    rest: list[Candidate] = field(default_factory=list)  # beyond the judged few: passages only, never answers


class Judge:
    """Builds candidates from retrieved chunks and decides which, if any, answer directly."""

    def __init__(
        self, settings: AnswerSettings, min_score: float, model: JudgeModel | None = None, threshold: float = 1.0
    ) -> None:
        self._settings = settings
        self._min_score = min_score
        self._model = model
        self._threshold = threshold

    @property
    def threshold(self) -> float:
        """P a candidate needs to be a direct answer at this engine's strictness."""
        return self._threshold

    def candidates(
        self,
        question: Question,
        terms: QuestionTerms,
        chunks: tuple[RetrievedChunk, ...],
        page: PageLookup,
        provenance: dict[str, str] | None = None,
        context: JudgeContext | None = None,
        extra: tuple[RetrievedChunk, ...] = (),
    ) -> list[Candidate]:
        """Every sentence of the top chunks (and, for a numeric measure, every table row on their
        pages), scored; best first, ties broken by position.

        ``provenance`` (doc_id -> primary/secondary/unknown) is the registry's current value,
        which the user may have edited since indexing.
        """
        by_sentence: dict[tuple[str, int, int], Candidate] = {}
        question_stems = set(terms.weights)
        total = terms.total_weight
        # Several retrieved chunks often share a page: read and split each page once.
        page_sentences: dict[tuple[str, int], list[Sentence] | None] = {}
        page_chars: dict[tuple[str, int], int] = {}
        page_texts: dict[tuple[str, int], PageText | None] = {}
        for rank, retrieved in enumerate((*chunks[: self._settings.candidate_chunks], *extra)):
            meta = retrieved.chunk.meta
            where = (meta.doc_id, meta.page)
            profile = context.profiles.get(meta.doc_id) if context else None
            first_visit = where not in page_sentences
            if first_visit:
                page_text = page(meta.doc_id, meta.page)
                page_texts[where] = page_text
                page_sentences[where] = None if page_text is None else split_sentences(page_text.text)
                page_chars[where] = len(page_text.text) if page_text is not None else 1
                if page_text is not None and context is not None:
                    for cell in cell_candidates(terms, retrieved, page_text, context, profile, self._settings, rank):
                        if page_text.furniture and is_furniture(page_text, cell.sentence.start, cell.sentence.end):
                            cell = replace(cell, furniture=True)
                        by_sentence.setdefault((meta.doc_id, meta.page, -1 - len(by_sentence)), cell)
            sentences = page_sentences[where]
            if sentences is None:
                continue
            source_stems = {t.stem for t in tokens(meta.source.rsplit(".", 1)[0].replace("_", " "))}
            if profile is not None:
                # "we", "our", "the Company" in a filing are its filer: the name counts as present.
                source_stems |= {t.stem for alias in profile.aliases for t in tokens(alias)}
            measure = context.frame.measure if context is not None else None
            for sentence in sentences:
                overlaps = sentence.end > meta.char_start and sentence.start < meta.char_end
                if not overlaps and first_visit and measure is not None and context is not None:
                    # For a measure, every sentence of a retrieved page that states it is read,
                    # not only those in the retrieved chunk: the statement is often a paragraph away.
                    overlaps = bool(context.lexicon.hits_of(sentence.text, measure))
                key = (meta.doc_id, meta.page, sentence.start)
                if overlaps and key not in by_sentence:
                    stems_here = {t.stem for t in tokens(sentence.text)}
                    judged = self._judge(
                        question, terms, retrieved, sentence, stems_here, source_stems, question_stems, total
                    )
                    here = page_texts[where]
                    judged = replace(
                        judged,
                        rank=rank,
                        position=round(sentence.start / max(page_chars[where], 1), 4),
                        furniture=bool(
                            here is not None and here.furniture and is_furniture(here, sentence.start, sentence.end)
                        ),
                        row=sheet_row(meta.file_type, here.text, sentence.start) if here is not None else None,
                    )
                    if context is not None and context.frame.measure is not None:
                        judged = judge_measure(judged, context, profile, total, self._settings)
                    by_sentence[key] = judged
        return best_first(
            replace(c, provenance=provenance[c.doc_id]) if provenance and c.doc_id in provenance else c
            for c in by_sentence.values()
        )

    def _judge(
        self,
        question: Question,
        terms: QuestionTerms,
        retrieved: RetrievedChunk,
        sentence: Sentence,
        stems_here: set[str],
        context_stems: set[str],
        question_stems: set[str],
        total: float,
    ) -> Candidate:
        sentence_tokens = tokens(sentence.text)
        sentence_stems = [t.stem for t in sentence_tokens]
        lowers = {t.lower for t in sentence_tokens}
        prefixes = {t.lower[:_PREFIX] for t in sentence_tokens if len(t.lower) > _PREFIX and t.lower.isalpha()}
        matched = 0.0
        missing = []
        bases = {IRREGULAR_BASE.get(lower, lower) for lower in lowers}
        for word in terms.words:
            found = (
                word.stem in stems_here
                or (IRREGULAR_BASE.get(word.lower, word.lower) in bases and word.lower in IRREGULAR_WORDS)
                or (
                    not word.capitalized
                    and word.lower.isalpha()
                    and len(word.lower) > _PREFIX
                    and word.lower[:_PREFIX] in prefixes
                )
                or (word.capitalized and word.stem in context_stems)
            )
            if found:
                matched += terms.weights.get(word.stem, 0.0)
            elif word.lower not in PARAPHRASABLE:
                missing.append(word.lower)
        for name in terms.names:
            if not _contains_run(sentence_stems, name) and not set(name) <= context_stems:
                missing.append(" ".join(name))
        coverage = matched / total if total else 0.0
        antonym = any(
            word.lower not in lowers and lowers & ANTONYMS.get(word.lower, frozenset()) for word in terms.words
        )
        value = answer_value(question.answer_type, sentence.text, terms, question_stems)
        has_negation = _negates_question_word(sentence_tokens, {w.stem for w in terms.words})
        score = candidate_score(self._settings, coverage, retrieved.cosine, bool(value))
        return candidate_at(
            retrieved,
            sentence,
            coverage=coverage,
            score=score,
            missing=tuple(missing),
            answer_value=value,
            # A definition may itself contain a negation ("an event that did not cause injury").
            negation_mismatch=has_negation != terms.negated and question.answer_type is not AnswerType.DEFINITION,
            antonym=bool(antonym),
        )

    def score(self, view: QuestionView, candidates: list[Candidate]) -> Judged:
        """Each candidate's P (that it states the answer) from the model, best first.

        The few best candidates by their word match are also read by the model's cross-encoder
        together with the question (~5-10 ms each on one thread).
        """
        from rag_core.judge.features import cross_rows, matrix  # the features read this module's shape tests

        # Only the best candidates by their word match are judged (the rest never led a question's
        # right answers on the dev sets; judging them all cost ~30 ms a question on filings).
        keep = set(
            sorted(range(len(candidates)), key=lambda i: (-candidates[i].score, i))[: self._settings.judged_candidates]
        )
        rest = [c for i, c in enumerate(candidates) if i not in keep]
        candidates = [c for i, c in enumerate(candidates) if i in keep]
        cross = self._model.cross if self._model is not None else None
        if cross is not None and candidates:
            chosen = cross_rows(candidates, self._settings.cross_candidates)
            logits = cross.score(view.question.text, [candidates[i].quote for i in chosen])
            candidates = list(candidates)
            for i, logit in zip(chosen, logits):
                candidates[i] = replace(candidates[i], cross=round(float(logit), 4))
        rows = matrix(view, candidates, self._settings.conflict_tolerance)
        if self._model is None or not candidates:
            return Judged(view, list(candidates), rows, rest)
        p = self._model.probabilities(rows)
        scored = [replace(c, p=round(float(pi), 4)) for c, pi in zip(candidates, p)]
        order = sorted(
            range(len(scored)),
            key=lambda i: (
                -scored[i].p,
                -scored[i].score,
                scored[i].source,  # type: ignore[operator]
                scored[i].page,
                scored[i].sentence.start,
                scored[i].quote,
            ),
        )
        return Judged(view, [scored[i] for i in order], rows[order], rest)

    def direct(self, question: Question, judged: Judged) -> list[Candidate]:
        """The candidates that answer directly, best first, or [] when none reaches the threshold.

        The lead is the candidate with the highest P; for a measure, other statements of the same
        figure on other pages join it (a sentence and the statement row that proves it); otherwise
        other candidates that reach the threshold too. Different figures are conflicts (see
        :mod:`rag_core.answer.report.evidence`), never silently resolved.
        """
        if not question.classification.direct_eligible or not judged.candidates or self._model is None:
            return []
        # Page furniture and headings are never an answer, whatever their words; nor is a sentence
        # without the phone number, email or web address the question asks for.
        shape = asked_shape(question.text)
        passing = [
            c
            for c in judged.candidates
            if c.p is not None and c.p >= self._threshold and _quotable(c) and has_shape(shape, c.quote)
        ]
        if not passing:
            passing = [c for c in self._stated(judged) if has_shape(shape, c.quote)]
        if not passing:
            return []
        if passing[0].measured:
            chosen = order_measured(passing, self._settings.conflict_tolerance, self._settings.max_answer_sentences)
            return self._with_proving_cell(judged, chosen)
        chosen = []
        for candidate in passing:
            if len(chosen) >= self._settings.max_answer_sentences:
                break
            if any(
                candidate.quote == c.quote
                or (candidate.doc_id, candidate.page, candidate.sentence.start) == (c.doc_id, c.page, c.sentence.start)
                for c in chosen
            ):
                continue
            chosen.append(candidate)
        return self._with_proving_cell(judged, chosen)

    def _with_proving_cell(self, judged: Judged, chosen: list[Candidate]) -> list[Candidate]:
        if any(c.is_row for c in chosen) or len(chosen) >= self._settings.max_answer_sentences:
            return chosen
        cell = self._proving_cell(judged, chosen[0])
        return chosen if cell is None else [*chosen, cell]

    def _proving_cell(self, judged: Judged, lead: Candidate) -> Candidate | None:
        """A sheet's or table's line that answers ("Row 2: South | Employees: 210 | Depots: 4") is
        proved by its cell read with row label and column header ("South | Employees | 210"): the
        cell on the same page with the same value that passes the checks of a stated answer joins
        the answer, so the citation opens on the asked cell."""
        from rag_core.judge.features import INDEX

        if lead.is_row or not lead.answer_value or not len(judged.features):
            return None
        for candidate, row in zip(judged.candidates, judged.features):
            if (
                candidate.is_row
                and (candidate.doc_id, candidate.page) == (lead.doc_id, lead.page)
                and candidate.answer_value == lead.answer_value
                and row[INDEX["rules"]] == 1
                and _quotable(candidate)
            ):
                return candidate
        return None

    def _stated(self, judged: Judged) -> list[Candidate]:
        """Below the threshold, the statement every check of :func:`rules_column` passes still
        answers: for a measure, the one stating measure, period and value (the judge's P on filings
        is conservative: on the dev filings this lead was right 9 times in 10); for anything else,
        only when P is at least ``stated_min_p`` too. Its confidence stays below high (P decides that)."""
        from rag_core.judge.features import INDEX  # the features read this module's shape tests

        rows = judged.features
        if not len(rows) or rows.ndim != 2:
            return []
        lead = np.flatnonzero(rows[:, INDEX["rules_lead"]] == 1)
        if not len(lead):
            return []
        first = judged.candidates[int(lead[0])]
        if not _quotable(first):
            return []
        if first.measured:
            # The same figure stated on other pages joins it (see ``order_measured``).
            stated = [c for c, row in zip(judged.candidates, rows) if row[INDEX["rules"]] == 1 and _quotable(c)]
            return order_measured(stated, self._settings.conflict_tolerance, self._settings.max_answer_sentences)
        return [first] if (first.p or 0.0) >= self._settings.stated_min_p else []

    def highlights(
        self, candidates: list[Candidate], chunks: tuple[RetrievedChunk, ...], *, lead_stated: bool = False
    ) -> list[Candidate]:
        """Related sentences for a guided fallback (``chunks``: the pages read, best first): the best
        sentence of each of the few best pages first, then the best remaining sentences (a few per
        page), at most N in all, best first.

        ``lead_stated``: statements that pass every measure check come first (see below).
        """
        relevant = [
            c
            for c in candidates
            if (c.coverage > 0 or c.cosine >= self._min_score)
            and len(c.quote) >= _MIN_HIGHLIGHT_CHARS
            and not is_heading(c.quote)
            and not is_column_header(c.quote)
        ]
        page_order: list[tuple[str, int]] = []
        for retrieved in chunks:
            key = (retrieved.chunk.meta.doc_id, retrieved.chunk.meta.page)
            if key not in page_order:
                page_order.append(key)
        best_on_page: dict[tuple[str, int], Candidate] = {}
        for candidate in relevant:  # already best first
            best_on_page.setdefault((candidate.doc_id, candidate.page), candidate)
        limit = self._settings.max_highlights
        # A question comparing periods ("Did PP&E grow from FY20 to FY21?") is not answered
        # directly, but the figures it compares are stated: the best statement of each of the
        # first pages that have one leads, then the pages in retrieval order.
        lead: dict[tuple[str, int], Candidate] = {}
        for candidate in relevant:
            if lead_stated and candidate.stated and len(lead) < _STATED_LEAD_PAGES:
                lead.setdefault((candidate.doc_id, candidate.page), candidate)
        chosen = list(lead.values()) + [
            best_on_page[key] for key in page_order if key in best_on_page and key not in lead
        ]
        chosen = chosen[: min(limit, max(self._settings.diverse_pages, len(lead)))]
        per_page = {(c.doc_id, c.page): 1 for c in chosen}
        for candidate in relevant:
            if len(chosen) >= limit:
                break
            key = (candidate.doc_id, candidate.page)
            if candidate in chosen or per_page.get(key, 0) >= self._settings.max_highlights_per_page:
                continue
            per_page[key] = per_page.get(key, 0) + 1
            chosen.append(candidate)
        return sorted(
            _above_floor(chosen, self._settings.highlight_floor),
            key=lambda c: (-c.score, c.source, c.page, c.sentence.start),
        )


def _quotable(candidate: Candidate) -> bool:
    """Page furniture and headings are never an answer, whatever their words."""
    return not candidate.furniture and (candidate.is_row or not is_heading(candidate.quote))


def _above_floor(chosen: list[Candidate], floor: float) -> list[Candidate]:
    """Drop padding: passages scoring under ``floor`` x the best one, and passages that share no
    word with the question when others do ("Welcome to Northwind Logistics." beside the routing
    rules a question about routing found)."""
    if not chosen:
        return chosen
    best = max(c.score for c in chosen)
    worded = any(c.coverage > 0 for c in chosen)
    return [c for c in chosen if c.score >= floor * best and (c.coverage > 0 or not worded)]
