"""A library whose index and originals live in an S3 bucket (moto on 127.0.0.1) behaves like one on disk."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rag_core.answer.engine import Engine
from rag_core.library import Library
from rag_core.render import render_pdf_page
from rag_core.settings import Settings
from rag_core.storage.chunks import ChunkStore
from rag_core.storage.s3 import staging_dir
from rag_core.testing import HashEmbedder
from rag_core.types import IngestOutcome
from tests.helpers.pdfs import make_image_only_pdf, make_pdf
from tests.helpers.s3 import S3Bucket

REPORT = make_pdf(
    [
        "Halvorsen Turbines annual report 2023. The Halvorsen turbine produces 4.2 megawatts at full load.",
        "Revenue was 310 million euros in 2023. The company employs 1,250 people in Bergen and Oslo.",
    ]
)
NEW_REPORT = make_pdf(["The Halvorsen turbine produces 5.1 megawatts at full load after the 2024 upgrade."])
GUIDE = (
    "# Maintenance guide\n\nBlades are inspected every six months.\n\n"
    "Gearbox oil is changed once a year by two technicians.\n"
).encode()
QUESTIONS = (
    "How much power does the Halvorsen turbine produce?",
    "How often are the blades inspected?",
    "How many people does the company employ?",
    "What is the capital of Peru?",
)


class Crash(RuntimeError):
    """Stands for a kill or a lost connection at one step of an ingest."""


def _fill(library: Library) -> None:
    assert library.ingest_bytes("halvorsen-2023.pdf", REPORT).outcome is IngestOutcome.INDEXED
    assert library.ingest_bytes("maintenance.md", GUIDE).outcome is IngestOutcome.INDEXED


def _answers(library: Library) -> dict[str, object]:
    engine = Engine(library)
    return {q: json.loads(engine.ask(q, session_id=f"s3-{n}").content_json()) for n, q in enumerate(QUESTIONS)}


def _text(library: Library) -> str:
    return " ".join(row["text"] for d in library.ready_documents() for row in library.store.chunks_of(d.doc_id))


@pytest.fixture
def bucket_library(s3_bucket: S3Bucket, hash_embedder: HashEmbedder, tmp_path: Path) -> Library:
    """A library with its index and originals in a fresh bucket (registry in the data dir)."""
    return Library(s3_bucket.settings(tmp_path / "data"), hash_embedder)


def test_a_library_in_a_bucket_answers_like_the_same_library_on_disk(
    bucket_library: Library, hash_embedder: HashEmbedder, tmp_path: Path
) -> None:
    on_disk = Library(Settings(data_dir=tmp_path / "local", seed_samples=False), hash_embedder)
    _fill(on_disk)
    _fill(bucket_library)
    answers = _answers(bucket_library)
    assert answers == _answers(on_disk)  # envelopes without query id and latency; doc ids are content hashes
    assert answers[QUESTIONS[0]]["mode"] != "refusal"


def test_index_and_originals_live_in_the_bucket_and_nothing_of_them_in_the_data_dir(
    bucket_library: Library, s3_bucket: S3Bucket
) -> None:
    _fill(bucket_library)
    stored = {f"files/{d.stored_path}" for d in bucket_library.ready_documents()}
    assert set(s3_bucket.keys("files/")) == stored
    assert any(key.startswith("index/chunks.lance/") for key in s3_bucket.keys("index/"))
    data_dir = bucket_library.settings.data_dir
    assert not (data_dir / "index").exists() and not (data_dir / "files").exists()
    assert not any(staging_dir(bucket_library.settings).iterdir())  # parse copies are removed


def test_replacing_in_a_bucket_keeps_the_old_revision_until_the_new_one_is_ready(
    bucket_library: Library, s3_bucket: S3Bucket, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert bucket_library.ingest_bytes("turbine.pdf", REPORT).outcome is IngestOutcome.INDEXED
    [old] = bucket_library.ready_documents()

    def crash(*args: object, **kwargs: object) -> None:
        raise Crash("connection lost while writing chunks")

    monkeypatch.setattr(ChunkStore, "add", crash)
    failed = bucket_library.ingest_bytes("turbine.pdf", NEW_REPORT)
    monkeypatch.undo()
    assert failed.outcome is IngestOutcome.FAILED
    assert [d.doc_id for d in bucket_library.ready_documents()] == [old.doc_id]
    assert "4.2 megawatts" in _text(bucket_library)
    assert s3_bucket.keys("files/") == [f"files/{old.stored_path}"]

    replaced = bucket_library.ingest_bytes("turbine.pdf", NEW_REPORT)
    assert replaced.outcome is IngestOutcome.REPLACED
    [new] = bucket_library.ready_documents()
    assert "5.1 megawatts" in _text(bucket_library) and "4.2 megawatts" not in _text(bucket_library)
    assert s3_bucket.keys("files/") == [f"files/{new.stored_path}"]


def test_delete_removes_the_chunks_and_the_object(bucket_library: Library, s3_bucket: S3Bucket) -> None:
    _fill(bucket_library)
    gone = bucket_library.delete("halvorsen-2023.pdf")
    assert bucket_library.store.count(gone.doc_id) == 0
    assert f"files/{gone.stored_path}" not in s3_bucket.keys("files/")
    assert [d.name for d in bucket_library.ready_documents()] == ["maintenance.md"]


@pytest.mark.parametrize("failure", ["no text layer", "crash while indexing"])
def test_a_failed_ingest_leaves_nothing_in_the_bucket(
    bucket_library: Library, s3_bucket: S3Bucket, monkeypatch: pytest.MonkeyPatch, failure: str
) -> None:
    data = make_image_only_pdf()
    if failure == "crash while indexing":
        data = REPORT

        def crash(*args: object, **kwargs: object) -> None:
            raise Crash("killed after the first chunks")

        monkeypatch.setattr(bucket_library.registry, "mark_ready", crash)
    assert bucket_library.ingest_bytes("scan.pdf", data).outcome is IngestOutcome.FAILED
    assert s3_bucket.keys("files/") == []  # (an empty "files/" folder marker may remain)
    assert bucket_library.store.count() == 0


def test_recover_removes_orphan_objects_and_chunks(
    bucket_library: Library, s3_bucket: S3Bucket, hash_embedder: HashEmbedder
) -> None:
    _fill(bucket_library)
    [kept, dropped] = sorted(bucket_library.ready_documents(), key=lambda d: d.name)
    bucket_library.registry.remove(dropped.id)  # as if the process died after removing the row
    s3_bucket.server.put(s3_bucket.name, "files/" + "ab" * 32 + ".pdf", b"%PDF-1.7 left by a crash")
    s3_bucket.server.put(s3_bucket.name, "files/.0123abcd.tmp", b"half a file")

    reopened = Library(bucket_library.settings, hash_embedder)  # recovers on start
    assert s3_bucket.keys("files/") == [f"files/{kept.stored_path}"]
    assert reopened.store.doc_ids() == {kept.doc_id}


def test_originals_are_read_back_from_the_bucket_for_the_viewer_and_profiles(bucket_library: Library) -> None:
    _fill(bucket_library)
    record = next(d for d in bucket_library.ready_documents() if d.name.endswith(".pdf"))
    assert bucket_library.has_original(record) and bucket_library.original(record) == REPORT
    with bucket_library.original_on_disk(record) as path:
        assert path.read_bytes() == REPORT
        page = render_pdf_page(path, 1, ["The Halvorsen turbine produces 4.2 megawatts at full load."])
    assert not path.exists()  # the staged copy is gone afterwards
    assert page.page_count == 2 and page.highlighted == 1
    assert bucket_library.refresh_profiles() == 2
    assert not any(staging_dir(bucket_library.settings).iterdir())


def test_a_second_library_on_the_same_bucket_sees_new_chunks_at_once(
    bucket_library: Library, hash_embedder: HashEmbedder
) -> None:
    other = Library(bucket_library.settings, hash_embedder)  # the CLI next to the app
    assert bucket_library.store.count() == 0
    _fill(other)
    assert bucket_library.store.count() == other.store.count() > 0  # read_consistency_interval=0 holds on S3
    assert bucket_library.store.keyword_search("megawatts", 5)  # full-text index, also after optimize
