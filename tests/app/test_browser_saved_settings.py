"""In Chromium: a setting saved on the Settings page is still set after the page is reloaded."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.helpers.app_server import ARGS, CHROMIUM, NO_CHROMIUM, free_port, streamlit_app

pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists(), reason=NO_CHROMIUM)

IDLE = (
    "() => document.querySelector(\"[data-testid='stApp']\")?.getAttribute('data-test-script-state') === 'notRunning'"
)


def _settings_page(page, url: str):  # type: ignore[no-untyped-def]
    page.goto(f"{url}/settings")
    strictness = page.get_by_role("combobox", name="Strictness")
    strictness.wait_for(timeout=120_000)
    page.wait_for_function(IDLE, timeout=60_000)
    return strictness


def test_a_saved_setting_is_kept_after_a_reload(tmp_path: Path) -> None:
    from playwright.sync_api import sync_playwright

    env = {**os.environ, "RAG_DATA_DIR": str(tmp_path / "data"), "RAG_SEED_SAMPLES": "false", "HF_HUB_OFFLINE": "1"}
    with streamlit_app(free_port(), env, tmp_path / "streamlit.log") as url, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        strictness = _settings_page(page, url)
        assert strictness.input_value() == "Moderate (default)"
        strictness.click()
        page.get_by_role("option", name="Strict: declines more").click()
        page.get_by_role("button", name="Save my settings").click()
        page.get_by_text("Saved for you: Strictness: strict").wait_for(timeout=30_000)
        page.reload()
        strictness = _settings_page(page, url)
        assert strictness.input_value() == "Strict: declines more"
        assert "Saved for you: Strictness: strict" in page.inner_text("body")
        browser.close()
