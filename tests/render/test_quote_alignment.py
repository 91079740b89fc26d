""" "Open source" still paints a quote whose words pdfium reads in another order or spacing."""

from __future__ import annotations

import io
from pathlib import Path

import pypdfium2 as pdfium
from PIL import Image, ImageChops

from rag_core.render import locate, render_pdf_page
from tests.helpers.statements import text_pdf

LINE_1 = "At year end the fleet comprised 298 trucks, of which 41 were electric,"
LINE_2 = "and the depots in Oslo and Bergen were rebuilt for charging."
QUOTE = f"{LINE_1} {LINE_2}"


def _numbered_page(tmp_path: Path) -> Path:
    """A page whose margin line number is drawn between the quote's two lines, as in legal filings."""
    items = [
        (25, 30, "Northwind Logistics moves freight across four countries."),
        (25, 60, LINE_1),
        (12, 65, "17"),  # drawn after line 1, so pdfium's text reads "... electric, 17 and the ..."
        (25, 65, LINE_2),
        (25, 100, "Depots open at six in the morning and close at ten at night."),
    ]
    path = tmp_path / "numbered.pdf"
    path.write_bytes(text_pdf(items))
    return path


def _painted_box(path: Path, quotes: list[str]) -> tuple[int, int, int, int] | None:
    plain = Image.open(io.BytesIO(render_pdf_page(path, 1, []).png)).convert("RGB")
    marked = render_pdf_page(path, 1, quotes)
    return ImageChops.difference(plain, Image.open(io.BytesIO(marked.png)).convert("RGB")).getbbox()


def test_quote_interrupted_by_a_margin_number_is_highlighted_where_it_stands(tmp_path: Path) -> None:
    path = _numbered_page(tmp_path)
    document = pdfium.PdfDocument(str(path))
    text = document[0].get_textpage().get_text_range()
    document.close()
    joined = "".join(ch for ch in text.lower() if ch.isalnum())
    assert "electric17and" in joined  # pdfium's order: an exact match cannot find the quote

    assert render_pdf_page(path, 1, [QUOTE]).highlighted == 1
    box = _painted_box(path, [QUOTE])
    first, second = _painted_box(path, [LINE_1]), _painted_box(path, [LINE_2])
    assert box is not None and first is not None and second is not None
    # Both lines of the sentence are painted, and nothing above or below them (the margin number
    # read into the middle of the sentence may be painted along with it).
    assert abs(box[1] - first[1]) <= 2 and abs(box[3] - second[3]) <= 2, (box, first, second)
    assert box[0] <= min(first[0], second[0]) and abs(box[2] - max(first[2], second[2])) <= 2


def test_a_sentence_that_is_not_on_the_page_is_not_painted_by_the_fuzzy_match(tmp_path: Path) -> None:
    path = _numbered_page(tmp_path)
    unrelated = "Revenue for the year grew by eleven percent on higher freight volumes in Denmark."
    assert render_pdf_page(path, 1, [unrelated]).highlighted == 0


def test_short_labels_still_need_an_exact_match() -> None:
    page = "Revenue 1,204 Net income 312"
    assert locate(page, "Revenue") == (0, 7)
    assert locate(page, "Revenu3") is None
