"""Alembic migrations of the app database, run at start by :func:`rag_core.storage.database.ensure_schema`."""
