"""The Library page's uploads in a shared deployment: queued as jobs as soon as they are added,
shown with their status until a worker (on this or another server) has indexed them."""

from __future__ import annotations

from typing import Any

import pandas as pd
import streamlit as st

from rag_core.access import LibraryActions
from rag_core.errors import RagCoreError
from rag_core.jobs import IngestJobs, JobRecord
from rag_core.types import IngestOutcome
from ui.text import md_escape

REFRESH_S = 2.0  # how often the list of uploads is read again while one is unfinished
SHOWN = 10  # the user's newest uploads listed
_SHOWN_STATUS = {"queued": "queued", "running": "indexing", "failed": "failed"}
_OUTCOME = {
    IngestOutcome.INDEXED.value: "indexed",
    IngestOutcome.REPLACED.value: "indexed (replaced the earlier version)",
    IngestOutcome.ALREADY_INDEXED.value: "already indexed",
    IngestOutcome.FAILED.value: "failed",
}


def queue(actions: LibraryActions, jobs: IngestJobs, files: list[Any], provenance: str, collection_id: int) -> list[Any]:
    """Queue each uploaded file for a worker; a file that cannot be queued says why (and, still in
    the uploader, is tried again on the next run). Returns the files queued."""
    queued = []
    for upload in files:
        try:
            actions.enqueue(jobs, upload.name, upload.getvalue(), provenance=provenance, collection_id=collection_id)
            queued.append(upload)
        except (RagCoreError, OSError) as exc:  # no write grant (changed meanwhile), store unreachable
            st.error(f"**{md_escape(upload.name)}**: {md_escape(str(exc))}", icon=":material/error:")
    if queued:
        st.toast(f"{len(queued)} file{'s' if len(queued) > 1 else ''} queued for indexing")
    return queued


def status_text(job: JobRecord) -> str:
    """How a job is shown: queued, indexing, indexed, already indexed, failed."""
    if job.status == "done":
        return _OUTCOME.get(job.outcome, job.outcome)
    return _SHOWN_STATUS.get(job.status, job.status)


def recent(actions: LibraryActions, jobs: IngestJobs) -> None:
    """This user's newest uploads with their status, read again every ``REFRESH_S`` while one is
    unfinished; when the last one finishes the whole page is drawn again (new documents listed)."""
    records = actions.jobs(jobs, SHOWN)
    if not records:
        return
    pending = any(not job.finished for job in records)
    st.fragment(_panel, run_every=REFRESH_S if pending else None)(actions, jobs, pending)


def _panel(actions: LibraryActions, jobs: IngestJobs, pending: bool) -> None:
    records = actions.jobs(jobs, SHOWN)
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
