"""In Chromium: no table offers Streamlit's own "Download as CSV" (Library, Insights, audit log).

Those downloads wrote formula cells raw, skipped the admin-only rule and left no audit row; the
only export is the app's own (tests/app/test_csv_export.py).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from rag_core.library import Library
from rag_core.settings import Settings
from rag_core.storage.accounts import Accounts
from rag_core.storage.querylog import LoggedQuery, QueryLog
from rag_core.storage.registry import make_engine
from rag_core.testing import HashEmbedder
from tests.helpers.app_server import ARGS, CHROMIUM, NO_CHROMIUM, free_port, streamlit_app

pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists(), reason=NO_CHROMIUM)

FORMULA = '=HYPERLINK("http://evil.example/","revenue")'
# The toolbar a data grid shows on hover, and a download button in it under any of its names.
_TOOLBAR_BUTTONS = """() => [...document.querySelectorAll("[data-testid='stElementToolbar'] button")]
  .map(b => (b.getAttribute('aria-label') || '') + '|' + (b.title || '') + '|' + b.innerText)"""


def _tables_and_buttons(page, url: str, path: str, grids: int) -> list[str]:  # type: ignore[no-untyped-def]
    page.goto(f"{url}/{path}")
    page.wait_for_function(
        f"() => document.querySelectorAll(\"[data-testid='stDataFrame']\").length >= {grids}", timeout=120_000
    )
    page.wait_for_function(
        "() => document.querySelector(\"[data-testid='stApp']\")"
        ".getAttribute('data-test-script-state') === 'notRunning'",
        timeout=60_000,
    )
    buttons: list[str] = []
    for grid in page.locator("[data-testid='stDataFrame']").all():
        grid.scroll_into_view_if_needed()
        grid.hover()  # the toolbar appears on hover
        page.wait_for_timeout(300)
        buttons += page.evaluate(_TOOLBAR_BUTTONS)
    return buttons


def test_library_insights_and_audit_tables_offer_no_download_of_their_own(tmp_path: Path) -> None:
    from playwright.sync_api import sync_playwright

    data_dir = tmp_path / "data"
    settings = Settings(data_dir=data_dir, seed_samples=False)
    assert Library(settings, HashEmbedder()).ingest_bytes("turbine.txt", b"The turbine produces 4.2 MW.\n").ok
    engine = make_engine(settings.db_url)
    QueryLog(engine).record(LoggedQuery("q1", "s", "", FORMULA, "", "direct_answer", "", "high", 0.9, "{}", [], [], 5))
    Accounts(engine).append(user="local", action="export", target=FORMULA, detail="=1+1")
    env = {**os.environ, "RAG_DATA_DIR": str(data_dir), "RAG_SEED_SAMPLES": "false", "HF_HUB_OFFLINE": "1"}
    with streamlit_app(free_port(), env, tmp_path / "streamlit.log") as url, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        library = _tables_and_buttons(page, url, "library", 1)
        insights = _tables_and_buttons(page, url, "insights", 3)  # slowest questions, query log, audit log
        assert "Audit log (1)" in page.inner_text("body")
        body = page.inner_text("body")
        browser.close()
    for where, buttons in (("library", library), ("insights", insights)):
        assert buttons, f"no table toolbar seen on the {where} page: the check would prove nothing"
        data_downloads = [
            b for b in buttons if "csv" in b.lower() or ("download" in b.lower() and "png" not in b.lower())
        ]
        assert not data_downloads, (where, buttons)  # a chart may still be saved as a picture
    assert "Download CSV" in body  # the app's own export is still there for the admin
