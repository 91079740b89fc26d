"""The write lock across hosts: a PostgreSQL advisory lock, one writer at a time, the waiter told
for whom, and a dead holder's lock released by the server."""

from __future__ import annotations

import subprocess
import sys
import threading
from pathlib import Path

import pytest

from rag_core.errors import BusyError
from rag_core.storage.database import make_engine
from rag_core.storage.writelock import AdvisoryWriteLock, FileWriteLock, write_lock_for

HOLDER = """
import sys
from rag_core.storage.database import make_engine
from rag_core.storage.writelock import AdvisoryWriteLock
engine = make_engine(sys.argv[1])
lock = AdvisoryWriteLock(engine, "library", 5)
with lock.hold("indexing filing.pdf"):
    print("locked", flush=True)
    sys.stdin.readline()
"""


def _lock(url: str, timeout_s: float = 5) -> AdvisoryWriteLock:
    engine = make_engine(url)
    return AdvisoryWriteLock(engine, "library", timeout_s)


def test_postgres_database_gets_the_advisory_lock_and_sqlite_the_file_lock(postgres_url: str, tmp_path: Path) -> None:
    engine = make_engine(postgres_url)
    assert isinstance(write_lock_for(engine, tmp_path / ".write.lock", 5), AdvisoryWriteLock)
    local = make_engine(tmp_path / "verbatim.db")
    assert isinstance(write_lock_for(local, tmp_path / ".write.lock", 5), FileWriteLock)


def test_one_writer_at_a_time_and_the_waiter_proceeds_after_release(postgres_url: str) -> None:
    lock = _lock(postgres_url)
    order: list[str] = []

    def second() -> None:
        with lock.hold("second"):
            order.append("second in")

    with lock.hold("first"):
        order.append("first in")
        worker = threading.Thread(target=second)
        worker.start()
        worker.join(0.5)
        assert worker.is_alive()  # waiting for the first
        assert lock.try_hold() is None
        order.append("first out")
    worker.join(10)
    assert order == ["first in", "first out", "second in"]
    held = lock.try_hold()
    assert held is not None
    held.release()


def test_a_writer_on_another_host_is_told_who_holds_the_lock_and_a_dead_holder_frees_it(postgres_url: str) -> None:
    proc = subprocess.Popen(
        [sys.executable, "-c", HOLDER, postgres_url], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "locked"
        with pytest.raises(BusyError) as refused:
            with _lock(postgres_url, timeout_s=0.2).hold():
                pass
        assert "indexing filing.pdf" in str(refused.value) and f"process {proc.pid}" in str(refused.value)
        proc.kill()  # no release: the server ends the session and its lock
        proc.wait(timeout=30)
        with _lock(postgres_url, timeout_s=10).hold("after the crash"):
            pass
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
