"""A tabular page's content stream is parsed once for both of pypdf's text extractions, and the
text and table rows the worker sends are the same as with two parses."""

from __future__ import annotations

import contextlib
import io
from typing import Any

import pypdf
import pytest
from pypdf import PdfReader
from pypdf.generic import ContentStream

from rag_core.ingest import pdf_streams, pdf_tokens, pdf_worker
from rag_core.ingest.normalize import normalize_text
from rag_core.ingest.pdf_streams import shared_contents
from tests.helpers.builders import filing_pdf
from tests.helpers.pdfs import content_stream_pdf

STATEMENT = (
    ("Net sales", "46,298", "51,761"),
    ("Cost of sales", "36,386", "40,121"),
    ("Net earnings", "1,419", "2,454"),
)


@pytest.fixture(scope="module")
def filing() -> bytes:
    return filing_pdf("Acme Retail", 2024, text=["Net sales fell because of lower demand."], statement=STATEMENT)


def _read(data: bytes, share: bool) -> list[tuple[str, list[dict[str, Any]]]]:
    """Each page's plain text and table rows, as the worker computes them."""
    out = []
    for page in PdfReader(io.BytesIO(data)).pages:
        with shared_contents(page) if share else contextlib.nullcontext():
            text = normalize_text(page.extract_text() or "")
            out.append((text, pdf_worker._table_rows(page, text)))
    return out


def _count_parses(monkeypatch: pytest.MonkeyPatch) -> dict[str, int]:
    """Parses of a content stream, by pypdf's own reader and by the fast tokenizer."""
    calls = {"pypdf": 0, "fast": 0}
    parse = ContentStream._parse_content_stream
    fast = pdf_tokens.operations

    def counted(self: ContentStream, stream: Any) -> None:
        calls["pypdf"] += 1
        parse(self, stream)

    def counted_fast(data: bytes, forced_encoding: Any) -> list[tuple[Any, bytes]]:
        calls["fast"] += 1
        return fast(data, forced_encoding)

    monkeypatch.setattr(ContentStream, "_parse_content_stream", counted)
    monkeypatch.setattr(pdf_tokens, "operations", counted_fast)
    return calls


def test_the_statement_page_is_parsed_once_and_reads_the_same(filing: bytes, monkeypatch: pytest.MonkeyPatch) -> None:
    apart = _read(filing, share=False)
    calls = _count_parses(monkeypatch)
    shared = _read(filing, share=True)

    assert shared == apart
    assert apart[-1][1], "the statement page gives table rows"
    # one parse per page, the statement page's layout included, and by the fast tokenizer
    assert calls == {"pypdf": 0, "fast": len(apart)}
    calls.update(pypdf=0, fast=0)
    _read(filing, share=False)
    # without sharing, pypdf parses each page itself and the statement page twice
    assert calls == {"pypdf": len(apart) + 1, "fast": 0}


def test_a_stream_the_tokenizer_refuses_is_parsed_by_pypdf(monkeypatch: pytest.MonkeyPatch) -> None:
    # an inline image: the tokenizer leaves the whole stream to pypdf, which reads the text around it
    content = b"BT /F1 12 Tf 72 720 Td (Before the image) Tj ET BI /W 1 /H 1 /BPC 8 /CS /G ID \xff EI BT /F1 12 Tf 72 700 Td (After) Tj ET"
    data = content_stream_pdf(content)
    apart = _read(data, share=False)
    calls = _count_parses(monkeypatch)

    shared = _read(data, share=True)

    assert shared == apart
    assert "Before the image" in shared[0][0] and "After" in shared[0][0]
    assert calls == {"pypdf": 1, "fast": 1}


def test_this_pypdf_is_one_the_tokenizer_was_checked_against() -> None:
    # On a pypdf upgrade this fails: run scripts/check_pdf_tokens.py on real filings, then add the version.
    assert pypdf.__version__ in pdf_tokens.PYPDF_VERSIONS
    assert pdf_streams._fast_content_stream() is not ContentStream


def test_a_pypdf_without_those_names_reads_the_page_as_before(filing: bytes, monkeypatch: pytest.MonkeyPatch) -> None:
    class Other(ContentStream):
        pass

    monkeypatch.setattr(pypdf._text_extraction, "ContentStream", Other)
    calls = _count_parses(monkeypatch)

    shared = _read(filing, share=True)

    assert shared == _read(filing, share=False)
    assert pypdf._page.ContentStream is ContentStream  # nothing was left patched
    assert calls == {"pypdf": 2 * (len(shared) + 1), "fast": 0}  # both reads parse as pypdf does on its own
