"""File names as the user knows them, made safe, and the file type they imply."""

from __future__ import annotations

import unicodedata

from rag_core.errors import IngestError
from rag_core.types import FileType

MAX_NAME_CHARS = 200
_EXTENSIONS = {
    ".pdf": FileType.PDF,
    ".txt": FileType.TEXT,
    ".text": FileType.TEXT,
    ".md": FileType.MARKDOWN,
    ".markdown": FileType.MARKDOWN,
}
SUPPORTED_EXTENSIONS = tuple(_EXTENSIONS)


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
    """File type from the extension; unsupported extensions raise an IngestError."""
    lower = name.lower()
    for ext, kind in _EXTENSIONS.items():
        if lower.endswith(ext):
            return kind
    ext = "." + lower.rsplit(".", 1)[-1] if "." in lower else "(none)"
    raise IngestError(
        name,
        f"unsupported file type {ext}; upload a PDF, TXT or Markdown (.md) file",
    )


def stored_suffix(kind: FileType) -> str:
    """Extension used for the stored original."""
    return {FileType.PDF: ".pdf", FileType.TEXT: ".txt", FileType.MARKDOWN: ".md"}[kind]
