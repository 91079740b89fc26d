"""The shipped cross-encoder (rag_core.judge.cross) reads a question and a candidate together: the
sentence that answers scores above ones that share its words but do not."""

from __future__ import annotations

import numpy as np

from rag_core.judge.cross import CROSS_FILE, CrossEncoder
from rag_core.judge.model import MODEL_DIR, load_model


def _shipped() -> CrossEncoder:
    model = load_model()  # loaded once per process, as the engine does
    assert model is not None and model.cross is not None, f"no {CROSS_FILE} shipped in {MODEL_DIR}"
    return model.cross


def test_the_answering_sentence_scores_above_ones_that_only_share_words() -> None:
    scores = _shipped().score(
        "How often are the pump seals inspected?",
        [
            "The pump seals are inspected every 500 operating hours.",
            "The pump is painted red and the seals are black.",
            "The cafeteria opens at 8 am on working days.",
        ],
    )
    assert scores.shape == (3,) and scores.dtype == np.float64
    assert scores[0] > scores[1] and scores[0] > scores[2]


def test_scoring_is_repeatable_and_nothing_to_score_gives_nothing() -> None:
    cross = _shipped()
    texts = ["Revenue for 2023 was EUR 48.2 million.", "Acme employs 850 people."]
    first = cross.score("What was revenue in 2023?", texts)
    assert np.array_equal(first, cross.score("What was revenue in 2023?", texts))
    assert cross.score("What was revenue in 2023?", []).shape == (0,)
