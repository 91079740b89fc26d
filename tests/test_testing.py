"""The hash embedder that tests use instead of the model: deterministic, unit-length, lexical."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import numpy as np
import pytest

from rag_core.testing import HashEmbedder
from tests.conftest import PROJECT_ROOT

TEXTS = ["The pump runs at 1450 rpm.", "Robots are calibrated every morning.", "!!!", ""]


def test_rows_are_unit_length_float32_in_input_order() -> None:
    embedder = HashEmbedder()
    vectors = embedder.embed(TEXTS)
    assert vectors.dtype == np.float32
    assert vectors.shape == (len(TEXTS), embedder.dimension) == (4, 384)
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0)
    for row, text in zip(vectors, TEXTS, strict=True):
        assert np.array_equal(row, embedder.embed([text])[0])
    assert embedder.embed([]).shape == (0, 384)


def test_texts_sharing_words_are_closer_than_unrelated_texts() -> None:
    question, related, unrelated = HashEmbedder().embed(
        ["How fast does the pump run?", "The pump runs at 1450 rpm.", "The cafeteria opens at 8 am."]
    )
    assert question @ related > 0.5
    assert question @ unrelated < 0.1


@pytest.mark.slow  # a second interpreter
def test_same_text_gives_the_same_vector_and_ids_in_another_process() -> None:
    code = (
        "import json, sys\n"
        "from rag_core.testing import HashEmbedder\n"
        "e = HashEmbedder()\n"
        "texts = json.loads(sys.argv[1])\n"
        "print(json.dumps([e.embed(texts).tolist(), [e.token_ids(t) for t in texts]]))\n"
    )
    env = {**os.environ, "PYTHONHASHSEED": "12345"}  # str hashes differ from this process's
    proc = subprocess.run(
        [sys.executable, "-c", code, json.dumps(TEXTS)],
        cwd=PROJECT_ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    vectors, ids = json.loads(proc.stdout)
    embedder = HashEmbedder()
    assert np.array_equal(np.asarray(vectors, dtype=np.float32), embedder.embed(TEXTS))
    assert ids == [embedder.token_ids(t) for t in TEXTS]


def test_token_ids_count_words_and_punctuation_like_word_pieces() -> None:
    ids = HashEmbedder().token_ids("The pump, at 1,450 rpm.")
    assert len(ids) == 9  # The pump , at 1 , 450 rpm .
    assert ids[2] == ids[5]  # the same piece has the same id
    assert HashEmbedder().token_ids("") == []
