"""The parser worker runs below the app's priority, so a question asked while a file is parsed gets
the cores first."""

from __future__ import annotations

import os
from pathlib import Path

from rag_core.ingest.formats import format_of
from rag_core.ingest.worker_pages import WORKER_NICENESS
from rag_core.settings import IngestSettings
from rag_core.types import FileType


def test_the_parser_worker_is_nicer_than_the_app(tmp_path: Path) -> None:
    path = tmp_path / "long.txt"
    path.write_text("The pump runs at four bar on weekdays and stops at noon.\n" * 120_000)  # ~7 MB
    with format_of(FileType.TEXT).loader(path, "long.txt", IngestSettings()) as source:
        worker = source._proc  # type: ignore[attr-defined]
        niceness = os.getpriority(os.PRIO_PROCESS, worker.pid)
        pages = sum(1 for _ in source)
    assert pages > 1  # the worker read the file while it ran at that priority
    assert niceness >= min(os.getpriority(os.PRIO_PROCESS, 0) + WORKER_NICENESS, 19)
