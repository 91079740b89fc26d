"""Start a parser worker for one file as a fork of a warm server process.

Starting a fresh Python for every file cost ~0.13 s of CPU before any parsing (the interpreter,
pydantic, pypdf, the readers); a library of many small files paid it per file. Instead, one
fork server per app process (``multiprocessing``'s "forkserver": single-threaded, so forking it
is safe while the app runs threads) imports the parser modules once, and each file's worker is a
fork of it. The worker is still a separate process: its own address-space cap
(:func:`rag_core.ingest.parse_worker.main` sets it), killed at the time limit, its output read
from pipes. Nothing of the app's state is in it: the server was started from a clean interpreter.
"""

from __future__ import annotations

import importlib
import multiprocessing
import os
import signal
import threading
from functools import cache
from multiprocessing import spawn
from typing import IO, Any

_launching = threading.local()
_preparation_data = spawn.get_preparation_data


def _without_main(name: str) -> dict[str, Any]:
    """What a new process is told to prepare, without the parent's main module for our workers.

    ``multiprocessing`` has every child import the parent's ``__main__`` again (as
    ``__mp_main__``): for ``streamlit run`` that is Streamlit's command line, for a user's script
    the whole script, once per file parsed. A parser worker needs none of it.
    """
    data = _preparation_data(name)
    if getattr(_launching, "worker", False):
        data.pop("init_main_from_path", None)
        data.pop("init_main_from_name", None)
    return data


spawn.get_preparation_data = _without_main  # our launches only (a flag of the launching thread)


# Imported once in the fork server: the worker's entry, the PDF worker, the settings it reads and
# every other format's reader. Named, not imported: this module imports no parser.
WORKER_MODULE = "rag_core.ingest.parse_worker"  # also runnable by hand: python -m rag_core.ingest.parse_worker
PRELOAD = [
    WORKER_MODULE,
    "rag_core.ingest.pdf_worker",
    "rag_core.settings.ingest",
    "rag_core.ingest.worker_readers",
]


@cache
def _context() -> multiprocessing.context.BaseContext:
    """The fork-server context, told once what its server imports (before the server starts)."""
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(PRELOAD)
    return context


def run(kind: str, path: str, settings_json: str, out: object, err: object) -> None:
    """In the forked worker: write to the parent's pipes as stdout and stderr, then parse."""
    os.dup2(out.fileno(), 1)  # type: ignore[attr-defined]
    os.dup2(err.fileno(), 2)  # type: ignore[attr-defined]
    worker = importlib.import_module(WORKER_MODULE)
    worker.main([kind, path, settings_json])


def _file(connection) -> IO[bytes]:  # type: ignore[no-untyped-def]
    """A pipe end as a file read line by line (the connection's own end is closed)."""
    handle = os.fdopen(os.dup(connection.fileno()), "rb")
    connection.close()
    return handle


class ParserProcess:
    """One file's parser worker: its pid, its output pipes, and the signals the parent sends it."""

    def __init__(self, kind: str, path: str, settings_json: str, name: str) -> None:
        context = _context()
        out_read, out_write = context.Pipe(duplex=False)
        err_read, err_write = context.Pipe(duplex=False)
        self._process = context.Process(  # type: ignore[attr-defined]
            target=run, args=(kind, path, settings_json, out_write, err_write), name=f"parse {name}", daemon=True
        )
        _launching.worker = True
        try:
            self._process.start()
        finally:
            _launching.worker = False
        out_write.close()
        err_write.close()
        self.stdout: IO[bytes] = _file(out_read)
        self.stderr: IO[bytes] = _file(err_read)
        # The reading thread waits for the end while a question's thread may pause the worker:
        # one of them at a time reads the process's state.
        self._lock = threading.Lock()

    @property
    def pid(self) -> int:
        """The worker's process id."""
        return int(self._process.pid)

    def running(self) -> bool:
        """Whether the worker has not ended yet."""
        with self._lock:
            return bool(self._process.is_alive())

    def signal(self, number: signal.Signals) -> bool:
        """Send ``number`` (SIGSTOP, SIGCONT) if the worker still runs; whether it was sent."""
        with self._lock:
            if not self._process.is_alive():
                return False
            os.kill(self.pid, number)
            return True

    def wait(self) -> int:
        """Wait for the end (called once its output has ended); the exit code, negative for a signal."""
        with self._lock:
            self._process.join()
            return int(self._process.exitcode or 0)

    def kill(self) -> None:
        """End the worker now (it may be paused: SIGKILL ends a stopped process too)."""
        with self._lock:
            if self._process.is_alive():
                self._process.kill()
            self._process.join()
