"""In Chromium, the real app while its PostgreSQL database goes away and comes back.

The database sits behind a loopback proxy the test cuts: every connection drops and new ones are
refused, as during a restart, while the server other tests share keeps running. (A browser, not
AppTest: AppTest runs a page's later runs without app.py, where the outage notice lives.)
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from rag_core.embedding import Embedder
from rag_core.library import Library
from rag_core.settings import Settings
from tests.helpers.app_server import ARGS, CHROMIUM, NO_CHROMIUM, free_port, streamlit_app
from tests.helpers.cut import CuttableProxy

pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists(), reason=NO_CHROMIUM)

TEXT = b"Northwind Pumps\n\nThe spare filter is kept in locker 7.\nThe Halvorsen turbine produces 4.2 megawatts.\n"
QUESTION = "Where is the spare filter kept?"
BOX = "Ask a question about your documents"


@pytest.fixture
def proxy(postgres_cluster) -> Iterator[CuttableProxy]:  # type: ignore[no-untyped-def]
    cut = CuttableProxy(postgres_cluster.port)
    yield cut
    cut.close()


def _wait_text(page, text: str, timeout_s: float = 60, log: Path | None = None) -> None:  # type: ignore[no-untyped-def]
    """Wait until the page shows ``text``; on timeout, say what the page and the app's log show
    (this test has timed out in full-suite runs on a busy machine, never alone)."""
    try:
        page.wait_for_function("t => document.body.innerText.includes(t)", arg=text, timeout=timeout_s * 1000)
    except Exception:
        shown = page.inner_text("body")[-2000:]
        logged = log.read_text(encoding="utf-8", errors="replace")[-4000:] if log is not None and log.exists() else ""
        raise AssertionError(f"{text!r} not shown in {timeout_s:g} s.\nPage:\n{shown}\nApp log:\n{logged}") from None


def test_a_question_typed_during_an_outage_is_kept_and_answered_when_the_database_is_back(
    tmp_path: Path, postgres_url: str, proxy: CuttableProxy, embedder: Embedder
) -> None:
    from playwright.sync_api import sync_playwright

    data_dir = tmp_path / "data"
    url = postgres_url.replace(f":{proxy.target_port}/", f":{proxy.port}/")
    assert (
        Library(Settings(data_dir=data_dir, seed_samples=False, database_url=url), embedder)
        .ingest_bytes("pumps.txt", TEXT)
        .ok
    )
    env = {
        **os.environ,
        "RAG_DATA_DIR": str(data_dir),
        "RAG_SEED_SAMPLES": "false",
        "RAG_DATABASE_URL": url,
        "RAG_DATABASE_RETRY_S": "1",
        "HF_HUB_OFFLINE": "1",
    }
    with streamlit_app(free_port(), env, tmp_path / "streamlit.log") as app, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        page.goto(app)
        page.get_by_placeholder(BOX).fill("How much does the Halvorsen turbine produce?")
        page.get_by_placeholder(BOX).press("Enter")
        _wait_text(page, "4.2 megawatts", 120)

        proxy.cut()
        page.get_by_placeholder(BOX).fill(QUESTION)
        page.get_by_placeholder(BOX).press("Enter")
        _wait_text(page, "The database is unreachable, retrying every second.")  # RAG_DATABASE_RETRY_S
        # The notice may come first from a run that started before the question was sent (a busy
        # machine): the kept question shows on the run that took it.
        _wait_text(page, f"Your question is kept and will be asked when the database is back: {QUESTION}")
        body = page.inner_text("body")
        assert "This app has encountered an error" not in body  # not Streamlit's generic error
        page.wait_for_timeout(2500)  # two retries while it is still away change nothing
        assert "The database is unreachable" in page.inner_text("body")

        proxy.restore()
        # the retry finds it back and asks the kept question (alone ~1 s; as long as the first answer
        # may take on a busy machine)
        _wait_text(page, "locker 7", 120, tmp_path / "streamlit.log")
        page.wait_for_function("() => !document.body.innerText.includes('The database is unreachable')", timeout=30_000)
        body = page.inner_text("body")
        assert body.count(QUESTION) == 1, body  # asked once, as typed
        browser.close()
