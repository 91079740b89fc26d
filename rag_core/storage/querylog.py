"""Query log, feedback and clarify state, in the same database as the registry."""

from __future__ import annotations

import json
from dataclasses import dataclass

from sqlalchemy import Float, ForeignKey, Integer, String, Text, delete, select
from sqlalchemy.orm import Mapped, mapped_column

from rag_core.storage.base import Base, Tables, now_iso
from rag_core.storage.portable import FreeString, FreeText, code_point_order

VERDICTS = ("correct", "incorrect")
# What an analyst may say an answer marked incorrect should have been (rag_core.messages.Mode values;
# a system reply is never what a question about the documents should have got).
CLARIFY = "clarify"  # a hard refusal that asks a clarifying question back
EXPECTED_MODES = ("direct_answer", "guided_fallback", "hard_refusal", CLARIFY)


class QueryRow(Base):
    """One question and everything the engine decided about it."""

    __tablename__ = "query_log"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    created_at: Mapped[str] = mapped_column(String(32), index=True)
    session_id: Mapped[str] = mapped_column(String(64), default="", index=True)
    user: Mapped[str] = mapped_column(FreeString(128), default="")
    question: Mapped[str] = mapped_column(FreeText)
    context: Mapped[str] = mapped_column(FreeText, default="")
    mode: Mapped[str] = mapped_column(String(32), index=True)
    refusal_reason: Mapped[str] = mapped_column(String(32), default="")
    confidence_level: Mapped[str] = mapped_column(String(16), default="")
    confidence_score: Mapped[float] = mapped_column(Float, default=0.0)
    envelope: Mapped[str] = mapped_column(Text)
    chunk_ids: Mapped[str] = mapped_column(Text, default="[]")
    scores: Mapped[str] = mapped_column(Text, default="[]")
    latency_ms: Mapped[int] = mapped_column(Integer, default=0)
    generator: Mapped[str] = mapped_column(String(32), default="extractive")
    model: Mapped[str] = mapped_column(FreeString(128), default="")
    coverage: Mapped[float] = mapped_column(Float, default=0.0)
    repair_rounds: Mapped[int] = mapped_column(Integer, default=0)
    tokens: Mapped[int] = mapped_column(Integer, default=0)
    generation_ms: Mapped[int] = mapped_column(Integer, default=0)


class FeedbackRow(Base):
    """An analyst's verdict on one answer; one row per (query, user), the latest verdict wins."""

    __tablename__ = "feedback"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    query_id: Mapped[str] = mapped_column(ForeignKey("query_log.id", ondelete="CASCADE"), index=True)
    verdict: Mapped[str] = mapped_column(String(16))
    comment: Mapped[str] = mapped_column(FreeText, default="")
    user: Mapped[str] = mapped_column(FreeString(128), default="")
    created_at: Mapped[str] = mapped_column(String(32))
    # What the analyst said it should have done (only with "incorrect"; "" when not said).
    expected_mode: Mapped[str] = mapped_column(String(32), default="")
    expected_source: Mapped[str] = mapped_column(FreeString(255), default="")
    expected_page: Mapped[int] = mapped_column(Integer, default=0)  # 0: no page given
    expected_quote: Mapped[str] = mapped_column(FreeText, default="")


class ClarifyRow(Base):
    """How many times one session got the same clarifying question for the same input."""

    __tablename__ = "clarify_state"

    session_id: Mapped[str] = mapped_column(String(64), primary_key=True)
    fingerprint: Mapped[str] = mapped_column(String(64), primary_key=True)
    count: Mapped[int] = mapped_column(Integer, default=0)
    updated_at: Mapped[str] = mapped_column(String(32))


@dataclass(frozen=True, slots=True)
class LoggedQuery:
    """What gets written for one answered question."""

    query_id: str
    session_id: str
    user: str
    question: str
    context: str
    mode: str
    refusal_reason: str
    confidence_level: str
    confidence_score: float
    envelope_json: str
    chunk_ids: list[str]
    scores: list[float]
    latency_ms: int
    generator: str = "extractive"
    model: str = ""
    coverage: float = 0.0
    repair_rounds: int = 0
    tokens: int = 0
    generation_ms: int = 0


@dataclass(frozen=True, slots=True)
class QueryRecord:
    """One logged query as read back: a plain value, never the ORM row."""

    query_id: str
    created_at: str  # ISO 8601, UTC, microseconds (orders questions asked in the same second)
    session_id: str
    user: str
    question: str
    context: str
    mode: str
    refusal_reason: str
    confidence_level: str
    confidence_score: float
    envelope: str  # the response envelope exactly as the user got it, JSON
    chunk_ids: tuple[str, ...]  # retrieved chunks in rank order, ``doc_id:page:index``
    scores: tuple[float, ...]
    latency_ms: int
    generator: str
    model: str
    coverage: float
    repair_rounds: int
    tokens: int
    generation_ms: int


def _query_record(row: QueryRow) -> QueryRecord:
    return QueryRecord(
        query_id=row.id,
        created_at=row.created_at,
        session_id=row.session_id,
        user=row.user,
        question=row.question,
        context=row.context,
        mode=row.mode,
        refusal_reason=row.refusal_reason,
        confidence_level=row.confidence_level,
        confidence_score=row.confidence_score,
        envelope=row.envelope,
        chunk_ids=tuple(json.loads(row.chunk_ids or "[]")),
        scores=tuple(json.loads(row.scores or "[]")),
        latency_ms=row.latency_ms,
        generator=row.generator,
        model=row.model,
        coverage=row.coverage,
        repair_rounds=row.repair_rounds,
        tokens=row.tokens,
        generation_ms=row.generation_ms,
    )


@dataclass(frozen=True, slots=True)
class Expected:
    """What an analyst says an answer marked incorrect should have been.

    ``mode`` is one of ``EXPECTED_MODES`` ("clarify": a clarifying question, logged as a hard
    refusal); ``source``/``page`` name the page that answers it and ``quote`` the sentence, both
    optional ("" and 0 when not given).
    """

    mode: str
    source: str = ""
    page: int = 0
    quote: str = ""

    def __post_init__(self) -> None:
        if self.mode not in EXPECTED_MODES:
            raise ValueError(f"expected mode must be one of {EXPECTED_MODES}, not {self.mode!r}")
        if self.page < 0:
            raise ValueError(f"expected page must be 1 or more (0: none), not {self.page}")


@dataclass(frozen=True, slots=True)
class Feedback:
    """A stored verdict, with the expected outcome when the analyst gave one."""

    query_id: str
    verdict: str
    comment: str
    user: str
    created_at: str
    expected: Expected | None = None


def _feedback(row: FeedbackRow) -> Feedback:
    expected = (
        Expected(row.expected_mode, row.expected_source, row.expected_page, row.expected_quote)
        if row.expected_mode in EXPECTED_MODES
        else None
    )
    return Feedback(row.query_id, row.verdict, row.comment, row.user, row.created_at, expected)


class QueryLog(Tables):
    """Writes and reads the query log, feedback and clarify counters."""

    def record(self, entry: LoggedQuery) -> None:
        """Append one query."""
        with self.session() as session:
            session.add(
                QueryRow(
                    id=entry.query_id,
                    created_at=now_iso("microseconds"),
                    session_id=entry.session_id,
                    user=entry.user,
                    question=entry.question,
                    context=entry.context,
                    mode=entry.mode,
                    refusal_reason=entry.refusal_reason,
                    confidence_level=entry.confidence_level,
                    confidence_score=entry.confidence_score,
                    envelope=entry.envelope_json,
                    chunk_ids=json.dumps(entry.chunk_ids),
                    scores=json.dumps(entry.scores),
                    latency_ms=entry.latency_ms,
                    generator=entry.generator,
                    model=entry.model,
                    coverage=entry.coverage,
                    repair_rounds=entry.repair_rounds,
                    tokens=entry.tokens,
                    generation_ms=entry.generation_ms,
                )
            )

    def get(self, query_id: str) -> QueryRecord | None:
        """One logged query, or None when no query has this id."""
        with self.session() as session:
            row = session.get(QueryRow, query_id)
            return _query_record(row) if row is not None else None

    def recent(self, limit: int = 1000) -> list[QueryRecord]:
        """Newest queries first."""
        query = (
            select(QueryRow)
            .order_by(QueryRow.created_at.desc(), code_point_order(QueryRow.id, self.engine.dialect))
            .limit(limit)
        )
        with self.session() as session:
            return [_query_record(row) for row in session.scalars(query)]

    def set_feedback(
        self, query_id: str, verdict: str, *, comment: str = "", user: str = "", expected: Expected | None = None
    ) -> Feedback:
        """Store (or change) a user's verdict on a query: one row per (query, user), the latest wins.

        ``expected`` (only with "incorrect") is what the answer should have been; a "correct"
        verdict clears it.
        """
        if verdict not in VERDICTS:
            raise ValueError(f"verdict must be one of {VERDICTS}, not {verdict!r}")
        if expected is not None and verdict != "incorrect":
            raise ValueError("an expected outcome goes only with the verdict 'incorrect'")
        with self.session() as session:
            if session.get(QueryRow, query_id) is None:
                raise KeyError(f"no logged query with id {query_id}")
            session.execute(delete(FeedbackRow).where(FeedbackRow.query_id == query_id, FeedbackRow.user == user))
            row = FeedbackRow(
                query_id=query_id,
                verdict=verdict,
                comment=comment,
                user=user,
                created_at=now_iso(),
                expected_mode=expected.mode if expected else "",
                expected_source=expected.source if expected else "",
                expected_page=expected.page if expected else 0,
                expected_quote=expected.quote if expected else "",
            )
            session.add(row)
            session.flush()
            return _feedback(row)

    def feedback_for(self, query_id: str) -> list[Feedback]:
        """Verdicts on one query."""
        with self.session() as session:
            rows = session.scalars(select(FeedbackRow).where(FeedbackRow.query_id == query_id).order_by(FeedbackRow.id))
            return [_feedback(r) for r in rows]

    def all_feedback(self) -> list[Feedback]:
        """Every verdict, oldest first."""
        with self.session() as session:
            rows = session.scalars(select(FeedbackRow).order_by(FeedbackRow.id))
            return [_feedback(r) for r in rows]

    def bump_clarify(self, session_id: str, fingerprint: str) -> int:
        """Count one more identical clarify round; returns the new count."""
        with self.session() as session:
            row = session.get(ClarifyRow, (session_id, fingerprint))
            if row is None:
                row = ClarifyRow(session_id=session_id, fingerprint=fingerprint, count=0, updated_at=now_iso())
                session.add(row)
            row.count += 1
            row.updated_at = now_iso()
            return row.count
