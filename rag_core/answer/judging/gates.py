"""What is never a direct answer, whatever the judge's P.

- Page furniture, headings and questions (:func:`quotable`).
- A candidate for another period than the one a measure is asked for (:func:`other_period`); a
  table row, or a sentence answering how much, that names the asked measure with no figure of its
  kind (:func:`valueless`); a row that says the opposite of a question word (:func:`opposite_row`).
- A who-question's role held by someone else ("Hiroshi Lefevre is our head nurse." for "Who is the
  head of finance?", :func:`other_holder`, see :mod:`rag_core.answer.judging.roles`).
- A sentence that says what a term means, for a yes/no question ("'Home worker' means an employee
  whose contract names their home as their usual place of work." for "Can I work from home?",
  :func:`defines_instead`), or that defines the question's own subject for a question of who, when
  or where ("A reportable incident is any collision ..." for "Who must a reportable incident be
  reported to?", :func:`defines_subject`).
- A sentence without the last word of a be-question ("Revenue for 2023 was EUR 182.4 million." for
  "Is Northwind's revenue in 2023 audited?", :func:`lacks_predicate`), or one that tells the reader
  to find out ("Check whether you need a visa ..." for "Do I need a visa?", :func:`only_asks`), or
  one that says who may do what the question asks what one needs to do it (:func:`may_instead`), or
  one that names what the question asks whether one gets, and not that it comes to anyone
  (:func:`lacks_receipt`), or one that only says what its document explains ("This notice explains what personal data we
  collect ...", :func:`~rag_core.answer.judging.signpost.signpost`).
- A sentence whose only figures are changes, for a question that asks the value
  (:func:`answers_value_with_change`). "Regional Operations Adjusted Property EBITDAR for the six
  months ended June 30, 2023" asks for the figure; "Regional Operations Adjusted Property EBITDAR
  decreased 7% for the six months ended June 30, 2023, compared to the prior year period." states
  the measure and the period, but its only figure is how much the measure moved: quoted as the
  answer, it would be an answer in disguise (a lexicon measure's value past a change is the
  measure checks', "decreased $5.4 billion ... to $12.7 billion"; this gate covers the others).
- A count of something else, the counted thing being in the sentence only as a word of a name
  ("At the end of 2025 Vantor House Hotel employed 2,383 people." for "How many hotels does Vantor
  House Hotel have?", :func:`counts_other`).
- A thing named by another colour, tier or size than the asked one ("your grey bin" for "When is
  the brown bin collected?", ``kinds.another_kind``).
- A table row for a question that asks what a thing is made of, or which period's figure was the
  largest (:func:`rowless`); what says nothing asked (``topic.unasked``)."""

from __future__ import annotations

import re

from rag_core import datafiles
from rag_core.answer.candidate import Candidate
from rag_core.answer.judging.deeds import lacks_deed, lacks_obligation, spans_another, times_another_deed
from rag_core.answer.judging.defines import defines_instead, defines_mine, defines_subject
from rag_core.answer.judging.amounts import (
    change_instead,
    count_for_price,
    counts_instead,
    counts_money,
    counts_other,
    figureless,
    measures_instead,
    money_for_when,
    part_instead,
    price_elsewhere,
    priced_otherwise,
    reduction_instead,
)
from rag_core.answer.judging.kinds import (
    another_kind,
    another_thing,
    another_subject_case,
    conditioned_instead,
    in_condition_only,
    likened_instead,
    names_none_of_what,
    names_none_of_which,
)
from rag_core.answer.judging.numbered import other_numbered
from rag_core.answer.judging.predicate import (
    lacks_predicate,
    lacks_qualifier,
    lacks_receipt,
    lead_in_only,
    may_instead,
    only_asks,
)
from rag_core.answer.judging.roles import former_holder, no_agent, other_role
from rag_core.answer.judging.forecast import (
    aim_instead,
    appointed_instead,
    forecast_instead,
    other_figure_reached,
    past_instead,
)
from rag_core.answer.judging.signpost import signpost
from rag_core.answer.judging.sentences import is_heading
from rag_core.answer.judging.topic import unasked
from rag_core.answer.understand.classify import AnswerType, Asked
from rag_core.answer.understand.question import Question
from rag_core.answer.understand.slots import names_asked_ones
from rag_core.ingest.rows import ROW_SEPARATOR
from rag_core.judge.features import QuestionView
from rag_core.locations import ROW_LINE
from rag_core.text.lexicon import WEEKDAYS, quantities, stem, tokens
from rag_core.text.periods import ENDS_WITH_MONTH, FULL_DATE

# The figure follows a change verb or noun: "decreased 7%", "increased by $47 million", "a decline of 3%",
# "up 12%", or the percentage that restates a change: "decreased $5.5 billion, or 10.6%".
_CHANGE_BEFORE = re.compile(
    r"(?:\b(?:(?:increased?|decreased?|declined?|grew|rose|fell|dropped|improved|reduced)(?:\s+by)?|up|down|"
    r"(?:growth|decline|change|increase|decrease|reduction)\s+of)"
    r"(?:\s+(?:approximately|about|roughly|nearly|almost|over|more\s+than|less\s+than))?|,\s+or)\s*[$€£]?\s*$",
    re.IGNORECASE,
)
# "a 5% increase", "$3 million higher", "120 basis points lower".
_CHANGE_AFTER = re.compile(
    r"^\s*(?:million|billion|thousand|percent|%|percentage\s+points?|basis\s+points|bps)?\s*"
    r"(?:increase|decrease|decline|growth|higher|lower|reduction|change|improvement)\b",
    re.IGNORECASE,
)
_YEAR = re.compile(r"(?:19|20)\d\d")
# The question asks about a movement, a comparison, a cause or a result: a change is its answer.
_ASKS_CHANGE = re.compile(
    r"\b(?:chang\w*|increas\w*|decreas\w*|grow\w*|grew|growth|declin\w*|ris[ei]\w*|rose|fall\w*|fell|drop\w*|"
    r"improv\w*|trend\w*|compar\w*|differ\w*|higher|lower|more|less|fewer|up|down|happen\w*|why|vs\.?|versus|"
    r"year-over-year|yoy|shift\w*|mov\w*|impact\w*|effect\w*|result\w*|by\s+(?:how|what)|"
    r"(?:which|what)\s+years?|when)\b",
    re.IGNORECASE,
)
_VALUE_TYPES = frozenset({AnswerType.NUMBER, AnswerType.ENTITY})


_NAME_NUMBER = re.compile(r"[A-Za-z]-$")  # "COVID-19", "Series-2": a name's number, no figure
_YEAR_SPAN = re.compile(r"(?:19|20)\d\d[/–-]$")  # "2026/27", "2025-26": a year's second half, no figure


def gives_only_change(text: str) -> bool:
    """True when every figure of ``text`` (years, days of a date and numbers of a name aside) is a change
    ("has gone up by £107.40, an increase of 4.70%" too)."""
    figures = [
        q
        for q in quantities(text)
        if not _YEAR.fullmatch(q.raw)
        and not ENDS_WITH_MONTH.search(text[max(0, q.start - 10) : q.start])
        and not _NAME_NUMBER.search(text[max(0, q.start - 2) : q.start])
        and not _YEAR_SPAN.search(text[max(0, q.start - 5) : q.start])
    ]
    return bool(figures) and all(is_change(text, q.start, q.end) for q in figures)


def is_change(text: str, start: int, end: int) -> bool:
    """Whether the figure at ``text[start:end]`` is a change ("rose by 7.7%", "a 5% increase", "have
    risen by", "went up by", "jumped" ...)."""
    before = text[max(0, start - 40) : start]
    return bool(
        _CHANGE_BEFORE.search(before) or _CHANGE_AFTER.match(text[end : end + 40]) or _MORE_CHANGE_BEFORE.search(before)
    )


_MORE_CHANGE_BEFORE = re.compile(
    r"\b(?:risen|grown|(?:go|goes|gone|went)\s+(?:up|down)|jumped|climbed|increasing|rising|falling)(?:\s+by)?"
    r"(?:\s+(?:approximately|about|roughly|nearly|almost|over|more\s+than|less\s+than))?\s*[$€£]?\s*$",
    re.IGNORECASE,
)


# "How much did rents go up?", "By how much did revenue grow?": the size of a change is asked, the
# change said as the question's last verb, not before "to" ("How much did revenue increase to?"), nor
# a noun ("the fall prevention course"), nor a sum paid ("How much will I pay if prices rise?").
_ASKS_CHANGE_SIZE = re.compile(
    r"^\W*(?:by\s+)?how\s+much\s+(?:did|has|have|had|does|do|will|was|were|is|are)\b"
    r"(?![^?]*\b(?:cost|costs|pay|paid|spend|spent|charge|charged)\b)[^?]*?\b"
    r"(?:(?:go|goes|gone|went)\s+(?:up|down)|ris(?:e|en|es)|rose|increased?|increases|grow|grown|grows|grew|fall|"
    r"fallen|falls|fell|decreased?|decreases|declined?|declines|drop(?:ped|s)?|climb(?:ed|s)?|jump(?:ed|s)?)"
    r"(?=\s*(?:\?|$|\b(?:by|in|from|since|over|last|this|during|between|after|compared|on|year)\b))",
    re.IGNORECASE,
)


def asks_change_size(question: Question) -> bool:
    """Whether the question asks how much something changed ("How much did rents go up?")."""
    return bool(_ASKS_CHANGE_SIZE.search(question.text))


def answers_value_with_change(question: Question, quote: str) -> bool:
    """A question for a value (a number, or a measure named without a question word) that does not
    ask about a movement, and a quote whose only figures are changes."""
    return question.answer_type in _VALUE_TYPES and not _ASKS_CHANGE.search(question.text) and gives_only_change(quote)


def other_period(view: QuestionView, candidate: Candidate) -> bool:
    """A measure asked for a period, and a candidate whose period is another: never an answer,
    whatever its P ("net debt at March 31, 2023" is not "as of June 30, 2023 ... $6.1 billion")."""
    return view.asks_measure and view.asks_period and candidate.measured and not candidate.period_ok


def other_day(candidate: Candidate) -> bool:
    """A day of the week the question names that the candidate does not say: "We close at 4pm on
    Christmas Eve" is no answer to "What time do you close on Saturday?"."""
    return any(word.removesuffix("s") in WEEKDAYS for word in candidate.missing)


_FULL_DATE = re.compile(FULL_DATE, re.IGNORECASE)
_NONE = re.compile(r"\b(?:no|none|nil|zero|not)\b", re.IGNORECASE)
_FIGURED_KINDS = frozenset({"money", "percent", "per_share"})  # never written in words in a statement


def valueless(view: QuestionView, candidate: Candidate) -> bool:
    """A table row or a sentence that names the asked measure but gives no figure of its kind (a
    cost for a headcount, a percentage for an amount, none at all): never an answer, whatever its
    P ("Staff | Expenditure: | 2023 | 30,276 | (in thousands of EUR)" for "How many staff did you
    have?"; "A reconciliation of total debt to net debt at December 31, 2022 and June 30, 2022 is
    as follows:" for "How much debt did Amcor have at December 31, 2022?"). A sentence may give a
    count in other words ("a team of sixty-four"), never an amount or a rate; and one with a figure
    the measure checks did not take as the value (a change asked for, figures given "respectively")
    is left to the judge. Only for a question asking how much."""
    if not view.asks_numeric_measure or not candidate.states_measure or candidate.answer_value:
        return False
    if candidate.is_row:
        return True
    # "How much ...?" asks for the figure itself; "What does income tax expense represent?", "Was
    # there a material bad debt expense?" name a measure without asking for its figure
    asks_figure = view.question.classification.asks is Asked.AMOUNT
    return asks_figure and view.measure_kind in _FIGURED_KINDS and not _figure_or_none(candidate.quote)


def _figure_or_none(text: str) -> bool:
    """Whether a text holds a figure other than its dates and years, or says there is none ("there
    were no uncertain tax positions that resulted in any adjustment")."""
    return bool(re.search(r"\d", _YEAR.sub(" ", _FULL_DATE.sub(" ", text)))) or bool(_NONE.search(text))


def tabular(candidate: Candidate) -> bool:
    """A table row: read from a page's table, or a line of a Word, web or sheet table quoted as a
    sentence ("Customer related costs | 2019 $: 83,401 | 2018 $: 68,744")."""
    return candidate.is_row or ROW_SEPARATOR in candidate.quote


def opposite_row(candidate: Candidate) -> bool:
    """A table row whose label, section or headers say the opposite of a question word it
    does not say ("Catering | Expenditure: | 2024 | 1,597" for "Catering income in 2024", an
    opening balance for a closing one): a row says nothing else that could make it the answer."""
    return tabular(candidate) and candidate.antonym


def quotable(candidate: Candidate) -> bool:
    """Page furniture, headings and questions are never an answer, whatever their words: "How do
    we use your information?" heads a policy's section and states nothing. A line that states the
    asked measure with its value is no heading, however capitalised: a signature's "Milan Kovar" over
    "Executive Vice President and Chief Financial Officer" (rag_core.answer.judging.signed)."""
    if candidate.furniture:
        return False
    heading = is_heading(candidate.quote) and not candidate.stated
    return candidate.is_row or not (heading or _QUESTION_END.search(candidate.quote))


# What may close a sentence after its last mark: spaces, closing quotes or brackets.
_CLOSING = r"[\s\"'\u201d\u2019)]*$"
# A sentence ending in a question mark asks; it states nothing.
_QUESTION_END = re.compile(r"\?" + _CLOSING)


def no_method(question: Question, candidate: Candidate) -> bool:
    """A how-question's answer is a step or a basis. A sentence that ends in a colon leaves it to
    what follows: "The net debt to EBITDA ratio is calculated as follows:" does not say how EBITDA
    is calculated (for other questions such a sentence may state the fact: "We operate in four
    reportable segments:"). And for "How are hours ... paid?" the sentence says the basis after
    the verb asked ("... are paid at one and a quarter times the normal rate", "determined using
    the Black-Scholes model"); "Staff are paid on the last Friday of each month" says when. A
    table's row, or a sheet row's line, gives it under its column ("Assessment: Essay 100%")."""
    if not question.classification.procedural or candidate.is_row or ROW_LINE.match(candidate.quote):
        return False
    if _COLON_END.search(candidate.quote):
        return True
    if question.classification.asks is not Asked.BASIS:
        return False
    asked = stem(question.classification.basis)
    said = tokens(candidate.quote)
    return not any(
        t.stem == asked and any(n.lower in _MANNER for n in said[i + 1 : i + 1 + _MANNER_WINDOW])
        for i, t in enumerate(said)
    )


# Words that open how a figure is set, after the verb: "paid at", "calculated using", "determined by".
_MANNER = frozenset(datafiles.load("english")["manner_words"])
_MANNER_WINDOW = 10


_COLON_END = re.compile(":" + _CLOSING)


def names_no_one(asks_person: bool, candidate: Candidate) -> bool:
    """A question for a person asked as a measure ("Who is the company's Chief Financial Officer?")
    and a statement of the measure that gives no name: "The Company's Code of Ethics ... applies to
    its Chief Executive Officer, Chief Financial Officer and Chief Accounting Officer" names the
    office, not who holds it. (An organisation, such as the auditor, may be named without its legal
    form, which the measure's reader needs: "Deloitte was appointed as intu's external auditor".)"""
    return asks_person and candidate.measured and not candidate.answer_value


def other_holder(question: Question, candidate: Candidate) -> bool:
    """A who-question for one role and a candidate naming a role of the same kind but another one
    ("Our head baker is Caspar Lindenmayer." for "Who is the head of people?"), or saying the deed
    asked about was done without saying by whom ("Harbourline Logistics was founded in 1998 in
    Calgary." for "Who founded Harbourline?"), or naming the role only as no longer held ("our
    outgoing chief executive, Margaret Oduya" for "Who is the chief executive?")."""
    if question.classification.answer_type is not AnswerType.PERSON:
        return False
    return (
        other_role(question.text, candidate.quote)
        or no_agent(question.text, candidate.quote)
        or former_holder(question.text, candidate.quote)
    )


# What a table row never says, whatever its figures (gates.rowless):
_ROWLESS = (
    # The parts of a thing, in words: "What is included in customer related costs?", "What does cost
    # of revenue consist of?", "What are the components of revenue?". Not "What amount is included
    # in ...?", nor "What are the years included in the table?", which asks for its columns.
    re.compile(
        r"^\W*what\s+(?:(?:items|costs|expenses|things|types|kinds)\s+)?(?:is|are|was|were)\s+(?:included|contained)\s+in\b"
        r"|^\W*what\s+(?:does|do|did|is|are|was|were)\b.*\b(?:consists?\s+(?:\w+\s+)?of|compris(?:e|es|ed))\b"
        r"|^\W*what\s+(?:is|are|was|were)\s+the\s+(?:components|constituents|elements|parts)\s+of\b",
        re.IGNORECASE,
    ),
    # A period picked by comparing figures: "In which year was revenue the highest?", "What year had
    # the larger billed receivables?".
    re.compile(
        r"^\W*(?:(?:in|during|for)\s+)?(?:which|what)\s+(?:fiscal\s+)?(?:year|period|quarter|month)s?\b.*\b(?:largest"
        r"|smallest|highest|lowest|greatest|least|most|fewest|biggest|larger|smaller|higher|lower|greater|less|more"
        r"|fewer|bigger|best|worst|better|worse|maximum|minimum)\b",
        re.IGNORECASE,
    ),
)


def rowless(question: Question, candidate: Candidate) -> bool:
    """A table row for a question whose answer no row states: what a thing is made of (its figures
    say how much, not of what: "Customer related costs | 2019 $: 83,401" for "What is included in
    Customer related costs?"), or which period's figure was the largest (the row gives every
    period's figure but not which: "Total sales | 2019: $1,496.5 | 2018: $1,202.9" for "In which
    year is the amount of total sales the largest?")."""
    return tabular(candidate) and any(pattern.search(question.text) for pattern in _ROWLESS)


def misreads(question: Question, candidate: Candidate) -> bool:
    """Whether a candidate answers another question than the one asked: a change for the value, a
    time for the method, another holder for the role, a definition for whether."""
    return (
        answers_value_with_change(question, candidate.quote)
        or no_method(question, candidate)
        or other_holder(question, candidate)
        or defines_instead(question, candidate)
        or lacks_predicate(question, candidate)
        or only_asks(question, candidate)
        or lead_in_only(question, candidate)
        or may_instead(question, candidate)
        or lacks_receipt(question, candidate)
        or signpost(question, candidate)
        or forecast_instead(question, candidate)
        or past_instead(question, candidate)
        or aim_instead(question, candidate)
        or appointed_instead(question, candidate)
        or other_figure_reached(question, candidate)
        or lacks_qualifier(question, candidate)
        or lacks_deed(question, candidate)
        or lacks_obligation(question, candidate)
        or times_another_deed(question, candidate)
        or spans_another(question, candidate)
        or count_for_price(question, candidate)
        or money_for_when(question, candidate)
        or defines_subject(question, candidate)
        or defines_mine(question, candidate)
        or counts_other(question, candidate)
        or counts_money(question, candidate)
        or counts_instead(question, candidate)
        or measures_instead(question, candidate)
        or figureless(question, candidate)
        or reduction_instead(question, candidate)
        or change_instead(question, candidate)
        or part_instead(question, candidate)
        or price_elsewhere(question, candidate)
        or priced_otherwise(question, candidate)
        or rowless(question, candidate)
        or not names_asked_ones(question.text, candidate.quote)
        or other_numbered(question.text, candidate.quote)
        or another_kind(question, candidate)
        or another_thing(question, candidate)
        or names_none_of_which(question, candidate)
        or names_none_of_what(question, candidate)
        or likened_instead(question, candidate)
        or conditioned_instead(question, candidate)
        or in_condition_only(question, candidate)
        or another_subject_case(question, candidate)
    )


def vetoed(question: Question, view: QuestionView, candidate: Candidate, *, asks_person: bool) -> bool:
    """Whether a candidate the judge rates at its threshold is still never the answer (every check above)."""
    return (
        not quotable(candidate)
        or other_period(view, candidate)
        or valueless(view, candidate)
        or opposite_row(candidate)
        or names_no_one(asks_person, candidate)
        or misreads(question, candidate)
        or unasked(view, candidate)
    )
