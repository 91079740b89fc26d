"""Step 1 of answering: a question read against the library, before any search.

``Reader.question`` turns what was typed into the question to answer (a follow-up rewritten from
the conversation, obvious typos corrected); ``Reader.read`` works out what it asks of which
documents (its frame, the documents it points at, the later filings that supersede them) or
decides an outcome that needs no search (a greeting, the list of documents, a clarifying
question, a comparison or an organisation the documents do not cover...).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum

from rag_core.answer.corpus import CorpusStats, NamePresence
from rag_core.answer.understand.classify import Classification, QuestionKind, classify
from rag_core.answer.understand.measure_asked import measure_answers, refine_for_measure
from rag_core.answer.understand.as_named import as_named
from rag_core.answer.understand.brands import one_named, without_products
from rag_core.answer.understand.comparison import all_present
from rag_core.answer.understand.coverage import part_names, uncovered_organisations
from rag_core.answer.understand.filings import asked_doc_type, later_filings
from rag_core.answer.understand.followup import PriorTurn, Resolution, resolve
from rag_core.answer.understand.frame import (
    MEASURE_FRAME,
    QuestionFrame,
    companies,
    company_options,
    frame_question,
    sole_owner,
)
from rag_core.answer.understand.question import Question, analyse, content_stems, merge
from rag_core.answer.understand.recency import latest_documents, latest_period
from rag_core.text.acronyms import read_out
from rag_core.answer.understand.spelling import correct, name_words, vocabulary_of
from rag_core.answer.understand.vague import UNRESOLVED
from rag_core.envelope import Gap
from rag_core.ingest.profile import DocumentProfile
from rag_core.library import Library
from rag_core.settings import Settings
from rag_core.text.lexicon import lower_words
from rag_core.text.measures import Lexicon
from rag_core.types import DocumentRecord

ClarifyRounds = Callable[
    [str, str], int
]  # (session id, question fingerprint) -> rounds asked so far, this one included

# A question still vague, or still without a company, after the allowed clarifying rounds: the
# passages the evidence allows, never a direct answer (it would be a guess).
_TIMED_OUT = Classification(QuestionKind.EXPLANATORY, reason="clarify timeout")


class Outcome(StrEnum):
    """The outcomes decided while reading a question, before any search; one function of
    :mod:`rag_core.answer.report.replies` builds the envelope of each. (The others, no evidence,
    a direct answer and a guided fallback, are decided by finding and judging.)"""

    GREETING = "greeting"
    LIBRARY = "library"  # "What documents do you have?": the list of documents
    NO_DOCUMENTS = "no_documents"
    SUMMARY = "summary"  # "Summarize the documents": example questions they answer
    OUT_OF_SCOPE = "out_of_scope"
    CLARIFY = "clarify"  # too vague: which subject is meant
    EXTERNAL_COMPARISON = "external_comparison"  # compares with something no document names
    NOT_COVERED = "not_covered"  # names an organisation no document covers
    CLARIFY_COMPANY = "clarify_company"  # several companies' documents fit and it names none


@dataclass(frozen=True, slots=True)
class Reading:
    """A question as understood: what it asks of which documents, or the outcome already decided.

    ``question`` carries the classification it is answered by (a measure asks for its value, a
    vague question past its clarifying rounds and a comparison of indexed things are read as
    explanatory); ``kind`` is what it was classified as before those last two readings, which a
    refusal reports.
    """

    question: Question
    kind: QuestionKind
    decided: Outcome | None = None  # None: the question goes on to find evidence
    ready_docs: Sequence[DocumentRecord] = ()  # the documents the asker may read
    ready: set[str] = field(default_factory=set)  # their ids
    profiles: dict[str, DocumentProfile] = field(default_factory=dict)
    frame: QuestionFrame | None = None  # company, measure, period (None only for a greeting)
    scoped: set[str] = field(default_factory=set)  # the documents it is about: named companies', the latest...
    newer: dict[str, frozenset[str]] | None = None  # no period asked: doc_id -> later filings of its company
    allowed: frozenset[str] = (
        frozenset()
    )  # words a qualifier may be without narrowing it: its own, its documents' names
    timeout_gap: Gap | None = None  # still vague after the allowed clarifying rounds
    options: tuple[str, ...] = ()  # a clarifying question's options
    uncovered: tuple[str, ...] = ()  # organisations it names that no document covers


class Reader:
    """Reads questions against the library's ready documents (see the module docstring)."""

    def __init__(
        self,
        library: Library,
        settings: Settings,
        lexicon: Lexicon,
        stats: CorpusStats,
        names: NamePresence,
        clarify_rounds: ClarifyRounds,
    ) -> None:
        self._library = library
        self._settings = settings
        self._lexicon = lexicon
        self._stats = stats
        self._names = names
        self._clarify_rounds = clarify_rounds

    def question(
        self, question: str, context: str, history: Sequence[PriorTurn], scope: frozenset[int] | None
    ) -> tuple[Question, Resolution | None, str | None]:
        """The question to answer, the follow-up resolution it came from (None without history) and
        the text it was read as when typos were corrected (None when none were)."""
        resolution = self._resolve(merge(question, context), history, scope) if history else None
        if resolution is not None and resolution.is_followup and not resolution.options:
            return analyse(question, context, searched=resolution.searched), resolution, None
        merged = merge(question, context)
        fixed = self._as_named(self._spell_out(self._spell(merged, scope), scope), scope)
        read_as = fixed if fixed != merged else None
        return analyse(question, context, searched=read_as), resolution, read_as

    def _spell(self, question: str, scope: frozenset[int] | None) -> str:
        """``question`` with obvious typos corrected (see ``spelling.correct``)."""
        ready_docs = self._library.ready_documents(scope)
        if not ready_docs:
            return question
        ready = {d.doc_id for d in ready_docs}
        profiles = self._library.profiles(ready_docs)
        aliases = tuple(a for p in profiles.values() for a in p.aliases)
        vocabulary = vocabulary_of(self._lexicon.all_terms(), aliases)
        return correct(question, vocabulary, lambda stem_: self._stats.contains([stem_], ready), name_words(aliases))

    def _as_named(self, question: str, scope: frozenset[int] | None) -> str:
        """``question`` with the names typed in lower case written as the documents write them
        ("the copper kettle" of "The Copper Kettle Cafe", see ``as_named``)."""
        ready: set[str] = set()

        def written(words: list[str]) -> str:
            if not ready:  # the ready documents are read only for a question typed without capitals
                ready.update(d.doc_id for d in self._library.ready_documents(scope))
            return self._names.written_as_name(words, ready) if ready else ""

        return as_named(question, written)

    def _spell_out(self, question: str, scope: frozenset[int] | None) -> str:
        """``question`` with each acronym the documents never write, but spell out, read as their
        words: "How much did ARR grow?" over a report that only says "annual recurring revenue"
        (the search would not find it, nor the coverage check let it through)."""
        ready: set[str] = set()

        def words(acronym: str) -> str:
            if not ready:  # the ready documents are read only for a question with an acronym
                ready.update(d.doc_id for d in self._library.ready_documents(scope))
            if not ready or self._names.contains(acronym, ready):
                return ""
            return self._names.spelled_out(acronym, ready)

        return read_out(question, words)

    def _resolve(self, question: str, history: Sequence[PriorTurn], scope: frozenset[int] | None) -> Resolution:
        """``question`` read against the conversation's earlier turns (see ``followup.resolve``)."""
        profiles = self._library.profiles(self._library.ready_documents(scope))
        return resolve(question, history, profiles, self._lexicon)

    def read(
        self,
        asked: Question,
        session_id: str,
        scope: frozenset[int] | None = None,
        clarify_options: Sequence[str] = (),
        owner_read: bool = False,
    ) -> Reading:
        """What ``asked`` asks of which of the ``scope`` documents, or the outcome decided without a
        search. Each clarifying question asked counts a round for ``session_id``. ``owner_read``: the
        question is already read with the organisation its part names point at (see below)."""
        classification = asked.classification
        if classification.kind is QuestionKind.GREETING:
            return Reading(asked, classification.kind, Outcome.GREETING)
        ready_docs = self._library.ready_documents(scope)
        ready = {d.doc_id for d in ready_docs}
        profiles = self._library.profiles(ready_docs)
        if (
            classification.kind is QuestionKind.VAGUE
            and classification.reason == UNRESOLVED
            and (len(ready) == 1 or one_named(classification.subject, profiles))
        ):
            # "How many credits is this module worth?" of one module's handbook: "this module" is the
            # one the only document asked is about, never a reason to ask back; so is "this recall"
            # of a recall's page and its FAQ, whose one name says "recall".
            classification = classify(asked.text, one_subject=True)
            asked = asked.reclassified(classification)
        frame = frame_question(asked.text, profiles, self._lexicon)
        if frame.measure is not None and not measure_answers(classification, frame.measure.kind):
            frame = replace(frame, measure=None, measure_words=frozenset())
        classification = refine_for_measure(classification, frame.measure.kind if frame.measure else None, asked.text)
        kind = classification.kind
        base = Reading(
            asked.reclassified(classification), kind, ready_docs=ready_docs, ready=ready, profiles=profiles, frame=frame
        )
        if kind is QuestionKind.META:
            return replace(base, decided=Outcome.LIBRARY)
        if not ready:
            return replace(base, decided=Outcome.NO_DOCUMENTS)
        if kind is QuestionKind.SUMMARY:
            return replace(base, decided=Outcome.SUMMARY)
        if kind is QuestionKind.OUT_OF_SCOPE:
            return replace(base, decided=Outcome.OUT_OF_SCOPE)

        rounds = self._settings.clarify.max_same_prompt_rounds
        timeout_gap: Gap | None = None
        if kind is QuestionKind.VAGUE:
            if self._clarify_rounds(session_id, asked.fingerprint) <= rounds:
                return replace(base, decided=Outcome.CLARIFY, options=tuple(clarify_options))
            timeout_gap = Gap(need=classification.subject or "subject", why="clarify_timeout")
            # Still vague after the allowed rounds: show what the evidence allows, never a direct answer.
            classification = _TIMED_OUT

        if classification.kind is QuestionKind.EXTERNAL_COMPARISON:
            if not all_present(classification.comparison, self._stats, ready, self._names):
                return replace(base, decided=Outcome.EXTERNAL_COMPARISON)
            classification = Classification(QuestionKind.EXPLANATORY, reason="comparison of indexed entities")

        # "What was Tesla's revenue?" over Best Buy's and Boeing's filings: no document covers
        # Tesla; saying so beats asking which of the others is meant. With a company named, a name
        # its documents never use is as uncovered ("How many Instagram followers does Best Buy have?").
        covering = ready if frame.docs is None else ready & frame.docs
        uncovered = uncovered_organisations(
            asked.text,
            profiles,
            lambda word: self._names.contains(word, covering),
            self._lexicon,
            titled=frame.docs is not None,
        )
        if uncovered:
            return replace(base, decided=Outcome.NOT_COVERED, uncovered=uncovered)
        names = without_products(companies(profiles), profiles, self._names.docs_with_phrase)
        if frame.docs is None and len(names) > 1 and not owner_read:
            # "Las Vegas Strip Resorts net revenues": a segment that only one organisation's
            # documents name is that organisation's; the question is read as if it named it.
            holders = [self._names.docs_with_phrase(name, ready) for name in part_names(asked.text, self._lexicon)]
            owner = sole_owner(holders, profiles)
            if owner is not None:
                named = analyse(asked.asked, asked.context, searched=merge(asked.text, owner))
                return self.read(named, session_id, scope, clarify_options, owner_read=True)
        if frame.docs is None and len(names) > 1 and timeout_gap is None and self._settings.answer.ask_company:
            # Several companies' documents hold the question's words and it names none: answering
            # from whichever ranks first would be a guess. Ask, with those companies as options.
            stems = content_stems(asked, frame.period_words | MEASURE_FRAME)
            options = company_options(names, stems, ready, profiles, self._stats.docs_with)
            if len(options) > 1:
                if self._clarify_rounds(session_id, asked.fingerprint) <= rounds:
                    return replace(
                        base,
                        question=asked.reclassified(classification),
                        decided=Outcome.CLARIFY_COMPANY,
                        options=tuple(options),
                    )
                timeout_gap = Gap(need="company", why="clarify_timeout")
                # Still no company after the allowed rounds: the passages, never one company's
                # figure as the answer (a guess, as above).
                classification = _TIMED_OUT
        return self._documents(asked.reclassified(classification), base, timeout_gap)

    def _documents(self, question: Question, base: Reading, timeout_gap: Gap | None) -> Reading:
        """The question read for a search: the documents it is about, the period of "the latest"
        ones, the later filings that supersede them, the words its documents' names allow."""
        frame, profiles = base.frame, base.profiles
        assert frame is not None
        scoped = set(base.ready) if frame.docs is None else base.ready & frame.docs
        # "the latest 10-Q", "the most recent quarter": the newest document of each organisation.
        latest = latest_documents(question.text, profiles, scoped)
        if latest:
            scoped &= latest
            if not frame.has_period:
                # "the most recent quarter": the period those documents report, not their comparatives.
                period = latest_period(question.text, [profiles[d] for d in scoped if d in profiles])
                if period is not None:
                    frame = replace(frame, period=period)
        newer = None if frame.has_period else later_filings(scoped, profiles, asked_doc_type(question.text))
        allowed = question.words | frozenset(
            w for d in scoped if d in profiles for a in profiles[d].aliases for w in lower_words(a)
        )
        return replace(
            base,
            question=question,
            frame=frame,
            scoped=scoped,
            newer=newer,
            allowed=allowed,
            timeout_gap=timeout_gap,
        )
