"""Shared fixtures: no network, one real embedding model per session, a hash embedder, fresh data dirs,
libraries indexed once per session and copied per use, a throwaway PostgreSQL server (when installed)
with a fresh database per test, a loopback S3 server with a fresh bucket per test.

Tiers: every test is marked here by what it uses, never by hand (see ``pytest_collection_modifyitems``).
A test that uses none of the real model, PostgreSQL, S3, the app (AppTest, tests/app/) or a browser
is a ``unit`` test; ``make test-fast`` runs those, ``make test`` runs everything.
"""

from __future__ import annotations

import functools
import gc
import ipaddress
import os
import socket
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

from rag_core.embedding import Embedder, TransformerEmbedder, make_embedder  # noqa: E402
from rag_core.settings import EmbeddingSettings, Settings  # noqa: E402
from rag_core.testing import HashEmbedder  # noqa: E402
from tests.helpers.postgres import MISSING as POSTGRES_MISSING  # noqa: E402
from tests.helpers.postgres import PostgresCluster, find_bin_dir, start_cluster  # noqa: E402
from tests.helpers.s3 import DUMMY_KEYS, S3Bucket, S3Server, start_s3_server  # noqa: E402

if TYPE_CHECKING:  # imported where used: the xdist controller runs only the hooks and skips lancedb's ~4 s
    from rag_core.library import Library
    from tests.helpers.builders import LibraryCache

PROJECT_ROOT = Path(__file__).resolve().parents[1]
# Fixture -> the tier a test using it belongs to (besides unit).
TIER_OF_FIXTURE = {
    "embedder": "model",
    "postgres_cluster": "postgres",
    "postgres_url": "postgres",
    "s3_server": "s3",
    "s3_bucket": "s3",
}
# A fixture parametrized over backends names them so: "sqlite"/"postgresql", "local"/"s3".
TIER_OF_BACKEND = {"postgresql": "postgres", "s3": "s3"}
# A test module holding anything from these modules runs the app (AppTest) or drives a browser.
TIER_OF_HELPER = {
    "streamlit.testing.v1.app_test": "app",
    "tests.helpers.uploads": "app",
    "tests.app.conftest": "app",
    "tests.helpers.app_server": "browser",
}
TIERS = ("model", "postgres", "s3", "app", "browser", "slow")
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


def _tiers(item: pytest.Item) -> set[str]:
    """The tiers ``item`` belongs to: by the fixtures it uses (parametrized ones included), the
    helpers its module holds, its folder (tests/app/ is the app's), and markers set by hand."""
    found = {tier for name, tier in TIER_OF_FIXTURE.items() if name in getattr(item, "fixturenames", ())}
    callspec = getattr(item, "callspec", None)
    for value in callspec.params.values() if callspec is not None else ():
        # A fixture parametrized over backends gets the server by name (request.getfixturevalue).
        found.update(tier for backend, tier in TIER_OF_BACKEND.items() if value == backend)
    module = getattr(item, "module", None)
    for value in vars(module).values() if module is not None else ():
        tier = TIER_OF_HELPER.get(getattr(value, "__module__", None) or getattr(value, "__name__", ""))
        if tier:
            found.add(tier)
    if "app" in Path(str(item.path)).relative_to(PROJECT_ROOT / "tests").parts[:1]:
        found.add("app")
    found.update(tier for tier in TIERS if item.get_closest_marker(tier))
    return found


# Modules holding tests of these tiers run first (the longest first), so that with several workers
# no long module starts last while the other workers sit idle.
_FIRST = ("browser", "slow", "app", "postgres", "s3", "model")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark each test with its tiers, and ``unit`` when it has none (what ``make test-fast`` runs);
    then order the modules by their slowest tier, each module's tests kept together and in order."""
    rank: dict[object, int] = {}
    for item in items:
        tiers = _tiers(item)
        for tier in sorted(tiers):
            item.add_marker(tier)
        if not tiers:
            item.add_marker("unit")
        first = min((_FIRST.index(t) for t in tiers if t in _FIRST), default=len(_FIRST))
        rank[item.path] = min(rank.get(item.path, first), first)
    items.sort(key=lambda item: rank[item.path])  # stable: collection order within a rank


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool | None:
    """``-m unit`` (``make test-fast``) does not import tests/app/: every test there is of the app tier."""
    if config.getoption("markexpr", "") == "unit" and collection_path == PROJECT_ROOT / "tests" / "app":
        return True
    return None


def pytest_unconfigure(config: pytest.Config) -> None:
    """Freeze the heap before the interpreter exits: its final collections then skip the objects the
    model, lancedb and streamlit loaded (1-5 s per process, per xdist worker, otherwise)."""
    gc.freeze()


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


@pytest.fixture(autouse=True)
def _unit_tests_stay_units(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A unit test that loads the embedding model, or gets a server fixture by name at run time, fails
    saying how to place it: the tier rule above sees the fixtures a test asks for, not a model a
    library or the CLI loads by itself."""
    if request.node.get_closest_marker("unit") is None:
        yield
        return

    def refuse(*args: object, **kwargs: object) -> None:
        raise RuntimeError(
            "this unit test loads the embedding model: pass the `hash_embedder` fixture to what it builds, "
            "or use the `embedder` fixture (or @pytest.mark.model) to put it in the model tier"
        )

    monkeypatch.setattr(TransformerEmbedder, "__init__", refuse)
    yield
    late = sorted(set(request.fixturenames) & set(TIER_OF_FIXTURE))
    if late:
        pytest.fail(
            f"this unit test got {late} at run time: ask for the fixture in the signature, or name the "
            f"parameter of a backend fixture as in TIER_OF_BACKEND, so that it lands in its tier",
            pytrace=False,
        )


@functools.cache
def shared_model() -> Embedder:
    """The real all-MiniLM-L6-v2, loaded once per process: the ``embedder`` fixture's, and the one the
    app builds under AppTest (tests/app/conftest.py), which runs in this process."""
    return make_embedder(EmbeddingSettings())


@pytest.fixture(scope="session")
def embedder() -> Embedder:
    """The real all-MiniLM-L6-v2, loaded once for the whole session (tests of what is found)."""
    return shared_model()


@pytest.fixture(scope="session")
def hash_embedder() -> HashEmbedder:
    """The deterministic hash embedder, for tests that do not measure what retrieval finds."""
    return HashEmbedder()


@pytest.fixture(scope="session")
def indexed(tmp_path_factory: pytest.TempPathFactory) -> LibraryCache:
    """Libraries indexed once per session (per worker), a copy of the data dir for each use."""
    from tests.helpers.builders import LibraryCache

    return LibraryCache(tmp_path_factory.mktemp("indexed"))


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    """Settings on a fresh temporary data dir, samples not seeded."""
    return Settings(data_dir=tmp_path / "data", seed_samples=False)


@pytest.fixture
def library(settings: Settings, embedder: Embedder) -> Iterator[Library]:
    """A library on a fresh data dir sharing the session's model."""
    from rag_core.library import Library

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
