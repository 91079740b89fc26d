"""The gates on evidence: the retriever, not any later stage, decides whether evidence exists, and
a comparison is answered only when the documents name every side of it."""

from __future__ import annotations

from rag_core.envelope import GateReport
from rag_core.answer.retrieve import CorpusStats, RetrievedChunk
from rag_core.settings import RetrievalSettings
from rag_core.text.lexicon import STOPWORDS, tokens


def gate(chunks: tuple[RetrievedChunk, ...], settings: RetrievalSettings) -> GateReport:
    """Pass when the best cosine reaches min_score and at least min_chunks chunks do.

    Returns a decision, never raises: a refusal is a normal outcome.
    """
    min_score = settings.effective_min_score
    min_chunks = settings.effective_min_chunks
    best = max((c.cosine for c in chunks), default=0.0)
    passing = sum(1 for c in chunks if c.cosine >= min_score)
    return GateReport(
        passed=best >= min_score and passing >= min_chunks,
        best_score=round(best, 4),
        min_score=min_score,
        chunks_passing=passing,
        min_chunks=min_chunks,
    )


def all_present(entities: tuple[str, ...], stats: CorpusStats, ready: set[str]) -> bool:
    """Every named side of a comparison occurs in the ready documents.

    A side counts by its names and numbers: its digits, its capitalised words after the first,
    its all-capital words, or its one word when it has only one ("iPhone vs Pixel").
    """
    for entity in entities:
        toks = tokens(entity)
        stems = [
            t.stem for i, t in enumerate(toks)
            if t.lower not in STOPWORDS and (t.lower.isdigit() or (t.capitalized and i > 0) or len(toks) == 1 or t.text.isupper())
        ]
        if stems and not stats.contains(stems, ready):
            return False
    return True
