"""The Library page in Streamlit's AppTest: empty state, upload with results, errors, delete."""

from __future__ import annotations

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from rag_core.library import Library
from rag_core.settings import Settings
from tests.conftest import PROJECT_ROOT
from tests.helpers.pdfs import make_pdf

TIMEOUT = 180  # the first run loads the embedding model (~10 s cold), far above AppTest's 3 s


@pytest.fixture
def app_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    data_dir = tmp_path / "data"
    monkeypatch.setenv("RAG_DATA_DIR", str(data_dir))
    monkeypatch.setenv("RAG_SEED_SAMPLES", "false")
    monkeypatch.chdir(PROJECT_ROOT)
    return data_dir


def _app() -> AppTest:
    at = AppTest.from_file(str(PROJECT_ROOT / "app.py"), default_timeout=TIMEOUT)
    at.run()
    assert not at.exception, at.exception
    return at


def test_empty_library_tells_the_user_what_to_do(app_env: Path) -> None:
    at = _app()
    assert at.title[0].value == "Library"
    assert any("No documents yet" in info.value for info in at.info)


def test_upload_several_files_lists_them_and_shows_errors_per_file(app_env: Path) -> None:
    at = _app()
    at.file_uploader[0].set_value(
        [
            ("turbine.pdf", make_pdf(["The Halvorsen turbine produces 4.2 megawatts."]), "application/pdf"),
            ("notes.md", b"# Notes\n\nThe spare filter is kept in locker 7.\n", "text/markdown"),
            ("broken.pdf", b"%PDF-1.7 this is not really a pdf", "application/pdf"),
        ]
    )
    at.form_submit_button[0].click()
    at.run()
    assert not at.exception, at.exception
    successes = " ".join(s.value for s in at.success)
    assert "turbine.pdf" in successes and "notes.md" in successes
    errors = " ".join(e.value for e in at.error)
    assert "broken.pdf" in errors and "corrupt or truncated" in errors
    table = at.dataframe[0].value
    assert sorted(table["Name"]) == ["notes.md", "turbine.pdf"]
    assert list(table.columns) == ["Name", "Pages", "Chunks", "Size", "Document date", "Provenance", "Indexed"]


def test_delete_asks_for_confirmation_then_removes_the_document(app_env: Path) -> None:
    library = Library(Settings(data_dir=app_env, seed_samples=False))
    library.ingest_bytes("keep.txt", b"The archive room is on the second floor.")
    library.ingest_bytes("drop.txt", b"The canteen opens at eight.")
    at = _app()
    picker = next(s for s in at.selectbox if s.label == "Delete a document")
    picker.set_value("drop.txt").run()
    next(b for b in at.button if b.label == "Delete").click()
    at.run()
    assert any("Delete **drop.txt**?" in w.value for w in at.warning)
    next(b for b in at.button if b.label == "Yes, delete").click()
    at.run()
    assert not at.exception
    assert list(at.dataframe[0].value["Name"]) == ["keep.txt"]
    assert [d.name for d in Library(Settings(data_dir=app_env, seed_samples=False)).ready_documents()] == ["keep.txt"]


def test_first_start_indexes_the_sample_documents(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data_dir = tmp_path / "data"
    monkeypatch.setenv("RAG_DATA_DIR", str(data_dir))
    monkeypatch.setenv("RAG_SAMPLES_DIR", str(PROJECT_ROOT / "data" / "samples"))
    monkeypatch.delenv("RAG_SEED_SAMPLES", raising=False)
    monkeypatch.chdir(PROJECT_ROOT)
    at = _app()
    names = sorted(at.dataframe[0].value["Name"])
    assert names == sorted(p.name for p in (PROJECT_ROOT / "data" / "samples").iterdir())
