"""The training candidates cached by ``train judge`` (rag_core.judge.collect): a cache is read again
while it holds every feature of today's, so removing a feature needs no new pass over the dev sets
(about 20 minutes), and a cache without one of today's features is collected again."""

from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path

import numpy as np

from rag_core.judge.collect import Collected, QuestionRow, is_cached
from rag_core.judge.features import FEATURES


def _write(path: Path, names: list[str], features: np.ndarray) -> None:
    """A cache as ``Collected.save`` writes it, with the feature columns ``names``."""
    question = QuestionRow("q1", "doc-a", True, True, "stated", 0, len(features), "direct_answer", True, "Who?")
    np.savez_compressed(path, features=features, labels=np.array([True] + [False] * (len(features) - 1)))
    meta = {"name": "tiny", "features": names, "questions": [asdict(question)]}
    path.with_suffix(".json").write_text(json.dumps(meta), encoding="utf-8")


def test_a_cache_with_a_feature_since_removed_is_read_as_todays_columns(tmp_path: Path) -> None:
    cache = tmp_path / "tiny.npz"
    # An older layout: a removed feature in the middle, today's columns in another order.
    names = list(reversed(FEATURES))
    names.insert(5, "file_pdf_removed")
    rows = np.arange(3 * len(names), dtype=np.float32).reshape(3, len(names))
    _write(cache, names, rows)

    assert is_cached(cache)
    found = Collected.load(cache)
    assert found is not None and found.features.shape == (3, len(FEATURES))
    for i, name in enumerate(FEATURES):
        assert np.array_equal(found.features[:, i], rows[:, names.index(name)]), name
    assert found.labels.tolist() == [True, False, False] and found.questions[0].qid == "q1"


def test_a_cache_without_one_of_todays_features_is_collected_again(tmp_path: Path) -> None:
    cache = tmp_path / "tiny.npz"
    names = list(FEATURES[:-1])
    _write(cache, names, np.zeros((2, len(names)), dtype=np.float32))

    assert not is_cached(cache)
    assert Collected.load(cache) is None


def test_a_saved_set_reads_back_the_same(tmp_path: Path) -> None:
    cache = tmp_path / "tiny.npz"
    features = np.random.default_rng(3).random((4, len(FEATURES)), dtype=np.float32)
    question = QuestionRow("q1", "doc-a", True, True, "stated", 0, 4, "guided_fallback", False, "What?")
    Collected("tiny", features, np.array([False, True, False, False]), [question]).save(cache)

    found = Collected.load(cache)
    assert found is not None and np.array_equal(found.features, features) and found.questions == [question]
