"""Stem counts stored before 0013 ("women" stemmed "women") are dropped by the migration and counted
again from the chunks with today's stems, where women are a woman (2026-12-05)."""

from __future__ import annotations

from sqlalchemy import text

from rag_core.storage.database import make_engine
from rag_core.storage.registry import Registry
from rag_core.text.lexicon import stem
from tests.helpers.revisions import database_at


def test_stem_counts_stored_before_0013_are_counted_again(db_url: str) -> None:
    with database_at(db_url, "0012") as connection:
        connection.execute(
            text("INSERT INTO doc_word_counts (doc_id, chunks, counts_json) VALUES ('old', 2, :counts)"),
            {"counts": '{"women": 3}'},
        )

    registry = Registry(make_engine(db_url))  # make_engine migrates to the newest revision
    assert registry.word_counts(["old"]) == {}  # counted again from the chunks when next read


def test_an_irregular_plural_is_its_singular() -> None:
    assert stem("women") == stem("woman")
    assert stem("feet") == stem("foot")
    assert stem("children") != stem("child")  # not changed: "children" is asked as its own word
