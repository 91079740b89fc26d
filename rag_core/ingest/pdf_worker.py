"""PDF side of the parser worker (:mod:`parse_worker`); also runnable alone as
``python -m rag_core.ingest.pdf_worker PATH [MEMORY_MB [LIMITS]]``.

pypdf has had many crafted-PDF denial-of-service bugs, so parsing happens in a separate process
with an address-space limit (set by the worker) and a time limit (enforced by the parent, which
kills us).
A hang or a crash costs one file, never the app. ``LIMITS`` are ``MAX_PAGES MAX_PAGE_CHARS
MAX_FILE_CHARS`` (see :class:`~rag_core.settings.IngestSettings`): the page count is checked before
any page is read and characters while each page is extracted, so a hostile file is refused in
seconds. A page object the page tree lists more than once is read (and counted) once, at its first
position.

A file pypdf cannot open (a structural limit such as an array over ``pdf_max_elements``, a broken
cross-reference table) is read with pdfium instead (text per page; no table rows); so is a single
page pypdf cannot extract. Only a file neither reader can open is called corrupt, and the
``detail`` says what each reader reported.

Protocol: one JSON object per line on stdout, in this order:
``{"type": "meta", ...}``, then ``{"type": "page", ...}`` per page, then ``{"type": "done"}``;
or ``{"type": "error", "kind": ..., "detail": ...}`` at any point, after which the worker exits
(a limit error also carries ``value``, the file's count, and ``page``).
The meta message carries the info dictionary's ``title``, ``author`` and ``subject`` ("" when
absent); each page message carries ``rows``, the table rows recovered from the page's layout
(:meth:`TableRow.to_dict <rag_core.ingest.tables.TableRow.to_dict>` dicts, [] without tables).
Only the standard library, pypdf, pypdfium2, :mod:`rag_core.ingest.pdf_protocol` (messages and limits),
:mod:`rag_core.ingest.pdf_streams` (one parse of a page's content stream for both text extractions,
read by the fast tokenizer :mod:`rag_core.ingest.pdf_tokens`), :mod:`rag_core.ingest.normalize` and
:mod:`rag_core.ingest.tables` (with its standard-library helpers ``table_text`` and ``table_headers``)
are imported here.
"""

from __future__ import annotations

import hashlib
import io
import json
import logging
import re
import resource
import sys
from datetime import datetime
from typing import Any

from rag_core.ingest.pdf_protocol import DIGEST, CharBudget, Limits, TooMuchText, emit, fail, peak_rss_mb, why
from rag_core.ingest.pdf_streams import shared_contents

logger = logging.getLogger(__name__)  # stderr, which the parent logs

PDF_MAGIC = b"%PDF-"
HEADER_WINDOW = 1024


def _distinct_pages(reader: Any) -> list[int]:
    """Indexes of the pages to read: the first listing of every page object, in page-tree order.

    A crafted page tree can list one page object thousands of times in a few bytes each; reading
    it once bounds the work by the distinct pages. Inline page dictionaries (no object id) count
    as distinct.
    """
    seen: set[tuple[int, int]] = set()
    order: list[int] = []
    for index, page in enumerate(reader.pages):
        ref = page.indirect_reference
        if ref is not None:
            key = (ref.idnum, ref.generation)
            if key in seen:
                continue
            seen.add(key)
        order.append(index)
    return order


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


def _table_rows(page: Any, text: str) -> tuple[list[dict[str, Any]], str]:
    """Table rows of a page whose plain ``text`` looks tabular (figures, or words aligned in columns),
    and the text with each row of words set apart as a line of its own (only whitespace added); no
    rows and ``text`` as it was when it does not look tabular or recovery fails."""
    try:
        from rag_core.ingest.aligned_tables import looks_aligned, rows_from_aligned, set_apart
        from rag_core.ingest.tables import looks_tabular, rows_from_layout

        figures, words = looks_tabular(text), looks_aligned(text)
        if not (figures or words):  # layout extraction costs about as much as the plain text again
            return [], text
        layout = page.extract_text(extraction_mode="layout") or ""
        rows = rows_from_layout(layout, text) if figures else []
        labels = {row.label for row in rows}
        aligned = [row for row in rows_from_aligned(layout, text) if row.label not in labels]
        return [row.to_dict() for row in rows + aligned], set_apart(text, aligned)
    except Exception as exc:  # noqa: BLE001 - tables are an extra; a layout failure must not fail the page
        logger.warning(
            "table rows of a page could not be recovered (%s: %s); its text is indexed without them",
            type(exc).__name__,
            exc,
        )
        return [], text


MAX_ELEMENTS = 5_000_000  # elements of one PDF array or dictionary (pypdf's default: 100,000)


def parse_with_settings(path: str, settings_json: str) -> None:
    """Parse ``path`` within the limits of ``IngestSettings`` given as JSON (see :mod:`parse_worker`)."""
    settings = json.loads(settings_json)
    limits = Limits(settings["max_pages"], settings["max_page_chars"], settings["max_file_chars"])
    parse(path, limits, max_elements=int(settings["pdf_max_elements"]))


def parse(path: str, limits: Limits | None = None, max_elements: int = MAX_ELEMENTS) -> None:
    """Parse ``path`` and write the protocol messages to stdout."""
    limits = limits or Limits()
    from pypdf import PdfReader, overwrite_configuration
    from pypdf.errors import DependencyError, FileNotDecryptedError

    from rag_core.ingest.normalize import count_solid_chars, garbled_share, normalize_text

    with open(path, "rb") as handle:
        data = handle.read()
    digest = hashlib.sha256(data).hexdigest()  # lets the parent check a prefetched parse is of its bytes
    DIGEST["sha256"] = digest
    head = data[:HEADER_WINDOW]
    if not head:
        fail("empty", "")
    if PDF_MAGIC not in head:
        fail("not_pdf", "")

    # pypdf refuses arrays and dictionaries over 100,000 elements, which valid filings pass (a 10-Q's
    # tagging data holds arrays of 109,548). This process has its own memory and time limits, so
    # the element limits are raised here, still bounded.
    overwrite_configuration(array_maximum_element_count=max_elements, dictionary_maximum_element_count=max_elements)
    try:
        # The hashed bytes themselves, not a second read of a file that may have changed since.
        reader = PdfReader(io.BytesIO(data), strict=False)
    except MemoryError:
        raise
    except Exception as exc:  # noqa: BLE001 - whatever pypdf cannot open, pdfium may
        read_with_pdfium(data, limits, why(exc))
        return

    try:
        if reader.is_encrypted:
            try:
                opened = reader.decrypt("")
            except DependencyError as exc:
                fail("crypto_missing", str(exc))
            except Exception as exc:  # noqa: BLE001
                fail("password", f"{type(exc).__name__}: {exc}")
            if not opened:
                fail("password", "")
        page_count = len(reader.pages)
        order = _distinct_pages(reader) if page_count else []
    except FileNotDecryptedError:
        fail("password", "")
    except MemoryError:
        raise
    except Exception as exc:  # noqa: BLE001 - a page tree pypdf cannot read: pdfium may
        read_with_pdfium(data, limits, why(exc))
        return

    if page_count == 0:
        fail("no_pages", "")
    if len(order) < page_count:
        sys.stderr.write(f"page tree lists {page_count} pages, {len(order)} distinct; duplicates skipped\n")
    if limits.pages is not None and len(order) > limits.pages:
        fail("pages", "", value=len(order))

    labels: list[str] = []
    try:
        root = reader.trailer["/Root"]
        if "/PageLabels" in root:
            labels = [str(label) for label in reader.page_labels]
    except Exception:  # noqa: BLE001 - labels are optional metadata
        labels = []

    emit(
        {
            "type": "meta",
            "sha256": digest,
            "pages": len(order),
            "doc_date": _doc_date(reader),
            "has_labels": bool(labels),
            "title": _info_text(reader, "title"),
            "author": _info_text(reader, "author"),
            "subject": _info_text(reader, "subject"),
        }
    )
    chars = 0
    for index in order:
        budget = CharBudget(limits, chars)
        pdfium = False
        try:
            page = reader.pages[index]
            # Plain text and, on a tabular page, layout text: one parse of the content stream.
            with shared_contents(page):
                raw = page.extract_text(visitor_text=budget.visit) or ""
                budget.check(len(raw))
                text = normalize_text(raw)
                rows, text = _table_rows(page, text)
        except FileNotDecryptedError:
            fail("password", "")
        except TooMuchText as exc:
            fail(exc.kind, "", value=exc.value, page=index + 1)
        except MemoryError:
            fail("memory", f"page {index + 1}")
        except Exception as exc:  # noqa: BLE001 - a page pypdf cannot extract is read with pdfium
            pdfium = True
            raw = _pdfium_page(data, index, limits, chars, why(exc))
            text, rows = normalize_text(raw), []
        chars += len(raw)
        emit(
            {
                "type": "page",
                "page": index + 1,
                "label": labels[index] if index < len(labels) else "",
                "text": text,
                "garbled": garbled_share(raw),
                "raw_chars": count_solid_chars(raw),
                "rows": rows,
                **({"reader": "pdfium"} if pdfium else {}),
            }
        )
    emit({"type": "done", "peak_rss_mb": peak_rss_mb()})


_PDFIUM: dict[str, Any] = {}  # the pdfium document opened for single pages pypdf cannot extract


def _pdfium_page(data: bytes, index: int, limits: Limits, before: int, pypdf_error: str) -> str:
    """The raw text of page ``index`` read with pdfium (for a page pypdf failed on)."""
    import pypdfium2 as pdfium

    sys.stderr.write(f"pypdf cannot extract page {index + 1} ({pypdf_error}); reading it with pdfium\n")
    try:
        if "document" not in _PDFIUM:
            _PDFIUM["document"] = pdfium.PdfDocument(data)
        return _pdfium_text(_PDFIUM["document"], index, limits, before)
    except TooMuchText as exc:
        fail(exc.kind, "", value=exc.value, page=index + 1)
    except pdfium.PdfiumError as exc:
        fail("page", f"page {index + 1}: pypdf: {pypdf_error}; pdfium: {why(exc)}")
    return ""


def _pdfium_text(document: Any, index: int, limits: Limits, before: int) -> str:
    """Page ``index``'s text from pdfium, its characters checked against the limits before extraction."""
    page = document[index]
    try:
        textpage = page.get_textpage()
        try:
            count = textpage.count_chars()
            CharBudget(limits, before).check(count)
            raw = textpage.get_text_range()
        finally:
            textpage.close()
    finally:
        page.close()
    return raw.replace("\r\n", "\n").replace("\r", "\n")


_PDF_DATE = re.compile(r"^(?:D:)?(\d{4})(\d{2})?(\d{2})?")


def _pdfium_date(meta: dict[str, str]) -> str:
    """ISO date from an info dictionary's ``D:YYYYMMDD...`` creation (or modification) date, or ""."""
    for key in ("CreationDate", "ModDate"):
        match = _PDF_DATE.match((meta.get(key) or "").strip())
        if match and match.group(2) and match.group(3):
            try:
                return datetime(int(match.group(1)), int(match.group(2)), int(match.group(3))).date().isoformat()
            except ValueError:
                continue
    return ""


def read_with_pdfium(data: bytes, limits: Limits, pypdf_error: str) -> None:
    """Read a whole PDF that pypdf cannot open with pdfium and write the protocol messages.

    Text per page only: table rows are recovered from pypdf's layout, so these pages have none.
    """
    import pypdfium2 as pdfium

    sys.stderr.write(f"pypdf cannot read this PDF ({pypdf_error}); reading it with pdfium\n")
    from rag_core.ingest.normalize import count_solid_chars, garbled_share, normalize_text

    try:
        document = pdfium.PdfDocument(data)
    except pdfium.PdfiumError as exc:
        if "password" in str(exc).lower():
            fail("password", "")
        fail("corrupt", f"pypdf: {pypdf_error}; pdfium: {why(exc)}")
    try:
        page_count = len(document)
        if page_count == 0:
            fail("no_pages", "")
        if limits.pages is not None and page_count > limits.pages:
            fail("pages", "", value=page_count)
        meta = {key: str(value) for key, value in document.get_metadata_dict().items()}
        labels = [document.get_page_label(index) or "" for index in range(page_count)]
        emit(
            {
                "type": "meta",
                "sha256": DIGEST["sha256"],
                "pages": page_count,
                "doc_date": _pdfium_date(meta),
                "has_labels": any(labels),
                "title": " ".join(meta.get("Title", "").split()),
                "author": " ".join(meta.get("Author", "").split()),
                "subject": " ".join(meta.get("Subject", "").split()),
                "reader": "pdfium",
                "reader_why": f"pypdf cannot read this PDF ({pypdf_error})",
            }
        )
        chars = 0
        for index in range(page_count):
            try:
                raw = _pdfium_text(document, index, limits, chars)
            except TooMuchText as exc:
                fail(exc.kind, "", value=exc.value, page=index + 1)
            except pdfium.PdfiumError as exc:
                fail("page", f"page {index + 1}: pypdf: {pypdf_error}; pdfium: {why(exc)}")
            chars += len(raw)
            emit(
                {
                    "type": "page",
                    "page": index + 1,
                    "label": labels[index] if any(labels) else "",
                    "text": normalize_text(raw),
                    "garbled": garbled_share(raw),
                    "raw_chars": count_solid_chars(raw),
                    "rows": [],
                }
            )
    finally:
        document.close()
    emit({"type": "done", "peak_rss_mb": peak_rss_mb()})


def main(argv: list[str]) -> int:
    """Entry point: ``PATH [MEMORY_MB [MAX_PAGES MAX_PAGE_CHARS MAX_FILE_CHARS]]``."""
    if len(argv) < 1 or len(argv) not in (1, 2, 5):
        sys.stderr.write(
            "usage: python -m rag_core.ingest.pdf_worker PATH [MEMORY_MB [MAX_PAGES MAX_PAGE_CHARS MAX_FILE_CHARS]]\n"
        )
        return 2
    if len(argv) > 1:
        limit = int(argv[1]) * 1024 * 1024
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    limits = Limits(*(int(value) for value in argv[2:5])) if len(argv) == 5 else Limits()
    try:
        parse(argv[0], limits)
    except MemoryError:
        emit({"type": "error", "kind": "memory", "detail": ""})
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
