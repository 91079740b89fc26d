"""Word counts counted again: a verb the Porter stemmer cut to another word in some forms now stems as
the verb in all of them ("added" and "adding" stemmed "ad", the stem of "ads", now "add"; english.toml
``plain_verbs``), so every document's stored stem counts are dropped and counted again from its chunks
on the next question that reads them (see ``rag_core.answer.corpus.WordStatistics``); nothing else
changes.

Revision ID: 0014
Revises: 0013
Create Date: 2026-12-07
"""

from __future__ import annotations

from collections.abc import Sequence

from alembic import op

revision: str = "0014"
down_revision: str | Sequence[str] | None = "0013"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Forget every document's stored stem counts (they are counted again when next read)."""
    op.execute("DELETE FROM doc_word_counts")


def downgrade() -> None:
    """Nothing to undo: the counts are counted again either way."""
