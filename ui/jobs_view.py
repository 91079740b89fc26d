"""The Library page's uploads in a shared deployment (queued by :func:`ui.upload_view.uploader`):
a progress bar per upload waiting for or being indexed by a worker (on this or another server),
worded as local mode's from the progress the worker records in the job's row, and the user's
newest uploads with how they ended."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from rag_core.access import LibraryActions
from rag_core.jobs import IngestJobs, JobRecord
from rag_core.types import IngestOutcome
from ui.text import md_escape
from ui.upload_view import describe

REFRESH_S = 1.0  # how often the uploads are read again while one is unfinished (workers write progress every second)
SHOWN = 10  # the user's newest uploads listed
WAITING = "waiting for a worker"
_SHOWN_STATUS = {"queued": "queued", "running": "indexing", "failed": "failed"}
_OUTCOME = {
    IngestOutcome.INDEXED.value: "indexed",
    IngestOutcome.REPLACED.value: "indexed (replaced the earlier version)",
    IngestOutcome.ALREADY_INDEXED.value: "already indexed",
    IngestOutcome.FAILED.value: "failed",
}


def status_text(job: JobRecord) -> str:
    """How a job is shown: queued, indexing, indexed, already indexed, failed."""
    if job.status == "done":
        return _OUTCOME.get(job.outcome, job.outcome)
    return _SHOWN_STATUS.get(job.status, job.status)


def recent(actions: LibraryActions, jobs: IngestJobs) -> None:
    """This user's newest uploads, read again every ``REFRESH_S`` while one is unfinished; when
    the last one finishes the whole page is drawn again (new documents listed)."""
    records = actions.jobs(jobs, SHOWN)
    if not records:
        return
    pending = any(not job.finished for job in records)
    st.fragment(_panel, run_every=REFRESH_S if pending else None)(actions, jobs, pending)


def progress_bar(job: JobRecord) -> None:
    """An unfinished job's bar: waiting for a worker, or how far its worker got, in local mode's words."""
    shown = md_escape(job.name)
    if job.status == "queued":
        st.progress(0.0, text=f"**{shown}**: {WAITING}")
        return
    event = job.progress
    st.progress(event.fraction if event is not None else 0.0, text=f"**{shown}**: {describe(event)}")


def _panel(actions: LibraryActions, jobs: IngestJobs, pending: bool) -> None:
    records = actions.jobs(jobs, SHOWN)
    for job in reversed(records):  # oldest first, the order they were added and are run
        if not job.finished:
            progress_bar(job)
    st.subheader("Your uploads")
    frame = pd.DataFrame(
        [
            {
                "Name": job.name,
                "Status": status_text(job),
                "Pages": job.pages or None,
                "Passages": job.chunks or None,
                "Message": job.message if job.status == "failed" or job.outcome == IngestOutcome.FAILED.value else "",
                "Uploaded": job.created_at.replace("T", " ")[:16],
            }
            for job in records
        ]
    )
    st.dataframe(frame, hide_index=True, width="stretch", key="upload-jobs")
    if pending and all(job.finished for job in records):
        st.rerun()  # the whole page: the documents table and failures show what was just indexed
