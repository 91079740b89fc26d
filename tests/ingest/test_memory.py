"""Freed memory goes back to the operating system between documents (rag_core.ingest.memory)."""

from __future__ import annotations

import platform
import sys
from pathlib import Path

import pytest

from rag_core.ingest import memory
from rag_core.library import Library
from rag_core.settings import Settings
from rag_core.testing import HashEmbedder


@pytest.mark.skipif(
    not sys.platform.startswith("linux") or platform.libc_ver()[0] != "glibc", reason="malloc_trim is glibc's"
)
def test_on_glibc_the_trim_is_found_and_runs() -> None:
    assert memory._trim is not None
    assert memory.release_free_memory() is None


def test_freed_memory_is_handed_back_after_each_indexed_document(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, hash_embedder: HashEmbedder
) -> None:
    pads: list[int] = []
    monkeypatch.setattr(memory, "_trim", lambda pad: pads.append(pad) or 1)
    library = Library(Settings(data_dir=tmp_path / "data", seed_samples=False), hash_embedder)
    assert library.ingest_bytes("a.txt", b"The pump is red.\n").ok
    after_one = len(pads)
    assert library.ingest_bytes("b.txt", b"The valve is blue.\n").ok
    assert after_one >= 1 and len(pads) > after_one
    assert set(pads) == {0}  # malloc_trim(0): keep no padding at the top of the heap
