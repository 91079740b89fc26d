"""A shared deployment answers exactly like a laptop: the replay question set, asked of libraries
whose registry is PostgreSQL and whose index and originals are in S3 (both on loopback), gives the
envelopes recorded for SQLite + local disk (``tests/answer/replay_envelopes.json``), ids and
timings aside (they are not in the recorded envelopes)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rag_core.answer.engine import Engine
from rag_core.library import Library
from rag_core.settings import Settings
from tests.answer.conftest import build
from tests.answer.test_filings import CONTOSO_2023, NORTHWIND_2021, NORTHWIND_2023, _library
from tests.answer.test_replay import ACME, FILINGS, RECORDED, SAMPLE_QUESTIONS, SAMPLES, _ask_all
from tests.helpers.postgres import PostgresCluster
from tests.helpers.s3 import S3Bucket


def test_replayed_questions_on_postgres_and_s3_give_the_recorded_envelopes(  # type: ignore[no-untyped-def]
    postgres_cluster: PostgresCluster, s3_bucket: S3Bucket, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, embedder
) -> None:
    def shared(corpus: str) -> Path:
        """Point the settings read from the environment at a fresh database and bucket prefix."""
        monkeypatch.setenv("RAG_DATABASE_URL", postgres_cluster.url(postgres_cluster.create_database()))
        for name, value in s3_bucket.env().items():
            monkeypatch.setenv(name, value)
        monkeypatch.setenv("RAG_INDEX_URI", f"s3://{s3_bucket.name}/{corpus}/index")
        monkeypatch.setenv("RAG_FILES_URI", f"s3://{s3_bucket.name}/{corpus}/files")
        return tmp_path / corpus

    acme = build(shared("acme"), embedder)
    assert acme.registry.engine.dialect.name == "postgresql" and acme.settings.index_uri.startswith("s3://")
    got = _ask_all(Engine(acme), "acme", ACME)
    filings = {
        "NORTHWIND_2023_10K.pdf": NORTHWIND_2023,
        "NORTHWIND_2021_10K.pdf": NORTHWIND_2021,
        "contoso-annual.pdf": CONTOSO_2023,
    }
    got |= _ask_all(Engine(_library(shared("filings"), embedder, filings)), "filings", FILINGS)
    samples = Library(Settings(data_dir=shared("samples"), samples_dir=SAMPLES), embedder)
    assert all(r.ok for r in samples.seed_samples())
    got |= _ask_all(Engine(samples), "samples", SAMPLE_QUESTIONS)

    recorded = json.loads(RECORDED.read_text(encoding="utf-8"))
    assert sorted(got) == sorted(recorded)
    changed = [key for key in recorded if got[key] != recorded[key]]
    assert not changed, (
        f"{len(changed)} envelope(s) differ on PostgreSQL + S3, first: {changed[0]}\n"
        + json.dumps({"local": recorded[changed[0]], "shared": got[changed[0]]}, ensure_ascii=False, indent=1)[:4000]
    )
