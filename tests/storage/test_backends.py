"""The registry and the query log behave the same on SQLite and on PostgreSQL."""

from __future__ import annotations

import pytest

from rag_core.storage.database import make_engine
from rag_core.storage.querylog import LoggedQuery, QueryLog
from rag_core.storage.registry import Registry
from rag_core.types import DocStatus, PageText


@pytest.fixture
def registry(db_url: str) -> Registry:
    return Registry(make_engine(db_url))


def _start(registry: Registry, name: str, doc_id: str) -> int:
    return registry.start(
        doc_id=doc_id,
        name=name,
        file_type="pdf",
        size_bytes=100,
        provenance="primary",
        stored_path=f"files/{doc_id}.pdf",
    )


def test_document_lifecycle_start_ready_failed_removed(registry: Registry) -> None:
    row = _start(registry, "report.pdf", "d1")
    assert registry.get(row).status == DocStatus.INDEXING  # type: ignore[union-attr]
    registry.mark_ready(row, pages=2, chunks=5, doc_date="2024-03-01")
    ready = registry.find_ready(name="report.pdf")
    assert ready is not None and (ready.pages, ready.chunks, ready.doc_date) == (2, 5, "2024-03-01")
    assert registry.ready_doc_ids() == {"d1"}

    other = _start(registry, "broken.pdf", "d2")
    registry.save_pages("d2", [PageText(1, "i", "text")])
    registry.mark_failed(other, "the PDF is damaged; export it again")
    [failed] = registry.documents(DocStatus.FAILED)
    assert (failed.name, failed.error, failed.pages) == ("broken.pdf", "the PDF is damaged; export it again", 0)
    assert registry.pages("d2") == []

    registry.remove(row)
    assert registry.find_ready(doc_id="d1") is None and registry.pages("d1") == []


def test_replacing_a_revision_removes_the_old_row_in_the_same_step(registry: Registry) -> None:
    old = _start(registry, "report.pdf", "v1")
    registry.mark_ready(old, pages=1, chunks=1, doc_date="")
    registry.save_pages("v1", [PageText(1, "1", "old")])
    new = _start(registry, "report.pdf", "v2")
    registry.mark_ready(new, pages=1, chunks=1, doc_date="", replaces=old)
    assert [d.doc_id for d in registry.documents()] == ["v2"]
    assert registry.pages("v1") == []


def test_refusal_supersedes_the_earlier_failure_of_that_name(registry: Registry) -> None:
    for error in ("first", "second"):
        registry.record_failure(name="x.exe", doc_id="dx", file_type="", size_bytes=3, error=error)
    assert [d.error for d in registry.documents()] == ["second"]


def test_documents_are_listed_in_code_point_order_of_their_names(registry: Registry) -> None:
    names = ["b.pdf", "B.pdf", "a.pdf", "_x.pdf", "Ärger.pdf", "10.pdf", "9.pdf", "a b.pdf"]
    for i, name in enumerate(names):
        registry.record_failure(name=name, doc_id=f"d{i}", file_type="pdf", size_bytes=1, error="e")
    assert [d.name for d in registry.documents()] == sorted(names)


def test_pages_are_stored_in_order_and_searched_without_regard_to_case(registry: Registry) -> None:
    pages = [PageText(2, "ii", "Revenue grew at UPS."), PageText(1, "i", "Net income 50% up_to date")]
    registry.save_pages("d1", pages)
    registry.save_pages("d2", [PageText(1, "1", "nothing here")])
    assert [p.page for p in registry.pages("d1")] == [1, 2]
    assert registry.page("d1", 2) == pages[0]
    assert list(registry.pages_containing("ups", ["d1", "d2"])) == ["Revenue grew at UPS."]
    assert list(registry.pages_containing("50%", ["d1", "d2"])) == ["Net income 50% up_to date"]
    assert list(registry.pages_containing("p_t", ["d1", "d2"])) == ["Net income 50% up_to date"]
    assert list(registry.pages_containing("0% ", ["d2"])) == []
    assert registry.page_doc_ids() == {"d1", "d2"}


def test_outside_text_that_postgres_would_refuse_is_stored(registry: Registry) -> None:
    long_label = "Appendix " * 20  # a PDF's own page label can be any length
    registry.save_pages("d1", [PageText(1, long_label, "text")])
    label = registry.page("d1", 1).label  # type: ignore[union-attr]
    assert long_label.startswith(label) and len(label) >= 64
    registry.record_failure(name="bad\x00name.pdf", doc_id="d2", file_type="pdf", size_bytes=1, error="nul \x00 here")
    [failed] = registry.documents(DocStatus.FAILED)
    assert failed.name.replace("\x00", "") == "badname.pdf"


def test_tables_profiles_and_word_counts_are_replaced_not_duplicated(registry: Registry) -> None:
    registry.save_page_tables("d1", {3: '[["Revenue", "10"]]', 1: "[]"})
    registry.save_page_tables("d1", {3: '[["Revenue", "12"]]'})
    assert registry.doc_tables("d1") == {3: '[["Revenue", "12"]]'} and registry.page_tables("d1", 1) is None
    registry.save_profile("d1", '{"filer": "A"}')
    registry.save_profile("d1", '{"filer": "B"}', edited=True)
    registry.save_profile("d2", '{"filer": "C"}')
    assert registry.profiles() == {"d1": '{"filer": "B"}', "d2": '{"filer": "C"}'}
    assert registry.edited_profiles() == {"d1"}
    ids = [f"doc{i}" for i in range(1200)]  # more than one batch of bound parameters
    for doc_id in ids[::100]:
        registry.save_word_counts(doc_id, 1, "{}")
    registry.save_word_counts("doc0", 7, '{"rev": 3}')
    counts = registry.word_counts(ids)
    assert len(counts) == 12 and counts["doc0"] == (7, '{"rev": 3}')
    registry.delete_pages("d1")
    assert registry.profiles() == {"d2": '{"filer": "C"}'}


def _entry(query_id: str, question: str = "What was revenue?", user: str = "ann") -> LoggedQuery:
    return LoggedQuery(
        query_id=query_id,
        session_id="s1",
        user=user,
        question=question,
        context="",
        mode="direct",
        refusal_reason="",
        confidence_level="high",
        confidence_score=0.87,
        envelope_json='{"answer": "10"}',
        chunk_ids=["d1:1:0"],
        scores=[0.5],
        latency_ms=12,
        model="m" * 200,
    )


def test_query_log_records_reads_back_and_lists_newest_first(db_url: str) -> None:
    log = QueryLog(make_engine(db_url))
    for query_id in ("q1", "q2", "q3"):
        log.record(_entry(query_id, question=f"question {query_id}\x00?"))
    record = log.get("q2")
    assert record is not None
    assert (record.confidence_score, record.chunk_ids, record.scores) == (0.87, ("d1:1:0",), (0.5,))
    assert record.question.replace("\x00", "") == "question q2?"
    assert [r.query_id for r in log.recent()] == ["q3", "q2", "q1"]
    assert [r.query_id for r in log.recent(limit=1)] == ["q3"]
    assert log.get("nope") is None


def test_feedback_latest_verdict_per_user_wins(db_url: str) -> None:
    log = QueryLog(make_engine(db_url))
    log.record(_entry("q1"))
    log.set_feedback("q1", "incorrect", comment="wrong year", user="ann")
    log.set_feedback("q1", "correct", user="ann")
    log.set_feedback("q1", "correct", comment="fine", user="bob")
    assert [(f.user, f.verdict) for f in log.feedback_for("q1")] == [("ann", "correct"), ("bob", "correct")]
    assert len(log.all_feedback()) == 2
    with pytest.raises(KeyError):
        log.set_feedback("missing", "correct")


def test_clarify_counter_counts_per_session_and_input(db_url: str) -> None:
    log = QueryLog(make_engine(db_url))
    assert [log.bump_clarify("s1", "f1") for _ in range(3)] == [1, 2, 3]
    assert log.bump_clarify("s2", "f1") == 1
