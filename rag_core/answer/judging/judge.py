"""Step 3 of answering: judge the candidates found for a question read by step 1.

Candidates are the sentences of the retrieved pages (:mod:`rag_core.answer.judging.sentences`) and
their tables' cells (:mod:`rag_core.answer.judging.rows`), with the measure checks for a question
about an analyst measure (:mod:`rag_core.answer.judging.measure`). The learned judge
(:mod:`rag_core.judge`) gives each its P, the probability that it states the answer; a candidate
answers directly only when P reaches the strictness threshold (or, below it, when it passes every
check of a stated answer). Anything that would need inference is not a direct answer; it can still
be shown, verbatim, as a passage (:mod:`rag_core.answer.judging.highlights`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

import numpy as np

from rag_core.answer.candidate import Candidate, QuestionTerms, figures_apart
from rag_core.answer.find.finder import Found
from rag_core.answer.find.pages import Pages
from rag_core.answer.judging.compared import dated_by_document, of_another_year
from rag_core.answer.judging.conditions import closer_case, condition_statement
from rag_core.answer.judging.contact import shaped_answer, whom_to_contact
from rag_core.answer.judging.context import JudgeContext
from rag_core.answer.judging.contrast import about_another_case
from rag_core.answer.judging.defined import defining
from rag_core.answer.judging.event_dates import deed_answered
from rag_core.answer.judging.faq import answered_below
from rag_core.answer.judging.gates import misreads, quotable, vetoed
from rag_core.answer.judging.headed import period_headings
from rag_core.answer.judging.highlights import highlights
from rag_core.answer.judging.holder import holder_named
from rag_core.answer.judging.labelled import labelled_value
from rag_core.answer.judging.label_header import is_header_line
from rag_core.answer.judging.method import method_statement
from rag_core.answer.judging.lookup import looked_up, row_named_by_a_cell
from rag_core.answer.judging.measure import judge_measure, later_on_page, order_measured
from rag_core.answer.judging.rank import best_first
from rag_core.answer.judging.rows import cell_candidates
from rag_core.answer.judging.signed import page_sentences_of
from rag_core.answer.judging.stated import checked, figure_statement, stated, yes_no_statement
from rag_core.answer.judging.lent import heading_lines, section_title, surroundings
from rag_core.answer.judging.titles import cross_read, section_start
from rag_core.answer.judging.sentences import document_stems, sentence_candidate, sole_organisation_stems
from rag_core.answer.understand.question import Question
from rag_core.answer.understand.reading import Reading
from rag_core.answer.understand.slots import asked_shape, has_shape
from rag_core.ingest.furniture import is_furniture
from rag_core.judge.features import QuestionView, cross_rows, matrix
from rag_core.judge.model import JudgeModel
from rag_core.locations import row_words, sheet_of, sheet_row
from rag_core.retrieved import RetrievedChunk
from rag_core.settings import AnswerSettings
from rag_core.text.lexicon import tokens
from rag_core.text.measures import Lexicon
from rag_core.text.sentences import Sentence
from rag_core.text.word_forms import carried_in_other_form
from rag_core.types import PageText

PageLookup = Callable[[str, int], PageText | None]

__all__ = ["Judge", "Judged", "Verdict"]


@dataclass(frozen=True, slots=True)
class Judged:
    """One question's candidates with P, best first, and the feature rows P was computed from."""

    view: QuestionView
    candidates: list[Candidate]  # the judged ones, with P, best first
    features: np.ndarray  # one row per judged candidate
    rest: list[Candidate] = field(default_factory=list)  # beyond the judged few: passages only, never answers


@dataclass(frozen=True, slots=True)
class Verdict:
    """The judging step's result: the judged candidates, and the direct answer or the passages."""

    judged: Judged
    direct: list[Candidate]  # the candidates that answer directly, best first ([] when none does)
    highlights: list[Candidate]  # without a direct answer: the passages shown instead, best first


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

    @property
    def model(self) -> JudgeModel | None:
        """The learned judge (None when none is installed: then nothing answers directly)."""
        return self._model

    def judge(self, reading: Reading, found: Found, lexicon: Lexicon, pages: Pages) -> Verdict:
        """The candidates of the pages found, with P, and the direct answer or the passages shown
        instead. ``pages`` gives the pages' text and table rows."""
        question, frame = reading.question, reading.frame
        assert frame is not None
        context = JudgeContext(
            frame=frame, lexicon=lexicon, profiles=reading.profiles, allowed=reading.allowed, rows=pages.rows
        )
        provenance = {d.doc_id: d.provenance for d in reading.ready_docs}
        candidates = self.candidates(
            question, found.terms, found.retrieval.chunks, pages.text, provenance, context, found.tables
        )
        if reading.newer:
            candidates = [replace(c, superseded=True) if reading.newer.get(c.doc_id) else c for c in candidates]
        view = QuestionView(
            question=question,
            terms=found.terms,
            asks_measure=frame.measure is not None,
            asks_numeric_measure=context.numeric,
            asks_period=frame.has_period,
            named_docs=frame.docs,
            measure_kind=frame.measure.kind if frame.measure is not None else "",
        )
        judged = self.score(view, candidates)
        asks_person = view.measure_kind == "person"
        direct = self.direct(question, judged, asks_person=asks_person)
        if direct:
            return Verdict(judged, direct, [])
        return self.passages(reading, found, judged)

    def passages(self, reading: Reading, found: Found, judged: Judged) -> Verdict:
        """No direct answer: the passages shown instead. Pages whose tables hold the measure's row
        take part after the retrieved ones (putting them first cost FinanceBench's evidence pages:
        77.1% -> 71.4%)."""
        assert reading.frame is not None
        shown = highlights(
            self._settings,
            self._min_score,
            [c for c in judged.candidates + judged.rest if not c.furniture],
            found.retrieval.chunks[: self._settings.candidate_chunks] + found.tables,
            lead_stated=len(reading.frame.period.years) > 1,
            names=frozenset(s for name in found.terms.names for s in name),
        )
        return Verdict(judged, [], shown)

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
        """Every sentence of the top chunks (a signature's name and title read as one, see
        :mod:`~rag_core.answer.judging.signed`; for a numeric measure, every table row on their
        pages too), scored; best first, ties broken by position. ``provenance`` (doc_id ->
        primary/secondary/unknown) is the registry's current value, which the user may have edited."""
        by_sentence: dict[tuple[str, int, int], Candidate] = {}
        question_stems = set(terms.weights)
        total = terms.total_weight
        # Several retrieved chunks often share a page: read and split each page once.
        page_sentences: dict[tuple[str, int], list[Sentence] | None] = {}
        page_texts: dict[tuple[str, int], PageText | None] = {}
        page_headings: dict[tuple[str, int], list[bool]] = {}  # which sentences are title lines
        named = {w.stem for w in terms.words if w.capitalized}
        sole = sole_organisation_stems(context.profiles, terms.tokens) if context else set()
        for rank, retrieved in enumerate((*chunks[: self._settings.candidate_chunks], *extra)):
            meta = retrieved.chunk.meta
            where = (meta.doc_id, meta.page)
            profile = context.profiles.get(meta.doc_id) if context else None
            first_visit = where not in page_sentences
            if first_visit:
                page_text = page(meta.doc_id, meta.page)
                page_texts[where] = page_text
                page_sentences[where] = None if page_text is None else page_sentences_of(page_text.text)
                if page_text is not None and context is not None:
                    for cell in cell_candidates(terms, retrieved, page_text, context, profile, self._settings, rank):
                        if page_text.furniture and is_furniture(page_text, cell.sentence.start, cell.sentence.end):
                            cell = replace(cell, furniture=True)
                        by_sentence.setdefault((meta.doc_id, meta.page, -1 - len(by_sentence)), cell)
            sentences, here = page_sentences[where], page_texts[where]
            if sentences is None or here is None:
                continue
            source_stems = document_stems(meta.source, profile, terms.tokens)
            if not (profile and profile.entity):
                source_stems |= sole
            sheet_stems = {t.stem for t in tokens(sheet_of(here.label))}  # a sheet's name titles its rows
            measure = context.frame.measure if context is not None else None
            for index, sentence in enumerate(sentences):
                overlaps = sentence.end > meta.char_start and sentence.start < meta.char_end
                if not overlaps and first_visit and measure is not None and context is not None:
                    # For a measure, every sentence of a retrieved page that states it is read,
                    # not only those in the retrieved chunk: the statement is often a paragraph away.
                    overlaps = bool(context.lexicon.hits_of(sentence.text, measure))
                key = (meta.doc_id, meta.page, sentence.start)
                if overlaps and key not in by_sentence:
                    sentence_tokens = tokens(row_words(sentence.text))
                    dated = dated_by_document(context.frame, sentence.text, profile) if context else frozenset()
                    said = {t.stem for t in sentence_tokens} | sheet_stems | dated
                    said |= carried_in_other_form(terms.tokens, sentence_tokens, sentence.text)
                    if where not in page_headings:
                        page_headings[where] = heading_lines(here.text, sentences)
                    around = surroundings(
                        here.text, sentences, page_headings[where], index, said, question_stems, named
                    )
                    judged = sentence_candidate(
                        self._settings,
                        question,
                        terms,
                        retrieved,
                        sentence,
                        said | around.stems,
                        source_stems | around.names,  # "It was commissioned by ..." names its antecedent
                        question_stems,
                        total,
                        titled=around.headed,
                    )
                    judged = replace(
                        judged,
                        rank=rank,
                        position=round(sentence.start / max(len(here.text), 1), 4),
                        furniture=bool(here.furniture and is_furniture(here, sentence.start, sentence.end))
                        or is_header_line(here.text, sentence.text)  # a table's header line states nothing
                        or section_title(here.text, sentence, page_headings[where][index]),  # nor a title
                        row=sheet_row(meta.file_type, here.text, sentence.start),
                        dated_by_document=bool(dated),
                        another_year=bool(context) and of_another_year(context.frame, sentence.text, profile),
                        headed=bool(around.headed),
                        title=around.title,
                        section=section_start(sentences, page_headings[where], index),
                    )
                    if context is not None and context.frame.measure is not None:
                        heading = period_headings(here.text)[index]
                        judged = judge_measure(judged, context, profile, total, self._settings, heading)
                    by_sentence[key] = judged
        return best_first(
            replace(c, provenance=provenance[c.doc_id])
            if provenance and provenance.get(c.doc_id, c.provenance) != c.provenance
            else c
            for c in by_sentence.values()
        )

    def score(self, view: QuestionView, candidates: list[Candidate]) -> Judged:
        """Each candidate's P (that it states the answer) from the model, best first.

        The few best candidates by their word match are also read by the cross-encoder with the question.
        """
        # Only the best candidates by their word match are judged (the rest never led a question's
        # right answers on the dev sets; judging them all cost ~30 ms a question on filings).
        keep = set(
            sorted(range(len(candidates)), key=lambda i: (-candidates[i].score, i))[: self._settings.judged_candidates]
        )
        rest = [c for i, c in enumerate(candidates) if i not in keep]
        candidates = [c for i, c in enumerate(candidates) if i in keep]
        cross = self._model.cross if self._model is not None else None
        if cross is not None and candidates:
            chosen, quotes = cross_read(candidates, cross_rows(candidates, self._settings.cross_candidates))
            logits = cross.score(view.question.text, quotes, threads=self._settings.cross_threads)
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
        features = rows[order]
        self._model.weigh_ahead(features[0])  # "Why this answer?" is most often the best candidate's
        return Judged(view, [scored[i] for i in order], features, rest)

    def direct(self, question: Question, judged: Judged, *, asks_person: bool = False) -> list[Candidate]:
        """The candidates that answer directly, best first, or [] when none reaches the threshold.

        The lead is the candidate with the highest P; then others that reach the threshold too. For
        a measure led by a table row, the rows that pass every check of a stated answer are weighed
        beside those above the threshold, and :func:`order_measured` picks the lead (the
        consolidated statement before a note's or a guarantor's table with another figure); the
        same figure stated on other pages joins it. Different figures are conflicts, never silently
        resolved. ``asks_person``: only a name answers (the CEO, the CFO asked as a measure)."""
        if not question.classification.direct_eligible or not judged.candidates or self._model is None:
            return []
        # Page furniture and headings are never an answer, whatever their words; nor is a sentence
        # without the phone number, email or web address the question asks for.
        shape = asked_shape(question.text)
        every = judged.candidates + judged.rest
        if (whom := whom_to_contact(question.text, every)) is not None:
            return [whom]  # "Who do I contact about my payslip?": the line with the address for it
        passing = [
            c
            for c in judged.candidates
            if c.p is not None
            and c.p >= self._threshold
            and has_shape(shape, c.quote)
            and not vetoed(question, judged.view, c, asks_person=asks_person)
            and not about_another_case(question, c, every)
        ]
        if not passing:
            passing = (
                answered_below(question, every, self._threshold, shape)
                or shaped_answer(shape, judged.view, judged.candidates, judged.rest, self._settings.shaped_min_p)
                or defining(question, judged.candidates, self._settings.shaped_min_p)
                or holder_named(question, judged.candidates)
                or deed_answered(question, judged.candidates, self._settings)
                or labelled_value(question, judged.candidates)
                or method_statement(question, judged.candidates, self._settings.method_min_p)
                or condition_statement(question, judged.candidates, self._settings.condition_min_p)
                or (
                    []
                    if question.classification.phrase or shape == "reason"  # a reason: only P answers
                    else figure_statement(
                        question, judged.view, judged.candidates, judged.features, shape, self._settings.figure_min_p
                    )
                    or yes_no_statement(question, judged.view, judged.candidates, judged.features, self._settings)
                    or stated(
                        judged.candidates,
                        judged.features,
                        self._settings,
                        lambda c: (
                            has_shape(shape, c.quote)
                            and not (misreads(question, c) or about_another_case(question, c, judged.candidates))
                        ),
                    )
                )
                or looked_up(question, judged.candidates, shape, asks_period=judged.view.asks_period)
                or row_named_by_a_cell(question, judged.candidates, shape, asks_period=judged.view.asks_period)
            )
        if passing and (closer := closer_case(question, passing[0], judged.candidates, self._settings.condition_min_p)):
            passing = [closer]  # "If your bin has not been emptied, ..." before "... because it contained ..."
        if not passing:
            return []
        if passing[0].measured:
            # A table row above the threshold is weighed against the other rows that pass every
            # check for the measure and period: a consolidated statement's row comes before a
            # note's or a guarantor's with another figure (see order_measured). Only rows: a
            # sentence the judge rates low beside a row, or a row beside a sentence above the
            # threshold, would answer from the checks what the judge read better.
            ruled = (
                [
                    c
                    for c in checked(judged.candidates, judged.features)
                    if c.is_row and c.measured and has_shape(shape, c.quote) and all(c is not p for p in passing)
                ]
                if passing[0].is_row
                else later_on_page(passing[0], [c for c in judged.candidates if quotable(c)], judged.view.asks_period)
            )
            chosen = order_measured(
                passing + ruled, self._settings.conflict_tolerance, self._settings.max_answer_sentences
            )
            return self._with_proving_cell(judged, chosen)
        chosen = []
        for candidate in passing:
            if len(chosen) >= self._settings.max_answer_sentences:
                break
            if any(
                candidate.quote == c.quote
                or (candidate.doc_id, candidate.page, candidate.sentence.start) == (c.doc_id, c.page, c.sentence.start)
                or figures_apart(candidate, c) is not None  # never two figures as one answer
                for c in chosen
            ):
                continue
            chosen.append(candidate)
        return self._with_proving_cell(judged, chosen)

    def _with_proving_cell(self, judged: Judged, chosen: list[Candidate]) -> list[Candidate]:
        """A sheet's or table's line that answers ("Row 2: South | Employees: 210 | Depots: 4") is
        proved by its cell read with row label and column header ("South | Employees | 210"): the
        cell on the same page with the same value that passes the checks of a stated answer joins
        the answer, so the citation opens on the asked cell."""
        lead = chosen[0]
        if any(c.is_row for c in chosen) or len(chosen) >= self._settings.max_answer_sentences:
            return chosen
        cell = next(
            (
                c
                for c in (
                    checked(judged.candidates, judged.features) if lead.answer_value and len(judged.features) else []
                )
                if c.is_row and (c.doc_id, c.page) == (lead.doc_id, lead.page) and c.answer_value == lead.answer_value
            ),
            None,
        )
        return chosen if cell is None else [*chosen, cell]
