"""A figure expected is not a figure reached: "What was capital expenditure?" asks what was spent,
and "For 2026 we expect revenue growth of 4% to 6% and capital expenditure of around GBP 100
million." (P 0.97, high) says what the company expects to spend next year, while "Capital
expenditure was GBP 118 million, mainly on new trucks." says what it spent. A question asking what
was, in the past tense, is not answered by a sentence that only looks ahead (an expectation, a
forecast, guidance, a plan) and says nothing was; one asking what is expected is left alone.

The other way round, a figure reached is not the figure asked: "When will packaging be 100%
recyclable?" is not answered by "In 2025, 78% of our packaging was recyclable ..." (P 0.82), which
says when another share was reached; "We aim to reach 100% by the end of 2027." answers
(:func:`other_figure_reached`).

Nor is an aim a figure: "How much does the charity have in reserves?" is not answered by "Our
reserves policy is to hold unrestricted reserves equal to at least three months' running costs"
(P 0.76), nor "What is the yield on the fund?" by "The fund aims to provide an income yield higher
than that of the FTSE All-Share Index" (:func:`aim_instead`)."""

from __future__ import annotations

import re

from rag_core import datafiles
from rag_core.answer.candidate import Candidate
from rag_core.answer.understand.classify import AnswerType
from rag_core.answer.understand.question import Question
from rag_core.text.lexicon import past_form, tokens

__all__ = ["aim_instead", "appointed_instead", "forecast_instead", "other_figure_reached", "past_instead"]

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


_ENGLISH = datafiles.load("english")
_AIM_NOUNS = frozenset(_ENGLISH["aim_nouns"])
# a question asking what is aimed at
_ASKS_AIM = (
    _AIM_NOUNS
    | frozenset(_ENGLISH["aim_verbs"])
    | frozenset(_ENGLISH["aim_question_words"])
    | frozenset(_ENGLISH["aim_timescale_words"])
    | _AHEAD
)
_AIM = re.compile(
    rf"\b(?:{'|'.join(map(re.escape, _ENGLISH['aim_verbs']))})\s+to\b"
    rf"|\b(?:{'|'.join(map(re.escape, sorted(_AIM_NOUNS)))})\s+is\s+to\b",
    re.IGNORECASE,
)
# "How much does ...?", "What is the yield ...?": a figure or a thing's value asked as it stands.
_ASKS_FIGURE = re.compile(r"^\W*(?:how\s+(?:much|many)|what(?:'s|\s+(?:is|are|was|were)))\b", re.IGNORECASE)

# What was, with its figure ("Reserves were £78,300"; not "if our funding fell suddenly").
_WAS_FIGURE = re.compile(rf"\b(?:{'|'.join(sorted(_WAS))})\b\W+(?:[a-z]+\W+){{0,3}}?[$£€]?\d", re.IGNORECASE)


def aim_instead(question: Question, candidate: Candidate) -> bool:
    """Whether a question asking what a figure is or was is met by a sentence saying what is aimed
    at and nothing that was (see the module's docstring); not when the question asks the aim
    ("What is the fund's objective?", "What is the reserves policy?", "How many volunteers do they
    want to recruit?") or how soon ("How many working days until you contact me?": "We aim to
    contact you within two working days" is the service's timescale), nor for a table row."""
    if candidate.is_row or question.classification.answer_type not in _FIGURED:
        return False
    if _ASKS_FIGURE.match(question.text) is None or {t.lower for t in question.tokens} & _ASKS_AIM:
        return False
    if _AIM.search(candidate.quote) is None:
        return False
    return _WAS_FIGURE.search(candidate.quote) is None


# "... recommended that Ernst & Young LLP be appointed as the Group's auditor for ...", "... will
# succeed her as Chief Executive ...": who is to hold a post, not who holds it.
_TO_HOLD = re.compile(
    r"\b(?:be|being)\s+(?:appointed|elected|named|nominated)\b|\bwill\s+(?:become|succeed|take\s+over|join)\b"
    r"|\bto\s+succeed\b|\b(?:designate|incoming|successor)\b",
    re.IGNORECASE,
)
# "Who is ...?", "Who are ...?", "Who's ...?": who holds it now.
_ASKS_HOLDER_NOW = re.compile(r"^\W*who(?:\s+(?:is|are)\b|['’]s\b)", re.IGNORECASE)
_FUTURE_WORDS = frozenset(_ENGLISH["next_holder_words"])


def appointed_instead(question: Question, candidate: Candidate) -> bool:
    """Whether a question asking who holds a post now ("Who is the auditor?") is met by a sentence
    that only says who is to hold it: "the Audit Committee has recommended that Ernst & Young LLP be
    appointed as the Group's auditor for the year ending 31 March 2027" (P 0.92, high) while "KPMG
    LLP has been the company's external auditor since the 2016 financial year." A question about
    the next holder ("Who will be the new auditor?") is left to the judge."""
    if candidate.is_row or _ASKS_HOLDER_NOW.match(question.text) is None:
        return False
    if {t.lower for t in question.tokens} & _FUTURE_WORDS:
        return False
    return _TO_HOLD.search(candidate.quote) is not None


# "How many new stores will they open this year?", "How much do they plan to spend next year?": what
# is ahead, in a time to come ...
_ASKS_AHEAD = re.compile(
    r"^\W*(?:what|which|how\s+(?:much|many)\b)[^?]*?\b(?:will|(?:plan|plans|expect|expects|intend|intends|going)\s+to)\b"
    r"[^?]*\b(?:this|next|the\s+coming)\s+(?:fiscal\s+|financial\s+)?(?:year|quarter|month|season)\b",
    re.IGNORECASE,
)
# ... which a sentence says with a word looking ahead.
_LOOKING_AHEAD = _AHEAD | frozenset(
    "will plan plans aim aims target targets intend expected planned scheduled upcoming going shall".split()
)


def past_instead(question: Question, candidate: Candidate) -> bool:
    """Whether a question asking what is planned for a time ahead ("How many new stores will they
    open this year?") is met by a sentence with a figure that only says what was done ("During the
    second quarter we opened 9 new stores, ..."): a past form and no word looking ahead."""
    if candidate.is_row or _ASKS_AHEAD.match(question.text) is None or not any(ch.isdigit() for ch in candidate.quote):
        return False
    said = tokens(candidate.quote)
    return not any(t.lower in _LOOKING_AHEAD for t in said) and any(
        t.lower in _WAS or (past_form(t.lower) and t.stem in question.stems) for t in said
    )
