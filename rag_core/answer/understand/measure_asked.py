"""Whether a question that names an analyst measure asks for the measure's value, and what kind of
answer it then wants: "What was Best Buy's revenue?" an amount, "Who is the CEO?" a name; "How
long must staff with vomiting stay away from food?" no headcount."""

from __future__ import annotations

from rag_core.answer.understand.classify import AnswerType, Asked, Classification, QuestionKind, is_yes_no
from rag_core.text.sentences import display

_MEASURE_ANSWERS = {
    "money": AnswerType.NUMBER,
    "count": AnswerType.NUMBER,
    "percent": AnswerType.NUMBER,
    "per_share": AnswerType.NUMBER,
    "place": AnswerType.PLACE,
    "name": AnswerType.PERSON,
    "person": AnswerType.PERSON,
    "date": AnswerType.DATE,
}


_NAMED_KINDS = frozenset({"person", "place", "name"})  # measures whose value is a name, not a number or date


def measure_answers(classification: Classification, measure_kind: str) -> bool:
    """Whether the value of a measure of ``measure_kind`` is what the question asks for: the CEO's
    name is not the answer to "How many years has Pieter Grieve been chief executive?" nor to
    "When did Corie Barry become CEO?"; the headcount is not the answer to "How long must staff
    with vomiting stay away from food?" nor to "Can staff take unsold bread home?" (the staff are
    who the rule is about, not a number asked for); nor is the dividend paid the answer to "How is
    the dividend paid?" (a step or a basis is asked, see ``Classification.procedural``) nor EPS
    itself to "What does EPS mean?" (``Asked.TERM``); nor is a headcount a length of time ("How
    long ...?", ``Asked.SPAN``); nor is revenue the answer to why it grew (``Asked.REASON``)."""
    if classification.asks in (Asked.SPAN, Asked.TERM, Asked.REASON) or classification.procedural:
        return False
    if measure_kind == "count" and classification.answer_type is AnswerType.YES_NO:
        return False
    if measure_kind in _NAMED_KINDS:
        return classification.answer_type not in (AnswerType.NUMBER, AnswerType.DATE)
    # "When are staff paid?", "Where do staff park?": a figure is neither a time, a place nor a name
    # (a question opening with the word; "Employees who work part-time?" asks a count).
    return measure_kind == "date" or classification.reason not in ("who", "where", "when")


def refine_for_measure(classification: Classification, measure_kind: str | None, question: str) -> Classification:
    """A question naming an analyst measure asks for that measure's value.

    "What was Best Buy's revenue?" wants an amount, "What is the Foobar headcount?" a number, not
    a definition; an analyst's terse "Best Buy cost of sales fiscal 2023" is a factoid too. Yes/no
    questions, explanations, comparisons and everything refused stay as they are.
    """
    if measure_kind is None or measure_kind not in _MEASURE_ANSWERS:
        return classification
    answer = _MEASURE_ANSWERS[measure_kind]
    if classification.answer_type is AnswerType.YES_NO:
        return classification
    if classification.kind in (QuestionKind.FACTOID, QuestionKind.DEFINITION):
        if classification.asks in (Asked.AMOUNT, Asked.SPAN) and answer is AnswerType.NUMBER:
            return classification
        return Classification(QuestionKind.FACTOID, answer, reason=f"{classification.reason}; asks for a measure")
    if (
        classification.kind is QuestionKind.EXPLANATORY
        and classification.reason == "needs interpretation"
        and not is_yes_no(display(question))
    ):
        return Classification(QuestionKind.FACTOID, answer, reason="names a measure")
    return classification
