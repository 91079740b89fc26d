"""Fixture documents made by the tests themselves (a fresh clone has no ../shared data)."""

from __future__ import annotations

import io
import zlib
from datetime import datetime, timezone

from fpdf import FPDF
from pypdf import PdfReader, PdfWriter


def make_pdf(
    pages: list[str],
    *,
    labels: list[tuple[int, str, int]] | None = None,
    creation_date: datetime | None = datetime(2023, 5, 17, 12, 0, tzinfo=timezone.utc),
    title: str = "Fixture",
) -> bytes:
    """A text PDF with one entry of ``pages`` per page.

    ``labels`` is a list of ``(first_page_index, style, start)`` ranges, style as in fpdf2
    ("r" lower roman, "D" decimal, ...), applied from that page on.
    """
    pdf = FPDF(format="A4")
    pdf.set_auto_page_break(auto=False)
    if creation_date is not None:
        pdf.set_creation_date(creation_date)
    pdf.set_title(title)
    label_at = {index: (style, start) for index, style, start in labels or []}
    for index, text in enumerate(pages):
        pdf.add_page()
        if index in label_at:
            style, start = label_at[index]
            pdf.set_page_label(label_style=style, label_start=start)
        pdf.set_font("Helvetica", size=10)
        pdf.multi_cell(0, 5, text)
    return bytes(pdf.output())


def content_stream_pdf(content: bytes) -> bytes:
    """A one-page PDF whose content stream is ``content`` as written, with Helvetica as font /F1."""
    return _one_page_pdf(_stream(content), _FONT_WIN_ANSI)


def make_image_only_pdf(pages: int = 2) -> bytes:
    """A PDF whose pages only carry drawings, like a scan without OCR: no text layer."""
    pdf = FPDF(format="A4")
    for _ in range(pages):
        pdf.add_page()
        pdf.set_fill_color(40, 40, 40)
        for row in range(20):
            pdf.rect(20, 20 + row * 12, 170 - row * 3, 6, style="F")
    return bytes(pdf.output())


def encrypt(
    data: bytes, *, user_password: str, owner_password: str = "owner-secret", algorithm: str = "AES-256"
) -> bytes:
    """Encrypt a PDF with pypdf (AES needs the 'cryptography' package, pypdf's crypto extra)."""
    reader = PdfReader(io.BytesIO(data))
    writer = PdfWriter()
    for page in reader.pages:
        writer.add_page(page)
    writer.encrypt(user_password=user_password, owner_password=owner_password, algorithm=algorithm)
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def decompression_bomb_pdf(megabytes: int = 1200) -> bytes:
    """A one-page PDF whose content stream inflates to ``megabytes`` of zeros."""
    # Built without compressing 1.2 GB: after a full flush every further MiB of zeros compresses to
    # the same bytes, and the stream ends with the Adler-32 of n zero bytes.
    chunk = b"\0" * (1024 * 1024)
    compressor = zlib.compressobj(9)
    first = compressor.compress(chunk) + compressor.flush(zlib.Z_FULL_FLUSH)
    repeat = compressor.compress(chunk) + compressor.flush(zlib.Z_FULL_FLUSH)
    adler = ((megabytes * len(chunk)) % 65521) << 16 | 1
    body = first + repeat * (megabytes - 1) + b"\x03\x00" + adler.to_bytes(4, "big")
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << >> >>",
        b"<< /Length " + str(len(body)).encode() + b" /Filter /FlateDecode >>\nstream\n" + body + b"\nendstream",
    ]
    return _raw_pdf(objects)


LOREM_FACTS = [
    "The Halvorsen turbine produces 4.2 megawatts at full load.",
    "Maintenance of the gearbox is scheduled every 18 months.",
    "The rotor diameter of the Halvorsen turbine is 120 metres.",
    "Blade inspections use drones fitted with thermal cameras.",
    "Each turbine is monitored remotely from the control room in Bergen.",
]


def long_page(sentences: int = 60, seed: int = 0) -> str:
    """A page of varied, real-looking sentences long enough to need several chunks."""
    lines = []
    for i in range(sentences):
        fact = LOREM_FACTS[(i + seed) % len(LOREM_FACTS)]
        lines.append(f"Section {i + 1}: {fact}")
    return " ".join(lines)


def _raw_pdf(objects: list[bytes]) -> bytes:
    """A PDF from ``objects`` (object 1 the catalog), with a correct cross-reference table."""
    out = io.BytesIO()
    out.write(b"%PDF-1.7\n")
    offsets = []
    for number, obj in enumerate(objects, start=1):
        offsets.append(out.tell())
        out.write(f"{number} 0 obj\n".encode() + obj + b"\nendobj\n")
    xref = out.tell()
    out.write(f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode())
    for offset in offsets:
        out.write(f"{offset:010d} 00000 n \n".encode())
    out.write(f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode())
    return out.getvalue()


_FONT = b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"


_FONT_WIN_ANSI = b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"


def _stream(body: bytes) -> bytes:
    """A compressed stream object holding ``body``."""
    compressed = zlib.compress(body, 9)
    return (
        b"<< /Length "
        + str(len(compressed)).encode()
        + b" /Filter /FlateDecode >>\nstream\n"
        + compressed
        + b"\nendstream"
    )


def _text_stream(lines: list[str]) -> bytes:
    """A content stream showing ``lines`` (plain ASCII, no parentheses) one below the other."""
    return _stream(b"BT /F1 10 Tf 20 800 Td 12 TL\n" + b"".join(f"({line}) '\n".encode() for line in lines) + b"ET")


def _one_page_pdf(contents: bytes, font: bytes = _FONT) -> bytes:
    """A one-page PDF showing the stream object ``contents``, with ``font`` as /F1."""
    return _raw_pdf(
        [
            b"<< /Type /Catalog /Pages 2 0 R >>",
            b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
            b"/Resources << /Font << /F1 5 0 R >> >> >>",
            contents,
            font,
        ]
    )


def repeated_page_pdf(references: int, text: str = "The same page, listed again and again.") -> bytes:
    """A PDF whose page tree lists one page object ``references`` times (a few bytes per listing)."""
    kids = b" ".join([b"3 0 R"] * references)
    return _raw_pdf(
        [
            b"<< /Type /Catalog /Pages 2 0 R >>",
            b"<< /Type /Pages /Kids [" + kids + b"] /Count " + str(references).encode() + b" >>",
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
            b"/Resources << /Font << /F1 5 0 R >> >> >>",
            _text_stream([text]),
            _FONT,
        ]
    )


def huge_text_page_pdf(characters: int) -> bytes:
    """A one-page PDF whose text layer holds about ``characters`` characters (compresses to little)."""
    line = "Revenue grew in every quarter of the year and margins held steady throughout. "
    lines = [line] * max(1, characters // len(line))
    return _one_page_pdf(_text_stream(lines))


def big_array_pdf(pages: list[str], elements: int = 120_000) -> bytes:
    """A valid PDF whose first page carries an array of ``elements`` numbers (over pypdf's default
    limit of 100,000, as the tagging data of some real 10-Qs does)."""
    import io

    from pypdf import PdfWriter
    from pypdf.generic import ArrayObject, NameObject, NumberObject

    writer = PdfWriter(clone_from=io.BytesIO(make_pdf(pages)))
    writer.pages[0][NameObject("/PieceInfoArray")] = ArrayObject([NumberObject(0)] * elements)
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def raw_array_pdf(text: str, elements: int, *, in_resources: bool = False, second_page: str = "") -> bytes:
    """A PDF showing ``text`` whose first page carries an array of ``elements`` numbers, written as
    raw bytes (fast at any size). The array sits in the page dictionary (pypdf reads it when it
    builds the page list) or, with ``in_resources``, in the page's own resources object (pypdf reads
    it only when the page's text is extracted). ``second_page``: the text of a plain second page."""
    array = b"[" + b"0 " * elements + b"]"
    first = b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
    if in_resources:
        first += b"/Resources 6 0 R >>"
        resources = b"<< /Font << /F1 5 0 R >> /PieceInfoArray " + array + b" >>"
    else:
        first += b"/PieceInfoArray " + array + b" /Resources << /Font << /F1 5 0 R >> >> >>"
        resources = b"<< /Font << /F1 5 0 R >> >>"
    kids, count = (b"[3 0 R 7 0 R]", b"2") if second_page else (b"[3 0 R]", b"1")
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids " + kids + b" /Count " + count + b" >>",
        first,
        _text_stream([text]),
        _FONT,
        resources,
    ]
    if second_page:
        objects += [
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 8 0 R "
            b"/Resources << /Font << /F1 5 0 R >> >> >>",
            _text_stream([second_page]),
        ]
    return _raw_pdf(objects)


def slow_pdf(operations: int = 300_000) -> bytes:
    """A one-page PDF whose content stream holds ``operations`` drawing operators and no text: a
    few kilobytes on disk, seconds of a parser's work (a parse that runs past a short time limit)."""
    body = b"BT /F1 10 Tf 20 800 Td (Slow.) Tj ET\n" + b"1 0 0 1 0 0 cm\n" * operations
    compressed = zlib.compress(body, 9)
    stream = b"<< /Length " + str(len(compressed)).encode() + b" /Filter /FlateDecode >>\nstream\n" + compressed
    return _raw_pdf(
        [
            b"<< /Type /Catalog /Pages 2 0 R >>",
            b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
            b"/Resources << /Font << /F1 5 0 R >> >> >>",
            stream + b"\nendstream",
            _FONT,
        ]
    )


def make_table_pdf(before: list[str], title: str, rows: list[list[str]], after: list[str]) -> bytes:
    """A one-page PDF of paragraphs, a titled table of words drawn with fpdf2's ``table`` (its first
    row the header; no rules between columns, as letters and policy schedules print them) and more
    paragraphs."""
    pdf = FPDF(format="A4")
    pdf.add_page()
    pdf.set_font("Helvetica", size=10)
    for text in before:
        pdf.multi_cell(0, 5, text, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(2)
    pdf.set_font("Helvetica", style="B", size=10)
    pdf.multi_cell(0, 5, title, new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", size=10)
    widths = (60,) + (106 // max(1, len(rows[0]) - 1),) * (len(rows[0]) - 1)
    with pdf.table(col_widths=widths, text_align="LEFT", line_height=5.5, first_row_as_headings=True) as table:
        for row in rows:
            cells = table.row()
            for text in row:
                cells.cell(text)
    pdf.ln(3)
    for text in after:
        pdf.multi_cell(0, 5, text, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(2)
    return bytes(pdf.output())
