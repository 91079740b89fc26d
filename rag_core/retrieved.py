"""What retrieval hands on: the ranked chunks of one question and its embedding.

Read by the answer steps and by the generator (its context is the retrieved chunks), so it sits
below both: ``rag_core.generate`` imports nothing from ``rag_core.answer``.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from rag_core.storage.chunks import StoredChunk


@dataclass(frozen=True, slots=True)
class RetrievedChunk:
    """A chunk with its cosine similarity, keyword score (0-1) and fused ranking score."""

    chunk: StoredChunk
    cosine: float
    keyword: float
    fused: float


@dataclass(frozen=True, slots=True)
class Retrieval:
    """Ranked chunks for one question (best first) and the question's embedding."""

    chunks: tuple[RetrievedChunk, ...]
    query_vector: np.ndarray
