"""The trained judge: gradient-boosted trees over :data:`~rag_core.judge.features.FEATURES`, calibrated
so that its output is the probability that a candidate states the answer.

The model ships in ``rag_core/data/judge/`` (``model.txt``, ``model-2.txt``, ``model-3.txt``: a bag of
trees in LightGBM's own text format, :mod:`rag_core.judge.bag`; and
``judge.json``: the feature names it was trained on, the calibration maps from the trees' raw score to
P (one per group of candidates, :mod:`rag_core.judge.calibration`), and the direct-answer and
high-confidence thresholds chosen on cross-validation folds). It is trained by
``python -m rag_core train judge`` (:mod:`rag_core.judge.train`); its card is
``rag_core/data/judge/CARD.md``.
"""

from __future__ import annotations

import json
import logging
import os
import threading
from collections import OrderedDict
from concurrent.futures import Future, ThreadPoolExecutor
from contextlib import ExitStack
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

from rag_core.errors import RagCoreError
from rag_core.judge.bag import BAG, FIRST_FILE, Bag
from rag_core.judge.calibration import Calibration, groups, rest
from rag_core.judge.cross import CROSS_FILE, CrossEncoder
from rag_core.judge.features import FEATURES
from rag_core.judge.wordvec import vector

logger = logging.getLogger(__name__)

MODEL_DIR = Path(__file__).resolve().parent.parent / "data" / "judge"
MODEL_FILE = FIRST_FILE  # the first of the bag's files (judge.json lists them all)
META_FILE = "judge.json"
STRICTNESS = ("strict", "moderate", "lenient")
_PREFETCHED = 4  # rows whose contributions are computed ahead and not yet asked for, at most


class JudgeModelError(RagCoreError):
    """The judge's model files are missing or do not match this version's features."""


@dataclass(frozen=True, slots=True)
class Thresholds:
    """P a candidate needs to be a direct answer, per strictness, and to be shown as high confidence."""

    direct: dict[str, float]
    high: float

    def for_strictness(self, strictness: str) -> float:
        """The direct-answer threshold of a strictness setting (moderate when unknown)."""
        return self.direct.get(strictness, self.direct["moderate"])


class JudgeModel:
    """Calibrated P from feature rows; safe to share between threads."""

    def __init__(
        self,
        booster: object,
        calibration: Calibration,
        thresholds: Thresholds,
        meta: dict,
        cross: CrossEncoder | None = None,
    ) -> None:
        self._booster = booster
        self.cross = cross
        self.calibration = calibration
        self.thresholds = thresholds
        self.meta = meta
        # The bag's boosters each under a lock of their own (a booster is not re-entrant): a row's
        # contributions are computed by each on a thread, side by side.
        self._boosters = list(booster.boosters) if isinstance(booster, Bag) else [booster]
        self._locks = [threading.Lock() for _ in self._boosters]
        self._ahead: OrderedDict[bytes, list[Future]] = OrderedDict()
        self._ahead_lock = threading.Lock()

    @classmethod
    def from_files(cls, folder: Path) -> JudgeModel:
        """Load a model written by the trainer; raises JudgeModelError when it cannot be used."""
        try:
            meta = json.loads((folder / META_FILE).read_text(encoding="utf-8"))
            booster = Bag.read(folder, meta.get("boosters", [MODEL_FILE]))
        except (OSError, ValueError) as exc:
            raise JudgeModelError(
                f"the answer judge's model is missing or unreadable in {folder} ({exc}); reinstall the package, "
                "or train it with: python -m rag_core train judge"
            ) from exc
        if tuple(meta.get("features", ())) != FEATURES:
            raise JudgeModelError(
                f"the answer judge's model in {folder} was trained on other features than this version computes; "
                "retrain it with: python -m rag_core train judge"
            )
        calibration = Calibration.from_json(meta)
        thresholds = Thresholds(direct={k: float(v) for k, v in meta["thresholds"].items()}, high=float(meta["high"]))
        cross = None
        if (folder / CROSS_FILE).exists():
            try:
                cross = CrossEncoder.from_file(folder / CROSS_FILE)
            except (OSError, ValueError, RuntimeError) as exc:
                raise JudgeModelError(
                    f"the answer judge's cross-encoder in {folder} cannot be read ({exc}); retrain it with: "
                    "python -m rag_core train judge"
                ) from exc
        return cls(booster, calibration, thresholds, meta, cross)

    def raw(self, rows: np.ndarray) -> np.ndarray:
        """The trees' raw margin per row (before calibration)."""
        if len(rows) == 0:
            return np.zeros(0)
        with ExitStack() as held:  # one prediction at a time per booster: a booster is not re-entrant
            for lock in self._locks:
                held.enter_context(lock)
            return np.asarray(self._booster.predict(rows, raw_score=True, num_threads=1), dtype=np.float64)  # type: ignore[attr-defined]

    def calibrate(self, raw: np.ndarray, group: np.ndarray | None = None) -> np.ndarray:
        """P from raw margins through their group's calibration map (monotone, piecewise linear;
        :mod:`rag_core.judge.calibration`); without groups, the map of all candidates."""
        raw = np.asarray(raw, dtype=np.float64)
        return self.calibration.p(raw, rest(len(raw)) if group is None else group)

    def probabilities(self, rows: np.ndarray) -> np.ndarray:
        """Calibrated P per row, each through its group's map."""
        return self.calibrate(self.raw(rows), groups(rows))

    def weights(self, row: np.ndarray, top: int = 4) -> list[tuple[str, float]]:
        """The features that weighed most in one row's score (their contributions to the raw margin,
        largest magnitude first)."""
        with self._ahead_lock:
            ahead = self._ahead.pop(row.tobytes(), None)
        each = [f.result() for f in ahead or self._weigh(row)]
        contrib = np.mean(each, axis=0)[0]  # the bag's: the mean of its boosters' (as Bag.predict)
        order = np.argsort(-np.abs(contrib[:-1]))[:top]
        return [(FEATURES[i], round(float(contrib[i]), 3)) for i in order if contrib[i] != 0.0]

    def weigh_ahead(self, row: np.ndarray) -> None:
        """Start computing the contributions :meth:`weights` will be asked for ``row`` now, while
        the rest of the answer is put together. The trees' contributions (SHAP) cost ~9 ms a
        question on one core; LightGBM computes them without the interpreter's lock, each booster
        of the bag on a thread of its own (~4-5 ms on two cores). The same figures either way."""
        key = row.tobytes()
        with self._ahead_lock:
            if key in self._ahead:
                return
            self._ahead[key] = self._weigh(row)
            while len(self._ahead) > _PREFETCHED:
                self._ahead.popitem(last=False)

    def _weigh(self, row: np.ndarray) -> list[Future]:
        one = row.reshape(1, -1).copy()
        return [_weigher().submit(self._contributions, k, one) for k in range(len(self._boosters))]

    def _contributions(self, k: int, rows: np.ndarray) -> np.ndarray:
        with self._locks[k]:
            return np.asarray(self._boosters[k].predict(rows, pred_contrib=True, num_threads=1))  # type: ignore[attr-defined]


def _weigher() -> ThreadPoolExecutor:
    """The threads that compute a row's contributions, a booster each (see :meth:`JudgeModel.weigh_ahead`)."""
    return _weigher_of(os.getpid())


@lru_cache(maxsize=1)
def _weigher_of(pid: int) -> ThreadPoolExecutor:
    """One pool per process: a fork does not inherit its parent's threads, only their bookkeeping."""
    return ThreadPoolExecutor(max_workers=BAG, thread_name_prefix="judge-weights")


@lru_cache(maxsize=4)
def load_model(folder: str | None = None) -> JudgeModel | None:
    """The shipped model (or the one in ``folder``), loaded once; None when there is none yet."""
    path = Path(folder) if folder else MODEL_DIR
    if not (path / MODEL_FILE).exists():
        logger.warning(
            "no answer judge model in %s: no question gets a direct answer; train one with "
            "python -m rag_core train judge",
            path,
        )
        return None
    model = JudgeModel.from_files(path)
    vector("answer")  # the word vectors of the soft-coverage features, read now rather than at a first question
    return model
