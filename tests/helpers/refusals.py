"""A library holding one good document, and the check that a refused file changed nothing else."""

from __future__ import annotations

import atexit
import shutil
import tempfile
from pathlib import Path
from typing import Any

from rag_core.embedding import Embedder
from rag_core.library import Library
from rag_core.types import DocStatus, IngestOutcome, IngestResult
from tests.helpers.builders import LibraryCache
from tests.helpers.pdfs import make_pdf

GOOD = make_pdf(["The archive room is on the second floor of building C."])

# good.pdf is indexed once per process and copied for each test (the tests below call the helper
# directly, without fixtures, so the cache lives here).
_TEMPLATES = Path(tempfile.mkdtemp(prefix="verbatim-good-pdf-"))
atexit.register(shutil.rmtree, _TEMPLATES, ignore_errors=True)
_CACHE = LibraryCache(_TEMPLATES)


def library_with_good_pdf(tmp_path: Path, embedder: Embedder, **limits: Any) -> Library:
    """A library holding ``good.pdf`` (indexed with the default limits), opened with ``limits`` set
    on its ingest settings."""
    return _CACHE.copy("good-pdf", tmp_path / "data", embedder, {"good.pdf": GOOD}, ingest=limits)


def assert_refused_and_untouched(
    library: Library, result: IngestResult, *fragments: str, recorded: bool = True
) -> None:
    """``result`` is a refusal whose message holds every fragment; ``good.pdf`` is still the only
    document (registry, chunks, stored files); with ``recorded``, the failure is listed with its
    message (the first fragment)."""
    assert result.outcome is IngestOutcome.FAILED
    for fragment in fragments:
        assert fragment in result.message, result.message
    ready = library.ready_documents()
    assert [d.name for d in ready] == ["good.pdf"]
    assert library.store.count() == ready[0].chunks
    assert library.store.doc_ids() == {ready[0].doc_id}
    assert sorted(p.name for p in library.settings.files_dir.iterdir()) == [f"{ready[0].doc_id}.pdf"]
    if recorded:
        assert any(d.status == DocStatus.FAILED.value and fragments[0] in d.error for d in library.documents())
