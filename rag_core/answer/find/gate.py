"""The gate on evidence: the retriever, not any later stage, decides whether evidence exists."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rag_core.answer.candidate import QuestionWord
from rag_core.answer.corpus import CorpusStats
from rag_core.envelope import GateReport
from rag_core.retrieved import RetrievedChunk
from rag_core.settings import RetrievalSettings
from rag_core.text.lexicon import ASKED_TIME_WORDS, DOCUMENT_KIND_NOUNS, PARAPHRASABLE, stem, tokens

_MIN_PHRASED_WORDS = 2  # words the documents use that must remain when an unused one is set aside
# Kinds of document ("policy", "terms", "handbook"): a question frames its topic with one ("What is the
# cancellation policy?") that the documents need not use.
_KIND_STEMS = frozenset(stem(w) for w in DOCUMENT_KIND_NOUNS)
_PARAPHRASABLE = frozenset(stem(w) for w in PARAPHRASABLE)


def keyword_coverage(
    weights: dict[str, float],
    chunks: tuple[RetrievedChunk, ...],
    top: int,
    states_measure: Callable[[str], bool] | None = None,
    carried: Sequence[frozenset[str]] = (),
) -> float:
    """The largest share of the question's (rarity-weighted) word stems that one of the ``top``
    retrieved passages holds, word for word (0 when the question has no word, only numbers).

    ``states_measure``: the question asks for a lexicon measure, whose words the frame checks
    itself and ``weights`` leaves out; it may count as one more word, as heavy as the heaviest,
    held by a passage that states the measure in any of its terms ("Revenue for 2023 was ..." for
    "How much did revenue grow?"). It only adds evidence: the share without it stands.

    A passage counts with the one that follows it in its document when both were retrieved (see
    :func:`_next_passage`).

    ``carried``: for each of the ``top`` passages, the question's stems it carries in another
    written form (an acronym spelled out, "RSUs" and "restricted stock units", or the other way
    round; a hyphen, "third party" and "third-party"), which count as held."""
    total = sum(weights.values())
    # A bare year or figure ("and in 2022?") is no topic to find evidence for.
    worded = bool(total) and any(any(ch.isalpha() for ch in s) for s in weights)
    measure = max(weights.values(), default=1.0) if states_measure is not None else 0.0
    best = 0.0
    passages = chunks[:top]
    said = [
        {t.stem for t in tokens(r.chunk.text)} | (carried[index] if index < len(carried) else frozenset())
        for index, r in enumerate(passages)
    ]
    for index, retrieved in enumerate(passages):
        stems = said[index] | _next_passage(index, passages, said)
        held = sum(w for s, w in weights.items() if s in stems)
        # A word a passage may phrase otherwise ("based" of "Which country is X based in?") is no
        # evidence missing when the passage does not use it.
        whole = total - sum(w for s, w in weights.items() if s in _PARAPHRASABLE and s not in stems)
        if worded and whole > 0:
            best = max(best, held / whole)
        if states_measure is not None and whole + measure:
            stated = measure if states_measure(retrieved.chunk.text) else 0.0
            best = max(best, (held + stated) / (whole + measure))
    return best


def _next_passage(index: int, chunks: Sequence[RetrievedChunk], said: list[set[str]]) -> set[str]:
    """The stems of the passage that follows ``chunks[index]`` in its document, when it was
    retrieved too: a passage ends where the chunker cut, not where the topic does ("The module
    leader is Dr Aidan Kowalczyk ..." | "You can email Dr Kowalczyk at a.kowalczyk@westmoor.ac.uk"
    for "What's the module leader's email address?")."""
    meta = chunks[index].chunk.meta
    return next(
        (
            said[at]
            for at, other in enumerate(chunks)
            if other.chunk.meta.doc_id == meta.doc_id and other.chunk.meta.chunk_index == meta.chunk_index + 1
        ),
        set(),
    )


def untimed(weights: dict[str, float], words: Sequence[QuestionWord]) -> dict[str, float]:
    """The question's word weights without the words saying when it is asked ("now", "currently"),
    when other words remain: "What are arrears now?" is answered by "Rent arrears fell to 2.3% ...",
    which no document would write "now" in, so a passage holding every other word holds all the
    evidence there is."""
    timed = {word.stem for word in words if word.lower in ASKED_TIME_WORDS}
    kept = {s: w for s, w in weights.items() if s not in timed}
    return kept if kept else weights


def phrased_weights(
    weights: dict[str, float],
    stats: CorpusStats,
    ready: set[str],
    *,
    measure: bool = False,
    spelled: frozenset[str] = frozenset(),
) -> dict[str, float]:
    """The question's word weights without the one word no ready document uses, when it is only one
    and at least two others remain: "How did customer satisfaction change?" against "Customer
    satisfaction ... rose from 78% to 83%." is a phrasing the documents do not share ("change"),
    and that unused word, weighted as the rarest, would otherwise hold half of the question's
    weight (see :func:`unmentioned_share`, which reads a single unused word the same way).

    ``measure``: the question asks for a measure a retrieved passage states (see
    :func:`keyword_coverage`): that topic remains whatever other words do ("How much did revenue
    grow?", "grow" in no document), and so does one besides a kind of document no document uses
    (english.toml ``document_kind_nouns``: "What is the cancellation policy?" of a hall's hire terms,
    which say "Bookings can be cancelled free of charge ..."). ``spelled``: as in
    :func:`unmentioned_share`."""
    absent = [s for s in weights if s not in spelled and not stats.contains([s], ready)]
    kind = len(absent) == 1 and absent[0] in _KIND_STEMS and len(weights) > 1  # another word remains
    if len(absent) != 1 or (not measure and not kind and len(weights) - 1 < _MIN_PHRASED_WORDS):
        return weights
    return {s: w for s, w in weights.items() if s != absent[0]}


def unmentioned_share(
    weights: dict[str, float],
    stats: CorpusStats,
    ready: set[str],
    *,
    measure: bool = False,
    spelled: frozenset[str] = frozenset(),
    author: bool = False,
) -> float:
    """The share of the question's words that no ready document uses at all (each word counts
    once: a word no document uses has the highest rarity weight, which would drown the others).
    A single unused word among several is a phrasing the documents do not share, not a topic they
    never mention: it counts as nothing. ``measure``: the question asks for a measure a retrieved
    passage states, one more word the documents use. ``spelled``: stems a retrieved passage
    carries in another written form (see :func:`rag_core.text.word_forms.carried_in_other_form`):
    the documents use those words. ``author``: the question names the documents' own organisation
    ("How does the website secure data transfer?"), one more word they cover."""
    words = len(weights) + int(measure) + int(author)
    if not words:
        return 0.0
    absent = sum(1 for s in weights if s not in spelled and not stats.contains([s], ready))
    if absent < min(2, words):
        return 0.0
    return absent / words


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
