"""The registry's tables (documents, their pages, table rows, profiles and word counts) and how
their rows become the frozen records that leave :mod:`rag_core.storage`.

Only :class:`~rag_core.storage.registry.Registry` reads and writes them.
"""

from __future__ import annotations

import json

from sqlalchemy import Integer, String, Text, delete
from sqlalchemy.orm import Mapped, Session, mapped_column

from rag_core.storage.base import Base
from rag_core.storage.portable import FreeString, FreeText
from rag_core.types import DocumentRecord, PageText


class DocumentRow(Base):
    """One uploaded file: indexing, ready, or failed with its error."""

    __tablename__ = "documents"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    doc_id: Mapped[str] = mapped_column(String(64), index=True)
    name: Mapped[str] = mapped_column(FreeString(255), index=True)
    file_type: Mapped[str] = mapped_column(String(8))
    size_bytes: Mapped[int] = mapped_column(Integer, default=0)
    pages: Mapped[int] = mapped_column(Integer, default=0)
    chunks: Mapped[int] = mapped_column(Integer, default=0)
    status: Mapped[str] = mapped_column(String(16), index=True)
    error: Mapped[str] = mapped_column(FreeText, default="")
    provenance: Mapped[str] = mapped_column(String(16), default="unknown")
    doc_date: Mapped[str] = mapped_column(String(32), default="")
    ingested_at: Mapped[str] = mapped_column(String(32))
    updated_at: Mapped[str] = mapped_column(String(32))
    stored_path: Mapped[str] = mapped_column(String(512), default="")
    # While indexing: which process works on it ("host:pid:random") and when it last said so.
    owner: Mapped[str] = mapped_column(String(128), default="", server_default="")
    heartbeat_at: Mapped[str] = mapped_column(String(32), default="", server_default="")
    # The collection whose grants decide who sees the document (1: the default "Library").
    collection_id: Mapped[int] = mapped_column(Integer, default=1, server_default="1", index=True)


class PageRow(Base):
    """Normalised text of one page, the ground truth every quote is checked against."""

    __tablename__ = "pages"

    doc_id: Mapped[str] = mapped_column(String(64), primary_key=True)
    page: Mapped[int] = mapped_column(Integer, primary_key=True)
    label: Mapped[str] = mapped_column(FreeString(64), default="")  # the PDF's own page label, any length
    text: Mapped[str] = mapped_column(Text, default="")
    # JSON list of [start, end] furniture spans of ``text``; NULL: stored before furniture was found.
    furniture: Mapped[str | None] = mapped_column(Text, nullable=True)


class PageTablesRow(Base):
    """Table rows recovered from one page's layout (JSON list), for answers read off a table."""

    __tablename__ = "page_tables"

    doc_id: Mapped[str] = mapped_column(String(64), primary_key=True)
    page: Mapped[int] = mapped_column(Integer, primary_key=True)
    rows_json: Mapped[str] = mapped_column(Text, default="[]")


class ProfileRow(Base):
    """Who a document is about and which period it covers (JSON of a DocumentProfile)."""

    __tablename__ = "document_profiles"

    doc_id: Mapped[str] = mapped_column(String(64), primary_key=True)
    profile_json: Mapped[str] = mapped_column(Text, default="{}")
    edited: Mapped[int] = mapped_column(Integer, default=0)
    updated_at: Mapped[str] = mapped_column(String(32), default="")


class WordCountsRow(Base):
    """How many of a document's chunks contain each word stem (JSON object), for word rarity."""

    __tablename__ = "doc_word_counts"

    doc_id: Mapped[str] = mapped_column(String(64), primary_key=True)
    chunks: Mapped[int] = mapped_column(Integer, default=0)
    counts_json: Mapped[str] = mapped_column(Text, default="{}")


def to_record(row: DocumentRow) -> DocumentRecord:
    """The frozen record of a document row."""
    return DocumentRecord(
        id=row.id,
        doc_id=row.doc_id,
        name=row.name,
        file_type=row.file_type,
        size_bytes=row.size_bytes,
        pages=row.pages,
        chunks=row.chunks,
        status=row.status,
        error=row.error or "",
        provenance=row.provenance,
        doc_date=row.doc_date or "",
        ingested_at=row.ingested_at,
        updated_at=row.updated_at,
        stored_path=row.stored_path or "",
        owner=row.owner or "",
        collection_id=row.collection_id,
    )


def dump_spans(spans: tuple[tuple[int, int], ...]) -> str:
    """Furniture spans as stored (a JSON list of [start, end])."""
    return json.dumps([list(span) for span in spans])


def page_text(row: PageRow) -> PageText:
    """The frozen page of a page row, with its furniture."""
    spans = tuple((int(start), int(end)) for start, end in json.loads(row.furniture)) if row.furniture else ()
    return PageText(page=row.page, label=row.label, text=row.text, furniture=spans)


def delete_doc_data(session: Session, doc_id: str) -> None:
    """Everything stored per document besides its registry row: pages, table rows, profile, word counts."""
    session.execute(delete(PageRow).where(PageRow.doc_id == doc_id))
    session.execute(delete(PageTablesRow).where(PageTablesRow.doc_id == doc_id))
    session.execute(delete(ProfileRow).where(ProfileRow.doc_id == doc_id))
    session.execute(delete(WordCountsRow).where(WordCountsRow.doc_id == doc_id))
