"""A be-question's last word says what is asked of its subject ("Is Northwind's revenue in 2023
audited?"): a sentence without it states the subject, not the asked thing (:func:`lacks_predicate`).
A yes/no question's closing phrase says how, where or when ("Can I order a repeat prescription by
phone?"): a sentence without it says how else, not whether (:func:`lacks_qualifier`). A sentence
that tells the reader to find out whether it holds states nothing either way (:func:`only_asks`).
What one needs to do a thing is not who may do it (:func:`may_instead`). Whether one gets a thing is
not what else is said of it (:func:`lacks_receipt`).
"""

from __future__ import annotations

import re

from rag_core import datafiles
from rag_core.answer.candidate import Candidate
from rag_core.answer.understand.classify import AnswerType
from rag_core.answer.understand.question import Question
from rag_core.text.lexicon import (
    NUMBER_WORDS,
    STOPWORDS,
    AUXILIARY_VERBS,
    IRREGULAR_BASE,
    RECEIPT_WORDS,
    RECEIVED_AMOUNT_VERBS,
    SUBJECT_ASKING_WORDS,
    WEEKDAYS,
    Token,
    either_way,
    opposites,
    past_form,
    stem,
    tokens,
)
from rag_core.text.word_forms import carried_in_other_form

__all__ = ["lacks_predicate", "lacks_qualifier", "lacks_receipt", "may_instead", "only_asks", "says_otherwise"]


def _says_either_way(word: str, said: list[Token]) -> bool:
    """Whether ``said`` holds a word of the group a yes/no question asks ``word`` by either way
    (english.toml ``either_way``: "permitted" for "allowed", "must" for "need"); False for a word of none."""
    group = either_way(word)
    return group is not None and any(either_way(t.lower) == group for t in said)


def says_otherwise(word: str, said: list[Token]) -> bool:
    """Whether ``said`` answers a yes/no question's ``word`` either way or by its opposite: "not
    permitted" for "allowed", "excluded" for "covered", "Closed on Mondays." for "open"."""
    return _says_either_way(word, said) or bool({t.lower for t in said} & opposites(word))


# "Is Northwind's revenue in 2023 audited?", "Are deliveries insured?": whether its subject is what its
# last word says.
_IS_IT = re.compile(r"^\W*(?:is|are|was|were)\b.*?\b(?P<last>[A-Za-z][\w-]*)\W*$", re.IGNORECASE)


def lacks_predicate(question: Question, candidate: Candidate) -> bool:
    """A be-question ("Is Northwind's revenue in 2023 audited?") and a sentence without its last
    word: the word says what is asked of the subject, or what the subject is measured against
    ("Is Internet Brands subject to HIPAA?"), so "Revenue for 2023 was EUR 182.4 million." states
    the subject, not whether it is audited. A word the sentence's context says counts (its
    section's heading: "We allow a grace period of 59 minutes." under "Late returns" for "Is there
    a grace period for late returns?"): the heading lent it, it is not among the missing. So does
    the word in another written form ("every week" for "weekly": "Is food waste collected weekly?"),
    and a word the question asks by either way ("permitted" for "allowed": "Is smoking allowed?" by
    "Smoking is not permitted anywhere in the building.")."""
    if question.classification.answer_type is not AnswerType.YES_NO or candidate.is_row:
        return False
    match = _IS_IT.match(question.text)
    if match is None:
        return False
    word = match.group("last").lower()
    if (candidate.headed or word.removesuffix("s") in WEEKDAYS) and word not in candidate.missing:
        return False  # its section's heading says it; "seven days a week" says "Mondays"
    last = stem(word)
    said = tokens(candidate.quote)
    if says_otherwise(word, said):
        return False  # "not permitted" for "allowed"; "non-refundable" for "refundable", "closed" for "open"
    # an irregular form says its base: "at full pay" says whether paternity leave is "paid"
    lasts = {last, stem(IRREGULAR_BASE.get(word, word))}
    return all(
        t.stem not in lasts and stem(IRREGULAR_BASE.get(t.lower, t.lower)) not in lasts for t in said
    ) and last not in carried_in_other_form(question.tokens, said, candidate.quote)


# The words opening a yes/no question's closing phrase of how, where or when ("by phone", "with a debit
# card", "on Sundays", "at the airport", "over the telephone").
_QUALIFYING = frozenset({"by", "via", "through", "over", "using", "with", "on", "at", "during"})
_QUALIFIER_WORDS = 3  # at most this many words after it: a phrase, not a clause
_TRADE_HEADS = frozenset(datafiles.load("english")["trade_head_nouns"])
_QUANTIFIERS = frozenset({"every", "each", "all", "any", "everything", "anything", "everyone", "anyone"})
# A sentence that says it of every place, time or way says it of the asked one.
_EVERYWHERE = re.compile(r"\b(?:anywhere|everywhere|throughout|at\s+(?:all|any)\s+times?|in\s+any\s+way)\b", re.I)


def lacks_qualifier(question: Question, candidate: Candidate) -> bool:
    """Whether a yes/no question's closing phrase of how, where or when ("by phone" of "Can I order
    a repeat prescription by phone?") names a word the candidate misses: "Repeat prescriptions can
    be ordered online or through your pharmacy." says how else it can be done, not whether by
    phone (the judge rated it 0.96)."""
    if question.classification.answer_type is not AnswerType.YES_NO or not candidate.missing:
        return False
    if _EVERYWHERE.search(candidate.quote):
        return False  # "Smoking is not permitted anywhere on the premises." for "... on the terrace?"
    words = question.tokens
    # the last such word with a word after it ("Is there a policy I can rely on?" ends in one)
    at = next((i for i in range(len(words) - 2, 0, -1) if words[i].lower in _QUALIFYING), None)
    if at is None or len(words) - at - 1 > _QUALIFIER_WORDS or words[at + 1].lower in _QUANTIFIERS:
        return False  # "on every new hire", "on everything": which ones, not how, where or when
    days = {t.lower.removesuffix("s") for t in tokens(candidate.quote)} & WEEKDAYS
    # "Next-day delivery ... Monday to Thursday." says whether on Friday: its days are the answer
    phrase = words[at + 1 :]
    return any(
        t.lower in candidate.missing
        and not (days and t.lower.removesuffix("s") in WEEKDAYS)
        and not (t.lower in _TRADE_HEADS and k and phrase[k - 1].lower not in candidate.missing)
        for k, t in enumerate(phrase)
    )  # "with my insurance company" is said by "with insurers"


# "Check whether you need a visa ...", "Ask us if your policy covers ...", "Please confirm whether ...":
# a verb of finding out and, a few words on, the clause it asks about.
_FIND_OUT = re.compile(
    r"\b(?:check|checking|ask|confirm|find\s+out|verify|enquire|inquire|see)\s+(?:\w+\s+){0,2}?(?:whether|if)\b",
    re.IGNORECASE,
)


def only_asks(question: Question, candidate: Candidate) -> bool:
    """Whether a yes/no question is met by a sentence that only tells the reader to find out:
    "Check whether you need a visa for your destination before you book." holds every word of "Do
    I need a visa for my destination?" and says neither yes nor no."""
    return (
        question.classification.answer_type is AnswerType.YES_NO
        and not candidate.is_row
        and _FIND_OUT.search(candidate.quote) is not None
    )


_LEAD_IN_NEW_WORDS = 2  # words a list's lead-in adds to the question's ("however minor", "for the module")


def lead_in_only(question: Question, candidate: Candidate) -> bool:
    """Whether the candidate is a list's lead-in that says nothing the question does not ("If you
    have an accident, however minor:" for "What should I do if I have an accident?", "The core
    textbook for the module is:" for "What's the core textbook?"): what answers is the list under it.
    A lead-in stating a figure or more words is read as any sentence ("Income ... increased to $299.3
    million in 2019 ..., primarily as a result of:")."""
    quote = candidate.quote.rstrip()
    said = tokens(quote)
    if (
        candidate.is_row
        or not quote.endswith(":")
        or any(t.lower[:1].isdigit() or t.lower in NUMBER_WORDS for t in said)
    ):
        return False  # "We operate in four reportable segments:" states the count
    asked = {t.stem for t in question.tokens}
    added = {t.stem for t in said if t.lower not in STOPWORDS and t.stem not in asked}
    return len(added) <= _LEAD_IN_NEW_WORDS


# "What do I need to apply for a permit?", "What does a member need to bring?": what is needed to do it.
_NEED_TO = re.compile(r"^\W*what\s+(?:do|does|will|would|should)\s+\w+\s+need\s+to\s+(?P<verb>\w+)", re.I)
# ... not who may: "Residents ... can apply", "Members are eligible to apply".
_MAY = frozenset({"can", "may", "could", "might", "able", "eligible", "entitled"})
_MAY_SPAN = 3  # words between the modal and the verb ("can also apply", "are eligible to apply")


def may_instead(question: Question, candidate: Candidate) -> bool:
    """Whether a question asking what one needs to do a thing ("What do I need to apply for a
    permit?") is met by a sentence that says who may do it ("Residents living in a controlled
    parking zone can apply for a permit to park in their zone.", P 0.82) and names nothing needed
    (no "need", "must", "require" ...)."""
    match = _NEED_TO.match(question.text)
    if match is None or candidate.is_row:
        return False
    verb = stem(match.group("verb"))
    said = tokens(candidate.quote)
    if _says_either_way("need", said):
        return False
    return any(
        t.stem == verb and any(w.lower in _MAY for w in said[max(0, at - _MAY_SPAN) : at]) for at, t in enumerate(said)
    )


_CONVEYANCES = frozenset(datafiles.load("english")["conveyances"])
_MOVED = frozenset(datafiles.load("english")["destination_prepositions"])
_RECEIPT = tuple(tuple(stem(w) for w in entry.split()) for entry in RECEIPT_WORDS)  # "come with": two stems


def lacks_receipt(question: Question, candidate: Candidate) -> bool:
    """Whether a yes/no question asking if someone gets a thing ("Do I get a router?", "Will
    members receive a refund?") is met by a sentence that names the thing and says nothing of its
    coming to anyone: "The router remains our property." (P 0.96, high) says who owns it, where
    "All plans include unlimited data and a Wi-Fi 6 router." answers. A sentence answers in a word
    of english.toml ``receipt_words`` ("included", "provided", "entitled", "comes with"), yes or no;
    so does the asked thing said as done ("The machine is guaranteed for two years." for "Do I get a
    guarantee?"). "get" before a participle ("Do I get paid ...?") or "to" is no such question, nor
    "get" a thing somewhere ("Can I get my transactions into Excel?": english.toml
    ``destination_prepositions``)."""
    words = question.tokens
    if (
        question.classification.answer_type is not AnswerType.YES_NO
        or candidate.is_row
        or len(words) < 3
        or words[0].lower not in AUXILIARY_VERBS
    ):
        return False
    at = next(
        (
            i
            for i, t in enumerate(words[2:-1], start=2)
            if t.lower in RECEIVED_AMOUNT_VERBS
            and words[i - 1].lower not in SUBJECT_ASKING_WORDS  # "Does anyone who gets ..."
            and words[i + 1].lower != "to"
            and not past_form(words[i + 1].lower)
        ),
        None,
    )
    if at is None or any(t.lower in _CONVEYANCES for t in words[at + 1 : at + 3]):
        return False  # "Can you get a ferry across the river?" takes it
    if any(t.lower in _MOVED for t in words[at + 2 : at + 5]):
        return False  # "Can I get my transactions into Excel?" moves them
    said = tokens(candidate.quote)
    stems = [t.stem for t in said]
    if any(stems[i : i + len(entry)] == list(entry) for entry in _RECEIPT for i in range(len(stems))):
        return False
    # the asked thing said as done to it ("Do I get a guarantee?": "The machine is guaranteed ...")
    asked = {t.stem for t in words[at + 1 :] if not past_form(t.lower)}
    return not any(t.stem in asked and past_form(t.lower) for t in said)
