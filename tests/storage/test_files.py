"""The store of originals: the same contract on a local folder and in an S3 bucket."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from rag_core.settings import Settings
from rag_core.storage.files import FileStore, LocalFileStore, S3FileStore, clear_stale_staging, make_file_store
from rag_core.storage.s3 import staging_dir
from tests.helpers.s3 import S3Bucket


@pytest.fixture(params=["local", "s3"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> FileStore:
    """An empty store of each kind."""
    if request.param == "local":
        return LocalFileStore(tmp_path / "files")
    bucket: S3Bucket = request.getfixturevalue("s3_bucket")
    return S3FileStore(f"s3://{bucket.name}/files", bucket.storage, tmp_path / "staging")


def test_put_get_list_and_delete(store: FileStore) -> None:
    store.put("a.pdf", b"first")
    store.put("a.pdf", b"second")  # replaced whole
    store.put("b.md", b"# B")
    assert store.get("a.pdf") == b"second"
    assert store.names() == ["a.pdf", "b.md"]
    assert store.exists("b.md") and not store.exists("c.txt")
    store.delete("a.pdf")
    store.delete("a.pdf")  # missing is fine
    assert store.names() == ["b.md"]
    with pytest.raises(FileNotFoundError):
        store.get("a.pdf")


def test_a_local_copy_has_the_stored_bytes(store: FileStore) -> None:
    store.put("a.pdf", b"%PDF-1.7 bytes")
    with store.local_copy("a.pdf") as path:
        assert path.read_bytes() == b"%PDF-1.7 bytes"
    with store.local_copy("a.pdf", b"%PDF-1.7 bytes") as given:
        assert given.read_bytes() == b"%PDF-1.7 bytes"


def test_the_local_store_hands_out_the_stored_file_itself(tmp_path: Path) -> None:
    store = LocalFileStore(tmp_path / "files")
    store.put("a.pdf", b"x")
    with store.local_copy("a.pdf") as path:
        assert path == tmp_path / "files" / "a.pdf"
    assert path.exists()


def test_an_s3_copy_is_staged_and_removed_even_when_reading_fails(s3_bucket: S3Bucket, tmp_path: Path) -> None:
    store = S3FileStore(f"s3://{s3_bucket.name}/files", s3_bucket.storage, tmp_path / "staging")
    store.put("a.pdf", b"x")
    with pytest.raises(RuntimeError), store.local_copy("a.pdf") as path:
        assert path.parent == tmp_path / "staging"
        raise RuntimeError("parser crashed")
    assert not any((tmp_path / "staging").iterdir())
    assert s3_bucket.keys() == ["files/a.pdf"]


def test_empty_files_uri_keeps_the_data_dir_folder(tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path / "data")
    store = make_file_store(settings)
    assert isinstance(store, LocalFileStore) and store.folder == settings.files_dir


def test_only_stale_staged_copies_are_cleared(tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path / "data")
    folder = staging_dir(settings)
    folder.mkdir(parents=True)
    (folder / "old-a.pdf").write_bytes(b"x")
    (folder / "new-b.pdf").write_bytes(b"x")
    an_hour_ago = time.time() - 3600
    os.utime(folder / "old-a.pdf", (an_hour_ago, an_hour_ago))
    assert clear_stale_staging(settings) == 1
    assert [p.name for p in folder.iterdir()] == ["new-b.pdf"]
