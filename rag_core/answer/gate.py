"""The retrieval gate: the retriever, not any later stage, decides whether evidence exists."""

from __future__ import annotations

from rag_core.envelope import GateReport
from rag_core.answer.retrieve import RetrievedChunk
from rag_core.settings import RetrievalSettings


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
