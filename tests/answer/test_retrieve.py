"""Hybrid retrieval on the real store: dense and keyword scores fused by weight, repeats dropped."""

from __future__ import annotations

import pytest

from rag_core.answer.find.retrieve import Retriever, fts_query, focus_question, source_match
from rag_core.library import Library

HARBOUR = b"The harbour master inspects every vessel before it may dock at the northern pier."
BAKERY = b"The bakery on Mill Street sells rye bread and almond croissants every morning."


@pytest.fixture
def library3(library: Library) -> Library:
    library.ingest_bytes("harbour.txt", HARBOUR)
    library.ingest_bytes("bakery.txt", BAKERY)
    library.ingest_bytes("harbour_copy.txt", HARBOUR + b"\n\n")  # the same passage in a second file
    return library


def _retriever(library: Library) -> Retriever:
    return Retriever(library.store, library.embedder, library.settings.retrieval)


def _ready(library: Library) -> set[str]:
    return {d.doc_id for d in library.ready_documents()}


def test_fused_score_is_the_weighted_sum_of_cosine_and_keyword_score(library3: Library) -> None:
    settings = library3.settings.retrieval
    retrieval = _retriever(library3).retrieve("Who inspects each vessel at the pier?", _ready(library3))
    for item in retrieval.chunks:
        boost = settings.source_boost * source_match("Who inspects each vessel at the pier?", item.chunk.meta.source)
        expected = settings.semantic_weight * item.cosine + settings.keyword_weight * item.keyword + boost
        assert item.fused == pytest.approx(expected, abs=1e-5)
    assert [c.fused for c in retrieval.chunks] == sorted((c.fused for c in retrieval.chunks), reverse=True)


def test_best_chunk_matches_both_meaning_and_words(library3: Library) -> None:
    best = _retriever(library3).retrieve("Who inspects vessels at the pier?", _ready(library3)).chunks[0]
    assert "harbour master" in best.chunk.text
    assert best.keyword == 1.0  # the best full-text hit is scaled to 1
    assert best.cosine > 0.3


def test_the_same_passage_in_two_files_is_returned_once(library3: Library) -> None:
    chunks = _retriever(library3).retrieve("Who inspects vessels?", _ready(library3)).chunks
    harbour = [c for c in chunks if "harbour master" in c.chunk.text]
    assert len(harbour) == 1
    assert len(chunks) == 2


def test_only_ready_documents_are_searched(library3: Library) -> None:
    bakery = {d.doc_id for d in library3.ready_documents() if d.name == "bakery.txt"}
    chunks = _retriever(library3).retrieve("Who inspects vessels?", bakery).chunks
    assert {c.chunk.doc_id for c in chunks} == bakery


def test_nothing_ready_retrieves_nothing_but_still_embeds(library3: Library) -> None:
    retrieval = _retriever(library3).retrieve("Who inspects vessels?", set())
    assert retrieval.chunks == () and retrieval.query_vector.shape == (library3.settings.embedding.dimension,)


def test_full_text_query_keeps_content_words_only() -> None:
    assert fts_query("What is Moody's rating of the U.S. (AAA) in FY2023?") == "moody rating aaa fy2023"


def test_full_text_query_drops_repeated_words() -> None:
    assert fts_query("revenue revenue, Revenue!") == "revenue"


def test_source_match_reads_file_names_split_and_joined() -> None:
    assert source_match("Best Buy Q2 FY2024 revenue", "BESTBUY_2024Q2_10Q.pdf") == pytest.approx(5 / 6)  # all but "10"
    assert source_match("bakery hours", "harbour.txt") == 0.0


def test_trailing_instructions_are_not_searched() -> None:
    assert focus_question("What is the fee? If unsure, explain why.") == "What is the fee?"
    assert focus_question("List the fees. Then the dates.") == "List the fees. Then the dates."


OLD_FILING = (
    b"Separation costs\nWe expect to incur costs of approximately $700 million in connection with separating "
    b"the Upjohn business from the rest of the company, of which approximately 75% has been incurred to date.\n"
)
NEW_FILING = (
    b"Quarterly update\nWe expect to incur costs of approximately $700 million in connection with separating "
    b"the Upjohn business from the rest of the company, of which approximately 90% has been incurred to date.\n"
)
UNRELATED_LATER = b"Quarterly update\nThe cafeteria on the third floor now opens at seven in the morning.\n"


def test_a_passage_a_later_filing_repeats_is_read_from_the_later_filing(library: Library) -> None:
    library.ingest_bytes("pfx_2021_10k.txt", OLD_FILING)
    library.ingest_bytes("pfx_2023_10q.txt", NEW_FILING)
    library.ingest_bytes("pfx_2024_10q.txt", UNRELATED_LATER)
    ids = {d.name: d.doc_id for d in library.ready_documents()}
    old, new, unrelated = ids["pfx_2021_10k.txt"], ids["pfx_2023_10q.txt"], ids["pfx_2024_10q.txt"]
    settings = library.settings.retrieval.model_copy(update={"top_k": 1})
    retriever = Retriever(library.store, library.embedder, settings)
    question = "How much does the company expect to pay for separating Upjohn, 75% of it already?"
    plain = retriever.retrieve(question, _ready(library)).chunks
    assert [c.chunk.doc_id for c in plain] == [old]  # the older wording ranks first on its own
    newer = {old: frozenset({new, unrelated}), new: frozenset({unrelated})}
    preferred = retriever.retrieve(question, _ready(library), newer=newer).chunks
    assert [c.chunk.doc_id for c in preferred] == [new]  # same passage, figures updated: the later filing's
    # A later filing that does not repeat the passage takes nobody's place.
    only_unrelated = retriever.retrieve(question, _ready(library), newer={old: frozenset({unrelated})}).chunks
    assert [c.chunk.doc_id for c in only_unrelated] == [old]
