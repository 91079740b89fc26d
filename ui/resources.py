"""Heavy objects built once per process with ``st.cache_resource``, never per rerun."""

from __future__ import annotations

import logging
import threading
from typing import Any

import streamlit as st

from rag_core.embedding import Embedder, make_embedder
from rag_core.access import AccessService
from rag_core.answer.engine import Engine
from rag_core.feedback import FeedbackService
from rag_core.insights import QueryHistory
from rag_core.jobs import IngestJobs, work
from rag_core.library import Library
from rag_core.settings import EmbeddingSettings, Settings
from ui import shell

logger = logging.getLogger(__name__)

# Engines for distinct session settings kept at once (each session's Settings-page changes make
# one; the least recently used beyond this are dropped, so visitors cannot grow memory unbounded).
ENGINES_KEPT = 16


@st.cache_resource(show_spinner="Loading the embedding model (first start only)...")
def _embedder(embedding_json: str) -> Embedder:
    return make_embedder(EmbeddingSettings.model_validate_json(embedding_json))


@st.cache_resource(show_spinner="Loading the search model and opening the library (first start only)...")
def _library(settings_json: str) -> Library:
    # The samples are indexed by ui.startup, with progress on the page.
    settings = Settings.model_validate_json(settings_json)
    logging.basicConfig(level=settings.log_level, format="%(levelname)s %(name)s: %(message)s")
    return Library(settings, _embedder(settings.embedding.model_dump_json()))


def current_settings() -> Settings:
    """Settings from the environment plus the user's own, restored from the database on a
    session's first run (a page opened by its URL may run before app.py has)."""
    from ui.access import restore_settings  # ui.access builds on this module

    restore_settings()
    return shell.current_settings()


def secret_api_key() -> str | None:
    """OPENAI_API_KEY from .streamlit/secrets.toml, if present (read only, never stored or logged)."""
    value = read_secret("OPENAI_API_KEY")
    return str(value) if value else None


def read_secret(key: str) -> Any:
    """One top-level entry of .streamlit/secrets.toml; None when there is no such file (the normal
    case) or entry. A file that cannot be read is logged, saying what to fix, and read as absent."""
    try:
        return st.secrets.get(key)
    except FileNotFoundError:  # Streamlit's "no secrets file" is a FileNotFoundError
        return None
    except Exception as exc:  # noqa: BLE001 - a malformed file must not take the app down; it is logged
        logger.error("cannot read .streamlit/secrets.toml (%s); fix its TOML syntax or remove it", exc)
        return None


@st.cache_resource(show_spinner=False, max_entries=ENGINES_KEPT)
def _engine(settings_json: str, library_json: str) -> Engine:
    engine = Engine(_library(library_json), Settings.model_validate_json(settings_json), api_key=secret_api_key())
    engine.preload()  # in the background: the first question about each document is not slower
    return engine


def _library_key(settings: Settings) -> str:
    # The library depends on where data lives and how files are read, not on answer settings.
    defaults = Settings()
    return settings.model_copy(
        update={
            "retrieval": defaults.retrieval,
            "answer": defaults.answer,
            "clarify": defaults.clarify,
            "llm": defaults.llm,
            "generator": defaults.generator,
        }
    ).model_dump_json()


def get_library(settings: Settings | None = None) -> Library:
    """The process-wide library for this data dir."""
    settings = settings or current_settings()
    return _library(_library_key(settings))


def get_engine(settings: Settings | None = None) -> Engine:
    """An engine for these settings over the shared library (cheap to build per configuration)."""
    settings = settings or current_settings()
    return _engine(settings.model_dump_json(), _library_key(settings))


@st.cache_resource(show_spinner=False)
def _feedback(library_json: str) -> FeedbackService:
    return FeedbackService(Settings.model_validate_json(library_json))


@st.cache_resource(show_spinner=False)
def _history(library_json: str) -> QueryHistory:
    return QueryHistory(Settings.model_validate_json(library_json))


def get_feedback(settings: Settings | None = None) -> FeedbackService:
    """Where verdicts on answers are recorded, for this data dir."""
    return _feedback(_library_key(settings or current_settings()))


def get_history(settings: Settings | None = None) -> QueryHistory:
    """The query log as the Insights page reads it, for this data dir (loads no model)."""
    return _history(_library_key(settings or current_settings()))


@st.cache_resource(show_spinner=False)
def _access(library_json: str) -> AccessService:
    return AccessService(Settings.model_validate_json(library_json))


def get_access(settings: Settings | None = None) -> AccessService:
    """Users, roles and the audit log for this data dir (loads no model)."""
    return _access(_library_key(settings or current_settings()))


class _Worker:
    """The one background thread per app process that runs queued uploads (shared deployment)."""

    def __init__(self, jobs: IngestJobs) -> None:
        self.jobs = jobs
        self.stop = threading.Event()
        poll_s = jobs.library.settings.ingest.job_poll_s
        self.thread = threading.Thread(
            target=work, args=(jobs, self.stop), kwargs={"poll_s": poll_s}, name="ingest-worker", daemon=True
        )
        self.thread.start()


def _stop_worker(worker: _Worker) -> None:
    worker.stop.set()  # after the job it runs, if any


@st.cache_resource(show_spinner=False, on_release=_stop_worker)
def _worker(library_json: str) -> _Worker:
    return _Worker(IngestJobs(_library(library_json)))


def get_jobs(settings: Settings | None = None) -> IngestJobs:
    """The upload queue of this data dir's library; its background worker is started with it,
    once per process."""
    return _worker(_library_key(settings or current_settings())).jobs
