"""The closed choices of the settings, as ``Literal`` types and the tuples the UI and the CLI list.

A field typed with one of these accepts only its values; pydantic's refusal names them all
("Input should be 'strict', 'moderate' or 'lenient'"). The values stay plain strings, so code
comparing ``settings.generator == "openai"`` and settings saved in the database read as before.
"""

from __future__ import annotations

from typing import Literal, get_args

Strictness = Literal["strict", "moderate", "lenient"]
"""How closely the documents must match a question (``retrieval.preset``)."""
STRICTNESS_LEVELS: tuple[Strictness, ...] = get_args(Strictness)

GeneratorName = Literal["extractive", "ollama", "openai"]
"""Who writes the answer text (``generator``)."""
GENERATORS: tuple[GeneratorName, ...] = get_args(GeneratorName)

AuthMode = Literal["none", "oidc"]
"""Who may use the app (``auth.mode``)."""
AUTH_MODES: tuple[AuthMode, ...] = get_args(AuthMode)

LogLevel = Literal["DEBUG", "INFO", "WARNING", "ERROR"]
"""Logging level of rag_core's messages (``log_level``; lower case is accepted and upper-cased)."""
LOG_LEVELS: tuple[LogLevel, ...] = get_args(LogLevel)

Provenance = Literal["primary", "secondary", "unknown"]
"""Whether a document is a primary or secondary source (used by answer confidence)."""
PROVENANCES: tuple[Provenance, ...] = get_args(Provenance)
