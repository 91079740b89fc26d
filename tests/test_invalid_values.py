"""A value the analyst typed that is not allowed gets InvalidValueError saying what to give, never
"not found", and the document keeps what it had."""

from __future__ import annotations

from pathlib import Path

import pytest

from rag_core.errors import InvalidValueError
from rag_core.library import Library
from rag_core.settings import Settings
from rag_core.testing import HashEmbedder


def test_bad_provenance_date_year_or_quarter_is_an_invalid_value(tmp_path: Path, hash_embedder: HashEmbedder) -> None:
    library = Library(Settings(data_dir=tmp_path / "data", seed_samples=False), hash_embedder)
    assert library.ingest_bytes("rules.md", b"# Rules\nThe gate closes at noon.\n", provenance="primary").ok
    with pytest.raises(InvalidValueError, match="provenance must be one of"):
        library.set_provenance("rules.md", "trusted")
    with pytest.raises(InvalidValueError, match="use YYYY-MM-DD"):
        library.set_doc_date("rules.md", "31/12/2024")
    with pytest.raises(InvalidValueError, match="use four digits"):
        library.set_profile("rules.md", fiscal_year=24)
    with pytest.raises(InvalidValueError, match="use 1-4"):
        library.set_profile("rules.md", quarter=7)
    (doc,) = library.ready_documents()
    assert doc.provenance == "primary" and doc.doc_date == ""
