"""A long file is written to the index in bounded batches and stays invisible until it is complete.

The libraries embed with the hash embedder and use small batch sizes, so a few hundred lines of
text make several writes.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from rag_core.answer.engine import Engine
from rag_core.library import Library
from rag_core.settings import Settings
from rag_core.testing import HashEmbedder
from rag_core.types import IngestOutcome

LINES = "\n".join(
    f"Section {i}: the archive keeps {i * 3} boxes of ledgers from plant number {i}." for i in range(1, 401)
)


def _library(tmp_path: Path, hash_embedder: HashEmbedder) -> Library:
    settings = Settings(
        data_dir=tmp_path / "data",
        seed_samples=False,
        ingest={"commit_every_chunks": 8, "text_page_lines": 10},
        embedding={"batch_size": 4},
    )
    library = Library(settings, hash_embedder)
    assert library.ingest_bytes("kept.md", b"# Kept\nThe kept document names the harbour master.").ok
    return library


def test_chunks_are_written_in_bounded_batches_and_stay_invisible_until_ready(
    tmp_path: Path, hash_embedder: HashEmbedder, monkeypatch: pytest.MonkeyPatch
) -> None:
    library = _library(tmp_path, hash_embedder)
    engine = Engine(library)
    kept = library.ready_documents()[0]
    writes: list[int] = []
    seen_while_indexing: list[tuple[set[str], str]] = []
    add = library.store.add

    def watched_add(nodes: list) -> None:  # type: ignore[type-arg]
        add(nodes)
        writes.append(len(nodes))
        if len(writes) == 2:
            # Halfway through: the chunks are in the table, the document is not ready, and a
            # question is answered only from the document that is.
            reply = engine.ask("How many boxes of ledgers does the archive keep from plant number 7?")
            seen_while_indexing.append(({c.source for c in reply.citations}, reply.mode.value))

    monkeypatch.setattr(library.store, "add", watched_add)
    result = library.ingest_bytes("ledgers.txt", LINES.encode())

    assert result.outcome is IngestOutcome.INDEXED, result.message
    assert len(writes) >= 3, writes
    assert max(writes) <= 8, writes  # never more than commit_every_chunks held unwritten
    assert sum(writes) == result.chunks
    sources, _mode = seen_while_indexing[0]
    assert "ledgers.txt" not in sources
    assert library.store.count(result.doc_id) == result.chunks
    assert {d.name for d in library.ready_documents()} == {"kept.md", "ledgers.txt"}
    assert library.store.count(kept.doc_id) == kept.chunks


def test_a_failure_after_some_batches_were_written_removes_them_all(
    tmp_path: Path, hash_embedder: HashEmbedder, monkeypatch: pytest.MonkeyPatch
) -> None:
    library = _library(tmp_path, hash_embedder)
    kept = library.ready_documents()[0]
    add = library.store.add
    writes: list[int] = []

    def failing_add(nodes: list) -> None:  # type: ignore[type-arg]
        if len(writes) == 3:
            raise OSError("disk full")
        add(nodes)
        writes.append(len(nodes))

    monkeypatch.setattr(library.store, "add", failing_add)
    result = library.ingest_bytes("ledgers.txt", LINES.encode())

    assert result.outcome is IngestOutcome.FAILED
    assert "disk full" in result.message and "try again" in result.message
    assert writes == [8, 8, 8]
    assert library.store.doc_ids() == {kept.doc_id}
    assert library.store.count() == kept.chunks
    assert [d.name for d in library.ready_documents()] == ["kept.md"]
