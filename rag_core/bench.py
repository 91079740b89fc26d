"""Benchmarks whose output goes into the README (never timed tests: these machines are noisy)."""

from __future__ import annotations

import resource
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from rag_core.embedding import SentenceTransformerEmbedder
from rag_core.library import Library
from rag_core.settings import Settings


def _peak_mb(who: int) -> float:
    return resource.getrusage(who).ru_maxrss / 1024  # Linux reports KiB


@dataclass(frozen=True, slots=True)
class IngestBench:
    """Figures of one ingestion benchmark run."""

    files: int
    failed: int
    pages: int
    chunks: int
    model_load_s: float
    ingest_s: float
    embed_only_s: float
    peak_main_mb: float
    peak_worker_mb: float

    def table(self) -> str:
        """Markdown table for the README."""
        ratio = self.ingest_s / self.embed_only_s if self.embed_only_s else float("nan")
        rows = [
            ("files (failed)", f"{self.files} ({self.failed})"),
            ("pages", f"{self.pages}"),
            ("chunks", f"{self.chunks}"),
            ("model load", f"{self.model_load_s:.1f} s"),
            ("total ingestion", f"{self.ingest_s:.1f} s"),
            ("pages/s", f"{self.pages / self.ingest_s:.1f}" if self.ingest_s else "-"),
            ("chunks/s", f"{self.chunks / self.ingest_s:.1f}" if self.ingest_s else "-"),
            ("embedding only (same chunks)", f"{self.embed_only_s:.1f} s"),
            ("ingestion / embedding only", f"{ratio:.2f} x"),
            ("peak memory, app process", f"{self.peak_main_mb:.0f} MB"),
            ("peak memory, PDF parser worker", f"{self.peak_worker_mb:.0f} MB"),
        ]
        lines = ["| measure | value |", "|---|---|"]
        lines += [f"| {k} | {v} |" for k, v in rows]
        return "\n".join(lines)


def bench_ingest(paths: list[Path], settings: Settings) -> IngestBench:
    """Ingest ``paths`` into a fresh temporary index, then embed the same chunks alone."""
    with tempfile.TemporaryDirectory(prefix="verbatim-bench-") as tmp:
        bench_settings = settings.model_copy(update={"data_dir": Path(tmp), "seed_samples": False})
        started = time.perf_counter()
        embedder = SentenceTransformerEmbedder(bench_settings.embedding)
        embedder.embed(["warm-up sentence"] * 4)
        load_s = time.perf_counter() - started

        library = Library(bench_settings, embedder)
        started = time.perf_counter()
        results = library.ingest_paths(paths)
        ingest_s = time.perf_counter() - started

        texts: list[str] = []
        for result in results:
            if result.ok:
                texts.extend(row["text"] for row in library.store.chunks_of(result.doc_id))
        batch = bench_settings.embedding.batch_size
        started = time.perf_counter()
        for start in range(0, len(texts), batch):
            embedder.embed(texts[start : start + batch])
        embed_s = time.perf_counter() - started

        return IngestBench(
            files=len(results),
            failed=sum(1 for r in results if not r.ok),
            pages=sum(r.pages for r in results if r.ok),
            chunks=len(texts),
            model_load_s=load_s,
            ingest_s=ingest_s,
            embed_only_s=embed_s,
            peak_main_mb=_peak_mb(resource.RUSAGE_SELF),
            peak_worker_mb=max((r.parser_peak_mb for r in results), default=0.0),
        )


@dataclass(frozen=True, slots=True)
class QueryBench:
    """Warm per-question latency figures."""

    questions: int
    p50_ms: float
    p95_ms: float
    max_ms: float
    mean_ms: float
    modes: dict[str, int]

    def table(self) -> str:
        """Markdown table for the README."""
        rows = [
            ("questions (FinanceBench, 10 PDFs)", str(self.questions)),
            ("warm latency p50", f"{self.p50_ms:.0f} ms"),
            ("warm latency p95", f"{self.p95_ms:.0f} ms"),
            ("warm latency max", f"{self.max_ms:.0f} ms"),
            ("mean", f"{self.mean_ms:.0f} ms"),
            ("modes", ", ".join(f"{k} {v}" for k, v in sorted(self.modes.items()))),
        ]
        return "\n".join(["| measure | value |", "|---|---|"] + [f"| {k} | {v} |" for k, v in rows])


_WARM_UP = (
    "What was total revenue?",
    "Who is the chief executive officer?",
    "How many employees does the company have?",
)


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, int(round(share * (len(ordered) - 1)))))
    return ordered[index]


def bench_query(settings: Settings, corpus: Path, index_dir: Path) -> QueryBench:
    """Time every FinanceBench question once, after the model and index are warm.

    The index is built under ``index_dir`` when missing (a no-op when already built).
    """
    from rag_core.engine import Engine
    from rag_core.evals import financebench

    if not (corpus / "pdfs").is_dir():
        from rag_core.errors import ConfigError

        raise ConfigError(f"no FinanceBench PDFs under {corpus}/pdfs; pass --corpus DIR")
    bench_settings = settings.model_copy(update={"data_dir": index_dir, "seed_samples": False})
    library = Library(bench_settings)
    library.ingest_paths([corpus / "pdfs"], provenance="primary")
    engine = Engine(library)
    for question in _WARM_UP:
        engine.ask(question, session_id="bench-warm-up")
    latencies = []
    modes: dict[str, int] = {}
    for item in financebench.load(corpus):
        started = time.perf_counter()
        response = engine.ask(item["question"], session_id="bench-query")
        latencies.append((time.perf_counter() - started) * 1000)
        modes[response.mode.value] = modes.get(response.mode.value, 0) + 1
    return QueryBench(
        questions=len(latencies),
        p50_ms=_percentile(latencies, 0.5),
        p95_ms=_percentile(latencies, 0.95),
        max_ms=max(latencies),
        mean_ms=sum(latencies) / len(latencies),
        modes=modes,
    )
