"""A file that would cause unbounded work is refused early with a message naming the limit.

The hostile files are generated here, scaled down, with small limits set through Settings so the
tests stay fast; what is checked is the message and that the library did not change. The
libraries embed with the hash embedder.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from rag_core.testing import HashEmbedder
from tests.helpers.pdfs import huge_text_page_pdf, long_page, make_pdf, repeated_page_pdf
from tests.helpers.refusals import assert_refused_and_untouched, library_with_good_pdf


def test_pdf_over_the_page_limit_is_refused(tmp_path: Path, hash_embedder: HashEmbedder) -> None:
    library = library_with_good_pdf(tmp_path, hash_embedder, max_pages=5)
    pdf = make_pdf([f"Page {i} of the manual." for i in range(1, 7)])
    result = library.ingest_bytes("long.pdf", pdf)
    assert_refused_and_untouched(
        library, result, "the PDF has 6 pages, over the 5-page limit", "RAG_INGEST__MAX_PAGES", "split"
    )


def test_repeated_references_to_one_page_count_once(tmp_path: Path, hash_embedder: HashEmbedder) -> None:
    library = library_with_good_pdf(tmp_path, hash_embedder, max_pages=5)
    result = library.ingest_bytes("repeated.pdf", repeated_page_pdf(2000))
    assert result.ok, result.message
    doc = next(d for d in library.ready_documents() if d.name == "repeated.pdf")
    assert doc.pages == 1
    assert doc.chunks == 1


def test_pdf_page_with_too_much_text_is_refused(tmp_path: Path, hash_embedder: HashEmbedder) -> None:
    library = library_with_good_pdf(tmp_path, hash_embedder, max_page_chars=10_000)
    result = library.ingest_bytes("dense.pdf", huge_text_page_pdf(200_000))
    assert_refused_and_untouched(
        library,
        result,
        "page 1 holds at least",
        "over the 10,000-character limit per page",
        "RAG_INGEST__MAX_PAGE_CHARS",
    )


def test_pdf_with_too_much_text_in_total_is_refused(tmp_path: Path, hash_embedder: HashEmbedder) -> None:
    library = library_with_good_pdf(tmp_path, hash_embedder, max_file_chars=5_000)
    pdf = make_pdf([long_page(40, seed=i) for i in range(4)])  # ~2,500 characters a page
    result = library.ingest_bytes("wordy.pdf", pdf)
    assert_refused_and_untouched(
        library,
        result,
        "characters of text by page 2",
        "over the 5,000-character limit per file",
        "RAG_INGEST__MAX_FILE_CHARS",
    )


def test_file_over_the_chunk_limit_is_refused(tmp_path: Path, hash_embedder: HashEmbedder) -> None:
    library = library_with_good_pdf(tmp_path, hash_embedder, max_chunks=3)
    pdf = make_pdf([long_page(60, seed=i) for i in range(4)])
    result = library.ingest_bytes("many-chunks.pdf", pdf)
    assert_refused_and_untouched(library, result, "over the 3-chunk limit per file", "RAG_INGEST__MAX_CHUNKS")


def test_text_file_over_the_size_limit_is_refused(tmp_path: Path, hash_embedder: HashEmbedder) -> None:
    library = library_with_good_pdf(tmp_path, hash_embedder, max_text_file_mb=0.01)
    data = ("The pump pressure is 4 bar on weekdays.\n" * 600).encode()  # 24 KB
    result = library.ingest_bytes("big.txt", data)
    assert_refused_and_untouched(
        library,
        result,
        "the text file is 0.0 MB",
        "over the 0.01 MB limit for TXT and Markdown files",
        "RAG_INGEST__MAX_TEXT_FILE_MB",
    )


def test_text_file_with_one_huge_line_is_refused(tmp_path: Path, hash_embedder: HashEmbedder) -> None:
    library = library_with_good_pdf(tmp_path, hash_embedder, max_page_chars=1_000)
    data = ("word " * 1_000).encode() + b"\nsecond line\n"
    result = library.ingest_bytes("one-line.md", data)
    assert_refused_and_untouched(
        library, result, "lines 1-3 hold", "RAG_INGEST__MAX_PAGE_CHARS"
    )  # its one section: the whole file


def test_text_file_with_too_much_text_in_total_is_refused(tmp_path: Path, hash_embedder: HashEmbedder) -> None:
    library = library_with_good_pdf(tmp_path, hash_embedder, max_file_chars=2_000)
    data = ("The pump pressure is 4 bar on weekdays.\n" * 100).encode()
    result = library.ingest_bytes("notes.txt", data)
    assert_refused_and_untouched(
        library, result, "over the 2,000-character limit per file", "RAG_INGEST__MAX_FILE_CHARS"
    )


@pytest.mark.parametrize(
    "name, data",
    [
        ("normal.pdf", make_pdf([long_page(60, seed=i) for i in range(3)])),
        ("normal.txt", ("The pump pressure is 4 bar on weekdays.\n" * 200).encode()),
    ],
)
def test_normal_files_pass_the_default_limits(
    tmp_path: Path, hash_embedder: HashEmbedder, name: str, data: bytes
) -> None:
    library = library_with_good_pdf(tmp_path, hash_embedder)
    assert library.ingest_bytes(name, data).ok
