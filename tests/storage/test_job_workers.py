"""Ingest jobs on one PostgreSQL + S3 store run by worker processes (``python -m rag_core worker``):
two workers drain one queue with every job run exactly once, and a worker killed mid-job has its
job queued again once its heartbeat is stale and finished by another worker; a running job's
progress is written to its row, where any server reads it.

Each worker is a separate process with its own data dir and the hash embedder (passed to
``rag_core.cli.main``, as the tests of the CLI do); what is checked is bookkeeping, not retrieval.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from rag_core.jobs import IngestJobs
from rag_core.library import Library
from rag_core.settings import Settings
from rag_core.storage.accounts import Accounts
from rag_core.testing import HashEmbedder
from rag_core.types import DocStatus
from tests.conftest import PROJECT_ROOT
from tests.helpers.s3 import DUMMY_KEYS, S3Bucket
from tests.test_jobs import SMALL_BATCHES, HeldEmbedder, assert_progress_runs_to_the_end

WORKER = """
import sys
from rag_core import cli
from rag_core.testing import HashEmbedder
sys.exit(cli.main(["worker", *sys.argv[1:]], embedder=HashEmbedder()))
"""

# A worker on "server-a" (another host) that stops for good while embedding, to be killed.
STUCK = """
import socket, sys, time
socket.gethostname = lambda: "server-a"
from rag_core import cli
from rag_core.testing import HashEmbedder

class Stuck(HashEmbedder):
    def embed(self, texts, *, threads=None):
        print("midway", flush=True)
        time.sleep(600)

sys.exit(cli.main(["worker", "--once"], embedder=Stuck()))
"""


def _env(bucket: S3Bucket, database_url: str, data_dir: Path, **extra: str) -> dict[str, str]:
    return {
        **os.environ,
        **DUMMY_KEYS,
        **bucket.env(),
        "RAG_DATABASE_URL": database_url,
        "RAG_DATA_DIR": str(data_dir),
        "RAG_SEED_SAMPLES": "false",
        **extra,
    }


def _note(n: int) -> bytes:
    return f"# Depot {n}\nThe depot {n} stores {n * 7 + 3} pallets of spare parts.\n".encode() * 30


def _wait_until(check, timeout_s: float) -> bool:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if check():
            return True
        time.sleep(0.2)
    return False


def test_two_workers_drain_one_queue_running_each_job_once(
    s3_bucket: S3Bucket, postgres_url: str, tmp_path: Path, hash_embedder: HashEmbedder
) -> None:
    jobs = IngestJobs(Library(s3_bucket.settings(tmp_path / "app", database_url=postgres_url), hash_embedder))
    workers = [
        subprocess.Popen(
            [sys.executable, "-c", WORKER, "--poll-s", "0.1"],
            cwd=PROJECT_ROOT,
            text=True,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=_env(s3_bucket, postgres_url, tmp_path / f"worker-{n}"),
        )
        for n in range(2)
    ]
    try:
        queued = [jobs.enqueue(f"depot-{n}.md", _note(n), user="ed", collection_id=1) for n in range(8)]
        ids = [job.id for job in queued]
        assert _wait_until(lambda: all(j.finished for j in jobs.status(ids)), 180), jobs.status(ids)
    finally:
        for proc in workers:
            proc.send_signal(signal.SIGTERM)
    outputs = []
    for proc in workers:
        out, err = proc.communicate(timeout=60)
        assert proc.returncode == 0, err[-3000:]  # SIGTERM: stopped between jobs, cleanly
        outputs.append(out)
    finished = jobs.status(ids)
    assert [(j.status, j.outcome, j.attempts) for j in finished] == [("done", "indexed", 1)] * 8
    run_by = [line.split()[1] for out in outputs for line in out.splitlines() if line.startswith("job ")]
    assert sorted(map(int, run_by)) == sorted(ids)  # every job run, none twice
    library = jobs.library
    ready = library.ready_documents()
    assert sorted(d.name for d in ready) == sorted(f"depot-{n}.md" for n in range(8))
    assert not library.documents(DocStatus.INDEXING) and not library.failures()
    assert library.store.doc_ids() == {d.doc_id for d in ready}  # registry and index agree
    assert all(library.store.count(d.doc_id) == d.chunks for d in ready)
    assert sorted(Path(n).stem for n in library.files.names()) == sorted(d.doc_id for d in ready)
    assert jobs.staged.names() == []  # no upload left waiting in the bucket
    uploads = [r for r in Accounts(library.registry.engine).audit_log() if r.action == "upload"]
    assert sorted(r.target for r in uploads) == sorted(f"depot-{n}.md" for n in range(8))


def test_a_killed_workers_job_is_queued_again_once_stale_and_finished_by_another(
    s3_bucket: S3Bucket, postgres_url: str, tmp_path: Path, hash_embedder: HashEmbedder
) -> None:
    settings = s3_bucket.settings(
        tmp_path / "server-b", database_url=postgres_url, ingest={"stale_after_s": 3, "heartbeat_s": 0.2}
    )
    jobs = IngestJobs(Library(settings, hash_embedder, recover=False))
    job = jobs.enqueue("stuck.md", _note(1) * 10, user="ed", collection_id=1)
    env = _env(s3_bucket, postgres_url, tmp_path / "server-a", RAG_INGEST__HEARTBEAT_S="0.2")
    proc = subprocess.Popen(
        [sys.executable, "-c", STUCK],
        cwd=PROJECT_ROOT,
        env=env,
        text=True,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "midway", (
            proc.stderr and proc.stderr.read()
        )
        time.sleep(1)
        assert jobs.run_one() is None  # A is alive and beating: its job is left alone
        [running] = jobs.status([job.id])
        assert running.status == "running" and running.owner.startswith("server-a:")
        proc.kill()
        proc.wait(timeout=30)
        assert jobs.run_one() is None  # right after the kill the heartbeat is still fresh
        time.sleep(4.2)  # stale_after_s, plus the stamps' whole seconds
        done = jobs.run_one()  # stale now: queued again, and run here
        assert done is not None and done.id == job.id
        assert (done.status, done.outcome, done.attempts) == ("done", "indexed", 2)
        assert done.owner == jobs.owner
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    library = jobs.library
    [doc] = library.ready_documents()
    assert doc.name == "stuck.md" and not library.failures() and not library.documents(DocStatus.INDEXING)
    assert library.store.doc_ids() == {doc.doc_id} and library.store.count(doc.doc_id) == doc.chunks
    assert [Path(n).stem for n in library.files.names()] == [doc.doc_id]
    assert jobs.staged.names() == []
    uploads = [r for r in Accounts(library.registry.engine).audit_log() if r.action == "upload"]
    assert [(r.user, r.target) for r in uploads] == [("ed", "stuck.md")]


def test_a_running_jobs_progress_is_written_to_postgresql_as_it_advances(postgres_url: str, tmp_path: Path) -> None:
    embedder = HeldEmbedder()
    settings = Settings(
        data_dir=tmp_path / "data", seed_samples=False, database_url=postgres_url, embedding=SMALL_BATCHES
    )
    assert_progress_runs_to_the_end(IngestJobs(Library(settings, embedder)), embedder)
