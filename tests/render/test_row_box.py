"""A table answer is highlighted as one box along its row, from the label to the figure."""

from __future__ import annotations

import io
from pathlib import Path

from fpdf import FPDF
from PIL import Image, ImageChops

from rag_core.render import render_pdf_page

ROWS = [("Total revenues", "1,250", "1,100"), ("Cost of sales", "800", "720"), ("Net income", "95", "80")]


def _statement_pdf(path: Path) -> Path:
    """A statement table laid out in columns, as filings are."""
    pdf = FPDF(format="A4")
    pdf.add_page()
    pdf.set_font("Helvetica", size=10)
    pdf.text(20, 20, "Consolidated Statements of Operations")
    pdf.text(120, 30, "2023")
    pdf.text(160, 30, "2022")
    for index, (label, current, prior) in enumerate(ROWS):
        y = 40 + 8 * index
        pdf.text(20, y, label)
        pdf.text(120, y, current)
        pdf.text(160, y, prior)
    path.write_bytes(bytes(pdf.output()))
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
