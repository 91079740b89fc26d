"""The real app for browser tests: `streamlit run app.py` on a free loopback port, and Chromium.

Playwright drives Debian's /usr/bin/chromium (``playwright install`` downloads a browser and fails
here), with the flags this closed network needs.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path

import pytest

from tests.conftest import PROJECT_ROOT
from tests.helpers.net import free_port

__all__ = ["ARGS", "CHROMIUM", "NO_CHROMIUM", "free_port", "streamlit_app"]

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
NO_CHROMIUM = "Chromium not found: install Debian's package with 'apt-get install chromium' (.ci/run does this)"
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
START_TIMEOUT_S = 90


@contextmanager
def streamlit_app(port: int, env: Mapping[str, str], log_path: Path, extra_args: Sequence[str] = ()) -> Iterator[str]:
    """Run the app on ``port`` until the block ends; yields its URL once ``/_stcore/health`` says ok.

    Fails the test with the end of the app's log when it does not start in time.
    """
    url = f"http://127.0.0.1:{port}"
    with open(log_path, "w") as log:
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
                *extra_args,
            ],
            cwd=PROJECT_ROOT,
            env=dict(env),
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        try:
            deadline = time.monotonic() + START_TIMEOUT_S
            while time.monotonic() < deadline:
                try:
                    with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as reply:
                        if reply.read() == b"ok":
                            break
                except OSError:
                    time.sleep(0.1)
            else:
                pytest.fail("streamlit did not start: " + log_path.read_text()[-2000:])
            yield url
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
