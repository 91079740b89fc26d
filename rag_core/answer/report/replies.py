"""The envelopes of the outcomes that quote no evidence: system replies (a greeting, the list of
documents, the summary reply), clarifying questions and refusals, one function per outcome; and
the pieces every envelope shares (citations, the scope the question was understood to have)."""

from __future__ import annotations

from collections.abc import Sequence

from rag_core import messages
from rag_core.answer.candidate import Candidate
from rag_core.answer.find.finder import Found
from rag_core.answer.judging.confidence import REFUSED, SYSTEM
from rag_core.answer.understand.classify import QuestionKind
from rag_core.answer.understand.reading import Reading
from rag_core.envelope import Citation, Clarify, ClarifyQuestion, Evidence, Gap, GateReport, Response, Scope
from rag_core.messages import Mode, RefusalReason


def unreadable(problem: RefusalReason, kind: QuestionKind, length: int, limit: int) -> Response:
    """A question that cannot be read (too long, not English, no words): what is supported.
    ``length``: the characters it has; ``limit``: the most a question may have."""
    declined = _refusal(problem, kind)
    if problem is RefusalReason.TOO_LONG:
        declined = declined.model_copy(update={"answer": messages.too_long(length, limit)})
    return declined


def greeting(reading: Reading) -> Response:
    """The reply to a greeting."""
    return _system(messages.GREETING, reading.kind)


def library_listing(reading: Reading) -> Response:
    """ "What documents do you have?": their names."""
    names = sorted({d.name for d in reading.ready_docs})
    text = f"{messages.META_PREFIX} {', '.join(names)}." if names else messages.NO_DOCUMENTS
    return _system(text, reading.kind)


def no_documents(reading: Reading) -> Response:
    """Nothing is indexed (or readable by the asker)."""
    return _refusal(RefusalReason.NO_DOCUMENTS, reading.kind)


def summary(reading: Reading, suggestions: list[str]) -> Response:
    """ "Summarize the documents": what can be asked, with questions they answer when there are some."""
    text = f"{messages.SUMMARY_REPLY} {messages.SUMMARY_EXAMPLES}" if suggestions else messages.SUMMARY_REPLY
    return _system(text, reading.kind).model_copy(update={"suggestions": suggestions or None})


def out_of_scope(reading: Reading) -> Response:
    """A request the tool does not do (advice, opinions, writing...)."""
    return _refusal(RefusalReason.OUT_OF_SCOPE, reading.kind)


def clarify(reading: Reading) -> Response:
    """The vague-question clarification; its options are what earlier turns of the conversation
    were about (a vague follow-up such as "and?"), none for a first question."""
    classification = reading.question.classification
    subject = classification.subject
    prompt = (
        f"Which {subject} do you mean? Name it as the documents do." if subject else messages.CLARIFY_SUBJECT_PROMPT
    )
    return Response(
        mode=Mode.HARD_REFUSAL,
        answer=messages.CLARIFY,
        refusal_reason=RefusalReason.VAGUE,
        clarify=Clarify(
            questions=[
                ClarifyQuestion(field="subject", prompt=prompt, options=list(reading.options), allow_free_text=True)
            ]
        ),
        confidence=REFUSED,
        question_kind=classification.kind.value,
    )


def external_comparison(reading: Reading) -> Response:
    """A comparison with something no document names."""
    return _refusal(RefusalReason.EXTERNAL_COMPARISON, reading.kind)


def not_covered(reading: Reading) -> Response:
    """The question names organisations no document covers (or none of the documents of the
    company it names mentions): which ones."""
    frame = reading.frame
    owners = frame.entities if frame is not None and frame.docs is not None else ()
    return _refusal(RefusalReason.NOT_COVERED, reading.kind).model_copy(
        update={"answer": messages.not_covered(reading.uncovered, owners)}
    )


def clarify_company(reading: Reading) -> Response:
    """Several companies' documents fit and the question names none: which company, with them as options."""
    return Response(
        mode=Mode.HARD_REFUSAL,
        answer=messages.CLARIFY,
        refusal_reason=RefusalReason.VAGUE,
        clarify=Clarify(
            questions=[
                ClarifyQuestion(
                    field="company",
                    prompt=messages.CLARIFY_COMPANY_PROMPT,
                    options=list(reading.options),
                    allow_free_text=True,
                )
            ]
        ),
        confidence=REFUSED,
        question_kind=reading.question.kind.value,
    )


def no_evidence(reading: Reading, found: Found) -> Response:
    """The gate found no evidence: the refusal, with the gate's figures."""
    declined = _refusal(RefusalReason.NO_EVIDENCE, reading.kind, found.gate, reading.timeout_gap)
    return declined.model_copy(update={"scope": scope_of(reading)})


def scope_of(reading: Reading) -> Scope | None:
    """What the question was understood to ask, for the analyst to see (None when nothing)."""
    frame = reading.frame
    assert frame is not None
    if not (frame.entities or frame.measure or frame.period.text):
        return None
    documents = [d.name for d in reading.ready_docs if d.doc_id in reading.scoped] if frame.docs is not None else []
    return Scope(
        entities=list(frame.entities),
        measure=frame.measure.name.replace("_", " ") if frame.measure else None,
        period=frame.period.label or None,
        documents=sorted(documents),
    )


def citations(candidates: Sequence[Candidate], *, with_quotes: bool) -> list[Citation]:
    """One citation per (source, page), in the order the sentences are shown."""
    out: dict[tuple[str, int], Citation] = {}
    for c in candidates:
        key = (c.source, c.page)
        if key in out:
            continue
        out[key] = Citation(
            source=c.source,
            page=c.page,
            score=round(c.cosine, 4),
            quote=c.quote if with_quotes else None,
            locator=c.locator if with_quotes else None,
            page_label=c.page_label or None,
            doc_id=c.doc_id,
            parts=list(c.parts) if with_quotes and c.parts else None,
        )
    return list(out.values())


def _system(text: str, kind: QuestionKind) -> Response:
    return Response(mode=Mode.SYSTEM, answer=text, confidence=SYSTEM, question_kind=kind.value)


def _refusal(
    reason: RefusalReason,
    kind: QuestionKind,
    decision: GateReport | None = None,
    timeout_gap: Gap | None = None,
) -> Response:
    return Response(
        mode=Mode.HARD_REFUSAL,
        answer=messages.REFUSAL_MESSAGES[reason],
        refusal_reason=reason,
        confidence=REFUSED,
        question_kind=kind.value,
        gate=decision,
        evidence=Evidence(gaps=[timeout_gap] if timeout_gap else []),
    )
