"""Uploads as ingest jobs (shared deployment): queued with their bytes staged, run once by a worker,
audited once when they end, requeued when their worker dies. One process, SQLite; several workers
on PostgreSQL + S3 are tests/storage/test_job_workers.py."""

from __future__ import annotations

from pathlib import Path

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
from rag_core.storage.jobs import JobRow, JobStatus
from rag_core.testing import HashEmbedder
from rag_core.types import DocStatus

NOTE = b"# Depot\nThe north depot stores 41 pallets of spare parts.\n"
EDITOR = Principal("ed", role=Role.EDITOR, groups=frozenset({"analysts"}))


@pytest.fixture
def shared_settings(tmp_path: Path) -> Settings:
    """A shared deployment on SQLite (users sign in), a short staleness for requeue tests."""
    return Settings(data_dir=tmp_path / "data", seed_samples=False,
                    auth={"mode": "oidc", "editor_groups": ["analysts"]}, ingest={"stale_after_s": 5})


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
    assert [(j.id, j.status) for j in jobs.status([second.id, first.id, 999])] == [(first.id, "done"), (second.id, "queued")]
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
    jobs: IngestJobs, shared_settings: Settings, hash_embedder: HashEmbedder,
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
) -> None:
    for n in range(3):
        jobs.enqueue(f"note-{n}.md", NOTE + bytes([65 + n]), user="ed", collection_id=1)
    monkeypatch.setenv("RAG_AUTH__MODE", "oidc")
    code = cli.main(["worker", "--once", "--data-dir", str(shared_settings.data_dir)], embedder=hash_embedder)
    out = capsys.readouterr().out
    assert code == 0 and "3 jobs run" in out and out.count("indexed") == 3
    assert sorted(d.name for d in jobs.library.ready_documents()) == ["note-0.md", "note-1.md", "note-2.md"]
