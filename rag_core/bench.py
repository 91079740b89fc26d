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
