"""Regenerate the README screenshots (docs/*.png) from the real app with the sample documents.

Run with the dev extras installed and Debian's chromium present:
``.venv/bin/python scripts/screenshots.py``. Starts ``streamlit run app.py`` on a temporary data
dir, asks a few sample questions (one a follow-up), opens a cited page at 150 %, and saves the pages as PNG.
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
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


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
        proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "streamlit",
                "run",
                "app.py",
                "--server.port",
                str(port),
                "--server.address",
                "127.0.0.1",
            ],
            cwd=ROOT,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
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
                page = browser.new_page(viewport={"width": 1300, "height": 1000})
                page.goto(url)
                # First start: the samples index with progress (caught when this machine is slow enough).
                try:
                    page.get_by_text("File 1 of 3").or_(page.get_by_text("File 2 of 3")).first.wait_for(timeout=60_000)
                    page.screenshot(path=str(DOCS / "first_start.png"))
                except Exception:  # noqa: BLE001 - indexing finished before a frame showed it
                    print("first start was too quick to catch the progress; docs/first_start.png kept")
                page.get_by_text("What is the capital of France?").wait_for(timeout=180_000)
                page.wait_for_timeout(800)
                page.set_viewport_size({"width": 1300, "height": 1100})
                page.screenshot(path=str(DOCS / "ask_empty.png"))
                for question in (
                    "What was Northwind's revenue for 2023?",
                    "and in 2022?",
                    "How many trucks does Northwind operate?",
                    "How are shipments routed?",
                    "What is the capital of France?",
                ):
                    box = page.get_by_placeholder("Ask a question about your documents")
                    box.fill(question)
                    box.press("Enter")
                    page.wait_for_timeout(3000)
                page.get_by_role("button", name="Open source").nth(2).click()
                page.locator(".verbatim-zoom img").first.wait_for(timeout=30_000)
                page.get_by_text("150 %").first.click()
                page.wait_for_timeout(1500)
                page.set_viewport_size({"width": 1300, "height": 5200})
                page.wait_for_timeout(1000)
                page.evaluate(
                    "() => document.querySelectorAll('*').forEach(e => { if (e.scrollTop) e.scrollTop = 0; })"
                )
                page.wait_for_timeout(500)
                page.screenshot(path=str(DOCS / "ask.png"), clip={"x": 0, "y": 0, "width": 1300, "height": 4000})
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
                page.set_viewport_size({"width": 1300, "height": 1200})
                page.goto(f"{url}/settings")
                page.get_by_text("Advanced").first.wait_for(timeout=60_000)
                page.wait_for_timeout(1000)
                page.screenshot(path=str(DOCS / "settings.png"))
                browser.close()
        finally:
            proc.terminate()
            proc.wait(timeout=30)
    print(f"screenshots written to {DOCS}")


if __name__ == "__main__":
    main()
