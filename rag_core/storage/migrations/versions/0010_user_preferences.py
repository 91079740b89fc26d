"""User preferences: each user's own settings (saved from the Settings page) and, on a laptop, the
name given for feedback, kept across reloads and sign-ins. One row per user: the signed-in subject
in a shared deployment, the local user on a laptop.

Revision ID: 0010
Revises: 0009
Create Date: 2026-11-26
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0010"
down_revision: str | Sequence[str] | None = "0009"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Create ``user_preferences``."""
    op.create_table(
        "user_preferences",
        sa.Column("owner", sa.String(255), primary_key=True),  # signed-in subject; "local" on a laptop
        sa.Column("name", sa.String(255), nullable=False),
        sa.Column("settings_json", sa.Text(), nullable=False),  # section -> field -> value, re-checked on load
        sa.Column("updated_at", sa.String(32), nullable=False),
    )


def downgrade() -> None:
    """Drop what :func:`upgrade` added (only ever run by hand)."""
    op.drop_table("user_preferences")
