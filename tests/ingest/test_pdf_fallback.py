"""Every valid PDF indexes: a file or a page pypdf refuses on a structural limit is read with pdfium,
and only a file no reader can open is called corrupt, naming each reader and why it failed.

pypdf's element limit is lowered through its setting so that small generated files pass it; the
default (5,000,000, raised from pypdf's 100,000) is covered in test_bad_input. Nothing here
measures retrieval, so libraries embed with the hash embedder.
"""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from rag_core.library import Library
from rag_core.testing import HashEmbedder
from tests.helpers.pdfs import raw_array_pdf
from tests.helpers.refusals import assert_refused_and_untouched, library_with_good_pdf

FACT = "The Halvorsen turbine produces 4.2 megawatts at full load."
LIMIT = 1_000  # pypdf's element limit in these libraries; the generated arrays hold 5,000


@pytest.fixture
def library(tmp_path: Path, hash_embedder: HashEmbedder) -> Library:
    """A library holding good.pdf whose parser lets pypdf read arrays of at most LIMIT elements."""
    return library_with_good_pdf(tmp_path, hash_embedder, pdf_max_elements=LIMIT)


def test_pdf_pypdf_cannot_open_is_indexed_with_pdfium(library: Library, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="rag_core.ingest.worker_pages")
    result = library.ingest_bytes("tagged_10q.pdf", raw_array_pdf(FACT, 5_000))
    assert result.ok, result.message
    page = library.page(result.doc_id, 1)
    assert page is not None and page.text == FACT
    assert "tagged_10q.pdf was read with pdfium (pypdf cannot read this PDF (LimitReachedError" in caplog.text


def test_page_pypdf_cannot_extract_is_read_with_pdfium(library: Library, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="rag_core.ingest.worker_pages")
    data = raw_array_pdf(FACT, 5_000, in_resources=True, second_page="Page two holds the service schedule.")
    result = library.ingest_bytes("two_pages.pdf", data)
    assert result.ok, result.message
    assert result.pages == 2
    texts = [library.page(result.doc_id, n) for n in (1, 2)]
    assert [p.text for p in texts if p is not None] == [FACT, "Page two holds the service schedule."]
    assert "two_pages.pdf: page 1 was read with pdfium" in caplog.text
    assert "page 2 was read with" not in caplog.text


def test_pdf_within_the_element_limit_is_read_by_pypdf(library: Library, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="rag_core.ingest.worker_pages")
    result = library.ingest_bytes("small_array.pdf", raw_array_pdf(FACT, LIMIT - 1))
    assert result.ok, result.message
    assert "pdfium" not in caplog.text


def test_pdf_no_reader_can_open_is_corrupt_naming_each_reader(library: Library) -> None:
    result = library.ingest_bytes("broken.pdf", b"%PDF-1.7\n" + bytes(range(256)) * 40)
    assert_refused_and_untouched(
        library,
        result,
        "the PDF is corrupt or truncated and cannot be opened by any reader",
        "pypdf: ",
        "; pdfium: ",
        "re-export it",
    )
