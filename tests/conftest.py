"""Shared fixtures: no network, one real embedding model per session, a hash embedder, fresh data dirs."""

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
