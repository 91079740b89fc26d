"""The first minute in a real browser: a fresh data dir, the samples indexed on first start.

What a new user sees before the first answer: the app's own page links and title at once (never
Streamlit's raw list of page files), the question box and example questions grouped under the
sample they are about while the model loads and the samples index in the background, a question
asked meanwhile answered once they are ready, and nothing fetched from outside this machine.
"""

from __future__ import annotations

import os
import re
import time
from pathlib import Path

import pytest

from tests.helpers.app_server import ARGS, CHROMIUM, NO_CHROMIUM, free_port, streamlit_app

pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists(), reason=NO_CHROMIUM)

RAW_PAGE_NAMES = ("app", "ask", "library", "insights", "settings")  # Streamlit's menu of pages/ files


def test_first_start_lists_the_examples_while_the_model_loads_and_answers_one_asked_meanwhile(tmp_path: Path) -> None:
    from playwright.sync_api import expect, sync_playwright

    data_dir = tmp_path / "data"
    env = {**os.environ, "RAG_DATA_DIR": str(data_dir), "HF_HUB_OFFLINE": "1"}
    outside: list[str] = []
    seen: list[str] = []
    with streamlit_app(free_port(), env, tmp_path / "streamlit.log") as url, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        page.on("request", lambda r: outside.append(r.url) if not r.url.startswith((url, "data:", "blob:")) else None)
        page.goto(url)
        # Poll the sidebar and the page from the first paint until the examples are there.
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            links = page.eval_on_selector_all("[data-testid='stSidebar'] a", "els => els.map(e => e.innerText.trim())")
            seen.extend(links)
            body = page.inner_text("body")
            if "What is the capital of France?" in body:  # the last example drawn
                break
            time.sleep(0.1)
        else:
            pytest.fail("the example questions never appeared:\n" + page.inner_text("body"))
        assert not set(seen) & set(RAW_PAGE_NAMES), f"Streamlit's raw page menu was shown: {sorted(set(seen))}"
        assert {"Ask", "Library", "Insights", "Settings"} <= {s.split("\n")[-1] for s in seen}
        # The samples were indexed in this run, with their progress box left collapsed on the page.
        assert page.locator("[data-testid='stChatInputTextArea']").is_enabled()
        # Each sample's questions under its own title. A rerun redraws the cards title first, while the
        # last run's off-topic question may still be on the page: wait for each card to be whole.
        for title, question in (
            ("Annual report 2023 (PDF)", "What was Northwind's revenue for 2023?"),
            ("Employee handbook (PDF)", "What are Northwind's core values?"),
            ("Road safety policy (Markdown)", "What break must drivers take after 4.5 hours of driving?"),
        ):
            card = page.locator("[data-testid='stColumn']", has_text=title).last
            expect(card).to_contain_text(question, timeout=30_000)
        page.screenshot(path=str(Path(os.environ.get("VERBATIM_SCREENSHOTS", tmp_path)) / "first_start.png"))
        page.get_by_role("button", name="What was Northwind's revenue for 2023?").click()
        page.wait_for_function(
            "() => ['EUR 182.4 million', 'Why this answer?'].every(t => document.body.innerText.includes(t))",
            timeout=60_000,
        )
        answer = page.inner_text("body")
        assert "Sample documents indexed" in answer  # the progress box is left collapsed on the page
        assert re.search(r"(High|Medium|Low) confidence", answer) and "Why this answer?" in answer
        browser.close()
    assert outside == [], f"fetched from outside this machine: {outside}"
