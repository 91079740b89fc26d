"""A small cross-encoder: reads the question and one candidate together and scores whether the
candidate answers it. Its score is one feature of the judge (stacked under the trees).

Built from the bundled all-MiniLM-L6-v2: its word-piece embeddings as they are, its first
:data:`LAYERS` transformer layers fine-tuned on the judge's training questions (by
:mod:`rag_core.judge.cross_train`), mean pooling and one linear output. Only the fine-tuned layers and
the output are stored (``cross.safetensors``, float16, ~11 MB); the rest is read from the bundled
model, so nothing is downloaded.

Scoring runs the three layers in NumPy, float32, the arithmetic of transformers' BERT (its GELU's erf
to within 1.2e-7; logits agree with the torch model's to ~1e-6, tested): a process that judges
answers needs neither torch nor transformers for it, and loads the encoder in ~0.2 s instead of
~6 s. The three best candidates of a question cost ~30 ms on one CPU thread (~100 ms when all
three fill the 128 tokens); each costs its own length (nothing is padded).

Each pair is read on its own, with NumPy's BLAS on one thread: a matrix product's float32 rounding
depends on how many rows it is given and on BLAS's threads (OpenBLAS on an AMD EPYC gave other
logits, ~1e-7 apart, for two threads than for one, and for a pair read beside others than alone).
So a candidate's logit is the same whatever is read beside it and however many threads read; two
threads read two pairs side by side instead of splitting one product.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import numpy as np

from rag_core.compute import GATE
from rag_core.embedding import bundled_model_path

CROSS_FILE = "cross.safetensors"
LAYERS = 3
MAX_TOKENS = 128
PAIR_SPECIALS = 3  # [CLS] question [SEP] candidate [SEP]
HEADS = 12
EPS = 1e-12  # the bundled model's layer_norm_eps


@dataclass(frozen=True)
class _Layer:
    qkv: np.ndarray  # (hidden, 3 * hidden): query, key and value projections side by side
    qkv_bias: np.ndarray
    out: np.ndarray
    out_bias: np.ndarray
    norm1: tuple[np.ndarray, np.ndarray]
    up: np.ndarray
    up_bias: np.ndarray
    down: np.ndarray
    down_bias: np.ndarray
    norm2: tuple[np.ndarray, np.ndarray]


@dataclass(frozen=True)
class _Weights:
    words: np.ndarray
    positions: np.ndarray
    types: np.ndarray
    norm: tuple[np.ndarray, np.ndarray]
    layers: tuple[_Layer, ...]
    head: np.ndarray  # (hidden,)
    head_bias: float


def _tokenizer(folder: Path, strategy: str = "only_second"):  # type: ignore[no-untyped-def]
    """The bundled model's word-piece tokenizer, set as transformers sets it for a pair: only the
    candidate is cut to fit. No padding: :func:`_forward` reads each pair at its own length.

    ``strategy`` "longest_first" is for a question too long to leave the candidate any room (see
    :meth:`CrossEncoder.score`): the longer of the two is cut, token by token, until the pair fits."""
    from tokenizers import Tokenizer

    tokenizer = Tokenizer.from_file(str(folder / "tokenizer.json"))
    tokenizer.enable_truncation(MAX_TOKENS, strategy=strategy)
    tokenizer.no_padding()  # tokenizer.json pads every pair to 128 tokens
    return tokenizer


_EMBEDDINGS = (
    "word_embeddings.weight",
    "position_embeddings.weight",
    "token_type_embeddings.weight",
    "LayerNorm.weight",
    "LayerNorm.bias",
)


def _embeddings(model_file: Path) -> dict[str, np.ndarray]:
    """The bundled model's embedding tensors only (its six layers in the same file are not read)."""
    from safetensors import safe_open

    with safe_open(str(model_file), framework="np") as model:
        return {name: model.get_tensor(f"embeddings.{name}") for name in _EMBEDDINGS}


def _weights(tuned: dict[str, np.ndarray], embedding: dict[str, np.ndarray]) -> _Weights:
    def get(name: str) -> np.ndarray:
        return np.ascontiguousarray(tuned[name], dtype=np.float32)

    def norm(prefix: str) -> tuple[np.ndarray, np.ndarray]:
        return get(f"{prefix}.weight"), get(f"{prefix}.bias")

    layers = []
    for n in range(LAYERS):
        p = f"encoder.encoder.layer.{n}"
        attention = [f"{p}.attention.self.{part}" for part in ("query", "key", "value")]
        layers.append(
            _Layer(
                qkv=np.ascontiguousarray(np.concatenate([get(f"{a}.weight") for a in attention]).T),
                qkv_bias=np.concatenate([get(f"{a}.bias") for a in attention]),
                out=np.ascontiguousarray(get(f"{p}.attention.output.dense.weight").T),
                out_bias=get(f"{p}.attention.output.dense.bias"),
                norm1=norm(f"{p}.attention.output.LayerNorm"),
                up=np.ascontiguousarray(get(f"{p}.intermediate.dense.weight").T),
                up_bias=get(f"{p}.intermediate.dense.bias"),
                down=np.ascontiguousarray(get(f"{p}.output.dense.weight").T),
                down_bias=get(f"{p}.output.dense.bias"),
                norm2=norm(f"{p}.output.LayerNorm"),
            )
        )
    return _Weights(
        words=embedding["word_embeddings.weight"],
        positions=embedding["position_embeddings.weight"],
        types=embedding["token_type_embeddings.weight"],
        norm=(embedding["LayerNorm.weight"], embedding["LayerNorm.bias"]),
        layers=tuple(layers),
        head=get("head.weight").reshape(-1),
        head_bias=float(get("head.bias").reshape(-1)[0]),
    )


def _layer_norm(x: np.ndarray, norm: tuple[np.ndarray, np.ndarray]) -> np.ndarray:
    centred = x - x.mean(-1, keepdims=True)
    variance = np.square(centred).mean(-1, keepdims=True)
    variance += np.float32(EPS)
    centred /= np.sqrt(variance)
    centred *= norm[0]
    centred += norm[1]
    return centred


# erfc(z) = t * exp(-z^2 + P(t)), t = 1 / (1 + z/2), for z >= 0: Numerical Recipes' Chebyshev fit,
# within 1.2e-7 everywhere (float32 arithmetic gives ~5e-7), and four times faster than scipy's erf.
_ERFC = tuple(
    np.float32(c)
    for c in (
        0.17087277,
        -0.82215223,
        1.48851587,
        -1.13520398,
        0.27886807,
        -0.18628806,
        0.09678418,
        0.37409196,
        1.00002368,
        -1.26551223,
    )
)


_GELU_ROWS = 64  # 64 x 1536 float32 (~0.4 MB) stays in a core's cache through the fit's passes


def _gelu(x: np.ndarray) -> np.ndarray:
    """BERT's exact GELU, x * (1 + erf(x / sqrt 2)) / 2, in place, a block of rows at a time: the
    erfc fit makes a dozen passes over its input, and a question's three candidates (~400 tokens x
    1536) would leave the cache on every pass (one block at a time: the same values, ~3 x faster)."""
    for start in range(0, len(x), _GELU_ROWS):
        _gelu_block(x[start : start + _GELU_ROWS])
    return x


def _gelu_block(x: np.ndarray) -> None:
    z = x * np.float32(1 / np.sqrt(2.0))
    a = np.abs(z)
    t = a * np.float32(0.5)
    t += np.float32(1.0)
    np.reciprocal(t, out=t)
    p = t * _ERFC[0]
    for c in _ERFC[1:-1]:
        p += c
        p *= t
    p += _ERFC[-1]
    p -= np.square(a, out=a)
    np.exp(p, out=p)
    p *= t  # erfc(|z|)
    np.subtract(np.float32(1.0), p, out=p)
    np.copysign(p, z, out=p)  # erf(z)
    p += np.float32(1.0)
    p *= np.float32(0.5)
    x *= p


def _forward(w: _Weights, ids: np.ndarray, types: np.ndarray, lengths: np.ndarray) -> np.ndarray:
    """One logit per pair: BERT's embeddings and layers, the mean of the pair's token vectors (the
    bundled model's own pooling), then the linear output.

    The pairs' tokens come one after another (``ids`` and ``types`` of all pairs, ``lengths`` each
    pair's count), never padded, so a short candidate beside a long one costs its own length: the
    projections run on all tokens at once, the attention one pair at a time. The same arithmetic as
    a padded batch whose padding the attention masks out (logits within ~1e-6)."""
    hidden = w.words.shape[1]
    size = hidden // HEADS
    positions = np.concatenate([np.arange(n) for n in lengths])
    x = _layer_norm(w.words[ids] + w.positions[positions] + w.types[types], w.norm)
    bounds = np.concatenate([[0], np.cumsum(lengths)])
    scale = np.float32(1 / np.sqrt(size))
    attended = np.empty_like(x)
    for layer in w.layers:
        qkv = x @ layer.qkv
        qkv += layer.qkv_bias
        for start, end in zip(bounds[:-1], bounds[1:]):
            length = end - start
            heads = qkv[start:end].reshape(length, 3, HEADS, size).transpose(1, 2, 0, 3)  # (3, heads, length, size)
            scores = heads[0] @ heads[1].transpose(0, 2, 1)
            scores *= scale
            scores -= scores.max(-1, keepdims=True)
            np.exp(scores, out=scores)
            scores /= scores.sum(-1, keepdims=True)
            attended[start:end] = (scores @ heads[2]).transpose(1, 0, 2).reshape(length, hidden)
        projected = attended @ layer.out
        projected += layer.out_bias
        projected += x
        x = _layer_norm(projected, layer.norm1)
        up = x @ layer.up
        up += layer.up_bias
        down = _gelu(up) @ layer.down
        down += layer.down_bias
        down += x
        x = _layer_norm(down, layer.norm2)
    pooled = np.add.reduceat(x, bounds[:-1], axis=0) / lengths[:, None].astype(np.float32)
    return pooled @ w.head + np.float32(w.head_bias)


@cache
def _blas():  # type: ignore[no-untyped-def]
    """NumPy's BLAS, found once (finding it costs ~3 ms): scoring sets its threads for each call."""
    from threadpoolctl import ThreadpoolController

    return ThreadpoolController()


class CrossEncoder:
    """Scores (question, text) pairs; one scoring at a time, on the threads it is given."""

    def __init__(self, tokenizer, weights: _Weights) -> None:  # type: ignore[no-untyped-def]
        self._tokenizer = tokenizer
        self._weights = weights
        self._lock = threading.Lock()
        self._long = None
        self._pools: dict[int, ThreadPoolExecutor] = {}

    def _leaves_room(self, question: str) -> bool:
        """Whether the question leaves the candidate at least one token of the pair's 128 (a pair's
        three special tokens included). A word piece covers at least one character, so a question
        shorter than that in characters always does."""
        if len(question) < MAX_TOKENS - PAIR_SPECIALS:
            return True
        pieces = self._long_tokenizer().encode(question, add_special_tokens=False).ids  # cut at 128 at most
        return len(pieces) < MAX_TOKENS - PAIR_SPECIALS

    def _long_tokenizer(self):  # type: ignore[no-untyped-def]
        """For a question of 125 word pieces or more: cutting only the candidate cannot make the pair
        fit (the tokenizer refuses it), so the longer of the two is cut instead. FinanceBench asks
        such questions (a ratio's definition spelled out after it: 173 pieces)."""
        if self._long is None:
            self._long = _tokenizer(bundled_model_path(), "longest_first")
        return self._long

    @classmethod
    def from_file(cls, file: Path) -> CrossEncoder:
        """Load the fine-tuned layers written by :func:`rag_core.judge.cross_train.train` onto the
        bundled model's tokenizer and word-piece embeddings."""
        from safetensors import SafetensorError
        from safetensors.numpy import load_file

        folder = bundled_model_path()
        try:
            weights = _weights(load_file(str(file)), _embeddings(folder / "model.safetensors"))
        except KeyError as exc:
            raise ValueError(f"{file} does not hold the cross-encoder's layers (no {exc})") from None
        except SafetensorError as exc:
            raise ValueError(f"{file} is not a safetensors file ({exc})") from None
        return cls(_tokenizer(folder), weights)

    def score(self, question: str, texts: Sequence[str], *, threads: int = 1) -> np.ndarray:
        """A logit per text: higher means more likely to state the answer to ``question``.

        On up to ``threads`` CPU threads, as many as :meth:`ComputeGate.threads_for_pass
        <rag_core.compute.ComputeGate.threads_for_pass>` allows now, each reading whole pairs. The
        logits are the same bit for bit either way, and a text's logit does not depend on the others."""
        if not texts:
            return np.zeros(0)
        tokenizer = self._tokenizer if self._leaves_room(question) else self._long_tokenizer()
        with GATE.foreground(), self._lock, _blas().limit(limits=1, user_api="blas"):
            encoded = tokenizer.encode_batch([(question, text) for text in texts])
            pairs = [(np.array(e.ids, dtype=np.int64), np.array(e.type_ids, dtype=np.int64)) for e in encoded]
            lanes = min(GATE.threads_for_pass(threads), len(pairs))
            if lanes < 2:
                logits = [self._read(pair) for pair in pairs]
            else:
                logits = list(self._lanes(lanes).map(self._read, pairs))
        return np.array(logits, dtype=np.float64)

    def _read(self, pair: tuple[np.ndarray, np.ndarray]) -> np.float32:
        ids, types = pair
        return _forward(self._weights, ids, types, np.array([len(ids)], dtype=np.int64))[0]

    def _lanes(self, lanes: int) -> ThreadPoolExecutor:
        """``lanes`` worker threads that read pairs side by side, kept between questions."""
        if lanes not in self._pools:
            self._pools[lanes] = ThreadPoolExecutor(max_workers=lanes, thread_name_prefix=f"cross-{lanes}")
        return self._pools[lanes]
