"""Conversation threads: an analyst's questions and answers in order, kept across reloads and
listed in the sidebar; follow-up questions are resolved against the thread's earlier turns.

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-22
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0006"
down_revision: str | Sequence[str] | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Create ``threads`` and ``thread_turns``."""
    op.create_table(
        "threads",
        sa.Column("id", sa.String(64), primary_key=True),
        sa.Column("owner", sa.String(255), nullable=False),  # signed-in subject; "" on a laptop
        sa.Column("title", sa.String(255), nullable=False),
        sa.Column("created_at", sa.String(32), nullable=False),
        sa.Column("updated_at", sa.String(32), nullable=False),
    )
    op.create_index("ix_threads_owner", "threads", ["owner"])
    op.create_table(
        "thread_turns",
        sa.Column("thread_id", sa.String(64), primary_key=True),
        sa.Column("seq", sa.Integer(), primary_key=True),
        sa.Column("query_id", sa.String(64), nullable=False),
        sa.Column("question", sa.Text(), nullable=False),  # as typed
        sa.Column("searched", sa.Text(), nullable=False),  # as searched (a follow-up resolved)
        sa.Column("context", sa.Text(), nullable=False),  # clarify answers added
        sa.Column("envelope_json", sa.Text(), nullable=False),
        sa.Column("clarified", sa.Boolean(), nullable=False),
        sa.Column("created_at", sa.String(32), nullable=False),
    )


def downgrade() -> None:
    """Drop what :func:`upgrade` added (only ever run by hand)."""
    op.drop_table("thread_turns")
    op.drop_index("ix_threads_owner", table_name="threads")
    op.drop_table("threads")
