"""Chunks that score the same come back the same every time: LanceDB's top k breaks ties in the
order its threads finish, so the store asks for more and keeps the best by score, then by id."""

from __future__ import annotations

from rag_core.library import Library
from rag_core.settings import Settings
from rag_core.testing import HashEmbedder

SENTENCE = "The relief valve of the cooling pump is checked every week by the night shift."


def _tied_library(settings: Settings, hash_embedder: HashEmbedder, copies: int) -> Library:
    library = Library(settings, hash_embedder)
    for n in range(copies):  # the same sentence in files that differ only in a trailing line break count
        library.ingest_bytes(f"valve-{n:02d}.txt", (SENTENCE + "\n" * (n + 1)).encode())
    return library


def test_tied_full_text_and_vector_hits_are_the_best_by_id_whatever_order_they_were_indexed(
    settings: Settings, hash_embedder: HashEmbedder
) -> None:
    library = _tied_library(settings, hash_embedder, 24)
    store = library.store
    texts = {row["text"] for row in store.table.search().select(["text"]).limit(None).to_list()}
    assert len(texts) == 1  # every file's one chunk reads the same: every score ties
    ids = sorted(row["id"] for row in store.table.search().select(["id"]).limit(None).to_list())
    assert len(ids) == 24

    keyword = store.keyword_search("relief valve cooling pump", 5)
    assert [chunk.chunk_id for chunk, _, _ in keyword] == ids[:5]
    assert len({score for _, score, _ in keyword}) == 1

    vector = hash_embedder.embed([SENTENCE])[0]
    dense = store.dense_search(vector, 5)
    assert [chunk.chunk_id for chunk in dense] == ids[:5]
