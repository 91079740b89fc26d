"""Object-storage settings: URIs, endpoints, and keys that never end up in the settings."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import ValidationError

from rag_core.settings import Settings, StorageSettings
from rag_core.storage.s3 import S3Location, endpoint_url, files_location, index_location, lance_storage_options


def test_nothing_configured_keeps_the_data_dir_folders(tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path)
    assert index_location(settings) == str(tmp_path / "index")
    assert files_location(settings) == str(tmp_path / "files")


def test_s3_uris_come_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RAG_INDEX_URI", "s3://shared/verbatim/index/")
    monkeypatch.setenv("RAG_STORAGE__ENDPOINT", "https://minio.example.org:9000")
    monkeypatch.setenv("RAG_STORAGE__REGION", "eu-north-1")
    settings = Settings()
    assert index_location(settings) == "s3://shared/verbatim/index"
    assert S3Location.parse(settings.index_uri) == S3Location("shared", "verbatim/index")
    assert settings.storage.region == "eu-north-1"


@pytest.mark.parametrize("uri", ["gs://bucket/index", "s3://", "s3:///index"])
def test_unsupported_uris_are_rejected_with_the_value(uri: str) -> None:
    with pytest.raises(ValidationError, match="s3://bucket/prefix"):
        Settings(index_uri=uri)


def test_an_http_endpoint_needs_allow_http() -> None:
    with pytest.raises(ValidationError, match="RAG_STORAGE__ALLOW_HTTP"):
        StorageSettings(endpoint="http://minio:9000")
    assert endpoint_url(StorageSettings(endpoint="minio:9000")) == "https://minio:9000"
    assert endpoint_url(StorageSettings(endpoint="minio:9000", allow_http=True)) == "http://minio:9000"


def test_keys_are_read_from_the_environment_when_needed_and_never_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("AWS_ACCESS_KEY_ID", raising=False)
    monkeypatch.delenv("AWS_SECRET_ACCESS_KEY", raising=False)
    storage = StorageSettings(endpoint="http://127.0.0.1:9000", allow_http=True)
    assert "aws_access_key_id" not in lance_storage_options(storage)  # the SDK's own chain then
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "AKIDEXAMPLE")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "wJalrXUtnFEMI")
    options = lance_storage_options(storage)
    assert options["aws_access_key_id"] == "AKIDEXAMPLE" and options["aws_secret_access_key"] == "wJalrXUtnFEMI"
    assert options["aws_endpoint"] == "http://127.0.0.1:9000" and options["allow_http"] == "true"
    settings = Settings(index_uri="s3://shared/index", storage=storage)
    assert "wJalrXUtnFEMI" not in settings.model_dump_json() and "wJalrXUtnFEMI" not in repr(settings)
