"""Opening the library on the app's first run: the model loads, then the samples index with
real progress (file, page) instead of one long spinner. Later runs pass straight through."""

from __future__ import annotations

import logging
import threading

import streamlit as st

from rag_core.ingest.formats import SUPPORTED_EXTENSIONS
from rag_core.ingest.pipeline import iter_files
from rag_core.library import Library
from rag_core.messages import counted
from rag_core.settings import Settings
from rag_core.types import ProgressEvent
from ui.resources import get_library

logger = logging.getLogger(__name__)

_SEEDING = threading.Lock()  # one session indexes the samples; another started meanwhile waits


def open_library(settings: Settings) -> bool:
    """Open the process's library, indexing the samples on a local data dir's first start;
    True when this run indexed them (its progress box is on the page)."""
    library = get_library(settings)
    if not library.samples_pending():
        return False
    with _SEEDING:
        if not library.samples_pending():
            return False
        _seed(library)
    return True


def _seed(library: Library) -> None:
    folder = library.settings.samples_dir
    names = [name for _, name in iter_files([folder], SUPPORTED_EXTENSIONS)]
    with st.status("Indexing the sample documents (first start only)...", expanded=True) as status:
        bar = st.progress(0.0, text=f"{len(names)} sample documents to index")

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
            done = min(1.0, (n + event.fraction) / max(len(names), 1))
            bar.progress(done, text=f"File {n + 1} of {len(names)}: {event.name} · {where}")

        results = library.seed_samples(progress=show)
        pages = sum(r.pages for r in results if r.ok)
        for result in results:
            logger.info("sample %s: %s", result.name, result.message)
        bar.progress(1.0, text=f"{sum(r.ok for r in results)} of {len(names)} sample documents indexed, {counted(pages, 'page')}")
        status.update(label="Sample documents indexed: ask about them below", state="complete", expanded=False)
