"""``python -m rag_core train judge``: train, calibrate and choose the thresholds of the answer judge.

1. Collect labelled candidates (:mod:`rag_core.judge.collect`) from the dev sets whose license allows
   training (SQuAD 2.0, TAT-QA, the project's synthetic cases) and from the evaluation-only sets
   present (PolicyQA, the project's policy and filing questions), each indexed as a user's uploads.
2. Cross-validate on the training sets with folds grouped by document: a document's candidates are
   never both trained on and scored. The out-of-fold scores of each question's best candidate
   calibrate P (isotonic: P is the share of such candidates that state the answer; one map per
   group of candidates, :mod:`rag_core.judge.calibration`).
3. Train the shipped model on all training candidates; score the evaluation-only sets with it.
4. Choose the thresholds on the out-of-fold and evaluation-only questions together, every set
   weighing the same: the lowest P at which direct answers are right at least 97% (strict), 93%
   (moderate), 88% (lenient) of the time, and the lowest P at which they are right 97% of the time
   for "high" confidence.
5. Write the trees (``model.txt``, ``model-2.txt``...: a bag, :mod:`rag_core.judge.bag`), ``judge.json``
   and ``CARD.md``.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import Path

import numpy as np

from rag_core.judge import calibration
from rag_core.judge.calibration import Calibration
from rag_core.judge.collect import Collected
from rag_core.judge.features import FEATURES, INDEX
from rag_core.judge.bag import BAG, Bag
from rag_core.judge.model import META_FILE, STRICTNESS

logger = logging.getLogger(__name__)

FOLDS = 5
SEED = 7
TARGET_PRECISION = {"strict": 0.97, "moderate": 0.93, "lenient": 0.88}
HIGH_PRECISION = 0.97
PARAMS = {
    "objective": "binary",
    "learning_rate": 0.05,
    "num_leaves": 31,
    "min_data_in_leaf": 40,
    "feature_fraction": 0.9,
    "bagging_fraction": 0.8,
    "bagging_freq": 1,
    "lambda_l2": 1.0,
    "verbose": -1,
    "deterministic": True,
    "force_row_wise": True,
    "seed": SEED,
    "num_threads": 2,
}
ROUNDS = 400


@dataclass(frozen=True, slots=True)
class Decisions:
    """Per question of one set: its best candidate's score and whether that candidate is right."""

    name: str
    raw: np.ndarray  # best candidate's raw score (-inf when it had none)
    right: np.ndarray  # bool
    eligible: np.ndarray  # bool: the question's kind may get a direct answer
    answerable: np.ndarray  # bool
    # The statement the checks of a stated answer pick (``rules_lead``), which answers below the
    # threshold (see ``Judge._stated``): its raw score (-inf when none), whether it is right, and
    # whether the question asks for a measure (then it answers whatever its P).
    stated_raw: np.ndarray | None = None
    stated_right: np.ndarray | None = None
    measure: np.ndarray | None = None
    # The calibration group (:func:`rag_core.judge.calibration.groups`) of the best candidate and of
    # the stated one (REST when there is none).
    group: np.ndarray | None = None
    stated_group: np.ndarray | None = None
    scores: np.ndarray | None = None  # every candidate row's raw score, to choose the best again by P

    def groups(self) -> np.ndarray:
        return self.group if self.group is not None else calibration.rest(len(self.raw))

    def stated_groups(self) -> np.ndarray:
        return self.stated_group if self.stated_group is not None else calibration.rest(len(self.raw))


def _train(features: np.ndarray, labels: np.ndarray, rounds: int = ROUNDS, weights: np.ndarray | None = None):  # type: ignore[no-untyped-def]
    """A :class:`~rag_core.judge.bag.Bag` of :data:`~rag_core.judge.bag.BAG` boosters, seeds SEED,
    SEED + 1, ... (the seed also picks the rows that place the feature bins, so each booster gets its
    own dataset)."""
    import lightgbm as lgb

    boosters = []
    for k in range(BAG):
        data = lgb.Dataset(features, label=labels.astype(np.float32), weight=weights, feature_name=list(FEATURES))
        boosters.append(lgb.train({**PARAMS, "seed": SEED + k}, data, num_boost_round=rounds))
    return Bag(boosters)


def set_weights(sets: list[Collected]) -> np.ndarray:
    """Per candidate row: every set weighs the same in training, however many candidates it has
    (SQuAD's 6,000 questions must not drown a few hundred synthetic policy questions), and within a set
    every question weighs the same (a question with 300 candidates is not 10 questions)."""
    out = []
    for s in sets:
        w = np.zeros(len(s.labels))
        asked = [q for q in s.questions if q.count]
        for q in asked:
            w[q.start : q.start + q.count] = 1.0 / (q.count * len(asked))
        out.append(w)
    weights = np.concatenate(out) if out else np.zeros(0)
    return weights * (len(weights) / max(weights.sum(), 1e-12))


def _decisions(collected: Collected, raw: np.ndarray, calibrate: Calibration | None = None) -> Decisions:
    """Each question's best candidate from per-row scores: the highest raw score, or with
    ``calibrate`` the highest P (then raw score), as the engine orders them: a candidate in a group
    whose map rates it higher may lead one with a higher raw score."""
    n = len(collected.questions)
    best = np.full(n, -np.inf)
    right = np.zeros(n, dtype=bool)
    group = np.zeros(n, dtype=np.int8)
    stated_raw = np.full(n, -np.inf)
    stated_right = np.zeros(n, dtype=bool)
    stated_group = np.zeros(n, dtype=np.int8)
    measure = np.zeros(n, dtype=bool)
    for i, q in enumerate(collected.questions):
        if not q.count:
            continue
        rows = collected.features[q.start : q.start + q.count]
        in_group = calibration.groups(rows)
        scores = raw[q.start : q.start + q.count]
        if calibrate is None:
            top = int(np.argmax(scores))
        else:
            top = int(np.lexsort((-scores, -calibrate.p(scores, in_group)))[0])
        best[i], right[i], group[i] = raw[q.start + top], bool(collected.labels[q.start + top]), in_group[top]
        lead = np.flatnonzero(rows[:, INDEX["rules_lead"]] == 1)
        measure[i] = bool(rows[0, INDEX["asks_measure"]] == 1)
        if len(lead):
            first = int(lead[0])
            stated_raw[i], stated_right[i] = raw[q.start + first], bool(collected.labels[q.start + first])
            stated_group[i] = in_group[first]
    eligible = np.array([q.eligible for q in collected.questions], dtype=bool)
    answerable = np.array([q.answerable for q in collected.questions], dtype=bool)
    return Decisions(
        collected.name, best, right, eligible, answerable, stated_raw, stated_right, measure, group, stated_group, raw
    )


def by_p(pairs: list[tuple[Collected, Decisions]], calibrate: Calibration) -> list[Decisions]:
    """Each set's decisions with its best candidate chosen by P as the engine orders them (with one
    map, the same as by raw score)."""
    return [_decisions(c, d.scores, calibrate) if d.scores is not None else d for c, d in pairs]


def calibrated(pairs: list[tuple[Collected, Decisions]]) -> Calibration:
    """The calibration maps: fitted on each question's best candidate by raw score, then again on
    the best by the P of those maps (the candidates the engine would lead with)."""
    return calibration_map(by_p(pairs, calibration_map([d for _, d in pairs])))


def grouped_folds(groups: Sequence[str], folds: int = FOLDS) -> np.ndarray:
    """Fold number per row: every group in exactly one fold, folds of similar size (deterministic)."""
    sizes: dict[str, int] = {}
    for g in groups:
        sizes[g] = sizes.get(g, 0) + 1
    load = [0] * folds
    fold_of: dict[str, int] = {}
    for group in sorted(sizes, key=lambda g: (-sizes[g], g)):
        k = min(range(folds), key=lambda i: (load[i], i))
        fold_of[group] = k
        load[k] += sizes[group]
    return np.array([fold_of[g] for g in groups], dtype=np.int16)


def row_groups(sets: Sequence[Collected]) -> list[str]:
    """The document group of every candidate row of ``sets``, in the order their rows are concatenated."""
    groups: list[str] = []
    for s in sets:
        row = [""] * len(s.labels)
        for q in s.questions:
            for r in range(q.start, q.start + q.count):
                row[r] = q.group
        groups += row
    return groups


def question_folds(sets: list[Collected]) -> list[np.ndarray]:
    """Per set, the fold of each question (its document's; -1 for a question without candidates)."""
    fold = grouped_folds(row_groups(sets))
    out, offset = [], 0
    for s in sets:
        out.append(np.array([int(fold[offset + q.start]) if q.count else -1 for q in s.questions]))
        offset += len(s.labels)
    return out


def cross_validate(sets: list[Collected], folds: int = FOLDS) -> tuple[list[Decisions], list[object]]:
    """Out-of-fold raw scores per set (folds grouped by document across all sets) and the fold
    models (fold ``k``'s trained without its documents), which ``eval judge`` scores the folds with."""
    features = np.concatenate([s.features for s in sets])
    labels = np.concatenate([s.labels for s in sets])
    fold = grouped_folds(row_groups(sets), folds)
    weights = set_weights(sets)
    raw = np.zeros(len(labels))
    boosters: list[object] = []
    for k in range(folds):
        train = fold != k
        started = time.perf_counter()
        booster = _train(features[train], labels[train], weights=weights[train])
        raw[~train] = booster.predict(features[~train], raw_score=True)
        boosters.append(booster)
        logger.info(
            "fold %d: trained on %d rows, scored %d (%.0f s)",
            k,
            int(train.sum()),
            int((~train).sum()),
            time.perf_counter() - started,
        )
    out, offset = [], 0
    for s in sets:
        out.append(_decisions(s, raw[offset : offset + len(s.labels)]))
        offset += len(s.labels)
    return out, boosters


def calibration_map(decisions: list[Decisions]) -> Calibration:
    """Isotonic maps from the best candidate's raw score to the share of such candidates that are
    right, one per group (:mod:`rag_core.judge.calibration`), every set weighing the same (so that P
    means the same on a policy as on a filing)."""
    keep = [d.eligible & np.isfinite(d.raw) for d in decisions]
    return calibration.fit(
        [d.raw[k] for d, k in zip(decisions, keep)],
        [d.right[k] for d, k in zip(decisions, keep)],
        [d.groups()[k] for d, k in zip(decisions, keep)],
    )


def _precision_at(p: np.ndarray, right: np.ndarray, weights: np.ndarray, threshold: float) -> tuple[float, float]:
    chosen = p >= threshold
    answered = float((weights * chosen).sum())
    if not answered:
        return 1.0, 0.0
    return float((weights * (chosen & right)).sum()) / answered, answered


def choose_threshold(p: np.ndarray, right: np.ndarray, weights: np.ndarray, target: float) -> float:
    """The lowest P whose direct answers (P at or above it) are right at least ``target`` of the time."""
    for t in sorted(set(np.round(p[np.isfinite(p)], 4))):
        precision, answered = _precision_at(p, right, weights, float(t))
        if answered and precision >= target:
            return float(t)
    return 1.0


def pooled(decisions: list[Decisions], calibrate: Calibration) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Calibrated P, right and weight of every eligible question, each set weighing the same."""
    ps, rights, weights = [], [], []
    for d in decisions:
        keep = d.eligible & np.isfinite(d.raw)
        if not keep.any():
            continue
        ps.append(calibrate.p(d.raw[keep], d.groups()[keep]))
        rights.append(d.right[keep])
        weights.append(np.full(int(keep.sum()), 1.0 / int(keep.sum())))
    if not ps:
        return np.zeros(0), np.zeros(0, dtype=bool), np.zeros(0)
    return np.concatenate(ps), np.concatenate(rights), np.concatenate(weights)


def thresholds(decisions: list[Decisions], calibrate: Calibration) -> tuple[dict[str, float], float]:
    """Direct-answer thresholds per strictness and the high-confidence threshold (see module docstring)."""
    p, right, weights = pooled(decisions, calibrate)
    direct = {name: choose_threshold(p, right, weights, TARGET_PRECISION[name]) for name in STRICTNESS}
    high = max(direct["strict"], choose_threshold(p, right, weights, HIGH_PRECISION))
    return direct, high


def set_report(
    d: Decisions,
    calibrate: Calibration,
    direct: dict[str, float],
    high: float,
    stated_min_p: float | None = None,
) -> dict[str, object]:
    """The numbers of one set at the moderate threshold (for the card and the logs).

    With ``stated_min_p``, as the engine decides: a question whose best P is under the threshold is
    still answered by the statement the checks of a stated answer pick, for a measure always and
    otherwise when its P reaches ``stated_min_p`` (never high: its P is under the threshold)."""
    p = calibrate.p(d.raw, d.groups())
    by_p = d.eligible & (p >= direct["moderate"])
    right = by_p & d.right
    wrong = by_p & ~d.right
    answered = by_p.copy()
    if stated_min_p is not None and d.stated_raw is not None and d.stated_right is not None and d.measure is not None:
        stated_p = calibrate.p(d.stated_raw, d.stated_groups())
        by_rules = d.eligible & ~by_p & np.isfinite(d.stated_raw) & (d.measure | (stated_p >= stated_min_p))
        right = right | (by_rules & d.stated_right)
        wrong = wrong | (by_rules & ~d.stated_right)
        answered = answered | by_rules
    answerable = max(int(d.answerable.sum()), 1)
    is_high = by_p & (p >= high)
    return {
        "questions": int(len(p)),
        "answerable": int(d.answerable.sum()),
        "direct_right": int(right.sum()),
        "direct_right_share": round(float(right.sum()) / answerable, 4),
        "direct_wrong": int((wrong & d.answerable).sum()),
        "non_answerable_direct": int((answered & ~d.answerable).sum()),
        "high": int(is_high.sum()),
        "high_right": int((is_high & d.right).sum()),
        "right_that_are_high": round(float((is_high & d.right).sum()) / max(int(right.sum()), 1), 4),
    }


def write_model(folder: Path, booster, calibrate: Calibration, direct, high, card: dict[str, object]) -> None:  # type: ignore[no-untyped-def]
    """The shipped files: the trees, the calibration and thresholds, the card."""
    folder.mkdir(parents=True, exist_ok=True)
    for stale in folder.glob("model*.txt"):
        stale.unlink()  # a bag of another size leaves no file behind
    names = booster.write(folder)
    meta = {
        "boosters": names,
        "features": list(FEATURES),
        **calibrate.to_json(),
        "thresholds": direct,
        "high": high,
        "trained": card.get("date", date.today().isoformat()),
        "params": PARAMS,
        "rounds": ROUNDS,
    }
    (folder / META_FILE).write_text(json.dumps(meta, indent=1), encoding="utf-8")
