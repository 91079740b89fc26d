"""Asking while indexing: question latency idle and while a large file indexes, in one process.

``python -m rag_core bench busy FILE`` indexes the sample documents into a temporary library,
times the sample questions there (idle), then indexes ``FILE`` (a 10-K) in a thread, as the app's
upload does, and times the same questions again, one a second, until it finishes (busy). The ratio busy / idle
is what an analyst feels when asking while an upload runs; both are measured in one run, so the
machine's noise affects them alike.
"""

from __future__ import annotations

import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from rag_core.evals.bench import _percentile
from rag_core.evals.common import run_session
from rag_core.library import Library
from rag_core.settings import Settings

QUESTIONS = (
    "What was Northwind's revenue for 2023?",
    "How many trucks does Northwind operate?",
    "What are Northwind's core values?",
    "What is cross-docking?",
    "What break must drivers take after 4.5 hours of driving?",
    "Within how many hours must a reportable incident be reported?",
)
IDLE_ROUNDS = 3
PAUSE_S = 1.0  # between questions, as an analyst reads the answer (and indexing gets on)


@dataclass(frozen=True, slots=True)
class BusyBench:
    """Figures of one run."""

    file: str
    ingest_s: float
    pages: int
    idle_ms: tuple[float, ...]
    busy_ms: tuple[float, ...]

    def table(self) -> str:
        """Markdown table for the README and the note."""
        idle50, busy50 = _percentile(list(self.idle_ms), 0.5), _percentile(list(self.busy_ms), 0.5)
        idle95, busy95 = _percentile(list(self.idle_ms), 0.95), _percentile(list(self.busy_ms), 0.95)
        rows = [
            ("file indexed meanwhile", f"{self.file} ({self.pages} pages, {self.ingest_s:.0f} s)"),
            ("questions idle / while indexing", f"{len(self.idle_ms)} / {len(self.busy_ms)}"),
            ("p50 idle / while indexing", f"{idle50:.0f} ms / {busy50:.0f} ms ({busy50 / idle50:.2f} x)"),
            ("p95 idle / while indexing", f"{idle95:.0f} ms / {busy95:.0f} ms ({busy95 / idle95:.2f} x)"),
            ("max while indexing", f"{max(self.busy_ms, default=0):.0f} ms"),
        ]
        return "\n".join(["| measure | value |", "|---|---|"] + [f"| {k} | {v} |" for k, v in rows])


def bench_busy(settings: Settings, file: Path) -> BusyBench:
    """See the module docstring."""
    from rag_core.answer.engine import Engine

    with tempfile.TemporaryDirectory(prefix="verbatim-busy-") as tmp:
        local = settings.model_copy(update={"data_dir": Path(tmp), "seed_samples": False})
        library = Library(local)
        library.ingest_paths([settings.samples_dir])
        engine = Engine(library)
        session = run_session("bench-busy")
        for question in QUESTIONS:  # warm: model, word statistics, caches
            engine.ask(question, session_id=session)
        idle = []
        for _ in range(IDLE_ROUNDS):
            for question in QUESTIONS:
                started = time.perf_counter()
                engine.ask(question, session_id=session)
                idle.append((time.perf_counter() - started) * 1000)
        outcome: dict[str, float] = {}

        def index() -> None:
            started = time.perf_counter()
            results = library.ingest_paths([file])
            outcome["s"] = time.perf_counter() - started
            outcome["pages"] = sum(r.pages for r in results)

        worker = threading.Thread(target=index, name="bench-busy-ingest")
        worker.start()
        time.sleep(2.0)  # past the file's first pages: the parser and the embedder are both at work
        busy = []
        while worker.is_alive():
            for question in QUESTIONS:
                started = time.perf_counter()
                engine.ask(question, session_id=session)
                busy.append((time.perf_counter() - started) * 1000)
                if not worker.is_alive():
                    break
                time.sleep(PAUSE_S)
        worker.join()
    return BusyBench(file.name, outcome.get("s", 0.0), int(outcome.get("pages", 0)), tuple(idle), tuple(busy))
