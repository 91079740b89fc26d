"""Benchmarks whose output goes into the README (never timed tests: these machines are noisy)."""

from __future__ import annotations

import resource
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from rag_core.embedding import Embedder, make_embedder
from rag_core.ingest.context import embedded_text, page_heading
from rag_core.library import Library
from rag_core.settings import Settings


def _peak_mb(who: int) -> float:
    return resource.getrusage(who).ru_maxrss / 1024  # Linux reports KiB


@dataclass(frozen=True, slots=True)
class IngestRound:
    """One ingestion into a fresh index, then the texts it embedded through the model alone (each
    chunk with its search context, as ingestion embeds it), and the bare chunk texts alone."""

    ingest_s: float
    embed_only_s: float  # the texts ingestion embedded: context line + chunk
    bare_only_s: float = 0.0  # the chunk texts without their context line

    @property
    def ratio(self) -> float:
        """Ingestion time over the time the model alone takes for what ingestion embedded."""
        return self.ingest_s / self.embed_only_s if self.embed_only_s else float("nan")

    @property
    def bare_ratio(self) -> float:
        """Ingestion time over the time the model alone takes for the bare chunk texts."""
        return self.ingest_s / self.bare_only_s if self.bare_only_s else float("nan")


@dataclass(frozen=True, slots=True)
class IngestBench:
    """Figures of one ingestion benchmark run (several rounds, to see the machine's noise)."""

    files: int
    failed: int
    pages: int
    chunks: int
    model_load_s: float
    rounds: tuple[IngestRound, ...]
    peak_main_mb: float
    peak_worker_mb: float

    @property
    def median(self) -> IngestRound:
        """The round with the median ratio."""
        ordered = sorted(self.rounds, key=lambda r: r.ratio)
        return ordered[len(ordered) // 2]

    def table(self) -> str:
        """Markdown table for the README."""
        best = self.median
        rows = [
            ("files (failed)", f"{self.files} ({self.failed})"),
            ("pages", f"{self.pages}"),
            ("chunks", f"{self.chunks}"),
            ("model load", f"{self.model_load_s:.1f} s"),
            ("total ingestion (median round)", f"{best.ingest_s:.1f} s"),
            ("pages/s", f"{self.pages / best.ingest_s:.1f}"),
            ("chunks/s", f"{self.chunks / best.ingest_s:.1f}"),
            ("embedding only, the texts ingestion embeds (chunk + context line)", f"{best.embed_only_s:.1f} s"),
            ("ingestion / embedding only (median)", f"{best.ratio:.2f} x"),
            ("ratio in each round", ", ".join(f"{r.ratio:.2f} x" for r in self.rounds)),
            ("embedding only, bare chunk texts (same round)", f"{best.bare_only_s:.1f} s"),
            ("ingestion / bare chunk embedding", ", ".join(f"{r.bare_ratio:.2f} x" for r in self.rounds)),
            ("peak memory, app process", f"{self.peak_main_mb:.0f} MB"),
            ("peak memory, PDF parser worker", f"{self.peak_worker_mb:.0f} MB"),
        ]
        lines = ["| measure | value |", "|---|---|"]
        lines += [f"| {k} | {v} |" for k, v in rows]
        return "\n".join(lines)


def bench_ingest(paths: list[Path], settings: Settings, rounds: int = 3) -> IngestBench:
    """Ingest ``paths`` into a fresh temporary index, then embed the same chunks alone; repeat.

    Each round's ratio compares two timings taken minutes apart on a shared machine, so several
    rounds are run and the median is reported with the others.
    """
    started = time.perf_counter()
    embedder = make_embedder(settings.embedding)
    embedder.embed(["warm-up sentence"] * 4)
    load_s = time.perf_counter() - started
    results = []
    measured = []
    texts: list[str] = []
    for _ in range(max(1, rounds)):
        with tempfile.TemporaryDirectory(prefix="verbatim-bench-") as tmp:
            bench_settings = settings.model_copy(update={"data_dir": Path(tmp), "seed_samples": False})
            library = Library(bench_settings, embedder)
            started = time.perf_counter()
            results = library.ingest_paths(paths)
            ingest_s = time.perf_counter() - started
            texts, embedded = _texts(library, [r.doc_id for r in results if r.ok])
        measured.append(
            IngestRound(ingest_s, _embed_s(embedder, embedded, settings), _embed_s(embedder, texts, settings))
        )
    return IngestBench(
        files=len(results),
        failed=sum(1 for r in results if not r.ok),
        pages=sum(r.pages for r in results if r.ok),
        chunks=len(texts),
        model_load_s=load_s,
        rounds=tuple(measured),
        peak_main_mb=_peak_mb(resource.RUSAGE_SELF),
        peak_worker_mb=max((r.parser_peak_mb for r in results), default=0.0),
    )


def _texts(library: Library, doc_ids: list[str]) -> tuple[list[str], list[str]]:
    """The stored chunk texts, and the texts ingestion embedded for them (context line + chunk)."""
    texts, embedded = [], []
    profiles = library.profiles([d for d in library.ready_documents() if d.doc_id in set(doc_ids)])
    for doc_id in doc_ids:
        headings: dict[int, str] = {}
        for row in library.store.chunks_of(doc_id):
            page = int(row["metadata"]["page"])
            if page not in headings:
                text = library.page(doc_id, page)
                headings[page] = page_heading(text.text) if text is not None else ""
            texts.append(row["text"])
            embedded.append(embedded_text(profiles.get(doc_id), headings[page], row["text"]))
    return texts, embedded


def _embed_s(embedder: Embedder, texts: list[str], settings: Settings) -> float:
    batch = settings.embedding.batch_size
    started = time.perf_counter()
    for start in range(0, len(texts), batch):
        embedder.embed(texts[start : start + batch])
    return time.perf_counter() - started


@dataclass(frozen=True, slots=True)
class QueryBench:
    """Warm per-question latency figures."""

    chunks: int
    questions: int
    rounds: int
    p50_ms: float
    p95_ms: float
    max_ms: float
    mean_ms: float
    modes: dict[str, int]

    def table(self) -> str:
        """Markdown table for the README."""
        rows = [
            ("questions (FinanceBench)", str(self.questions)),
            ("rounds (each question once a round)", str(self.rounds)),
            ("chunks in the library", str(self.chunks)),
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


def bench_query(
    settings: Settings, corpus: Path, index_dir: Path, *, everything: bool = False, rounds: int = 3
) -> QueryBench:
    """Time every FinanceBench question once a round, after the model and index are warm; the
    figures are over all rounds' latencies (35 questions alone give a p95 that is the second
    slowest of one pass: on a shared machine it moved by 10% between runs of the same code).

    The index is built under ``index_dir`` when missing (a no-op when already built).
    """
    from rag_core.answer.engine import Engine
    from rag_core.evals import financebench
    from rag_core.evals.common import run_session
    from rag_core.answer.understand.frame import companies

    if not (corpus / "pdfs").is_dir():
        from rag_core.errors import ConfigError

        raise ConfigError(f"no FinanceBench PDFs under {corpus}/pdfs; pass --corpus DIR")
    bench_settings = settings.model_copy(update={"data_dir": index_dir, "seed_samples": False})
    library = Library(bench_settings)
    library.ingest_paths(financebench.folders(corpus, everything=everything), provenance="primary")
    engine = Engine(library)
    engine.preload(background=False)  # as the app does in the background at start
    # Warm up through the whole pipeline: with several companies in the library a question must
    # name one, or it stops at "which company?" before retrieval and word statistics are loaded.
    names = companies(library.profiles())
    prefix = f"{names[0]} " if names else ""
    for question in _WARM_UP:
        engine.ask(prefix + question, session_id="bench-warm-up")
    latencies = []
    modes: dict[str, int] = {}
    items = list(financebench.load(corpus, everything=everything))
    for round_ in range(max(1, rounds)):
        # A session of its own each round (see run_session: a reused id skews runs after the third).
        session = run_session("bench-query")
        for item in items:
            started = time.perf_counter()
            response = engine.ask(item["question"], session_id=session)
            latencies.append((time.perf_counter() - started) * 1000)
            if round_ == 0:
                modes[response.mode.value] = modes.get(response.mode.value, 0) + 1
    return QueryBench(
        chunks=library.store.count(),
        questions=len(items),
        rounds=max(1, rounds),
        p50_ms=_percentile(latencies, 0.5),
        p95_ms=_percentile(latencies, 0.95),
        max_ms=max(latencies),
        mean_ms=sum(latencies) / len(latencies),
        modes=modes,
    )
