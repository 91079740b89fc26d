"""A table answer is highlighted as one box along its row, from the label to the asked figure."""

from __future__ import annotations

import io
from pathlib import Path

from PIL import Image, ImageChops
from pypdf import PdfReader

from rag_core.ingest.normalize import normalize_text
from rag_core.ingest.rows import cell_span
from rag_core.ingest.tables import rows_from_layout
from rag_core.render import render_pdf_page
from tests.helpers.statements import text_pdf

ROWS = [("Total revenues", "1,250", "1,100"), ("Cost of sales", "800", "720"), ("Net income", "95", "80")]


def _statement_pdf(path: Path) -> Path:
    """A statement table laid out in columns, as filings are."""
    items = [(20, 20, "Consolidated Statements of Operations"), (120, 30, "2023"), (160, 30, "2022")]
    for index, (label, current, prior) in enumerate(ROWS):
        y = 40 + 8 * index
        items += [(20, y, label), (120, y, current), (160, y, prior)]
    path.write_bytes(text_pdf(items))
    return path


def _painted_box(path: Path, rows: list[tuple[str, str]]) -> tuple[int, tuple[int, int, int, int] | None]:
    plain = Image.open(io.BytesIO(render_pdf_page(path, 1, []).png)).convert("RGB")
    marked = render_pdf_page(path, 1, [], rows=rows)
    changed = ImageChops.difference(plain, Image.open(io.BytesIO(marked.png)).convert("RGB")).getbbox()
    return marked.highlighted, changed


def test_row_answer_is_painted_from_label_to_the_asked_column(tmp_path: Path) -> None:
    path = _statement_pdf(tmp_path / "statement.pdf")
    painted, box = _painted_box(path, [("Cost of sales", "720")])
    assert painted == 1 and box is not None
    left, top, right, bottom = box
    scale = 1.5 * 72 / 25.4  # rendered pixels per millimetre
    assert left < 22 * scale, "the box starts at the row label"
    assert right > 160 * scale, "the box reaches the 2022 column"
    assert bottom - top < 12 * scale, "one row high, not the whole table"


def test_row_not_on_the_page_paints_nothing(tmp_path: Path) -> None:
    path = _statement_pdf(tmp_path / "statement.pdf")
    painted, box = _painted_box(path, [("Backlog", "404,381")])
    assert painted == 0 and box is None


def test_row_printing_a_figure_twice_is_painted_to_the_asked_column(tmp_path: Path) -> None:
    items: list[tuple[float, float, str]] = [(x, 30, year) for x, year in ((80, "2023"), (120, "2022"), (160, "2021"))]
    for y, (label, *values) in enumerate(
        [
            ("Net sales", "19,739", "22,140", "57,095"),
            ("Operating income", "5,365", "17,310", "5,365"),
            ("Net income", "4,100", "3,900", "3,700"),
        ]
    ):
        items.append((20, 40 + 8 * y, label))
        items += [(x, 40 + 8 * y, value) for x, value in zip((80, 120, 160), values)]
    path = tmp_path / "twice.pdf"
    path.write_bytes(text_pdf(items))
    page = PdfReader(path).pages[0]
    text = normalize_text(page.extract_text())
    row = next(
        r for r in rows_from_layout(page.extract_text(extraction_mode="layout"), text) if r.label == "Operating income"
    )
    start, end = cell_span(text, row, row.cells[2])  # 2021's 5,365

    painted, box = _painted_box(path, [(row.label, "5,365", text[start:end])])
    _, first_only = _painted_box(path, [(row.label, "5,365")])

    scale = 1.5 * 72 / 25.4
    assert painted == 1 and box is not None and first_only is not None
    assert box[2] > 160 * scale, "the box reaches the 2021 column"
    assert first_only[2] < 120 * scale, "without the row's text, the first 5,365 is all it can find"
