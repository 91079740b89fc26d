"""One parse of a page's content stream for both of pypdf's text extractions.

A page that looks tabular is read twice: its plain text (what is stored and quoted) and its layout
text (where table rows are recovered). pypdf tokenises the page's content stream afresh for each,
and tokenising is most of its work: on a 10-K's table pages the second parse costs 15-25 % of the
page's parse time. pypdf has no public way to hand one parsed stream to both extractions, so while
:func:`shared_contents` is open, the two places pypdf builds a ``ContentStream`` for text hand back
the one already parsed for this page's ``/Contents``. Both extractions only read the operations,
and the text they give is unchanged (tested page by page).

This reaches into two module names of pypdf (``pypdf._page`` and ``pypdf._text_extraction``).
When a pypdf version no longer has them, nothing is shared and the page is read as before. It is
meant for the parser worker, which reads one page at a time on one thread.
"""

from __future__ import annotations

import contextlib
import importlib
from collections.abc import Iterator
from typing import Any

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
    parsed: list[ContentStream] = []

    class _Once(ContentStream):
        """Built like a ``ContentStream``; for this page's own contents, the one parse of them."""

        def __new__(cls, stream: Any, pdf: Any, forced_encoding: Any = None) -> ContentStream:  # type: ignore[misc]
            if stream is not source or forced_encoding != "bytes":
                return ContentStream(stream, pdf, forced_encoding)
            if not parsed:
                parsed.append(ContentStream(stream, pdf, forced_encoding))
            return parsed[0]

    for module in modules:
        module.ContentStream = _Once
    try:
        yield
    finally:
        for module in modules:
            module.ContentStream = ContentStream
