"""Statement pages as filings set them: lines of text placed at positions (labels on the left, figures
right-aligned in columns, headers centred over them), drawn with fpdf2, and the two texts the parser
worker reads from such a page.

A page is a list of lines; a line a list of items ``(x in mm, text, alignment, lines down)``, made
with :func:`left`, :func:`right` and :func:`centred`.
"""

from __future__ import annotations

import io

from fpdf import FPDF
from pypdf import PdfReader

from rag_core.ingest.normalize import normalize_text

LINE_MM = 5
CELL_MM = 24
LABEL_X = 15

# x in mm (left edge, right edge for "R", centre for "C"), text, alignment, and lines below the current one
Item = tuple[float, str, str, int]


def left(text: str, x: float = LABEL_X, down: int = 0) -> Item:
    """Text starting at ``x`` (a row label by default)."""
    return (x, text, "L", down)


def right(text: str, x: float) -> Item:
    """Text ending at ``x`` (a figure in its column)."""
    return (x, text, "R", 0)


def centred(text: str, x: float, down: int = 0) -> Item:
    """Text centred on ``x`` (a title or a header over its columns)."""
    return (x, text, "C", down)


def statement_pdf(pages: list[list[list[Item]]], **info: str) -> bytes:
    """A PDF whose pages are lines of positioned text, the way statements set their columns.

    Items are drawn in order, so a header drawn column by column ("July 2," then "2023" below it)
    comes out of pypdf's plain text as "July 2,\\n2023", as in real filings. ``info``: document
    properties set with fpdf2's ``set_<key>`` (title, author...).
    """
    pdf = FPDF(format="A4")
    pdf.set_auto_page_break(auto=False)
    for key, value in info.items():
        getattr(pdf, f"set_{key}")(value)
    for lines in pages:
        pdf.add_page()
        pdf.set_font("Helvetica", size=9)
        for row, items in enumerate(lines):
            for x, text, align, down in items:
                width = pdf.get_string_width(text) + 2 if align == "L" else CELL_MM * 2
                pdf.set_xy({"L": x, "R": x - width, "C": x - width / 2}[align], 20 + (row + down) * LINE_MM)
                pdf.cell(width, LINE_MM, text, align=align)
    return bytes(pdf.output())


def page_texts(data: bytes, page: int = 0) -> tuple[str, str]:
    """(layout, plain) text of one page exactly as the parser worker extracts them."""
    reader = PdfReader(io.BytesIO(data))
    raw = reader.pages[page].extract_text() or ""
    return reader.pages[page].extract_text(extraction_mode="layout"), normalize_text(raw)


def text_pdf(items: list[tuple[float, float, str]], *, size: int = 10) -> bytes:
    """A one-page PDF with each ``(x mm, y mm, text)`` drawn at its baseline, in order."""
    pdf = FPDF(format="A4")
    pdf.add_page()
    pdf.set_font("Helvetica", size=size)
    for x, y, text in items:
        pdf.text(x, y, text)
    return bytes(pdf.output())
