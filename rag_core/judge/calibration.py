"""From the trees' raw score to P, the probability that a candidate states the answer: isotonic maps
fitted on out-of-fold scores, one per group of candidates.

The trees' raw score does not mean the same in every group. A statement that passes every check of
a stated measure (the asked measure, its period and a value, no question word missing: the
``rules`` feature on a measure question) is right far more often at the same raw score than a
sentence the model reads on its words alone: on the dev filings nearly every such answer was
right, while one map for both put them on the plateau just under "high" that a SQuAD-like
sentence earns. So the stated group gets its own map, fitted on the best candidates of its own
group, and every other candidate keeps the map of all (fitted on every best candidate, as before
the groups). Measured both ways on the dev sets (README "P per group of candidates"): a rest map
fitted without the stated candidates lowers the P of the sentences nearest to them and moves the
moderate threshold, which cost the web-page policies 5 right answers for nothing gained. Every set
weighs the same within a map (each question ``1 / eligible questions of its set``). A stated group
with too few questions or only one outcome keeps the map of all too.

Which group a candidate is in is read from its feature row (:func:`groups`), so the engine and
the trainer agree by construction.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from rag_core.judge.features import INDEX

REST = 0  # every other candidate, read through the map of all candidates
STATED = 1  # a measure stated with its period and value, every check passed
GROUPS = ("rest", "stated")
MIN_QUESTIONS = 100  # a group's own map needs at least this many questions, some right and some not

Map = tuple[list[float], list[float]]  # isotonic knots: raw scores, P


def rest(n: int) -> np.ndarray:
    """``n`` candidates all in the rest (read through the map of all): where no group is known."""
    return np.full(n, REST, dtype=np.int8)


def groups(rows: np.ndarray) -> np.ndarray:
    """The calibration group of each feature row."""
    if len(rows) == 0:
        return rest(0)
    stated = (rows[:, INDEX["rules"]] == 1) & (rows[:, INDEX["measured"]] == 1)
    return np.where(stated, STATED, REST).astype(np.int8)


@dataclass(frozen=True, slots=True)
class Calibration:
    """One isotonic map per group (``maps[g]``); ``maps[REST]`` is the map of all candidates, which a
    group without its own map uses too."""

    maps: tuple[Map, ...]

    def p(self, raw: np.ndarray, group: np.ndarray) -> np.ndarray:
        """Calibrated P of raw scores (``-inf`` gives 0) in their groups."""
        raw = np.asarray(raw, dtype=np.float64)
        out = np.zeros(len(raw))
        finite = np.isfinite(raw)
        for g in range(len(GROUPS)):
            xs, ys = self.maps[g] if g < len(self.maps) else self.maps[REST]
            chosen = finite & (np.asarray(group) == g)
            if chosen.any():
                out[chosen] = np.interp(raw[chosen], np.asarray(xs), np.asarray(ys))
        return np.clip(out, 0.0, 1.0)

    def to_json(self) -> dict[str, object]:
        """``judge.json``'s fields: ``calibration`` (the map of all) and one per other group."""
        out: dict[str, object] = {"calibration": {"raw": self.maps[REST][0], "p": self.maps[REST][1]}}
        for g in range(1, len(self.maps)):
            out[f"calibration_{GROUPS[g]}"] = {"raw": self.maps[g][0], "p": self.maps[g][1]}
        return out

    @classmethod
    def from_json(cls, meta: dict) -> Calibration:  # type: ignore[type-arg]
        """Read back :meth:`to_json` (a model written before the groups has the one map)."""
        maps: list[Map] = []
        for g, name in enumerate(GROUPS):
            entry = meta["calibration"] if g == REST else meta.get(f"calibration_{name}")
            if entry is None:
                break
            maps.append(([float(x) for x in entry["raw"]], [float(y) for y in entry["p"]]))
        return cls(tuple(maps))


def fit(raw: Sequence[np.ndarray], right: Sequence[np.ndarray], group: Sequence[np.ndarray]) -> Calibration:
    """The maps from each set's questions: their best candidate's raw score, whether it is right and
    its group (finite scores only; every set weighing the same): the map of all, and the stated
    group's own when it has enough questions of both outcomes."""
    raws, rights, weights, gs = [], [], [], []
    for r, ok, g in zip(raw, right, group):
        keep = np.isfinite(r)
        if keep.any():
            raws.append(np.asarray(r)[keep])
            rights.append(np.asarray(ok)[keep].astype(float))
            weights.append(np.full(int(keep.sum()), 1.0 / int(keep.sum())))
            gs.append(np.asarray(g)[keep])
    if not raws:
        return Calibration((([0.0], [0.0]),))
    x, y, w, g = np.concatenate(raws), np.concatenate(rights), np.concatenate(weights), np.concatenate(gs)
    stated = g == STATED
    of_all = _isotonic(x, y, w)
    if int(stated.sum()) >= MIN_QUESTIONS and 0 < y[stated].sum() < stated.sum():
        return Calibration((of_all, _isotonic(x[stated], y[stated], w[stated])))
    return Calibration((of_all,))


def _isotonic(x: np.ndarray, y: np.ndarray, w: np.ndarray) -> Map:
    from sklearn.isotonic import IsotonicRegression

    iso = IsotonicRegression(out_of_bounds="clip", y_min=0.0, y_max=1.0)
    iso.fit(x, y, sample_weight=w)
    return [round(float(v), 6) for v in iso.X_thresholds_], [round(float(v), 6) for v in iso.y_thresholds_]
