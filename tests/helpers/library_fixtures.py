"""The ``library`` fixture on the hash embedder, for test modules that do not measure what retrieval
finds: importing it replaces, in that module, the root conftest's ``library`` on the real model.

    from tests.helpers.library_fixtures import hash_library  # noqa: F401 (the module's `library`)
"""

from __future__ import annotations

import pytest

from rag_core.library import Library
from rag_core.settings import Settings
from rag_core.testing import HashEmbedder


@pytest.fixture(name="library")
def hash_library(settings: Settings, hash_embedder: HashEmbedder) -> Library:
    """A library on a fresh data dir (the ``settings`` fixture) embedding with the hash embedder."""
    return Library(settings, hash_embedder)
