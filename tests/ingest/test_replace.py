"""Replacing a document (same name, new bytes) never loses both revisions, whatever fails when."""

from __future__ import annotations

import pytest

from rag_core.library import Library
from rag_core.storage.chunks import ChunkStore
from rag_core.storage.registry import Registry
from rag_core.types import IngestOutcome
from tests.helpers.pdfs import make_pdf

OLD = make_pdf(["The Halvorsen turbine produces 4.2 megawatts at full load."])
NEW = make_pdf(["The Halvorsen turbine produces 5.1 megawatts at full load after the 2024 upgrade."])


class Crash(RuntimeError):
    """Stands for a kill, a full disk or a busy database at one step of the replacement."""


def _ready(library: Library) -> list[tuple[str, str]]:
    return [(d.name, d.doc_id) for d in library.ready_documents()]


def _searchable_text(library: Library) -> str:
    return " ".join(row["text"] for d in library.ready_documents() for row in library.store.chunks_of(d.doc_id))


@pytest.mark.parametrize("step", ["add", "mark_ready"])
def test_a_failure_before_the_swap_keeps_the_old_revision_answering(
    library: Library, monkeypatch: pytest.MonkeyPatch, step: str
) -> None:
    assert library.ingest_bytes("turbine.pdf", OLD).outcome is IngestOutcome.INDEXED
    old = _ready(library)
    target = ChunkStore if step == "add" else Registry

    def crash(*args: object, **kwargs: object) -> None:
        raise Crash(f"injected at {step}")

    monkeypatch.setattr(target, step, crash)
    result = library.ingest_bytes("turbine.pdf", NEW)
    monkeypatch.undo()
    assert result.outcome is IngestOutcome.FAILED and "try again" in result.message
    assert _ready(library) == old
    assert "4.2 megawatts" in _searchable_text(library)
    assert library.has_original(library.ready_documents()[0])
    # And the next start finds nothing to repair beyond the failed attempt's leftovers.
    library.recover()
    assert _ready(library) == old


def test_a_failure_after_the_swap_leaves_the_new_revision_and_the_next_start_cleans_up(
    library: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    library.ingest_bytes("turbine.pdf", OLD)
    old_id = library.ready_documents()[0].doc_id

    def crash(*args: object, **kwargs: object) -> None:
        raise Crash("injected while dropping the replaced revision")

    monkeypatch.setattr(ChunkStore, "delete_doc", crash)
    result = library.ingest_bytes("turbine.pdf", NEW)
    monkeypatch.undo()
    assert result.outcome is IngestOutcome.REPLACED
    [(name, new_id)] = _ready(library)
    assert name == "turbine.pdf" and new_id != old_id
    text = _searchable_text(library)
    assert "5.1 megawatts" in text and "4.2 megawatts" not in text  # the old chunks are never read
    assert old_id in library.store.doc_ids()  # ... though still stored until the next start
    assert library.recover() >= 1
    assert old_id not in library.store.doc_ids()
    assert _ready(library) == [("turbine.pdf", new_id)]
