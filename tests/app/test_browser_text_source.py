"""A Markdown source opens at the quote in a real browser: the quoted sentence near the end of a long
section is scrolled into the page box, highlighted, and the section's headings read as headings.

`streamlit run app.py` on loopback, driven by headless Chromium; the document is indexed before
the server starts (the real library, the real model).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from rag_core.library import Library
from rag_core.settings import Settings
from tests.app.test_browser import _ask
from tests.helpers.app_server import ARGS, CHROMIUM, NO_CHROMIUM, free_port, streamlit_app

pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists(), reason=NO_CHROMIUM)

FILLER = ("Depot staff sweep the loading bay at the end of each shift and log any damaged pallets "
          "in the shared register before handing over to the next team. ")
KEY = "The spare forklift key is kept in the blue cabinet beside gate 4."
POLICY = (  # the quote a long way down a long section, with more text after it
    "# Harbourside Depot Procedures\n\n## 1. Housekeeping\n\n"
    + "\n\n".join([FILLER * 2] * 22 + ["## 2. Keys and access"] + [FILLER * 2] * 4 + [KEY] + [FILLER * 2] * 6)
    + "\n"
)
# Whether the page box shows its first highlight inside its visible area.
_MARK_IN_VIEW = """() => { const box = document.querySelector(".verbatim-page"); if (!box) return false;
  const mark = box.querySelector("mark"); if (!mark) return false;
  const b = box.getBoundingClientRect(), m = mark.getBoundingClientRect();
  return box.scrollTop > 0 && m.top >= b.top - 1 && m.bottom <= b.bottom + 1; }"""


def test_a_markdown_source_opens_at_the_quote_with_its_headings_as_headings(tmp_path: Path, embedder) -> None:  # type: ignore[no-untyped-def]
    from playwright.sync_api import sync_playwright

    data_dir = tmp_path / "data"
    library = Library(Settings(data_dir=data_dir, seed_samples=False), embedder)
    assert library.ingest_bytes("harbourside_procedures.md", POLICY.encode()).ok
    env = {**os.environ, "RAG_DATA_DIR": str(data_dir), "RAG_SEED_SAMPLES": "false", "HF_HUB_OFFLINE": "1"}
    with streamlit_app(free_port(), env, tmp_path / "streamlit.log") as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page(viewport={"width": 760, "height": 900})
        page.goto(url)
        page.get_by_placeholder("Ask a question about your documents").wait_for(timeout=120_000)
        _ask(page, "Where is the spare forklift key kept?", "Open source")
        page.get_by_role("button", name="Open source").last.click()
        page.wait_for_function(_MARK_IN_VIEW, polling="raf", timeout=30_000)
        box = page.locator(".verbatim-page")
        assert "blue cabinet beside gate 4" in box.locator("mark").first.inner_text()
        assert box.locator("strong", has_text="2. Keys and access").count() == 1
        assert "## 2. Keys and access" not in box.inner_text()
        browser.close()
