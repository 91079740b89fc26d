"""Who is indexing a document and when it last showed signs of life; who holds the write lock.

Several app servers (and ``python -m rag_core worker``-style CLI runs) share one store in a shared
deployment: recovery at start may remove an ``indexing`` row only when its heartbeat is stale,
never one another server is still working on. ``lock_holders`` tells a waiting writer whom it
waits for when the lock is a PostgreSQL advisory lock (a file lock keeps this next to its file).

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-22
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | Sequence[str] | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Add ``documents.owner`` and ``documents.heartbeat_at``; create ``lock_holders``."""
    with op.batch_alter_table("documents") as batch:
        batch.add_column(sa.Column("owner", sa.String(128), nullable=False, server_default=""))
        batch.add_column(sa.Column("heartbeat_at", sa.String(32), nullable=False, server_default=""))
    op.create_table(
        "lock_holders",
        sa.Column("name", sa.String(64), primary_key=True),
        sa.Column("holder", sa.Text(), nullable=False),
        sa.Column("since", sa.String(32), nullable=False),
    )


def downgrade() -> None:
    """Drop what :func:`upgrade` added."""
    op.drop_table("lock_holders")
    with op.batch_alter_table("documents") as batch:
        batch.drop_column("heartbeat_at")
        batch.drop_column("owner")
