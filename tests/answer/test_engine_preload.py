"""The engine's start (Engine.preload): what the first questions read is read ahead, the answers do
not change, and an engine dropped since (the analyst changed a setting) is freed, not kept."""

from __future__ import annotations

import gc
import weakref

import pytest

from rag_core.answer.engine import Engine
from tests.answer.conftest import build
from tests.helpers.builders import LibraryCache


@pytest.fixture(scope="module")
def library(tmp_path_factory: pytest.TempPathFactory, embedder, indexed: LibraryCache):  # type: ignore[no-untyped-def]
    return build(tmp_path_factory.mktemp("preload") / "data", embedder, indexed=indexed)


def _envelope(engine: Engine, question: str) -> dict:
    return engine.ask(question).model_dump(exclude={"query_id", "latency_ms"})


def test_a_preloaded_engine_answers_as_one_that_reads_on_demand(library) -> None:  # type: ignore[no-untyped-def]
    cold = Engine(library)
    warm = Engine(library)
    warm.preload(background=False)
    for question in ("When was Acme Robotics founded?", "What was Acme's revenue in 2023?"):
        assert _envelope(warm, question) == _envelope(cold, question)


def test_an_engine_dropped_after_its_preload_is_freed_by_the_next_one(library) -> None:  # type: ignore[no-untyped-def]
    first = Engine(library)
    first.preload(background=False)
    first.ask("When was Acme Robotics founded?")
    dropped = weakref.ref(first._pages)  # its page cache refers to itself: only a full pass frees it
    del first
    second = Engine(library)
    second.preload(background=False)
    assert dropped() is None
    assert gc.get_freeze_count() > 0  # what is alive now stays out of the collector's full passes
