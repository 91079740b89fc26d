"""Uploads as ingest jobs (shared deployment): queued with their bytes staged, run once by a worker,
audited once when they end, requeued when their worker dies, their progress in their row while
they run. One process, SQLite; several workers on PostgreSQL + S3 are tests/storage/test_job_workers.py."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

import numpy as np
import pytest
from sqlalchemy import update

from rag_core import cli
from rag_core.access import AccessService
from rag_core.auth import Principal, Role
from rag_core.errors import AccessDeniedError
from rag_core.jobs import STAGED_GONE, IngestJobs
from rag_core.library import Library
from rag_core.settings import Settings
from rag_core.storage.accounts import Accounts
from rag_core.storage.jobs import JobRecord, JobRow, JobStatus
from rag_core.testing import HashEmbedder
from rag_core.types import DocStatus, ProgressEvent
from tests.helpers.pdfs import make_pdf

NOTE = b"# Depot\nThe north depot stores 41 pallets of spare parts.\n"
EDITOR = Principal("ed", role=Role.EDITOR, groups=frozenset({"analysts"}))
MANUAL_PAGES = 8
MANUAL = make_pdf(
    [
        f"Section {n}. The depot {n} keeps {n * 7} pallets of spare parts for the north line."
        for n in range(1, MANUAL_PAGES + 1)
    ]
)
SMALL_BATCHES = {"batch_size": 2}  # embedding starts after the first pages, long before the last


class HeldEmbedder(HashEmbedder):
    """The hash embedder, stopped at its first call until the test releases it: a job held mid-way."""

    def __init__(self) -> None:
        super().__init__()
        self.reached, self.release = threading.Event(), threading.Event()

    def embed(self, texts: Sequence[str], *, threads: int | None = None) -> np.ndarray:
        self.reached.set()
        if not self.release.wait(60):
            raise TimeoutError("the test never released the embedder")
        return super().embed(texts, threads=threads)


def progress_recorded(jobs: IngestJobs, job_id: int, timeout_s: float = 20) -> JobRecord:
    """The job's row once its worker has written some progress (at most PROGRESS_EVERY_S after it)."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        [job] = jobs.status([job_id])
        if job.progress is not None:
            return job
        time.sleep(0.05)
    raise AssertionError(f"no progress recorded for job {job_id}: {jobs.status([job_id])}")


@contextmanager
def held_midway(jobs: IngestJobs, embedder: HeldEmbedder) -> Iterator[tuple[JobRecord, list[JobRecord]]]:
    """Claim the next queued job and run it on a thread until its first embedding; yield its row as
    the worker recorded it there, and a list that holds the job as it ended once the block exits."""
    claimed = jobs.claim()
    assert claimed is not None
    ended: list[JobRecord] = []
    thread = threading.Thread(target=lambda: ended.append(jobs.run(claimed)), name="test-job", daemon=True)
    thread.start()
    try:
        assert embedder.reached.wait(60), "the job never started embedding"
        yield progress_recorded(jobs, claimed.id), ended
    finally:
        embedder.release.set()
        thread.join(60)
    assert ended, "the job did not finish"


def assert_progress_runs_to_the_end(jobs: IngestJobs, embedder: HeldEmbedder) -> None:
    """A queued PDF's job row shows its pages advancing while a worker runs it, and every page and
    passage, stage done, once it has finished."""
    job = jobs.enqueue("manual.pdf", MANUAL, user="ed", collection_id=1)
    [queued] = jobs.status([job.id])
    assert queued.progress is None  # nothing read yet
    with held_midway(jobs, embedder) as (midway, ended):
        event = midway.progress
        assert midway.status == "running" and event is not None and event.stage == "parsing"
        assert 0 < event.pages_done < event.pages_total == MANUAL_PAGES
    [done] = ended
    assert (done.status, done.outcome, done.pages) == ("done", "indexed", MANUAL_PAGES)
    assert (done.stage, done.pages_done, done.pages_total) == ("done", MANUAL_PAGES, MANUAL_PAGES)
    assert done.chunks_done == done.chunks_total == done.chunks > 0
    assert done.progress is not None and done.progress.fraction == 1.0


@pytest.fixture
def shared_settings(tmp_path: Path) -> Settings:
    """A shared deployment on SQLite (users sign in), a short staleness for requeue tests."""
    return Settings(
        data_dir=tmp_path / "data",
        seed_samples=False,
        auth={"mode": "oidc", "editor_groups": ["analysts"]},
        ingest={"stale_after_s": 5},
    )


@pytest.fixture
def jobs(shared_settings: Settings, hash_embedder: HashEmbedder) -> IngestJobs:
    """The job queue of a fresh library."""
    return IngestJobs(Library(shared_settings, hash_embedder))


def _uploads(jobs: IngestJobs) -> list[tuple[str, str, str]]:
    log = Accounts(jobs.library.registry.engine).audit_log()
    return [(r.user, r.target, r.detail) for r in log if r.action == "upload"]


def _age(jobs: IngestJobs, job_id: int, stamp: str = "2000-01-01T00:00:00+00:00") -> None:
    with jobs.library.registry.engine.begin() as connection:
        connection.execute(update(JobRow).where(JobRow.id == job_id).values(heartbeat_at=stamp))


def test_a_queued_upload_is_indexed_by_the_next_worker_and_audited_once(jobs: IngestJobs) -> None:
    job = jobs.enqueue("depot.md", NOTE, user="ed", collection_id=1)
    assert job.status == JobStatus.QUEUED and jobs.staged.names() == [job.staged_key]
    assert not jobs.library.documents() and _uploads(jobs) == []  # nothing happens until a worker runs it
    done = jobs.run_one()
    assert done is not None and (done.id, done.status, done.outcome) == (job.id, "done", "indexed")
    assert done.finished and done.pages == 1 and done.chunks >= 1 and done.owner == jobs.owner
    [doc] = jobs.library.ready_documents()
    assert (doc.name, doc.doc_id, doc.collection_id) == ("depot.md", done.doc_id, 1)
    assert jobs.staged.names() == []  # the staged bytes are gone, the original is stored as usual
    assert _uploads(jobs) == [("ed", "depot.md", "indexed: indexed")]
    assert jobs.run_one() is None
    assert _uploads(jobs) == [("ed", "depot.md", "indexed: indexed")]


def test_a_refused_file_is_a_finished_job_with_the_refusal(jobs: IngestJobs) -> None:
    jobs.enqueue("empty.md", b"", user="ed", collection_id=1)
    done = jobs.run_one()
    assert done is not None and (done.status, done.outcome) == ("done", "failed")
    assert "empty" in done.message
    [failure] = jobs.library.failures()
    assert failure.name == "empty.md"
    assert [(u, t) for u, t, _ in _uploads(jobs)] == [("ed", "empty.md")]


def test_jobs_run_oldest_first_and_status_reads_them_by_id(jobs: IngestJobs) -> None:
    first = jobs.enqueue("a.md", NOTE + b"a", user="ed", collection_id=1)
    second = jobs.enqueue("b.md", NOTE + b"b", user="vic", collection_id=1)
    assert jobs.run_one().id == first.id  # type: ignore[union-attr]
    assert [(j.id, j.status) for j in jobs.status([second.id, first.id, 999])] == [
        (first.id, "done"),
        (second.id, "queued"),
    ]
    assert [j.name for j in jobs.recent("ed")] == ["a.md"]


def test_a_job_whose_worker_stopped_beating_is_queued_again_and_run_once(jobs: IngestJobs) -> None:
    job = jobs.enqueue("depot.md", NOTE, user="ed", collection_id=1)
    claimed = jobs.table.claim("server-a:4242:dead")  # a worker on another host, which then dies
    assert claimed is not None and claimed.id == job.id and claimed.attempts == 1
    assert jobs.run_one() is None  # its heartbeat is fresh: left alone
    assert jobs.status([job.id])[0].status == "running"
    _age(jobs, job.id)
    done = jobs.run_one()
    assert done is not None and (done.status, done.outcome, done.attempts) == ("done", "indexed", 2)
    assert [d.name for d in jobs.library.ready_documents()] == ["depot.md"]
    assert len(_uploads(jobs)) == 1
    # The dead worker cannot record an ending over the live one's.
    assert not jobs.table.finish(job.id, "server-a:4242:dead", status=JobStatus.DONE, outcome="indexed")


def test_a_job_interrupted_as_often_as_allowed_is_given_up_with_a_message(jobs: IngestJobs) -> None:
    job = jobs.enqueue("depot.md", NOTE, user="ed", collection_id=1)
    for attempt in range(jobs.library.settings.ingest.job_attempts):
        assert jobs.table.claim(f"server-a:{attempt}:dead") is not None
        _age(jobs, job.id)
        assert jobs.requeue_dead() == 1
    [given_up] = jobs.status([job.id])
    assert given_up.status == "failed" and "stopped part-way 3 times" in given_up.message
    assert jobs.staged.names() == [] and not jobs.library.documents(DocStatus.READY)
    assert [(u, t) for u, t, _ in _uploads(jobs)] == [("ed", "depot.md")]


def test_a_job_whose_staged_bytes_are_gone_fails_saying_to_upload_again(jobs: IngestJobs) -> None:
    job = jobs.enqueue("depot.md", NOTE, user="ed", collection_id=1)
    jobs.staged.delete(job.staged_key)
    done = jobs.run_one()
    assert done is not None and (done.status, done.message) == ("failed", STAGED_GONE)
    assert _uploads(jobs) == [("ed", "depot.md", f"failed: {STAGED_GONE}")]


def test_the_staged_uploads_are_not_orphans_to_the_library(jobs: IngestJobs) -> None:
    job = jobs.enqueue("depot.md", NOTE, user="ed", collection_id=1)
    assert jobs.library.files.names() == []
    jobs.library.recover()
    assert jobs.staged.exists(job.staged_key)


def test_enqueue_checks_the_role_and_the_write_grant(jobs: IngestJobs, shared_settings: Settings) -> None:
    access = AccessService(shared_settings)
    viewer = access.library(jobs.library, Principal("vic"))
    with pytest.raises(AccessDeniedError):
        viewer.enqueue(jobs, "depot.md", NOTE)
    editor = access.library(jobs.library, EDITOR)
    job = editor.enqueue(jobs, "depot.md", NOTE, provenance="primary")
    assert (job.user, job.provenance, job.collection_id) == ("ed", "primary", 1)
    assert [j.id for j in editor.jobs(jobs)] == [job.id] and viewer.jobs(jobs) == []
    assert jobs.table.counts()["queued"] == 1


def test_worker_once_runs_the_queue_and_exits(
    jobs: IngestJobs,
    shared_settings: Settings,
    hash_embedder: HashEmbedder,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for n in range(3):
        jobs.enqueue(f"note-{n}.md", NOTE + bytes([65 + n]), user="ed", collection_id=1)
    monkeypatch.setenv("RAG_AUTH__MODE", "oidc")
    code = cli.main(["worker", "--once", "--data-dir", str(shared_settings.data_dir)], embedder=hash_embedder)
    out = capsys.readouterr().out
    assert code == 0 and "3 jobs run" in out and out.count("indexed") == 3
    assert sorted(d.name for d in jobs.library.ready_documents()) == ["note-0.md", "note-1.md", "note-2.md"]


def test_a_running_jobs_row_shows_its_pages_advancing_then_done(shared_settings: Settings) -> None:
    embedder = HeldEmbedder()
    settings = shared_settings.model_copy(
        update={"embedding": shared_settings.embedding.model_copy(update=SMALL_BATCHES)}
    )
    assert_progress_runs_to_the_end(IngestJobs(Library(settings, embedder)), embedder)


def test_a_job_queued_again_starts_its_progress_from_nothing(jobs: IngestJobs) -> None:
    job = jobs.enqueue("depot.md", NOTE, user="ed", collection_id=1)
    claimed = jobs.table.claim("server-a:4242:dead")
    assert claimed is not None
    jobs.table.beat(job.id, claimed.owner, ProgressEvent("depot.md", "embedding", 1, 1, 3, 5))
    assert jobs.status([job.id])[0].progress == ProgressEvent("depot.md", "embedding", 1, 1, 3, 5)
    _age(jobs, job.id)
    assert jobs.requeue_dead() == 1
    [queued] = jobs.status([job.id])
    assert queued.status == "queued" and queued.progress is None
