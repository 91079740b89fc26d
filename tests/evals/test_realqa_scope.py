"""The realqa eval scores each record against the documents actually indexed in the run's library.

No shared data: the records below name filings that need not exist; ``scope`` only compares names.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rag_core.evals import realqa

SMALL = {"ACME_2023_10K.pdf"}
LARGE = SMALL | {"ACME_2019_10K.pdf", "ACME_2023Q2_10Q.pdf"}

NEAR_MISS = {
    "id": "acme-revenue-2019",
    "question": "What was Acme's revenue in 2019?",
    "category": "near_miss",
    "doc": "ACME_2023_10K.pdf",
    "gold": [],
    "pages": [],
    "answerable_in": [
        {
            "doc": "ACME_2019_10K.pdf",
            "pages": [30, 53],
            "gold": ["$42.9 billion", "42,879"],
            "category": "stated",
            "quote": "Revenue of $42.9 billion in 2019.",
        }
    ],
}
STATED = {
    "id": "acme-ceo",
    "question": "Who is Acme's CEO?",
    "category": "stated",
    "doc": "ACME_2023_10K.pdf",
    "gold": ["Bill Smith"],
    "pages": [4],
    "also": [["ACME_2023Q2_10Q.pdf", 2], {"doc": "ACME_2019_10K.pdf", "pages": [12, 90], "gold": ["William J. Smith"]}],
}


def test_near_miss_is_answerable_only_when_the_answering_filing_is_indexed() -> None:
    small, large = realqa.scope(NEAR_MISS, SMALL), realqa.scope(NEAR_MISS, LARGE)
    assert small.category == "near_miss" and not small.answerable and small.pages() == set()
    assert large.category == "stated" and large.answerable
    assert large.pages() == {("ACME_2019_10K.pdf", 30), ("ACME_2019_10K.pdf", 53)}
    assert large.gold() == ["$42.9 billion", "42,879"]


def test_other_filings_pages_count_only_when_indexed() -> None:
    assert realqa.scope(STATED, SMALL).pages() == {("ACME_2023_10K.pdf", 4)}
    assert realqa.scope(STATED, LARGE).pages() == {
        ("ACME_2023_10K.pdf", 4),
        ("ACME_2023Q2_10Q.pdf", 2),
        ("ACME_2019_10K.pdf", 12),
        ("ACME_2019_10K.pdf", 90),
    }
    # A [doc, page] pair shares the record's gold; an entry's own gold is that filing's wording.
    places = {p.doc: p for p in realqa.scope(STATED, LARGE).places}
    assert places["ACME_2023Q2_10Q.pdf"].gold == ("Bill Smith",) and not places["ACME_2023Q2_10Q.pdf"].own_gold
    assert places["ACME_2019_10K.pdf"].gold == ("William J. Smith",) and places["ACME_2019_10K.pdf"].own_gold


def test_stated_record_whose_filings_are_not_indexed_is_not_answerable() -> None:
    scoped = realqa.scope(STATED, {"OTHER_2023_10K.pdf"})
    assert scoped.category == realqa.NOT_IN_LIBRARY and not scoped.answerable and scoped.places == ()
    # One indexed place is enough.
    assert realqa.scope(STATED, {"ACME_2023Q2_10Q.pdf"}).category == "stated"


def _fact(source: str, page: int, quote: str):  # type: ignore[no-untyped-def]
    from rag_core.envelope import Fact

    return Fact(text=quote, quote=quote, source=source, page=page, locator=f"p.{page}:0-{len(quote)}", doc_id="x")


def _response(facts: list, highlights: list | None = None):  # type: ignore[no-untyped-def]
    class _Evidence:
        pass

    class _Response:
        pass

    response = _Response()
    response.evidence = _Evidence()
    response.evidence.facts = facts
    response.answer = " ".join(f.quote for f in facts)
    response.related_highlights = highlights or []
    return response


def test_answer_from_the_added_filing_is_correct_only_on_its_pages() -> None:
    large = realqa.scope(NEAR_MISS, LARGE)
    good = _response([_fact("ACME_2019_10K.pdf", 30, "Revenue of $42.9 billion in 2019.")])
    elsewhere = _response([_fact("ACME_2019_10K.pdf", 31, "Revenue of $42.9 billion in 2019.")])
    assert realqa._direct_correct(large, good) and not realqa._direct_correct(large, elsewhere)
    assert not realqa._direct_correct(realqa.scope(NEAR_MISS, SMALL), good)


def test_a_places_own_gold_is_visible_only_in_text_from_that_filing() -> None:
    scoped = realqa.scope(STATED, LARGE)
    assert realqa._visible(scoped, _response([_fact("ACME_2019_10K.pdf", 12, "William J. Smith, CEO")]))
    assert not realqa._visible(scoped, _response([_fact("ACME_2023Q2_10Q.pdf", 7, "William J. Smith, director")]))
    # The record's own gold is visible wherever it shows, as before.
    assert realqa._visible(scoped, _response([_fact("ACME_2023Q2_10Q.pdf", 7, "said Bill Smith")]))


@pytest.mark.parametrize(
    "record, message",
    [
        ({**STATED, "answerable_in": NEAR_MISS["answerable_in"]}, "answerable_in is for non-answerable"),
        ({**NEAR_MISS, "also": [["ACME_2019_10K.pdf", 30]]}, "also is for stated/table"),
        (
            {
                **NEAR_MISS,
                "answerable_in": [{"doc": "ACME_2019_10K.pdf", "pages": [30], "gold": ["1"], "category": "judgment"}],
            },
            "category, stated or table",
        ),
        (
            {
                **NEAR_MISS,
                "answerable_in": [{"doc": "ACME_2019_10K.pdf", "pages": [], "gold": ["1"], "category": "table"}],
            },
            "at least one page",
        ),
    ],
)
def test_load_rejects_malformed_places(tmp_path: Path, record: dict, message: str) -> None:  # type: ignore[type-arg]
    path = tmp_path / "dev.jsonl"
    path.write_text(json.dumps(record) + "\n", encoding="utf-8")
    with pytest.raises(ValueError, match=message):
        realqa.load(path)


def test_load_accepts_both_forms_of_also(tmp_path: Path) -> None:
    path = tmp_path / "dev.jsonl"
    path.write_text(json.dumps(STATED) + "\n" + json.dumps(NEAR_MISS) + "\n", encoding="utf-8")
    assert [item["id"] for item in realqa.load(path)] == ["acme-ceo", "acme-revenue-2019"]
