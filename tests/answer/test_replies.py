"""The envelopes the engine replies with (rag_core.answer.report.replies): a refusal with the fixed
message, citations per page. Clarifying questions and scopes are asserted through the engine
(tests/answer/test_modes.py, test_frame_companies.py)."""

from __future__ import annotations

from dataclasses import replace

from rag_core import messages
from rag_core.answer.candidate import Candidate
from rag_core.answer.understand.classify import QuestionKind
from rag_core.answer.report.replies import citations, unreadable
from rag_core.messages import Mode, RefusalReason
from tests.helpers.candidates import candidate


def _candidate(source: str, page: int, text: str, cosine: float) -> Candidate:
    return candidate(
        text,
        start=10,
        doc_id=f"id-{source}",
        source=source,
        page=page,
        page_label=str(page + 2),
        provenance="primary",
        cosine=cosine,
        fused=cosine,
    )


def test_a_refusal_carries_the_fixed_message_and_no_document_text() -> None:
    response = unreadable(RefusalReason.NOT_ENGLISH, QuestionKind.FACTOID, 40, 2000)
    assert response.mode is Mode.HARD_REFUSAL and response.refusal_reason is RefusalReason.NOT_ENGLISH
    assert response.answer == messages.REFUSAL_MESSAGES[RefusalReason.NOT_ENGLISH]
    assert response.citations == [] and response.confidence.level == "insufficient"
    too_long = unreadable(RefusalReason.TOO_LONG, QuestionKind.FACTOID, 5000, 2000)
    assert too_long.answer == messages.too_long(5000, 2000)


def test_one_citation_per_page_in_the_order_shown_with_quotes_only_when_asked() -> None:
    shown = [
        _candidate("a.pdf", 2, "Revenue was EUR 48.2 million.", 0.61234),
        _candidate("a.pdf", 2, "Revenue grew by 15%.", 0.5),
        _candidate("b.pdf", 1, "Acme employs 850 people.", 0.4),
    ]
    quoted = citations(shown, with_quotes=True)
    assert [(c.source, c.page, c.score) for c in quoted] == [("a.pdf", 2, 0.6123), ("b.pdf", 1, 0.4)]
    assert quoted[0].quote == "Revenue was EUR 48.2 million." and quoted[0].page_label == "4"
    assert quoted[0].locator == shown[0].locator
    assert all(c.quote is None and c.locator is None for c in citations(shown, with_quotes=False))
    assert citations([replace(shown[0], page_label="")], with_quotes=True)[0].page_label is None
