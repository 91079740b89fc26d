"""File names as the user knows them, made safe, and the file type they imply."""

from __future__ import annotations

import hashlib
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


def display_name(raw: str, *, keep_folders: bool = False) -> str:
    """Return the file name to show and cite: no control characters, and no folders unless
    ``keep_folders`` (a path inside a folder given on the command line: ``2023/report.md``).

    ``../../x.pdf`` becomes ``x.pdf`` (with ``keep_folders`` too: "..", "." and empty parts are
    dropped); quotes and non-ASCII letters are kept as they are, since they are part of the name
    the user knows. The name is never used as a path on disk. A name over 200 characters is cut
    and given a short fingerprint of the whole, so two long names that start alike stay two names.
    """
    name = unicodedata.normalize("NFC", raw or "")
    parts = [_clean(part) for part in name.replace("\\", "/").split("/")]
    parts = [part for part in parts if part.strip(".")]
    name = "/".join(parts) if keep_folders else (parts[-1] if parts else "")
    if name.strip(".") == "":
        raise IngestError(raw or "(no name)", "the file has no usable name; rename it and upload again")
    if len(name) > MAX_NAME_CHARS:
        mark = "~" + hashlib.sha256(name.encode()).hexdigest()[:8]
        stem, dot, ext = name.rpartition(".")
        keep = MAX_NAME_CHARS - len(ext) - 1 - len(mark)
        name = f"{stem[:keep]}{mark}.{ext}" if dot and keep > 0 else name[: MAX_NAME_CHARS - len(mark)] + mark
    return name


def _clean(part: str) -> str:
    return "".join(ch for ch in part if unicodedata.category(ch)[0] != "C").strip()


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
