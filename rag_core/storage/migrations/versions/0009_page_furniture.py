"""Page furniture: the spans of each stored page's text that are running headers and footers, page
numbers, contents or exhibit-index lines (JSON list of ``[start, end]``), found at ingest so that
answers never quote them. NULL for pages stored before this revision: they are filled in on the
first read of their document's pages (see ``Registry.pages``).

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-25
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0009"
down_revision: str | Sequence[str] | None = "0008"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Add ``pages.furniture`` (nullable: NULL means not found yet)."""
    with op.batch_alter_table("pages") as batch:
        batch.add_column(sa.Column("furniture", sa.Text(), nullable=True))


def downgrade() -> None:
    """Drop what :func:`upgrade` added (only ever run by hand)."""
    with op.batch_alter_table("pages") as batch:
        batch.drop_column("furniture")
