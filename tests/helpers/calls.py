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
