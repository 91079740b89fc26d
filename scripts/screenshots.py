"""Regenerate the README screenshots (docs/*.png) from the real app with the sample documents.

Run with the dev extras installed and Debian's chromium present:
``.venv/bin/python scripts/screenshots.py``. Starts ``streamlit run app.py`` on a temporary data
dir, asks a few sample questions, opens a cited page, and saves the pages as PNG.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
ARGS = ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]


def _port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def main() -> None:
    """Start the app, drive it, save the screenshots."""
    DOCS.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        port = _port()
        env = {**os.environ, "RAG_DATA_DIR": str(Path(tmp) / "data"), "RAG_SAMPLES_DIR": str(ROOT / "data" / "samples")}
        proc = subprocess.Popen([sys.executable, "-m", "streamlit", "run", "app.py", "--server.port", str(port),
                                 "--server.address", "127.0.0.1"], cwd=ROOT, env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        url = f"http://127.0.0.1:{port}"
        try:
            for _ in range(120):
                try:
                    urllib.request.urlopen(f"{url}/_stcore/health", timeout=1)
                    break
                except OSError:
                    time.sleep(0.5)
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
                page = browser.new_page(viewport={"width": 1300, "height": 1500})
                page.goto(url)
                page.get_by_text("Try the sample documents").wait_for(timeout=180_000)
                page.screenshot(path=str(DOCS / "ask_empty.png"))
                for question in ("How many trucks does Northwind operate?", "How are shipments routed?",
                                 "What is the capital of France?"):
                    box = page.get_by_placeholder("Ask a question about your documents")
                    box.fill(question)
                    box.press("Enter")
                    page.wait_for_timeout(2500)
                page.get_by_role("button", name="Open source").first.click()
                page.locator("[data-testid='stImage'] img").first.wait_for(timeout=30_000)
                page.wait_for_timeout(1500)
                page.set_viewport_size({"width": 1300, "height": 4200})
                page.wait_for_timeout(800)
                page.screenshot(path=str(DOCS / "ask.png"), clip={"x": 0, "y": 0, "width": 1300, "height": 2900})
                page.set_viewport_size({"width": 1300, "height": 1000})
                page.goto(f"{url}/library")
                page.get_by_text("Indexed documents").wait_for(timeout=60_000)
                page.wait_for_timeout(1500)
                page.screenshot(path=str(DOCS / "library.png"))
                page.set_viewport_size({"width": 1300, "height": 1900})
                page.goto(f"{url}/insights")
                page.get_by_text("Query log").wait_for(timeout=60_000)
                page.wait_for_timeout(2500)
                page.screenshot(path=str(DOCS / "insights.png"))
                browser.close()
        finally:
            proc.terminate()
            proc.wait(timeout=30)
    print(f"screenshots written to {DOCS}")


if __name__ == "__main__":
    main()
