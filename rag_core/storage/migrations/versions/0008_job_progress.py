"""Per-file progress of ingest jobs: the worker running an upload records how far it got (stage,
pages and passages) with its heartbeat, so the Library page of any server shows it.

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-22
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0008"
down_revision: str | Sequence[str] | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_COUNTS = ("pages_done", "pages_total", "chunks_done", "chunks_total")


def upgrade() -> None:
    """Add ``ingest_jobs.stage``, ``pages_done``, ``pages_total``, ``chunks_done``, ``chunks_total``."""
    with op.batch_alter_table("ingest_jobs") as batch:
        batch.add_column(sa.Column("stage", sa.String(16), nullable=False, server_default=""))
        for column in _COUNTS:
            batch.add_column(sa.Column(column, sa.Integer(), nullable=False, server_default="0"))


def downgrade() -> None:
    """Drop what :func:`upgrade` added (only ever run by hand)."""
    with op.batch_alter_table("ingest_jobs") as batch:
        for column in reversed(_COUNTS):
            batch.drop_column(column)
        batch.drop_column("stage")
