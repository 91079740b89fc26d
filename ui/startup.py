"""Opening the library on the app's first start: the model loads and the samples index on a
background thread, with real progress (file, page) on the page. The Ask page does not wait for it:
its question box and the sample questions are there at once, and a question asked meanwhile waits
with a "loading" status (:func:`wait`). Other pages wait with the progress shown. Later runs pass
straight through."""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass, field

import streamlit as st

from rag_core.ingest.formats import SUPPORTED_EXTENSIONS
from rag_core.ingest.pipeline import iter_files
from rag_core.library import Library
from rag_core.messages import counted
from rag_core.settings import Settings
from rag_core.types import ProgressEvent
from ui.resources import _library_key, get_library

logger = logging.getLogger(__name__)

POLL_S = 0.2  # how often a page waiting for the opening redraws its progress
LOADING = "Loading the search model (first start only)..."
INDEXED = "Sample documents indexed: ask about them below"


@dataclass
class _Opening:
    """One data dir's library being opened on a background thread: how far it got, and its end."""

    settings: Settings
    text: str = LOADING
    fraction: float = 0.0
    seeded: bool = False  # the samples were indexed by this opening
    error: BaseException | None = None
    done: threading.Event = field(default_factory=threading.Event)

    def run(self) -> None:
        try:
            library = get_library(self.settings)
            if library.samples_pending():
                self.index_samples(library)
        except BaseException as exc:  # noqa: BLE001 - handed to the page that waits, which shows or raises it
            logger.exception("opening the library failed")
            self.error = exc
        finally:
            self.fraction = 1.0
            self.done.set()

    def index_samples(self, library: Library) -> None:
        """Index the samples, keeping the progress where a waiting page reads it."""
        names = [name for _, name in iter_files([library.settings.samples_dir], SUPPORTED_EXTENSIONS)]
        self.text = f"Indexing the sample documents (first start only): {len(names)} to index"

        def show(event: ProgressEvent) -> None:
            n = names.index(event.name) if event.name in names else 0
            if event.stage == "embedding" and event.chunks_total:
                where = f"{event.pages_total} pages read, passage {event.chunks_done} of {event.chunks_total} embedded"
            elif event.stage in ("writing", "committed", "done"):
                where = f"{event.pages_total} pages, saving"
            elif event.pages_total:
                where = f"reading page {event.pages_done} of {event.pages_total}"
            else:
                where = "reading"
            self.fraction = min(1.0, (n + event.fraction) / max(len(names), 1))
            self.text = f"Indexing the sample documents: file {n + 1} of {len(names)}, {event.name} · {where}"

        results = library.seed_samples(progress=show)
        for result in results:
            logger.info("sample %s: %s", result.name, result.message)
        pages = sum(r.pages for r in results if r.ok)
        self.text = f"{sum(r.ok for r in results)} of {len(names)} sample documents indexed, {counted(pages, 'page')}"
        self.seeded = True


_openings: dict[str, _Opening] = {}
_lock = threading.Lock()


def begin(settings: Settings) -> _Opening:
    """The opening of this data dir's library, started on a background thread on the first call."""
    key = _library_key(settings)
    with _lock:
        opening = _openings.get(key)
        if opening is None:
            opening = _openings[key] = _Opening(settings)
            threading.Thread(target=opening.run, name="open-library", daemon=True).start()
    return opening


def ready(settings: Settings) -> bool:
    """True once the library is open and the samples indexed (starts the opening if need be)."""
    return begin(settings).done.is_set()


def samples_coming(settings: Settings) -> bool:
    """True while the samples of a first start are being indexed (the Ask page lists their questions)."""
    opening = begin(settings)
    return (
        not opening.done.is_set()
        and settings.auth.mode == "none"
        and settings.seed_samples
        and settings.samples_dir.is_dir()
        and not settings.seeded_marker.exists()
    )


def wait(settings: Settings, label: str = LOADING) -> bool:
    """Wait for the library with its progress on the page; True when the samples were indexed by
    this opening (the page keeps a collapsed "indexed" box). Raises what the opening raised."""
    opening = begin(settings)
    if not opening.done.is_set():
        with st.status(label, expanded=True) as status:
            bar = st.progress(0.0, text=opening.text)
            while not opening.done.wait(POLL_S):
                bar.progress(opening.fraction, text=opening.text)
            bar.progress(1.0, text=opening.text)
            if opening.error is None:
                status.update(label=INDEXED if opening.seeded else "Ready", state="complete", expanded=False)
    if opening.error is not None:
        with _lock:  # the next run tries again (the setting may have been fixed meanwhile)
            _openings.pop(_library_key(settings), None)
        raise opening.error
    return opening.seeded


def open_library(settings: Settings) -> bool:
    """Open the process's library, waiting with progress (pages other than Ask)."""
    return wait(settings)
