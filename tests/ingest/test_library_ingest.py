"""Indexing real PDFs and text files: metadata, page numbers, verbatim text, dedup, replace, delete."""

from __future__ import annotations

import hashlib

import numpy as np
from llama_index.core.schema import MetadataMode

from rag_core.embedding import Embedder
from rag_core.library import Library
from rag_core.answer.find.retrieve import Retriever
from rag_core.types import DocStatus, IngestOutcome, ProgressEvent
from tests.helpers.pdfs import long_page, make_pdf

PAGES = [
    "Preface. This manual belongs to the Halvorsen wind farm.",
    "The Halvorsen turbine produces 4.2 megawatts at full load. Its tower is 90 metres tall.",
    "Maintenance of the gearbox is scheduled every 18 months by the service team.",
]


def _manual(pages: list[str] = PAGES) -> bytes:
    # Physical page 1 is labelled "i", pages 2-3 are labelled 1-2.
    return make_pdf(pages, labels=[(0, "r", 1), (1, "D", 1)])


def test_every_chunk_carries_source_page_label_span_and_locator(library: Library) -> None:
    data = _manual()
    result = library.ingest_bytes("manual.pdf", data, provenance="primary")
    assert result.outcome is IngestOutcome.INDEXED
    assert result.pages == 3
    doc_id = hashlib.sha256(data).hexdigest()
    assert result.doc_id == doc_id

    rows = library.store.chunks_of(doc_id)
    assert len(rows) == result.chunks >= 3
    by_page = {row["metadata"]["page"]: row for row in rows}
    assert set(by_page) == {1, 2, 3}
    assert [by_page[p]["metadata"]["page_label"] for p in (1, 2, 3)] == ["i", "1", "2"]
    for index, row in enumerate(rows):
        meta = row["metadata"]
        assert meta["source"] == "manual.pdf"
        assert meta["doc_id"] == doc_id
        assert meta["chunk_index"] == index
        assert meta["provenance"] == "primary"
        assert meta["doc_date"] == "2023-05-17"
        assert meta["file_type"] == "pdf"
        assert meta["ingested_at"].startswith("20")
        assert meta["locator"] == f"p.{meta['page']}:{meta['char_start']}-{meta['char_end']}"
        page = library.page(doc_id, meta["page"])
        assert page is not None
        assert page.text[meta["char_start"] : meta["char_end"]] == row["text"]
    assert "4.2 megawatts" in by_page[2]["text"]


def test_page_text_is_kept_verbatim_for_quoting(library: Library) -> None:
    data = _manual()
    library.ingest_bytes("manual.pdf", data)
    doc_id = hashlib.sha256(data).hexdigest()
    page = library.page(doc_id, 2)
    assert page is not None
    assert "The Halvorsen turbine produces 4.2 megawatts at full load." in page.text
    assert library.page(doc_id, 4) is None


def test_long_pages_split_into_chunks_that_fit_the_model_and_never_cross_pages(library: Library) -> None:
    data = make_pdf([long_page(70, seed=0), long_page(70, seed=2)])
    result = library.ingest_bytes("long.pdf", data)
    rows = library.store.chunks_of(result.doc_id)
    assert len(rows) >= 6
    limit = library.settings.ingest.chunk_tokens
    for row in rows:
        assert len(library.embedder.token_ids(row["text"])) <= limit
        page = library.page(result.doc_id, row["metadata"]["page"])
        assert page is not None and row["text"] in page.text
    assert {row["metadata"]["page"] for row in rows} == {1, 2}


def test_embedded_text_excludes_metadata_and_vectors_are_unit_length(library: Library) -> None:
    from rag_core.ingest.chunking import Chunker
    from rag_core.ingest.pipeline import base_meta
    from rag_core.types import FileType, PageText

    chunker = Chunker(library.settings.ingest, library.embedder.token_ids)
    base = base_meta(name="a.pdf", doc_id="d" * 64, provenance="unknown", kind=FileType.PDF)
    nodes = chunker.chunk_page(PageText(1, "", PAGES[1]), base, 0)
    assert nodes
    for node in nodes:
        assert node.get_content(metadata_mode=MetadataMode.EMBED) == node.text
        assert "a.pdf" not in node.get_content(metadata_mode=MetadataMode.EMBED)

    result = library.ingest_bytes("manual.pdf", _manual())
    table = library.store.table.search().where(f"doc_id = '{result.doc_id}'").limit(None).to_list()
    norms = [np.linalg.norm(np.asarray(row["vector"])) for row in table]
    assert np.allclose(norms, 1.0, atol=1e-4)


def test_dense_search_reports_true_cosine_similarity(library: Library) -> None:
    result = library.ingest_bytes("manual.pdf", _manual())
    rows = library.store.chunks_of(result.doc_id)
    target = next(r for r in rows if "megawatts" in r["text"])
    query = library.embedder.embed(["How much power does the Halvorsen turbine produce?"])[0]
    hits = library.store.dense_search(query, limit=3)
    assert hits, "expected hits"
    best = hits[0]
    assert best.chunk_id == target["id"]
    stored = np.asarray(library.store.table.search().where(f"id = '{target['id']}'").limit(1).to_list()[0]["vector"])
    assert abs(best.similarity - float(np.dot(query, stored))) < 1e-4
    assert 0.3 < best.similarity < 1.0


def test_reuploading_identical_bytes_is_a_no_op(library: Library) -> None:
    data = _manual()
    first = library.ingest_bytes("manual.pdf", data)
    count = library.store.count()
    again = library.ingest_bytes("manual.pdf", data)
    assert again.outcome is IngestOutcome.ALREADY_INDEXED
    assert again.message == "already indexed"
    renamed = library.ingest_bytes("copy of manual.pdf", data)
    assert renamed.outcome is IngestOutcome.ALREADY_INDEXED
    assert renamed.message == "already indexed as manual.pdf"
    assert library.store.count() == count
    assert [d.name for d in library.ready_documents()] == ["manual.pdf"]
    assert first.doc_id == again.doc_id


def test_same_name_with_new_bytes_replaces_the_old_revision_completely(library: Library) -> None:
    old = library.ingest_bytes("manual.pdf", _manual())
    new_pages = ["Revision two.", "The Halvorsen turbine now produces 5.1 megawatts at full load."]
    new = library.ingest_bytes("manual.pdf", make_pdf(new_pages))
    assert new.outcome is IngestOutcome.REPLACED
    assert library.store.count(old.doc_id) == 0
    assert library.page(old.doc_id, 2) is None
    ready = library.ready_documents()
    assert [(d.name, d.doc_id) for d in ready] == [("manual.pdf", new.doc_id)]
    stored = sorted(p.name for p in library.settings.files_dir.iterdir())
    assert stored == [f"{new.doc_id}.pdf"]
    texts = " ".join(r["text"] for r in library.store.chunks_of(new.doc_id))
    assert "5.1 megawatts" in texts and "4.2 megawatts" not in texts


def test_delete_removes_chunks_file_pages_and_registry_row(library: Library) -> None:
    keep = library.ingest_bytes("keep.txt", b"The archive room is on the second floor.\n")
    gone = library.ingest_bytes("manual.pdf", _manual())
    library.delete("manual.pdf")
    assert library.store.count(gone.doc_id) == 0
    assert library.page(gone.doc_id, 1) is None
    assert not (library.settings.files_dir / f"{gone.doc_id}.pdf").exists()
    assert [d.name for d in library.documents()] == ["keep.txt"]
    assert library.store.count(keep.doc_id) == keep.chunks
    library.delete(keep.doc_id[:12])
    assert library.documents() == []
    assert library.store.count() == 0


def test_names_with_quotes_work_in_every_filter(library: Library) -> None:
    result = library.ingest_bytes("O'Brien's \"final\" report.pdf", _manual())
    assert result.ok
    assert library.store.count(result.doc_id) == result.chunks
    library.store.delete_source("O'Brien's \"final\" report.pdf")
    assert library.store.count(result.doc_id) == 0
    again = library.ingest_bytes("O'Brien.pdf", make_pdf(["Another file by O'Brien."]))
    assert again.ok
    library.delete("O'Brien.pdf")
    assert all(d.name != "O'Brien.pdf" for d in library.documents())


def test_text_and_markdown_pages_are_sections_of_at_most_so_many_lines(settings, embedder) -> None:  # type: ignore[no-untyped-def]
    library = Library(
        settings.model_copy(update={"ingest": settings.ingest.model_copy(update={"text_page_lines": 3})}), embedder
    )
    lines = [f"Line {i}: the depot in city {i} opens at {i % 12 + 1} o'clock." for i in range(1, 8)]
    result = library.ingest_bytes("notes.md", "\n".join(lines).encode())
    assert result.pages == 3
    page2 = library.page(result.doc_id, 2)
    assert page2 is not None
    assert page2.text.splitlines() == lines[3:6]
    assert {r["metadata"]["page"]: r["metadata"]["page_label"] for r in library.store.chunks_of(result.doc_id)} == {
        1: "section 1",
        2: "section 2",
        3: "section 3",
    }


def test_progress_reports_pages_and_chunks_until_done(library: Library) -> None:
    events: list[ProgressEvent] = []
    result = library.ingest_bytes(
        "long.pdf", make_pdf([long_page(60), long_page(60, 1), "Short."]), progress=events.append
    )
    assert result.ok
    stages = [e.stage for e in events]
    assert stages[0] == "parsing" and stages[-1] == "done"
    assert "embedding" in stages and "committed" in stages
    parsed = [e.pages_done for e in events if e.stage == "parsing"]
    assert parsed == sorted(parsed) and parsed[-1] == 3
    assert all(e.pages_total == 3 for e in events)
    fractions = [e.fraction for e in events]
    assert fractions[-1] == 1.0
    # The bar moves with the work: it never goes back, and reading the last page brings it near
    # the end (the passages are embedded as the pages are read), not to a third.
    assert all(later >= earlier - 1e-9 for earlier, later in zip(fractions, fractions[1:]))
    last_read = max(e.fraction for e in events if e.stage in ("parsing", "embedding") and e.pages_done == 3)
    assert last_read > 0.6
    assert events[-1].chunks_done == result.chunks


def test_registry_lists_pages_chunks_size_and_dates(library: Library) -> None:
    data = _manual()
    result = library.ingest_bytes("manual.pdf", data, provenance="secondary")
    (doc,) = library.documents()
    assert doc.status == DocStatus.READY.value
    assert (doc.pages, doc.chunks, doc.size_bytes) == (3, result.chunks, len(data))
    assert doc.provenance == "secondary"
    assert doc.doc_date == "2023-05-17"
    assert doc.ingested_at and doc.updated_at


def test_a_prefetched_parse_of_other_bytes_is_never_used(library: Library, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from rag_core.ingest.pdf import PdfPages

    other = tmp_path / "other.pdf"
    other.write_bytes(make_pdf(["This page talks about pumps and valves only."]))
    wanted = tmp_path / "wanted.pdf"
    wanted.write_bytes(_manual())
    stale = PdfPages(other, "wanted.pdf", library.settings.ingest)
    result = library.ingest_path(wanted, prefetched=stale)
    assert result.ok and result.pages == 3
    texts = " ".join(r["text"] for r in library.store.chunks_of(result.doc_id))
    assert "4.2 megawatts" in texts and "pumps and valves" not in texts


def test_folders_are_ingested_with_the_next_pdf_parsed_ahead(library: Library, tmp_path) -> None:  # type: ignore[no-untyped-def]
    for i in range(3):
        (tmp_path / f"doc{i}.pdf").write_bytes(make_pdf([long_page(30, seed=i), f"Document {i} ends here."]))
    (tmp_path / "notes.md").write_text("The spare filter is kept in locker 7.\n")
    results = library.ingest_paths([tmp_path])
    assert [r.name for r in results] == ["doc0.pdf", "doc1.pdf", "doc2.pdf", "notes.md"]
    assert all(r.ok for r in results)
    for result in results:
        rows = library.store.chunks_of(result.doc_id)
        assert len(rows) == result.chunks
        if result.name.endswith(".pdf"):
            assert f"Document {result.name[3]} ends here." in " ".join(r["text"] for r in rows)


def test_a_batch_folds_new_chunks_into_the_search_index_once_and_finds_them_meanwhile(
    library: Library, embedder: Embedder
) -> None:
    retriever = Retriever(library.store, embedder, library.settings.retrieval)
    first = make_pdf(["The Halvorsen turbine produces 4.2 megawatts at full load."])
    second = make_pdf(["The Quillfeather dam holds 12 million cubic metres of water."])
    with library.batch():
        library.ingest_bytes("turbine.pdf", first)
        library.ingest_bytes("dam.pdf", second)
        # Not yet folded into the full-text index, and still found by it.
        assert library.store.table.index_stats("text_idx").num_unindexed_rows > 0
        ready = {d.doc_id for d in library.ready_documents()}
        found = retriever.retrieve("Quillfeather", ready).chunks
        assert found and "Quillfeather" in found[0].chunk.text
    assert library.store.table.index_stats("text_idx").num_unindexed_rows == 0
    # Outside a batch every file is folded in as soon as it is indexed.
    library.ingest_bytes("notes.pdf", make_pdf(["Gearbox oil is changed every 18 months."]))
    assert library.store.table.index_stats("text_idx").num_unindexed_rows == 0


def test_word_counts_are_stored_at_ingest_and_backfilled_for_older_documents(library: Library) -> None:
    import json
    from collections import Counter

    from rag_core.text.lexicon import stem_counts
    from rag_core.storage.registry_rows import WordCountsRow
    from rag_core.answer.corpus import CorpusStats

    result = library.ingest_bytes("manual.pdf", _manual())
    stored = library.registry.word_counts([result.doc_id])
    texts = [row["text"] for row in library.store.chunks_of(result.doc_id)]
    # What the first question reads is exactly what counting the stored chunks gives.
    assert stored[result.doc_id] == (len(texts), json.dumps(stem_counts(texts), ensure_ascii=False))

    # A library indexed before counts were stored: counted once from the chunks, then saved.
    with library.registry.session() as session:
        session.query(WordCountsRow).delete()
    stats = CorpusStats(library.store, library.registry)
    assert stats.idf(["halvorsen"], {result.doc_id})["halvorsen"] > 0
    chunks, raw = library.registry.word_counts([result.doc_id])[result.doc_id]
    assert chunks == len(texts) and Counter(json.loads(raw))["halvorsen"] >= 1

    library.delete(result.doc_id)
    assert library.registry.word_counts([result.doc_id]) == {}


def test_same_file_name_in_two_folders_gives_two_documents_named_by_their_path(library: Library, tmp_path) -> None:  # type: ignore[no-untyped-def]
    root = tmp_path / "reports"
    for year, trucks in (("2023", 290), ("2024", 312)):
        (root / year).mkdir(parents=True)
        (root / year / "report.md").write_text(f"# Fleet\n\nNorthwind operated {trucks} trucks in {year}.\n")
    results = library.ingest_paths([root])
    assert [(r.name, r.outcome) for r in results] == [
        ("2023/report.md", IngestOutcome.INDEXED),
        ("2024/report.md", IngestOutcome.INDEXED),
    ]
    assert sorted(d.name for d in library.ready_documents()) == ["2023/report.md", "2024/report.md"]


def test_two_long_names_that_start_alike_stay_two_documents(library: Library) -> None:
    first = library.ingest_bytes("q" * 300 + "-north.txt", b"The north depot opens at 6 am.")
    second = library.ingest_bytes("q" * 300 + "-south.txt", b"The south depot opens at 7 am.")
    assert first.outcome is second.outcome is IngestOutcome.INDEXED
    assert first.name != second.name and len(first.name) <= 200
    assert len(library.ready_documents()) == 2


def test_samples_are_seeded_in_a_local_library_but_never_into_a_shared_one(tmp_path, hash_embedder) -> None:  # type: ignore[no-untyped-def]
    from pathlib import Path

    from rag_core.settings import Settings

    samples = Path(__file__).resolve().parents[2] / "data" / "samples"
    local = Library(Settings(data_dir=tmp_path / "local", samples_dir=samples), hash_embedder)
    assert local.seed_samples() and local.ready_documents()
    shared = Library(Settings(data_dir=tmp_path / "shared", samples_dir=samples, auth={"mode": "oidc"}), hash_embedder)
    assert shared.seed_samples() == []
    assert shared.ready_documents() == []


def test_a_passage_gets_the_same_vector_with_one_embedding_thread_or_two(embedder: Embedder) -> None:
    # Indexing embeds with one thread fewer while a parser works, which depends on timing: the
    # index must not (the same file indexed twice gives the same vectors, so the same answers).
    texts = [long_page(sentences=6 * n, seed=n) for n in range(1, 6)]
    one = embedder.embed(texts, threads=1)
    two = embedder.embed(texts, threads=2)
    assert one.shape == two.shape and (one == two).all()
