"""The three answer modes on the reference design's examples, and what each may contain."""

from __future__ import annotations


from rag_core import messages
from rag_core.answer.engine import Engine
from rag_core.evals.common import verbatim_violations
from rag_core.messages import Mode, RefusalReason


def _page_texts(engine: Engine) -> list[str]:
    texts = []
    for doc in engine.library.ready_documents():
        texts += [p.text for p in engine.library.registry.pages(doc.doc_id)]
    return texts


def _assert_no_document_text(engine: Engine, envelope_json: str) -> None:
    for text in _page_texts(engine):
        for line in text.splitlines():
            if len(line) > 15:
                assert line not in envelope_json, f"document text leaked: {line!r}"
    assert "Acme" not in envelope_json


def test_definition_question_gets_the_verbatim_sentence_and_its_page(acme: Engine) -> None:
    response = acme.ask("What are Acme's core values?")
    assert response.mode is Mode.DIRECT_ANSWER
    assert response.answer == "Acme's core values are curiosity, safety and honesty."
    assert [(c.source, c.page) for c in response.citations] == [("acme_handbook.pdf", 1)]
    assert response.citations[0].quote == response.answer
    assert response.evidence.facts[0].quote == response.answer
    # The sentence itself, from an ordinary document that states it outright: the judge is sure enough
    # for high (provenance and dates only lower a level, they are not needed to reach it).
    assert response.confidence.level == "high"
    assert verbatim_violations(acme.library, response) == []


def test_factoid_gets_a_direct_answer_with_the_asked_for_value(acme: Engine) -> None:
    when = acme.ask("When was Acme Robotics founded?")
    assert when.mode is Mode.DIRECT_ANSWER
    assert "2004" in (when.answer or "")
    define = acme.ask("What is a work cell?")
    assert define.mode is Mode.DIRECT_ANSWER
    assert define.answer == "A work cell is a group of robots that share one safety fence."


def test_how_question_gets_a_fallback_with_verbatim_highlights(acme: Engine) -> None:
    response = acme.ask("How are robots calibrated?")
    assert response.mode is Mode.GUIDED_FALLBACK
    assert response.no_direct_answer_reason == messages.NO_DIRECT_ANSWER
    assert response.answer is None
    highlights = response.related_highlights or []
    assert highlights and any("calibrated every morning" in h.highlight for h in highlights)
    cited = [(c.source, c.page) for c in response.citations]
    assert cited == list(dict.fromkeys((h.source, h.page) for h in highlights))
    assert verbatim_violations(acme.library, response) == []
    assert response.evidence.facts == []
    assert response.evidence.gaps and response.evidence.gaps[0].why in {"no_quote_found", "low_coverage"}


def test_vague_question_is_refused_with_a_clarifying_question_and_no_retrieval(acme: Engine) -> None:
    response = acme.ask("Tell me more", session_id="vague-1")
    assert response.mode is Mode.HARD_REFUSAL
    assert response.refusal_reason is RefusalReason.VAGUE
    assert response.answer == messages.CLARIFY
    assert response.clarify is not None and response.clarify.questions[0].field == "subject"
    assert response.citations == [] and response.related_highlights is None
    logged = acme.log.get(response.query_id)
    assert logged is not None and logged.chunk_ids == ()


def test_unresolved_reference_asks_which_one(acme: Engine) -> None:
    response = acme.ask("How much did that invoice cost?", session_id="vague-2")
    assert response.refusal_reason is RefusalReason.VAGUE
    assert response.clarify is not None
    assert "invoice" in response.clarify.questions[0].prompt


def test_comparison_with_an_entity_the_documents_lack_is_refused(acme: Engine) -> None:
    response = acme.ask("Acme vs Globex")
    assert response.mode is Mode.HARD_REFUSAL
    assert response.refusal_reason is RefusalReason.EXTERNAL_COMPARISON
    assert response.answer == messages.CANNOT_ANSWER
    _assert_no_document_text(acme, response.to_json())


def test_off_topic_question_is_refused_without_any_document_text(acme: Engine) -> None:
    response = acme.ask("What is the capital of Peru?")
    assert response.mode is Mode.HARD_REFUSAL
    # No document names Peru: the refusal says so, in a fixed message.
    assert response.refusal_reason is RefusalReason.NOT_COVERED
    assert response.answer == messages.not_covered(["Peru"])
    _assert_no_document_text(acme, response.to_json())


def test_opinion_requests_are_out_of_scope(acme: Engine) -> None:
    response = acme.ask("Should I invest in Acme Robotics?")
    assert response.refusal_reason is RefusalReason.OUT_OF_SCOPE
    _assert_no_document_text(acme, response.to_json())


def test_near_miss_year_is_not_a_direct_answer(acme: Engine) -> None:
    response = acme.ask("What was Acme's revenue in 2021?")
    assert response.mode is Mode.GUIDED_FALLBACK
    texts = " ".join(h.highlight for h in response.related_highlights or [])
    assert "2023" in texts or "2022" in texts
    good = acme.ask("What was Acme's revenue in 2023?")
    assert good.mode is Mode.DIRECT_ANSWER and "48.2" in (good.answer or "")


def test_same_number_stated_differently_is_a_conflict_with_both_citations(acme: Engine) -> None:
    response = acme.ask("How many people does Acme employ?")
    assert response.mode is Mode.DIRECT_ANSWER
    (conflict,) = response.evidence.conflicts
    values = {(v.value, v.source) for v in conflict.values}
    assert values == {("850", "acme_handbook.pdf"), ("910", "acme_report_2023.pdf")}
    assert {c.source for c in response.citations} == {"acme_handbook.pdf", "acme_report_2023.pdf"}
    assert "850" in (response.answer or "") and "910" in (response.answer or "")
    # A conflict keeps the answer below high, however sure the judge is of each statement.
    assert response.confidence.level == "medium" and "different values" in (response.confidence.reason or "")
    calm = acme.ask("What are Acme's core values?")
    assert calm.confidence.level == "high"


def test_instructions_inside_a_document_change_nothing(acme: Engine) -> None:
    cafeteria = acme.ask("When does the cafeteria open?")
    assert cafeteria.mode is Mode.DIRECT_ANSWER
    assert cafeteria.answer == "The cafeteria opens at 8 am on working days."
    for question in ("What are Acme's core values?", "When was Acme Robotics founded?"):
        response = acme.ask(question)
        assert "bankrupt" not in response.to_json()
        assert "SYSTEM" not in (response.answer or "")


def test_greeting_and_library_questions_need_no_retrieval(acme: Engine) -> None:
    hello = acme.ask("Hello!")
    assert hello.mode is Mode.SYSTEM and hello.answer == messages.GREETING and not hello.citations
    meta = acme.ask("What documents do you have?")
    assert meta.mode is Mode.SYSTEM
    assert meta.answer == f"{messages.META_PREFIX} acme_handbook.pdf, acme_report_2023.pdf, notes.txt."


def test_every_quote_is_on_its_cited_page(acme: Engine) -> None:
    for question in (
        "What are Acme's core values?",
        "How are robots calibrated?",
        "How many people does Acme employ?",
        "What was Acme's revenue in 2021?",
        "Who founded Acme Robotics?",
    ):
        assert verbatim_violations(acme.library, acme.ask(question)) == [], question
