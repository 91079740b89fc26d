""" "Open source" paints the cited sentence on the page image, whatever way the page is turned."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from PIL import Image, ImageChops
from pypdf import PdfReader, PdfWriter

from rag_core.render import render_pdf_page
from tests.helpers.pdfs import make_pdf

QUOTE = "At year end the fleet comprised 298 trucks, of which 41 were electric."
PAGE = "Northwind Logistics moves freight across four countries.\n" + QUOTE + "\nDepots open at six in the morning."


def _rotated_pdf(tmp_path: Path, rotations: list[int]) -> Path:
    reader = PdfReader(io.BytesIO(make_pdf([PAGE] * len(rotations))))
    writer = PdfWriter()
    for page, rotation in zip(reader.pages, rotations, strict=True):
        if rotation:
            page.rotate(rotation)
        writer.add_page(page)
    path = tmp_path / "turned.pdf"
    with path.open("wb") as handle:
        writer.write(handle)
    return path


def _changed_box(path: Path, page: int) -> tuple[tuple[int, int, int, int], Image.Image]:
    plain = Image.open(io.BytesIO(render_pdf_page(path, page, []).png)).convert("RGB")
    marked = render_pdf_page(path, page, [QUOTE])
    assert marked.highlighted == 1
    box = ImageChops.difference(plain, Image.open(io.BytesIO(marked.png)).convert("RGB")).getbbox()
    assert box is not None, "nothing was painted"
    return box, plain


@pytest.mark.parametrize("rotation", [90, 180, 270])
def test_quote_is_highlighted_on_rotated_pages(tmp_path: Path, rotation: int) -> None:
    path = _rotated_pdf(tmp_path, [0, rotation])
    upright_box, _ = _changed_box(path, 1)
    box, plain = _changed_box(path, 2)
    width, height = box[2] - box[0], box[3] - box[1]
    upright_width, upright_height = upright_box[2] - upright_box[0], upright_box[3] - upright_box[1]
    if rotation in (90, 270):  # the line of text runs down the image
        assert (width, height) == pytest.approx((upright_height, upright_width), abs=3)
    else:
        assert (width, height) == pytest.approx((upright_width, upright_height), abs=3)
    # The painted box sits on the sentence's ink, not on blank paper.
    ink = sum(1 for pixel in plain.crop(box).convert("L").get_flattened_data() if pixel < 128)
    assert ink > 0.05 * width * height


def test_the_extracted_page_text_quote_is_what_gets_highlighted(tmp_path: Path) -> None:
    path = _rotated_pdf(tmp_path, [90])
    extracted = PdfReader(path).pages[0].extract_text()
    assert "298 trucks" in extracted
    assert render_pdf_page(path, 1, [QUOTE, "A sentence that is not on the page."]).highlighted == 1


def test_the_first_highlight_is_reported_where_it_was_painted(tmp_path: Path) -> None:
    """The viewer scrolls a zoomed page to ``focus``: it must be the painted box, as fractions."""
    pdf = tmp_path / "foot.pdf"
    pdf.write_bytes(make_pdf(["Heading" + "\n" * 50 + "The answer stands at the foot of the page."]))
    rendered = render_pdf_page(pdf, 1, ["The answer stands at the foot of the page."])
    assert rendered.focus is not None
    left, top, right, bottom = rendered.focus
    assert 0.8 < top < bottom < 1 and 0 < left < right < 1
    image = Image.open(io.BytesIO(rendered.png)).convert("RGB")
    middle = (round((left + right) / 2 * rendered.width), round((top + bottom) / 2 * rendered.height))
    red, green, blue = image.getpixel(middle)
    assert blue < red and blue < green  # the highlight's yellow, not white paper
    assert render_pdf_page(pdf, 1, ["A sentence that is not there."]).focus is None
