"""One parse of a page's content stream for both of pypdf's text extractions.

A page that looks tabular is read twice: its plain text (what is stored and quoted) and its layout
text (where table rows are recovered). pypdf tokenises the page's content stream afresh for each,
and tokenising is most of its work: on a 10-K's table pages the second parse costs 15-25 % of the
page's parse time. pypdf has no public way to hand one parsed stream to both extractions, so while
:func:`shared_contents` is open, the two places pypdf builds a ``ContentStream`` for text hand back
the one already parsed for this page's ``/Contents``. Both extractions only read the operations,
and the text they give is unchanged (tested page by page).

That one parse is also faster: the shared stream's operations come from :mod:`pdf_tokens
<rag_core.ingest.pdf_tokens>`, a regular-expression tokenizer that gives exactly pypdf's list
(tested token type by token type, and page by page on real filings), about three times faster than
pypdf's byte-by-byte reader. Whatever it does not mirror (an inline image, say) it refuses, and
pypdf parses that stream itself, as it would have.

This reaches into two module names of pypdf (``pypdf._page`` and ``pypdf._text_extraction``) and
into ``ContentStream``'s private ``_data`` and ``_operations``. When a pypdf version no longer has
the names, nothing is shared and the page is read as before; the tokenizer is used only with the
pypdf versions it was checked against (:data:`~rag_core.ingest.pdf_tokens.PYPDF_VERSIONS`). It is
meant for the parser worker, which reads one page at a time on one thread.
"""

from __future__ import annotations

import contextlib
import functools
import importlib
import logging
from collections.abc import Iterator
from typing import Any

logger = logging.getLogger(__name__)

_MODULES = ("pypdf._page", "pypdf._text_extraction")


def _targets() -> list[Any]:
    """The pypdf modules that build text-extraction content streams, or [] when this pypdf differs."""
    from pypdf.generic import ContentStream

    found = []
    for name in _MODULES:
        try:
            module = importlib.import_module(name)
        except ImportError:
            return []
        if getattr(module, "ContentStream", None) is not ContentStream:
            return []
        found.append(module)
    return found


@functools.cache
def _fast_content_stream() -> type:
    """``ContentStream`` whose operations are read by :mod:`pdf_tokens` when it can; itself when not.

    Parsed lazily, as pypdf does (a page without text may never need its operations), and left in
    the state pypdf's own parse leaves: the operations set, the data cleared.
    """
    import pypdf
    from pypdf.generic import ContentStream

    from rag_core.ingest import pdf_tokens  # imports pypdf, so not at the top: the worker limits memory first

    base = ContentStream.__dict__.get("operations")
    if pypdf.__version__ not in pdf_tokens.PYPDF_VERSIONS or not isinstance(base, property):
        return ContentStream

    def operations(self: Any) -> list[tuple[Any, bytes]]:
        if not self._operations and self._data:
            try:
                ops = pdf_tokens.operations(self._data, self.forced_encoding)
            except Exception as exc:  # noqa: BLE001 - pypdf parses what the tokenizer refuses, errors included
                logger.debug("content stream left to pypdf: %s", exc)
            else:
                self._operations = ops
                self._data = b""
        return base.fget(self)

    return type("FastContentStream", (ContentStream,), {"operations": property(operations, base.fset)})


@contextlib.contextmanager
def shared_contents(page: Any) -> Iterator[None]:
    """While open, pypdf's text extractions of ``page`` parse its content stream once."""
    from pypdf.generic import ContentStream

    modules = _targets()
    contents = page.get("/Contents") if modules else None
    if contents is None:
        yield
        return
    source = contents.get_object()
    fast = _fast_content_stream()
    parsed: list[ContentStream] = []

    class _Once(ContentStream):
        """Built like a ``ContentStream``; for this page's own contents, the one parse of them."""

        def __new__(cls, stream: Any, pdf: Any, forced_encoding: Any = None) -> ContentStream:  # type: ignore[misc]
            if stream is not source or forced_encoding != "bytes":
                return ContentStream(stream, pdf, forced_encoding)
            if not parsed:
                parsed.append(fast(stream, pdf, forced_encoding))
            return parsed[0]

    for module in modules:
        module.ContentStream = _Once
    try:
        yield
    finally:
        for module in modules:
            module.ContentStream = ContentStream
