"""The query log's row for one answered question, built in one place from the stages' values."""

from __future__ import annotations

from rag_core.answer.understand.question import Question
from rag_core.retrieved import RetrievedChunk
from rag_core.envelope import Response
from rag_core.generate.pipeline import GenerationStats
from rag_core.storage.querylog import LoggedQuery

EXTRACTIVE = "extractive"  # the generator named in the log when no language model rephrased the answer


def log_row(
    question: Question,
    response: Response,
    chunks: tuple[RetrievedChunk, ...],
    stats: GenerationStats | None,
    *,
    session_id: str,
    user: str,
) -> LoggedQuery:
    """What the query log keeps of one question: as typed, the envelope returned (with its query id
    and latency set), the chunks retrieved with their cosines, and the generation's figures."""
    return LoggedQuery(
        query_id=response.query_id,
        session_id=session_id,
        user=user,
        question=question.asked,
        context=question.context,
        mode=response.mode.value,
        refusal_reason=response.refusal_reason.value if response.refusal_reason else "",
        confidence_level=response.confidence.level,
        confidence_score=response.confidence.score,
        envelope_json=response.to_json(),
        chunk_ids=[c.chunk.chunk_id for c in chunks],
        scores=[c.cosine for c in chunks],
        latency_ms=response.latency_ms,
        generator=stats.generator if stats else EXTRACTIVE,
        model=stats.model if stats else "",
        coverage=stats.coverage if stats else 0.0,
        repair_rounds=stats.repair_rounds if stats else 0,
        tokens=stats.tokens if stats else 0,
        generation_ms=stats.latency_ms if stats else 0,
    )
