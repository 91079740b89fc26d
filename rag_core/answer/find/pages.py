"""The library's pages as the answer steps read them, kept in memory: documents never change under
their id, so a page's text, its table rows and its chunks with their vectors can be kept."""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from collections.abc import Callable
from functools import lru_cache

from rag_core.library import Library
from rag_core.types import PageText

_PAGES = 2048  # pages whose text and table rows are kept
_PAGE_CHUNKS = 1024  # pages whose chunks and vectors are kept

PageKey = tuple[str, int]  # (doc_id, page)

logger = logging.getLogger(__name__)


class Pages:
    """Page text and table rows (least recently used first out), and chunks with their vectors.

    One per engine, shared by the app's sessions: every cache is safe to use from many threads.
    """

    def __init__(self, library: Library) -> None:
        self._library = library
        self.text = lru_cache(maxsize=_PAGES)(self._load_text)
        self.rows = lru_cache(maxsize=_PAGES)(self._load_rows)
        self._chunks: OrderedDict[PageKey, list] = OrderedDict()
        self._guard = threading.Lock()

    def _load_text(self, doc_id: str, page: int) -> PageText | None:
        return self._library.page(doc_id, page)

    def _load_rows(self, doc_id: str, page: int) -> str | None:
        return self._library.page_rows(doc_id, page)

    def preload(
        self, documents: list[tuple[str, int]], prepare: Callable[[PageText, str | None], object] | None = None
    ) -> int:
        """Read the text and table rows of every page of ``documents`` ((doc_id, page count) pairs,
        in order) while they fit the cache, so that the first question about a page does not pay for
        it (10 filings, 731 pages: ~0.3 s), and hand each page read to ``prepare``. Returns the pages
        read."""
        read = 0
        for doc_id, count in documents:
            if read + count > _PAGES:
                break
            try:
                for page in range(1, count + 1):
                    text = self.text(doc_id, page)
                    rows = self.rows(doc_id, page)
                    if prepare is not None and text is not None:
                        prepare(text, rows)
            except Exception:  # noqa: BLE001 - a preload is only a head start; the question reads it again
                logger.warning("could not preload the pages of %s", doc_id, exc_info=True)
                break
            read += count
        return read

    def chunks(self, wanted: list[PageKey]) -> dict[PageKey, list]:
        """The (chunk, vector) pairs of each page of ``wanted`` ([] for a page without chunks)."""
        with self._guard:  # the app's sessions share one engine
            missing = [key for key in wanted if key not in self._chunks]
        if missing:
            # One query for all the pages not read before (each query costs a table scan step).
            read = self._library.store.pages_chunks(missing)
            with self._guard:
                self._chunks.update(read)
                while len(self._chunks) > _PAGE_CHUNKS:
                    self._chunks.popitem(last=False)
        with self._guard:
            return {key: self._chunks.get(key) or [] for key in wanted}
