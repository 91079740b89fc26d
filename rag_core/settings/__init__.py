"""The one typed settings tree: :class:`Settings` and its sections, one module per section.

Build ``Settings()`` once and pass it down explicitly. Every value the app reads comes from here:
defaults in the section modules, overridden by environment variables with the ``RAG_`` prefix
(nested fields use ``__``, e.g. ``RAG_INGEST__MAX_FILE_MB=50``) or by keyword arguments. Unknown
keys are rejected so a typo fails loudly instead of being ignored.

Modules: :mod:`~rag_core.settings.root` (the root object), one per section (``ingest``,
``embedding``, ``retrieval``, ``answer`` with ``clarify``, ``llm``, ``auth``, ``storage``,
``evals``), :mod:`~rag_core.settings.choices` (the closed choices as ``Literal`` types) and
:mod:`~rag_core.settings.session` (what one user may change). Import from here:
``from rag_core.settings import Settings``.

Names load lazily (PEP 562): a parser worker, started per file, imports only the ingest section
instead of the whole tree (about 0.1 s a file).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rag_core.settings.answer import AnswerSettings, ClarifySettings
    from rag_core.settings.auth import AuthSettings
    from rag_core.settings.choices import (
        AUTH_MODES,
        GENERATORS,
        LOG_LEVELS,
        PROVENANCES,
        STRICTNESS_LEVELS,
        AuthMode,
        GeneratorName,
        LogLevel,
        Provenance,
        Strictness,
    )
    from rag_core.settings.embedding import EmbeddingSettings
    from rag_core.settings.evals import EvalSettings
    from rag_core.settings.ingest import IngestSettings
    from rag_core.settings.llm import LLMSettings, resolve_openai_key
    from rag_core.settings.retrieval import GATE_PRESETS, RetrievalSettings
    from rag_core.settings.root import Settings
    from rag_core.settings.session import (
        DEPLOYMENT_ONLY,
        SESSION_EDITABLE,
        SessionSettingError,
        field_range,
        range_text,
        session_fields,
        setting_key,
        with_overrides,
    )
    from rag_core.settings.storage import StorageSettings

_WHERE = {
    "AnswerSettings": "rag_core.settings.answer",
    "ClarifySettings": "rag_core.settings.answer",
    "AuthSettings": "rag_core.settings.auth",
    "AUTH_MODES": "rag_core.settings.choices",
    "AuthMode": "rag_core.settings.choices",
    "GENERATORS": "rag_core.settings.choices",
    "GeneratorName": "rag_core.settings.choices",
    "LOG_LEVELS": "rag_core.settings.choices",
    "LogLevel": "rag_core.settings.choices",
    "PROVENANCES": "rag_core.settings.choices",
    "Provenance": "rag_core.settings.choices",
    "STRICTNESS_LEVELS": "rag_core.settings.choices",
    "Strictness": "rag_core.settings.choices",
    "EmbeddingSettings": "rag_core.settings.embedding",
    "EvalSettings": "rag_core.settings.evals",
    "IngestSettings": "rag_core.settings.ingest",
    "LLMSettings": "rag_core.settings.llm",
    "resolve_openai_key": "rag_core.settings.llm",
    "GATE_PRESETS": "rag_core.settings.retrieval",
    "RetrievalSettings": "rag_core.settings.retrieval",
    "Settings": "rag_core.settings.root",
    "DEPLOYMENT_ONLY": "rag_core.settings.session",
    "SESSION_EDITABLE": "rag_core.settings.session",
    "SessionSettingError": "rag_core.settings.session",
    "field_range": "rag_core.settings.session",
    "range_text": "rag_core.settings.session",
    "session_fields": "rag_core.settings.session",
    "setting_key": "rag_core.settings.session",
    "with_overrides": "rag_core.settings.session",
    "StorageSettings": "rag_core.settings.storage",
}


def __getattr__(name: str) -> Any:
    """Import a name's module on first use."""
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module 'rag_core.settings' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


__all__ = [
    "AUTH_MODES",
    "DEPLOYMENT_ONLY",
    "GATE_PRESETS",
    "GENERATORS",
    "LOG_LEVELS",
    "PROVENANCES",
    "SESSION_EDITABLE",
    "STRICTNESS_LEVELS",
    "AnswerSettings",
    "AuthMode",
    "AuthSettings",
    "ClarifySettings",
    "EmbeddingSettings",
    "EvalSettings",
    "GeneratorName",
    "IngestSettings",
    "LLMSettings",
    "LogLevel",
    "Provenance",
    "RetrievalSettings",
    "SessionSettingError",
    "Settings",
    "StorageSettings",
    "Strictness",
    "field_range",
    "range_text",
    "resolve_openai_key",
    "session_fields",
    "setting_key",
    "with_overrides",
]
