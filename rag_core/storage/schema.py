"""Every table of the app database on one ``MetaData``: what Alembic's autogenerate and the schema
test compare a migrated database with.

Nothing at run time needs this module (the migrations say what the schema is); it imports every
module that declares tables on :class:`~rag_core.storage.base.Base`, and nothing imports it back.
"""

from __future__ import annotations

from sqlalchemy import MetaData

from rag_core.storage import accounts, grants, jobs, preferences, querylog, registry_rows, threads, writelock
from rag_core.storage.base import Base

# Every module of rag_core.storage that declares tables (a test keeps this list complete).
MODEL_MODULES = (registry_rows, writelock, querylog, accounts, grants, jobs, threads, preferences)


def all_tables() -> MetaData:
    """``Base.metadata`` with every table of the app on it (each of ``MODEL_MODULES`` is imported)."""
    return Base.metadata
