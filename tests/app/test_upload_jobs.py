"""Uploads in a shared deployment are ingest jobs run by the server's background worker, queued as
soon as files are added; the Library page shows each one's progress as its worker (on any server)
records it, in local mode's words, and lists the user's uploads with their status. Local mode
indexes on the session's own thread and queues nothing."""

from __future__ import annotations

import re
import time
from pathlib import Path

from streamlit.testing.v1 import AppTest

from rag_core.jobs import IngestJobs
from rag_core.library import Library
from rag_core.settings import Settings
from rag_core.storage.jobs import JobTable
from rag_core.storage.registry import make_engine
from tests.app.conftest import start
from tests.helpers.uploads import progress_texts, upload
from tests.test_jobs import MANUAL, MANUAL_PAGES, SMALL_BATCHES, HeldEmbedder, held_midway
from ui.text import md_escape
from tests.app.test_roles import EDITOR, LIBRARY, _accounts, _run, shared_app  # noqa: F401 - shared_app is a fixture

NOTES = ("notes.md", b"# Notes\n\nThe spare filter is in locker 7.\n", "text/markdown")


def _jobs(data_dir: Path) -> JobTable:
    return JobTable(make_engine(Settings(data_dir=data_dir).db_url))


def _statuses(at: AppTest) -> list[str]:
    tables = [t for t in at.dataframe if "Status" in t.value.columns]
    return list(tables[0].value["Status"]) if tables else []


def test_an_editors_upload_becomes_a_job_and_ends_indexed(shared_app: Path) -> None:  # noqa: F811
    at = _run(EDITOR, LIBRARY)
    assert "Index files" not in [b.label for b in [*at.form_submit_button, *at.button]]  # one step
    at.file_uploader[0].set_value([NOTES])
    at.run()
    assert not at.exception, at.exception
    at.run()  # the file stays in the uploader across runs: it is queued once
    [job] = _jobs(shared_app).recent("ed", 5)
    assert (job.name, job.user) == ("notes.md", "ed")
    assert _statuses(at) in (["queued"], ["indexing"], ["indexed"])
    deadline = time.monotonic() + 120
    while _jobs(shared_app).recent("ed", 5)[0].status != "done" and time.monotonic() < deadline:
        time.sleep(0.2)
    at.run()
    assert not at.exception, at.exception
    assert _statuses(at) == ["indexed"]
    names = [list(t.value["Name"]) for t in at.dataframe if "Company" in t.value.columns]
    assert names == [["notes.md"]]
    uploads = [r for r in _accounts(shared_app).audit_log() if r.action == "upload"]
    assert [(r.user, r.target) for r in uploads] == [("ed", "notes.md")]


def test_local_mode_indexes_in_the_session_and_queues_nothing(empty_app: Path) -> None:
    at = upload(start(LIBRARY), [NOTES])
    assert any(md_escape("notes.md") in s.value and "Indexed" in s.value for s in at.success)
    assert _jobs(empty_app).counts()["queued"] == 0 and _jobs(empty_app).recent("local", 5) == []
    assert _statuses(at) == []


def test_an_upload_being_indexed_shows_its_progress_in_local_modes_words(shared_app: Path) -> None:  # noqa: F811
    embedder = HeldEmbedder()
    jobs = IngestJobs(Library(Settings(embedding=SMALL_BATCHES), embedder))  # another server's worker, held mid-way
    jobs.enqueue("manual.pdf", MANUAL, user="ed", collection_id=1)
    with held_midway(jobs, embedder):
        at = _run(EDITOR, LIBRARY)  # this server's worker leaves it alone: its worker is alive
        [bar] = progress_texts(at)
        assert re.fullmatch(
            rf"\*\*{re.escape(md_escape('manual.pdf'))}\*\*: reading page [1-7] of {MANUAL_PAGES}", bar
        ), bar
        assert _statuses(at) == ["indexing"]
    at.run()
    assert not at.exception, at.exception
    assert progress_texts(at) == [] and _statuses(at) == ["indexed"]
