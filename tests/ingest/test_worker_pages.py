"""Every file is parsed in a separate worker process (rag_core.ingest.parse_worker), read page by page
through rag_core.ingest.worker_pages: the protocol's messages in order, a refusal in the user's words."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from rag_core import compute
from rag_core.compute import GATE
from rag_core.errors import IngestError
from rag_core.ingest.forked import WORKER_MODULE
from rag_core.ingest.worker_pages import WorkerPages
from rag_core.settings import IngestSettings
from rag_core.types import FileType
from tests.helpers.pdfs import make_pdf

NOTES = b"# Depot notes\n\nThe spare forklift key is kept in the blue cabinet beside gate 4.\n"


def test_the_worker_writes_meta_then_each_page_then_done(tmp_path: Path) -> None:
    path = tmp_path / "notes.md"
    path.write_bytes(NOTES)
    run = subprocess.run(
        [sys.executable, "-m", "rag_core.ingest.parse_worker", "md", str(path), IngestSettings().model_dump_json()],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    messages = [json.loads(line) for line in run.stdout.splitlines()]
    assert [m["type"] for m in messages] == ["meta", "page", "done"]
    assert messages[0]["sha256"] == hashlib.sha256(NOTES).hexdigest() and messages[0]["pages"] == 1
    assert "blue cabinet beside gate 4" in messages[1]["text"]
    assert messages[2]["peak_rss_mb"] > 0


def test_the_worker_refuses_a_file_without_text_naming_no_server_path(tmp_path: Path) -> None:
    path = tmp_path / "secret-upload-1234.txt"
    path.write_bytes(b"   \n\n  \n")
    run = subprocess.run(
        [sys.executable, "-m", WORKER_MODULE, "txt", str(path), IngestSettings().model_dump_json()],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    (message,) = [json.loads(line) for line in run.stdout.splitlines()]
    assert message["type"] == "error" and message["kind"] == "refused"
    assert "has no text to index" in message["detail"] and "secret-upload" not in message["detail"]


def test_worker_pages_give_the_info_then_the_pages_in_order(tmp_path: Path) -> None:
    path = tmp_path / "upload.md"
    path.write_bytes(NOTES)
    with WorkerPages(FileType.MARKDOWN, path, "notes.md", IngestSettings(), "Markdown file") as source:
        assert source.info.page_count == 1
        pages = list(source)
    assert [page.page for page, _, _ in pages] == [1]
    assert source.sha256 == hashlib.sha256(NOTES).hexdigest() and source.peak_rss_mb > 0


def test_a_refusal_is_raised_with_the_file_name_the_user_gave(tmp_path: Path) -> None:
    path = tmp_path / "upload.txt"
    path.write_bytes(b"\n\n")
    with (
        pytest.raises(IngestError) as caught,
        WorkerPages(FileType.TEXT, path, "empty.txt", IngestSettings(), "text file") as source,
    ):
        source.info  # noqa: B018
    assert caught.value.name == "empty.txt" and "no text to index" in caught.value.reason


def _state(pid: int) -> str:
    """A process's run state: "R" running, "S" sleeping, "T" stopped, "" once it is gone."""
    try:
        return (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return ""


def _becomes(pid: int, state: str, within_s: float = 10.0) -> bool:
    """Whether the process reaches ``state`` soon: a signal is delivered when the process is next scheduled."""
    deadline = time.monotonic() + within_s
    while _state(pid) != state:
        if time.monotonic() > deadline:
            return False
        time.sleep(0.01)
    return True


@pytest.mark.slow  # waits out the parse's time limit
def test_a_question_pauses_the_parser_and_the_paused_time_does_not_count_toward_its_limit(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(compute, "MAX_YIELD_S", 30.0)
    path = tmp_path / "report.pdf"
    path.write_bytes(make_pdf([f"Page {n}: the depot opens at {n} o'clock." for n in range(1, 4)]))
    settings = IngestSettings(parse_timeout_s=2.0)
    with GATE.asking():
        source = WorkerPages(FileType.PDF, path, "report.pdf", settings, "PDF")
        assert _becomes(source.pid, "T")  # stopped while the question is answered
        time.sleep(2.5)  # longer than the parse's whole time limit
    with source:
        pages = [page.text for page, _, _ in source]  # goes on, and is not refused as too slow
    assert len(pages) == 3 and "opens at 3" in pages[2]
    assert _state(source.pid) in ("", "Z")  # ended, never left stopped


def test_the_fork_server_loads_every_formats_reader_once() -> None:
    from rag_core.ingest import forked, worker_readers
    from rag_core.ingest.formats import FORMATS

    assert "rag_core.ingest.worker_readers" in forked.PRELOAD
    wanted = {f.reader.partition(":")[0] for f in FORMATS if f.reader}
    assert wanted and set(worker_readers.READERS) == wanted and wanted <= set(sys.modules)
