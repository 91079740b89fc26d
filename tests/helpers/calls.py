"""Calls a spawned process runs in the tests of rag_core.judge.parallel: standard library only, so
that the child imports nothing heavy to unpickle them."""

from __future__ import annotations

import os


def pid_and_square(number: int) -> tuple[int, int]:
    """This process's id and ``number`` squared."""
    return os.getpid(), number * number


def fail(message: str) -> None:
    """Raise ValueError(``message``)."""
    raise ValueError(message)


def sleep_and_log(log: str, name: str, seconds: float) -> None:
    """Sleep ``seconds``, then append "name start end" (wall-clock seconds) to the file ``log``."""
    import time

    start = time.time()
    time.sleep(seconds)
    with open(log, "a", encoding="utf-8") as out:
        out.write(f"{name} {start} {time.time()}\n")
