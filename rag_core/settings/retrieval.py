"""Hybrid retrieval and the evidence gate (``RAG_RETRIEVAL__...``)."""

from __future__ import annotations

from pydantic import Field

from rag_core.settings.base import Section
from rag_core.settings.choices import Strictness

GATE_PRESETS: dict[Strictness, tuple[float, int]] = {
    # preset: (min_score, min_chunks). min_score is a cosine similarity between the question and a
    # chunk (all-MiniLM-L6-v2); off-topic questions score below ~0.25 on the sample and FinanceBench
    # corpora, on-topic ones mostly above 0.35.
    "strict": (0.40, 2),
    "moderate": (0.30, 1),
    "lenient": (0.20, 1),
}


class RetrievalSettings(Section):
    """Hybrid retrieval (dense + LanceDB full-text) and the evidence gate."""

    preset: Strictness = Field(
        "moderate",
        description=(
            "How closely the documents must match a question before anything from them is shown. "
            "Strict declines more often (best match score 0.40, two matching passages), moderate is "
            "the default (0.30, one passage), lenient declines least (0.20, one passage)."
        ),
    )
    min_score: float | None = Field(
        None,
        ge=-1,
        le=1,
        description=(
            "Match score (-1 to 1) the best passage must reach, or the question is declined. Empty: the "
            "strictness preset's value."
        ),
    )
    min_chunks: int | None = Field(
        None,
        ge=1,
        le=20,
        description="Passages that must reach the match score, or the question is declined. Empty: the preset's value.",
    )
    semantic_weight: float = Field(
        0.7, ge=0, le=1, description="How much meaning-based similarity counts when passages are ranked (0 to 1)."
    )
    keyword_weight: float = Field(
        0.3, ge=0, le=1, description="How much shared keywords count when passages are ranked (0 to 1)."
    )
    source_boost: float = Field(
        0.3,
        ge=0,
        le=1,
        description=(
            "Extra ranking weight for passages from a file whose name the question echoes (company, "
            "year, quarter): added in proportion to the share of the name's words the question uses."
        ),
    )
    dense_candidates: int = Field(
        100, ge=1, le=1000, description="Passages fetched by meaning-based search before ranking."
    )
    keyword_candidates: int = Field(
        100, ge=1, le=1000, description="Passages fetched by keyword search before ranking."
    )
    focus_question: bool = Field(
        True,
        description=(
            "For input of several sentences, search by meaning with the question sentence only (added "
            "instructions such as 'If X is not useful, explain why' blur the search); keyword search uses it all."
        ),
    )
    glossary: bool = Field(
        True,
        description="Also search for the spelled-out forms of analyst terms (PP&E, SG&A, quick ratio, top line...).",
    )
    glossary_in_dense: bool = Field(True, description="Use those spelled-out terms in the meaning-based search too.")
    top_k: int = Field(10, ge=1, le=100, description="Passages kept after ranking and removing duplicates.")
    keyword_evidence: float = Field(
        0.8,
        ge=0,
        le=2,
        description=(
            "Share of the question's words (weighted by rarity) one retrieved passage must hold, word for word, "
            "to count as evidence even when its meaning-based match score is under the minimum (above 1: off)."
        ),
    )
    unmentioned_share: float = Field(
        0.6,
        ge=0,
        le=1,
        description=(
            "A question is declined as not covered when this share of its words (at least two) is used by no "
            'indexed document ("How many Instagram followers...?"), unless a passage matches it closely.'
        ),
    )
    unmentioned_max_score: float = Field(
        0.5,
        ge=0,
        le=1,
        description="The match score from which a passage keeps such a question open (it may use other words).",
    )

    @property
    def effective_min_score(self) -> float:
        """min_score, or the preset's."""
        return self.min_score if self.min_score is not None else GATE_PRESETS[self.preset][0]

    @property
    def effective_min_chunks(self) -> int:
        """min_chunks, or the preset's."""
        return self.min_chunks if self.min_chunks is not None else GATE_PRESETS[self.preset][1]
