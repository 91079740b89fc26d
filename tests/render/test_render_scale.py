"""The viewer's zoom renders the page larger: the image grows with the scale, the highlight grows
with it and stays on the quoted sentence, and a width cap keeps large pages in bounds."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from rag_core.render import HIGHLIGHT_EDGE, render_pdf_page
from tests.helpers.pdfs import make_pdf

QUOTE = "Operating income rose to 412 million dollars, driven by the freight segment."
PAGE = "Results of operations\n" + QUOTE + "\nCapital spending was flat compared with the prior year."
A4_POINTS_WIDE = 595.28


@pytest.fixture(scope="module")
def pdf(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("scale") / "results.pdf"
    path.write_bytes(make_pdf([PAGE]))
    return path


def _highlight_box(path: Path, scale: float) -> tuple[tuple[int, int], tuple[int, int, int, int]]:
    """(image size, box of the pixels the highlight changed) at ``scale``."""
    plain = Image.open(io.BytesIO(render_pdf_page(path, 1, [], scale=scale).png)).convert("RGB")
    marked = render_pdf_page(path, 1, [QUOTE], scale=scale)
    assert marked.highlighted == 1
    image = Image.open(io.BytesIO(marked.png)).convert("RGB")
    assert image.size == (marked.width, marked.height)
    box = ImageChops.difference(plain, image).getbbox()
    assert box is not None, "nothing was painted"
    return image.size, box


def test_a_larger_scale_gives_a_larger_image_with_the_highlight_scaled_alike(pdf: Path) -> None:
    (small_w, small_h), small = _highlight_box(pdf, 1.5)
    (large_w, large_h), large = _highlight_box(pdf, 4.0)
    ratio = 4.0 / 1.5
    assert (large_w, large_h) == pytest.approx((small_w * ratio, small_h * ratio), abs=2)
    # The box sits at the same place on the page and is as much larger as the image is.
    for small_edge, large_edge in zip(small, large, strict=True):
        assert large_edge == pytest.approx(small_edge * ratio, abs=4 * ratio)
    small_box_w, large_box_w = small[2] - small[0], large[2] - large[0]
    assert large_box_w == pytest.approx(small_box_w * ratio, rel=0.03)
    assert large[3] - large[1] == pytest.approx((small[3] - small[1]) * ratio, rel=0.1)


def test_the_outline_thickens_with_the_scale_so_it_looks_the_same(pdf: Path) -> None:
    def outline(scale: float) -> int:
        rendered = render_pdf_page(pdf, 1, [QUOTE], scale=scale)
        _, box = _highlight_box(pdf, scale)
        image = Image.open(io.BytesIO(rendered.png)).convert("RGB")
        x, y = (box[0] + box[2]) // 2, box[1]
        # The run of outline-coloured pixels from the box's top edge down, mid-line.
        run = 0
        while image.getpixel((x, y + run)) == HIGHLIGHT_EDGE[:3]:
            run += 1
        return run

    assert outline(1.5) == 2
    assert outline(6.0) == 8


def test_max_width_caps_the_image_and_reports_the_page_width_in_points(pdf: Path) -> None:
    capped = render_pdf_page(pdf, 1, [QUOTE], scale=8.0, max_width=1200)
    assert capped.width == 1200 and capped.highlighted == 1
    assert capped.points_wide == pytest.approx(A4_POINTS_WIDE, abs=0.5)
    free = render_pdf_page(pdf, 1, [], scale=1.0, max_width=1200)
    assert free.width == pytest.approx(A4_POINTS_WIDE, abs=1)  # a cap above the scale's width changes nothing
