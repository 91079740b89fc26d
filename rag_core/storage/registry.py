"""The document registry and stored page texts, through SQLAlchemy.

The database is the SQLite file in the data dir or, in a shared deployment, PostgreSQL
(``RAG_DATABASE_URL``); :mod:`rag_core.storage.database` makes the engine and migrates the schema.
``make_engine`` (and ``now_iso``) are re-exported here for the callers that open the database
through this module. The tables and their rows are in :mod:`rag_core.storage.registry_rows`.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from sqlalchemy import delete, select, update
from sqlalchemy.orm import Session

from rag_core.ingest.furniture import mark_furniture
from rag_core.storage.base import Tables, now_iso, older_than
from rag_core.storage.database import make_engine
from rag_core.storage.portable import code_point_order, contains_ascii_ci
from rag_core.storage.registry_rows import (
    DocumentRow,
    PageRow,
    PageTablesRow,
    ProfileRow,
    WordCountsRow,
    delete_doc_data,
    dump_spans,
    page_text,
    to_record,
)
from rag_core.types import DocStatus, DocumentRecord, PageText

__all__ = ["Registry", "make_engine", "now_iso"]

_SQL_PARAMS = 500  # SQLite's limit on bound parameters, with room to spare
_STREAM_PAGES = 16  # page texts fetched at a time by pages_containing


class Registry(Tables):
    """Document rows and page texts."""

    # -- documents ---------------------------------------------------------------------------
    def documents(
        self, status: DocStatus | None = None, collections: Iterable[int] | None = None
    ) -> list[DocumentRecord]:
        """Rows ordered by name (code point order on every database), optionally of one status and
        of some collections only."""
        query = select(DocumentRow).order_by(code_point_order(DocumentRow.name, self.engine.dialect), DocumentRow.id)
        if status is not None:
            query = query.where(DocumentRow.status == status.value)
        if collections is not None:
            query = query.where(DocumentRow.collection_id.in_(sorted(set(collections))))
        with self.session() as session:
            return [to_record(row) for row in session.scalars(query)]

    def ready_doc_ids(self) -> set[str]:
        """Ids of fully indexed documents: the only ones questions may hit."""
        query = select(DocumentRow.doc_id).where(DocumentRow.status == DocStatus.READY.value)
        with self.session() as session:
            return set(session.scalars(query))

    def find_ready(
        self, *, doc_id: str | None = None, name: str | None = None, collection_id: int | None = None
    ) -> DocumentRecord | None:
        """The ready document with this doc_id or this name (names are unique per collection), if any."""
        query = select(DocumentRow).where(DocumentRow.status == DocStatus.READY.value)
        if doc_id is not None:
            query = query.where(DocumentRow.doc_id == doc_id)
        if name is not None:
            query = query.where(DocumentRow.name == name)
        if collection_id is not None:
            query = query.where(DocumentRow.collection_id == collection_id)
        with self.session() as session:
            row = session.scalars(query.limit(1)).first()
            return to_record(row) if row else None

    def get(self, row_id: int) -> DocumentRecord | None:
        """Row by primary key."""
        with self.session() as session:
            row = session.get(DocumentRow, row_id)
            return to_record(row) if row else None

    def start(
        self,
        *,
        doc_id: str,
        name: str,
        file_type: str,
        size_bytes: int,
        provenance: str,
        stored_path: str,
        owner: str = "",
        collection_id: int = 1,
    ) -> int:
        """Insert a row in status ``indexing`` owned by ``owner`` and return its id.

        Earlier failures of the same file, or of the same name in the same collection, are
        superseded by this attempt.
        """
        return self._insert(
            status=DocStatus.INDEXING,
            doc_id=doc_id,
            name=name,
            file_type=file_type,
            size_bytes=size_bytes,
            provenance=provenance,
            stored_path=stored_path,
            error="",
            supersede_same_file=True,
            owner=owner,
            collection_id=collection_id,
        )

    def beat(self, row_id: int) -> None:
        """The owner of an ``indexing`` row is still working on it."""
        with self.session() as session:
            session.execute(
                update(DocumentRow)
                .where(DocumentRow.id == row_id, DocumentRow.status == DocStatus.INDEXING.value)
                .values(heartbeat_at=now_iso())
            )

    def stale_indexing(self, older_than_s: float) -> list[DocumentRecord]:
        """``indexing`` rows whose owner has not beaten for ``older_than_s`` seconds (or never did):
        leftovers of a process that died, safe to clean up from any server."""
        query = select(DocumentRow).where(DocumentRow.status == DocStatus.INDEXING.value).order_by(DocumentRow.id)
        with self.session() as session:
            return [to_record(row) for row in session.scalars(query) if older_than(row.heartbeat_at, older_than_s)]

    def indexing_doc_ids(self) -> set[str]:
        """Doc ids of every row being indexed (by this or another process)."""
        query = select(DocumentRow.doc_id).where(DocumentRow.status == DocStatus.INDEXING.value)
        with self.session() as session:
            return set(session.scalars(query))

    def _insert(
        self,
        *,
        status: DocStatus,
        doc_id: str,
        name: str,
        file_type: str,
        size_bytes: int,
        provenance: str,
        stored_path: str,
        error: str,
        supersede_same_file: bool,
        owner: str = "",
        collection_id: int = 1,
    ) -> int:
        stamp = now_iso()
        superseded = (DocumentRow.name == name) & (DocumentRow.collection_id == collection_id)
        if supersede_same_file:
            superseded = superseded | (DocumentRow.doc_id == doc_id)
        with self.session() as session:
            session.execute(delete(DocumentRow).where(DocumentRow.status == DocStatus.FAILED.value, superseded))
            row = DocumentRow(
                doc_id=doc_id,
                name=name,
                file_type=file_type,
                size_bytes=size_bytes,
                status=status.value,
                provenance=provenance,
                ingested_at=stamp,
                updated_at=stamp,
                stored_path=stored_path,
                error=error,
                doc_date="",
                owner=owner,
                heartbeat_at=stamp if status is DocStatus.INDEXING else "",
                collection_id=collection_id,
            )
            session.add(row)
            session.flush()
            return row.id

    def mark_ready(self, row_id: int, *, pages: int, chunks: int, doc_date: str, replaces: int | None = None) -> None:
        """The document is fully indexed and may be cited.

        ``replaces``: the row of the revision this one replaces, removed in the same transaction
        (with its pages, unless another row uses the same bytes). Either the new revision is ready
        and the old one gone, or nothing changed: a crash never leaves the library without both.
        """
        with self.session() as session:
            if replaces is not None:
                old = session.get(DocumentRow, replaces)
                if old is not None:
                    if not self._doc_in_use(session, old.doc_id, exclude=replaces):
                        delete_doc_data(session, old.doc_id)
                    session.delete(old)
            session.execute(
                update(DocumentRow)
                .where(DocumentRow.id == row_id)
                .values(
                    status=DocStatus.READY.value,
                    pages=pages,
                    chunks=chunks,
                    doc_date=doc_date,
                    error="",
                    updated_at=now_iso(),
                )
            )

    def mark_failed(self, row_id: int, error: str) -> None:
        """Keep the row as a failure record with its message; its pages are removed."""
        with self.session() as session:
            row = session.get(DocumentRow, row_id)
            if row is None:
                return
            if not self._doc_in_use(session, row.doc_id, exclude=row_id):
                delete_doc_data(session, row.doc_id)
            row.status = DocStatus.FAILED.value
            row.error = error
            row.pages = 0
            row.chunks = 0
            row.stored_path = ""
            row.updated_at = now_iso()

    def record_failure(
        self, *, name: str, doc_id: str, file_type: str, size_bytes: int, error: str, collection_id: int = 1
    ) -> None:
        """A file refused before indexing started (bad name, type, size, empty)."""
        self._insert(
            status=DocStatus.FAILED,
            doc_id=doc_id,
            name=name,
            file_type=file_type,
            size_bytes=size_bytes,
            provenance="unknown",
            stored_path="",
            error=error,
            supersede_same_file=False,
            collection_id=collection_id,
        )

    def remove(self, row_id: int) -> None:
        """Delete a row, and its pages unless another row still uses the same doc_id."""
        with self.session() as session:
            row = session.get(DocumentRow, row_id)
            if row is None:
                return
            if not self._doc_in_use(session, row.doc_id, exclude=row_id):
                delete_doc_data(session, row.doc_id)
            session.delete(row)

    def set_fields(self, row_id: int, **values: str) -> None:
        """Update editable fields (provenance, doc_date) of one row."""
        allowed = {"provenance", "doc_date"}
        unknown = set(values) - allowed
        if unknown:
            raise ValueError(f"cannot edit {sorted(unknown)}; editable fields are {sorted(allowed)}")
        with self.session() as session:
            session.execute(update(DocumentRow).where(DocumentRow.id == row_id).values(updated_at=now_iso(), **values))

    @staticmethod
    def _doc_in_use(session: Session, doc_id: str, *, exclude: int) -> bool:
        query = select(DocumentRow.id).where(
            DocumentRow.doc_id == doc_id,
            DocumentRow.id != exclude,
            DocumentRow.status != DocStatus.FAILED.value,
        )
        return session.scalars(query.limit(1)).first() is not None

    # -- pages ---------------------------------------------------------------------------------
    def save_pages(self, doc_id: str, pages: Iterable[PageText]) -> None:
        """Store (replace) the page texts of one document, with their furniture as given (the
        ingest pipeline finds it)."""
        with self.session() as session:
            session.execute(delete(PageRow).where(PageRow.doc_id == doc_id))
            session.execute(delete(PageTablesRow).where(PageTablesRow.doc_id == doc_id))
            session.add_all(
                PageRow(doc_id=doc_id, page=p.page, label=p.label, text=p.text, furniture=dump_spans(p.furniture))
                for p in pages
            )

    def page(self, doc_id: str, page: int) -> PageText | None:
        """One stored page, with its furniture."""
        with self.session() as session:
            row = session.get(PageRow, (doc_id, page))
            if row is None:
                return None
            if row.furniture is not None:
                return page_text(row)
        return next((p for p in self.pages(doc_id) if p.page == page), None)

    def pages(self, doc_id: str) -> list[PageText]:
        """All stored pages of one document, in order, with their furniture.

        Pages stored before furniture was found (NULL) get it here, from all the document's pages,
        and keep it: the first read of such a document costs one pass over its pages (~0.6 ms a
        page), later reads nothing.
        """
        query = select(PageRow).where(PageRow.doc_id == doc_id).order_by(PageRow.page)
        with self.session() as session:
            rows = list(session.scalars(query))
            pages = [page_text(row) for row in rows]
            if all(row.furniture is not None for row in rows):
                return pages
            kind = select(DocumentRow.file_type).where(DocumentRow.doc_id == doc_id).limit(1)
            pages = mark_furniture(pages, session.scalars(kind).first() or "")
            for row, marked in zip(rows, pages, strict=True):
                if row.furniture is None:
                    row.furniture = dump_spans(marked.furniture)
            return pages

    def pages_containing(self, text: str, doc_ids: list[str]) -> Iterator[str]:
        """Texts of the pages of ``doc_ids`` that contain ``text`` (case-insensitive, as SQLite's
        LIKE is; callers decide whole words themselves)."""
        pattern = "%" + text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"
        for begin in range(0, len(doc_ids), _SQL_PARAMS):
            query = select(PageRow.text).where(
                PageRow.doc_id.in_(doc_ids[begin : begin + _SQL_PARAMS]),
                contains_ascii_ci(PageRow.text, pattern, self.engine.dialect),
            )
            # Streamed: a caller that stops at the first page it likes ("2022" is on most pages
            # of a filing) never makes the database read, nor Python hold, the others.
            with self.session() as session:
                yield from session.scalars(query.execution_options(yield_per=_STREAM_PAGES))

    def page_doc_ids(self) -> set[str]:
        """Documents that have stored pages."""
        with self.session() as session:
            return set(session.scalars(select(PageRow.doc_id).distinct()))

    def delete_pages(self, doc_id: str) -> None:
        """Remove the page texts (and their tables and profile) of one document."""
        with self.session() as session:
            delete_doc_data(session, doc_id)

    # -- table rows and profiles ---------------------------------------------------------------
    def save_page_tables(self, doc_id: str, tables: dict[int, str]) -> None:
        """Store (replace) the recovered table rows of a document: page -> JSON list of rows."""
        with self.session() as session:
            session.execute(delete(PageTablesRow).where(PageTablesRow.doc_id == doc_id))
            session.add_all(
                PageTablesRow(doc_id=doc_id, page=page, rows_json=rows) for page, rows in sorted(tables.items())
            )

    def page_tables(self, doc_id: str, page: int) -> str | None:
        """JSON list of the table rows recovered on one page; None when the page had no layout pass."""
        with self.session() as session:
            row = session.get(PageTablesRow, (doc_id, page))
            return row.rows_json if row else None

    def doc_tables(self, doc_id: str) -> dict[int, str]:
        """page -> JSON list of table rows, for every page of a document that has any."""
        query = select(PageTablesRow).where(PageTablesRow.doc_id == doc_id)
        with self.session() as session:
            return {row.page: row.rows_json for row in session.scalars(query)}

    def save_profile(self, doc_id: str, profile_json: str, *, edited: bool = False) -> None:
        """Store (replace) a document's profile; ``edited`` marks a user's correction."""
        with self.session() as session:
            row = session.get(ProfileRow, doc_id)
            if row is None:
                session.add(
                    ProfileRow(doc_id=doc_id, profile_json=profile_json, edited=int(edited), updated_at=now_iso())
                )
            else:
                row.profile_json, row.edited, row.updated_at = profile_json, int(edited), now_iso()

    def edited_profiles(self) -> set[str]:
        """Documents whose profile a user corrected."""
        with self.session() as session:
            return set(session.scalars(select(ProfileRow.doc_id).where(ProfileRow.edited == 1)))

    def profiles(self) -> dict[str, str]:
        """doc_id -> profile JSON, for every document that has one."""
        with self.session() as session:
            return {row.doc_id: row.profile_json for row in session.scalars(select(ProfileRow))}

    def save_word_counts(self, doc_id: str, chunks: int, counts_json: str) -> None:
        """Store (replace) a document's stem -> chunk count JSON and its number of chunks."""
        with self.session() as session:
            session.merge(WordCountsRow(doc_id=doc_id, chunks=chunks, counts_json=counts_json))

    def word_counts(self, doc_ids: Iterable[str]) -> dict[str, tuple[int, str]]:
        """doc_id -> (chunks, stem counts JSON) for those of ``doc_ids`` that have them stored."""
        wanted = list(doc_ids)
        out: dict[str, tuple[int, str]] = {}
        with self.session() as session:
            for start in range(0, len(wanted), _SQL_PARAMS):
                query = select(WordCountsRow).where(WordCountsRow.doc_id.in_(wanted[start : start + _SQL_PARAMS]))
                out.update({row.doc_id: (row.chunks, row.counts_json) for row in session.scalars(query)})
        return out
