"""PDF parser worker, run as ``python -m rag_core.ingest.pdf_worker PATH MEMORY_MB``.

pypdf has had many crafted-PDF denial-of-service bugs, so parsing happens in this separate process
with an address-space limit (set here) and a time limit (enforced by the parent, which kills us).
A hang or a crash costs one file, never the app.

Protocol: one JSON object per line on stdout, in this order:
``{"type": "meta", ...}``, then ``{"type": "page", ...}`` per page, then ``{"type": "done"}``;
or ``{"type": "error", "kind": ..., "detail": ...}`` at any point, after which the worker exits.
The meta message carries the info dictionary's ``title``, ``author`` and ``subject`` ("" when
absent); each page message carries ``rows``, the table rows recovered from the page's layout
(:meth:`TableRow.to_dict <rag_core.ingest.tables.TableRow.to_dict>` dicts, [] without tables).
Only the standard library, pypdf, :mod:`rag_core.ingest.normalize` and :mod:`rag_core.ingest.tables`
(with its standard-library helpers ``table_text`` and ``table_headers``) are imported here.
"""

from __future__ import annotations

import hashlib
import io
import json
import resource
import sys
from datetime import datetime
from typing import Any

PDF_MAGIC = b"%PDF-"
HEADER_WINDOW = 1024


def _emit(message: dict[str, Any]) -> None:
    sys.stdout.write(json.dumps(message, ensure_ascii=True) + "\n")
    sys.stdout.flush()


_DIGEST = {"sha256": ""}


def _fail(kind: str, detail: str) -> None:
    _emit({"type": "error", "kind": kind, "detail": detail, "sha256": _DIGEST["sha256"]})
    sys.exit(0)


def _doc_date(reader: Any) -> str:
    """ISO date from the PDF's creation (or modification) date, "" when absent or malformed."""
    try:
        meta = reader.metadata
    except Exception:  # noqa: BLE001 - metadata is optional; a broken info dict must not fail the file
        return ""
    if meta is None:
        return ""
    for attr in ("creation_date", "modification_date"):
        try:
            value = getattr(meta, attr)
        except Exception:  # noqa: BLE001 - pypdf raises on malformed date strings
            continue
        if isinstance(value, datetime):
            return value.date().isoformat()
    return ""


def _info_text(reader: Any, attr: str) -> str:
    """An info dictionary string ("title", "author", "subject"); "" when absent or unreadable."""
    try:
        meta = reader.metadata
        value = getattr(meta, attr) if meta is not None else None
    except Exception:  # noqa: BLE001 - metadata is optional; a broken info dict must not fail the file
        return ""
    return " ".join(value.split()) if isinstance(value, str) else ""


def _table_rows(page: Any, text: str) -> list[dict[str, Any]]:
    """Table rows of a page whose plain ``text`` looks tabular; [] when it does not or recovery fails."""
    try:
        from rag_core.ingest.tables import looks_tabular, rows_from_layout

        if not looks_tabular(text):  # layout extraction costs about as much as the plain text again
            return []
        layout = page.extract_text(extraction_mode="layout") or ""
        return [row.to_dict() for row in rows_from_layout(layout, text)]
    except Exception:  # noqa: BLE001 - tables are an extra; a layout failure must not fail the page
        return []


def parse(path: str) -> None:
    """Parse ``path`` and write the protocol messages to stdout."""
    from pypdf import PdfReader
    from pypdf.errors import DependencyError, FileNotDecryptedError

    from rag_core.ingest.normalize import garbled_share, normalize_text

    with open(path, "rb") as handle:
        data = handle.read()
    digest = hashlib.sha256(data).hexdigest()  # lets the parent check a prefetched parse is of its bytes
    _DIGEST["sha256"] = digest
    head = data[:HEADER_WINDOW]
    if not head:
        _fail("empty", "")
    if PDF_MAGIC not in head:
        _fail("not_pdf", "")

    try:
        # The hashed bytes themselves, not a second read of a file that may have changed since.
        reader = PdfReader(io.BytesIO(data), strict=False)
    except Exception as exc:  # noqa: BLE001 - any parser failure means a corrupt file
        _fail("corrupt", f"{type(exc).__name__}: {exc}")

    try:
        if reader.is_encrypted:
            try:
                opened = reader.decrypt("")
            except DependencyError as exc:
                _fail("crypto_missing", str(exc))
            except Exception as exc:  # noqa: BLE001
                _fail("password", f"{type(exc).__name__}: {exc}")
            if not opened:
                _fail("password", "")
        page_count = len(reader.pages)
    except FileNotDecryptedError:
        _fail("password", "")
    except Exception as exc:  # noqa: BLE001
        _fail("corrupt", f"{type(exc).__name__}: {exc}")

    if page_count == 0:
        _fail("no_pages", "")

    labels: list[str] = []
    try:
        root = reader.trailer["/Root"]
        if "/PageLabels" in root:
            labels = [str(label) for label in reader.page_labels]
    except Exception:  # noqa: BLE001 - labels are optional metadata
        labels = []

    _emit(
        {
            "type": "meta",
            "sha256": digest,
            "pages": page_count,
            "doc_date": _doc_date(reader),
            "has_labels": bool(labels),
            "title": _info_text(reader, "title"),
            "author": _info_text(reader, "author"),
            "subject": _info_text(reader, "subject"),
        }
    )
    for index in range(page_count):
        try:
            page = reader.pages[index]
            raw = page.extract_text() or ""
        except FileNotDecryptedError:
            _fail("password", "")
        except MemoryError:
            _fail("memory", f"page {index + 1}")
        except Exception as exc:  # noqa: BLE001 - one unreadable page makes the file unreadable
            _fail("page", f"page {index + 1}: {type(exc).__name__}: {exc}")
        text = normalize_text(raw)
        _emit(
            {
                "type": "page",
                "page": index + 1,
                "label": labels[index] if index < len(labels) else "",
                "text": text,
                "garbled": garbled_share(raw),
                "raw_chars": sum(1 for ch in raw if not ch.isspace()),
                "rows": _table_rows(page, text),
            }
        )
    _emit({"type": "done", "peak_rss_mb": _peak_rss_mb()})


def _peak_rss_mb() -> float:
    """This process's own peak resident memory (VmHWM; unlike ru_maxrss it starts at exec)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def main(argv: list[str]) -> int:
    """Entry point: ``PATH [MEMORY_MB]``."""
    if len(argv) < 1:
        sys.stderr.write("usage: python -m rag_core.ingest.pdf_worker PATH [MEMORY_MB]\n")
        return 2
    if len(argv) > 1:
        limit = int(argv[1]) * 1024 * 1024
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    try:
        parse(argv[0])
    except MemoryError:
        _emit({"type": "error", "kind": "memory", "detail": ""})
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
