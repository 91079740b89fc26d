"""Determinism, clarify rounds, an empty library, the query log and feedback."""

from __future__ import annotations

from pathlib import Path

import pytest

from rag_core.answer.engine import Engine
from rag_core.library import Library
from rag_core.messages import Mode, RefusalReason
from rag_core.settings import Settings
from tests.answer.conftest import build


def test_same_question_same_index_gives_the_same_envelope(acme: Engine, tmp_path: Path, embedder) -> None:  # type: ignore[no-untyped-def]
    questions = ["How many people does Acme employ?", "How are robots calibrated?", "What is the capital of Peru?"]
    first = [acme.ask(q).content_json() for q in questions]
    again = [acme.ask(q).content_json() for q in questions]
    assert first == again
    fresh = Engine(build(tmp_path / "copy", embedder))
    assert [fresh.ask(q).content_json() for q in questions] == first
    ids = {acme.ask(questions[0]).query_id for _ in range(2)}
    assert len(ids) == 2


def test_clarify_rounds_then_timeout_answers_with_a_gap(acme: Engine) -> None:
    for _ in range(3):
        response = acme.ask("Tell me more", session_id="rounds")
        assert response.refusal_reason is RefusalReason.VAGUE
    fourth = acme.ask("Tell me more", session_id="rounds")
    assert fourth.refusal_reason is not RefusalReason.VAGUE
    assert fourth.mode is not Mode.DIRECT_ANSWER
    assert [g.why for g in fourth.evidence.gaps] == ["clarify_timeout"]
    other_session = acme.ask("Tell me more", session_id="another")
    assert other_session.refusal_reason is RefusalReason.VAGUE


def test_clarification_context_is_used_to_ask_again(acme: Engine) -> None:
    first = acme.ask("Tell me more", session_id="ctx")
    assert first.clarify is not None
    answered = acme.ask("Tell me more", context="Acme core values", session_id="ctx")
    assert answered.refusal_reason is not RefusalReason.VAGUE
    assert answered.mode in (Mode.GUIDED_FALLBACK, Mode.DIRECT_ANSWER)
    shown = (answered.answer or "") + " ".join(h.highlight for h in answered.related_highlights or [])
    assert "curiosity, safety and honesty" in shown


def test_an_empty_library_says_to_upload_documents(tmp_path: Path, embedder) -> None:  # type: ignore[no-untyped-def]
    engine = Engine(Library(Settings(data_dir=tmp_path / "empty", seed_samples=False), embedder))
    response = engine.ask("What are the core values?")
    assert response.refusal_reason is RefusalReason.NO_DOCUMENTS
    assert "Upload" in (response.answer or "")


def test_every_question_is_logged_and_feedback_attaches_and_can_change(acme: Engine) -> None:
    response = acme.ask("What are Acme's core values?", session_id="log", user="ana")
    row = acme.log.get(response.query_id)
    assert row is not None
    assert (row.question, row.mode, row.session_id, row.user) == (
        "What are Acme's core values?",
        "direct_answer",
        "log",
        "ana",
    )
    assert row.chunk_ids and row.latency_ms == response.latency_ms
    assert row.envelope == response.to_json()
    acme.log.set_feedback(response.query_id, "incorrect", comment="wrong page", user="ana")
    acme.log.set_feedback(response.query_id, "correct", user="ana")
    acme.log.set_feedback(response.query_id, "correct", user="ben")
    verdicts = {(f.user, f.verdict) for f in acme.log.feedback_for(response.query_id)}
    assert verdicts == {("ana", "correct"), ("ben", "correct")}
    with pytest.raises(ValueError, match="verdict"):
        acme.log.set_feedback(response.query_id, "maybe")


def test_gate_presets_set_the_threshold(acme: Engine) -> None:
    for preset, score, chunks in (("strict", 0.40, 2), ("moderate", 0.30, 1), ("lenient", 0.20, 1)):
        settings = acme.settings.model_copy(
            update={"retrieval": acme.settings.retrieval.model_copy(update={"preset": preset})}
        )
        response = Engine(acme.library, settings).ask("How are robots calibrated?")
        assert response.gate is not None
        assert (response.gate.min_score, response.gate.min_chunks) == (score, chunks)
    strict_high = acme.settings.model_copy(
        update={"retrieval": acme.settings.retrieval.model_copy(update={"min_score": 0.95})}
    )
    # The question's rare words are all in the document: word-for-word evidence passes the gate
    # whatever the embedding says ...
    worded = Engine(acme.library, strict_high).ask("How are robots calibrated?")
    assert worded.refusal_reason is None and worded.gate is not None and worded.gate.keyword_coverage >= 0.8
    # ... and without it, the embedding alone does not reach 0.95: the judge's reading still finds
    # the topic (answer.topic_min_p), so its passages are shown ...
    no_words = strict_high.model_copy(
        update={"retrieval": strict_high.retrieval.model_copy(update={"keyword_evidence": 1.5})}
    )
    passages = Engine(acme.library, no_words).ask("How are robots calibrated?")
    assert passages.mode is Mode.GUIDED_FALLBACK and passages.related_highlights
    # ... unless that floor is set above 1: then the question is declined.
    no_judge = no_words.model_copy(update={"answer": no_words.answer.model_copy(update={"topic_min_p": 1.5})})
    refused = Engine(acme.library, no_judge).ask("How are robots calibrated?")
    assert refused.refusal_reason is RefusalReason.NO_EVIDENCE
