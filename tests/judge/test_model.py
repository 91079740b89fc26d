"""The shipped judge: it loads offline, reads the features this version computes, is small, has a
card, and its P and thresholds are ordered as strictness promises."""

from __future__ import annotations

import numpy as np

from rag_core.judge.features import FEATURES
from rag_core.judge.model import MODEL_DIR, MODEL_FILE, load_model

MAX_MB = 50


def test_the_shipped_model_loads_and_reads_this_versions_features() -> None:
    model = load_model()
    assert model is not None, "rag_core/data/judge holds no model: python -m rag_core train judge"
    assert tuple(model.meta["features"]) == FEATURES
    assert model.cross is not None


def test_the_model_files_are_small_enough_to_ship() -> None:
    total = sum(f.stat().st_size for f in MODEL_DIR.iterdir() if f.is_file())
    assert total <= MAX_MB * 1024 * 1024
    assert (MODEL_DIR / MODEL_FILE).stat().st_size > 0


def test_the_card_names_data_folds_metrics_and_date() -> None:
    card = (MODEL_DIR / "CARD.md").read_text(encoding="utf-8")
    for needed in ("Trained ", "grouped by document", "training set", "license", "Thresholds", "Results"):
        assert needed in card


def test_stricter_settings_need_a_higher_p_and_high_confidence_the_highest() -> None:
    thresholds = load_model().thresholds  # type: ignore[union-attr]
    assert (
        thresholds.direct["lenient"] <= thresholds.direct["moderate"] <= thresholds.direct["strict"] <= thresholds.high
    )


def test_p_is_a_probability_and_rises_with_the_raw_score() -> None:
    model = load_model()
    assert model is not None
    raw = np.linspace(-8, 8, 50)
    p = model.calibrate(raw)
    assert ((p >= 0) & (p <= 1)).all()
    assert (np.diff(p) >= 0).all()
