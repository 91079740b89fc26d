"""Gates: enough similar chunks, or a refusal; a comparison only of sides the documents name."""

from __future__ import annotations

from rag_core.answer.find.gate import gate
from rag_core.answer.understand.comparison import all_present
from rag_core.retrieved import RetrievedChunk
from rag_core.settings import RetrievalSettings
from rag_core.storage.chunks import StoredChunk
from rag_core.text.lexicon import stem
from rag_core.types import ChunkMeta

STRICT = RetrievalSettings(min_score=0.4, min_chunks=2)


def _chunk(cosine: float, index: int = 0) -> RetrievedChunk:
    meta = ChunkMeta(
        source="a.txt",
        doc_id="d1",
        page=1,
        page_label="1",
        chunk_index=index,
        char_start=0,
        char_end=10,
        locator="p.1:0-10",
        ingested_at="",
        doc_date="",
        provenance="unknown",
        file_type="txt",
    )
    return RetrievedChunk(StoredChunk(f"d1:1:{index}", "text", meta), cosine, 0.0, cosine)


def test_gate_passes_when_enough_chunks_reach_the_minimum() -> None:
    report = gate((_chunk(0.5), _chunk(0.45, 1)), STRICT)
    assert report.passed and report.chunks_passing == 2 and report.best_score == 0.5


def test_gate_refuses_when_too_few_chunks_reach_the_minimum() -> None:
    report = gate((_chunk(0.5), _chunk(0.39, 1)), STRICT)
    assert not report.passed and report.chunks_passing == 1 and report.min_chunks == 2


def test_gate_refuses_nothing_retrieved() -> None:
    report = gate((), STRICT)
    assert not report.passed and report.best_score == 0.0


def test_gate_uses_the_preset_when_no_minimum_is_set() -> None:
    report = gate((_chunk(0.35),), RetrievalSettings(preset="moderate"))
    assert report.passed and report.min_score == 0.3 and report.min_chunks == 1


class _Words:
    """A library whose documents hold exactly these words."""

    def __init__(self, *words: str) -> None:
        self.stems = {stem(w.lower()) for w in words}

    def contains(self, stems: list[str], ready: set[str]) -> bool:
        return set(stems) <= self.stems


def test_comparison_of_named_sides_passes_when_every_side_is_in_the_documents() -> None:
    stats = _Words("Acme", "Globex")
    assert all_present(("Acme", "Globex"), stats, {"d1"})  # type: ignore[arg-type]


def test_comparison_fails_when_one_side_is_not_in_the_documents() -> None:
    stats = _Words("Acme")
    assert not all_present(("Acme", "Globex"), stats, {"d1"})  # type: ignore[arg-type]


def test_a_side_counts_by_its_names_and_numbers_not_its_common_words() -> None:
    stats = _Words("Acme", "2023")
    # "revenue" and "the" are not names: only "Acme" and "2023" must be found.
    assert all_present(("the revenue of Acme in 2023",), stats, {"d1"})  # type: ignore[arg-type]
    assert not all_present(("the revenue of Acme in 2024",), stats, {"d1"})  # type: ignore[arg-type]
