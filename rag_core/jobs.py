"""Uploads as ingest jobs that any server's worker runs (shared deployment).

The page stages the uploaded bytes in the job store and queues a row (:mod:`rag_core.storage.jobs`);
a worker on any server (one thread per app process, or ``python -m rag_core worker``) claims it,
beats while it runs :meth:`Library.ingest_bytes <rag_core.library.Library.ingest_bytes>`, records
the result and removes the staged bytes. Each beat carries the file's latest progress (the library's
progress events, written at most every ``PROGRESS_EVERY_S``), so the Library page of whichever
server the user is on shows "reading page 3 of 12" as local mode does. The database and the object store hold all the state: a
worker that dies mid-job leaves a ``running`` row whose heartbeat goes stale, and the next worker
to look puts it back in the queue (the library cleans up what the dead ingest wrote, by the same
rule). Local mode does not use any of this: the Library page indexes uploads itself.

The upload is audited once, when its job ends, as the user who queued it (the write grant was
checked when it was queued).
"""

from __future__ import annotations

import logging
import threading
import time
import uuid
from collections.abc import Callable, Iterable

from rag_core.errors import BusyError
from rag_core.library import Library
from rag_core.library.liveness import Heartbeat, owner_gone
from rag_core.storage.accounts import Accounts
from rag_core.storage.base import older_than
from rag_core.storage.files import FileStore, make_job_store
from rag_core.storage.jobs import JobRecord, JobStatus, JobTable
from rag_core.types import IngestResult, ProgressEvent

logger = logging.getLogger(__name__)

__all__ = [
    "IngestJobs",
    "JobBeat",
    "JobRecord",
    "JobStatus",
    "PROGRESS_EVERY_S",
    "STAGED_GONE",
    "upload_detail",
    "work",
]

STAGED_GONE = "the uploaded file is no longer waiting in storage (removed meanwhile); upload it again"
GAVE_UP = "indexing stopped part-way {attempts} times (the servers running it stopped); upload the file again"
PROGRESS_EVERY_S = 1.0  # the newest progress of a running job is written at most this often


class JobBeat:
    """The heartbeat of one running job, carrying its latest progress.

    The ingest thread only keeps the newest event (:meth:`report`, one reference assignment: no
    database work on the ingest path); :meth:`beat`, called every ``PROGRESS_EVERY_S`` by a
    :class:`~rag_core.library.liveness.Heartbeat` thread, writes it when it changed, and stamps the
    heartbeat at least every ``heartbeat_s`` even when nothing moved (the ingest waits for the write lock).
    The job's ending is written with the last event (:attr:`latest`), so none is lost.
    """

    def __init__(self, table: JobTable, job_id: int, owner: str, heartbeat_s: float) -> None:
        self._table, self._job_id, self._owner, self._heartbeat_s = table, job_id, owner, heartbeat_s
        self.latest: ProgressEvent | None = None
        self._written: ProgressEvent | None = None
        self._beaten_at = time.monotonic()

    def report(self, event: ProgressEvent) -> None:
        """(The ingest thread) the library's progress callback."""
        self.latest = event

    def beat(self) -> None:
        """(The heartbeat thread) write the newest progress if it changed, or the heartbeat if due."""
        event = self.latest
        if event is self._written and time.monotonic() - self._beaten_at < self._heartbeat_s:
            return
        self._table.beat(self._job_id, self._owner, event if event is not self._written else None)
        self._written, self._beaten_at = event, time.monotonic()


def upload_detail(result: IngestResult) -> str:
    """The audit detail of an upload: its outcome, and the message when there is one."""
    return f"{result.outcome.value}: {result.message}" if result.message else result.outcome.value


class IngestJobs:
    """The job queue of one library's database and file store."""

    def __init__(self, library: Library, staged: FileStore | None = None) -> None:
        self.library = library
        self.table = JobTable(library.registry.engine)
        self.staged = staged if staged is not None else make_job_store(library.settings)
        self._accounts = Accounts(library.registry.engine)

    @property
    def owner(self) -> str:
        """Who this process is on the jobs it runs (the library's owner, host:pid:random)."""
        return self.library.owner

    def enqueue(
        self, name: str, data: bytes, *, user: str, provenance: str = "unknown", collection_id: int
    ) -> JobRecord:
        """Stage ``data`` and queue a job to index it into ``collection_id`` for ``user``.

        Checks nothing about the user: :meth:`LibraryActions.enqueue <rag_core.access.LibraryActions.enqueue>`
        does, before calling this. The bytes are stored before the row exists, so a queued job
        always has its bytes.
        """
        key = f"{uuid.uuid4().hex}.upload"
        self.staged.put(key, data)
        job = self.table.add(
            collection_id=collection_id,
            name=name,
            provenance=provenance,
            user=user,
            staged_key=key,
            size_bytes=len(data),
        )
        logger.info("queued %s for %s (job %d)", name, user, job.id)
        return job

    def status(self, job_ids: Iterable[int]) -> list[JobRecord]:
        """These jobs as they are now, by id."""
        return self.table.get(job_ids)

    def recent(self, user: str, limit: int = 20) -> list[JobRecord]:
        """One user's newest jobs, newest first."""
        return self.table.recent(user, limit)

    def requeue_dead(self) -> int:
        """Put running jobs whose worker is dead (a gone process of this host, or no heartbeat for
        ``ingest.stale_after_s``) back in the queue, or give them up after ``ingest.job_attempts``
        starts; returns how many changed."""
        settings = self.library.settings.ingest
        changed = 0
        for job in self.table.running():
            if job.owner == self.owner or not (
                owner_gone(job.owner) or older_than(job.heartbeat_at, settings.stale_after_s)
            ):
                continue
            give_up = GAVE_UP.format(attempts=job.attempts) if job.attempts >= settings.job_attempts else None
            if self.table.release(job, give_up_message=give_up):
                changed += 1
                logger.warning(
                    "job %d (%s) of %s stopped part-way; %s",
                    job.id,
                    job.name,
                    job.owner,
                    "given up" if give_up else "queued again",
                )
                if give_up:
                    self._audit(job, f"failed: {give_up}")
                    self.staged.delete(job.staged_key)
        return changed

    def claim(self) -> JobRecord | None:
        """The oldest queued job, now running for this process (None: nothing queued)."""
        return self.table.claim(self.owner)

    def run_one(self) -> JobRecord | None:
        """Requeue dead jobs, then claim one job and run it; the job as it ended (None: nothing queued)."""
        self.requeue_dead()
        job = self.claim()
        if job is None:
            return None
        return self.run(job)

    def run(self, job: JobRecord) -> JobRecord:
        """Run a job this process claimed, beating (with its progress) while it runs; records and
        audits its ending."""
        heartbeat_s = self.library.settings.ingest.heartbeat_s
        beats = JobBeat(self.table, job.id, self.owner, heartbeat_s)
        heartbeat = Heartbeat(beats.beat, min(heartbeat_s, PROGRESS_EVERY_S), f"job-heartbeat-{job.id}")
        try:
            result, problem = self._ingest(job, beats.report)
        finally:
            heartbeat.stop()
        if result is not None:
            recorded = self.table.finish(
                job.id,
                self.owner,
                status=JobStatus.DONE,
                outcome=result.outcome.value,
                message=result.message,
                doc_id=result.doc_id,
                pages=result.pages,
                chunks=result.chunks,
                progress=beats.latest,
            )
            detail, target = upload_detail(result), result.name
        else:
            recorded = self.table.finish(
                job.id, self.owner, status=JobStatus.FAILED, message=problem, progress=beats.latest
            )
            detail, target = f"failed: {problem}", job.name
        if recorded:
            self._audit(job, detail, target)
            self.staged.delete(job.staged_key)
            logger.info("job %d (%s): %s", job.id, job.name, detail)
        else:  # given to another worker meanwhile (this one looked dead); that one records the ending
            logger.warning("job %d (%s) was given to another worker while this one ran it", job.id, job.name)
        found = self.table.get([job.id])
        return found[0] if found else job

    def _ingest(self, job: JobRecord, progress: Callable[[ProgressEvent], None]) -> tuple[IngestResult | None, str]:
        """The ingest result, or None and why the job could not run."""
        try:
            data = self.staged.get(job.staged_key)
        except FileNotFoundError:
            return None, STAGED_GONE
        try:
            return self.library.ingest_bytes(
                job.name, data, provenance=job.provenance, collection_id=job.collection_id, progress=progress
            ), ""
        except BusyError as exc:  # the write lock stayed taken past ingest.lock_timeout_s; nothing was written
            return None, f"{exc} (nothing was changed; upload the file again)"

    def _audit(self, job: JobRecord, detail: str, target: str | None = None) -> None:
        self._accounts.append(user=job.user, action="upload", target=target or job.name, detail=detail)


def work(
    jobs: IngestJobs,
    stop: threading.Event,
    *,
    poll_s: float,
    once: bool = False,
    on_job: Callable[[JobRecord], None] | None = None,
) -> int:
    """Run queued jobs until ``stop`` is set (checked between jobs, so the current one finishes);
    with ``once``, until the queue is empty. Returns how many jobs ran.

    A failure to reach the database or the store is logged and retried after ``poll_s``; one bad
    job never stops the worker.
    """
    ran = 0
    while not stop.is_set():
        try:
            job = jobs.run_one()
        except Exception:  # noqa: BLE001 - the store may be briefly unreachable; keep serving
            logger.warning("the ingest worker could not run a job; retrying in %.1f s", poll_s, exc_info=True)
            if once:
                raise
            stop.wait(poll_s)
            continue
        if job is None:
            if once:
                break
            stop.wait(poll_s)
            continue
        ran += 1
        if on_job is not None:
            on_job(job)
    return ran
