"""Word counts counted again: "bus" and "buses" (and the other nouns of english.toml
``s_singulars``) now stem alike, so every document's stored stem counts are dropped and counted
again from its chunks on the next question that reads them (see
``rag_core.answer.corpus.WordStatistics``); nothing else changes.

Revision ID: 0011
Revises: 0010
Create Date: 2026-12-02
"""

from __future__ import annotations

from collections.abc import Sequence

from alembic import op

revision: str = "0011"
down_revision: str | Sequence[str] | None = "0010"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Forget every document's stored stem counts (they are counted again when next read)."""
    op.execute("DELETE FROM doc_word_counts")


def downgrade() -> None:
    """Nothing to undo: the counts are counted again either way."""
