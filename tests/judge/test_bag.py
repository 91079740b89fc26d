"""The judge's trees as a bag of boosters with different seeds: their raw score is the mean of the
boosters', the bag is written and read back whole, and a model folder of one booster still loads."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np

from rag_core.judge.bag import BAG, Bag, file_names
from rag_core.judge.calibration import Calibration
from rag_core.judge.features import FEATURES
from rag_core.judge.model import JudgeModel, MODEL_DIR
from rag_core.judge.train import _train, write_model


def _data() -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(5)
    features = rng.random((800, len(FEATURES)), dtype=np.float64)
    labels = (features[:, 0] + 0.4 * rng.random(800) > 0.9).astype(np.float32)
    return features, labels


def test_the_bags_boosters_differ_and_its_score_is_their_mean() -> None:
    features, labels = _data()
    bag = _train(features, labels, rounds=25)
    assert len(bag.boosters) == BAG
    assert len(set(bag.model_strings())) == BAG  # each seed samples other rows and features
    each = [b.predict(features[:50], raw_score=True) for b in bag.boosters]
    assert np.allclose(bag.predict(features[:50], raw_score=True), np.mean(each, axis=0))
    assert not np.allclose(each[0], each[1])


def test_a_written_bag_loads_as_the_judge_with_the_same_scores(tmp_path: Path) -> None:
    features, labels = _data()
    bag = _train(features, labels, rounds=25)
    (tmp_path / "model-7.txt").write_text("left over from a bigger bag", encoding="utf-8")
    write_model(
        tmp_path,
        bag,
        Calibration((([-5.0, 5.0], [0.0, 1.0]),)),
        {"strict": 0.9, "moderate": 0.8, "lenient": 0.7},
        0.9,
        {},
    )
    assert sorted(p.name for p in tmp_path.glob("model*.txt")) == sorted(file_names())
    assert json.loads((tmp_path / "judge.json").read_text())["boosters"] == file_names()
    model = JudgeModel.from_files(tmp_path)
    assert np.allclose(model.raw(features[:20]), bag.predict(features[:20], raw_score=True))
    contributions = model.weights(features[0])
    assert contributions and all(name in FEATURES for name, _ in contributions)


def test_a_model_folder_of_one_booster_without_a_list_still_loads(tmp_path: Path) -> None:
    for f in MODEL_DIR.iterdir():
        if f.is_file():
            shutil.copy(f, tmp_path / f.name)
    meta = json.loads((tmp_path / "judge.json").read_text())
    meta.pop("boosters", None)
    (tmp_path / "judge.json").write_text(json.dumps(meta))
    for extra in file_names()[1:]:
        (tmp_path / extra).unlink(missing_ok=True)
    model = JudgeModel.from_files(tmp_path)
    assert isinstance(model._booster, Bag) and len(model._booster.boosters) == 1
    assert model.raw(np.zeros((2, len(FEATURES)))).shape == (2,)


def test_why_this_answer_weighs_the_same_whether_computed_ahead_or_when_asked() -> None:
    """The bag's feature contributions are the mean of its boosters' (they add up to its raw margin),
    computed ahead on threads while the answer is put together or at once when asked for."""
    model = JudgeModel.from_files(MODEL_DIR)
    rows = np.random.default_rng(3).random((6, len(FEATURES)))
    asked = [model.weights(row, top=len(FEATURES)) for row in rows]
    for row in rows:
        model.weigh_ahead(row)
    assert [model.weights(row, top=len(FEATURES)) for row in rows[2:]] == asked[2:]  # the last four still ahead
    assert [model.weights(row, top=len(FEATURES)) for row in rows[:2]] == asked[:2]  # dropped: computed when asked
    for row, weights in zip(rows, asked):
        margin = float(model.raw(row.reshape(1, -1))[0])
        contributions = np.asarray(model._booster.predict(row.reshape(1, -1), pred_contrib=True))[0]
        assert abs(contributions.sum() - margin) < 1e-6
        assert weights == [
            (FEATURES[i], round(float(contributions[i]), 3))
            for i in np.argsort(-np.abs(contributions[:-1]))
            if contributions[i] != 0.0
        ]
