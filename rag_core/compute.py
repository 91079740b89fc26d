"""Who may run a model forward pass in this process next: a question before indexing.

The app answers questions while it indexes uploads, on a laptop's few cores. Both use torch (the
embedding model; the answer judge's cross-encoder), and two forward passes at once only slow
each other down. So every pass goes through one gate. A question marks itself for its whole
course (:meth:`ComputeGate.asking`); its passes (:meth:`ComputeGate.foreground`) wait only for
the pass running now. Indexing embeds in small slices (:meth:`ComputeGate.background`), each
waiting while a question is under way, so a question waits for one slice at most. Indexing is
never starved: a slice waits at most ``MAX_YIELD_S`` for questions that keep coming, and then
indexing takes turns with the questions' passes for the next ``MAX_YIELD_S`` (its slices and
chunking wait only for the pass running now), so sessions asking back to back leave it about a
quarter of the compute instead of one slice every ``MAX_YIELD_S``.

Indexing's other work yields too. A parser process (a PDF read page by page in its own process)
registers itself (:meth:`ComputeGate.register`) and is paused while a question is under way, at
most ``MAX_YIELD_S`` at a time; the indexing thread's own Python work (chunking a page) waits
between pages (:meth:`ComputeGate.pause_for_questions`), since in one process it would take turns
with the question's for the interpreter lock.

A question's pass may use a second core (:meth:`ComputeGate.threads_for_pass`) only when nothing
else wants it: no other question, no indexing, and no other thread running or ready on the
machine at that instant.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from typing import Protocol

logger = logging.getLogger(__name__)

MAX_YIELD_S = 2.0  # longest an indexing slice waits for questions before it runs anyway


class Pausable(Protocol):
    """Indexing work outside this process's threads (a parser process) that can stop and go on."""

    def pause(self) -> None: ...

    def resume(self) -> None: ...

    def running(self) -> bool: ...


class ComputeGate:
    """One forward pass at a time; questions first."""

    def __init__(self) -> None:
        self._changed = threading.Condition()
        self._busy = False
        self._asking = 0  # questions under way
        self._pausables: set[Pausable] = set()
        self._paused: list[Pausable] = []
        self._pause_timer: threading.Timer | None = None
        self._yielding = False  # parsers are held for the questions under way
        self._turns_until = 0.0  # until then indexing has waited its longest: it takes turns with questions
        self._indexed_at = -MAX_YIELD_S  # when an indexing slice last ended (time.monotonic())

    @contextmanager
    def asking(self) -> Iterator[None]:
        """A question is being answered: indexing slices wait, and parser processes pause, until it is done."""
        with self._changed:
            self._asking += 1
            if self._asking == 1:
                self._yielding = True
                self._pause_all()
        try:
            yield
        finally:
            with self._changed:
                self._asking -= 1
                if not self._asking:
                    self._yielding = False
                    self._resume_all()
                self._changed.notify_all()

    def threads_for_pass(self, wanted: int) -> int:
        """CPU threads a question's pass may use, at most ``wanted``: one while another question
        or indexing is under way (their work would take turns with this pass's threads, and a
        thread of the pass waiting for a core holds up the others) or no core is free right now
        (another process at work), else one more per free core."""
        with self._changed:
            # Inside a pass this question counts itself. Indexing is under way while a parser
            # process is registered or a slice ended in the last MAX_YIELD_S.
            indexing = bool(self._pausables) or time.monotonic() - self._indexed_at < MAX_YIELD_S
            others = self._asking > 1 or indexing
        if wanted <= 1 or others:
            return 1
        return min(wanted, 1 + spare_cores())

    def register(self, work: Pausable) -> None:
        """``work`` is paused while questions are under way (at most ``MAX_YIELD_S`` at a time) until
        :meth:`unregister`."""
        with self._changed:
            self._pausables.add(work)
            if self._yielding:
                self._pause_all()

    def unregister(self, work: Pausable) -> None:
        """``work`` is done: it is left running and never paused again."""
        with self._changed:
            self._pausables.discard(work)
            if work in self._paused:
                self._paused.remove(work)
                _call(work.resume)

    def parsers_running(self) -> int:
        """How many registered parser processes are at work now (not ended, not paused)."""
        with self._changed:
            return sum(1 for work in self._pausables if work not in self._paused and work.running())

    def pause_for_questions(self) -> None:
        """Indexing's Python work (chunking a page, writing a batch) waits while a question is under
        way, at most ``MAX_YIELD_S``."""
        with self._changed:
            self._yield_to_questions()

    def _yield_to_questions(self) -> None:  # with self._changed held
        """Wait while a question is under way, at most ``MAX_YIELD_S``; after a wait that long,
        take turns with the questions for the next ``MAX_YIELD_S``."""
        now = time.monotonic()
        if now < self._turns_until:
            return
        deadline = now + MAX_YIELD_S
        while self._asking and time.monotonic() < deadline:
            self._changed.wait(timeout=max(0.0, deadline - time.monotonic()))
        if self._asking:  # waited the longest: questions keep coming
            self._turns_until = time.monotonic() + MAX_YIELD_S

    def _pause_all(self) -> None:  # with self._changed held
        for work in self._pausables:
            if work not in self._paused and _call(work.pause):
                self._paused.append(work)
        if self._paused and self._pause_timer is None:
            # Never starve indexing: questions that keep coming let the parsers run again after a while.
            self._pause_timer = threading.Timer(MAX_YIELD_S, self._resume_on_time)
            self._pause_timer.daemon = True
            self._pause_timer.start()

    def _resume_on_time(self) -> None:
        with self._changed:
            self._yielding = False
            self._resume_all()

    def _resume_all(self) -> None:  # with self._changed held
        if self._pause_timer is not None:
            self._pause_timer.cancel()
            self._pause_timer = None
        paused, self._paused = self._paused, []
        for work in paused:
            _call(work.resume)

    @contextmanager
    def foreground(self) -> Iterator[None]:
        """Hold the gate for one of a question's passes (waits only for the pass running now)."""
        with self.asking(), self._changed:
            self._changed.wait_for(lambda: not self._busy)
            self._busy = True
        try:
            yield
        finally:
            self._release()

    @contextmanager
    def background(self) -> Iterator[None]:
        """Hold the gate for one slice of indexing, once no question is under way."""
        with self._changed:
            while True:
                self._yield_to_questions()
                if not self._busy:
                    break
                self._changed.wait()
            self._busy = True
        try:
            yield
        finally:
            with self._changed:
                self._indexed_at = time.monotonic()
            self._release()

    def _release(self) -> None:
        with self._changed:
            self._busy = False
            self._changed.notify_all()


_LOADAVG = "/proc/loadavg"


@cache
def _usable_cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def spare_cores() -> int:
    """Cores no thread wants at this instant: the cores this process may use, less the threads
    running or ready to run machine-wide (the calling thread among them; /proc/loadavg's fourth
    field). 0 where that is not known (not Linux)."""
    try:
        with open(_LOADAVG, "rb", buffering=0) as file:
            running = int(file.read().split()[3].split(b"/")[0])
    except (OSError, ValueError, IndexError):
        return 0
    return max(0, _usable_cores() - running)


def _call(step) -> bool:  # type: ignore[no-untyped-def]
    """Run a pause or resume; a process that has just ended is not an error."""
    try:
        step()
    except OSError as exc:
        logger.debug("pause/resume of an indexing process: %s", exc)
        return False
    return True


GATE = ComputeGate()  # one per process: the models are shared by every session
