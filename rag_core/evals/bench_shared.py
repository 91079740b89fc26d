"""Concurrency benchmark of a shared deployment: many sessions asking while an ingest runs.

``python -m rag_core bench shared --docs FOLDER`` indexes up to ``--files`` documents in one
thread while ``--sessions`` threads ask questions through one engine (as the app's sessions share
one cached engine), each waiting ``--think-s`` between its questions as a reader does (0: back to
back), against whatever store the settings name (``RAG_DATABASE_URL`` PostgreSQL for the figure
the issue asks for; S3 too when ``RAG_INDEX_URI`` / ``RAG_FILES_URI`` say so). Reported: errors,
answers, question latency and the time each query-log write took (p50 / p95 / max).
"""

from __future__ import annotations

import logging
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from rag_core.evals.bench import _percentile
from rag_core.library import Library
from rag_core.settings import Settings
from rag_core.storage.database import display_url

logger = logging.getLogger(__name__)

QUESTIONS = (
    "What is this document about?",
    "Who published this report?",
    "What are the main findings?",
    "How many pages does the handbook have?",
    "What is the capital of France?",
    "What does the inspection procedure require?",
    "When was the notice published?",
    "What expenditures are listed?",
)


@dataclass(frozen=True, slots=True)
class SharedBench:
    """Figures of one run."""

    database: str
    index: str
    sessions: int
    think_s: float
    files_indexed: int
    files_total: int
    ingest_s: float
    questions: int
    errors: int
    ask_p50_ms: float
    ask_p95_ms: float
    log_writes: int
    log_p50_ms: float
    log_p95_ms: float
    log_max_ms: float
    first_error: str

    def table(self) -> str:
        """Markdown table for the README and the note."""
        rows = [
            ("database", self.database),
            ("index", self.index),
            ("sessions asking at once", str(self.sessions)),
            ("pause between a session's questions", f"{self.think_s:g} s"),
            ("files indexed meanwhile", f"{self.files_indexed} of {self.files_total} in {self.ingest_s:.0f} s"),
            ("questions answered", str(self.questions)),
            ("errors", str(self.errors) + (f" (first: {self.first_error})" if self.errors else "")),
            ("question latency p50 / p95", f"{self.ask_p50_ms:.0f} / {self.ask_p95_ms:.0f} ms"),
            ("query-log writes", str(self.log_writes)),
            (
                "query-log write p50 / p95 / max",
                f"{self.log_p50_ms:.1f} / {self.log_p95_ms:.1f} / {self.log_max_ms:.1f} ms",
            ),
        ]
        return "\n".join(["| measure | value |", "|---|---|"] + [f"| {k} | {v} |" for k, v in rows])


def _documents(folders: list[Path], limit: int) -> list[Path]:
    found = sorted(p for folder in folders for p in ([folder] if folder.is_file() else folder.rglob("*.pdf")))
    return found[:limit]


def bench_shared(
    settings: Settings, docs: list[Path], *, files: int = 10, sessions: int = 20, think_s: float = 0.0
) -> SharedBench:
    """Run the benchmark on a fresh library (a temporary data dir; the database and index the
    settings name should be empty)."""
    from rag_core.answer.engine import Engine

    paths = _documents(docs, files)
    if not paths:
        from rag_core.errors import ConfigError

        raise ConfigError(f"no PDFs found under {', '.join(map(str, docs))}; pass --docs FOLDER")
    with tempfile.TemporaryDirectory(prefix="bench-shared-") as tmp:
        library = Library(settings.model_copy(update={"data_dir": Path(tmp), "seed_samples": False}))
        library.ingest_paths(paths[:1], provenance="primary")  # something to answer from at once
        engine = Engine(library)
        engine.ask(QUESTIONS[0], session_id="bench-warm-up")

        log_ms: list[float] = []
        log_guard = threading.Lock()
        write = engine.log.record

        def timed_record(entry) -> None:  # type: ignore[no-untyped-def]
            started = time.perf_counter()
            write(entry)
            with log_guard:
                log_ms.append((time.perf_counter() - started) * 1000)

        engine.log.record = timed_record  # type: ignore[method-assign]
        ingest_done = threading.Event()
        indexed: list[int] = []
        ingest_started = time.perf_counter()
        ingest_took: list[float] = []

        def ingest() -> None:
            try:
                results = library.ingest_paths(paths[1:], provenance="primary")
                indexed.append(1 + sum(r.ok for r in results))
            finally:
                ingest_took.append(time.perf_counter() - ingest_started)
                ingest_done.set()

        ask_ms: list[float] = []
        errors: list[str] = []

        def session(number: int) -> None:
            turn = 0
            while not ingest_done.is_set():
                question = QUESTIONS[(number + turn) % len(QUESTIONS)]
                started = time.perf_counter()
                try:
                    engine.ask(question, session_id=f"bench-session-{number}", user=f"user-{number}")
                except Exception as exc:  # noqa: BLE001 - counted and reported
                    with log_guard:
                        errors.append(f"{type(exc).__name__}: {exc}")
                else:
                    with log_guard:
                        ask_ms.append((time.perf_counter() - started) * 1000)
                turn += 1
                ingest_done.wait(think_s)

        threads = [threading.Thread(target=ingest, name="bench-ingest")]
        threads += [threading.Thread(target=session, args=(n,), name=f"bench-session-{n}") for n in range(sessions)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        return SharedBench(
            database=display_url(library.registry.engine.url),
            index=settings.index_uri or "local folder",
            sessions=sessions,
            think_s=think_s,
            files_indexed=indexed[0] if indexed else 0,
            files_total=len(paths),
            ingest_s=ingest_took[0] if ingest_took else 0.0,
            questions=len(ask_ms),
            errors=len(errors),
            ask_p50_ms=_percentile(ask_ms, 0.5) if ask_ms else 0.0,
            ask_p95_ms=_percentile(ask_ms, 0.95) if ask_ms else 0.0,
            log_writes=len(log_ms),
            log_p50_ms=_percentile(log_ms, 0.5) if log_ms else 0.0,
            log_p95_ms=_percentile(log_ms, 0.95) if log_ms else 0.0,
            log_max_ms=max(log_ms, default=0.0),
            first_error=errors[0] if errors else "",
        )
