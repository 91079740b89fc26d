"""Alembic environment: runs the revisions on the connection the app hands over.

At start, :func:`rag_core.storage.database.ensure_schema` puts an open connection (inside a
transaction, under the schema lock) into ``config.attributes["connection"]``. Run by hand with a
URL instead (``alembic_config(url)``, e.g. to autogenerate a revision), this opens its own and
compares with every table the models declare.
"""

from __future__ import annotations

from alembic import context
from sqlalchemy import MetaData, create_engine
from sqlalchemy.engine import Connection

config = context.config


def _run(connection: Connection, target_metadata: MetaData | None) -> None:
    # render_as_batch: SQLite cannot ALTER most column properties; batch mode copies the table.
    context.configure(connection=connection, target_metadata=target_metadata, render_as_batch=True)
    with context.begin_transaction():
        context.run_migrations()


if context.is_offline_mode():
    raise SystemExit("Verbatim's migrations run online only: pass a connection or a URL to alembic_config()")

handed_over = config.attributes.get("connection")
if handed_over is not None:
    # At start: the revisions say what to do; loading every model module (the chunk store imports
    # LanceDB) would only slow the start down.
    _run(handed_over, None)
else:
    from rag_core.storage.schema import all_tables

    # A bare engine, not make_engine: that would migrate to head before autogenerate looks.
    with create_engine(config.get_main_option("sqlalchemy.url")).connect() as own:
        _run(own, all_tables())
        own.commit()
