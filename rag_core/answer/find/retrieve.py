"""Hybrid retrieval over LanceDB: dense vectors plus the native full-text index, fused by weight.

Every score a threshold reads is a real cosine similarity between the question and the chunk:
dense hits report ``1 - cosine distance``; full-text hits get their cosine computed from the stored
vector. The BM25 score only ranks (scaled to the best hit), it is never compared to a threshold.
Only chunks of documents whose registry row is ``ready`` are returned.

LanceDB's BM25 weighs words by the whole table, even under a filter (lance-format/lance#9058). A
question asked with a reader's scope (``visible``) therefore has its full-text hits re-weighed
from the readable documents' own word counts (:func:`visible_bm25`): what other users' documents
contain never moves a reader's ranking.
"""

from __future__ import annotations

import logging
import re
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from collections.abc import Callable
from dataclasses import replace

import numpy as np

from rag_core import datafiles
from rag_core.answer.corpus import CorpusStats
from rag_core.compute import GATE
from rag_core.embedding import Embedder
from rag_core.text.glossary import expand
from rag_core.text.lexicon import STOPWORDS, QUESTION_FRAME, tokens, words
from rag_core.text.sentences import display
from rag_core.settings import RetrievalSettings
from rag_core.retrieved import RetrievedChunk, Retrieval
from rag_core.storage.chunks import ChunkStore, StoredChunk

logger = logging.getLogger(__name__)

_SOURCE_SPLIT = re.compile(r"[^0-9a-z]+")


_SENTENCE_END = re.compile(r"(?<=[?])\s+|(?<=[.!])\s+(?=[A-Z])")


def focus_question(question: str) -> str:
    """The question itself, without trailing instructions ("If X is not useful, explain why.")."""
    parts = [p for p in _SENTENCE_END.split(question.strip()) if p.strip()]
    if len(parts) > 1 and parts[0].rstrip().endswith("?"):
        return parts[0].strip()
    return question.strip()


def fts_query(question: str) -> str:
    """Plain words for LanceDB's full-text parser: no operators, quotes or punctuation."""
    parts = []
    for raw in words(question.lower()):
        raw = re.sub(r"['’]s$", "", raw)
        if raw in STOPWORDS or raw in QUESTION_FRAME:
            continue
        parts.extend(part for part in re.split(r"[^0-9a-z]+", raw.replace("'", "")) if len(part) > 1)
    return " ".join(dict.fromkeys(parts))


_ALNUM_PARTS = re.compile(r"[a-z]+|\d+")
_GENERIC_SOURCE_WORDS = frozenset(datafiles.load("english")["generic_file_name_words"])


def _words(text: str) -> list[str]:
    """Lower-case letter runs and digit runs: "BESTBUY_2024Q2_10Q" -> bestbuy 2024 q 2 10 q."""
    return _ALNUM_PARTS.findall(text.lower())


def source_match(question: str, source: str) -> float:
    """Share of a file name's words the question names (0-1): "Best Buy Q2 FY2024" vs BESTBUY_2024Q2_10Q.

    A file-name word counts as named when the question has it, has it split in two ("Best Buy"),
    or has a prefix of it of three or more letters ("MGM" for MGMRESORTS).
    """
    name_words = [w for w in _words(source.rsplit(".", 1)[0]) if w not in _GENERIC_SOURCE_WORDS]
    if not name_words:
        return 0.0
    question_words = _words(question)
    present = set(question_words)
    pairs = {a + b for a, b in zip(question_words, question_words[1:])}
    matched = 0
    for word in name_words:
        if word in present or word in pairs:
            matched += 1
        elif word.isalpha() and any(len(q) >= 3 and word.startswith(q) for q in present if q.isalpha()):
            matched += 1
    return matched / len(name_words)


class Retriever:
    """Dense + full-text retrieval with weighted fusion and de-duplication."""

    def __init__(
        self,
        store: ChunkStore,
        embedder: Embedder,
        settings: RetrievalSettings,
        stats: CorpusStats | None = None,
        *,
        query_threads: int | None = None,
    ) -> None:
        """``query_threads`` caps the CPU threads used to embed a question (see
        ``EmbeddingSettings.query_threads``); None uses the embedder's default."""
        self._store = store
        self._embedder = embedder
        self._query_threads = query_threads
        self._settings = settings
        self._stats = stats or CorpusStats(store)
        self._pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="fts")

    def retrieve(
        self,
        question: str,
        ready: set[str],
        *,
        keywords: str = "",
        newer: dict[str, frozenset[str]] | None = None,
        visible: set[str] | None = None,
    ) -> Retrieval:
        """Best chunks for ``question`` (:attr:`Question.text <rag_core.answer.understand.question.Question.text>`,
        the question merged with any clarification) among documents in ``ready``.

        ``keywords`` are added to the full-text query only (the asked measure's other names).
        ``newer`` (doc_id -> later filings of the same company; for a question that names no
        period): a passage that a later filing repeats is read from the later filing first (see
        :func:`prefer_newer`). ``visible`` (the documents a reader may read, a superset of
        ``ready``): full-text hits are weighed by these documents' word counts, not the table's.
        """
        settings = self._settings
        focus = focus_question(question) if settings.focus_question else question
        expansion = expand(question) if settings.glossary else ""
        dense_text = f"{focus} {expansion}".strip() if settings.glossary_in_dense else focus
        if not ready:
            return Retrieval((), self._query_vector(dense_text))
        # Search only the documents the question may use (ready, and of the company it names):
        # in a library of many filings the nearest chunks of everyone else would crowd them out.
        # The full-text search needs no vector: it runs while the question is embedded.
        query = fts_query(f"{question} {expansion} {keywords}")
        keyword_job = self._pool.submit(self._keyword_hits, query, ready) if query else None
        vector = self._query_vector(dense_text)
        found: dict[str, tuple[StoredChunk, float, float]] = {}
        for chunk in self._store.dense_search(vector, settings.dense_candidates, ready):
            if chunk.doc_id in ready:
                found[chunk.chunk_id] = (replace(chunk, similarity=0.0), chunk.similarity, 0.0)

        keyword_hits = keyword_job.result() if keyword_job is not None else []
        if visible is not None and keyword_hits:
            scores = visible_bm25(
                query, [chunk.text for chunk, _, _ in keyword_hits], lambda s: self._stats.idf(s, visible)
            )
            keyword_hits = [(chunk, score, vec) for (chunk, _, vec), score in zip(keyword_hits, scores, strict=True)]
        best = max((score for _, score, _ in keyword_hits), default=0.0)
        for chunk, score, chunk_vector in keyword_hits:
            if chunk.doc_id not in ready:
                continue
            keyword = score / best if best > 0 else 0.0
            if chunk.chunk_id in found:
                stored, cosine, _ = found[chunk.chunk_id]
                found[chunk.chunk_id] = (stored, cosine, keyword)
            else:
                found[chunk.chunk_id] = (chunk, float(np.dot(vector, chunk_vector)), keyword)

        boosts = {
            source: settings.source_boost * source_match(question, source)
            for source in {chunk.meta.source for chunk, _, _ in found.values()}
        }
        ranked = []
        for chunk, cosine, keyword in found.values():
            fused = settings.semantic_weight * cosine + settings.keyword_weight * keyword + boosts[chunk.meta.source]
            if newer and chunk.meta.doc_id in newer:
                fused -= SUPERSEDED_PENALTY
            ranked.append(RetrievedChunk(chunk, round(cosine, 6), round(keyword, 6), round(fused, 6)))
        ranked.sort(key=lambda r: (-r.fused, r.chunk.meta.source, r.chunk.meta.page, r.chunk.meta.char_start))
        unique = _dedupe(ranked)
        kept = unique[: settings.top_k]
        if newer:
            kept = prefer_newer(kept, unique[settings.top_k :], newer)
        return Retrieval(tuple(kept), vector)

    def _query_vector(self, text: str) -> np.ndarray:
        """The question's vector, ahead of any indexing slice waiting for the model (see rag_core.compute)."""
        with GATE.foreground():
            return self._embedder.embed([text], threads=self._query_threads)[0]

    def _keyword_hits(self, query: str, ready: set[str]) -> list[tuple[StoredChunk, float, np.ndarray]]:
        """Full-text matches (with their vectors); a failure degrades to vector search only, loudly."""
        try:
            return self._store.keyword_search(query, self._settings.keyword_candidates, ready)
        except Exception:  # noqa: BLE001 - a full-text failure degrades to dense-only, loudly
            logger.warning("full-text search failed for %r; using vector search only", query, exc_info=True)
            return []


_BM25_K1 = 1.2  # term-frequency saturation, LanceDB's and Lucene's default
_BM25_B = 0.75  # length normalisation, likewise


def visible_bm25(query: str, texts: list[str], idf_of: Callable[[list[str]], dict[str, float]]) -> list[float]:
    """BM25 of each of ``texts`` for the words of ``query``, with word weights from ``idf_of``
    (the readable documents' chunk counts) and lengths relative to ``texts`` themselves: nothing
    outside what the reader may read enters the score."""
    wanted = sorted({t.stem for t in tokens(query)})
    if not wanted or not texts:
        return [0.0] * len(texts)
    weights = idf_of(wanted)
    counted = [Counter(t.stem for t in tokens(text)) for text in texts]
    lengths = [sum(c.values()) for c in counted]
    average = max(sum(lengths) / len(lengths), 1.0)
    out = []
    for counts, length in zip(counted, lengths, strict=True):
        norm = _BM25_K1 * (1 - _BM25_B + _BM25_B * length / average)
        score = sum(weights[s] * counts[s] * (_BM25_K1 + 1) / (counts[s] + norm) for s in wanted if counts[s])
        out.append(round(score, 9))
    return out


# A question naming no period asks what holds now: a filing that a later filing of the same company
# supersedes ranks its chunks this much lower (a near tie goes to the latest filing). A module
# constant for now; a candidate for RetrievalSettings.
SUPERSEDED_PENALTY = 0.06

_PASSAGE_WORD = re.compile(r"[a-z]{3,}")
_PASSAGE_SPLIT = re.compile(r"(?<=[.;!?])\s+")
_PASSAGE_MIN_WORDS = 10  # shorter sentences ("See Note 13A.") repeat without being the same passage
_PASSAGE_OVERLAP = 0.8  # share of words two sentences have in common (Jaccard) to be one passage


def _passages(text: str) -> list[frozenset[str]]:
    """The sentences of a chunk as sets of words (figures left out: a later filing updates them)."""
    out = []
    for part in _PASSAGE_SPLIT.split(text.lower()):
        found = frozenset(_PASSAGE_WORD.findall(part))
        if len(found) >= _PASSAGE_MIN_WORDS:
            out.append(found)
    return out


def _repeats(a: list[frozenset[str]], b: list[frozenset[str]]) -> bool:
    return any(len(x & y) >= _PASSAGE_OVERLAP * len(x | y) for x in a for y in b)


def prefer_newer(
    kept: list[RetrievedChunk], pool: list[RetrievedChunk], newer: dict[str, frozenset[str]]
) -> list[RetrievedChunk]:
    """Filings repeat their passages year after year, with the figures updated ("approximately 75%
    has been incurred" in the 10-K, "approximately 90%" in the next 10-Q). For a question that names
    no period the latest filing speaks for the company: a kept chunk of an older filing whose
    sentence a later filing of the same company repeats (a chunk further down the ranking) makes
    way for that chunk, which takes its place; the older one follows it. At most ``len(kept)``
    chunks are returned.
    """
    if not any(item.chunk.meta.doc_id in newer for item in kept):
        return kept
    cache: dict[str, list[frozenset[str]]] = {}

    def passages(item: RetrievedChunk) -> list[frozenset[str]]:
        key = item.chunk.chunk_id
        if key not in cache:
            cache[key] = _passages(item.chunk.text)
        return cache[key]

    out: list[RetrievedChunk] = []
    used: set[str] = set()
    for item in kept:
        later = newer.get(item.chunk.meta.doc_id)
        if later:
            for other in pool:
                if other.chunk.meta.doc_id not in later or other.chunk.chunk_id in used:
                    continue
                if passages(item) and _repeats(passages(item), passages(other)):
                    out.append(other)
                    used.add(other.chunk.chunk_id)
                    break
        if item.chunk.chunk_id not in used:
            out.append(item)
            used.add(item.chunk.chunk_id)
    return out[: len(kept)]


def _dedupe(ranked: list[RetrievedChunk]) -> list[RetrievedChunk]:
    """Drop chunks whose text repeats a better-ranked one (same passage in two files or pages)."""
    seen: set[str] = set()
    out = []
    for item in ranked:
        key = display(item.chunk.text).lower()
        if key in seen:
            continue
        seen.add(key)
        out.append(item)
    return out
