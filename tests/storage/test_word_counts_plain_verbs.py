"""Stem counts stored before 0014 ("added" stemmed "ad", the stem of "ads") are dropped by the migration
and counted again from the chunks with today's stems (2026-12-07)."""

from __future__ import annotations

from sqlalchemy import text

from rag_core.storage.database import make_engine
from rag_core.storage.registry import Registry
from rag_core.text.lexicon import stem
from tests.helpers.revisions import database_at


def test_stem_counts_stored_before_0014_are_counted_again(db_url: str) -> None:
    with database_at(db_url, "0013") as connection:
        connection.execute(
            text("INSERT INTO doc_word_counts (doc_id, chunks, counts_json) VALUES ('old', 2, :counts)"),
            {"counts": '{"ad": 3}'},
        )

    registry = Registry(make_engine(db_url))  # make_engine migrates to the newest revision
    assert registry.word_counts(["old"]) == {}  # counted again from the chunks when next read


def test_a_verb_is_one_stem_in_every_form() -> None:
    assert stem("added") == stem("adding") == stem("adds") == stem("add")
    assert stem("added") != stem("ads")  # "Is VAT added?" is no question about adverts
    assert stem("embed") == stem("embedded") == stem("embedding")
