"""Collections and grants: every document belongs to one collection; users and groups get read,
write or manage on a collection.

Existing documents go to collection 1, ``Library``, on which every signed-in user has write (a
grant to the group ``*``; the role still decides whether a viewer may write), so a deployment
shows and allows after the upgrade what it did before; an admin can change that grant.

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-23
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0004"
down_revision: str | Sequence[str] | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_STAMP = "2026-11-23T00:00:00+00:00"


def upgrade() -> None:
    """Create ``collections`` (with ``Library``) and ``grants``; add ``documents.collection_id``."""
    collections = op.create_table(
        "collections",
        sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column("name", sa.String(255), nullable=False),
        sa.Column("created_at", sa.String(32), nullable=False),
        sa.UniqueConstraint("name"),
    )
    grants = op.create_table(
        "grants",
        sa.Column("collection_id", sa.Integer(), sa.ForeignKey("collections.id", ondelete="CASCADE"), nullable=False),
        sa.Column("principal_kind", sa.String(8), nullable=False),
        sa.Column("principal_name", sa.String(255), nullable=False),
        sa.Column("level", sa.String(8), nullable=False),
        sa.Column("updated_at", sa.String(32), nullable=False),
        sa.PrimaryKeyConstraint("collection_id", "principal_kind", "principal_name"),
    )
    op.bulk_insert(collections, [{"id": 1, "name": "Library", "created_at": _STAMP}])
    op.bulk_insert(
        grants,
        [{"collection_id": 1, "principal_kind": "group", "principal_name": "*", "level": "write", "updated_at": _STAMP}],
    )
    if op.get_bind().dialect.name == "postgresql":
        # The explicit id 1 does not move the sequence; the next collection must not collide with it.
        op.execute("SELECT setval(pg_get_serial_sequence('collections', 'id'), (SELECT MAX(id) FROM collections))")
    with op.batch_alter_table("documents") as batch:
        batch.add_column(sa.Column("collection_id", sa.Integer(), nullable=False, server_default="1"))
        batch.create_index("ix_documents_collection_id", ["collection_id"])


def downgrade() -> None:
    """Drop what :func:`upgrade` added (only ever run by hand)."""
    with op.batch_alter_table("documents") as batch:
        batch.drop_index("ix_documents_collection_id")
        batch.drop_column("collection_id")
    op.drop_table("grants")
    op.drop_table("collections")
