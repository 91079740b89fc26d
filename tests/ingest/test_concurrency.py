"""Writes are serialised: simultaneous uploads all land, and the index stays consistent.

These tests check locking and bookkeeping, not what retrieval finds, so they embed with the hash
embedder; the two processes run the real command line through ``python -m rag_core.testing``.
"""

from __future__ import annotations

import subprocess
import sys
import threading
from pathlib import Path

import pytest

from rag_core.library import Library
from rag_core.settings import Settings
from rag_core.testing import HashEmbedder
from rag_core.types import IngestResult
from tests.conftest import PROJECT_ROOT
from tests.helpers.pdfs import long_page, make_pdf

pytestmark = pytest.mark.slow  # several processes writing one data dir


def test_two_uploads_at_once_from_threads(settings: Settings, hash_embedder: HashEmbedder) -> None:
    library = Library(settings, hash_embedder)
    files = {f"doc{i}.pdf": make_pdf([long_page(30, seed=i), f"Document {i} ends here."]) for i in range(3)}
    results: list[IngestResult] = []

    def upload(name: str, data: bytes) -> None:
        results.append(library.ingest_bytes(name, data))

    threads = [threading.Thread(target=upload, args=item) for item in files.items()]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=300)
    assert sorted(r.name for r in results) == sorted(files)
    assert all(r.ok for r in results)
    ready = library.ready_documents()
    assert len(ready) == 3
    assert library.store.count() == sum(d.chunks for d in ready)
    for doc in ready:
        indices = [row["metadata"]["chunk_index"] for row in library.store.chunks_of(doc.doc_id)]
        assert indices == list(range(doc.chunks))


def test_two_cli_processes_ingesting_the_same_data_dir(tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    paths = []
    for i in range(2):
        path = tmp_path / f"proc{i}.pdf"
        path.write_bytes(make_pdf([long_page(25, seed=i)]))
        paths.append(path)
    procs = [
        subprocess.Popen(
            [sys.executable, "-m", "rag_core.testing", "ingest", str(path), "--data-dir", str(data_dir)],
            cwd=PROJECT_ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for path in paths
    ]
    outputs = [proc.communicate(timeout=300) for proc in procs]
    assert [proc.returncode for proc in procs] == [0, 0], outputs
    library = Library(Settings(data_dir=data_dir, seed_samples=False), HashEmbedder())
    docs = library.documents()
    assert sorted(d.name for d in docs) == ["proc0.pdf", "proc1.pdf"]
    assert all(d.status == "ready" for d in docs)
    assert library.store.count() == sum(d.chunks for d in docs)
