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

from rag_core.ingest import pdf_worker
from rag_core.ingest.normalize import normalize_text
from rag_core.ingest.pdf_streams import shared_contents
from tests.helpers.builders import filing_pdf

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


def _count_parses(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    calls = [0]
    parse = ContentStream._parse_content_stream

    def counted(self: ContentStream, stream: Any) -> None:
        calls[0] += 1
        parse(self, stream)

    monkeypatch.setattr(ContentStream, "_parse_content_stream", counted)
    return calls


def test_the_statement_page_is_parsed_once_and_reads_the_same(filing: bytes, monkeypatch: pytest.MonkeyPatch) -> None:
    apart = _read(filing, share=False)
    calls = _count_parses(monkeypatch)
    shared = _read(filing, share=True)

    assert shared == apart
    assert apart[-1][1], "the statement page gives table rows"
    assert calls[0] == len(apart)  # one parse per page, the statement page's layout included
    calls[0] = 0
    _read(filing, share=False)
    assert calls[0] == len(apart) + 1  # without sharing, the statement page is parsed twice


def test_a_pypdf_without_those_names_reads_the_page_as_before(filing: bytes, monkeypatch: pytest.MonkeyPatch) -> None:
    class Other(ContentStream):
        pass

    monkeypatch.setattr(pypdf._text_extraction, "ContentStream", Other)
    calls = _count_parses(monkeypatch)

    shared = _read(filing, share=True)

    assert shared == _read(filing, share=False)
    assert pypdf._page.ContentStream is ContentStream  # nothing was left patched
    assert calls[0] == 2 * (len(shared) + 1)  # both reads parse as pypdf does on its own
