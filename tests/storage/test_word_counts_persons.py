"""Stem counts stored before 0012 ("pensioners" stemmed "pension") are dropped by the migration and
counted again from the chunks with today's stems, where a pensioner is no pension (2026-12-04)."""

from __future__ import annotations

from sqlalchemy import text

from rag_core.storage.database import make_engine
from rag_core.storage.registry import Registry
from rag_core.text.lexicon import stem
from tests.helpers.revisions import database_at


def test_stem_counts_stored_before_0012_are_counted_again(db_url: str) -> None:
    with database_at(db_url, "0011") as connection:
        connection.execute(
            text("INSERT INTO doc_word_counts (doc_id, chunks, counts_json) VALUES ('old', 2, :counts)"),
            {"counts": '{"pension": 3}'},
        )

    registry = Registry(make_engine(db_url))  # make_engine migrates to the newest revision
    assert registry.word_counts(["old"]) == {}  # counted again from the chunks when next read


def test_a_person_in_er_is_no_other_word() -> None:
    assert stem("pensioners") == stem("pensioner") != stem("pension")
    assert stem("prisoners") == stem("prisoner") != stem("prison")
    assert stem("workers") == stem("worker")  # Porter keeps these already
