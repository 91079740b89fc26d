"""The CLI against a shared bucket, and what a user is told when the bucket or the server is missing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rag_core.cli import main
from rag_core.errors import ConfigError
from rag_core.library import Library
from rag_core.settings import Settings, StorageSettings
from rag_core.testing import HashEmbedder
from tests.helpers.pdfs import make_pdf
from tests.helpers.net import free_port
from tests.helpers.s3 import S3Bucket


def _cli(capsys: pytest.CaptureFixture[str], embedder: HashEmbedder, *args: str) -> tuple[int, str, str]:
    code = main(list(args), embedder=embedder)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_cli_ingests_and_asks_against_the_bucket(
    s3_bucket: S3Bucket,
    hash_embedder: HashEmbedder,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    for name, value in s3_bucket.env().items():
        monkeypatch.setenv(name, value)
    monkeypatch.setenv("RAG_DATA_DIR", str(tmp_path / "data"))
    report = tmp_path / "pump.pdf"
    report.write_bytes(make_pdf(["The Kestrel pump runs at 1450 rpm and moves 40 litres per second."]))

    code, out, _ = _cli(capsys, hash_embedder, "ingest", str(report))
    assert code == 0 and "indexed" in out
    assert [key.rsplit(".", 1)[1] for key in s3_bucket.keys("files/")] == ["pdf"]

    code, out, _ = _cli(capsys, hash_embedder, "ask", "How fast does the Kestrel pump run?", "--json")
    envelope = json.loads(out)
    assert code == 0 and envelope["mode"] != "refusal"
    assert any(c["source"] == "pump.pdf" for c in envelope["citations"])


def test_a_missing_bucket_names_the_setting_and_what_to_do(
    s3_bucket: S3Bucket,
    hash_embedder: HashEmbedder,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    settings = s3_bucket.settings(tmp_path / "data").model_copy(update={"files_uri": "s3://no-such-bucket/files"})
    with pytest.raises(ConfigError, match=r"no-such-bucket.*does not exist.*create it.*RAG_FILES_URI"):
        Library(settings, hash_embedder)

    index_only = s3_bucket.settings(tmp_path / "data").model_copy(update={"index_uri": "s3://no-such-bucket/index"})
    with pytest.raises(ConfigError, match=r"does not exist.*create it.*RAG_INDEX_URI"):
        Library(index_only, hash_embedder)

    for name, value in s3_bucket.env().items():
        monkeypatch.setenv(name, value)
    monkeypatch.setenv("RAG_INDEX_URI", "s3://no-such-bucket/index")
    code, _, err = _cli(capsys, hash_embedder, "list", "--data-dir", str(tmp_path / "data"))
    assert code == 1 and "RAG_INDEX_URI" in err and "Traceback" not in err


def test_an_unreachable_endpoint_names_the_setting_and_what_to_do(
    s3_bucket: S3Bucket, hash_embedder: HashEmbedder, tmp_path: Path
) -> None:
    nowhere = StorageSettings(endpoint=f"http://127.0.0.1:{free_port()}", allow_http=True)
    files = s3_bucket.settings(tmp_path / "data").model_copy(update={"storage": nowhere})
    with pytest.raises(ConfigError, match=r"cannot reach RAG_FILES_URI=.*check RAG_STORAGE__ENDPOINT"):
        Library(files, hash_embedder)

    index = Settings(
        data_dir=tmp_path / "data", seed_samples=False, index_uri=f"s3://{s3_bucket.name}/index", storage=nowhere
    )
    with pytest.raises(ConfigError, match=r"cannot reach RAG_INDEX_URI=.*check RAG_STORAGE__ENDPOINT"):
        Library(index, hash_embedder)
