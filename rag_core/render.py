"""Render a cited PDF page as an image with the quoted sentence highlighted (pypdfium2).

The quote comes from pypdf's text; pdfium extracts the same page with different whitespace,
hyphenation and ligatures. Both are reduced to their letters and digits (NFKC, case-folded) for
matching, keeping a map back to pdfium's character indices, whose boxes are then painted. When
pdfium orders the text differently (a margin line number, a footnote mark or a column read into
the middle of the sentence), the exact match fails and the quote is aligned fuzzily (rapidfuzz).
"""

from __future__ import annotations

import ctypes
import io
import logging
import unicodedata
from dataclasses import dataclass
from pathlib import Path

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c
from PIL import Image, ImageDraw
from rapidfuzz import fuzz

from rag_core.errors import RagCoreError

logger = logging.getLogger(__name__)

HIGHLIGHT_FILL = (255, 214, 0, 110)
HIGHLIGHT_EDGE = (230, 120, 0, 255)
_CLOSING = frozenset(".!?;:,)\"'”’")
DEFAULT_SCALE = 1.5  # 108 dpi: readable on screen, renders in tens of milliseconds
FUZZY_MIN_SCORE = 90.0  # rapidfuzz partial ratio (0-100) a non-exact match must reach to be painted
FUZZY_MIN_CHARS = 20  # shorter quotes (row labels, figures) must match exactly: too easy to find elsewhere


@dataclass(frozen=True, slots=True)
class RenderedPage:
    """A page image (PNG) and what was found on it."""

    png: bytes
    page: int
    page_count: int
    highlighted: int  # how many of the quotes were found and painted
    width: int  # pixels of the image
    height: int
    points_wide: float  # the page's width as displayed (its /Rotate applied), in PDF points (1/72 in)
    # The first painted box as fractions of the image (left, top, right, bottom), for scrolling a
    # zoomed page to it; None when nothing was painted.
    focus: tuple[float, float, float, float] | None = None


def _compact(text: str) -> tuple[str, list[int]]:
    """Letters and digits only, case-folded, with each one's index in ``text``."""
    chars: list[str] = []
    index: list[int] = []
    for position, ch in enumerate(text):
        for folded in unicodedata.normalize("NFKC", ch).casefold():
            if folded.isalnum():
                chars.append(folded)
                index.append(position)
    return "".join(chars), index


def locate(page_text: str, quote: str, fuzzy: bool = True, occurrence: int = 1) -> tuple[int, int] | None:
    """Character span of ``quote`` in ``page_text`` ignoring whitespace, punctuation, case.

    An exact match of the letters and digits wins (its ``occurrence``-th one); failing that, a quote
    of at least ``FUZZY_MIN_CHARS`` letters is aligned with rapidfuzz (unless not ``fuzzy``) and kept
    when it scores ``FUZZY_MIN_SCORE`` or more.
    """
    haystack, index = _compact(page_text)
    needle, _ = _compact(quote)
    if not needle or not haystack:
        return None
    at = -1
    for _ in range(max(1, occurrence)):
        at = haystack.find(needle, at + 1)
        if at < 0:
            break
    if at >= 0:
        first, last = at, at + len(needle) - 1
    elif fuzzy and occurrence <= 1 and len(needle) >= FUZZY_MIN_CHARS:
        aligned = fuzz.partial_ratio_alignment(needle, haystack, score_cutoff=FUZZY_MIN_SCORE)
        if aligned is None or aligned.dest_end <= aligned.dest_start:
            return None
        first, last = aligned.dest_start, aligned.dest_end - 1
    else:
        return None
    end = index[last] + 1
    while end < len(page_text) and page_text[end] in _CLOSING and end - index[last] <= 2:
        end += 1  # take the full stop or closing quote along
    return index[first], end


def render_pdf_page(
    path: Path,
    page: int,
    quotes: list[str],
    scale: float = DEFAULT_SCALE,
    rows: list[tuple[str, str]] | list[tuple[str, str, str]] | None = None,
    max_width: int | None = None,
) -> RenderedPage:
    """Page ``page`` (1-based) of the PDF at ``path`` as PNG, with ``quotes`` highlighted.

    ``scale`` is pixels per PDF point (1 = 72 dpi); ``max_width`` lowers it so the image is at most
    that many pixels wide, to bound memory on large pages. The highlight boxes and their outline
    grow with the scale, so they look the same at every size. ``rows`` are table cells as (row
    label, value) or (row label, value, the row's text on the stored page from its label to the
    asked cell, as its locator spans it): each is painted as one box from the label to the value,
    so the eye follows the row across the columns to the figure; with the row's text, to the asked
    column even when the row prints the same figure twice.
    """
    try:
        document = pdfium.PdfDocument(str(path))
    except (pdfium.PdfiumError, OSError) as exc:
        raise RagCoreError(f"cannot open {path.name} to show the page ({exc}); re-upload the document") from exc
    try:
        count = len(document)
        if not 1 <= page <= count:
            raise RagCoreError(f"page {page} does not exist; the document has {count} pages")
        pdf_page = document[page - 1]
        width, height = pdf_page.get_size()
        points_wide = height if pdf_page.get_rotation() in (90, 270) else width
        if max_width is not None:
            scale = min(scale, max_width / points_wide)
        image = pdf_page.render(scale=scale).to_pil().convert("RGBA")
        painted, focus = 0, None
        if quotes or rows:
            painted, box = _paint(pdf_page, image, quotes, rows or [], max(1.0, scale / DEFAULT_SCALE))
            if box is not None:
                focus = (box[0] / image.width, box[1] / image.height, box[2] / image.width, box[3] / image.height)
        buffer = io.BytesIO()
        # Lossless: a palette PNG is a third the size, but its colours shift from page to page.
        # compress_level 1: level 6 takes about twice as long for a file no smaller.
        image.convert("RGB").save(buffer, format="PNG", compress_level=1)
        return RenderedPage(buffer.getvalue(), page, count, painted, image.width, image.height, points_wide, focus)
    finally:
        document.close()


def _to_image(pdf_page: pdfium.PdfPage, image: Image.Image, x: float, y: float) -> tuple[int, int]:
    """Page-space point -> pixel of the rendered image, with the page's own /Rotate applied
    (pdfium maps with the same display matrix it rendered with)."""
    device_x, device_y = ctypes.c_int(), ctypes.c_int()
    pdfium_c.FPDF_PageToDevice(pdf_page, 0, 0, image.width, image.height, 0, x, y, device_x, device_y)
    return device_x.value, device_y.value


def _rects(textpage: pdfium.PdfTextPage, start: int, end: int) -> list[tuple[float, float, float, float]]:
    return [textpage.get_rect(i) for i in range(textpage.count_rects(start, end - start))]


def _row_box(
    text: str, textpage: pdfium.PdfTextPage, label: str, value: str, line: str = ""
) -> tuple[float, float, float, float] | None:
    """One page-space box around a row's label and, further right on its line, its value.

    ``line`` is the row as the stored page text reads from its label to the asked cell ("Revenue
    $ 9,583 $ 10,329"): the value is then its occurrence there after the label (the second "9,583"
    of a row that prints it twice), and when pdfium reads the row in the same order the box spans
    exactly that text.
    """
    whole = locate(text, line, fuzzy=False) if line else None
    if whole is not None and locate(line, label, fuzzy=False) is not None:
        rects = _rects(textpage, whole[0], whole[1])
    else:
        label_span = locate(text, label)
        if label_span is None:
            return None
        occurrence = 1
        if line and (in_line := locate(line, label, fuzzy=False)) is not None:
            occurrence = max(1, _compact(line[in_line[1] :])[0].count(_compact(value)[0]))
        value_span = locate(text[label_span[1] :], value, fuzzy=False, occurrence=occurrence)
        if value_span is None:
            return None
        start, end = label_span[1] + value_span[0], label_span[1] + value_span[1]
        rects = _rects(textpage, label_span[0], label_span[1]) + _rects(textpage, start, end)
    if not rects:
        return None
    return min(r[0] for r in rects), min(r[1] for r in rects), max(r[2] for r in rects), max(r[3] for r in rects)


def _paint(
    pdf_page: pdfium.PdfPage, image: Image.Image, quotes: list[str], rows: list[tuple[str, ...]], unit: float
) -> tuple[int, tuple[int, int, int, int] | None]:
    """Paint the quotes' and rows' boxes; ``unit`` scales margins and outline with the image.

    Returns how many were painted and the pixel box (left, top, right, bottom) around the first.
    """
    pad, row_pad, edge = round(2 * unit), round(3 * unit), max(2, round(2 * unit))
    textpage = pdf_page.get_textpage()
    try:
        text = textpage.get_text_range()
        if len(text) != textpage.count_chars():
            logger.info("pdfium text and character count differ; highlighting skipped")
            return 0, None
        overlay = Image.new("RGBA", image.size, (0, 0, 0, 0))
        draw = ImageDraw.Draw(overlay)
        painted, first = 0, None
        for quote in quotes:
            span = locate(text, quote)
            if span is None:
                continue
            start, end = span
            boxes = []
            for i in range(textpage.count_rects(start, end - start)):
                left, bottom, right, top = textpage.get_rect(i)
                (x0, y0), (x1, y1) = _to_image(pdf_page, image, left, bottom), _to_image(pdf_page, image, right, top)
                box = (min(x0, x1) - pad, min(y0, y1) - pad, max(x0, x1) + pad, max(y0, y1) + pad)
                draw.rectangle(box, fill=HIGHLIGHT_FILL, outline=HIGHLIGHT_EDGE, width=edge)
                boxes.append(box)
            if boxes and first is None:
                first = _around(boxes)
            painted += 1
        for row in rows:
            found = _row_box(text, textpage, *row)
            if found is None:
                continue
            left, bottom, right, top = found
            (x0, y0), (x1, y1) = _to_image(pdf_page, image, left, bottom), _to_image(pdf_page, image, right, top)
            box = (min(x0, x1) - row_pad, min(y0, y1) - row_pad, max(x0, x1) + row_pad, max(y0, y1) + row_pad)
            draw.rectangle(box, fill=HIGHLIGHT_FILL, outline=HIGHLIGHT_EDGE, width=edge)
            first = first or box
            painted += 1
        image.alpha_composite(overlay)
        return painted, first
    finally:
        textpage.close()


def _around(boxes: list[tuple[int, int, int, int]]) -> tuple[int, int, int, int]:
    return min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes)


def mark_text(page_text: str, start: int, end: int) -> tuple[str, str, str]:
    """A text page split around a quote span: (before, quote, after), for text files."""
    start = max(0, min(start, len(page_text)))
    end = max(start, min(end, len(page_text)))
    return page_text[:start], page_text[start:end], page_text[end:]
