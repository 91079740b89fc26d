"""The engine's start (Engine.preload): what the first questions read is read ahead, the answers do
not change, and an engine dropped since (the analyst changed a setting) is freed, not kept."""

from __future__ import annotations

import gc
import weakref

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.headed import period_headings
from rag_core.ingest import rows as rows_module
from rag_core.text.sentences import split_sentences
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


def test_after_the_preload_a_first_question_splits_and_parses_no_page(library) -> None:  # type: ignore[no-untyped-def]
    """A page's sentences, their period headings and its table rows are read at start, not by the
    first question about it."""
    for cached in (split_sentences, period_headings, rows_module._from_json, rows_module._from_text):
        cached.cache_clear()
    engine = Engine(library)
    engine.preload(background=False)
    read = [f.cache_info().misses for f in (split_sentences, period_headings)]
    assert min(read) > 0
    parsed = rows_module._from_json.cache_info().misses + rows_module._from_text.cache_info().misses
    assert parsed > 0
    response = engine.ask("What was Acme's revenue in 2023?")
    assert response.citations or response.related_highlights  # the question read pages
    assert [f.cache_info().misses for f in (split_sentences, period_headings)] == read
    assert rows_module._from_json.cache_info().misses + rows_module._from_text.cache_info().misses == parsed
