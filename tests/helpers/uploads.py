"""The Library page's one-step upload in AppTest: add files, then run the page again until the
background indexing has finished (what the page's polling does in a browser)."""

from __future__ import annotations

import time
from collections.abc import Sequence

from streamlit.testing.v1 import AppTest

INDEXING_S = 120  # the first file of a test process waits for the embedding model
# Between runs of the page while files index: each run is a whole script run in this process, which
# the indexing thread waits for (one interpreter lock); the browser's own polling is slower still.
POLL_S = 0.25


def progress_texts(at: AppTest) -> list[str]:
    """The text of every progress bar on the page (one per file waiting or indexing)."""
    return [bar.proto.text for bar in at.get("progress")]


def _unfinished(at: AppTest) -> bool:
    return bool(progress_texts(at)) or any("is deleted as soon as" in c.value for c in at.caption)


def until_indexed(at: AppTest) -> AppTest:
    """Run the page again until no file is waiting or indexing (what the page's polling does in a
    browser), and fail on any exception."""
    deadline = time.monotonic() + INDEXING_S
    at.run()
    while _unfinished(at) and time.monotonic() < deadline:
        time.sleep(POLL_S)
        at.run()
    assert not at.exception, at.exception
    assert not _unfinished(at), progress_texts(at)
    return at


def upload(at: AppTest, files: Sequence[tuple[str, bytes, str]]) -> AppTest:
    """Add files to the Library page's uploader (indexing starts at once) and wait until every
    file has finished."""
    at.file_uploader[0].set_value(list(files))
    return until_indexed(at)
