"""P is calibrated per group of candidates: a measure stated with every check passed is right more
often at the same raw score than a sentence read on its words, and its P says so."""

from __future__ import annotations

import numpy as np

from rag_core.judge.calibration import REST, STATED, Calibration, fit, groups
from rag_core.judge.collect import Collected, QuestionRow
from rag_core.judge.features import FEATURES, INDEX
from rag_core.judge.train import _decisions, calibrated


def _questions(n: int, raw: float, right_share: float, group: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    right = np.arange(n) < round(n * right_share)
    return np.full(n, raw), right, np.full(n, group, dtype=np.int8)


def _parts() -> list[tuple[np.ndarray, np.ndarray, np.ndarray]]:
    """At raw score 1.0 stated measures were right 99 times in 100, other sentences 60 in 100; at
    -1.0, 5 and 10 in 100."""
    return [
        _questions(100, 1.0, 0.99, STATED),
        _questions(100, -1.0, 0.05, STATED),
        _questions(100, 1.0, 0.60, REST),
        _questions(100, -1.0, 0.10, REST),
    ]


def _two_groups() -> Calibration:
    raw, right, group = (np.concatenate([p[i] for p in _parts()]) for i in range(3))
    return fit([raw], [right], [group])


def test_a_stated_measure_gets_the_share_right_of_its_own_group_and_the_rest_that_of_all() -> None:
    calibration = _two_groups()
    p = calibration.p(np.array([1.0, 1.0, -1.0, -1.0]), np.array([STATED, REST, STATED, REST]))
    assert p[0] == np.float64(0.99) and p[1] == np.float64(round(159 / 200, 6))
    assert p[2] == np.float64(0.05) and p[3] == np.float64(round(15 / 200, 6))
    # each map still rises with the raw score, and no score gives P outside [0, 1]
    raw = np.linspace(-5, 5, 41)
    for g in (REST, STATED):
        q = calibration.p(raw, np.full(len(raw), g))
        assert (np.diff(q) >= 0).all() and ((q >= 0) & (q <= 1)).all()
    # no candidate (raw -inf) is P 0 in either group
    assert calibration.p(np.array([-np.inf, -np.inf]), np.array([REST, STATED])).tolist() == [0.0, 0.0]


def test_grouping_the_stated_measures_changes_no_other_candidates_p() -> None:
    """The rest's map is the one a single map would be: the thresholds chosen on it, and the P of a
    sentence read on its words, stay as they were without the groups."""
    grouped = _two_groups()
    raw, right, group = (np.concatenate([p[i] for p in _parts()]) for i in range(3))
    single = fit([raw], [right], [np.full(len(raw), REST, dtype=np.int8)])
    assert len(single.maps) == 1 and grouped.maps[REST] == single.maps[REST]


def test_a_group_too_small_to_measure_keeps_the_map_of_all() -> None:
    raw, right, group = _questions(200, 1.0, 0.7, REST)
    few = _questions(20, 1.0, 1.0, STATED)
    calibration = fit(
        [np.concatenate([raw, few[0]])], [np.concatenate([right, few[1]])], [np.concatenate([group, few[2]])]
    )
    assert len(calibration.maps) == 1
    p = calibration.p(np.array([1.0, 1.0]), np.array([REST, STATED]))
    assert p[0] == p[1] == np.float64(round(160 / 220, 6))


def test_every_set_weighs_the_same_within_a_group() -> None:
    # one set of 300 stated answers all right, one of 100 all wrong, at the same raw score: 50%
    big = _questions(300, 1.0, 1.0, STATED)
    small = _questions(100, 1.0, 0.0, STATED)
    rest = _questions(200, 1.0, 0.5, REST)
    calibration = fit([big[0], small[0], rest[0]], [big[1], small[1], rest[1]], [big[2], small[2], rest[2]])
    assert calibration.p(np.array([1.0]), np.array([STATED]))[0] == np.float64(0.5)


def test_the_maps_are_written_and_read_back_and_an_older_model_has_one() -> None:
    calibration = _two_groups()
    meta = calibration.to_json()
    assert set(meta) == {"calibration", "calibration_stated"}
    again = Calibration.from_json(meta)
    assert again == calibration
    older = Calibration.from_json({"calibration": meta["calibration"]})
    raw = np.array([1.0, 1.0])
    assert older.p(raw, np.array([REST, STATED])).tolist() == [0.795, 0.795]


def test_a_candidate_is_stated_when_it_passes_every_check_of_a_measure_question() -> None:
    rows = np.zeros((3, len(FEATURES)), dtype=np.float32)
    rows[0, INDEX["rules"]] = rows[0, INDEX["measured"]] = 1  # a measure stated with period and value
    rows[1, INDEX["rules"]] = 1  # a sentence that passes the word checks of another question
    rows[2, INDEX["measured"]] = 1  # a measure question's candidate that fails a check
    assert groups(rows).tolist() == [STATED, REST, REST]


def test_the_best_candidate_is_chosen_by_p_as_the_engine_orders_them() -> None:
    """A stated measure with a lower raw score than a sentence leads when its group's map rates it
    higher; the maps are fitted again on the candidates that lead."""
    features = np.zeros((2, len(FEATURES)), dtype=np.float32)
    features[1, INDEX["rules"]] = features[1, INDEX["measured"]] = 1
    question = QuestionRow("q", "doc", True, True, "span", 0, 2, "direct_answer", True)
    collected = Collected("s", features, np.array([False, True]), [question])
    raw = np.array([1.2, 1.0])
    by_raw = _decisions(collected, raw)
    assert by_raw.right.tolist() == [False] and by_raw.group.tolist() == [REST]
    by_p = _decisions(collected, raw, _two_groups())
    assert by_p.right.tolist() == [True] and by_p.group.tolist() == [STATED] and by_p.raw.tolist() == [1.0]
    assert isinstance(calibrated([(collected, by_raw)]), Calibration)
