"""Excel 97-2003 (.xls) and OpenDocument (.ods) spreadsheets are read like an .xlsx workbook:
pages of rows labelled with sheet and rows, each data row a table row, and a damaged file is
refused with a message that says what to do while the library keeps what it held."""

from __future__ import annotations

from pathlib import Path

import pytest

from rag_core.ingest.calamine_sheets import OdsPages, XlsPages
from rag_core.ingest.formats import format_of
from rag_core.library import Library
from rag_core.types import FileType
from rag_core.settings import Settings
from rag_core.testing import HashEmbedder
from tests.helpers.office import make_ods, make_xls

FLEET = {
    "Fleet": [
        ["Kestrel Freight - Fleet by depot"],
        [],
        ["Depot", "Trucks 2024", "Trucks 2025"],
        ["Malmo", 80, 84],
        ["Oslo", 61.5, 70],
    ],
    "Empty": [],
    "Staff": [["Depot", "Drivers"], ["Malmo", 120]],
}


@pytest.mark.parametrize(("name", "build"), [("fleet.xls", make_xls), ("fleet.ods", make_ods)])
def test_legacy_and_opendocument_sheets_index_as_rows_with_their_headers(
    tmp_path: Path, hash_embedder: HashEmbedder, name: str, build
) -> None:  # type: ignore[no-untyped-def]
    library = Library(Settings(data_dir=tmp_path / "data", seed_samples=False), hash_embedder)
    result = library.ingest_bytes(name, build(FLEET))
    assert result.ok, result.message
    (doc,) = library.ready_documents()
    assert doc.file_type == name.rsplit(".", 1)[1]
    first, second = library.page(doc.doc_id, 1), library.page(doc.doc_id, 2)
    assert first is not None and second is not None
    assert first.label == "Fleet, rows 1-5" and second.label == "Staff, rows 1-2"
    assert "Row 4: Malmo | Trucks 2024: 80 | Trucks 2025: 84" in first.text
    assert "Row 5: Oslo | Trucks 2024: 61.5 | Trucks 2025: 70" in first.text
    assert "Malmo | Drivers: 120" in second.text


def test_the_registry_reads_xls_and_ods_with_their_readers() -> None:
    assert format_of(FileType.XLS).reader == f"{XlsPages.__module__}:{XlsPages.__name__}"
    assert format_of(FileType.ODS).reader == f"{OdsPages.__module__}:{OdsPages.__name__}"


@pytest.mark.parametrize(("name", "what"), [("fleet.xls", "Excel 97-2003 workbook"), ("fleet.ods", "OpenDocument")])
def test_a_damaged_legacy_sheet_is_refused_and_nothing_is_lost(
    tmp_path: Path, hash_embedder: HashEmbedder, name: str, what: str
) -> None:
    library = Library(Settings(data_dir=tmp_path / "data", seed_samples=False), hash_embedder)
    assert library.ingest_bytes("kept.xls", make_xls(FLEET)).ok
    result = library.ingest_bytes(name, b"\xd0\xcf\x11\xe0 not really a workbook" * 50)
    assert not result.ok
    assert what in result.message and "save it again" in result.message
    assert [d.name for d in library.ready_documents()] == ["kept.xls"]
