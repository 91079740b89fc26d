"""The app's upload lanes: small files finish while a large one indexes, large files go one at a
time, and the page says why a file waits (real library, real model, the app's own SessionUploads)."""

from __future__ import annotations

import time

from rag_core.access import AccessService
from rag_core.auth import local_principal
from rag_core.library import Library
from tests.helpers.pdfs import long_page, make_pdf
from ui.upload_view import FileState, SessionUploads

LARGE_PAGES = 24


def _finish_order(uploads: SessionUploads, timeout_s: float = 300.0) -> list[str]:
    """Names in the order their files finished (polled as the page does)."""
    finished: list[str] = []
    deadline = time.monotonic() + timeout_s
    while True:
        busy = uploads.pending()
        finished += [s.name for s in uploads.statuses() if s.state is FileState.DONE and s.name not in finished]
        if not busy:
            return finished
        assert time.monotonic() < deadline, uploads.statuses()
        time.sleep(0.02)


def test_small_files_finish_while_a_large_one_indexes(library: Library) -> None:
    actions = AccessService(library.settings).library(library, local_principal())
    large_a, large_b = (
        make_pdf([f"Annual report {tag}, page {page}. {long_page(40, seed=page)}" for page in range(LARGE_PAGES)])
        for tag in "AB"
    )
    uploads = SessionUploads()
    uploads.configure(lanes=2, large_bytes=min(len(large_a), len(large_b)) - 1)

    uploads.add(actions, "a", "annual_a.pdf", large_a, provenance="unknown")
    uploads.add(actions, "b", "annual_b.pdf", large_b, provenance="unknown")
    # One large file indexes; the other waits for it, and says so.
    time.sleep(0.5)
    states = {s.file_id: s.state for s in uploads.statuses()}
    assert sorted(states.values()) == sorted([FileState.INDEXING, FileState.WAITING]), states
    second = "a" if states["a"] is FileState.WAITING else "b"
    assert "large file" in uploads.waiting_reason(second)
    for n in range(3):
        uploads.add(
            actions,
            f"s{n}",
            f"note_{n}.md",
            f"# Note {n}\n\nLocker {n} holds the spare filter.\n".encode(),
            provenance="unknown",
        )
    finished = _finish_order(uploads)
    assert all(s.result is not None and s.result.ok for s in uploads.statuses()), uploads.statuses()
    # Every small file finished before the first large file; the large files one after the other.
    first = "annual_b.pdf" if second == "a" else "annual_a.pdf"
    assert finished.index(first) > max(finished.index(f"note_{n}.md") for n in range(3)), finished
    assert finished[-1] == f"annual_{second}.pdf", finished
    assert {d.name for d in library.ready_documents()} == {
        "annual_a.pdf",
        "annual_b.pdf",
        "note_0.md",
        "note_1.md",
        "note_2.md",
    }, [s.result for s in uploads.statuses()]


def test_one_lane_indexes_smallest_first(library: Library) -> None:
    actions = AccessService(library.settings).library(library, local_principal())
    uploads = SessionUploads()
    uploads.configure(lanes=1, large_bytes=10**9)
    big = make_pdf([long_page(40, seed=page) for page in range(8)])
    uploads.add(actions, "first", "first.md", b"# First\n\nThe gate opens at seven.\n", provenance="unknown")
    uploads.add(actions, "big", "big.pdf", big, provenance="unknown")
    uploads.add(actions, "tiny", "tiny.md", b"# Tiny\n\nThe van is blue.\n", provenance="unknown")
    finished = _finish_order(uploads)
    assert all(s.result is not None and s.result.ok for s in uploads.statuses()), uploads.statuses()
    # The first file had started before the others were added; then the smaller before the larger.
    assert finished.index("tiny.md") < finished.index("big.pdf"), finished
