"""Cross-validation never scores a document the model was trained on."""

from __future__ import annotations

import numpy as np

from rag_core.judge.collect import Collected, QuestionRow
from rag_core.judge.features import FEATURES
from rag_core.judge.train import cross_validate, grouped_folds


def test_every_document_is_in_exactly_one_fold() -> None:
    groups = [f"doc{i % 13}" for i in range(400)]
    folds = grouped_folds(groups, 5)
    fold_of: dict[str, set[int]] = {}
    for group, fold in zip(groups, folds):
        fold_of.setdefault(group, set()).add(int(fold))
    assert all(len(found) == 1 for found in fold_of.values())
    assert set(int(f) for f in folds) == set(range(5))


def test_folds_are_balanced_and_repeatable() -> None:
    groups = [f"doc{i % 20}" for i in range(1000)]
    first, second = grouped_folds(groups, 5), grouped_folds(list(groups), 5)
    assert (first == second).all()
    sizes = np.bincount(first, minlength=5)
    assert sizes.max() - sizes.min() <= 50  # 20 documents of 50 rows: four per fold


def _set(name: str, documents: int, offset: int, rng: np.random.Generator) -> Collected:
    """Candidates whose label depends on the first feature, ten per question; the last feature
    holds the document's number, so a test can see which documents a model was trained on."""
    rows, labels, questions = [], [], []
    for q in range(documents * 4):
        x = rng.normal(size=(10, len(FEATURES))).astype(np.float32)
        x[:, -1] = offset + q % documents
        y = x[:, 0] > 1.0
        questions.append(
            QuestionRow(
                f"{name}{q}",
                f"{name}:doc{q % documents}",
                bool(y.any()),
                True,
                "span",
                q * 10,
                10,
                "guided_fallback",
                False,
            )
        )
        rows.append(x)
        labels.append(y)
    return Collected(name, np.concatenate(rows), np.concatenate(labels), questions)


def test_out_of_fold_scores_come_from_models_that_never_saw_the_document(monkeypatch) -> None:
    import rag_core.judge.train as train

    rng = np.random.default_rng(0)
    sets = [_set("a", 10, 0, rng), _set("b", 7, 100, rng)]
    documents = {float(d) for d in range(10)} | {float(100 + d) for d in range(7)}
    trained_on: list[set[float]] = []
    models: list[object] = []
    real_train = train._train

    def spy(features, labels, rounds=20, weights=None):  # type: ignore[no-untyped-def]
        trained_on.append(set(features[:, -1].tolist()))
        models.append(real_train(features, labels, rounds=20, weights=weights))
        return models[-1]

    monkeypatch.setattr(train, "_train", spy)
    decisions, fold_models = cross_validate(sets)
    assert len(trained_on) == train.FOLDS
    # the fold models eval judge scores each fold with are those that did not see its documents
    assert fold_models == models
    fold = train.grouped_folds(train.row_groups(sets))
    every = np.concatenate([s.features for s in sets])
    for k, seen in enumerate(trained_on):
        assert not seen & set(every[fold == k][:, -1].tolist())
    # every document is left out of exactly one model, the one that scores it
    for document in documents:
        assert sum(document not in seen for seen in trained_on) == 1
    assert all(seen < documents for seen in trained_on)
    # and the scores are real: the learned rule ranks the right candidates first
    right = np.concatenate([d.right for d in decisions])
    answerable = np.concatenate([d.answerable for d in decisions])
    assert right[answerable].mean() > 0.8
