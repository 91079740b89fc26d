"""Error hierarchy. Every message says what went wrong and what to do about it."""

from __future__ import annotations


class RagCoreError(Exception):
    """Base class for failures the user can act on. Pages catch this and show ``str(exc)``."""


class ConfigError(RagCoreError):
    """A setting or a required resource (model, data folder) is wrong or missing."""


class DatabaseUnavailableError(ConfigError):
    """The app database does not answer (server down or restarting, network cut); trying again
    later may work, nothing the user typed is at fault."""


class IngestError(RagCoreError):
    """One file could not be indexed. Nothing else in the index was changed."""

    def __init__(self, name: str, reason: str) -> None:
        super().__init__(f"{name}: {reason}")
        self.name = name
        self.reason = reason


class NotFoundError(RagCoreError):
    """What the user named (a document, a collection, a conversation) is not there, or not for them."""


class InvalidValueError(RagCoreError):
    """A value the user gave is not allowed (an empty title, a malformed id, an unknown choice); the
    message names the value and says what to give instead."""


class BusyError(RagCoreError):
    """Another upload holds the write lock for longer than the configured wait."""


class AccessDeniedError(RagCoreError):
    """The signed-in user's role does not allow this action (say which role does)."""
