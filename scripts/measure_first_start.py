"""Measure the first start as a new analyst meets it: seconds from opening the page until the Ask
page is usable (the question box enabled and the sample questions listed).

Usage (from the project root)::

    python scripts/measure_first_start.py [--runs N] [--timeout S] [--keep]

Each run starts ``streamlit run app.py`` on a free loopback port with ``RAG_DATA_DIR`` set to a
fresh temporary directory (the samples are indexed on that first start), waits for the server's
health check, opens the page in Chromium (Debian's /usr/bin/chromium, as the browser tests do) and
polls the page every 0.1 s. Printed per run: when the server answered, and from opening the page
the first text drawn, the question box enabled, the examples listed, and "usable" (both).
"""

from __future__ import annotations

import argparse
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
LAST_EXAMPLE = "What is the capital of France?"  # the welcome page draws it last
BOX = "[data-testid='stChatInputTextArea']"


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _wait_healthy(url: str, timeout_s: float) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as reply:
                if reply.read() == b"ok":
                    return
        except OSError:
            time.sleep(0.05)
    raise SystemExit(f"streamlit did not answer at {url} within {timeout_s:.0f} s")


def _box_enabled(page) -> bool:  # type: ignore[no-untyped-def]
    return bool(page.evaluate(f'() => {{ const b = document.querySelector("{BOX}"); return !!b && !b.disabled; }}'))


def measure(timeout_s: float, keep: bool) -> dict[str, float]:
    """One fresh start; the seconds of each milestone (missing: not reached within ``timeout_s``)."""
    from playwright.sync_api import sync_playwright

    work = Path(tempfile.mkdtemp(prefix="verbatim-first-start-"))
    port = _free_port()
    url = f"http://127.0.0.1:{port}"
    env = {**os.environ, "RAG_DATA_DIR": str(work / "data"), "HF_HUB_OFFLINE": "1"}
    env.pop("RAG_SEED_SAMPLES", None)
    marks: dict[str, float] = {}
    log = open(work / "streamlit.log", "w")  # noqa: SIM115 - closed in finally
    started = time.monotonic()
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
            "--server.headless",
            "true",
        ],
        cwd=ROOT,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    try:
        _wait_healthy(url, 60)
        marks["server answered (from launch)"] = time.monotonic() - started
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            opened = time.monotonic()
            page.goto(url)
            deadline = opened + timeout_s
            while time.monotonic() < deadline:
                body = page.inner_text("body")
                now = time.monotonic() - opened
                if body.strip() and "first text" not in marks:
                    marks["first text"] = now
                if "Ask" in body and "title shown" not in marks and page.locator("h1", has_text="Ask").count():
                    marks["Ask title shown"] = now
                if _box_enabled(page) and "question box enabled" not in marks:
                    marks["question box enabled"] = now
                if LAST_EXAMPLE in body and "examples listed" not in marks:
                    marks["examples listed"] = now
                if "question box enabled" in marks and "examples listed" in marks:
                    marks["usable"] = max(marks["question box enabled"], marks["examples listed"])
                    break
                time.sleep(0.1)
            browser.close()
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        log.close()
        if not keep:
            shutil.rmtree(work, ignore_errors=True)
        else:
            print(f"kept {work}")
    return marks


def main() -> None:
    """Run the measurement ``--runs`` times and print each run's milestones."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--timeout", type=float, default=120.0, help="give up on a run after this many seconds")
    parser.add_argument("--keep", action="store_true", help="keep each run's data dir and streamlit.log")
    args = parser.parse_args()
    for run in range(1, args.runs + 1):
        marks = measure(args.timeout, args.keep)
        shown = ", ".join(f"{name} {seconds:.1f} s" for name, seconds in marks.items())
        usable = marks.get("usable")
        print(
            f"run {run}: usable after {'%.1f s' % usable if usable is not None else 'NOT within the timeout'} "
            f"({shown})",
            flush=True,
        )


if __name__ == "__main__":
    main()
