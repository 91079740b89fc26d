"""Storage tests run once on SQLite (the local default) and once on PostgreSQL (a shared deployment)."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """URL of a fresh, empty app database: a SQLite file, or a new database on the test server."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'data' / 'verbatim.db'}"
    return str(request.getfixturevalue("postgres_url"))
