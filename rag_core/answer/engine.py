"""``Engine.ask``: classify -> retrieve -> gate -> answer -> evidence -> confidence -> log.

Thin orchestration of the stages; each decision lives in its own module. The classification is
never overridden by a later stage except to become safer, and nothing after the gate decides
whether evidence exists.
"""

from __future__ import annotations

import logging
import threading
import time
import uuid
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

import numpy as np

from rag_core import messages
from rag_core.compute import GATE
from rag_core.answer.candidate import Candidate, QuestionTerms
from rag_core.answer.judging.judge import Judge, JudgeContext, Judged
from rag_core.judge.features import QuestionView
from rag_core.judge.model import JudgeModel, load_model
from rag_core.answer.understand.classify import Classification, QuestionKind, refine_for_measure
from rag_core.answer.judging.confidence import direct_confidence, fallback_confidence
from rag_core.envelope import (
    Evidence,
    FollowUp,
    GateReport,
    Gap,
    Highlight,
    JudgeReport,
    JudgeWeight,
    Response,
)
from rag_core.answer.report.evidence import check_conflicts, facts, fallback_gaps, measure_conflicts
from rag_core.answer.understand.followup import PriorTurn, Resolution, resolve
from rag_core.answer.understand.frame import (
    MEASURE_FRAME,
    QuestionFrame,
    companies,
    company_options,
    frame_question,
    period_rank,
)
from rag_core.answer.corpus import CorpusStats, NamePresence
from rag_core.answer.find.gate import gate, keyword_coverage, unmentioned_share
from rag_core.answer.understand.comparison import all_present
from rag_core.answer.understand.filings import asked_doc_type, later_filings
from rag_core.answer.report.logrow import log_row
from rag_core.answer.report.replies import citations, clarify, clarify_company, refusal, scope_of, system
from rag_core.answer.understand.readable import unreadable
from rag_core.answer.understand.question import Question, analyse, content_stems, merge, question_terms
from rag_core.answer.understand.spelling import correct, vocabulary_of
from rag_core.answer.understand.coverage import uncovered_organisations
from rag_core.answer.understand.recency import latest_documents, latest_period, recency_words
from rag_core.generate.backends import Backend
from rag_core.generate.pipeline import Generator
from rag_core.text.lexicon import lower_words
from rag_core.library import Library
from rag_core.text.measures import load_lexicon
from rag_core.messages import Mode, RefusalReason
from rag_core.storage.querylog import QueryLog
from rag_core.answer.find.retrieve import Retriever
from rag_core.retrieved import RetrievedChunk, Retrieval
from rag_core.answer.find.table_index import TableIndex
from rag_core.settings import Settings
from rag_core.types import DocumentRecord, PageText

logger = logging.getLogger(__name__)

_SUGGESTIONS = 3  # questions offered instead of a summary
_PAGE_CACHE = 1024  # pages whose chunks and vectors are kept (documents never change under their id)


@dataclass(frozen=True, slots=True)
class _Draft:
    """A response before ids, timing and logging are added."""

    response: Response
    retrieval: Retrieval | None = None
    judged: Judged | None = None


class Engine:
    """Answers questions from a library. Build once; ``ask`` is safe to call from many threads."""

    def __init__(
        self,
        library: Library,
        settings: Settings | None = None,
        *,
        backend: Backend | None = None,
        api_key: str | None = None,
    ) -> None:
        self.library = library
        self.settings = settings or library.settings
        # First: a deployment's lexicon file that cannot be used fails before anything is loaded.
        self._lexicon = load_lexicon(self.settings.answer.lexicon_path)
        self.generator = (
            Generator(library, self.settings, backend, api_key) if self.settings.generator != "extractive" else None
        )
        self._stats = CorpusStats(library.store, library.registry)
        self._names = NamePresence(library.registry, self._stats)
        self._retriever = Retriever(
            library.store,
            library.embedder,
            self.settings.retrieval,
            self._stats,
            query_threads=library.settings.embedding.query_threads or None,
        )
        self._model = load_model(
            str(self.settings.answer.judge_model_dir) if self.settings.answer.judge_model_dir else None
        )
        self._judge = Judge(
            self.settings.answer,
            self.settings.retrieval.effective_min_score,
            self._model,
            self._model.thresholds.for_strictness(self.settings.retrieval.preset) if self._model else 1.0,
        )
        self.log = QueryLog(library.registry.engine)
        self._page = lru_cache(maxsize=2048)(self._load_page)
        self._rows = lru_cache(maxsize=2048)(self._load_rows)
        self._tables = TableIndex(library.registry.doc_tables)
        # Documents never change under their id: a page's chunks and vectors can be kept.
        self._page_cache: OrderedDict[tuple[str, int], list] = OrderedDict()
        self._page_cache_guard = threading.Lock()

    def _load_page(self, doc_id: str, page: int) -> PageText | None:
        return self.library.page(doc_id, page)

    def _load_rows(self, doc_id: str, page: int) -> str | None:
        return self.library.page_rows(doc_id, page)

    # -- public ----------------------------------------------------------------------------
    def preload_tables(self, *, background: bool = True) -> None:
        """Read every ready document's table rows now (74 filings: ~2 s, ~27 MB) instead of on the
        first question about each company; in a background thread unless ``background`` is False."""
        doc_ids = [d.doc_id for d in self.library.ready_documents()]
        if background:
            threading.Thread(target=self._tables.preload, args=(doc_ids,), name="table-preload", daemon=True).start()
        else:
            self._tables.preload(doc_ids)

    def ask(
        self,
        question: str,
        *,
        context: str = "",
        session_id: str = "default",
        user: str = "",
        scope: frozenset[int] | None = None,
        history: Sequence[PriorTurn] = (),
    ) -> Response:
        """Answer one question; every call is logged and returns exactly one envelope (see :meth:`trace`)."""
        return self.trace(question, context=context, session_id=session_id, user=user, scope=scope, history=history)[0]

    def trace(
        self,
        question: str,
        *,
        context: str = "",
        session_id: str = "default",
        user: str = "",
        scope: frozenset[int] | None = None,
        history: Sequence[PriorTurn] = (),
    ) -> tuple[Response, Judged | None]:
        """Answer one question, and return with the envelope the judged candidates behind it (None when
        the question ended before any was judged); the judge's training and evaluation read them.

        ``history``: the conversation's earlier turns, oldest first. A follow-up ("and in 2022?",
        "tell me more", "what about Boeing?") is rewritten into a standalone question from them;
        the envelope's ``followup`` then says what was searched. Any other question is answered
        exactly as without history.

        ``scope``: the collections the asker may read (``AccessService.readable``); None means the
        whole library (local mode, the CLI). Everything that looks at documents (the list of
        documents, companies to clarify, comparisons, retrieval and its keyword weights, tables)
        sees only the documents of ``scope``, so the same question on the same readable documents
        gives the same envelope however many other documents the library holds.
        """
        started = time.perf_counter()
        limit = self.settings.answer.max_question_chars
        problem = unreadable(merge(question, context), limit)
        if problem is not None:
            # Before any reading or search: say what is supported. The log keeps the first `limit` characters.
            asked = analyse(question[:limit], context[:limit])
            declined = refusal(problem, asked.kind)
            if problem is RefusalReason.TOO_LONG:
                declined = declined.model_copy(
                    update={"answer": messages.too_long(len(merge(question, context)), limit)}
                )
            latency = int(round((time.perf_counter() - started) * 1000))
            declined = declined.model_copy(update={"query_id": uuid.uuid4().hex, "latency_ms": latency})
            self.log.record(log_row(asked, declined, (), None, session_id=session_id, user=user))
            return declined, None
        with GATE.asking():  # an upload indexing meanwhile waits between its slices (see rag_core.compute)
            resolution = self._resolve(merge(question, context), history, scope) if history else None
            read_as = None
            if resolution is not None and resolution.is_followup and not resolution.options:
                asked = analyse(question, context, searched=resolution.searched)
            else:
                merged = merge(question, context)
                fixed = self._spell(merged, scope)
                read_as = fixed if fixed != merged else None
                asked = analyse(question, context, searched=read_as)
            draft = self._answer(asked, session_id, scope, resolution.options if resolution else ())
        response, stats = draft.response, None
        # Only answers that passed the gate reach a language model; refusals never do.
        if (
            self.generator is not None
            and draft.retrieval is not None
            and response.mode
            in (
                Mode.DIRECT_ANSWER,
                Mode.GUIDED_FALLBACK,
            )
        ):
            response, stats = self.generator.apply(asked.text, response, draft.retrieval)
        latency = int(round((time.perf_counter() - started) * 1000))
        update: dict[str, object] = {"query_id": uuid.uuid4().hex, "latency_ms": latency, "read_as": read_as}
        if resolution is not None and resolution.previous is not None:
            update["followup"] = FollowUp(
                asked=question, searched=asked.text, previous_query_id=resolution.previous.response.query_id
            )
        response = response.model_copy(update=update)
        chunks = draft.retrieval.chunks if draft.retrieval else ()
        self.log.record(log_row(asked, response, chunks, stats, session_id=session_id, user=user))
        return response, draft.judged

    # -- stages ----------------------------------------------------------------------------
    def _spell(self, question: str, scope: frozenset[int] | None) -> str:
        """``question`` with obvious typos corrected (see ``spelling.correct``)."""
        ready_docs = self.library.ready_documents(scope)
        if not ready_docs:
            return question
        ready = {d.doc_id for d in ready_docs}
        profiles = self.library.profiles(ready_docs)
        aliases = tuple(a for p in profiles.values() for a in p.aliases)
        vocabulary = vocabulary_of(self._lexicon.all_terms(), aliases)
        return correct(question, vocabulary, lambda stem_: self._stats.contains([stem_], ready))

    def _suggestions(
        self, ready_docs: Sequence[DocumentRecord], profiles: dict, scope: frozenset[int] | None, session_id: str
    ) -> list[str]:
        """Up to three questions about the scoped documents that get a direct answer (each asked, so
        every one offered is answered): their statements' measures for the period of their first column."""
        offered: list[str] = []
        for record in sorted(ready_docs, key=lambda d: (period_rank(profiles.get(d.doc_id)), d.name), reverse=True)[:3]:
            profile = profiles.get(record.doc_id)
            owner = f"{profile.entity}'s " if profile is not None and profile.entity else ""
            for question in self._tables.questions(record.doc_id, self._lexicon, owner):
                if len(offered) >= _SUGGESTIONS or question in offered:
                    break
                asked = analyse(question)
                draft = self._answer(asked, f"{session_id}:suggest", scope)
                if draft.response.mode is Mode.DIRECT_ANSWER:
                    offered.append(question)
                    break  # one per document
        return offered

    def _resolve(self, question: str, history: Sequence[PriorTurn], scope: frozenset[int] | None) -> Resolution:
        """``question`` read against the conversation's earlier turns (see ``followup.resolve``)."""
        profiles = self.library.profiles(self.library.ready_documents(scope))
        return resolve(question, history, profiles, self._lexicon)

    def _answer(
        self,
        asked: Question,
        session_id: str,
        scope: frozenset[int] | None = None,
        clarify_options: Sequence[str] = (),
    ) -> _Draft:
        classification = asked.classification
        kind = classification.kind
        if kind is QuestionKind.GREETING:
            return _Draft(system(messages.GREETING, kind))
        ready_docs = self.library.ready_documents(scope)
        ready = {d.doc_id for d in ready_docs}
        profiles = self.library.profiles(ready_docs)
        frame = frame_question(asked.text, profiles, self._lexicon)
        classification = refine_for_measure(classification, frame.measure.kind if frame.measure else None, asked.text)
        kind = classification.kind
        if kind is QuestionKind.META:
            names = sorted({d.name for d in ready_docs})
            text = f"{messages.META_PREFIX} {', '.join(names)}." if names else messages.NO_DOCUMENTS
            return _Draft(system(text, kind))
        if not ready:
            return _Draft(refusal(RefusalReason.NO_DOCUMENTS, kind))
        if kind is QuestionKind.SUMMARY:
            found = self._suggestions(ready_docs, profiles, scope, session_id)
            text = f"{messages.SUMMARY_REPLY} {messages.SUMMARY_EXAMPLES}" if found else messages.SUMMARY_REPLY
            return _Draft(system(text, kind).model_copy(update={"suggestions": found or None}))
        if kind is QuestionKind.OUT_OF_SCOPE:
            return _Draft(refusal(RefusalReason.OUT_OF_SCOPE, kind))

        timeout_gap: Gap | None = None
        if kind is QuestionKind.VAGUE:
            rounds = self.log.bump_clarify(session_id, asked.fingerprint)
            if rounds <= self.settings.clarify.max_same_prompt_rounds:
                return _Draft(clarify(classification, clarify_options))
            timeout_gap = Gap(need=classification.subject or "subject", why="clarify_timeout")
            # Still vague after the allowed rounds: show what the evidence allows, never a direct answer.
            classification = Classification(QuestionKind.EXPLANATORY, reason="clarify timeout")

        if classification.kind is QuestionKind.EXTERNAL_COMPARISON:
            if not all_present(classification.comparison, self._stats, ready, self._names):
                return _Draft(refusal(RefusalReason.EXTERNAL_COMPARISON, kind))
            classification = Classification(QuestionKind.EXPLANATORY, reason="comparison of indexed entities")

        if frame.docs is None:
            # "What was Tesla's revenue?" over Best Buy's and Boeing's filings: no document covers
            # Tesla; saying so beats asking which of the others is meant.
            uncovered = uncovered_organisations(
                asked.text, profiles, lambda word: self._names.contains(word, ready), self._lexicon
            )
            if uncovered:
                return _Draft(
                    refusal(RefusalReason.NOT_COVERED, kind).model_copy(
                        update={"answer": messages.not_covered(uncovered)}
                    )
                )
        names = companies(profiles)
        if frame.docs is None and len(names) > 1 and timeout_gap is None and self.settings.answer.ask_company:
            # Several companies' documents hold the question's words and it names none: answering
            # from whichever ranks first would be a guess. Ask, with those companies as options.
            stems = content_stems(asked, frame.period_words | MEASURE_FRAME)
            options = company_options(names, stems, ready, profiles, self._stats.docs_with)
            if len(options) > 1:
                if self.log.bump_clarify(session_id, asked.fingerprint) <= self.settings.clarify.max_same_prompt_rounds:
                    return _Draft(clarify_company(classification, options))
                timeout_gap = Gap(need="company", why="clarify_timeout")
        scoped = set(ready) if frame.docs is None else ready & frame.docs
        # "the latest 10-Q", "the most recent quarter": the newest document of each organisation.
        latest = latest_documents(asked.text, profiles, scoped)
        if latest:
            scoped &= latest
            if not frame.has_period:
                # "the most recent quarter": the period those documents report, not their comparatives.
                period = latest_period(asked.text, [profiles[d] for d in scoped if d in profiles])
                if period is not None:
                    frame = replace(frame, period=period)
        keywords = " ".join(frame.measure.terms) if frame.measure else ""
        asked = asked.reclassified(classification)
        newer = None if frame.has_period else later_filings(scoped, profiles, asked_doc_type(asked.text))
        retrieval = self._retriever.retrieve(
            asked.text, scoped, keywords=keywords, newer=newer, visible=ready if scope is not None else None
        )
        skip = (frame.skipped_words if frame.measure else frozenset()) | recency_words(asked.text)
        terms = question_terms(asked, self._stats, set(provenance_of(ready_docs)), skip, frame.entity_words)
        decision = gate(
            retrieval.chunks,
            self.settings.retrieval,
            keywords=keyword_coverage(terms.weights, retrieval.chunks, self.settings.answer.candidate_chunks),
            unmentioned=unmentioned_share(_topic_weights(terms, frame), self._stats, scoped),
        )
        scope = scope_of(frame, [d.name for d in ready_docs if d.doc_id in scoped] if frame.docs is not None else [])
        if not decision.passed:
            declined = refusal(RefusalReason.NO_EVIDENCE, kind, decision, timeout_gap)
            return _Draft(declined.model_copy(update={"scope": scope}), retrieval)
        provenance = {d.doc_id: d.provenance for d in ready_docs}
        context_ = JudgeContext(
            frame=frame,
            lexicon=self._lexicon,
            profiles=profiles,
            allowed=asked.words
            | frozenset(w for d in scoped if d in profiles for a in profiles[d].aliases for w in lower_words(a)),
            rows=self._rows,
        )
        response, judged = self._evidence_answer(
            asked, retrieval, scoped, decision, timeout_gap, provenance, context_, len(names), newer or {}, terms
        )
        return _Draft(response.model_copy(update={"scope": scope}), retrieval, judged)

    def _table_pages(self, context: JudgeContext, retrieval: Retrieval, ready: set[str]) -> tuple[RetrievedChunk, ...]:
        """Pages whose tables state the asked measure for the asked period, beyond those retrieved."""
        if not context.numeric:
            return ()
        seen = {
            (c.chunk.meta.doc_id, c.chunk.meta.page) for c in retrieval.chunks[: self.settings.answer.candidate_chunks]
        }
        pages = self._tables.pages(
            context.frame,
            self._lexicon,
            ready,
            context.profiles,
            set(context.allowed),
            self.settings.answer.table_pages,
        )
        wanted = [key for key in pages if key not in seen]
        with self._page_cache_guard:  # the app's sessions share one engine
            missing = [key for key in wanted if key not in self._page_cache]
        if missing:
            # One query for all the pages not read before (each query costs a table scan step).
            read = self.library.store.pages_chunks(missing)
            with self._page_cache_guard:
                self._page_cache.update(read)
                while len(self._page_cache) > _PAGE_CACHE:
                    self._page_cache.popitem(last=False)
        with self._page_cache_guard:
            cached = {key: self._page_cache.get(key) or [] for key in wanted}
        extra = []
        for key in wanted:
            chunks = cached[key]
            if not chunks:
                continue
            scored = [(float(np.dot(retrieval.query_vector, vector)), chunk) for chunk, vector in chunks]
            cosine, chunk = max(scored, key=lambda pair: pair[0])
            extra.append(
                RetrievedChunk(chunk, round(cosine, 6), 0.0, round(self.settings.retrieval.semantic_weight * cosine, 6))
            )
        return tuple(extra)

    def _evidence_answer(
        self,
        question: Question,
        retrieval: Retrieval,
        ready: set[str],
        decision: GateReport,
        timeout_gap: Gap | None,
        provenance: dict[str, str],
        context: JudgeContext,
        company_count: int,
        newer: dict[str, frozenset[str]],
        terms: QuestionTerms,
    ) -> tuple[Response, Judged]:
        frame = context.frame
        extra = self._table_pages(context, retrieval, ready)
        candidates = self._judge.candidates(question, terms, retrieval.chunks, self._page, provenance, context, extra)
        if newer:
            candidates = [replace(c, superseded=True) if newer.get(c.doc_id) else c for c in candidates]
        view = QuestionView(
            question=question,
            terms=terms,
            asks_measure=frame.measure is not None,
            asks_numeric_measure=context.numeric,
            asks_period=frame.has_period,
            named_docs=frame.docs,
        )
        judged = self._judge.score(view, candidates)
        candidates = judged.candidates
        direct = self._judge.direct(question, judged)
        if direct:
            tolerance = self.settings.answer.conflict_tolerance
            if direct[0].measured:
                check = measure_conflicts(direct, candidates, tolerance, frame.has_period)
            else:
                check = check_conflicts(question, direct, candidates, tolerance, set(terms.weights))
            shown = direct + check.extra
            confidence = direct_confidence(
                direct[0],
                self._model.thresholds if self._model else None,
                provenance=direct[0].provenance,
                conflicted=bool(check.conflicts),
                unsure=check.unsure,
                superseded=direct[0].superseded,
                agreeing_sources=check.agreeing_sources,
            )
            return Response(
                mode=Mode.DIRECT_ANSWER,
                answer=" ".join(c.quote for c in shown),
                citations=citations(shown, with_quotes=True),
                evidence=Evidence(facts=facts(shown), gaps=[], conflicts=check.conflicts),
                confidence=confidence,
                question_kind=question.kind.value,
                gate=decision,
                judge=_judge_report(self._model, judged, direct[0], self._judge.threshold),
            ), judged
        # Pages whose tables hold the measure's row take part in the highlights after the retrieved
        # ones (putting them first cost FinanceBench's evidence pages: 77.1% -> 71.4%).
        highlights = self._judge.highlights(
            [c for c in candidates + judged.rest if not c.furniture],
            retrieval.chunks[: self.settings.answer.candidate_chunks] + extra,
            lead_stated=len(frame.period.years) > 1,
        )
        gaps = fallback_gaps(question, candidates, self.settings.answer.min_coverage)
        if timeout_gap is not None:
            gaps = [timeout_gap]
        return Response(
            mode=Mode.GUIDED_FALLBACK,
            no_direct_answer_reason=messages.NO_DIRECT_ANSWER,
            related_highlights=[
                Highlight(
                    highlight=c.quote,
                    source=c.source,
                    page=c.page,
                    locator=c.locator,
                    doc_id=c.doc_id,
                    parts=list(c.parts) if c.parts else None,
                    row=c.row,
                )
                for c in highlights
            ],
            citations=citations(highlights, with_quotes=False),
            evidence=Evidence(facts=[], gaps=gaps, conflicts=[]),
            confidence=fallback_confidence(highlights),
            question_kind=question.kind.value,
            gate=decision,
            judge=_judge_report(self._model, judged, candidates[0] if candidates else None, self._judge.threshold),
        ), judged


def provenance_of(ready_docs: Sequence[DocumentRecord]) -> dict[str, str]:
    """doc_id -> provenance of the ready documents (word rarity is counted over all of them, a
    stable cache key, not over the question's scoped ones)."""
    return {d.doc_id: d.provenance for d in ready_docs}


def _topic_weights(terms: QuestionTerms, frame: QuestionFrame) -> dict[str, float]:
    """The question's word weights without the organisation it names (checked by the frame)."""
    names = {w for w in frame.entity_words}
    return {
        s: w
        for s, w in terms.weights.items()
        if not any(word.stem == s and word.lower in names for word in terms.words)
    }


def _judge_report(
    model: JudgeModel | None, judged: Judged, lead: Candidate | None, threshold: float
) -> JudgeReport | None:
    """P of the candidate an answer rests on (or the best one) and the features that weighed most."""
    if model is None or lead is None or lead.p is None:
        return None
    index = next(i for i, c in enumerate(judged.candidates) if c is lead or c == lead)
    return JudgeReport(
        p=lead.p,
        threshold=threshold,
        weights=[JudgeWeight(feature=name, weight=w) for name, w in model.weights(judged.features[index])],
    )
