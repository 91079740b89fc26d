"""The statement that passes every check of a stated answer (:func:`rules_column`), which answers
below the judge's threshold: for a measure, the one stating measure, period and value (the judge's P
on filings is conservative: on the dev filings this lead was right 9 times in 10); for anything
else, only when P is at least ``stated_min_p`` too. Its confidence stays below high (P decides that).

A yes/no question is answered by the sentence that states it either way: "Does Sci-News sell my
personal information?" by "Sci-News.com does not sell, trade or rent your personal information to
third parties." (a negation is no mismatch there, see ``sentence_candidate``).

A yes/no question is answered from the same P by the sentence that holds every one of its words,
with no negation or opposite the question lacks, though it misses the checks of a stated answer (a
passage that speaks of other things too dilutes its cosine; :func:`yes_no_statement`).

A figure stated for exactly what is asked answers from a lower P (``figure_min_p``): a count of the
very thing a how-many question counts, a change for "How much did X go up?" (:func:`figure_statement`);
a count in a sentence holding every word of the question from a quarter of it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np

from rag_core.answer.candidate import Candidate
from rag_core.answer.judging.amounts import asks_price, is_money
from rag_core.answer.judging.compared import base_figure
from rag_core.answer.judging.counted import counts_directly, standing
from rag_core.answer.judging.deeds import says_doers_deed
from rag_core.answer.judging.contrast import about_another_case
from rag_core.answer.judging.gates import asks_change_size, is_change, quotable, tabular, vetoed
from rag_core.answer.judging.measure import order_measured
from rag_core.answer.understand.classify import AnswerType
from rag_core.answer.understand.question import Question
from rag_core.answer.understand.slots import has_shape
from rag_core.judge.features import INDEX, QuestionView
from rag_core.text.lexicon import STOPWORDS, says_not, stem, tokens
from rag_core.text.word_forms import rate_stems
from rag_core.settings import AnswerSettings

__all__ = ["checked", "figure_statement", "narrower", "stated", "yes_no_statement"]


def checked(candidates: Sequence[Candidate], features: np.ndarray) -> list[Candidate]:
    """The judged candidates that pass every check of a stated answer and may be quoted, best first."""
    return [c for c, row in zip(candidates, features) if row[INDEX["rules"]] == 1 and quotable(c)]


def stated(
    candidates: Sequence[Candidate],
    features: np.ndarray,
    settings: AnswerSettings,
    answers: Callable[[Candidate], bool] = lambda _: True,
) -> list[Candidate]:
    """The stated answer (see the module's docstring), or [] when there is none. Of statements that
    are no measure's, the one the judge rates best of those that ``answers`` the question: the
    rules' lead, the best by retrieval score ("Tallyflow offers three plans: Starter, Team and
    Enterprise." for "How much is the Team plan?", which gives no price; "Stop eating solid food at
    9 am on the day before your test.", P 0.51, for "When is my appointment?") does not hide
    another ("The Team plan costs $25 per user per month ..."; "Your appointment is on Wednesday 14
    April 2027 at 10:15 am.", P 0.76)."""
    if not len(features) or features.ndim != 2:
        return []
    marked = np.flatnonzero(features[:, INDEX["rules_lead"]] == 1)
    if not len(marked):
        return []
    lead = int(marked[0])
    first = candidates[lead]
    if not quotable(first):
        return []
    if first.measured:
        # The same figure stated on other pages joins it (see ``order_measured``).
        ruled = order_measured(
            checked(candidates, features), settings.conflict_tolerance, settings.max_answer_sentences
        )
        return [c for c in ruled if answers(c)]
    pool = [lead] if answers(first) else []
    pool += [
        int(i)
        for i in np.flatnonzero(features[:, INDEX["rules"]] == 1)
        if int(i) != lead
        and not (candidates[i].measured or tabular(candidates[i]))  # a row's cell is looked up
        and quotable(candidates[i])
        and answers(candidates[i])
    ]
    if not pool:
        return []
    best = candidates[max(pool, key=lambda i: (candidates[i].p or 0.0, -i))]
    return [best] if (best.p or 0.0) >= settings.stated_min_p else []


def _changes(question: Question, lead: Candidate) -> bool:
    """Whether, for a question asking how much something changed ("How much did rents go up?"), the
    candidate's figure is a change ("Rents rose by 7.7% in April 2025", P 0.24: the judge's
    cross-encoder reads a change as no value)."""
    if not asks_change_size(question):
        return False
    return any(is_change(lead.quote, *span) for span in standing(lead.quote, lead.answer_value))


def _lead(
    question: Question, view: QuestionView, candidates: Sequence[Candidate], features: np.ndarray, shape: str
) -> tuple[Candidate, np.ndarray] | None:
    """The best candidate (with its features) that has the asked ``shape`` (any for none), that no
    check vetoes as it would at the threshold (:func:`~rag_core.answer.judging.gates.vetoed`) and
    that is about the asked case; None when there is none."""
    return next(
        (
            (c, row)
            for c, row in zip(candidates, features)
            if has_shape(shape, c.quote)
            and not vetoed(question, view, c, asks_person=False)
            and not about_another_case(question, c, candidates)
        ),
        None,
    )


def figure_statement(
    question: Question,
    view: QuestionView,
    candidates: Sequence[Candidate],
    features: np.ndarray,
    shape: str,
    min_p: float,
) -> list[Candidate]:
    """Below the judge's threshold, the best candidate that no check vetoes as it would at the
    threshold (:func:`~rag_core.answer.judging.gates.vetoed`: "Hygienist clean | Private (GBP): 70"
    is no count of hygienists), that has the asked ``shape`` and is about the asked case, still
    answers when it passes every check of a stated answer, its P reaches ``min_p`` and its figure is
    what is asked: a count of the very thing a how-many question counts ("Pulse Fitness runs six gyms" for "How many gyms are there?",
    P 0.24: the judge's cross-encoder reads counts poorly), a change for a question asking how much
    something changed (see :func:`_changes`), a sum of money for a question asking what a thing
    that is no measure costs ("Standard membership costs £29 a month ..." for "How much is the
    Standard membership?", P 0.51); never high (P decides that). [] otherwise."""
    if not len(features) or features.ndim != 2:
        return []
    lead = _lead(question, view, candidates, features, shape)
    if lead is None:
        return []
    best, row = lead
    if _counts_whole(row, best, view) and (best.p or 0.0) >= min_p * _COUNTED_SHARE:
        return [best]
    if _base_stated(question, best, row) and (best.p or 0.0) >= min_p:
        return [best]
    if row[INDEX["rules"]] != 1 or (best.p or 0.0) < min_p:
        return []
    priced = (
        not best.measured
        and asks_price(question)
        and is_money(best.answer_value)
        and not rate_stems(question.tokens) & {stem(word) for word in best.missing}
    )  # "How much is the car per day?" is not answered by a price per litre
    return (
        [best]
        if counts_directly(best.quote, best.answer_value, view.terms) or _changes(question, best) or priced
        else []
    )


def _base_stated(question: Question, best: Candidate, row: np.ndarray) -> bool:
    """Whether a question asking a figure for one year is met by a sentence holding every word of
    it that states that year's figure as the base it compares with ("At the end of 2024 we had 29
    classrooms, compared with 30 at the end of 2023." for "How many classrooms were there at the end
    of 2023?", P 0.24-0.76: the judge reads the sentence's own year as its figure's)."""
    asked = frozenset(question.years)
    return (
        question.classification.answer_type is AnswerType.NUMBER
        and not best.is_row
        and bool(base_figure(best.quote, asked))
        and set(best.missing) <= asked  # "2023" said as "a year earlier"
        and row[INDEX["negation_mismatch"]] == 0
        and row[INDEX["antonym"]] == 0
    )


_WHOLE = 0.999  # the share of the question's (rarity-weighted) words a sentence holding them all has
# Of ``figure_min_p``: a count holding every word of the how-many question answers from a quarter of
# it (P 0.05 at the default), the cross-encoder reading counts poorly.
_COUNTED_SHARE = 0.25


def _counts_whole(row: np.ndarray, best: Candidate, view: QuestionView) -> bool:
    """Whether the candidate holds every word of a how-many question, with no negation or opposite
    it lacks, and counts the very thing it counts ("You will pay 10 monthly instalments of GBP
    149.05 ..." for "How many instalments are there?", P 0.07: the cross-encoder reads counts
    poorly, and a short document's one passage dilutes the cosine the checks of a stated answer
    ask for)."""
    return _whole_and_clean(row) and not best.is_row and counts_directly(best.quote, best.answer_value, view.terms)


def _whole_and_clean(row: np.ndarray) -> bool:
    """Whether a candidate's features say it holds every word of the question (in some form) and
    no negation or opposite the question lacks."""
    whole = row[INDEX["coverage"]] >= _WHOLE and row[INDEX["missing"]] == 0
    clean = row[INDEX["negation_mismatch"]] == 0 and row[INDEX["antonym"]] == 0
    return bool(whole and clean)


def yes_no_statement(
    question: Question,
    view: QuestionView,
    candidates: Sequence[Candidate],
    features: np.ndarray,
    settings: AnswerSettings,
) -> list[Candidate]:
    """For a yes/no question, the best candidate that no check vetoes and that is about the asked
    case, when it holds every word of the question (in some form), says no "not" or opposite the
    question lacks, and its P reaches ``min_p``: "Asbestos is not accepted at the centre." for "Do
    you accept asbestos?" (P 0.76) on a web page of five rules, whose passage the question's
    embedding matches at 0.29, and whose "not" the judge's cross-encoder reads as no answer
    (logit -1.7), so that it misses the checks of a stated answer; not one that says it of fewer
    things than asked (:func:`narrower`). ``min_p`` is ``settings.yes_no_min_p``, or the lower
    ``yes_no_deed_min_p`` for a sentence saying the deed the question asks of its doer ("We will not
    sell or rent the personally identifiable information ..." for "Does BWW sell my personal
    information?", P 0.51; :func:`~rag_core.answer.judging.deeds.says_doers_deed`). Never high (P
    decides that); [] otherwise."""
    if question.classification.answer_type is not AnswerType.YES_NO or not len(features) or features.ndim != 2:
        return []
    lead = _lead(question, view, candidates, features, "")
    if lead is None:
        return []
    best, row = lead
    if not _whole_and_clean(row) or best.is_row or narrower(question, best.quote):
        return []
    if restates(question, best.quote):
        min_p = settings.yes_no_restated_min_p
    else:
        min_p = settings.yes_no_deed_min_p if says_doers_deed(question, best) else settings.yes_no_min_p
    return [best] if (best.p or 0.0) >= min_p else []


_RESTATED_MIN_WORDS = 2


def restates(question: Question, quote: str) -> bool:
    """Whether a sentence says nothing but the question's own words, with or without "not": "Slide
    tackles are not allowed." for "Are slide tackles allowed?" states the answer whatever the
    judge's P (0.41: its cross-encoder reads the "not" as no answer)."""
    asked = {t.stem for t in question.tokens}
    said = [t for t in tokens(quote) if t.lower not in STOPWORDS and not says_not(t.lower)]
    return len(said) >= _RESTATED_MIN_WORDS and all(t.stem in asked for t in said)


_EVERY = frozenset({"every", "all", "each", "any"})
_NARROWING_SPAN = 2  # words between "every" and the question's noun
# Words between them that name no fewer things: "All our rooms ...", "Every single room ...".
_NOT_NARROWING = STOPWORDS | {"single"}


def narrower(question: Question, quote: str) -> bool:
    """Whether the sentence says "every" (all, each, any) of fewer things than the question: a word
    the question does not say between it and a noun the question says ("Every education project has
    a named partner." for "Is a partner named on every Fenwick project?"; not "All our rooms have
    wifi." for "Do the rooms have wifi?")."""
    asked = {t.stem for t in question.tokens}
    said = tokens(quote)
    for at, word in enumerate(said):
        if word.lower not in _EVERY:
            continue
        after = said[at + 1 : at + 2 + _NARROWING_SPAN]
        noun = next((n for n, t in enumerate(after) if t.stem in asked), None)
        if noun and any(t.stem not in asked and t.lower not in _NOT_NARROWING for t in after[:noun]):
            return True
    return False
