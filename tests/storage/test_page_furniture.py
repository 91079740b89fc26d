"""Page furniture is stored with each page (migration 0009), on SQLite and PostgreSQL; pages stored
before it existed get theirs on the first read of their document and keep it."""

from __future__ import annotations


from sqlalchemy import text

from rag_core.storage.database import make_engine
from tests.helpers.revisions import database_at
from rag_core.storage.registry import Registry
from rag_core.types import PageText

FOOTER = "Kestrel Freight Annual Report 2024 - page {n}"


def _page(n: int) -> str:
    return f"The fleet grew to {200 + n} trucks.\n{FOOTER.format(n=n)}"


def test_furniture_is_stored_and_read_back_with_the_page(db_url: str) -> None:
    registry = Registry(make_engine(db_url))
    pages = [PageText(1, "i", "Contents\nStrategy 4", furniture=((0, 8), (9, 19))), PageText(2, "1", "Body only.")]
    registry.save_pages("d1", pages)
    assert registry.page("d1", 1) == pages[0]
    assert registry.pages("d1") == pages
    assert registry.page("d1", 3) is None


def test_pages_stored_before_0009_get_their_furniture_on_first_read_and_keep_it(db_url: str) -> None:
    with database_at(db_url, "0008") as connection:
        connection.execute(
            text(
                "INSERT INTO documents (doc_id, name, file_type, size_bytes, pages, chunks, status, error, provenance, "
                "doc_date, ingested_at, updated_at, stored_path) VALUES ('old', 'old.pdf', 'pdf', 1, 3, 3, 'ready', '', "
                "'unknown', '', '2026-11-22T10:00:00', '2026-11-22T10:00:00', '')"
            )
        )
        for n in (1, 2, 3):
            connection.execute(
                text("INSERT INTO pages (doc_id, page, label, text) VALUES ('old', :n, :label, :text)"),
                {"n": n, "label": str(n), "text": _page(n)},
            )

    registry = Registry(make_engine(db_url))  # make_engine migrates to the newest revision
    page = registry.page("old", 2)
    assert page is not None and page.text == _page(2)
    assert [page.text[s:e] for s, e in page.furniture] == [FOOTER.format(n=2)]
    with registry.engine.connect() as connection:
        stored = connection.execute(text("SELECT furniture FROM pages WHERE doc_id = 'old' ORDER BY page")).scalars()
        assert all(raw is not None and "[" in raw for raw in stored)  # found once, for every page
    assert [p.furniture for p in registry.pages("old")] == [
        ((_page(n).index("Kestrel"), len(_page(n))),) for n in (1, 2, 3)
    ]
