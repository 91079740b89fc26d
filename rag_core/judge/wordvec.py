"""The judge's soft coverage: how close each question word a candidate lacks comes to one of the
candidate's own words ("kids" and "children", "buy" and "purchase", "keep" and "retain"), and the
three features made of it (:func:`soft_coverage`).

The vectors are the bundled all-MiniLM-L6-v2's word-piece input embeddings (a word split into
several pieces is their mean), read from the installed model package: nothing is downloaded and no
network is run, so a word costs a table lookup. They are rough (a word's neighbours in spelling and
use, not a thesaurus), which is why they are features the model weighs, never a rule.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Sequence
from functools import cache, lru_cache

import numpy as np

from rag_core.answer.candidate import Candidate, QuestionTerms
from rag_core.text.lexicon import STOPWORDS

_LOCK = threading.Lock()


@cache
def _table():  # type: ignore[no-untyped-def]
    """The bundled model's tokenizer and word-piece embedding matrix (rows normalised later)."""
    from safetensors import safe_open
    from tokenizers import Tokenizer

    from rag_core.embedding import bundled_model_path

    folder = bundled_model_path()
    tokenizer = Tokenizer.from_file(str(folder / "tokenizer.json"))
    tokenizer.no_padding()  # the file pads every text to the model's length
    tokenizer.no_truncation()
    with safe_open(str(folder / "model.safetensors"), "np") as weights:
        key = next(k for k in weights.keys() if k.endswith("word_embeddings.weight"))
        matrix = np.asarray(weights.get_tensor(key), dtype=np.float32)
    return tokenizer, matrix


@lru_cache(maxsize=65536)
def vector(word: str) -> np.ndarray:
    """Unit vector of one word (zeros for a word with no pieces)."""
    with _LOCK:
        tokenizer, matrix = _table()
    ids = tokenizer.encode(word, add_special_tokens=False).ids
    if not ids:
        return np.zeros(matrix.shape[1], dtype=np.float32)
    v = matrix[ids].mean(axis=0)
    norm = float(np.linalg.norm(v))
    return v / norm if norm else v


def similarities(words: Sequence[str], others: Sequence[str]) -> np.ndarray:
    """Cosine of each of ``words`` (rows) with each of ``others`` (columns)."""
    if not words or not others:
        return np.zeros((len(words), len(others)), dtype=np.float32)
    mine = np.stack([vector(w) for w in words])
    theirs = np.stack([vector(w) for w in others])
    return mine @ theirs.T


def closeness(words: Sequence[str], others: Iterable[str]) -> list[float]:
    """For each of ``words``, its highest cosine with any of ``others`` (0.0 when there are none,
    never below 0)."""
    pool = list(dict.fromkeys(others))
    if not words or not pool:
        return [0.0] * len(words)
    return _best(similarities(words, pool))


def _best(table: np.ndarray) -> list[float]:
    """Each row's highest cosine, never below 0."""
    return [max(0.0, float(b)) for b in table.max(axis=1)]


def nearness(candidates: Sequence[Candidate], lowers: Sequence[Sequence[str]]) -> list[dict[str, float]]:
    """Per candidate, each question word it lacks -> its closeness to the candidate's nearest
    content word (0 to 1); one table of similarities for the whole question."""
    absent = sorted({m for c in candidates for m in c.missing})
    pool = sorted({w for words in lowers for w in words if w.isalpha() and w not in STOPWORDS})
    table = similarities(absent, pool)
    row_of = {m: i for i, m in enumerate(absent)}
    column_of = {w: i for i, w in enumerate(pool)}
    out: list[dict[str, float]] = []
    for c, words in zip(candidates, lowers):
        columns = sorted({column_of[w] for w in words if w in column_of})
        if not c.missing or not columns:
            out.append({m: 0.0 for m in c.missing})
            continue
        out.append(dict(zip(c.missing, _best(table[np.ix_([row_of[m] for m in c.missing], columns)]))))
    return out


def soft_coverage(terms: QuestionTerms, c: Candidate, near: dict[str, float]) -> dict[str, float]:
    """The missing question words against the candidate's own: the rarest missing word's weight
    (against the question's rarest), coverage when each missing word counts by its closeness to the
    candidate's nearest word, and the rarest missing word that has no close one."""
    weights = terms.weights
    top = max(weights.values(), default=0.0)
    missing = [w for w in terms.words if w.lower in near and weights.get(w.stem, 0.0) > 0]
    if not missing or top <= 0:
        return {"missing_top": 0.0, "soft_coverage": c.coverage, "soft_missing_top": 0.0}
    gained = sum(weights[w.stem] * near[w.lower] for w in missing)
    return {
        "missing_top": max(weights[w.stem] for w in missing) / top,
        "soft_coverage": min(1.0, c.coverage + gained / max(terms.total_weight, 1e-9)),
        "soft_missing_top": max(weights[w.stem] * (1.0 - near[w.lower]) for w in missing) / top,
    }
