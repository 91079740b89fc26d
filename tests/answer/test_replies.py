"""The envelopes the engine replies with when it does not answer from a sentence
(rag_core.answer.report.replies): refusals with the fixed message, clarifying questions, citations per page."""

from __future__ import annotations

from dataclasses import replace

from rag_core import messages
from rag_core.answer.candidate import Candidate
from rag_core.answer.understand.classify import QuestionKind, classify
from rag_core.answer.understand.frame import frame_question
from rag_core.answer.report.replies import citations, clarify, clarify_company, refusal, scope_of, system
from rag_core.ingest.profile import DocumentProfile
from rag_core.messages import Mode, RefusalReason
from rag_core.text.measures import load_lexicon
from rag_core.text.sentences import Sentence


def _candidate(source: str, page: int, text: str, cosine: float) -> Candidate:
    return Candidate(
        sentence=Sentence(10, 10 + len(text), text),
        doc_id=f"id-{source}",
        source=source,
        page=page,
        page_label=str(page + 2),
        provenance="primary",
        cosine=cosine,
        fused=cosine,
        coverage=1.0,
        missing=(),
        answer_value="",
        negation_mismatch=False,
        antonym=False,
        score=1.0,
    )


def test_a_refusal_carries_the_fixed_message_and_no_document_text() -> None:
    response = refusal(RefusalReason.NO_EVIDENCE, QuestionKind.FACTOID)
    assert response.mode is Mode.HARD_REFUSAL and response.refusal_reason is RefusalReason.NO_EVIDENCE
    assert response.answer == messages.REFUSAL_MESSAGES[RefusalReason.NO_EVIDENCE]
    assert response.citations == [] and response.confidence.level == "insufficient"


def test_a_vague_question_is_asked_back_naming_its_subject_or_the_earlier_topics() -> None:
    first = clarify(classify("How much was it?"))
    assert first.refusal_reason is RefusalReason.VAGUE and first.answer == messages.CLARIFY
    assert first.clarify is not None and first.clarify.questions[0].allow_free_text
    later = clarify(classify("and?"), options=["Revenue 2023", "Headcount"])
    assert later.clarify is not None and later.clarify.questions[0].options == ["Revenue 2023", "Headcount"]


def test_which_company_is_asked_with_the_filers_as_options() -> None:
    response = clarify_company(classify("What was revenue in 2023?"), ["Contoso Pharma", "Northwind Logistics"])
    (question,) = response.clarify.questions  # type: ignore[union-attr]
    assert (question.field, question.prompt, question.options) == (
        "company",
        messages.CLARIFY_COMPANY_PROMPT,
        ["Contoso Pharma", "Northwind Logistics"],
    )


def test_a_system_reply_is_high_confidence() -> None:
    response = system("Hello! Ask me about your documents.", QuestionKind.GREETING)
    assert response.mode is Mode.SYSTEM and response.confidence.level == "high"


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


def test_the_scope_says_what_the_question_was_understood_to_ask() -> None:
    profiles = {"nw": DocumentProfile(entity="Northwind Logistics, Inc.", aliases=("northwind",), fiscal_year=2023)}
    frame = frame_question("What was Northwind's revenue in 2023?", profiles, load_lexicon())
    scope = scope_of(frame, ["b.pdf", "a.pdf"])
    assert scope is not None and scope.documents == ["a.pdf", "b.pdf"]
    assert scope.measure == "revenue" and scope.period and "2023" in scope.period and scope.entities
    assert scope_of(frame_question("Hello", profiles, load_lexicon()), []) is None
