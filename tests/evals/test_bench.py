"""The benchmarks whose figures go into the README (rag_core.evals.bench, bench_shared, bench_busy), run
on tiny inputs: what they count and how their tables read. Never timed: these machines are noisy."""

from __future__ import annotations

from pathlib import Path

import pytest

from rag_core.evals.bench import IngestRound, bench_ingest
from rag_core.evals.bench_busy import BusyBench
from rag_core.evals.bench_shared import bench_shared
from rag_core.settings import Settings
from tests.helpers.builders import filing_pdf
from tests.helpers.pdfs import long_page, make_pdf


@pytest.mark.model  # the benchmarks build the real model themselves
def test_the_ingest_benchmark_counts_every_round_and_reports_the_median(tmp_path: Path) -> None:
    pdf = tmp_path / "manual.pdf"
    pdf.write_bytes(make_pdf([long_page(), long_page(seed=2)]))
    result = bench_ingest([pdf], Settings(data_dir=tmp_path / "unused"), rounds=2)
    assert (result.files, result.failed, result.pages) == (1, 0, 2) and result.chunks >= 2
    assert len(result.rounds) == 2 and result.median in result.rounds
    assert all(r.ingest_s > 0 and r.embed_only_s > 0 for r in result.rounds)
    assert "| pages | 2 |" in result.table() and result.peak_worker_mb > 0


@pytest.mark.model
def test_the_shared_benchmark_asks_from_every_session_while_the_rest_indexes(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    for company, name in [("Northwind Logistics, Inc.", "a.pdf"), ("Contoso Pharma Corporation", "b.pdf")]:
        (docs / name).write_bytes(filing_pdf(company, 2023, statement=[("Total revenues", "$ 1,250", "$ 1,100")]))
    result = bench_shared(Settings(data_dir=tmp_path / "unused"), [docs], files=2, sessions=2, think_s=0.3)
    assert (result.files_total, result.files_indexed, result.errors, result.sessions) == (2, 2, 0, 2)
    assert result.questions >= 2  # every session asked while the second file indexed
    assert result.log_writes == result.questions  # each question timed once, its log write too
    assert "| sessions asking at once | 2 |" in result.table() and "| errors | 0 |" in result.table()


def test_the_busy_table_compares_latency_idle_and_while_indexing() -> None:
    bench = BusyBench("filing.pdf", 42.0, 120, idle_ms=(100.0, 110.0, 120.0), busy_ms=(150.0, 300.0, 165.0))
    table = bench.table()
    assert "| file indexed meanwhile | filing.pdf (120 pages, 42 s) |" in table
    assert "| p50 idle / while indexing | 110 ms / 165 ms (1.50 x) |" in table
    assert "| max while indexing | 300 ms |" in table


def test_a_round_without_embedding_time_has_no_ratio() -> None:
    assert IngestRound(2.0, 1.0).ratio == 2.0
    assert IngestRound(2.0, 0.0).ratio != IngestRound(2.0, 0.0).ratio  # NaN
