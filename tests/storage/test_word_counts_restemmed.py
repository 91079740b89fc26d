"""Stem counts stored before 0011 ("buses" stemmed "buse", "bus" stemmed "bu") are dropped by the
migration and counted again from the chunks with today's stems, so a question's "buses" is as
common as the documents' "bus" (2026-12-02)."""

from __future__ import annotations


from sqlalchemy import text

from rag_core.storage.database import make_engine
from tests.helpers.revisions import database_at
from rag_core.storage.registry import Registry


def test_stem_counts_stored_before_0011_are_counted_again(db_url: str) -> None:
    with database_at(db_url, "0010") as connection:
        connection.execute(
            text("INSERT INTO doc_word_counts (doc_id, chunks, counts_json) VALUES ('old', 2, :counts)"),
            {"counts": '{"bu": 2, "buse": 1}'},
        )

    registry = Registry(make_engine(db_url))  # make_engine migrates to the newest revision
    assert registry.word_counts(["old"]) == {}  # counted again from the chunks when next read
    registry.save_word_counts("old", 2, '{"bus": 2}')
    assert registry.word_counts(["old"]) == {"old": (2, '{"bus": 2}')}
