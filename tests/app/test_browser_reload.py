"""A reload forgets nothing, in a real browser: the analyst's name and the mark they gave an answer
come back after the page is loaded again (the conversation's URL and a fresh page both).

`streamlit run app.py` on loopback, driven by headless Chromium; the real library and model.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from rag_core.access import AccessService
from rag_core.library import Library
from rag_core.settings import Settings
from tests.app.test_browser import _ask
from tests.helpers.app_server import ARGS, CHROMIUM, NO_CHROMIUM, free_port, streamlit_app

pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists(), reason=NO_CHROMIUM)

NOTES = "# Depot notes\n\nThe spare forklift key is kept in the blue cabinet beside gate 4.\n"
NAME = "Dana Whitfield"


def _name_shown(page, timeout_ms: int = 30_000) -> None:  # type: ignore[no-untyped-def]
    """The sidebar's name box shows the saved name (the app's run may still be drawing it)."""
    box = page.get_by_label("Your name (for feedback)")
    box.wait_for(timeout=timeout_ms)
    page.wait_for_function(
        "(name) => [...document.querySelectorAll('input')].some(i => i.value === name)", arg=NAME, timeout=timeout_ms
    )


def _wait_until_saved(data_dir: Path, timeout_s: float = 60.0) -> None:
    access = AccessService(Settings(data_dir=data_dir, seed_samples=False))
    deadline = time.monotonic() + timeout_s
    while access.saved_name() != NAME:
        assert time.monotonic() < deadline, "the name typed in the sidebar was never saved"
        time.sleep(0.2)


def test_a_reload_brings_back_the_name_and_the_feedback_mark(tmp_path: Path, embedder) -> None:  # type: ignore[no-untyped-def]
    from playwright.sync_api import sync_playwright

    data_dir = tmp_path / "data"
    assert (
        Library(Settings(data_dir=data_dir, seed_samples=False), embedder)
        .ingest_bytes("depot_notes.md", NOTES.encode())
        .ok
    )
    env = {**os.environ, "RAG_DATA_DIR": str(data_dir), "RAG_SEED_SAMPLES": "false", "HF_HUB_OFFLINE": "1"}
    with streamlit_app(free_port(), env, tmp_path / "streamlit.log") as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        page.goto(url)
        page.get_by_placeholder("Ask a question about your documents").wait_for(timeout=120_000)
        name_box = page.get_by_label("Your name (for feedback)")
        name_box.fill(NAME)
        name_box.press("Enter")
        _wait_until_saved(data_dir)  # the app has taken the name before the question is asked
        _ask(page, "Where is the spare forklift key kept?", "Correct")
        page.get_by_role("button", name="Correct").last.click()
        page.get_by_text("You marked this answer").wait_for(timeout=30_000)
        thread_url = page.url  # the open conversation is in the URL

        page.reload()
        page.get_by_text("You marked this answer").wait_for(timeout=120_000)
        assert "correct" in page.get_by_text("You marked this answer").first.inner_text()
        _name_shown(page)

        page.goto(url)  # a fresh page, no conversation open: the name is still there
        page.get_by_placeholder("Ask a question about your documents").wait_for(timeout=120_000)
        _name_shown(page)
        assert "thread=" in thread_url
        browser.close()
