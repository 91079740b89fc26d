"""An app database brought to an older migration and filled by hand, as a Verbatim of that time
left it, so that a test can open it with today's code (which migrates it to the newest revision)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from alembic import command
from sqlalchemy import Connection, create_engine, make_url

from rag_core.storage.database import alembic_config


@contextmanager
def database_at(db_url: str, revision: str) -> Iterator[Connection]:
    """A connection to the database at ``db_url`` migrated up to ``revision``; what is written
    through it is committed when the block ends."""
    url = make_url(db_url)
    if url.get_backend_name() == "sqlite":
        Path(str(url.database)).parent.mkdir(parents=True, exist_ok=True)
    engine = create_engine(url)
    try:
        with engine.begin() as connection:
            config = alembic_config()
            config.attributes["connection"] = connection
            command.upgrade(config, revision)
            yield connection
    finally:
        engine.dispose()
