"""The query log keeps what the user got: the envelope as returned, the chunks retrieved, who asked
in which session, and which generator wrote the answer (rag_core.answer.report.logrow)."""

from __future__ import annotations

from pathlib import Path

from rag_core.answer.engine import Engine
from rag_core.answer.report.logrow import EXTRACTIVE
from rag_core.testing import HashEmbedder
from tests.helpers.builders import new_library

PUMP = b"# Pump P-40\n\nInspect the pump seals every 500 operating hours.\nThe P-40 pump sits in hall 3.\n"


def test_an_answered_question_is_logged_with_its_envelope_chunks_and_generator(
    tmp_path: Path, hash_embedder: HashEmbedder
) -> None:
    engine = Engine(new_library(tmp_path / "data", hash_embedder, {"pump.md": PUMP}))
    response = engine.ask("How often are the pump seals inspected?", session_id="s-1", user="ana")
    row = engine.log.get(response.query_id)
    assert row is not None
    assert (row.question, row.session_id, row.user) == ("How often are the pump seals inspected?", "s-1", "ana")
    assert row.envelope == response.to_json()
    assert (row.mode, row.confidence_level, row.latency_ms) == (
        response.mode.value,
        response.confidence.level,
        response.latency_ms,
    )
    assert row.chunk_ids and len(row.scores) == len(row.chunk_ids)
    assert (row.generator, row.model, row.tokens, row.repair_rounds) == (EXTRACTIVE, "", 0, 0)
