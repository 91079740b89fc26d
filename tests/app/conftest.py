"""AppTest helpers: the real app on a temporary data dir, with a timeout fit for the model."""

from __future__ import annotations

import functools
from contextlib import contextmanager
from collections.abc import Iterator
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from rag_core.embedding import Embedder
from rag_core.settings import EmbeddingSettings
from tests.conftest import PROJECT_ROOT, shared_model
from tests.helpers.builders import LibraryCache

TIMEOUT = 180  # the first run loads the embedding model (~10 s cold); AppTest's default is 3 s
SAMPLES = PROJECT_ROOT / "data" / "samples"


@pytest.fixture(scope="session", autouse=True)
def _scan_for_components_once() -> Iterator[None]:
    """Each new AppTest scans the metadata of every installed package for Streamlit components
    (~0.2-0.5 s here, over 500 packages: most of a short AppTest test). Nothing is installed
    during a session, so the first real scan's answer is reused by every later AppTest."""
    from streamlit.components.v2 import manifest_scanner

    scan = functools.cache(manifest_scanner.scan_component_manifests)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(manifest_scanner, "scan_component_manifests", lambda *a, **k: list(scan(*a, **k)))
        yield


@pytest.fixture(scope="session", autouse=True)
def _one_model_per_process() -> Iterator[None]:
    """The app under AppTest runs in this process: its cached embedder is the process's one model
    (``shared_model``), not a second copy of the same weights."""
    from ui import resources

    build = resources.make_embedder

    def make(settings: EmbeddingSettings) -> Embedder:
        return shared_model() if settings == EmbeddingSettings() else build(settings)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(resources, "make_embedder", make)
        yield


@pytest.fixture(autouse=True)
def _forget_saved_preferences() -> Iterator[None]:
    """Settings and names saved by a test stay in its data dir's database, which a module's tests
    share (``sample_app``): each test starts from the defaults, whatever the one before saved."""
    yield
    import os

    from sqlalchemy import delete

    from rag_core.settings import Settings
    from rag_core.storage.preferences import PreferenceRow
    from rag_core.storage.registry import make_engine

    if not os.environ.get("RAG_DATA_DIR") or os.environ.get("RAG_DATABASE_URL"):
        return  # no app of this test's own, or a server database its own fixture cleans up
    settings = Settings()
    if settings.db_path.exists():
        engine = make_engine(settings.db_url)
        with engine.begin() as connection:
            connection.execute(delete(PreferenceRow))
        engine.dispose()


@pytest.fixture
def empty_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Environment for an app on an empty data dir (samples not seeded)."""
    data_dir = tmp_path / "data"
    monkeypatch.setenv("RAG_DATA_DIR", str(data_dir))
    monkeypatch.setenv("RAG_SEED_SAMPLES", "false")
    monkeypatch.chdir(PROJECT_ROOT)
    return data_dir


@pytest.fixture(scope="module")
def first_start_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """Environment for an app whose first start indexes the sample documents (shared per module)."""
    data_dir = tmp_path_factory.mktemp("samples") / "data"
    with _samples_env(data_dir):
        yield data_dir


@pytest.fixture(scope="module")
def sample_app(tmp_path_factory: pytest.TempPathFactory, embedder: Embedder, indexed: LibraryCache) -> Iterator[Path]:
    """Environment for an app on the sample documents as its first start leaves them (the session's
    seeded samples, copied per module; ``first_start_app`` is the start that indexes them)."""
    data_dir = tmp_path_factory.mktemp("samples") / "data"
    indexed.seeded_samples(data_dir, embedder).registry.engine.dispose()
    with _samples_env(data_dir):
        yield data_dir


@contextmanager
def _samples_env(data_dir: Path) -> Iterator[None]:
    """The app's environment on ``data_dir`` with the sample documents seeded on its first start."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("RAG_DATA_DIR", str(data_dir))
        patch.setenv("RAG_SAMPLES_DIR", str(SAMPLES))
        patch.delenv("RAG_SEED_SAMPLES", raising=False)
        patch.chdir(PROJECT_ROOT)
        yield


def start(page: str | None = None) -> AppTest:
    """Run the app (optionally switching to a page) and fail on any exception."""
    at = AppTest.from_file(str(PROJECT_ROOT / "app.py"), default_timeout=TIMEOUT)
    at.run()
    if page:
        at.switch_page(page).run()
    assert not at.exception, at.exception
    return at


def ask(at: AppTest, question: str) -> AppTest:
    """Type a question into the chat box and submit it."""
    at.chat_input[0].set_value(question).run()
    assert not at.exception, at.exception
    return at
