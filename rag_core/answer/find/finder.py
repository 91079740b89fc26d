"""Step 2 of answering: find the evidence for a question read by step 1.

Retrieval over the documents the question is about, the question's words weighted by their rarity,
the evidence gate's decision (the retriever, not any later stage, decides whether evidence
exists) and, for a question about a numeric measure, the pages whose tables state it for the asked
period beyond those retrieved.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from rag_core.answer.candidate import QuestionTerms
from rag_core.answer.corpus import CorpusStats, derives
from rag_core.answer.find.gate import gate, keyword_coverage, phrased_weights, unmentioned_share, untimed
from rag_core.answer.find.pages import Pages
from rag_core.answer.find.retrieve import Retriever
from rag_core.answer.find.table_index import TableIndex
from rag_core.answer.understand.frame import QuestionFrame
from rag_core.answer.understand.question import Question, amount_frame_words, content_stems, question_terms
from rag_core.answer.understand.reading import Reading
from rag_core.answer.understand.slots import asked_shape, carried_by_shape
from rag_core.locations import sheet_of
from rag_core.answer.understand.recency import recency_words
from rag_core.envelope import GateReport
from rag_core.retrieved import Retrieval, RetrievedChunk
from rag_core.settings import Settings
from rag_core.text.lexicon import (
    AUXILIARY_VERBS,
    LIGHT_VERBS,
    SUBJECT_ASKING_WORDS,
    Token,
    name_stems,
    past_form,
    stem,
    tokens,
)
from rag_core.text.measures import Lexicon, Measure
from rag_core.text.verb_nouns import carried_by_noun_of_verb
from rag_core.text.date_ranges import RANGE_END_STEMS, range_ends
from rag_core.text.phrases import said_either_way
from rag_core.text.word_forms import carried_in_other_form


@dataclass(frozen=True, slots=True)
class Found:
    """What was found for one question."""

    retrieval: Retrieval
    terms: QuestionTerms  # the question's words, weighted by their rarity in the documents
    gate: GateReport  # whether evidence exists
    tables: tuple[RetrievedChunk, ...] = ()  # pages whose tables state the asked measure, beyond those retrieved


class Finder:
    """Finds the evidence for read questions (see the module docstring)."""

    def __init__(
        self,
        retriever: Retriever,
        stats: CorpusStats,
        tables: TableIndex,
        pages: Pages,
        lexicon: Lexicon,
        settings: Settings,
    ) -> None:
        self._retriever = retriever
        self._stats = stats
        self._tables = tables
        self._pages = pages
        self._lexicon = lexicon
        self._settings = settings

    def find(self, reading: Reading, scope: frozenset[int] | None) -> Found:
        """Retrieve from the documents ``reading`` is about and decide whether evidence exists;
        ``scope`` (the asker's collections, None for the whole library) weighs keywords by the
        readable documents only."""
        question, frame = reading.question, reading.frame
        assert frame is not None
        keywords = " ".join(frame.measure.terms) if frame.measure else ""
        retrieval = self._retriever.retrieve(
            question.text,
            reading.scoped,
            keywords=keywords,
            newer=reading.newer,
            visible=reading.ready if scope is not None else None,
        )
        skip = (
            (frame.skipped_words if frame.measure else frozenset())
            | recency_words(question.text)
            | amount_frame_words(question)
            | _light_verbs(question, frame)
        )
        # Word rarity is counted over all the ready documents (a stable cache key), not the scoped ones.
        terms = question_terms(question, self._stats, set(reading.ready), skip, frame.entity_words)
        top = self._settings.answer.candidate_chunks
        states = None if frame.measure is None else self._states(frame.measure)
        stated = states is not None and any(states(c.chunk.text) for c in retrieval.chunks[:top])
        # A question word no document uses whose derived form they do ("complain": "complaint").
        derived = {
            s
            for s in terms.weights
            if not self._stats.contains([s], reading.scoped) and self._stats.has_derived(s, reading.scoped)
        }
        carried = _carried(question, terms, retrieval.chunks[:top], derived)
        spelled = frozenset().union(*carried) | derived
        decision = gate(
            retrieval.chunks,
            self._settings.retrieval,
            keywords=keyword_coverage(
                phrased_weights(
                    untimed(terms.weights, terms.words),
                    self._stats,
                    reading.scoped,
                    measure=stated,
                    spelled=spelled,
                ),
                retrieval.chunks,
                top,
                states if stated else None,
                carried,
            ),
            unmentioned=unmentioned_share(
                _topic_weights(terms, frame),
                self._stats,
                reading.scoped,
                measure=stated,
                spelled=spelled,
                author=terms.author,
            ),
        )
        if not decision.passed:
            return Found(retrieval, terms, decision)
        return Found(retrieval, terms, decision, self._table_pages(reading, retrieval))

    def _states(self, measure: Measure) -> Callable[[str], bool]:
        """Whether a passage states ``measure`` (in any of its lexicon terms)."""
        return lambda text: bool(self._lexicon.hits_of(text, measure))

    def _table_pages(self, reading: Reading, retrieval: Retrieval) -> tuple[RetrievedChunk, ...]:
        """Pages whose tables state the asked measure for the asked period, beyond those retrieved,
        each as its chunk closest to the question."""
        frame = reading.frame
        assert frame is not None
        if not frame.numeric:
            return ()
        answer = self._settings.answer
        seen = {(c.chunk.meta.doc_id, c.chunk.meta.page) for c in retrieval.chunks[: answer.candidate_chunks]}
        pages = self._tables.pages(
            frame, self._lexicon, reading.scoped, reading.profiles, set(reading.allowed), answer.table_pages
        )
        wanted = [key for key in pages if key not in seen]
        cached = self._pages.chunks(wanted)
        extra = []
        for key in wanted:
            chunks = cached[key]
            if not chunks:
                continue
            scored = [(float(np.dot(retrieval.query_vector, vector)), chunk) for chunk, vector in chunks]
            cosine, chunk = max(scored, key=lambda pair: pair[0])
            extra.append(
                RetrievedChunk(
                    chunk, round(cosine, 6), 0.0, round(self._settings.retrieval.semantic_weight * cosine, 6)
                )
            )
        return tuple(extra)


def _carried(
    question: Question, terms: QuestionTerms, chunks: tuple[RetrievedChunk, ...], derived: set[str]
) -> list[frozenset[str]]:
    """For each passage, the question's words it carries in another written form (an acronym, a
    hyphen, a range holding its number), by giving the contact asked for (an email address carries
    "email address"), by speaking of people the reader's own are ("students" for "my son"), by another word of
    its english.toml ``either_way`` group ("required" by "must"), by a range of two dates ("When
    does my cover end?": "Period of insurance: 15 March 2027 to 14 March 2028"), or in a
    form derived from them (``derived``: "complaint" for "complain"; a verb's noun in "-ment":
    "payment" for "pay"); a sheet's rows carry its name
    ("When is lunch on Wednesday?" of the "Wednesday 9 June" sheet's "Lunch" row), as the judge
    reads them, and every passage its file's name ("ferry" in west-isles-ferries-winter-2026.xlsx's
    timetable rows)."""
    shape = asked_shape(question.text)
    ends = {t.stem for t in question.tokens} & RANGE_END_STEMS  # asks when a thing starts or ends
    carried = []
    for retrieved in chunks:
        text = retrieved.chunk.text
        words = tokens(text)
        carried.append(
            frozenset(carried_in_other_form(question.tokens, words, text))
            | carried_by_noun_of_verb(question.tokens, words)
            | {stem(word) for word in carried_by_shape(shape, text, question.tokens)}
            | terms.reader_carried(t.lower for t in words)
            | _either_way(question, terms, words)
            | (ends & range_ends(text) if ends else frozenset())
            | {s for s in derived if any(derives(s, t.stem) for t in words)}
            | {t.stem for t in tokens(sheet_of(retrieved.chunk.meta.page_label or ""))}
            | name_stems(retrieved.chunk.meta.source)
        )
    return carried


def _light_verbs(question: Question, frame: QuestionFrame) -> frozenset[str]:
    """The verbs that only carry the question's other words ("get" in "Do siblings get priority?",
    "Can I get a refund on annual membership?", "Can I bring my dog?"), which neither the documents
    nor the answer need write; none when no other word but the organisation's name would remain,
    nor when the question asks who, which or what get or is brought ("What do Friends get?", "What
    should I bring to a work party?")."""
    toks = question.tokens
    # "Which users get ...?", "What should I bring?": the verb is asked ("What support does ... get?" names it)
    asked_of = bool(toks) and (
        toks[0].lower in SUBJECT_ASKING_WORDS
        or (toks[0].lower == "what" and len(toks) > 1 and toks[1].lower in AUXILIARY_VERBS)
    )
    light = frozenset(
        t.lower
        for i, t in enumerate(toks)
        if t.lower in LIGHT_VERBS
        and toks[i - 1].lower not in SUBJECT_ASKING_WORDS  # "... who gets my data?" asks who receives it
        and (i + 1 >= len(toks) or toks[i + 1].lower != "to")  # "How long does it take to process ...?"
        and (
            not asked_of
            or _participle(toks[i + 1].lower if i + 1 < len(toks) else "")  # "What do I get paid?"
            or any(t.lower in _CLAUSE_OPENERS for t in toks[1:i])  # "What should I do if I get it in my eyes?"
        )
    )
    return light if light and content_stems(question, light | frame.entity_words) else frozenset()


def _participle(word: str) -> bool:
    """Whether ``word`` is a past participle ("paid", "charged"), which makes "get" an auxiliary."""
    return past_form(word)


_CLAUSE_OPENERS = frozenset({"if", "when", "whenever", "unless", "after", "before", "once", "until"})


def _topic_weights(terms: QuestionTerms, frame: QuestionFrame) -> dict[str, float]:
    """The question's word weights without the organisation it names (checked by the frame) and,
    when other words remain, without a verb that only carries them, even where the question asks
    who or which get something (see :func:`_light_verbs`): the documents need not write it to be
    about it."""
    names = {w for w in frame.entity_words}
    named = {s for s in terms.weights if any(word.stem == s and word.lower in names for word in terms.words)}
    light = {s for s in terms.weights if any(word.stem == s and word.lower in LIGHT_VERBS for word in terms.words)}
    kept = {s: w for s, w in terms.weights.items() if s not in named | light}
    return kept if kept else {s: w for s, w in terms.weights.items() if s not in named}


def _either_way(question: Question, terms: QuestionTerms, words: list[Token]) -> set[str]:
    """The question's words a passage says by another word of their either-way group ("required"
    by "must"), when it says another word of the question too: "must" alone is no evidence that a
    tenancy agreement speaks of receipts ("Do I need a receipt?")."""
    said = {t.stem for t in words}
    carried = said_either_way(question.tokens, words)
    return carried if (said & terms.weights.keys()) - carried else set()
