"""A training set whose documents all came in one format has each question's format drawn at random
(rag_core.judge.mixing), so that the trees cannot tell the set by the format; a sheet's rows and
every other feature stay as they were."""

from __future__ import annotations

import numpy as np

from rag_core.judge.collect import Collected, QuestionRow
from rag_core.judge.features import FEATURES, INDEX
from rag_core.judge.mixing import KINDS, mix_formats

KIND_COLUMNS = [INDEX[f"file_{k}"] for k in KINDS]


def _set(questions: int, rows: int = 4) -> Collected:
    """Every candidate of a text file, the last row of each question a sheet's row."""
    rng = np.random.default_rng(5)
    features = rng.random((questions * rows, len(FEATURES)), dtype=np.float32)
    features[:, KIND_COLUMNS] = 0.0
    features[:, INDEX["file_text"]] = 1.0
    features[:, INDEX["file_sheet"]] = 0.0
    for q in range(questions):
        last = q * rows + rows - 1
        features[last, KIND_COLUMNS] = 0.0
        features[last, INDEX["file_sheet"]] = 1.0
    found = [
        QuestionRow(f"q{q}", f"doc{q}", True, True, "", q * rows, rows, "guided_fallback", False)
        for q in range(questions)
    ]
    return Collected("tiny", features, np.zeros(questions * rows, dtype=bool), found)


def test_each_question_gets_one_prose_format_and_sheet_rows_and_other_features_stay() -> None:
    collected = _set(60)
    before = collected.features.copy()
    mix_formats([collected])

    others = [i for i in range(len(FEATURES)) if i not in KIND_COLUMNS]
    assert np.array_equal(collected.features[:, others], before[:, others])
    kinds_seen = set()
    for q in collected.questions:
        block = collected.features[q.start : q.start + q.count]
        prose, sheet = block[:-1], block[-1]
        assert (prose[:, KIND_COLUMNS].sum(axis=1) == 1).all()
        assert len({int(np.argmax(row[KIND_COLUMNS])) for row in prose}) == 1  # one format per question
        kinds_seen.add(int(np.argmax(prose[0, KIND_COLUMNS])))
        assert sheet[KIND_COLUMNS].sum() == 0 and sheet[INDEX["file_sheet"]] == 1
    assert kinds_seen == set(range(len(KINDS)))  # the format no longer tells the set


def test_the_same_seed_gives_the_same_formats_and_another_seed_others() -> None:
    first, second, third = _set(40), _set(40), _set(40)
    mix_formats([first])
    mix_formats([second])
    mix_formats([third], seed=12)
    assert np.array_equal(first.features, second.features)
    assert not np.array_equal(first.features, third.features)
