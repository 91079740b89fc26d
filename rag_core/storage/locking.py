"""One writer at a time, across threads and processes (the app and the CLI share a data dir).

The lock is a ``filelock.FileLock`` (an ``flock`` on Unix): the kernel releases it if the holder
dies, so a crash never leaves the library locked. Every call builds its own lock object with its
own file descriptor, so two threads of one process exclude each other just as two processes do.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from filelock import FileLock, Timeout

from rag_core.errors import BusyError

logger = logging.getLogger(__name__)

POLL_S = 0.05  # how often a waiting writer tries the lock again


def _lock(path: Path) -> FileLock:
    path.parent.mkdir(parents=True, exist_ok=True)
    # thread_local=False: the holder of a try_write_lock may release it from another thread.
    return FileLock(path, mode=0o644, thread_local=False, is_singleton=False)


@contextmanager
def write_lock(path: Path, timeout_s: float, busy_message: str | None = None) -> Iterator[None]:
    """Hold the exclusive lock on ``path``; wait up to ``timeout_s`` for it.

    Raises:
        BusyError: another thread or process held it the whole time; the message says what to do.
    """
    lock = _lock(path)
    try:
        try:
            lock.acquire(blocking=False)
        except Timeout:
            # Say so, once: a CLI ingest that silently waits for the app's upload looks hung.
            logger.warning(
                "waiting up to %.0f s for another upload or ingest to finish writing this library (%s)",
                timeout_s, path.parent,
            )
            lock.acquire(timeout=timeout_s, poll_interval=POLL_S)
    except Timeout:
        raise BusyError(
            busy_message
            or f"another upload has been writing the index for over {timeout_s:.0f} s; "
            "wait for it to finish and try again"
        ) from None
    try:
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
