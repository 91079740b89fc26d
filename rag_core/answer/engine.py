"""``Engine.ask``: a question read, its evidence found, judged, and reported in one envelope.

The steps are packages of their own, each run by one call:

1. :mod:`~rag_core.answer.understand` reads the question (typos, follow-ups, its kind, company,
   measure and period, the documents it points at) or decides an outcome needing no search;
2. :mod:`~rag_core.answer.find` retrieves from those documents and decides whether evidence exists;
3. :mod:`~rag_core.answer.judging` judges the sentences and table cells found: a direct answer, or
   the passages closest to one;
4. :mod:`~rag_core.answer.report` builds the envelope of each outcome, with its evidence and
   confidence; every question is logged.

A classification is never overridden by a later step except to become safer. Evidence exists when
the gate passes, or when the judge itself reads a candidate as the answer at its threshold: "who
handles rotas and pay" scores low against "Marguerite Aldane looks after recruitment, rotas and pay
as our people manager." (cosine 0.27, "handles" in no document), which the judge rates 0.90. Only
answers with evidence may be rephrased by a language model (:mod:`rag_core.generate`).
"""

from __future__ import annotations

import gc
import logging
import threading
import time
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, replace

from rag_core.answer.corpus import CorpusStats, NamePresence
from rag_core.answer.find.finder import Finder
from rag_core.answer.find.pages import Pages
from rag_core.answer.find.retrieve import Retriever
from rag_core.answer.find.table_index import TableIndex
from rag_core.answer.judging.headed import period_headings
from rag_core.answer.judging.judge import Judge, Judged, Verdict
from rag_core.answer.report import replies
from rag_core.answer.report.answers import direct_answer, fallback
from rag_core.answer.report.logrow import log_row
from rag_core.answer.report.suggestions import suggestions
from rag_core.answer.understand.followup import PriorTurn
from rag_core.answer.understand.question import Question, analyse, merge
from rag_core.answer.understand.readable import unreadable
from rag_core.answer.understand.reading import Outcome, Reader, Reading
from rag_core.compute import GATE
from rag_core.envelope import FollowUp, Response
from rag_core.generate.backends import Backend
from rag_core.generate.pipeline import Generator
from rag_core.ingest.rows import parse_rows
from rag_core.judge.model import load_model
from rag_core.library import Library
from rag_core.messages import Mode
from rag_core.retrieved import Retrieval
from rag_core.settings import Settings
from rag_core.storage.querylog import QueryLog
from rag_core.text.lexicon import STOPWORDS
from rag_core.text.measures import load_lexicon
from rag_core.text.sentences import split_sentences
from rag_core.types import PageText

logger = logging.getLogger(__name__)

_FREEZING = threading.Lock()  # one engine's preload at a time moves the collector's generations


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
        stats = CorpusStats(library.store, library.registry)
        retriever = Retriever(
            library.store,
            library.embedder,
            self.settings.retrieval,
            stats,
            query_threads=library.settings.embedding.query_threads or None,
        )
        model = load_model(str(self.settings.answer.judge_model_dir) if self.settings.answer.judge_model_dir else None)
        self._judge = Judge(
            self.settings.answer,
            self.settings.retrieval.effective_min_score,
            model,
            model.thresholds.for_strictness(self.settings.retrieval.preset) if model else 1.0,
        )
        self.log = QueryLog(library.registry.engine)
        self._pages = Pages(library)
        self._tables = TableIndex(library.registry.doc_tables)
        names = NamePresence(library.registry, stats)
        self._reader = Reader(library, self.settings, self._lexicon, stats, names, self.log.bump_clarify)
        self._finder = Finder(retriever, stats, self._tables, self._pages, self._lexicon, self.settings)

    def preload(self, *, background: bool = True) -> None:
        """Read now what the first questions would read: every ready document's table rows (74
        filings: ~2 s, ~27 MB) and, while they fit the page cache, its pages' text and rows, split
        into sentences and parsed as the judging of a page's first question would (10 filings:
        ~1 s); in a background thread unless ``background`` is False.

        Then the objects alive so far (models, word lists, caches) are left out of the garbage
        collector's full passes (``gc.freeze``): with them, the first full pass during questions
        stalled one question by ~380 ms on 10 filings; without them it takes ~20 ms. Objects frozen
        by an earlier preload are unfrozen and collected first, so that an engine dropped since
        (settings changed) is freed rather than kept frozen."""
        if background:
            threading.Thread(target=self._preload, name="preload", daemon=True).start()
        else:
            self._preload()

    def _preload(self) -> None:
        documents = self.library.ready_documents()
        self._tables.preload([d.doc_id for d in documents])
        self._pages.preload([(d.doc_id, d.pages) for d in documents], prepare=_parse_ahead)
        with _FREEZING:
            gc.unfreeze()
            gc.collect()
            gc.freeze()

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
            declined = replies.unreadable(problem, asked.kind, len(merge(question, context)), limit)
            latency = int(round((time.perf_counter() - started) * 1000))
            declined = declined.model_copy(update={"query_id": uuid.uuid4().hex, "latency_ms": latency})
            self.log.record(log_row(asked, declined, (), None, session_id=session_id, user=user))
            return declined, None
        with GATE.asking():  # an upload indexing meanwhile waits between its slices (see rag_core.compute)
            asked, resolution, read_as = self._reader.question(question, context, history, scope)
            draft = self._answer(asked, session_id, scope, resolution.options if resolution else ())
        response, stats = draft.response, None
        # Only answers that passed the gate reach a language model; refusals never do.
        if (
            self.generator is not None
            and draft.retrieval is not None
            and response.mode in (Mode.DIRECT_ANSWER, Mode.GUIDED_FALLBACK)
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

    def _answer(
        self,
        asked: Question,
        session_id: str,
        scope: frozenset[int] | None = None,
        clarify_options: Sequence[str] = (),
    ) -> _Draft:
        """Understand -> find -> judge -> report, with one exit per outcome."""
        reading = self._reader.read(asked, session_id, scope, clarify_options)
        match reading.decided:
            case Outcome.GREETING:
                return _Draft(replies.greeting(reading))
            case Outcome.LIBRARY:
                return _Draft(replies.library_listing(reading))
            case Outcome.NO_DOCUMENTS:
                return _Draft(replies.no_documents(reading))
            case Outcome.SUMMARY:
                return _Draft(replies.summary(reading, self._suggestions(reading, session_id, scope)))
            case Outcome.OUT_OF_SCOPE:
                return _Draft(replies.out_of_scope(reading))
            case Outcome.CLARIFY:
                return _Draft(replies.clarify(reading))
            case Outcome.EXTERNAL_COMPARISON:
                return _Draft(replies.external_comparison(reading))
            case Outcome.NOT_COVERED:
                return _Draft(replies.not_covered(reading))
            case Outcome.CLARIFY_COMPANY:
                return _Draft(replies.clarify_company(reading))
        found = self._finder.find(reading, scope)
        verdict = self._judge.judge(reading, found, self._lexicon, self._pages)
        if not found.gate.passed:
            if not _sure(verdict, self._judge.threshold):
                if verdict.direct:  # an answer that needs the gate's evidence: its passages instead
                    verdict = self._judge.passages(reading, found, verdict.judged)
                if not _on_topic(reading.question, verdict, self.settings.answer.topic_min_p):
                    return _Draft(replies.no_evidence(reading, found), found.retrieval)
            found = replace(found, gate=found.gate.model_copy(update={"passed": True}))
        if verdict.direct:
            return _Draft(
                direct_answer(reading, found, verdict, self._judge, self.settings.answer),
                found.retrieval,
                verdict.judged,
            )
        return _Draft(
            fallback(reading, found, verdict, self._judge, self.settings.answer), found.retrieval, verdict.judged
        )

    def _suggestions(self, reading: Reading, session_id: str, scope: frozenset[int] | None) -> list[str]:
        """Questions about the documents that get a direct answer (each is asked to be sure)."""

        def answered(question: str) -> bool:
            return self._answer(analyse(question), f"{session_id}:suggest", scope).response.mode is Mode.DIRECT_ANSWER

        return suggestions(reading, self._tables, self._lexicon, answered)


def _on_topic(question: Question, verdict: Verdict, min_p: float) -> bool:
    """Whether the judge found the documents on the question's topic where the gate did not: a
    candidate it rates at least ``min_p`` likely to state the answer ("Who is the current
    principal?" of a school whose handbook names its head teacher), and passages to show. Off-topic
    questions stay under it ("How long should I boil an egg?" of a bakery's handbook: 0.24; at most
    0.38 in 30 such questions over six dev libraries). A question without a word ("and in 2022?"
    asked on its own) has no topic to be on."""
    candidates = verdict.judged.candidates
    worded = any(word.isalpha() and word not in STOPWORDS for word in question.words)
    return worded and bool(verdict.highlights) and bool(candidates) and (candidates[0].p or 0.0) >= min_p


def _sure(verdict: Verdict, threshold: float) -> bool:
    """Whether a candidate of the direct answer reaches the judge's threshold itself: evidence the
    gate missed. An answer that stands only on the checks of a stated answer or on the asked
    shape (see ``Judge.direct``) does not: those need the gate's evidence too."""
    return any(c.p is not None and c.p >= threshold for c in verdict.direct)


def _parse_ahead(page: PageText, rows: str | None) -> None:
    """What judging computes on its first visit to a page, computed at start (each is cached by the
    page's text): its sentences, their period headings and its table rows."""
    split_sentences(page.text)
    period_headings(page.text)
    parse_rows(rows, page.text)
