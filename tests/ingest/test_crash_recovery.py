"""A kill in the middle of indexing leaves nothing questions can hit; the next start cleans up.

What is checked is bookkeeping (statuses, chunks, pages, files), not what retrieval finds, so the
killed process and this one embed with the hash embedder: no model to load in either.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from rag_core.answer.engine import Engine
from rag_core.library import INTERRUPTED, Library
from rag_core.settings import Settings
from rag_core.testing import HashEmbedder
from rag_core.types import DocStatus
from tests.conftest import PROJECT_ROOT
from tests.helpers.pdfs import long_page, make_pdf

pytestmark = pytest.mark.slow  # indexes in a process it kills

KILLER = textwrap.dedent(
    """
    import os, signal, sys
    from pathlib import Path
    from rag_core.library import Library
    from rag_core.settings import Settings
    from rag_core.testing import HashEmbedder

    data_dir, pdf_path, stage = sys.argv[1:]
    library = Library(Settings(data_dir=Path(data_dir), seed_samples=False), HashEmbedder())

    def progress(event):
        if event.stage == stage and (stage != "embedding" or event.chunks_done > 0):
            os.kill(os.getpid(), signal.SIGKILL)

    library.ingest_path(Path(pdf_path), progress=progress)
    print("not killed")
    """
)


@pytest.mark.parametrize("stage", ["embedding", "committed"])
def test_kill_mid_ingest_leaves_no_half_document(
    stage: str, settings: Settings, hash_embedder: HashEmbedder, tmp_path: Path
) -> None:
    library = Library(settings, hash_embedder)
    keep = library.ingest_bytes("keep.pdf", make_pdf(["The archive room is on the second floor."]))
    big = tmp_path / "big.pdf"
    big.write_bytes(make_pdf([long_page(80, seed=i) for i in range(4)]))

    proc = subprocess.run(
        [sys.executable, "-c", KILLER, str(settings.data_dir), str(big), stage],
        cwd=PROJECT_ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == -9, proc.stdout + proc.stderr

    # Before any cleanup: the killed document is not ready, so retrieval cannot use it.
    raw = Library(settings, hash_embedder, recover=False)
    statuses = {d.name: d.status for d in raw.documents()}
    assert statuses == {"keep.pdf": DocStatus.READY.value, "big.pdf": DocStatus.INDEXING.value}
    assert raw.registry.ready_doc_ids() == {keep.doc_id}
    response = Engine(raw).ask("How much power does the Halvorsen turbine produce at full load?")
    assert all(c.source != "big.pdf" for c in response.citations)
    shown = [c.quote for c in response.citations] + [h.highlight for h in response.related_highlights or []]
    assert not any("Halvorsen" in text for text in shown)

    # The next start cleans up: no chunks, pages or stored file of the killed document.
    recovered = Library(settings, hash_embedder)
    failed = recovered.failures()
    assert [(d.name, d.error) for d in failed] == [("big.pdf", INTERRUPTED)]
    assert recovered.store.doc_ids() == {keep.doc_id}
    assert recovered.registry.page_doc_ids() == {keep.doc_id}
    assert sorted(p.name for p in settings.files_dir.iterdir()) == [f"{keep.doc_id}.pdf"]
    assert recovered.store.count(keep.doc_id) == keep.chunks

    # And the file can simply be uploaded again.
    again = recovered.ingest_path(big)
    assert again.ok and again.chunks > 0
    assert recovered.failures() == []
