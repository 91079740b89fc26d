"""One writer at a time, across threads and processes (the app and the CLI share a data dir).

The lock is a ``filelock.FileLock`` (an ``flock`` on Unix): the kernel releases it if the holder
dies, so a crash never leaves the library locked. Every call builds its own lock object with its
own file descriptor, so two threads of one process exclude each other just as two processes do.

The holder writes who it is (process, host, program, what it is doing, since when) next to the
lock, so a writer that has to wait can say for whom.
"""

from __future__ import annotations

import json
import logging
import os
import socket
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path

from filelock import FileLock, Timeout

from rag_core.errors import BusyError

logger = logging.getLogger(__name__)

POLL_S = 0.05  # how often a waiting writer tries the lock again
_PROGRAM_CHARS = 60


def _holder_path(path: Path) -> Path:
    return path.with_name(path.name + ".holder")


def _program() -> str:
    argv = [os.path.basename(sys.argv[0])] + sys.argv[1:] if sys.argv and sys.argv[0] else []
    if argv and argv[0] == "__main__.py":
        argv[0] = "python -m rag_core"
    text = " ".join(argv) or "python"
    return text if len(text) <= _PROGRAM_CHARS else text[: _PROGRAM_CHARS - 1] + "…"


def _holder_info(purpose: str) -> dict[str, object]:
    return {
        "pid": os.getpid(),
        "host": socket.gethostname(),
        "program": _program(),
        "purpose": purpose,
        "since": datetime.now(UTC).strftime("%H:%M:%S UTC"),
    }


def _described(info: dict[str, object]) -> str:
    doing = info.get("purpose") or "writing"
    return (
        f"{doing} (process {info.get('pid')} on {info.get('host')}, {info.get('program')}, since {info.get('since')})"
    )


def describe_holder(purpose: str) -> str:
    """This process, doing ``purpose``, in the words a waiting writer is shown."""
    return _described(_holder_info(purpose))


def _write_holder(path: Path, purpose: str) -> None:
    try:
        _holder_path(path).write_text(json.dumps(_holder_info(purpose)), encoding="utf-8")
    except OSError:  # who holds it is a courtesy to waiters; the lock itself is what matters
        logger.debug("could not record the lock holder", exc_info=True)


def holder(path: Path) -> str:
    """Who holds the lock on ``path``, in words ("" when unknown)."""
    try:
        info = json.loads(_holder_path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return ""
    return _described(info) if isinstance(info, dict) else ""


def _lock(path: Path) -> FileLock:
    path.parent.mkdir(parents=True, exist_ok=True)
    # thread_local=False: the holder of a try_write_lock may release it from another thread.
    return FileLock(path, mode=0o644, thread_local=False, is_singleton=False)


@contextmanager
def write_lock(
    path: Path, timeout_s: float, busy_message: str | None = None, *, purpose: str = "writing"
) -> Iterator[None]:
    """Hold the exclusive lock on ``path``; wait up to ``timeout_s`` for it.

    ``purpose`` ("indexing report.pdf") is shown to writers that have to wait meanwhile.

    Raises:
        BusyError: another thread or process held it the whole time; the message says what to do
            and who holds it.
    """
    lock = _lock(path)
    try:
        try:
            lock.acquire(blocking=False)
        except Timeout:
            # Say so, and for whom, once: a CLI ingest that silently waits for the app's upload looks hung.
            who = holder(path)
            logger.warning(
                "waiting up to %.0f s for another writer to finish with this library (%s)%s",
                timeout_s,
                path.parent,
                f": {who}" if who else "",
            )
            lock.acquire(timeout=timeout_s, poll_interval=POLL_S)
    except Timeout:
        who = holder(path)
        raise BusyError(
            busy_message
            or f"another upload has been writing the index for over {timeout_s:.0f} s"
            + (f" ({who})" if who else "")
            + "; wait for it to finish and try again"
        ) from None
    try:
        _write_holder(path, purpose)
        yield
    finally:
        lock.release()


def try_write_lock(path: Path) -> FileLock | None:
    """Take the lock without waiting; return the held lock to pass to :func:`release`, or None."""
    lock = _lock(path)
    try:
        lock.acquire(blocking=False)
    except Timeout:
        return None
    return lock


def release(lock: FileLock) -> None:
    """Release a lock taken with :func:`try_write_lock`."""
    lock.release()
