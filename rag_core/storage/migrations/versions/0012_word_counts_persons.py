"""Word counts counted again: a person named in "-er" whom the Porter stemmer made another word
("pensioners" stemmed "pension", "prisoners" "prison"; english.toml ``er_persons``) now stems as
that person, so every document's stored stem counts are dropped and counted again from its chunks
on the next question that reads them (see ``rag_core.answer.corpus.WordStatistics``); nothing
else changes.

Revision ID: 0012
Revises: 0011
Create Date: 2026-12-04
"""

from __future__ import annotations

from collections.abc import Sequence

from alembic import op

revision: str = "0012"
down_revision: str | Sequence[str] | None = "0011"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Forget every document's stored stem counts (they are counted again when next read)."""
    op.execute("DELETE FROM doc_word_counts")


def downgrade() -> None:
    """Nothing to undo: the counts are counted again either way."""
