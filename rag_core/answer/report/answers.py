"""The envelopes of the outcomes that quote the documents: the direct answer and the guided
fallback, each with its evidence, confidence and the judge's report."""

from __future__ import annotations

from rag_core import messages
from rag_core.answer.candidate import Candidate
from rag_core.answer.find.finder import Found
from rag_core.answer.judging.confidence import answer_p, confidence_basis, direct_confidence, fallback_confidence
from rag_core.answer.judging.judge import Judge, Judged, Verdict
from rag_core.answer.judging.lookup import asked_stems
from rag_core.answer.report.cases import each_column, in_order, other_case, with_antecedent
from rag_core.answer.report.evidence import check_conflicts, facts, fallback_gaps, figure_twins, measure_conflicts
from rag_core.answer.report.replies import citations, scope_of
from rag_core.answer.understand.reading import Reading
from rag_core.envelope import (
    Evidence,
    Highlight,
    JudgeReport,
    JudgeWeight,
    Response,
    quoted_answer,
    within_one_document,
)
from rag_core.messages import Mode
from rag_core.settings import AnswerSettings


def direct_answer(reading: Reading, found: Found, verdict: Verdict, judge: Judge, settings: AnswerSettings) -> Response:
    """The direct answer: the quoted statements, other documents' differing values beside them."""
    question, frame = reading.question, reading.frame
    assert frame is not None
    direct, judged = verdict.direct, verdict.judged
    tolerance = settings.conflict_tolerance
    if direct[0].measured:
        check = measure_conflicts(direct, judged.candidates, tolerance, frame.has_period, settings.stated_min_p)
    else:
        check = check_conflicts(question, direct, judged.candidates, tolerance, set(found.terms.weights))
        # A twin row reads like the answer's but for its figure: on the topic is enough (its P
        # differs from the answer's by its rank, not by what it says).
        check = (None if check.conflicts else figure_twins(direct, judged.candidates, settings.topic_min_p)) or check
    shown = direct + check.extra
    case = None if check.conflicts else other_case(direct, judged.candidates, settings.case_min_p)
    line = None
    if case is not None:
        shown = in_order([*direct, case])  # each case as the document states it
    elif not check.conflicts:
        line = each_column(asked_stems(question), frame.has_period, direct, judged.candidates, question.text)
        shown = with_antecedent(shown, judged.candidates + judged.rest) if line is None else [line]
    model = judge.model
    basis = confidence_basis(direct)
    p, pages = answer_p(direct, judge.threshold)
    confidence = direct_confidence(
        basis,
        model.thresholds if model else None,
        provenance=direct[0].provenance,
        conflicted=bool(check.conflicts),
        conflict_within=within_one_document(check.conflicts),
        unsure=check.unsure,
        other_case=case is not None or line is not None,
        headed=basis.headed,
        superseded=direct[0].superseded,
        agreeing_sources=check.agreeing_sources,
        p=p,
        pages=pages,
    )
    return Response(
        mode=Mode.DIRECT_ANSWER,
        answer=quoted_answer(c.quote for c in shown),
        citations=citations(shown, with_quotes=True),
        evidence=Evidence(facts=facts(shown), gaps=[], conflicts=check.conflicts),
        confidence=confidence,
        question_kind=question.kind.value,
        gate=found.gate,
        judge=judge_report(judge, judged, basis),
    ).model_copy(update={"scope": scope_of(reading)})


def fallback(reading: Reading, found: Found, verdict: Verdict, judge: Judge, settings: AnswerSettings) -> Response:
    """The guided fallback: no direct answer, the closest passages verbatim, and why."""
    question = reading.question
    shown, candidates = verdict.highlights, verdict.judged.candidates
    gaps = fallback_gaps(question, candidates, settings.min_coverage)
    if reading.timeout_gap is not None:
        gaps = [reading.timeout_gap]
    return Response(
        mode=Mode.GUIDED_FALLBACK,
        no_direct_answer_reason=messages.NO_DIRECT_ANSWER,
        related_highlights=[
            Highlight(
                highlight=c.quote,
                source=c.source,
                page=c.page,
                locator=c.locator,
                doc_id=c.doc_id,
                parts=list(c.parts) if c.parts else None,
                row=c.row,
            )
            for c in shown
        ],
        citations=citations(shown, with_quotes=False),
        evidence=Evidence(facts=[], gaps=gaps, conflicts=[]),
        confidence=fallback_confidence(shown),
        question_kind=question.kind.value,
        gate=found.gate,
        judge=judge_report(judge, verdict.judged, candidates[0] if candidates else None),
    ).model_copy(update={"scope": scope_of(reading)})


def judge_report(judge: Judge, judged: Judged, lead: Candidate | None) -> JudgeReport | None:
    """P of the candidate an answer rests on (or the best one) and the features that weighed most."""
    model = judge.model
    if model is None or lead is None or lead.p is None:
        return None
    index = next(i for i, c in enumerate(judged.candidates) if c is lead or c == lead)
    return JudgeReport(
        p=lead.p,
        threshold=judge.threshold,
        weights=[JudgeWeight(feature=name, weight=w) for name, w in model.weights(judged.features[index])],
    )
