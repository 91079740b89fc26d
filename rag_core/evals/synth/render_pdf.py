"""PDF rendering with fpdf2: a running header, "Page N of M" footers and statement tables whose
figures sit in right-aligned columns under spanning period headers, as filings set them.

fpdf2 is imported when a PDF is rendered (it is a development dependency of the app).
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

from rag_core.evals.synth.model import Document, Heading, PageBreak, Para, Table

_LINE = 5.5
_ROW = 5.0
_LABEL_X = 15.0
_RIGHT_EDGE = 192.0
_CREATED = datetime(2024, 3, 1, 9, 0, tzinfo=timezone.utc)


def _fpdf_class() -> type:
    try:
        from fpdf import FPDF
    except ImportError as exc:  # pragma: no cover - depends on the environment
        raise RuntimeError(
            "generating the synthetic PDFs needs fpdf2; install the dev extras (pip install -e '.[dev]')"
        ) from exc

    class _Pdf(FPDF):  # type: ignore[misc, valid-type]
        running = ""
        footer_note = ""

        def header(self) -> None:
            if self.page_no() == 1:
                return
            self.set_font("Helvetica", size=8)
            self.set_text_color(90, 90, 90)
            self.cell(0, 6, self.running, align="R")
            self.ln(10)
            self.set_text_color(0, 0, 0)

        def footer(self) -> None:
            self.set_y(-14)
            self.set_font("Helvetica", size=8)
            self.set_text_color(90, 90, 90)
            self.cell(0, 8, f"{self.footer_note}Page {self.page_no()} of {{nb}}", align="C")
            self.set_text_color(0, 0, 0)

    return _Pdf


def render_pdf(doc: Document, *, footer_note: str = "") -> tuple[bytes, dict[str, set[int]]]:
    """The PDF's bytes and the pages (1-based) each fact or trap id was written on."""
    pdf: Any = _fpdf_class()(format="A4")
    pdf.running = f"{doc.org} | {doc.title}"[:110]
    pdf.footer_note = footer_note
    pdf.set_auto_page_break(auto=True, margin=20)
    pdf.set_creation_date(_CREATED)
    pdf.set_title(doc.title)
    pdf.set_author(doc.org)
    pdf.set_margins(_LABEL_X, 15, 18)
    pdf.add_page()
    pages: dict[str, set[int]] = {}
    for block in doc.blocks:
        if isinstance(block, PageBreak):
            pdf.add_page()
        elif isinstance(block, Heading):
            size = (16, 13, 11)[min(block.level, 3) - 1]
            pdf.set_font("Helvetica", style="B", size=size)
            lines = pdf.multi_cell(0, size * 0.5, block.text, dry_run=True, output="LINES")
            if pdf.will_page_break(len(lines) * size * 0.5 + 14):
                pdf.add_page()
            pdf.ln(2)
            pdf.multi_cell(0, size * 0.5, block.text)
            pdf.ln(2)
        elif isinstance(block, Para):
            pdf.set_font("Helvetica", size=10.5)
            lines = pdf.multi_cell(0, _LINE, block.text, dry_run=True, output="LINES")
            if pdf.will_page_break(len(lines) * _LINE):
                pdf.add_page()
            for fid in block.ids:
                pages.setdefault(fid, set()).add(pdf.page_no())
            pdf.multi_cell(0, _LINE, block.text)
            pdf.ln(2.5)
        elif isinstance(block, Table):
            _table(pdf, block, pages)
    pdf.alias_nb_pages()
    return bytes(pdf.output()), pages


def _table(pdf: Any, table: Table, pages: dict[str, set[int]]) -> None:
    """A table drawn cell by cell: labels on the left, values right-aligned in columns."""
    columns = len(table.header)
    width = 24.0 if columns > 2 else 30.0
    rights = [_RIGHT_EDGE - width * (columns - 1 - i) for i in range(columns)]
    lines = 4 + (1 if table.spans else 0) + (1 if table.header_top else 0) + len(table.rows)
    if pdf.will_page_break(lines * _ROW + 6):
        pdf.add_page()
    pdf.ln(2)
    pdf.set_font("Helvetica", style="B", size=10)
    pdf.cell(0, _ROW, table.title, align="C", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", size=9)
    if table.unit:
        pdf.cell(0, _ROW, table.unit, align="C", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(_ROW / 2)
    for text, first, count in table.spans:
        centre = (rights[first] - width + rights[first + count - 1]) / 2
        _put(pdf, text, centre, "C", width * count)
    if table.spans:
        pdf.ln(_ROW)
    if table.header_top:
        for text, right in zip(table.header_top, rights):
            _put(pdf, text, right, "R", width)
        pdf.ln(_ROW)
    if table.label_header:
        _put(pdf, table.label_header, _LABEL_X, "L", 80)
    for text, right in zip(table.header, rights):
        _put(pdf, text, right, "R", width)
    pdf.ln(_ROW + 1)
    for row in table.rows:
        indent = 0 if row.heading or row.label.startswith(("Total", "Net", "Operating income")) else 4
        pdf.set_font("Helvetica", style="B" if row.heading else "", size=9)
        _put(pdf, row.label, _LABEL_X + indent, "L", 90)
        ids = row.ids + ("",) * (len(row.cells) - len(row.ids))
        for text, right, fid in zip(row.cells, rights, ids):
            _put(pdf, text, right, "R", width)
            if fid:
                pages.setdefault(fid, set()).add(pdf.page_no())
        pdf.ln(_ROW)
    pdf.set_font("Helvetica", size=10.5)
    pdf.ln(3)


def _put(pdf: Any, text: str, x: float, align: str, width: float) -> None:
    """One cell at ``x`` (left edge for "L", right edge for "R", centre for "C") on the current line."""
    y = pdf.get_y()
    left = {"L": x, "R": x - width, "C": x - width / 2}[align]
    pdf.set_xy(left, y)
    pdf.cell(width, _ROW, text, align=align)
    pdf.set_xy(_LABEL_X, y)
