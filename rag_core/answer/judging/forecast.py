"""A figure expected is not a figure reached: "What was capital expenditure?" asks what was spent,
and "For 2026 we expect revenue growth of 4% to 6% and capital expenditure of around GBP 100
million." (P 0.97, high) says what the company expects to spend next year, while "Capital
expenditure was GBP 118 million, mainly on new trucks." says what it spent. A question asking what
was, in the past tense, is not answered by a sentence that only looks ahead (an expectation, a
forecast, guidance, a plan) and says nothing was; one asking what is expected is left alone.

The other way round, a figure reached is not the figure asked: "When will packaging be 100%
recyclable?" is not answered by "In 2025, 78% of our packaging was recyclable ..." (P 0.82), which
says when another share was reached; "We aim to reach 100% by the end of 2027." answers
(:func:`other_figure_reached`)."""

from __future__ import annotations

import re

from rag_core.answer.candidate import Candidate
from rag_core.answer.understand.classify import AnswerType
from rag_core.answer.understand.question import Question
from rag_core.text.lexicon import tokens

__all__ = ["forecast_instead", "other_figure_reached"]

_FIGURED = frozenset({AnswerType.NUMBER, AnswerType.ENTITY})  # "What was capital expenditure?" asks a measure

# "What was ...?", "How much did ... spend?", "How many ... were ...?": the past asked.
_ASKS_PAST = re.compile(r"^\W*(?:what|how\s+(?:much|many)(?:\s+\w+){0,3}?|which)\s+(?:was|were|did)\b", re.IGNORECASE)
# Words that only look ahead; not "plan" or "project", often nouns ("restructuring plan", "project
# assets"), nor "will" ("credit carryforwards that will be refundable in future years") ...
_AHEAD = frozenset(
    "expect expects anticipate anticipates forecast forecasts guidance outlook projected intend intends".split()
)
# ... and those that say what was, which a sentence looking ahead may say too ("Capital expenditure
# was GBP 118 million; we expect around GBP 100 million in 2026.").
_WAS = frozenset(
    "was were had totalled totaled amounted reached rose fell grew increased decreased declined spent generated"
    " reported achieved delivered".split()
)


def forecast_instead(question: Question, candidate: Candidate) -> bool:
    """Whether a question asking what a figure was is met by a sentence with a figure that only
    says what is expected (see the module's docstring); never a table row, whose column says its
    period."""
    if candidate.is_row or question.classification.answer_type not in _FIGURED:
        return False
    if not any(ch.isdigit() for ch in candidate.quote):
        return False  # no figure: left to the judge
    if _ASKS_PAST.match(question.text) is None or {t.lower for t in question.tokens} & _AHEAD:
        return False  # "What was the previous outlook?" asks what was expected
    said = {t.lower for t in tokens(candidate.quote)}
    return bool(said & _AHEAD) and not said & _WAS


# A share or a sum of money a question names ("100%", "$1 billion", "50 per cent"): what it asks about.
_FIGURE = re.compile(r"[$£€]\s?\d[\d,]*(?:\.\d+)?|\d[\d,]*(?:\.\d+)?\s?(?:%|per\s?cent\b|percent\b)", re.IGNORECASE)


def _figures(text: str) -> set[str]:
    """The shares and sums of money ``text`` states, written one way ("100 per cent" -> "100%")."""
    return {re.sub(r"per\s?cent|percent", "%", re.sub(r"[\s,]", "", f.group().lower())) for f in _FIGURE.finditer(text)}


def other_figure_reached(question: Question, candidate: Candidate) -> bool:
    """Whether a question asking when a figure it names is (or was) reached ("When will packaging
    be 100% recyclable?") is met by a sentence stating other figures of that kind and not the asked
    one: it says when something else held (see the module's docstring)."""
    if question.classification.answer_type is not AnswerType.DATE or candidate.is_row:
        return False
    asked = _figures(question.text)
    if not asked:
        return False
    said = _figures(candidate.quote)
    return bool(said) and not said & asked
