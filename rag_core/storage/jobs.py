"""Ingest jobs: uploads waiting for, or being run by, a worker on any server.

A row is one uploaded file whose bytes wait in the job store (:func:`rag_core.storage.files.make_job_store`)
under ``staged_key``. A worker claims the oldest queued row (PostgreSQL: ``FOR UPDATE SKIP LOCKED``, so
workers on several servers never wait on each other's picks; every claim is also a conditional
update, so two workers can never both win one row), beats while it runs it (each beat carries the
file's latest progress, which the Library page of any server reads back), and records the outcome. Which rows are dead and go back to the queue is decided in :mod:`rag_core.jobs`; this
module only stores and reads.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

from sqlalchemy import Integer, String, func, select, update
from sqlalchemy.orm import Mapped, mapped_column

from rag_core.storage.base import Base, Tables, now_iso
from rag_core.storage.portable import FreeString, FreeText
from rag_core.types import ProgressEvent

_CLAIM_TRIES = 20  # a claim lost to another worker is retried on the next queued row


class JobStatus(StrEnum):
    """Where a job is: waiting, being run, finished (whatever the file's outcome), or given up."""

    QUEUED = "queued"
    RUNNING = "running"
    DONE = "done"  # ingest ran; ``outcome`` says what it did (a refused file is done, outcome failed)
    FAILED = "failed"  # the job itself could not run (staged file gone, interrupted too often)


class JobRow(Base):
    """One uploaded file to index, with who asked, where its bytes wait and what became of it."""

    __tablename__ = "ingest_jobs"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    collection_id: Mapped[int] = mapped_column(Integer)
    name: Mapped[str] = mapped_column(FreeString(255))
    provenance: Mapped[str] = mapped_column(String(16))
    user: Mapped[str] = mapped_column(FreeString(255), index=True)
    staged_key: Mapped[str] = mapped_column(String(255))
    size_bytes: Mapped[int] = mapped_column(Integer)
    status: Mapped[str] = mapped_column(String(16), index=True)
    owner: Mapped[str] = mapped_column(String(128))
    heartbeat_at: Mapped[str] = mapped_column(String(32))
    attempts: Mapped[int] = mapped_column(Integer)
    outcome: Mapped[str] = mapped_column(String(32))
    message: Mapped[str] = mapped_column(FreeText)
    doc_id: Mapped[str] = mapped_column(String(64))
    pages: Mapped[int] = mapped_column(Integer)
    chunks: Mapped[int] = mapped_column(Integer)
    created_at: Mapped[str] = mapped_column(String(32))
    finished_at: Mapped[str] = mapped_column(String(32))
    # The latest progress of the running ingest (a ProgressEvent; stage "" before the first).
    stage: Mapped[str] = mapped_column(String(16), default="")
    pages_done: Mapped[int] = mapped_column(Integer, default=0)
    pages_total: Mapped[int] = mapped_column(Integer, default=0)
    chunks_done: Mapped[int] = mapped_column(Integer, default=0)
    chunks_total: Mapped[int] = mapped_column(Integer, default=0)


@dataclass(frozen=True, slots=True)
class JobRecord:
    """A stored job, as read back."""

    id: int
    collection_id: int
    name: str
    provenance: str
    user: str
    staged_key: str
    size_bytes: int
    status: str
    owner: str
    heartbeat_at: str
    attempts: int
    outcome: str
    message: str
    doc_id: str
    pages: int
    chunks: int
    created_at: str
    finished_at: str
    stage: str = ""
    pages_done: int = 0
    pages_total: int = 0
    chunks_done: int = 0
    chunks_total: int = 0

    @property
    def finished(self) -> bool:
        """Done or given up: nothing more will happen to it."""
        return self.status in (JobStatus.DONE.value, JobStatus.FAILED.value)

    @property
    def progress(self) -> ProgressEvent | None:
        """How far its ingest got, as last recorded (None: not started, or queued again)."""
        if not self.stage:
            return None
        return ProgressEvent(
            self.name, self.stage, self.pages_done, self.pages_total, self.chunks_done, self.chunks_total
        )


def _job(row: JobRow) -> JobRecord:
    return JobRecord(
        row.id,
        row.collection_id,
        row.name,
        row.provenance,
        row.user,
        row.staged_key,
        row.size_bytes,
        row.status,
        row.owner,
        row.heartbeat_at,
        row.attempts,
        row.outcome,
        row.message,
        row.doc_id,
        row.pages,
        row.chunks,
        row.created_at,
        row.finished_at,
        row.stage,
        row.pages_done,
        row.pages_total,
        row.chunks_done,
        row.chunks_total,
    )


_NO_PROGRESS: dict[str, object] = {"stage": "", "pages_done": 0, "pages_total": 0, "chunks_done": 0, "chunks_total": 0}


def _progress(event: ProgressEvent) -> dict[str, object]:
    return {
        "stage": event.stage,
        "pages_done": event.pages_done,
        "pages_total": event.pages_total,
        "chunks_done": event.chunks_done,
        "chunks_total": event.chunks_total,
    }


class JobTable(Tables):
    """The ``ingest_jobs`` table of one database."""

    def add(
        self, *, collection_id: int, name: str, provenance: str, user: str, staged_key: str, size_bytes: int
    ) -> JobRecord:
        """A queued job for bytes already staged under ``staged_key``."""
        with self.session() as session:
            row = JobRow(
                collection_id=collection_id,
                name=name,
                provenance=provenance,
                user=user,
                staged_key=staged_key,
                size_bytes=size_bytes,
                status=JobStatus.QUEUED.value,
                owner="",
                heartbeat_at="",
                attempts=0,
                outcome="",
                message="",
                doc_id="",
                pages=0,
                chunks=0,
                created_at=now_iso(),
                finished_at="",
                **_NO_PROGRESS,
            )
            session.add(row)
            session.flush()
            return _job(row)

    def claim(self, owner: str) -> JobRecord | None:
        """Mark the oldest queued job running for ``owner`` and return it (None: the queue is empty)."""
        for _ in range(_CLAIM_TRIES):
            with self.session() as session:
                pick = (
                    select(JobRow.id)
                    .where(JobRow.status == JobStatus.QUEUED.value)
                    .order_by(JobRow.id)
                    .limit(1)
                    .with_for_update(skip_locked=True)  # SQLite: ignored
                )
                job_id = session.scalars(pick).first()
                if job_id is None:
                    return None
                won = session.execute(
                    update(JobRow)
                    .where(JobRow.id == job_id, JobRow.status == JobStatus.QUEUED.value)
                    .values(
                        status=JobStatus.RUNNING.value,
                        owner=owner,
                        heartbeat_at=now_iso(),
                        attempts=JobRow.attempts + 1,
                        **_NO_PROGRESS,
                    )  # a new start reads from page 1
                ).rowcount  # type: ignore[attr-defined]
                if won:
                    return _job(session.get_one(JobRow, job_id, populate_existing=True))
        return None

    def beat(self, job_id: int, owner: str, progress: ProgressEvent | None = None) -> bool:
        """``owner`` is still running the job, and got as far as ``progress`` (when given); False
        when it is no longer theirs."""
        values = {"heartbeat_at": now_iso(), **(_progress(progress) if progress is not None else {})}
        with self.session() as session:
            return bool(
                session.execute(
                    update(JobRow)
                    .where(JobRow.id == job_id, JobRow.owner == owner, JobRow.status == JobStatus.RUNNING.value)
                    .values(**values)
                ).rowcount
            )  # type: ignore[attr-defined]

    def finish(
        self,
        job_id: int,
        owner: str,
        *,
        status: JobStatus,
        outcome: str = "",
        message: str = "",
        doc_id: str = "",
        pages: int = 0,
        chunks: int = 0,
        progress: ProgressEvent | None = None,
    ) -> bool:
        """Record how the job ended, with the last ``progress`` of its ingest (stage "done");
        False (nothing written) when ``owner`` no longer runs it (it was given to another worker
        meanwhile, which records its own ending)."""
        last = _progress(progress) if progress is not None else {}
        with self.session() as session:
            return bool(
                session.execute(
                    update(JobRow)
                    .where(JobRow.id == job_id, JobRow.owner == owner, JobRow.status == JobStatus.RUNNING.value)
                    .values(
                        status=status.value,
                        outcome=outcome,
                        message=message,
                        doc_id=doc_id,
                        pages=pages,
                        chunks=chunks,
                        finished_at=now_iso(),
                        **{**last, "stage": "done"},
                    )
                ).rowcount
            )  # type: ignore[attr-defined]

    def running(self) -> list[JobRecord]:
        """Every job some worker runs (or ran, until it died)."""
        query = select(JobRow).where(JobRow.status == JobStatus.RUNNING.value).order_by(JobRow.id)
        with self.session() as session:
            return [_job(row) for row in session.scalars(query)]

    def release(self, job: JobRecord, *, give_up_message: str | None = None) -> bool:
        """Put a running job whose worker is dead back in the queue, or fail it with
        ``give_up_message``; False when it changed meanwhile (its worker beat or finished)."""
        values: dict[str, object] = {"status": JobStatus.QUEUED.value, "owner": "", "heartbeat_at": "", **_NO_PROGRESS}
        if give_up_message is not None:
            values = {"status": JobStatus.FAILED.value, "message": give_up_message, "finished_at": now_iso()}
        with self.session() as session:
            return bool(
                session.execute(
                    update(JobRow)
                    .where(
                        JobRow.id == job.id,
                        JobRow.owner == job.owner,
                        JobRow.heartbeat_at == job.heartbeat_at,
                        JobRow.status == JobStatus.RUNNING.value,
                    )
                    .values(**values)
                ).rowcount
            )  # type: ignore[attr-defined]

    def get(self, job_ids: Iterable[int]) -> list[JobRecord]:
        """These jobs, by id (unknown ids are left out)."""
        ids = sorted(set(job_ids))
        if not ids:
            return []
        with self.session() as session:
            return [_job(row) for row in session.scalars(select(JobRow).where(JobRow.id.in_(ids)).order_by(JobRow.id))]

    def recent(self, user: str, limit: int) -> list[JobRecord]:
        """The newest ``limit`` jobs of one user, newest first."""
        query = select(JobRow).where(JobRow.user == user).order_by(JobRow.id.desc()).limit(limit)
        with self.session() as session:
            return [_job(row) for row in session.scalars(query)]

    def counts(self) -> dict[str, int]:
        """How many jobs are in each status."""
        query = select(JobRow.status, func.count()).group_by(JobRow.status)
        with self.session() as session:
            found = {status: int(count) for status, count in session.execute(query)}
        return {status.value: found.get(status.value, 0) for status in JobStatus}
