"""Every kind of bad file gets a clear message for that file and changes nothing else.

What is checked is the message and that nothing else changed, not what retrieval finds, so the
libraries here embed with the hash embedder.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from rag_core.library import Library
from rag_core.settings import Settings
from rag_core.testing import HashEmbedder
from rag_core.types import IngestOutcome
from tests.helpers.pdfs import big_array_pdf, decompression_bomb_pdf, encrypt, make_image_only_pdf, make_pdf, slow_pdf
from tests.helpers.library_fixtures import hash_library  # noqa: F401 (the module's `library`)
from tests.helpers.refusals import GOOD, assert_refused_and_untouched, library_with_good_pdf

# Put on the PYTHONPATH of the PDF parser worker, this stops its interpreter before it runs any
# of its code: the worker can never answer, whatever the time limit and however fast the machine.


@pytest.fixture
def seeded(tmp_path: Path, hash_embedder: HashEmbedder) -> Library:
    """A library that already holds one good document."""
    return library_with_good_pdf(tmp_path, hash_embedder)


def test_zero_byte_file(seeded: Library) -> None:
    assert_refused_and_untouched(seeded, seeded.ingest_bytes("empty.pdf", b""), "empty (0 bytes)")


def test_non_pdf_bytes_named_pdf(seeded: Library) -> None:
    result = seeded.ingest_bytes("notes.pdf", b"Just some text that someone renamed to .pdf\n" * 20)
    assert_refused_and_untouched(seeded, result, "not a PDF")


def test_corrupt_pdf(seeded: Library) -> None:
    garbage = b"%PDF-1.7\n" + bytes(range(256)) * 40
    result = seeded.ingest_bytes("corrupt.pdf", garbage)
    assert_refused_and_untouched(seeded, result, "corrupt or truncated")
    assert "pypdf:" in result.message  # which reader failed, and why


def test_a_valid_pdf_with_an_array_over_pypdf_s_default_limit_indexes(seeded: Library) -> None:
    data = big_array_pdf(["The Halvorsen turbine produces 4.2 megawatts at full load."])
    result = seeded.ingest_bytes("tagged_10q.pdf", data)
    assert result.ok, result.message
    pages = seeded.page(result.doc_id, 1)
    assert pages is not None and "4.2 megawatts" in pages.text


def test_truncated_pdf(seeded: Library) -> None:
    full = make_pdf([f"Page {i} says the pump pressure is {i * 10} bar." for i in range(1, 9)])
    result = seeded.ingest_bytes("truncated.pdf", full[: len(full) // 3])
    assert result.outcome is IngestOutcome.FAILED
    assert "corrupt or truncated" in result.message or "no extractable text" in result.message
    assert_refused_and_untouched(seeded, result, result.message[:20])


def test_password_protected_pdf(seeded: Library) -> None:
    locked = encrypt(GOOD, user_password="s3cret")
    result = seeded.ingest_bytes("locked.pdf", locked)
    assert_refused_and_untouched(seeded, result, "password-protected; remove the password and upload again")


def test_aes_pdf_with_empty_user_password_is_indexed(seeded: Library) -> None:
    data = make_pdf(["Owner-password only: the valve opens at 3 bar."])
    result = seeded.ingest_bytes("aes.pdf", encrypt(data, user_password="", algorithm="AES-128"))
    assert result.outcome is IngestOutcome.INDEXED, result.message
    assert any("valve opens at 3 bar" in r["text"] for r in seeded.store.chunks_of(result.doc_id))


def test_pdf_without_text_layer(seeded: Library) -> None:
    result = seeded.ingest_bytes("scan.pdf", make_image_only_pdf())
    assert_refused_and_untouched(seeded, result, "no extractable text; scanned PDFs need OCR, which is not supported")


def test_file_over_the_size_limit(settings: Settings, hash_embedder: HashEmbedder) -> None:
    big = make_pdf([f"Page {i}: " + "the quick brown fox jumps " * 200 for i in range(8)])
    limit_mb = (len(GOOD) + len(big)) / 2 / 1024 / 1024
    small = settings.model_copy(update={"ingest": settings.ingest.model_copy(update={"max_file_mb": limit_mb})})
    library = Library(small, hash_embedder)
    assert library.ingest_bytes("good.pdf", GOOD).ok
    result = library.ingest_bytes("big.pdf", big)
    assert_refused_and_untouched(
        library, result, f"over the {limit_mb:g} MB limit; split it, or raise RAG_INGEST__MAX_FILE_MB"
    )


def test_unsupported_extension(seeded: Library) -> None:
    assert_refused_and_untouched(
        seeded, seeded.ingest_bytes("slides.pptx", b"PK\x03\x04"), "unsupported file type .pptx"
    )


def test_binary_bytes_named_txt(seeded: Library) -> None:
    assert_refused_and_untouched(seeded, seeded.ingest_bytes("data.txt", b"\x00\x01\x02binary"), "not a text file")


def test_hostile_names_never_become_paths(seeded: Library) -> None:
    data = make_pdf(["Escape attempt: the parcel weighs 12 kg."])
    result = seeded.ingest_bytes("../../x.pdf", data)
    assert result.ok and result.name == "x.pdf"
    windows = seeded.ingest_bytes("..\\..\\évaluation – “Q3”.md", "Résumé: the quarterly target is 40 units.".encode())
    assert windows.ok and windows.name == "évaluation – “Q3”.md"
    for path in seeded.settings.files_dir.iterdir():
        assert path.parent == seeded.settings.files_dir
        assert path.stem in {d.doc_id for d in seeded.ready_documents()}
    assert not (seeded.settings.data_dir.parent / "x.pdf").exists()
    names = {d.name for d in seeded.ready_documents()}
    assert names == {"good.pdf", "x.pdf", "évaluation – “Q3”.md"}


def test_name_that_is_only_dots_is_refused(seeded: Library) -> None:
    assert_refused_and_untouched(seeded, seeded.ingest_bytes("../..", GOOD + b" "), "no usable name")


def _parser_workers() -> list[int]:
    """Process ids of this process's parser workers that still exist (children of its fork server)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            parent = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            grandparent = int((Path("/proc") / str(parent) / "stat").read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError):  # the process ended while we looked
            continue
        if grandparent == os.getpid():
            found.append(int(entry.name))
    return found


def test_parser_time_limit_stops_a_slow_parse(seeded: Library) -> None:
    ingest = seeded.settings.ingest.model_copy(update={"parse_timeout_s": 0.05})
    slow = Library(seeded.settings.model_copy(update={"ingest": ingest}), seeded.embedder)
    result = slow.ingest_bytes("slow.pdf", slow_pdf())  # seconds of pypdf's work
    assert_refused_and_untouched(seeded, result, "took longer than")
    assert _parser_workers() == []  # the worker was killed, not left running


def test_decompression_bomb_fails_that_file_only(settings: Settings, hash_embedder: HashEmbedder) -> None:
    limited = settings.model_copy(update={"ingest": settings.ingest.model_copy(update={"parse_memory_mb": 512})})
    library = Library(limited, hash_embedder)
    assert library.ingest_bytes("good.pdf", GOOD).ok
    result = library.ingest_bytes("bomb.pdf", decompression_bomb_pdf(1200))
    assert result.outcome is IngestOutcome.FAILED
    assert "re-export" in result.message or "no extractable text" in result.message
    assert_refused_and_untouched(library, result, result.message[:25])


def test_failed_reupload_keeps_the_previous_revision(seeded: Library) -> None:
    before = seeded.ready_documents()[0]
    result = seeded.ingest_bytes("good.pdf", b"%PDF-1.4 broken")
    assert result.outcome is IngestOutcome.FAILED
    after = seeded.ready_documents()
    assert [(d.name, d.doc_id) for d in after] == [("good.pdf", before.doc_id)]
    assert seeded.store.count(before.doc_id) == before.chunks


def test_a_file_the_parser_refuses_is_refused_before_the_model_is_needed(tmp_path: Path) -> None:
    # No model at this path: loading it would fail. A refused file must never get that far.
    settings = Settings(
        data_dir=tmp_path / "data", seed_samples=False, embedding={"model_path": str(tmp_path / "no-model-here")}
    )
    library = Library(settings)
    result = library.ingest_bytes("fake.pdf", b"not a PDF, just some text " * 50)
    assert result.outcome is IngestOutcome.FAILED
    assert "not a PDF" in result.message
    assert library.ready_documents() == []
