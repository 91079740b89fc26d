"""Check the fast content-stream tokenizer against pypdf on every page of real PDFs.

Usage (from the project root)::

    python scripts/check_pdf_tokens.py [PATH ...]   # PDF files or folders of them

For every page, the page's decoded content stream is read by :func:`rag_core.ingest.pdf_tokens.operations`
and by pypdf's own ``ContentStream(...).operations``, and the two lists are compared operand by
operand (type and value, recursively; operators as bytes). Printed per file: pages, mismatches, the
streams the tokenizer refused (left to pypdf) and why, and the time each took. A mismatch is a bug:
the worker would give other text than pypdf alone. Run it after a pypdf upgrade before adding the
new version to ``pdf_tokens.PYPDF_VERSIONS``.
"""

from __future__ import annotations

import argparse
import collections
import sys
import time
from pathlib import Path
from typing import Any

DEFAULT = [Path("/work/shared/data/financebench/pdfs"), Path("/work/shared/data/financebench/pdfs_more")]


def check(path: Path) -> tuple[int, int, collections.Counter[str]]:
    """Pages, mismatches and refusals (by reason) of one PDF; prints each mismatch."""
    from pypdf import PdfReader
    from pypdf.generic import ContentStream

    from rag_core.ingest import pdf_tokens

    reader = PdfReader(path)
    pages = mismatches = 0
    refused: collections.Counter[str] = collections.Counter()
    fast_s = pypdf_s = 0.0
    for index, page in enumerate(reader.pages):
        contents = page.get("/Contents")
        if contents is None:
            continue
        pages += 1
        stream = ContentStream(contents.get_object(), reader, "bytes")
        data = stream.get_data()
        started = time.process_time()
        try:
            fast: Any = pdf_tokens.operations(data, "bytes")
        except pdf_tokens.Unsupported as exc:
            fast = None
            refused[str(exc)[:60]] += 1
        fast_s += time.process_time() - started
        started = time.process_time()
        try:
            ours: Any = stream.operations
        except Exception as exc:  # noqa: BLE001 - a page pypdf refuses must be refused by the tokenizer too
            ours = exc
        pypdf_s += time.process_time() - started
        if fast is not None and not pdf_tokens.same(fast, ours):
            mismatches += 1
            print(f"  MISMATCH {path.name} page {index + 1}", file=sys.stderr)
    print(
        f"{path.name}: {pages} pages, {mismatches} mismatches, {sum(refused.values())} left to pypdf"
        f" {dict(refused) or ''}; tokenizer {fast_s:.2f} s, pypdf {pypdf_s:.2f} s"
    )
    return pages, mismatches, refused


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("paths", nargs="*", type=Path, default=DEFAULT)
    args = parser.parse_args()
    files = sorted(p for root in args.paths for p in ([root] if root.is_file() else root.glob("*.pdf")))
    total_pages = total_mismatches = 0
    total_refused: collections.Counter[str] = collections.Counter()
    for path in files:
        pages, mismatches, refused = check(path)
        total_pages += pages
        total_mismatches += mismatches
        total_refused += refused
    print(
        f"{len(files)} files, {total_pages} pages, {total_mismatches} mismatches,"
        f" {sum(total_refused.values())} left to pypdf {dict(total_refused) or ''}"
    )
    return 1 if total_mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
