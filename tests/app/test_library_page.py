"""The Library page: empty state, one-step upload with per-file progress and results, per-file
errors, delete, provenance and date."""

from __future__ import annotations

import threading
from contextlib import ExitStack
from pathlib import Path

import pytest

from rag_core.embedding import Embedder
from rag_core.library import Library
from rag_core.settings import Settings
from rag_core.storage.locking import write_lock
from tests.app.conftest import SAMPLES, start
from tests.helpers.pdfs import make_pdf
from tests.helpers.uploads import progress_texts, upload, until_indexed
from ui.text import md_escape

LIBRARY = "pages/library.py"
TURBINE = ("turbine.pdf", make_pdf(["The Halvorsen turbine produces 4.2 megawatts."]), "application/pdf")
NOTES = ("notes.md", b"# Notes\n\nThe spare filter is kept in locker 7.\n", "text/markdown")


def test_empty_library_tells_the_user_what_to_do(empty_app: Path) -> None:
    at = start(LIBRARY)
    assert at.title[0].value == "Library"
    assert any("No documents yet" in info.value for info in at.info)


def test_adding_files_indexes_them_at_once_with_progress_then_a_result_per_file(empty_app: Path) -> None:
    at = start(LIBRARY)
    assert "Index files" not in [b.label for b in [*at.form_submit_button, *at.button]]  # one step
    at.file_uploader[0].set_value(
        [TURBINE, NOTES, ("broken.pdf", b"%PDF-1.7 this is not really a pdf", "application/pdf")]
    )
    at.run()
    assert not at.exception, at.exception
    # Every file has its line at once: a bar while it waits or indexes (two lanes, smallest first),
    # else its result.
    shown = " ".join([*progress_texts(at), *(e.value for e in at.error), *(s.value for s in at.success)])
    assert all(md_escape(name) in shown for name in ("turbine.pdf", "notes.md", "broken.pdf")), shown
    until_indexed(at)
    successes = " ".join(s.value for s in at.success)
    assert f"**{md_escape('turbine.pdf')}**: Indexed, 1 page, 1 passage" in successes
    assert md_escape("notes.md") in successes
    errors = " ".join(e.value for e in at.error)
    assert md_escape("broken.pdf") in errors and "corrupt or truncated" in errors
    assert sorted(at.dataframe[0].value["Name"]) == ["notes.md", "turbine.pdf"]  # without a reload or a click


def test_files_in_the_uploader_are_indexed_once_however_often_the_page_runs(empty_app: Path) -> None:
    at = start(LIBRARY)
    at.file_uploader[0].set_value([TURBINE, NOTES])
    for _ in range(3):  # every click on the page runs it again, with the files still in the uploader
        at.run()
    until_indexed(at).run()
    assert len(at.success) == 2 and not at.info, [a.value for a in [*at.success, *at.info]]


def test_the_table_and_delete_stay_usable_while_a_file_waits_to_be_indexed(
    empty_app: Path, embedder: Embedder, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("RAG_INGEST__LOCK_TIMEOUT_S", "30")  # longer than any wait below
    library = Library(Settings(data_dir=empty_app, seed_samples=False), embedder)
    library.ingest_bytes("keep.txt", b"The archive room is on the second floor.")
    at = start(LIBRARY)
    at.file_uploader[0].set_value([NOTES])
    held = ExitStack()
    held.enter_context(write_lock(library.settings.lock_path, timeout_s=5))  # another process writing
    try:
        at.run(timeout=10)  # indexing in the page itself would wait here for the lock
        assert not at.exception, at.exception
        assert progress_texts(at) == [f"**{md_escape('notes.md')}**: starting"]
        assert list(at.dataframe[0].value["Name"]) == ["keep.txt"]
        next(s for s in at.selectbox if s.label == "Delete a document").set_value("keep.txt").run(timeout=10)
        next(b for b in at.button if b.label == "Delete").click().run(timeout=10)
        assert any(w.value.startswith(f"Delete **{md_escape('keep.txt')}**?") for w in at.warning)
        # The other writer finishes its (short) write meanwhile; the delete waits for it, then runs.
        threading.Timer(1.0, held.close).start()
        next(b for b in at.button if b.label == "Yes, delete").click().run(timeout=30)
        assert not at.exception, at.exception
        assert f"Deleted {md_escape('keep.txt')}" in [t.value for t in at.toast]
    finally:
        held.close()
    until_indexed(at)
    assert list(at.dataframe[0].value["Name"]) == ["notes.md"]


def test_clear_list_forgets_the_results_and_keeps_the_documents(empty_app: Path) -> None:
    at = upload(start(LIBRARY), [NOTES])
    at.button(key="upload-clear").click().run()
    assert not at.exception, at.exception
    assert not at.success and not at.file_uploader[0].value
    at.run()
    assert not at.success  # the emptied uploader starts nothing again
    assert list(at.dataframe[0].value["Name"]) == ["notes.md"]


def test_delete_asks_for_confirmation_then_removes_the_document(empty_app: Path) -> None:
    library = Library(Settings(data_dir=empty_app, seed_samples=False))
    library.ingest_bytes("keep.txt", b"The archive room is on the second floor.")
    library.ingest_bytes("drop.txt", b"The canteen opens at eight.")
    at = start(LIBRARY)
    picker = next(s for s in at.selectbox if s.label == "Delete a document")
    picker.set_value("drop.txt").run()
    next(b for b in at.button if b.label == "Delete").click()
    at.run()
    assert any(f"Delete **{md_escape('drop.txt')}**?" in w.value for w in at.warning)
    next(b for b in at.button if b.label == "Yes, delete").click()
    at.run()
    assert not at.exception
    assert [d.name for d in Library(Settings(data_dir=empty_app, seed_samples=False)).ready_documents()] == ["keep.txt"]


def test_provenance_and_date_are_editable(empty_app: Path) -> None:
    library = Library(Settings(data_dir=empty_app, seed_samples=False))
    library.ingest_bytes("memo.txt", b"The archive room is on the second floor.")
    at = start(LIBRARY)
    assert at.data_editor(key="documents").value.loc[0, "Provenance"] == "unknown"
    # Who, what, when and how trusted come first, before the counts and dates.
    columns = list(at.data_editor(key="documents").value.columns)
    assert columns.index("Provenance") < columns.index("Pages") and columns[:2] == ["Name", "Company"]
    at.session_state["documents"] = {
        "edited_rows": {0: {"Provenance": "secondary", "Document date": "2024-02-29"}},
        "added_rows": [],
        "deleted_rows": [],
    }
    at.run()
    assert not at.exception, at.exception
    (doc,) = Library(Settings(data_dir=empty_app, seed_samples=False)).ready_documents()
    assert (doc.provenance, doc.doc_date) == ("secondary", "2024-02-29")


def test_first_start_indexes_the_sample_documents(first_start_app: Path) -> None:
    at = start(LIBRARY)
    names = sorted(at.dataframe[0].value["Name"])
    assert names == sorted(p.name for p in SAMPLES.iterdir())


def test_company_and_period_are_shown_and_editable(empty_app: Path) -> None:
    library = Library(Settings(data_dir=empty_app, seed_samples=False))
    cover = (
        "UNITED STATES SECURITIES AND EXCHANGE COMMISSION\nFORM 10-K\nFor the fiscal year ended December 31, 2023\n"
        "CONTOSO PHARMA CORPORATION\n"
        "(Exact name of registrant as specified in its charter)\nWe employed 12,500 people at the end of 2023."
    )
    assert library.ingest_bytes("annual.pdf", make_pdf([cover])).ok
    at = start(LIBRARY)
    table = at.data_editor(key="documents").value
    assert table.loc[0, "Company"] == "Contoso Pharma Corporation"
    assert (table.loc[0, "Type"], int(table.loc[0, "Fiscal year"])) == ("10-K", 2023)
    at.session_state["documents"] = {
        "edited_rows": {0: {"Company": "Fabrikam Biotech Inc.", "Fiscal year": 2022}},
        "added_rows": [],
        "deleted_rows": [],
    }
    at.run()
    assert not at.exception, at.exception
    reopened = Library(Settings(data_dir=empty_app, seed_samples=False))
    (profile,) = reopened.profiles().values()
    assert (profile.entity, profile.fiscal_year, profile.source) == ("Fabrikam Biotech Inc.", 2022, "user")
    assert "fabrikam" in profile.aliases
    reopened.refresh_profiles()  # a refresh keeps what the analyst corrected
    assert next(iter(reopened.profiles().values())).entity == "Fabrikam Biotech Inc."


def _failed_upload_beside_a_ready_file(data_dir: Path, embedder: Embedder) -> Library:
    library = Library(Settings(data_dir=data_dir, seed_samples=False), embedder)
    assert library.ingest_bytes("manual.pdf", make_pdf(["The relief valve opens at 3 bar."])).ok
    assert not library.ingest_bytes("manual.pdf", b"%PDF-1.7 this is not really a pdf").ok
    return library


def test_dismissing_a_failed_upload_keeps_the_indexed_file_of_the_same_name(
    empty_app: Path, embedder: Embedder
) -> None:
    (failure,) = _failed_upload_beside_a_ready_file(empty_app, embedder).failures()
    at = start(LIBRARY)
    at.button(key=f"dismiss-{failure.id}").click().run()
    assert not at.exception, at.exception
    assert not [e for e in at.expander if e.label.startswith("Files that could not be indexed")]
    reopened = Library(Settings(data_dir=empty_app, seed_samples=False))
    assert reopened.failures() == []
    assert [d.name for d in reopened.ready_documents()] == ["manual.pdf"]


def test_a_failure_is_not_dismissed_while_an_upload_is_writing(
    empty_app: Path, embedder: Embedder, monkeypatch: pytest.MonkeyPatch
) -> None:
    library = _failed_upload_beside_a_ready_file(empty_app, embedder)
    (failure,) = library.failures()
    monkeypatch.setenv("RAG_INGEST__LOCK_TIMEOUT_S", "0.2")
    at = start(LIBRARY)
    with write_lock(library.settings.lock_path, timeout_s=5):  # what an upload in another session holds
        at.button(key=f"dismiss-{failure.id}").click().run()
    assert not at.exception, at.exception
    assert "wait for it to finish and try again" in " ".join(e.value for e in at.error)
    assert [f.id for f in library.failures()] == [failure.id]
    at.button(key=f"dismiss-{failure.id}").click().run()
    assert library.failures() == []


def test_an_upload_that_waits_too_long_for_the_library_says_so_and_changes_nothing(
    empty_app: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("RAG_INGEST__LOCK_TIMEOUT_S", "0.2")
    at = start(LIBRARY)
    at.file_uploader[0].set_value([TURBINE])
    settings = Settings(data_dir=empty_app, seed_samples=False)
    with write_lock(settings.lock_path, timeout_s=5):  # a CLI ingest holding the library
        until_indexed(at)
    errors = " ".join(e.value for e in at.error)
    assert md_escape("turbine.pdf") in errors and "try again" in errors and "add the file again" in errors
    assert Library(settings).ready_documents() == []
