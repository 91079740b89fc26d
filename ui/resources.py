"""Heavy objects built once per process with ``st.cache_resource``, never per rerun."""

from __future__ import annotations

import logging

import streamlit as st

from rag_core.embedding import SentenceTransformerEmbedder
from rag_core.library import Library
from rag_core.settings import EmbeddingSettings, Settings

logger = logging.getLogger(__name__)


def current_settings() -> Settings:
    """Settings from the environment (RAG_* variables) for this process."""
    return Settings()


@st.cache_resource(show_spinner="Loading the embedding model (first start only)...")
def _embedder(embedding_json: str) -> SentenceTransformerEmbedder:
    return SentenceTransformerEmbedder(EmbeddingSettings.model_validate_json(embedding_json))


@st.cache_resource(show_spinner="Opening the library and indexing the sample documents (first start only)...")
def _library(settings_json: str) -> Library:
    settings = Settings.model_validate_json(settings_json)
    logging.basicConfig(level=settings.log_level, format="%(levelname)s %(name)s: %(message)s")
    library = Library(settings, _embedder(settings.embedding.model_dump_json()))
    for result in library.seed_samples():
        logger.info("sample %s: %s", result.name, result.message)
    return library


def get_library(settings: Settings | None = None) -> Library:
    """The process-wide library for these settings (one per data dir and configuration)."""
    settings = settings or current_settings()
    return _library(settings.model_dump_json())
