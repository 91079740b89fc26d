"""Collections and grants as stored, on SQLite and PostgreSQL; documents of older databases land in
the default collection."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from alembic import command

from rag_core.errors import InvalidValueError
from rag_core.storage.database import alembic_config, make_engine
from rag_core.storage.grants import DEFAULT_COLLECTION_ID, DEFAULT_COLLECTION_NAME, EVERYONE, Collections
from rag_core.storage.registry import Registry


def test_a_fresh_database_has_the_default_collection_open_to_every_signed_in_user(db_url: str) -> None:
    collections = Collections(make_engine(db_url))
    assert [(c.id, c.name) for c in collections.all()] == [(DEFAULT_COLLECTION_ID, DEFAULT_COLLECTION_NAME)]
    [grant] = collections.grants()
    assert (grant.kind, grant.name, grant.level) == ("group", EVERYONE, "write")


def test_collections_are_unique_by_name_and_new_ones_do_not_collide_with_the_default(db_url: str) -> None:
    collections = Collections(make_engine(db_url))
    finance = collections.create("  Finance  ")
    assert finance.name == "Finance" and finance.id != DEFAULT_COLLECTION_ID
    assert collections.create("Finance") == finance
    assert [c.name for c in collections.all()] == ["Finance", "Library"]
    with pytest.raises(InvalidValueError, match="1 to 120 characters"):
        collections.create("   ")


def test_a_grant_is_one_row_per_collection_and_principal_and_applies_to_users_and_groups(db_url: str) -> None:
    collections = Collections(make_engine(db_url))
    finance = collections.create("Finance")
    collections.set_grant(finance.id, "user", "vic", "read")
    collections.set_grant(finance.id, "user", "vic", "manage")  # replaces, never a second row
    collections.set_grant(finance.id, "group", "accountants", "write")
    assert [(g.kind, g.name, g.level) for g in collections.grants(finance.id)] == [
        ("group", "accountants", "write"),
        ("user", "vic", "manage"),
    ]
    mine = {(g.collection_id, g.level) for g in collections.grants_of("vic", [])}
    assert mine == {(finance.id, "manage"), (DEFAULT_COLLECTION_ID, "write")}
    theirs = {(g.collection_id, g.level) for g in collections.grants_of("ann", ["accountants"])}
    assert theirs == {(finance.id, "write"), (DEFAULT_COLLECTION_ID, "write")}
    assert collections.remove_grant(finance.id, "user", "vic") is True
    assert collections.remove_grant(finance.id, "user", "vic") is False
    assert [g.name for g in collections.grants(finance.id)] == ["accountants"]


def test_a_document_name_is_unique_per_collection_not_per_library(db_url: str) -> None:
    engine = make_engine(db_url)
    registry, finance = Registry(engine), Collections(engine).create("Finance")
    for collection_id, doc_id in ((DEFAULT_COLLECTION_ID, "a"), (finance.id, "b")):
        row = registry.start(
            doc_id=doc_id,
            name="report.txt",
            file_type="txt",
            size_bytes=1,
            provenance="unknown",
            stored_path=f"{doc_id}.txt",
            collection_id=collection_id,
        )
        registry.mark_ready(row, pages=1, chunks=1, doc_date="")
    assert registry.find_ready(name="report.txt", collection_id=finance.id).doc_id == "b"
    assert [d.doc_id for d in registry.documents(collections=[DEFAULT_COLLECTION_ID])] == ["a"]


def test_documents_of_a_database_before_collections_are_in_the_default_collection(tmp_path: Path) -> None:
    path = tmp_path / "verbatim.db"
    command.upgrade(alembic_config(f"sqlite:///{path}"), "0003")
    with sqlite3.connect(path) as conn:
        conn.execute(
            "INSERT INTO documents (doc_id, name, file_type, size_bytes, pages, chunks, status, error, provenance, "
            "doc_date, ingested_at, updated_at, stored_path, owner, heartbeat_at) VALUES ('d1', 'old.txt', 'txt', 1, "
            "1, 1, 'ready', '', 'unknown', '', '2024-01-01T00:00:00', '2024-01-01T00:00:00', 'd1.txt', '', '')"
        )
    [doc] = Registry(make_engine(path)).documents()
    assert (doc.name, doc.collection_id) == ("old.txt", DEFAULT_COLLECTION_ID)
