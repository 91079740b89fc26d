"""What an answer marked incorrect should have been: the analyst's expected outcome on feedback.

Only an "incorrect" verdict with a stated outcome (answer it, show related passages, decline it,
ask to clarify; optionally the right page or quote) becomes a regression case; before this, the
Insights page guessed the outcome.

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-22
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0007"
down_revision: str | Sequence[str] | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Add ``feedback.expected_mode``, ``expected_source``, ``expected_page``, ``expected_quote``."""
    with op.batch_alter_table("feedback") as batch:
        batch.add_column(sa.Column("expected_mode", sa.String(32), nullable=False, server_default=""))
        batch.add_column(sa.Column("expected_source", sa.String(255), nullable=False, server_default=""))
        batch.add_column(sa.Column("expected_page", sa.Integer(), nullable=False, server_default="0"))
        batch.add_column(sa.Column("expected_quote", sa.Text(), nullable=False, server_default=""))


def downgrade() -> None:
    """Drop what :func:`upgrade` added (only ever run by hand)."""
    with op.batch_alter_table("feedback") as batch:
        batch.drop_column("expected_quote")
        batch.drop_column("expected_page")
        batch.drop_column("expected_source")
        batch.drop_column("expected_mode")
