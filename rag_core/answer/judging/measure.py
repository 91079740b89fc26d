"""Answering a question about a measure: sentences checked for measure, period and value, and the
statements that pass ordered into an answer.

The judge (:mod:`rag_core.answer.judging.judge`) builds candidates; for a question naming an analyst
measure these functions apply the checks of :mod:`rag_core.answer.judging.statement` to a sentence
(a table cell gets its checks where it becomes a candidate, :mod:`rag_core.answer.judging.rows`),
and order the statements that pass into an answer.
"""

from __future__ import annotations

import re
from dataclasses import replace

from rag_core.answer.candidate import Candidate
from rag_core.answer.judging.context import JudgeContext
from rag_core.answer.judging.rank import measure_score
from rag_core.answer.judging.statement import StatementCheck, check_sentence, is_table_blob
from rag_core.answer.understand.frame import NUMERIC_KINDS, QuestionFrame, period_rank
from rag_core.ingest.profile import DocumentProfile
from rag_core.settings import AnswerSettings
from rag_core.text.lexicon import years
from rag_core.text.periods import FULL_DATE
from rag_core.text.sentences import display

_MAX_MEASURE_STATEMENTS = 2  # a measure's answer: its statement, and one other page that agrees
_NUMERIC_TOKEN = re.compile(r"^[$(€£]*-?\d[\d,.]*\)?%?$|^[$€£]$|^[-—–]$")
_RUN_CELLS = 2  # a line ending in this many numeric cells is a table row


def _explicit(stated: bool, check: StatementCheck, frame: QuestionFrame) -> bool:
    """Stated, with the asked period named in the text itself (or no period asked)."""
    return stated and (check.period.explicit or not frame.has_period)


def is_table_text(text: str) -> bool:
    """A table row or a run of figures pypdf flattened into one "sentence"."""
    return _is_numeric_run(text) or is_table_blob(text)


# A sentence ending in a date ("... as of December 31, 2023.") ends in "31," and "2023.", no cells.
_TRAILING_DATE = re.compile(rf"\b{FULL_DATE}\W*$")
# "... who can be reached on 01632 960 118.", "Call +44 20 7946 0958": a telephone number's groups
# of digits (the first with its leading 0 or country code, none with a thousands comma or a
# decimal point) are one number, not cells.
_TRAILING_PHONE = re.compile(r"(?<!\S)(?:\+\d{1,3}\s+\(?0?\)?|\(?0)\d{1,4}\)?(?:\s+\d{2,4}){1,3}\W*$")


def _is_numeric_run(text: str) -> bool:
    """A flattened table line ("Revenue $ 46,298 $ 51,761 $ 47,262"): never an answer sentence."""
    text = _TRAILING_PHONE.sub("", _TRAILING_DATE.sub("", text))
    cells = 0
    for token in reversed(text.split()):
        if not _NUMERIC_TOKEN.match(token):
            break
        if any(map(str.isdigit, token)):
            cells += 1
    return cells >= _RUN_CELLS and sum(map(str.isdigit, text)) >= 6


def judge_measure(
    judged: Candidate,
    context: JudgeContext,
    profile: DocumentProfile | None,
    total: float,
    settings: AnswerSettings,
    heading: str = "",
) -> Candidate:
    """Apply the measure checks to a sentence candidate (``heading``: the period heading above it)."""
    measure = context.frame.measure
    assert measure is not None
    check = check_sentence(
        context.frame, measure, context.lexicon, judged.quote, profile, set(context.allowed), heading
    )
    if measure.kind in NUMERIC_KINDS or measure.kind in ("place", "name", "person"):
        value = check.value
        stated = check.passes and not _is_numeric_run(judged.quote)
    else:
        value = judged.answer_value if check.states_measure else ""
        stated = check.states_measure and not check.qualifier and check.period.ok and bool(value)
    coverage = judged.coverage if total else (1.0 if check.states_measure else 0.0)
    return replace(
        judged,
        coverage=coverage,
        missing=measure.unsaid(judged.missing) if check.states_measure else judged.missing,
        answer_value=value,
        measured=True,
        stated=stated,
        explicit=_explicit(stated, check, context.frame),
        amount=check.amount,
        recency=period_rank(profile),
        score=round(measure_score(settings, judged.score, states_measure=check.states_measure, stated=stated), 6),
        states_measure=check.states_measure,
        qualified=bool(check.qualifier),
        period_ok=check.period.ok,
    )


def order_measured(passing: list[Candidate], tolerance: float, limit: int) -> list[Candidate]:
    """A measure's direct answer from the statements that pass: the lead, and what agrees with it.

    The lead names the asked period itself, comes from the latest document, and is a row of a
    primary statement (income statement, balance sheet, cash flows) before a sentence before other
    tables; among those alike, the one about the latest year (a question without a year, "in the
    most recent quarter", asks for the latest figure, not the prior-year column beside it). Only
    statements giving the same figure join it; different figures are conflicts (see
    :mod:`rag_core.answer.report.evidence`), never silently resolved.
    """
    passing = sorted(
        passing,
        key=lambda c: (
            not c.explicit,
            _negated(c.recency),
            not c.primary_statement,
            -_latest_year(c),
            c.is_row,
            # the main statements come before the notes' and guarantor groups' versions
            c.page if c.primary_statement else 0,
            -c.score,
            c.source,
            c.page,
            c.sentence.start,
        ),
    )
    lead = passing[0]
    same: list[Candidate] = []
    seen = {(lead.doc_id, lead.page, lead.is_row)}
    for other in sorted(passing[1:], key=lambda c: c.is_row):
        # One agreeing statement per page and kind, a sentence before another row: the sentence
        # and the statement row that prove each other.
        key = (other.doc_id, other.page, other.is_row)
        if key in seen or not _same_value(other, lead, tolerance):
            continue
        seen.add(key)
        same.append(other)
    shown = [lead, *same][: min(_MAX_MEASURE_STATEMENTS, limit)]
    # Read the sentence first when there is one ("In fiscal 2023, we generated $46.3 billion in
    # revenue"), then the row that proves it.
    return sorted(shown, key=lambda c: c.is_row)


def later_on_page(lead: Candidate, candidates: list[Candidate], asks_period: bool) -> list[Candidate]:
    """For a question naming no period and a lead sentence that states the measure for a year it
    names, the statements of the measure on its page that pass the checks (``stated``) and name a
    later year: "What was revenue?" asks for the latest
    figure, and the judge had rated "Revenue for 2022 was EUR 164.9 million." above "Revenue for
    2023 was EUR 182.4 million, an increase of 10.6% on the previous year." on the same page of a
    2023 report. :func:`order_measured` then leads with the latest."""
    year = _named_year(lead.quote)
    if asks_period or lead.is_row or not (lead.measured and lead.stated) or not year:
        return []
    return [
        c
        for c in candidates
        if c.measured
        and c.stated
        and not c.is_row
        and c is not lead
        and (c.doc_id, c.page) == (lead.doc_id, lead.page)
        and _named_year(c.quote) > year
    ]


def _latest_year(c: Candidate) -> int:
    """The latest year a statement names (a row: outside its label), else its document's year."""
    named = _named_year(" ".join(c.parts[1:]) if c.is_row else c.quote)
    if named:
        return named
    return int(c.recency[:4]) if c.recency[:4].isdigit() else 0


def _named_year(text: str) -> int:
    """The latest year ``text`` names (0 when none)."""
    return max((int(y) for y in years(text)), default=0)


def _negated(text: str) -> tuple[int, ...]:
    """Sort key that puts later ISO dates first."""
    return tuple(-ord(ch) for ch in text)


def _same_value(a: Candidate, b: Candidate, tolerance: float) -> bool:
    return same_figure(a.amount, b.amount, a.answer_value, b.answer_value, tolerance)


_UNIT_STEPS = (1.0, 1e3, 1e6, 1e9)


def same_figure(a: float | None, b: float | None, text_a: str, text_b: str, tolerance: float) -> bool:
    """Two statements give the same figure: equal within ``tolerance``, also when one of them is a
    table cell whose unit line was not found ("46,298" in a table "in millions" = "$46.3 billion").
    A figure in parentheses is a table's negative, a sentence's words carry the sign: Boeing's
    "Net loss ... ($5,053)" and "Net loss for 2022 was $5.1 billion" give the same figure."""
    if a is not None and b is not None:
        if ("(" in text_a) != ("(" in text_b):
            a, b = abs(a), abs(b)
        for step in _UNIT_STEPS:
            for x, y in ((a * step, b), (a, b * step)):
                scale = max(abs(x), abs(y))
                if not scale or abs(x - y) / scale <= tolerance:
                    return True
        return False
    return display(text_a.lower()) == display(text_b.lower())
