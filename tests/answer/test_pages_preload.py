"""The engine's page cache read ahead at start (rag_core.answer.find.pages.Pages.preload): the first
question about a page does not wait for it, a library larger than the cache is read only as far as
it fits, and a page that cannot be read leaves the preload a head start, not a failure."""

from __future__ import annotations

import logging

import pytest

from rag_core.answer.find import pages as pages_module
from rag_core.answer.find.pages import Pages
from rag_core.types import PageText


class _Catalogue:
    """Answers the two reads Pages makes and counts them; ``broken`` names a document whose pages fail."""

    def __init__(self, broken: str = "") -> None:
        self.reads: list[tuple[str, int]] = []
        self._broken = broken

    def page(self, doc_id: str, page: int) -> PageText:
        if doc_id == self._broken:
            raise OSError("disk gone")
        self.reads.append((doc_id, page))
        return PageText(page=page, text=f"{doc_id} page {page}.", label=f"page {page}")

    def page_rows(self, doc_id: str, page: int) -> str | None:
        return None


def test_preloaded_pages_are_not_read_again_by_a_question() -> None:
    catalogue = _Catalogue()
    pages = Pages(catalogue)  # type: ignore[arg-type]
    assert pages.preload([("a", 3), ("b", 2)]) == 5
    assert sorted(catalogue.reads) == [("a", 1), ("a", 2), ("a", 3), ("b", 1), ("b", 2)]
    assert pages.text("b", 2).text == "b page 2."
    assert len(catalogue.reads) == 5


def test_documents_beyond_the_cache_are_left_for_their_first_question(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pages_module, "_PAGES", 4)
    catalogue = _Catalogue()
    pages = Pages(catalogue)  # type: ignore[arg-type]
    assert pages.preload([("a", 3), ("b", 2)]) == 3
    assert {doc for doc, _ in catalogue.reads} == {"a"}


def test_a_page_that_cannot_be_read_stops_the_preload_with_a_warning(caplog: pytest.LogCaptureFixture) -> None:
    catalogue = _Catalogue(broken="b")
    pages = Pages(catalogue)  # type: ignore[arg-type]
    with caplog.at_level(logging.WARNING):
        assert pages.preload([("a", 1), ("b", 2), ("c", 1)]) == 1
    assert "could not preload the pages of b" in caplog.text
    assert pages.text("c", 1).text == "c page 1."  # read when asked
