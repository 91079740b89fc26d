"""The source viewer's zoom (AppTest): the page image widens from "Fit width" to the printed size
times the zoom, the choice survives paging and opening another source, and a text document's
font scales with it. The browser side (the image really gets wider and scrolls) is in
test_browser.py."""

from __future__ import annotations

import re
from pathlib import Path

from streamlit.testing.v1 import AppTest

from rag_core.answer.engine import Engine
from rag_core.embedding import Embedder
from rag_core.library import Library
from rag_core.settings import Settings
from tests.app.conftest import start
from tests.helpers.pdfs import make_pdf
from ui import state

QUOTE = "At year end the fleet comprised 298 trucks, of which 41 were electric."
PAGES = [
    "Fleet\n" + QUOTE + "\nDepots open at six in the morning.",
    "Depots\nThe Bergen depot has twelve loading bays.",
]
NOTE = b"Cold chain notes.\n\nRefrigerated trailers are kept at four degrees Celsius during transport.\n"
A4_AT_200 = "1587px"  # 595.28 points x 96/72 px per point x 2


def _image_width(at: AppTest) -> str:
    (page,) = [h.value for h in at.html if "verbatim-zoom" in h.value]
    match = re.search(r"<img [^>]*style='width: ([^;]+);", page)
    assert match, page[:300]
    return match.group(1)


def test_zoom_widens_the_page_survives_paging_and_scales_a_text_document(empty_app: Path, embedder: Embedder) -> None:
    library = Library(Settings(data_dir=empty_app, seed_samples=False), embedder)
    library.ingest_bytes("fleet_report.pdf", make_pdf(PAGES))
    library.ingest_bytes("cold_chain.txt", NOTE)
    engine = Engine(library)
    pdf_answer = engine.ask("How many of the trucks were electric at year end?")
    text_answer = engine.ask("At what temperature are refrigerated trailers kept during transport?")
    assert [r.citations[0].source for r in (pdf_answer, text_answer)] == ["fleet_report.pdf", "cold_chain.txt"]

    at = start()
    at.session_state[state.THREAD] = [
        state.Turn(question="electric trucks?", response=pdf_answer),
        state.Turn(question="trailer temperature?", response=text_answer),
    ]
    at.session_state[state.OPEN_SOURCE] = {"query_id": pdf_answer.query_id, "index": 0, "page": 1}
    at.run()
    assert not at.exception, at.exception
    zoom = at.segmented_control(key=f"zoom-{pdf_answer.query_id}")
    assert zoom.options == ["Fit width", "100 %", "150 %", "200 %"] and zoom.value == "Fit width"
    assert _image_width(at) == "100%"
    captions = " ".join(c.value for c in at.caption)
    assert "1 of 1 quoted sentence highlighted" in captions and "rendered in" not in captions

    zoom.set_value("200 %").run()
    assert not at.exception, at.exception
    assert _image_width(at) == A4_AT_200
    at.button(key=f"next-{pdf_answer.query_id}").click().run()
    assert "page 2 of 2" in " ".join(m.value for m in at.markdown)
    assert at.segmented_control(key=f"zoom-{pdf_answer.query_id}").value == "200 %"
    assert _image_width(at) == A4_AT_200

    at.button(key=f"open-{text_answer.query_id}-0").click().run()
    assert not at.exception, at.exception
    assert at.segmented_control(key=f"zoom-{text_answer.query_id}").value == "200 %"
    (page,) = [m.value for m in at.html if "verbatim-page" in m.value]
    assert "font-size: 2em" in page and "<mark>" in page
