"""Shared fixtures: no network, one real embedding model per session, a hash embedder, fresh data dirs,
a throwaway PostgreSQL server (when installed) with a fresh database per test, a loopback S3 server
with a fresh bucket per test."""

from __future__ import annotations

import ipaddress
import os
import socket
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

from rag_core.embedding import Embedder, make_embedder  # noqa: E402
from rag_core.library import Library  # noqa: E402
from rag_core.settings import EmbeddingSettings, Settings  # noqa: E402
from rag_core.testing import HashEmbedder  # noqa: E402
from tests.helpers.postgres import MISSING as POSTGRES_MISSING  # noqa: E402
from tests.helpers.postgres import PostgresCluster, find_bin_dir, start_cluster  # noqa: E402
from tests.helpers.s3 import DUMMY_KEYS, S3Bucket, S3Server, start_s3_server  # noqa: E402

PROJECT_ROOT = Path(__file__).resolve().parents[1]
_real_connect = socket.socket.connect
_real_connect_ex = socket.socket.connect_ex


def _is_loopback(address: object) -> bool:
    if not isinstance(address, tuple) or not address:
        return True  # AF_UNIX paths and the like stay on this machine
    host = str(address[0])
    if host in ("localhost", ""):
        return True
    try:
        return ipaddress.ip_address(host.split("%")[0]).is_loopback
    except ValueError:
        return False


@pytest.fixture(autouse=True)
def _no_network(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """Fail any connection that leaves this machine, unless the test is marked integration."""
    if request.node.get_closest_marker("integration"):
        return

    def guarded_connect(self: socket.socket, address: object) -> object:
        if not _is_loopback(address):
            raise RuntimeError(f"test tried to reach the network: {address!r}")
        return _real_connect(self, address)

    def guarded_connect_ex(self: socket.socket, address: object) -> object:
        if not _is_loopback(address):
            raise RuntimeError(f"test tried to reach the network: {address!r}")
        return _real_connect_ex(self, address)

    monkeypatch.setattr(socket.socket, "connect", guarded_connect)
    monkeypatch.setattr(socket.socket, "connect_ex", guarded_connect_ex)


@pytest.fixture(scope="session")
def embedder() -> Embedder:
    """The real all-MiniLM-L6-v2, loaded once for the whole session (tests of what is found)."""
    return make_embedder(EmbeddingSettings())


@pytest.fixture(scope="session")
def hash_embedder() -> HashEmbedder:
    """The deterministic hash embedder, for tests that do not measure what retrieval finds."""
    return HashEmbedder()


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    """Settings on a fresh temporary data dir, samples not seeded."""
    return Settings(data_dir=tmp_path / "data", seed_samples=False)


@pytest.fixture
def library(settings: Settings, embedder: Embedder) -> Iterator[Library]:
    """A library on a fresh data dir sharing the session's model."""
    yield Library(settings, embedder)


@pytest.fixture(scope="session")
def postgres_cluster() -> Iterator[PostgresCluster]:
    """A throwaway PostgreSQL server on 127.0.0.1 for the session; skips when it is not installed."""
    bin_dir = find_bin_dir()
    if bin_dir is None:
        pytest.skip(POSTGRES_MISSING)
    cluster = start_cluster(bin_dir)
    yield cluster
    cluster.stop()


@pytest.fixture
def postgres_url(postgres_cluster: PostgresCluster) -> Iterator[str]:
    """URL of a fresh, empty database on the session's PostgreSQL server, dropped after the test."""
    name = postgres_cluster.create_database()
    yield postgres_cluster.url(name)
    postgres_cluster.drop_database(name)


@pytest.fixture(scope="session")
def s3_server() -> Iterator[S3Server]:
    """A moto S3 server on 127.0.0.1 for the session."""
    server = start_s3_server()
    yield server
    server.stop()


@pytest.fixture
def s3_bucket(s3_server: S3Server, monkeypatch: pytest.MonkeyPatch) -> S3Bucket:
    """A fresh bucket on the session's S3 server, with dummy keys in the environment (and nothing
    that could send the AWS clients off this machine: no profile, no instance metadata)."""
    for name, value in DUMMY_KEYS.items():
        monkeypatch.setenv(name, value)
    for name in (
        "AWS_SESSION_TOKEN",
        "AWS_PROFILE",
        "AWS_ENDPOINT_URL",
        "AWS_CONFIG_FILE",
        "AWS_SHARED_CREDENTIALS_FILE",
    ):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("AWS_EC2_METADATA_DISABLED", "true")
    return S3Bucket(s3_server, s3_server.create_bucket())
