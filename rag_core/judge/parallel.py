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
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
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


def _pool(processes: int) -> ProcessPoolExecutor:
    """Up to ``processes`` spawned processes that log at this process's level."""
    level = logging.getLogger().getEffectiveLevel()
    return ProcessPoolExecutor(
        processes, mp_context=multiprocessing.get_context("spawn"), initializer=_start, initargs=(level,)
    )


def run_all(calls: Sequence[Call], processes: int) -> list[Any]:
    """Each call's result, in the order given; at most ``processes`` run at once, started in the
    order given (put the longest first). One process, or one call: run here, one after the other."""
    if processes <= 1 or len(calls) <= 1:
        return [function(*args) for function, args in calls]
    with _pool(min(processes, len(calls))) as pool:
        with _no_main_script():  # the processes start as the calls are submitted
            futures = [pool.submit(function, *args) for function, args in calls]
        return [future.result() for future in futures]


def run_staged(
    first: Sequence[Call], then: Callable[[], Sequence[Call]], meanwhile: Sequence[Call], processes: int
) -> None:
    """``first``'s calls, then the calls ``then()`` makes (in this process, once every one of
    ``first`` is done: they depend on its results), with ``meanwhile``'s calls filling the cores
    whenever neither is ready. Training collects the sets it trains on (first), fine-tunes the
    cross-encoders on them (then) and collects the evaluation-only sets (meanwhile): a core never waits
    while other work is left. At most ``processes`` calls at once, each started as a core frees up:
    ``first``'s, then ``then``'s, before ``meanwhile``'s; one process: first, then, meanwhile in turn."""
    if processes <= 1:
        for function, args in [*first, *then(), *meanwhile]:
            function(*args)
        return
    queues: list[deque[Call]] = [deque(first), deque(), deque(meanwhile)]
    first_left, then_made = len(first), False
    running: dict[Future[Any], int] = {}
    with _pool(processes) as pool:
        while True:
            if not first_left and not then_made:
                queues[1].extend(then())
                then_made = True
            while len(running) < processes and (stage := next((i for i, q in enumerate(queues) if q), -1)) >= 0:
                function, args = queues[stage].popleft()
                with _no_main_script():
                    running[pool.submit(function, *args)] = stage
            if not running:
                return
            done, _ = wait(running, return_when=FIRST_COMPLETED)
            for future in done:
                stage = running.pop(future)
                future.result()  # a failed call raises here
                first_left -= stage == 0


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
