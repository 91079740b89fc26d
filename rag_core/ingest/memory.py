"""Give freed memory back to the operating system between documents.

Embedding a 200-page filing allocates and frees thousands of tensors of varying sizes, and
LanceDB's index updates do the same on their own threads; glibc keeps the freed pages in its
arenas, so a long ingest's resident size grew by ~30 MB a document without holding any more
data. ``malloc_trim`` returns those pages; it costs a few milliseconds once per document.
"""

from __future__ import annotations

import ctypes
import logging
import sys

logger = logging.getLogger(__name__)

_trim = None
if sys.platform.startswith("linux"):
    try:
        _trim = ctypes.CDLL("libc.so.6").malloc_trim
    except (OSError, AttributeError):  # musl and other C libraries: nothing to do
        _trim = None


def release_free_memory() -> None:
    """Return freed heap pages to the OS (glibc only; a no-op elsewhere)."""
    if _trim is not None:
        _trim(0)
