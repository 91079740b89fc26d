"""Training's independent parts side by side, one process per core.

Collecting the sets' candidates and fine-tuning the three cross-encoders are each several
independent calls. Measured on this 2-core machine: collecting realqa took 21.5 s alone and
19.8 s / 20.1 s with a second collection beside it (the engine is single-threaded Python); one
cross-encoder fine-tuning took 63 s on two threads, 98 s on one, and two one-thread fine-tunings
side by side 97 s each (1.3 x the work of one two-thread process). The processes are spawned, never
forked: torch's thread pools and the parent's open index must not be copied into a child. Each call
is a top-level function whose arguments and result are pickled; a failed call raises here, in the
parent.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import sys
import types
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from typing import Any

Call = tuple[Callable[..., Any], tuple[Any, ...]]

_FORMAT = "%(levelname)s %(name)s: %(message)s"  # the CLI's (rag_core.cli)


def default_processes() -> int:
    """One process per core."""
    return max(1, os.cpu_count() or 1)


def threads_each(processes: int) -> int:
    """CPU threads for each of ``processes`` processes: the cores shared out. One process keeps the
    two threads training has always used, so that a one-process training gives the same files as before."""
    if processes <= 1:
        return 2
    return max(1, (os.cpu_count() or 1) // processes)


def _start(level: int) -> None:
    logging.basicConfig(level=level, format=_FORMAT)


def run_all(calls: Sequence[Call], processes: int) -> list[Any]:
    """Each call's result, in the order given; at most ``processes`` run at once, started in the
    order given (put the longest first). One process, or one call: run here, one after the other."""
    if processes <= 1 or len(calls) <= 1:
        return [function(*args) for function, args in calls]
    context = multiprocessing.get_context("spawn")
    level = logging.getLogger().getEffectiveLevel()
    with ProcessPoolExecutor(
        min(processes, len(calls)), mp_context=context, initializer=_start, initargs=(level,)
    ) as pool:
        with _no_main_script():  # the processes start as the calls are submitted
            futures = [pool.submit(function, *args) for function, args in calls]
        return [future.result() for future in futures]


@contextmanager
def _no_main_script() -> Iterator[None]:
    """A spawned process runs the parent's main script again before the call (as ``__mp_main__``)
    unless ``__main__`` is a bare module: the calls live in importable modules and need no script,
    and the script may be anything (Streamlit's AppTest leaves the app's page there: it ran the
    whole app in each child)."""
    main = sys.modules.get("__main__")
    sys.modules["__main__"] = types.ModuleType("__main__")
    try:
        yield
    finally:
        if main is not None:
            sys.modules["__main__"] = main
