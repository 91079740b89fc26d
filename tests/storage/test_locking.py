"""One writer at a time: threads and processes wait, give up with a message, and a dead holder frees the lock."""

from __future__ import annotations

import subprocess
import sys
import threading
from pathlib import Path

import pytest

from rag_core.errors import BusyError
from rag_core.storage.locking import release, try_write_lock, write_lock

HOLDER = """
import sys
from pathlib import Path
from rag_core.storage.locking import write_lock
with write_lock(Path(sys.argv[1]), timeout_s=5):
    print("locked", flush=True)
    sys.stdin.readline()  # hold until the test closes stdin or kills us
"""


def test_second_writer_in_another_thread_gets_the_busy_message(tmp_path: Path) -> None:
    lock = tmp_path / "data" / ".write.lock"
    errors: list[BusyError] = []

    def contender() -> None:
        try:
            with write_lock(lock, timeout_s=0.2):
                pass
        except BusyError as exc:
            errors.append(exc)

    with write_lock(lock, timeout_s=1):
        worker = threading.Thread(target=contender)
        worker.start()
        worker.join()
    assert len(errors) == 1
    assert "another upload has been writing the index" in str(errors[0])
    assert "wait for it to finish and try again" in str(errors[0])


def test_busy_message_given_by_the_caller_is_used(tmp_path: Path) -> None:
    lock = tmp_path / "schema.lock"
    held = try_write_lock(lock)
    assert held is not None
    try:
        with pytest.raises(BusyError, match="check that nothing is stuck"):
            with write_lock(lock, timeout_s=0.1, busy_message="check that nothing is stuck holding schema.lock"):
                pass
    finally:
        release(held)


def test_a_waiting_writer_proceeds_once_the_holder_releases(tmp_path: Path) -> None:
    lock = tmp_path / ".write.lock"
    entered = threading.Event()
    held = try_write_lock(lock)
    assert held is not None

    def waiter() -> None:
        with write_lock(lock, timeout_s=30):
            entered.set()

    worker = threading.Thread(target=waiter)
    worker.start()
    assert not entered.is_set()
    release(held)
    worker.join(timeout=30)
    assert entered.is_set()


def test_try_write_lock_does_not_wait_and_frees_the_lock_on_release(tmp_path: Path) -> None:
    lock = tmp_path / ".write.lock"
    first = try_write_lock(lock)
    assert first is not None
    assert try_write_lock(lock) is None
    release(first)
    second = try_write_lock(lock)
    assert second is not None
    release(second)


def test_another_process_holding_the_lock_blocks_writers_until_it_dies(tmp_path: Path) -> None:
    lock = tmp_path / ".write.lock"
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(lock)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
        assert try_write_lock(lock) is None
        with pytest.raises(BusyError):
            with write_lock(lock, timeout_s=0.1):
                pass
        holder.kill()  # a crash: the holder never releases, the kernel does
        holder.wait(timeout=30)
        with write_lock(lock, timeout_s=5):
            pass
    finally:
        if holder.poll() is None:
            holder.kill()
            holder.wait()


def test_a_writer_that_has_to_wait_says_so(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    lock_path = tmp_path / "data" / ".write.lock"
    with write_lock(lock_path, timeout_s=5), caplog.at_level("WARNING", logger="rag_core.storage.locking"):
        with pytest.raises(BusyError):
            with write_lock(lock_path, timeout_s=0.1):
                pass
    assert any("waiting up to" in r.getMessage() and str(tmp_path / "data") in r.getMessage() for r in caplog.records)
    caplog.clear()
    with caplog.at_level("WARNING", logger="rag_core.storage.locking"), write_lock(lock_path, timeout_s=1):
        pass
    assert not caplog.records  # no wait, no message


HOLDER_WITH_PURPOSE = """
import sys
from pathlib import Path
from rag_core.storage.locking import write_lock
with write_lock(Path(sys.argv[1]), timeout_s=5, purpose="indexing annual report.pdf"):
    print("locked", flush=True)
    sys.stdin.readline()
"""


def test_a_waiting_writer_is_told_who_holds_the_lock(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    lock_path = tmp_path / "data" / ".write.lock"
    proc = subprocess.Popen(
        [sys.executable, "-c", HOLDER_WITH_PURPOSE, str(lock_path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "locked"
        with caplog.at_level("WARNING", logger="rag_core.storage.locking"):
            with pytest.raises(BusyError) as refused:
                with write_lock(lock_path, timeout_s=0.1):
                    pass
        message = str(refused.value)
        assert "indexing annual report.pdf" in message
        assert f"process {proc.pid}" in message
        assert "wait for it to finish and try again" in message
        assert any("indexing annual report.pdf" in r.getMessage() for r in caplog.records)
    finally:
        assert proc.stdin is not None
        proc.stdin.close()
        proc.wait(timeout=30)
    with write_lock(lock_path, timeout_s=5):  # released when the holder exits
        pass
