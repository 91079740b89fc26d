"""Baseline: the schema as ``Base.metadata.create_all`` made it before migrations existed.

A database created that way has every table (or, from an older version, all but the newest ones)
and no ``alembic_version``. This revision creates only the tables that are missing, exactly as
``create_all`` did on every start, so such a database is adopted without touching a row.

Revision ID: 0001
Revises:
Create Date: 2026-11-23
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0001"
down_revision: str | Sequence[str] | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _documents() -> None:
    op.create_table(
        "documents",
        sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column("doc_id", sa.String(64), nullable=False),
        sa.Column("name", sa.String(255), nullable=False),
        sa.Column("file_type", sa.String(8), nullable=False),
        sa.Column("size_bytes", sa.Integer(), nullable=False),
        sa.Column("pages", sa.Integer(), nullable=False),
        sa.Column("chunks", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("error", sa.Text(), nullable=False),
        sa.Column("provenance", sa.String(16), nullable=False),
        sa.Column("doc_date", sa.String(32), nullable=False),
        sa.Column("ingested_at", sa.String(32), nullable=False),
        sa.Column("updated_at", sa.String(32), nullable=False),
        sa.Column("stored_path", sa.String(512), nullable=False),
    )
    op.create_index("ix_documents_doc_id", "documents", ["doc_id"])
    op.create_index("ix_documents_name", "documents", ["name"])
    op.create_index("ix_documents_status", "documents", ["status"])


def _pages() -> None:
    op.create_table(
        "pages",
        sa.Column("doc_id", sa.String(64), primary_key=True),
        sa.Column("page", sa.Integer(), primary_key=True, autoincrement=False),
        sa.Column("label", sa.String(64), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
    )


def _page_tables() -> None:
    op.create_table(
        "page_tables",
        sa.Column("doc_id", sa.String(64), primary_key=True),
        sa.Column("page", sa.Integer(), primary_key=True, autoincrement=False),
        sa.Column("rows_json", sa.Text(), nullable=False),
    )


def _document_profiles() -> None:
    op.create_table(
        "document_profiles",
        sa.Column("doc_id", sa.String(64), primary_key=True),
        sa.Column("profile_json", sa.Text(), nullable=False),
        sa.Column("edited", sa.Integer(), nullable=False),
        sa.Column("updated_at", sa.String(32), nullable=False),
    )


def _doc_word_counts() -> None:
    op.create_table(
        "doc_word_counts",
        sa.Column("doc_id", sa.String(64), primary_key=True),
        sa.Column("chunks", sa.Integer(), nullable=False),
        sa.Column("counts_json", sa.Text(), nullable=False),
    )


def _query_log() -> None:
    op.create_table(
        "query_log",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("created_at", sa.String(32), nullable=False),
        sa.Column("session_id", sa.String(64), nullable=False),
        sa.Column("user", sa.String(128), nullable=False),
        sa.Column("question", sa.Text(), nullable=False),
        sa.Column("context", sa.Text(), nullable=False),
        sa.Column("mode", sa.String(32), nullable=False),
        sa.Column("refusal_reason", sa.String(32), nullable=False),
        sa.Column("confidence_level", sa.String(16), nullable=False),
        sa.Column("confidence_score", sa.Float(), nullable=False),
        sa.Column("envelope", sa.Text(), nullable=False),
        sa.Column("chunk_ids", sa.Text(), nullable=False),
        sa.Column("scores", sa.Text(), nullable=False),
        sa.Column("latency_ms", sa.Integer(), nullable=False),
        sa.Column("generator", sa.String(32), nullable=False),
        sa.Column("model", sa.String(128), nullable=False),
        sa.Column("coverage", sa.Float(), nullable=False),
        sa.Column("repair_rounds", sa.Integer(), nullable=False),
        sa.Column("tokens", sa.Integer(), nullable=False),
        sa.Column("generation_ms", sa.Integer(), nullable=False),
    )
    op.create_index("ix_query_log_created_at", "query_log", ["created_at"])
    op.create_index("ix_query_log_mode", "query_log", ["mode"])
    op.create_index("ix_query_log_session_id", "query_log", ["session_id"])


def _feedback() -> None:
    op.create_table(
        "feedback",
        sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column("query_id", sa.String(32), sa.ForeignKey("query_log.id", ondelete="CASCADE"), nullable=False),
        sa.Column("verdict", sa.String(16), nullable=False),
        sa.Column("comment", sa.Text(), nullable=False),
        sa.Column("user", sa.String(128), nullable=False),
        sa.Column("created_at", sa.String(32), nullable=False),
    )
    op.create_index("ix_feedback_query_id", "feedback", ["query_id"])


def _clarify_state() -> None:
    op.create_table(
        "clarify_state",
        sa.Column("session_id", sa.String(64), primary_key=True),
        sa.Column("fingerprint", sa.String(64), primary_key=True),
        sa.Column("count", sa.Integer(), nullable=False),
        sa.Column("updated_at", sa.String(32), nullable=False),
    )


# In dependency order: feedback refers to query_log.
TABLES: dict[str, Callable[[], None]] = {
    "documents": _documents,
    "pages": _pages,
    "page_tables": _page_tables,
    "document_profiles": _document_profiles,
    "doc_word_counts": _doc_word_counts,
    "query_log": _query_log,
    "feedback": _feedback,
    "clarify_state": _clarify_state,
}


def upgrade() -> None:
    """Create the tables this database lacks (all of them on a fresh database)."""
    existing = set(sa.inspect(op.get_bind()).get_table_names())
    for name, create in TABLES.items():
        if name not in existing:
            create()


def downgrade() -> None:
    """Drop every table of the app."""
    for name in reversed(TABLES):
        op.drop_table(name)
