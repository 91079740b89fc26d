"""The gates on evidence: the retriever, not any later stage, decides whether evidence exists, and
a comparison is answered only when the documents name every side of it."""

from __future__ import annotations

import re
import threading

from rag_core.envelope import GateReport
from rag_core.answer.find.retrieve import CorpusStats, RetrievedChunk
from rag_core.settings import RetrievalSettings
from rag_core.storage.registry import Registry
from rag_core.text.lexicon import STOPWORDS, stem, tokens

_PERIOD_LABELS = frozenset("fy q q1 q2 q3 q4 h h1 h2 ytd fiscal".split())
_KNOWN_WORDS = 4096  # presence answers kept before the cache starts over
# What a thing is compared with when it is not another thing ("higher than expected").
_YARDSTICKS = frozenset(
    "expected planned plan budget budgeted forecast forecasts average usual normal before last previous prior "
    "target targets guidance estimate estimates".split()
)


def keyword_coverage(weights: dict[str, float], chunks: tuple[RetrievedChunk, ...], top: int) -> float:
    """The largest share of the question's (rarity-weighted) word stems that one of the ``top``
    retrieved passages holds, word for word (0 when the question has no word, only numbers)."""
    total = sum(weights.values())
    if not total or not any(any(ch.isalpha() for ch in s) for s in weights):
        return 0.0  # a bare year or figure ("and in 2022?") is no topic to find evidence for
    best = 0.0
    for retrieved in chunks[:top]:
        stems = {t.stem for t in tokens(retrieved.chunk.text)}
        best = max(best, sum(w for s, w in weights.items() if s in stems) / total)
    return best


def unmentioned_share(weights: dict[str, float], stats: CorpusStats, ready: set[str]) -> float:
    """The share of the question's words that no ready document uses at all (each word counts
    once: a word no document uses has the highest rarity weight, which would drown the others).
    A single unused word among several is a phrasing the documents do not share, not a topic they
    never mention: it counts as nothing."""
    if not weights:
        return 0.0
    absent = sum(1 for s in weights if not stats.contains([s], ready))
    if absent < min(2, len(weights)):
        return 0.0
    return absent / len(weights)


def gate(
    chunks: tuple[RetrievedChunk, ...],
    settings: RetrievalSettings,
    keywords: float = 0.0,
    unmentioned: float = 0.0,
) -> GateReport:
    """Pass when the best cosine reaches min_score and at least min_chunks chunks do, or when a
    retrieved passage holds enough of the question's words (``keywords``, see
    :func:`keyword_coverage`); fail when the question's own words are mostly in no document
    (``unmentioned``, see :func:`unmentioned_share`) and no passage matches it closely.

    Returns a decision, never raises: a refusal is a normal outcome.
    """
    min_score = settings.effective_min_score
    min_chunks = settings.effective_min_chunks
    best = max((c.cosine for c in chunks), default=0.0)
    passing = sum(1 for c in chunks if c.cosine >= min_score)
    semantic = best >= min_score and passing >= min_chunks
    lexical = bool(chunks) and keywords >= settings.keyword_evidence
    absent = unmentioned >= settings.unmentioned_share and best < settings.unmentioned_max_score
    return GateReport(
        passed=(semantic or lexical) and not absent,
        best_score=round(best, 4),
        min_score=min_score,
        chunks_passing=passing,
        min_chunks=min_chunks,
        keyword_coverage=round(keywords, 4),
        unmentioned_share=round(unmentioned, 4),
    )


class NamePresence:
    """Whether a word occurs, exactly, in the stored page text of the ready documents.

    Case-insensitive and whole-word, never stemmed ("UPS" is not "up"). The word stems counted at
    ingest answer "absent" at once (no stem, no word); only a word whose stem occurs is looked up
    in the pages, and the answer is kept per set of ready documents.
    """

    def __init__(self, registry: Registry, stats: CorpusStats) -> None:
        self._registry = registry
        self._stats = stats
        self._known: dict[tuple[str, frozenset[str]], bool] = {}
        self._lock = threading.Lock()

    def contains(self, word: str, ready: set[str]) -> bool:
        """True when ``word`` occurs as a whole word in a page of the ``ready`` documents."""
        word = word.lower()
        key = (word, frozenset(ready))
        with self._lock:
            if key in self._known:
                return self._known[key]
        # Only documents whose chunks hold the word's stem can hold the word: in a library of many
        # filings a name occurs in a few, and scanning every page of the others costs ~50 ms a word.
        found = self._in_pages(word, self._stats.docs_with(stem(word), ready))
        with self._lock:
            if len(self._known) >= _KNOWN_WORDS:
                self._known.clear()
            self._known[key] = found
        return found

    def _in_pages(self, word: str, doc_ids: list[str]) -> bool:
        if not doc_ids:
            return False
        whole = re.compile(rf"(?<![0-9a-z]){re.escape(word)}(?![0-9a-z])", re.IGNORECASE)
        return any(whole.search(text) for text in self._registry.pages_containing(word, doc_ids))


def side_names(entity: str) -> list[str]:
    """The words of one side of a comparison that name it: digits, capitalised and all-capital
    words, or its one word when it has only one ("iPhone vs Pixel"); never stopwords or words that
    name a yardstick rather than a thing ("better than expected")."""
    # A side ends at its first comma ("FY 2022, if we exclude the impact of FX movement"), and a
    # period's label is not a name: "FY2021" is compared as 2021, which a 10-K writes without "FY".
    head = entity.split(",")[0]
    toks = [
        t
        for t in tokens(head)
        if t.lower not in STOPWORDS and t.lower not in _YARDSTICKS and t.lower not in _PERIOD_LABELS
    ]
    return [t.lower for t in toks if t.lower.isdigit() or t.capitalized or t.text.isupper() or len(toks) == 1]


def all_present(
    entities: tuple[str, ...], stats: CorpusStats, ready: set[str], names: NamePresence | None = None
) -> bool:
    """Every named side of a comparison occurs in the ready documents.

    A side counts by its names (:func:`side_names`). Their stems must be counted in the library;
    with ``names`` given, each word must also occur exactly, unstemmed, in the stored pages.
    """
    for entity in entities:
        words = side_names(entity)
        if not words:
            continue
        if not stats.contains([stem(w) for w in words], ready):
            return False
        if names is not None and not all(names.contains(w, ready) for w in words):
            return False
    return True
