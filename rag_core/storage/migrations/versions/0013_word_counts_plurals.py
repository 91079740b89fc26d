"""Word counts counted again: a noun whose plural is irregular ("women", "feet", "teeth"; english.toml
``irregular_plurals``) now stems as its singular ("women" stemmed "women", now "woman"), so every
document's stored stem counts are dropped and counted again from its chunks on the next question
that reads them (see ``rag_core.answer.corpus.WordStatistics``); nothing else changes.

Revision ID: 0013
Revises: 0012
Create Date: 2026-12-05
"""

from __future__ import annotations

from collections.abc import Sequence

from alembic import op

revision: str = "0013"
down_revision: str | Sequence[str] | None = "0012"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Forget every document's stored stem counts (they are counted again when next read)."""
    op.execute("DELETE FROM doc_word_counts")


def downgrade() -> None:
    """Nothing to undo: the counts are counted again either way."""
