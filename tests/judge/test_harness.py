"""A dev set run through the real product (rag_core.judge.harness): its documents indexed as uploads
into a collection each, every question asked in its own collection's scope, each envelope scored."""

from __future__ import annotations

from pathlib import Path

from rag_core.evals.devsets import DevDoc, DevItem, DevSet
from rag_core.judge.harness import ask_all, index_set
from rag_core.testing import HashEmbedder

DEVSET = DevSet(
    name="tiny",
    docs=(
        DevDoc("pump.md", b"# Pump P-40\n\nInspect the pump seals every 500 operating hours.\n", "plant"),
        DevDoc("bonus.md", b"# Bonus memo\n\nThe bonus pool of Zorblax Holdings was 4.7 million euros.\n", "finance"),
    ),
    items=(
        DevItem(
            "q1",
            "How often are the pump seals inspected?",
            "plant",
            True,
            "factoid",
            ("500 operating hours",),
            "pump.md",
        ),
        DevItem("q2", "How large was the bonus pool of Zorblax Holdings?", "plant", False, "other_org"),
    ),
)


def test_each_collection_is_indexed_once_and_a_second_run_only_asks(
    tmp_path: Path, hash_embedder: HashEmbedder
) -> None:
    indexed = index_set(DEVSET, tmp_path / "data", embedder=hash_embedder)
    assert set(indexed.collections) == {"plant", "finance"} and len(set(indexed.collections.values())) == 2
    by_name = {d.name: d.collection_id for d in indexed.library.ready_documents()}
    assert by_name == {"pump.md": indexed.collections["plant"], "bonus.md": indexed.collections["finance"]}
    again = index_set(DEVSET, tmp_path / "data", embedder=hash_embedder)
    assert again.collections == indexed.collections and len(again.library.ready_documents()) == 2


def test_questions_are_asked_in_their_collection_and_scored(tmp_path: Path, hash_embedder: HashEmbedder) -> None:
    indexed = index_set(DEVSET, tmp_path / "data", embedder=hash_embedder)
    outcomes = {o.item.qid: o for o in ask_all(indexed, DEVSET.items)}
    pump, bonus = outcomes["q1"], outcomes["q2"]
    assert pump.visible and pump.right == pump.direct and not pump.violations
    # The finance memo is outside the plant collection: nothing of it can be shown, let alone answered.
    assert not bonus.direct and not bonus.wrong
    assert bonus.response.citations == [] and "4.7 million" not in bonus.response.to_json()
