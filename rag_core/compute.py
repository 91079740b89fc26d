"""Who may run a model forward pass in this process next: a question before indexing.

The app answers questions while it indexes uploads, on a laptop's few cores. Both use torch (the
embedding model; the answer judge's cross-encoder), and two forward passes at once only slow
each other down. So every pass goes through one gate. A question marks itself for its whole
course (:meth:`ComputeGate.asking`); its passes (:meth:`ComputeGate.foreground`) wait only for
the pass running now. Indexing embeds in small slices (:meth:`ComputeGate.background`), each
waiting while a question is under way, so a question waits for one slice at most. Indexing is
never starved: a slice waits at most ``MAX_YIELD_S`` for questions that keep coming.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

MAX_YIELD_S = 2.0  # longest an indexing slice waits for questions before it runs anyway


class ComputeGate:
    """One forward pass at a time; questions first."""

    def __init__(self) -> None:
        self._changed = threading.Condition()
        self._busy = False
        self._asking = 0  # questions under way

    @contextmanager
    def asking(self) -> Iterator[None]:
        """A question is being answered: indexing slices wait until it is done."""
        with self._changed:
            self._asking += 1
        try:
            yield
        finally:
            with self._changed:
                self._asking -= 1
                self._changed.notify_all()

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
        deadline = time.monotonic() + MAX_YIELD_S
        with self._changed:
            while self._busy or (self._asking and time.monotonic() < deadline):
                self._changed.wait(timeout=max(0.0, deadline - time.monotonic()) if not self._busy else None)
            self._busy = True
        try:
            yield
        finally:
            self._release()

    def _release(self) -> None:
        with self._changed:
            self._busy = False
            self._changed.notify_all()


GATE = ComputeGate()  # one per process: the models are shared by every session
