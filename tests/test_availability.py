"""Telling a database outage from other failures, and checking whether the database answers again."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import text

from rag_core.availability import reachable, unavailable, unreachable
from rag_core.storage.registry import make_engine
from tests.helpers.cut import CuttableProxy
from tests.helpers.net import free_port


def test_a_sqlite_file_answers_and_a_closed_port_does_not(tmp_path: Path) -> None:
    assert reachable(f"sqlite:///{tmp_path / 'x.db'}")
    assert not reachable(f"postgresql+psycopg://verbatim:s3cret@127.0.0.1:{free_port()}/verbatim", timeout_s=1)


def test_a_cut_connection_is_an_outage_named_with_the_password_masked(postgres_cluster, postgres_url: str) -> None:  # type: ignore[no-untyped-def]
    proxy = CuttableProxy(postgres_cluster.port)
    url = postgres_url.replace(f":{proxy.target_port}/", f":{proxy.port}/").replace("postgres@", "postgres:s3cret@")
    try:
        engine = make_engine(url)
        proxy.cut()
        with pytest.raises(Exception) as failed:
            with engine.connect() as connection:
                connection.execute(text("SELECT 1"))
        assert unreachable(failed.value) and not unreachable(ValueError("bad input"))
        message = str(unavailable(failed.value, url))
        assert "is unreachable" in message and "s3cret" not in message and "***" in message
        assert not reachable(url, timeout_s=1)
        proxy.restore()
        assert reachable(url, timeout_s=1)
    finally:
        proxy.close()
