"""The fast content-stream tokenizer gives exactly pypdf's operations, token type by token type, and
refuses (so that pypdf parses the stream itself) what it does not mirror."""

from __future__ import annotations

import io
from typing import Any

import pypdf
import pytest
from pypdf import PdfReader
from pypdf.errors import LimitReachedError
from pypdf.generic import ContentStream

from rag_core.ingest import pdf_tokens
from rag_core.ingest.pdf_streams import shared_contents
from tests.helpers.pdfs import content_stream_pdf


def _pypdf(data: bytes, forced_encoding: Any = "bytes") -> list[tuple[Any, bytes]]:
    stream = ContentStream(None, None, forced_encoding)
    stream.set_data(data)
    return stream.operations


def _as_pypdf(data: bytes, forced_encoding: Any = "bytes") -> list[tuple[Any, bytes]]:
    ops = pdf_tokens.operations(data, forced_encoding)
    expected = _pypdf(data, forced_encoding)
    assert pdf_tokens.same(ops, expected), f"{ops!r}\n!=\n{expected!r}"
    return ops


def test_the_comparison_sees_type_and_sign() -> None:
    from pypdf.generic import FloatObject, NumberObject, TextStringObject

    assert not pdf_tokens.same([([NumberObject(1)], b"w")], [([FloatObject(1)], b"w")])
    assert not pdf_tokens.same([([FloatObject("0.0")], b"w")], [([FloatObject("-0.0")], b"w")])
    assert not pdf_tokens.same([([TextStringObject("a")], b"Tj")], [([TextStringObject("a")], b"TJ")])
    assert not pdf_tokens.same([([], b"q")], [([], b"q"), ([], b"Q")])


NUMBERS = [
    b"0 1 -1 +1 123 -0 007 99999999999999999 w",
    b"1.5 -.5 .5 3. +1. -0.0 +.25 0. -3.25 12345678.123456789 w",
    b"123456789012345678 -123456789012345678 1234567890123456.5 w",  # within pypdf's 20-byte peek
    b"0.000000000000028421 1234567890123456789012345 -1234567890.12345678901234567890123 w",  # beyond it
    b"12Tf 3.5Tc -2TL",  # a number ends at the first byte that cannot be in one
]
NAMES = [
    b"/F1 /Name#20With#20Spaces /A#2 /B#zz /#41#42 / /a*b /x# /Tab#09 /S-1_2.3 gs",
    "/Café /Déjà /漢字 gs".encode() + b" /\xe9t\xe9 /\x01\x00x gs",
    b"/A/B/C//D gs",  # names run up to the next delimiter
]
STRINGS = [
    b"(simple) Tj (two words, 3 items; 100%) Tj () Tj",
    b"(nested (parens) here) Tj (deep (a (b) c) d) Tj",
    b"(esc \\n\\r\\t\\b\\f \\( \\) \\\\ \\/ \\% \\< \\> \\[ \\] \\# \\_ \\& \\$ \\  done) Tj",
    b"(octal \\101\\60\\0 \\7\\1234 \\053x) Tj (above 255: \\400 \\777 \\4000) Tj",
    b"(line\\\ncontinued) Tj (crlf\\\r\nx) Tj (cr\\\ry) Tj (two lf\\\n\nz) Tj (lfcr\\\n\rw) Tj",
    b"(raw \r and \n and \r\n inside) Tj (\xe9\xff\x00) Tj",
    b"(\xfe\xff\x00A) Tj (\xef\xbb\xbfutf8) Tj",
    b"<48656C6C6F> Tj <48 65 6c\n6c\t6f> Tj <486> Tj <> Tj <a> Tj <\x00 4 1 \r> Tj",
]
COMPOSITES = [
    b"[(A) -120 (B) 5.5 /N [1 [2]] true false null <00> (x\\)y)] TJ",
    b"[] TJ [ ] TJ [[]] TJ [1 2]TJ[(a)]TJ",
    b"/Span << /MCID 0 /ActualText (x) /Alt <FEFF0041> /A [1 2] /D << /E true /F false >> /N null >> BDC EMC",
    b"/P <</MCID 3>>BDC EMC /OC /MC0 BDC EMC /Artifact <</Type/Pagination/Subtype/Header>>BDC EMC << >> BDC",
    b"/P << /K [<< /A 1 >> << /A 2 >>] >> DP",
]
OPERATORS = [
    b"BT /F1 12 Tf 0 0 Td (a) ' 1 2 (b) \" T* (c) Tj ET",
    b"f* B* b* W* n W n S s f F B b h q Q d0 d1 sh Do",
    b"true false null xyz q1 0 0 m/F1 12 Tf(a)Tj[(b)]TJ<63>Tj",  # words at the top level are operators
    b"0 0 m\x00100 100 l\fS\tQ\rq\n",  # pypdf's whitespace: NUL, FF, tab, CR, LF, space
    b"Tj\x00x Tj",  # NUL ends an operand but is part of an operator
    b"1 2 3",  # operands with no operator after them are dropped
    b"",
    b"   \n\r\t",
]
COMMENTS = [
    b"% a comment\n1 0 0 1 0 0 cm %trailing\r(x) Tj %(not a string) Tj\n",
    b"q % at the end, no newline",
    b"%only\n%comments\r\n",
]


@pytest.mark.parametrize("data", NUMBERS + NAMES + STRINGS + COMPOSITES + OPERATORS + COMMENTS)
def test_every_token_reads_as_pypdf_reads_it(data: bytes) -> None:
    _as_pypdf(data)


@pytest.mark.parametrize("forced_encoding", [None, "latin-1", {0x41: "Z"}, ["a", "b"]])
def test_strings_with_other_encodings_read_as_pypdf_reads_them(forced_encoding: Any) -> None:
    ops = _as_pypdf(b"(AB) Tj <4142> Tj [(\\101) <00>] TJ (\xfe\xff\x00A) Tj", forced_encoding)
    assert len(ops) == 4


def test_a_real_page_stream_reads_as_pypdf_reads_it() -> None:
    data = (
        b"q .24 0 0 -.24 0 792 cm\nBT\n/Span<</ActualText <FEFF00A0> >> BDC\n/F7 13.33 Tf\n1 0 0 -1 8 1043 Tm\n"
        b"<0003> Tj\nEMC\n[(Net sales)-2500(46,298)-1000(51,761)]TJ\n0 -14 Td (\\(Dollars in millions\\)) Tj\nET\nQ\n"
    )
    ops = _as_pypdf(data * 50)
    assert [op for _, op in ops[:8]] == [b"q", b"cm", b"BT", b"BDC", b"Tf", b"Tm", b"Tj", b"EMC"]


REFUSED = [
    b"BI /W 1 /H 1 /BPC 8 /CS /G ID x EI Q",  # an inline image
    b"1 0 R 0 0 m",  # an object reference: pypdf's read_object fails on it in a content stream
    b"<< /A 12 0 R >> BDC",
    b"[(a) % comment\n (b)] TJ",  # a comment inside an array
    b"(unknown \\q escape) Tj",  # pypdf keeps it and logs a warning
    b"((((four deep)))) Tj",
    b"<< /A 1 /A 2 >> BDC",  # a repeated key: pypdf keeps the first and logs
    b"<< 1 2 >> BDC",  # a key that is not a name
    b"<< /A >> BDC",  # a key without its value
    b"<< /A 1 >> stream",  # pypdf would read a stream object
    b"(unterminated Tj",
    b"<48656C Tj",
    b"<4G> Tj",
    b"[1 2 TJ",
    b"1 2 ] TJ",
    b") Tj",
    b"1\x0b2 m",  # a vertical tab is not whitespace to pypdf's top level
    b"[x] TJ",  # a word inside an array
    b"\x80 Tj",
    b"1" * 45 + b" w",  # near the length pypdf refuses
    b"1.2.3 w",  # a malformed number: pypdf reads 0 or 0.0 and logs a warning
    b"- w",
    b"1,5 w",
    b"1-2 w",
    b"/" + b"N" * 1100 + b" gs",
    b"A" * 70,
    b"[" * 40 + b"]" * 40 + b" TJ",
]


@pytest.mark.parametrize("data", REFUSED)
def test_what_it_does_not_mirror_it_refuses(data: bytes) -> None:
    with pytest.raises(pdf_tokens.Unsupported):
        pdf_tokens.operations(data, "bytes")


def test_an_inline_image_is_refused_however_it_is_spelt() -> None:
    ops = _as_pypdf(b"BIx 1 BIG")  # words that only start with BI are operators
    assert [op for _, op in ops] == [b"BIx", b"BIG"]
    with pytest.raises(pdf_tokens.Unsupported):
        pdf_tokens.operations(b"q\nBI\n/W 1 /H 1 /BPC 8 /CS /G\nID \xff\nEI Q", "bytes")


def test_past_pypdfs_parsing_budget_it_refuses_and_pypdf_raises() -> None:
    data = b"1 2 m " * 10  # 30 units of pypdf's work (one per token) in 60 bytes
    with pypdf.apply_configuration(stream_parsing_work_maximum_count=60):
        assert len(_as_pypdf(data)) == 10
    # a stream longer than the budget is left to pypdf, which counts its tokens itself
    with pypdf.apply_configuration(stream_parsing_work_maximum_count=59):
        with pytest.raises(pdf_tokens.Unsupported):
            pdf_tokens.operations(data, "bytes")
        assert len(_pypdf(data)) == 10
    with pypdf.apply_configuration(stream_parsing_work_maximum_count=29):
        with pytest.raises(pdf_tokens.Unsupported):
            pdf_tokens.operations(data, "bytes")
        with pytest.raises(LimitReachedError):
            _pypdf(data)


def test_past_pypdfs_element_limits_it_refuses() -> None:
    with pypdf.apply_configuration(array_maximum_element_count=3, dictionary_maximum_element_count=2):
        assert _as_pypdf(b"[1 2 3] TJ << /A 1 /B 2 >> BDC")
        for data in (b"[1 2 3 4] TJ", b"<< /A 1 /B 2 /C 3 >> BDC"):
            with pytest.raises(pdf_tokens.Unsupported):
                pdf_tokens.operations(data, "bytes")
            with pytest.raises(LimitReachedError):
                _pypdf(data)


PAGE = (
    b"BT /F1 12 Tf 72 720 Td (Net sales fell \\(slightly\\) in 2024.) Tj 0 -14 Td\n"
    b"[(Cost)-250(of)-250(sales)] TJ T* (Second line) ' 2 1 (Third \\374ber line) \" ET\n"
    b"/Span << /MCID 0 /ActualText <FEFF0041> >> BDC BT /F1 10 Tf 72 600 Td <48656C6C6F> Tj ET EMC\n"
    b"% a comment\nq 1 0 0 1 0 0 cm 0 0 m 100 100 l S Q\n"
)


def _texts(data: bytes, share: bool, mode: str) -> list[str]:
    out = []
    for page in PdfReader(io.BytesIO(data)).pages:
        if share:
            with shared_contents(page):
                out.append(page.extract_text(extraction_mode=mode))
        else:
            out.append(page.extract_text(extraction_mode=mode))
    return out


@pytest.mark.parametrize("mode", ["plain", "layout"])
def test_a_pdf_page_reads_the_same_through_the_tokenizer(mode: str, monkeypatch: pytest.MonkeyPatch) -> None:
    data = content_stream_pdf(PAGE)
    apart = _texts(data, share=False, mode=mode)

    def unused(self: ContentStream, stream: Any) -> None:
        raise AssertionError("pypdf parsed the page itself")

    monkeypatch.setattr(ContentStream, "_parse_content_stream", unused)
    shared = _texts(data, share=True, mode=mode)

    assert shared == apart
    assert "Net sales fell (slightly) in 2024." in apart[0] and "Hello" in apart[0]
