"""The Insights table names cited places in the answer card's words ("rules.docx, section 3 · 2. Rules",
"report.pdf, page 12"), and a regression case reads the page an analyst gave back in either form."""

from __future__ import annotations

import json

from rag_core.insights import _frame, parse_pages
from rag_core.storage.querylog import Expected, Feedback, QueryRecord


def _record(citations: list[dict]) -> QueryRecord:
    envelope = {"mode": "direct_answer", "citations": citations}
    return QueryRecord(
        "q1", "2026-11-26T02:00:00.000000", "s", "ana", "When do the gates close?", "", "direct_answer", "",
        "high", 0.9, json.dumps(envelope), (), (), 40, "extractive", "", 0.0, 0, 0, 0,
    )  # fmt: skip


def test_cited_places_and_the_expected_page_use_the_location_vocabulary() -> None:
    cited = [
        {"source": "rules.docx", "page": 3, "page_label": "section 3 · 2. Rules", "doc_id": "a", "score": 0.5},
        {"source": "report.pdf", "page": 12, "page_label": "10", "doc_id": "b", "score": 0.4},
        {"source": "fleet.xlsx", "page": 1, "page_label": "Fleet, rows 1-5", "doc_id": "c", "score": 0.3},
    ]
    verdict = Feedback("q1", "incorrect", "", "ana", "2026-11-26", Expected("direct_answer", "safety.md", 4))
    row = _frame([_record(cited)], [verdict]).iloc[0]
    assert row["cited_pages"] == "rules.docx, section 3 · 2. Rules; report.pdf, page 12; fleet.xlsx, Fleet, rows 1-5"
    assert row["expected_page"] == "safety.md, section 4"
    assert parse_pages(row["expected_page"]) == [("safety.md", 4)]


def test_page_references_are_read_in_the_new_and_the_older_form() -> None:
    assert parse_pages("a.pdf, page 3; b.docx, section 12 · 2. Rules; c.pdf p.7; no page here; ; d.md, section x") == [
        ("a.pdf", 3),
        ("b.docx", 12),
        ("c.pdf", 7),
    ]
