"""PostgreSQL restarts while the library writes: the lock is taken anew for every write, a release
on the lost connection counts as released, and the document is either whole or absent."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from rag_core.embedding import Embedder
from rag_core.library import Library
from rag_core.settings import IngestSettings, Settings
from rag_core.storage.database import make_engine
from rag_core.storage.writelock import AdvisoryWriteLock, LockHolders
from rag_core.types import ProgressEvent
from tests.helpers.pdfs import long_page, make_pdf
from tests.helpers.postgres import PostgresCluster


def test_a_lock_held_across_a_restart_is_released_without_an_error(
    postgres_cluster: PostgresCluster, postgres_url: str, caplog: pytest.LogCaptureFixture
) -> None:
    engine = make_engine(postgres_url)
    holders = LockHolders(engine)
    lock = AdvisoryWriteLock(engine, "library", 5)
    with caplog.at_level(logging.WARNING), lock.hold("indexing filing.pdf"):
        assert "indexing filing.pdf" in holders.holder("library")
        postgres_cluster.restart()  # the session holding the lock ends with the server
    assert "released the lock with it" in caplog.text
    with lock.hold("after the restart"):  # free again, and taken on a new connection
        pass
    assert holders.holder("library") == ""  # nobody is named as holding it any more


def test_an_ingest_goes_on_after_a_restart_between_its_writes(
    postgres_cluster: PostgresCluster, postgres_url: str, tmp_path: Path, embedder: Embedder
) -> None:
    settings = Settings(
        data_dir=tmp_path / "data",
        database_url=postgres_url,
        seed_samples=False,
        ingest=IngestSettings(commit_every_chunks=8),
    )
    library = Library(settings, embedder)
    restarted: list[int] = []

    def progress(event: ProgressEvent) -> None:
        if not restarted and event.chunks_done >= 16:  # two batches written under the lock so far
            postgres_cluster.restart()
            restarted.append(event.chunks_done)

    pages = [f"Depot report, page {page}. {long_page(30, seed=page)}" for page in range(8)]
    result = library.ingest_bytes("depots.pdf", make_pdf(pages), progress=progress)
    assert restarted, "the file was too small to restart the database mid-ingest"
    assert result.ok, result.message
    (doc,) = library.ready_documents()
    assert doc.chunks == result.chunks == len(library.store.chunks_of(doc.doc_id))
    assert [r["metadata"]["chunk_index"] for r in library.store.chunks_of(doc.doc_id)] == list(range(doc.chunks))
