"""Parser worker: ``python -m rag_core.ingest.parse_worker KIND PATH SETTINGS_JSON``.

Every stored file is parsed in this separate process (started by
:class:`~rag_core.ingest.worker_pages.WorkerPages`), so a hostile file's work is bounded and
isolated: the address space is capped here at ``parse_memory_mb`` before any parser is imported,
and the parent kills the process at ``parse_timeout_s``. ``KIND`` is a
:class:`~rag_core.types.FileType` value and ``SETTINGS_JSON`` the app's ``IngestSettings``.

PDF is read by :mod:`rag_core.ingest.pdf_worker` (pypdf, pdfium as the fallback); every other type
by its format's ``reader`` (see :mod:`rag_core.ingest.formats`), which reads the whole file
within the settings' limits, after which its pages are written out.

Protocol: one JSON object per line on stdout, in this order: ``{"type": "meta", ...}`` (the
document's info and ``pages``, the page count), then ``{"type": "page", ...}`` per page, then
``{"type": "done", "peak_rss_mb": ...}``; or ``{"type": "error", "kind": ..., "detail": ...}`` at
any point, after which the worker exits. ``kind`` "refused" carries the reader's own sentence for
the user in ``detail``; see :mod:`worker_pages` and :mod:`pdf` for the others.
"""

from __future__ import annotations

import gc
import hashlib
import importlib
import json
import resource
import sys
from pathlib import Path
from typing import Any

from rag_core.ingest.pdf_protocol import emit, peak_rss_mb  # standard library only, like this module

_GC_ALLOCATIONS = 10_000  # container allocations between young collections (CPython: 700)
NAME = "the file"  # the reader's messages are sent without the name; the parent adds the user's


def _fail(kind: str, detail: str, sha256: str) -> None:
    emit({"type": "error", "kind": kind, "detail": detail, "sha256": sha256, "peak_rss_mb": peak_rss_mb()})


def read_document(kind: str, path: str, settings_json: str) -> None:
    """Read a non-PDF file with its format's reader and write the protocol messages to stdout."""
    from rag_core.errors import IngestError
    from rag_core.ingest.formats import format_of
    from rag_core.ingest.normalize import count_word_chars
    from rag_core.settings import IngestSettings

    settings = IngestSettings.model_validate_json(settings_json)
    fmt = format_of(kind)
    module, _, class_name = fmt.reader.partition(":")
    reader = getattr(importlib.import_module(module), class_name)
    data = Path(path).read_bytes()
    digest = hashlib.sha256(data).hexdigest()
    del data
    try:
        with reader(Path(path), NAME, settings) as source:
            info = source.info
            pages = list(source)
            tables = dict(source.tables)
    except IngestError as exc:
        _fail("refused", exc.reason, digest)
        return
    except MemoryError:
        _fail("memory", "", digest)
        return
    except RecursionError:
        _fail(
            "refused",
            f"the {fmt.what} nests its elements too deeply to be read; re-save it from the program "
            "that made it (or flatten it) and upload again",
            digest,
        )
        return
    except Exception as exc:  # noqa: BLE001 - a reader bug or an unforeseen file: one file fails, with a reason
        detail = f"{type(exc).__name__}: {exc}".replace(path, NAME)
        _fail("failed", " ".join(detail.split())[:300], digest)
        return
    raw_chars = sum(raw for _, _, raw in pages)
    garbled = sum(share * raw for _, share, raw in pages) / raw_chars if raw_chars else 0.0
    # Unreadable text gets the pipeline's own message (it says how to fix the encoding).
    no_text = sum(count_word_chars(page.text) for page, _, _ in pages) < settings.min_text_chars
    if no_text and garbled <= settings.max_garbled_share:
        _fail(
            "refused",
            f"the {fmt.what} has no text to index (no letters or digits in it); check that it is the "
            "right file, or upload the document that holds the text",
            digest,
        )
        return
    emit(
        {
            "type": "meta",
            "sha256": digest,
            "pages": len(pages),
            "doc_date": info.doc_date,
            "title": info.title,
            "author": info.author,
            "subject": info.subject,
            "site_name": info.site_name,
            "heading": info.heading,
        }
    )
    for page, garbled, raw in pages:
        message: dict[str, Any] = {
            "type": "page",
            "page": page.page,
            "label": page.label,
            "text": page.text,
            "garbled": garbled,
            "raw_chars": raw,
        }
        if page.page in tables:
            message["rows"] = json.loads(tables[page.page])
        emit(message)
    emit({"type": "done", "peak_rss_mb": peak_rss_mb()})


def main(argv: list[str]) -> int:
    """Entry point: ``KIND PATH SETTINGS_JSON``."""
    if len(argv) != 3:
        sys.stderr.write("usage: python -m rag_core.ingest.parse_worker KIND PATH SETTINGS_JSON\n")
        return 2
    kind, path, settings_json = argv
    memory_mb = int(json.loads(settings_json)["parse_memory_mb"])
    limit = memory_mb * 1024 * 1024
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    # A parse makes millions of short-lived objects (pypdf's tokens and text state) and little
    # cyclic garbage: collecting every 700 allocations, through everything imported, was ~12% of a
    # 10-K's parse. The imports are set aside (never scanned) and collections come less often; the
    # peak grows by ~20 MB on a 10-K, within the cap above.
    gc.freeze()
    gc.set_threshold(_GC_ALLOCATIONS, 10, 10)
    try:
        if kind == "pdf":
            from rag_core.ingest import pdf_worker

            pdf_worker.parse_with_settings(path, settings_json)
        else:
            read_document(kind, path, settings_json)
    except MemoryError:
        emit({"type": "error", "kind": "memory", "detail": ""})
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
