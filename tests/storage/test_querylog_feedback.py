"""Feedback with the analyst's expected outcome (migration 0007), on SQLite and PostgreSQL."""

from __future__ import annotations


import pytest
from sqlalchemy import text

from rag_core.storage.database import make_engine
from tests.helpers.revisions import database_at
from rag_core.storage.querylog import Expected, LoggedQuery, QueryLog


def _entry(query_id: str) -> LoggedQuery:
    return LoggedQuery(
        query_id=query_id,
        session_id="s1",
        user="ann",
        question="What was revenue?",
        context="Northwind, 2023",
        mode="hard_refusal",
        refusal_reason="no_evidence",
        confidence_level="none",
        confidence_score=0.0,
        envelope_json="{}",
        chunk_ids=[],
        scores=[],
        latency_ms=12,
    )


def test_expected_outcome_is_stored_read_back_and_cleared_by_a_correct_verdict(db_url: str) -> None:
    log = QueryLog(make_engine(db_url))
    log.record(_entry("q1"))
    stated = Expected("direct_answer", "report.pdf", 12, "Revenue was $4.2 billion.")
    log.set_feedback("q1", "incorrect", comment="it is on page 12", user="ann", expected=stated)
    log.set_feedback("q1", "incorrect", user="bob")  # no outcome stated
    by_user = {f.user: f for f in log.all_feedback()}
    assert by_user["ann"].expected == stated and by_user["ann"].comment == "it is on page 12"
    assert by_user["bob"].expected is None
    log.set_feedback("q1", "correct", user="ann")  # changed her mind: still one row, outcome gone
    assert [(f.user, f.verdict, f.expected) for f in log.feedback_for("q1")] == [
        ("bob", "incorrect", None),
        ("ann", "correct", None),
    ]


def test_an_expected_outcome_goes_only_with_incorrect_and_a_known_mode() -> None:
    with pytest.raises(ValueError, match="expected mode"):
        Expected("system")
    with pytest.raises(ValueError, match="page"):
        Expected("direct_answer", "a.pdf", -1)


def test_an_expected_outcome_with_a_correct_verdict_is_refused(db_url: str) -> None:
    log = QueryLog(make_engine(db_url))
    log.record(_entry("q1"))
    with pytest.raises(ValueError, match="incorrect"):
        log.set_feedback("q1", "correct", expected=Expected("clarify"))
    assert log.feedback_for("q1") == []


def test_feedback_given_before_0007_survives_the_upgrade_without_an_outcome(db_url: str) -> None:
    with database_at(db_url, "0006") as connection:
        connection.execute(
            text(
                'INSERT INTO query_log (id, created_at, session_id, "user", question, context, mode, refusal_reason, '
                "confidence_level, confidence_score, envelope, chunk_ids, scores, latency_ms, generator, model, coverage, "
                "repair_rounds, tokens, generation_ms) VALUES ('q1', '2026-11-22T10:00:00', 's', 'ann', 'Q?', '', "
                "'hard_refusal', '', '', 0, '{}', '[]', '[]', 5, 'extractive', '', 0, 0, 0, 0)"
            )
        )
        connection.execute(
            text(
                'INSERT INTO feedback (query_id, verdict, comment, "user", created_at) '
                "VALUES ('q1', 'incorrect', 'old', 'ann', '2026-11-22T10:01:00')"
            )
        )
    (old,) = QueryLog(make_engine(db_url)).all_feedback()  # make_engine migrates to the newest revision
    assert (old.verdict, old.comment, old.expected) == ("incorrect", "old", None)
