"""When something happened: "When did Wardenau join the Hanseatic League?", "In what year was the
bridge opened?" are answered by the sentence that holds every word of the question and dates the
deed it asks: the question's deed (its past form, "joined" of "join") with a year, a month or a
century a few words from it ("... and Wardenau joined the Hanseatic League in 1412.", "In 1412
Wardenau joined ..."). Read below the judge's threshold, which rates such sentences low when the
date is all they add (:func:`date_stated`)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from rag_core.answer.candidate import Candidate
from rag_core.answer.judging.agents import agent_named
from rag_core.answer.judging.gates import misreads, quotable
from rag_core.answer.understand.question import Question
from rag_core.settings import AnswerSettings
from rag_core.text.lexicon import (
    AUXILIARY_VERBS,
    IRREGULAR_BASE,
    MONTH_SET,
    STOPWORDS,
    Token,
    negates,
    past_form,
    stem,
    tokens,
)

__all__ = ["date_stated", "deed_answered"]

# "When did Wardenau join ...?", "In what year was the bridge opened?", "What year did ... close?"
_ASKS = re.compile(
    r"^\W*(?:when|(?:in\s+)?(?:what|which)\s+year|(?:on\s+)?what\s+date)\s+(?P<aux>did|was|were)\s+(?P<rest>[^?]+?)\W*$",
    re.I,
)
_SUBJECT_REACH = 12  # words before the deed its subject stands within
_DATE_REACH = 6  # words between the deed and its date ("joined the Hanseatic League in 1412")
# A date: a year (1000-2099; "1990s" is read as "1990", "s"), a month (MONTH_SET), an ordinal
# ("14th century" is read as "14", "th", "century"; "5th May" as "5", "th", "May").
_YEAR = re.compile(r"1\d{3}|20\d\d")
_ORDINAL = frozenset({"st", "nd", "rd", "th"})


@dataclass(frozen=True)
class _Asked:
    """What a when-question about a deed asks: each word that may be the deed, as (the stems of the
    content words before it, its subject; the past forms a sentence would say it in), and whether
    the question is passive ("was")."""

    deeds: tuple[tuple[tuple[str, ...], frozenset[str]], ...]
    passive: bool


def _deed_forms(word: str, passive: bool) -> frozenset[str]:
    """The past forms of a word that may be the asked deed: after "was", the past participle itself;
    after "did", the forms of its base ("join" -> "joined", "die" -> "died", "become" -> "became");
    none for a word that is no such form."""
    if passive:
        return frozenset({word} if past_form(word) else ())
    irregular = {past for past, base in IRREGULAR_BASE.items() if base == word}
    return frozenset({f"{word}ed", f"{word}d", *irregular} | ({f"{word[:-1]}ied"} if word.endswith("y") else set()))


def _asked(question: Question) -> _Asked | None:
    """The deeds of a when-question (after "did", any word after the subject's first), or None for
    any other question."""
    asked = _ASKS.match(question.text)
    if asked is None:
        return None
    words = tuple(t.lower for t in tokens(asked["rest"]))
    if not words or any(negates(w) for w in words):
        return None  # "When was the Social Charter not adopted?": no date of a deed answers it
    passive = asked["aux"].lower() != "did"
    deeds = tuple(
        (tuple(stem(w) for w in words[:at] if w not in STOPWORDS), forms)
        for at, word in enumerate(words)
        if word not in STOPWORDS
        and word not in AUXILIARY_VERBS
        and (at or passive)
        and (forms := _deed_forms(word, passive))
    )
    return _Asked(deeds, passive)


def _is_date(said: Sequence[Token], n: int) -> bool:
    """Whether the word at ``n`` dates something: a year, a month's name, a day's or a century's ordinal."""
    word = said[n]
    if _YEAR.fullmatch(word.lower) or word.lower in MONTH_SET and word.capitalized:
        return True
    return word.lower.isdigit() and len(word.lower) <= 2 and n + 1 < len(said) and said[n + 1].lower in _ORDINAL


def _subject_placed(said: Sequence[Token], at: int, subject: Sequence[str], passive: bool) -> bool:
    """Whether the asked deed's subject stands where the sentence says it did the deed (before it),
    or for a passive question also where it had the deed done to it (right after it: "When was
    Scotland invaded?" by "William invaded Scotland in 1072"); not "Duke William II conquered
    England killing King Harold II" for "When did King Harold II conquer England?"."""
    before = {t.stem for t in said[max(0, at - _SUBJECT_REACH) : at]}
    if all(w in before for w in subject):
        return True
    after = {t.stem for t in said[at + 1 : at + 3 + len(subject)]}
    return passive and all(w in after for w in subject)


def _dated_near(quote: str, asked: _Asked) -> bool:
    """Whether ``quote`` says the asked deed of its subject (:func:`_subject_placed`) with a date
    (:func:`_is_date`) within :data:`_DATE_REACH` words of it, on either side."""
    said = tokens(quote)
    dated = [n for n in range(len(said)) if _is_date(said, n)]
    if not dated:
        return False
    for subject, forms in asked.deeds:
        for at, t in enumerate(said):
            if t.lower in forms and past_form(t.lower) and _subject_placed(said, at, subject, asked.passive):
                if any(abs(n - at) <= _DATE_REACH for n in dated):
                    return True
    return False


def date_stated(question: Question, candidates: Sequence[Candidate], min_p: float) -> list[Candidate]:
    """The best candidate (at ``min_p`` at least) holding every word of a when-question that dates the
    deed it asks (see the module's docstring); [] when there is none or the question asks no deed."""
    asked = _asked(question)
    if asked is None:
        return []
    for c in candidates:
        if (c.p or 0.0) < min_p:
            break
        if c.is_row or c.missing or not quotable(c) or misreads(question, c):
            continue
        if _dated_near(c.quote, asked):
            return [c]
    return []


def deed_answered(question: Question, candidates: Sequence[Candidate], settings: AnswerSettings) -> list[Candidate]:
    """Who did the deed a question asks (:func:`~rag_core.answer.judging.agents.agent_named`), or when
    (:func:`date_stated`), each from its own least P; [] when neither is stated."""
    return agent_named(question, candidates, settings.agent_min_p) or date_stated(
        question, candidates, settings.date_min_p
    )
