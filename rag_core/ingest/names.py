"""File names as the user knows them, made safe, and the file type they imply."""

from __future__ import annotations

import unicodedata

from rag_core.errors import IngestError
from rag_core.ingest.formats import (
    SUPPORTED_EXTENSIONS,
    SUPPORTED_SUFFIXES_TEXT,
    SUPPORTED_TYPES_TEXT,
    format_for_name,
    format_of,
)
from rag_core.types import FileType

__all__ = ["MAX_NAME_CHARS", "SUPPORTED_EXTENSIONS", "display_name", "file_type_for", "stored_suffix"]

MAX_NAME_CHARS = 200


def display_name(raw: str) -> str:
    """Return the bare file name to show and cite: no folders, no control characters.

    ``../../x.pdf`` becomes ``x.pdf``; quotes and non-ASCII letters are kept as they are, since
    they are part of the name the user knows. The name is never used as a path on disk.
    """
    name = unicodedata.normalize("NFC", raw or "")
    name = name.replace("\\", "/").rsplit("/", 1)[-1]
    name = "".join(ch for ch in name if unicodedata.category(ch)[0] != "C")
    name = name.strip()
    if name.strip(".") == "":
        raise IngestError(raw or "(no name)", "the file has no usable name; rename it and upload again")
    if len(name) > MAX_NAME_CHARS:
        stem, dot, ext = name.rpartition(".")
        keep = MAX_NAME_CHARS - len(ext) - 1
        name = f"{stem[:keep]}.{ext}" if dot and keep > 0 else name[:MAX_NAME_CHARS]
    return name


def file_type_for(name: str) -> FileType:
    """File type from the extension (see ``rag_core.ingest.formats``); others raise an IngestError."""
    fmt = format_for_name(name)
    if fmt is not None:
        return fmt.kind
    lower = name.lower()
    ext = "." + lower.rsplit(".", 1)[-1] if "." in lower else "(none)"
    raise IngestError(
        name,
        f"unsupported file type {ext}; upload a {SUPPORTED_TYPES_TEXT} file ({SUPPORTED_SUFFIXES_TEXT})",
    )


def stored_suffix(kind: FileType) -> str:
    """Extension used for the stored original."""
    return format_of(kind).stored_suffix
