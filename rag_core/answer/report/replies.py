"""The envelopes the engine replies with: refusals, clarifying questions, system replies, citations."""

from __future__ import annotations

from collections.abc import Sequence

from rag_core import messages
from rag_core.answer.candidate import Candidate
from rag_core.answer.understand.classify import Classification, QuestionKind
from rag_core.answer.judging.confidence import REFUSED
from rag_core.answer.understand.frame import QuestionFrame
from rag_core.envelope import Citation, Clarify, ClarifyQuestion, Confidence, Evidence, Gap, GateReport, Response, Scope
from rag_core.messages import Mode, RefusalReason


def scope_of(frame: QuestionFrame, documents: list[str]) -> Scope | None:
    """What the question was understood to ask, for the analyst to see (None when nothing)."""
    if not (frame.entities or frame.measure or frame.period.text):
        return None
    return Scope(
        entities=list(frame.entities),
        measure=frame.measure.name.replace("_", " ") if frame.measure else None,
        period=frame.period.label or None,
        documents=sorted(documents),
    )


def clarify_company(classification: Classification, names: list[str]) -> Response:
    return Response(
        mode=Mode.HARD_REFUSAL,
        answer=messages.CLARIFY,
        refusal_reason=RefusalReason.VAGUE,
        clarify=Clarify(
            questions=[
                ClarifyQuestion(
                    field="company", prompt=messages.CLARIFY_COMPANY_PROMPT, options=names, allow_free_text=True
                )
            ]
        ),
        confidence=REFUSED,
        question_kind=classification.kind.value,
    )


def citations(candidates: list[Candidate], *, with_quotes: bool) -> list[Citation]:
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


def system(text: str, kind: QuestionKind) -> Response:
    return Response(
        mode=Mode.SYSTEM, answer=text, confidence=Confidence(level="high", score=1.0), question_kind=kind.value
    )


def refusal(
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


def clarify(classification: Classification, options: Sequence[str] = ()) -> Response:
    """The vague-question clarification; ``options`` are what earlier turns of the conversation
    were about (a vague follow-up such as "and?"), none for a first question."""
    subject = classification.subject
    prompt = (
        f"Which {subject} do you mean? Name it as the documents do." if subject else messages.CLARIFY_SUBJECT_PROMPT
    )
    return Response(
        mode=Mode.HARD_REFUSAL,
        answer=messages.CLARIFY,
        refusal_reason=RefusalReason.VAGUE,
        clarify=Clarify(
            questions=[ClarifyQuestion(field="subject", prompt=prompt, options=list(options), allow_free_text=True)]
        ),
        confidence=REFUSED,
        question_kind=classification.kind.value,
    )
