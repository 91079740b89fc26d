"""One writer at a time, across threads and processes (the app and the CLI share a data dir)."""

from __future__ import annotations

import fcntl
import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from rag_core.errors import BusyError

_POLL_S = 0.05


@contextmanager
def write_lock(path: Path, timeout_s: float, busy_message: str | None = None) -> Iterator[None]:
    """Hold an exclusive ``flock`` on ``path``; wait up to ``timeout_s`` for it.

    Each call opens its own file descriptor, so two threads of one process exclude each other
    just like two processes do. The lock is released by the kernel if the holder dies.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        deadline = time.monotonic() + timeout_s
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    raise BusyError(
                        busy_message
                        or f"another upload has been writing the index for over {timeout_s:.0f} s; "
                        "wait for it to finish and try again"
                    ) from None
                time.sleep(_POLL_S)
        try:
            yield
        finally:
            fcntl.flock(fd, fcntl.LOCK_UN)
    finally:
        os.close(fd)


def try_write_lock(path: Path) -> int | None:
    """Take the lock without waiting; return the fd to release with :func:`release`, or None."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(fd)
        return None
    return fd


def release(fd: int) -> None:
    """Release a lock taken with :func:`try_write_lock`."""
    fcntl.flock(fd, fcntl.LOCK_UN)
    os.close(fd)
