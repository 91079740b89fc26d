"""Who is still at work on a row: the owner a process writes on the rows it works on (a document
being indexed, an ingest job being run), whether that owner is gone, and the heartbeat that says it
is not.
"""

from __future__ import annotations

import logging
import os
import socket
import threading
import uuid
from collections.abc import Callable

logger = logging.getLogger(__name__)


def new_owner() -> str:
    """Who this process is, on the rows it works on ("host:pid:random"), for recovery on other servers."""
    return f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


def owner_gone(owner: str) -> bool:
    """True when ``owner`` ("host:pid:random") is a process of this host that no longer runs, or
    unknown (rows from before owners were recorded). Owners on other hosts are judged by their
    heartbeat only."""
    host, _, rest = owner.partition(":")
    pid_text = rest.partition(":")[0]
    if not owner or not pid_text.isdigit():
        return True
    if host != socket.gethostname():
        return False
    pid = int(pid_text)
    if pid == os.getpid():
        return False  # this process: its own rows are alive while it runs
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except PermissionError:
        return False  # runs, as another user
    return False


class Heartbeat:
    """Calls ``beat`` every ``interval_s`` on a daemon thread until stopped: this process is still
    at work on a row (a document being indexed, an ingest job being run)."""

    def __init__(self, beat: Callable[[], object], interval_s: float, name: str = "heartbeat") -> None:
        self._beat = beat
        self._interval = interval_s
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        missed = 0
        while not self._stop.wait(self._interval):
            try:
                self._beat()
            except Exception as exc:  # noqa: BLE001 - a missed beat is retried; the work goes on
                missed += 1
                # The first miss with its traceback; the next ones in one line each (a database
                # restart would otherwise print a traceback every interval).
                logger.warning("could not record the heartbeat (%d missed): %s", missed, exc, exc_info=missed == 1)
            else:
                if missed:
                    logger.info("heartbeat recorded again after %d missed", missed)
                missed = 0

    def stop(self) -> None:
        """Stop beating (the work is finished)."""
        self._stop.set()
        self._thread.join(timeout=5)
