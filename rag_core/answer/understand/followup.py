"""Follow-up questions ("tell me more", "and in 2022?", "what about Boeing?") read against earlier turns.

Deterministic, no language model. A follow-up is rewritten into a standalone question from the
last earlier turn that had a subject (an answer, a fallback, or a "nothing found" refusal), and
that question is what gets searched:

- "tell me more", "go on", "elaborate" -> "Tell me more about <the previous subject>";
- "and in 2022?", "how about FY2019?" -> the previous question with its period replaced (or added);
- "what about Boeing?" -> the previous question with its company replaced (or added), likewise a
  measure ("what about net income?"); a topic replaces the term of a previous definition question
  and is otherwise read as a question of its own;
- "Is that figure audited?", "Who approved it?" -> the reference replaced by the previous subject.

A question that names its own subject is never rewritten. A follow-up that stays vague (nothing
earlier to resolve it against) gets the usual clarification, with options taken from the earlier
turns.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from rag_core import datafiles
from rag_core.answer.understand.classify import QuestionKind, classify, defined_term
from rag_core.answer.understand.followup_swap import END as _END
from rag_core.answer.understand.followup_swap import OTHER as _OTHER
from rag_core.answer.understand.followup_swap import WORD as _WORD
from rag_core.answer.understand.followup_swap import company_spans as _company_spans
from rag_core.answer.understand.followup_swap import finish as _finish
from rag_core.answer.understand.followup_swap import substitute as _substitute
from rag_core.answer.understand.followup_swap import unknown_names as _unknown_names
from rag_core.envelope import Response
from rag_core.ingest.profile import DocumentProfile, period_of_question
from rag_core.ingest.profile_match import match_entities
from rag_core.messages import Mode, RefusalReason
from rag_core.text.lexicon import AUXILIARY_VERBS, QUESTION_WORDS, STOPWORDS
from rag_core.text.measures import Lexicon

MAX_OPTIONS = 8  # clarification options offered for a vague follow-up
_OPTION_TURNS = 3  # how many of the latest turns the options are taken from

_LEAD = r"^(?:(?:ok(?:ay)?|so|and|right|great|thanks|please|then)[\s,]+)*"
_MORE = re.compile(
    _LEAD + r"(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?(?:"
    r"tell\s+me\s+more(?:\s+about\s+(?:it|that|this|them|those))?|"
    r"(?:give\s+me\s+|any\s+|some\s+|i\s+want\s+|i'd\s+like\s+)?more(?:\s+(?:details?|info(?:rmation)?|context|"
    r"on\s+(?:it|that|this|them)|about\s+(?:it|that|this|them)))?|"
    r"go\s+on|continue|keep\s+going|elaborate(?:\s+on\s+(?:it|that|this|them))?|"
    r"explain\s+(?:further|more|that|this|it)(?:\s+further)?|say\s+more|expand(?:\s+on\s+(?:it|that|this))?|"
    r"(?:more\s+|further\s+)?details|what\s+else|anything\s+else|and(?:\s+then)?|so)"
    r"(?:\s+please)?$",
    re.IGNORECASE,
)
_ABOUT = re.compile(
    _LEAD
    + r"(?:(?:what|how)\s+about|what\s+of|same\s+(?:question\s+)?(?:for|about)|and\s+(?:for|in|at|of|with))\s+(?P<x>.+)$"
    r"|^and\s+(?P<y>.+)$|^(?:for|in)\s+(?P<z>.+)$",
    re.IGNORECASE,
)
_REFERS_TO_PREVIOUS = frozenset(datafiles.load("english")["previous_pronouns"])
_SUBJECT_LEAD = AUXILIARY_VERBS | QUESTION_WORDS | frozenset(datafiles.load("english")["subject_lead_words"])
# Nouns after "that"/"this" that stand for the previous turn's subject as a whole ("that figure").
_REFERENCE_NOUNS = frozenset(datafiles.load("english")["reference_nouns"])
# "this report", "that policy": the document itself, as the classifier reads it.
_DOCUMENT_NOUNS = frozenset(datafiles.load("english")["followup_document_nouns"])
_POINTER = re.compile(
    r"\b(?P<det>that|this|these|those)(?:\s+(?P<noun>[A-Za-z][\w-]*))?|\b(?P<pro>it|they|them)\b|\b(?P<pos>its|their)\b",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True)
class PriorTurn:
    """One earlier turn of a conversation.

    ``question`` is the question as it was searched (already resolved against its own earlier
    turns, with any clarification folded in); ``response`` is the envelope it got.
    """

    question: str
    response: Response


@dataclass(frozen=True, slots=True)
class Resolution:
    """What a question becomes in its conversation.

    ``previous`` is the turn it was read against (None when it is not a follow-up); ``searched``
    is the standalone question to search; ``options`` are clarification options for a follow-up
    that stays vague (empty otherwise).
    """

    searched: str
    previous: PriorTurn | None = None
    options: tuple[str, ...] = ()

    @property
    def is_followup(self) -> bool:
        """True when the question was read against an earlier turn."""
        return self.previous is not None


def has_subject(turn: PriorTurn) -> bool:
    """Whether a turn was about something a follow-up can refer to: an answer, a fallback, or a
    question that was understood but found nothing. Greetings, library listings, clarifications
    and refused opinions are not (a question on an organisation no document covers has a subject)."""
    mode = turn.response.mode
    if mode in (Mode.DIRECT_ANSWER, Mode.GUIDED_FALLBACK):
        return True
    return mode is Mode.HARD_REFUSAL and turn.response.refusal_reason in (
        RefusalReason.NO_EVIDENCE,
        RefusalReason.NOT_COVERED,
    )


def resolve(
    question: str,
    history: Sequence[PriorTurn],
    profiles: dict[str, DocumentProfile],
    lexicon: Lexicon,
) -> Resolution:
    """The standalone question ``question`` stands for after ``history`` (oldest first).

    ``profiles`` (doc_id -> profile of the readable documents) tell company names from topics;
    ``lexicon`` finds the measure a question names.
    """
    text = " ".join(question.split())
    bare = text.rstrip(_END)
    if not history or not bare:
        return Resolution(text)
    previous = next((turn for turn in reversed(history) if has_subject(turn)), None)
    about = _ABOUT.match(bare)
    if previous is not None and about is not None and _OTHER.match(_thing(about)):
        # "what about the other depot?": which one is not said; ask, with what the turns were about.
        options = clarify_options(history, profiles)
        if options:
            return Resolution(text, history[-1], options)
    if previous is not None:
        previous = _base(previous, history)
        searched = _rewrite(bare, previous.question, previous.response, profiles, lexicon)
        if searched is not None and searched != text:
            return Resolution(searched, previous)
    if classify(text).kind is QuestionKind.VAGUE:
        options = clarify_options(history, profiles)
        if options:
            return Resolution(text, history[-1], options)
    return Resolution(text)


def _base(turn: PriorTurn, history: Sequence[PriorTurn]) -> PriorTurn:
    """The turn whose question states ``turn``'s subject: ``turn`` itself, unless it was a "tell me
    more" or a pointer ("When did this start?") resolved against an earlier turn, whose subject it
    kept. "and in 2022?" states a subject of its own (the previous one, another year)."""
    by_id = {t.response.query_id: t for t in history if t.response.query_id}
    seen: set[str] = set()
    while turn.response.followup is not None:
        followup = turn.response.followup
        earlier = by_id.get(followup.previous_query_id)
        if not _keeps_subject(followup.asked) or earlier is None or followup.previous_query_id in seen:
            break
        seen.add(followup.previous_query_id)
        turn = earlier
    return turn


def _keeps_subject(asked: str) -> bool:
    """Whether a follow-up, as typed, is about its previous turn's subject as it was ("tell me more",
    "When did this start?"), rather than a subject of its own ("and in 2022?", "what is its revenue?")."""
    asked = " ".join(asked.split()).rstrip(_END)
    if _MORE.match(asked):
        return True
    about = _ABOUT.match(asked)
    if about is not None:
        if _thing(about).lower() in _REFERENCE_THINGS:
            return True
        if _substitutes(about):
            return False
        asked = _thing(about)
    pointer = _POINTER.search(asked)
    return pointer is not None and not pointer.group("pos")


def _substitutes(about: re.Match[str]) -> bool:
    """Whether "what about X?" names something to put in place of the previous one (not "it", not
    a question of its own such as "and who approved it?")."""
    first = _first_word(about)
    return (
        bool(first)
        and first not in QUESTION_WORDS
        and first not in AUXILIARY_VERBS
        and (_thing(about).lower() not in _REFERENCE_THINGS)
    )


def _thing(about: re.Match[str]) -> str:
    """What "what about X?" asks about (X), as typed."""
    return (about.group("x") or about.group("y") or about.group("z") or "").strip(" ,")


def _first_word(about: re.Match[str]) -> str:
    words = _thing(about).split()
    return words[0].lower() if words else ""


def _rewrite(
    bare: str, prev: str, prev_response: Response, profiles: dict[str, DocumentProfile], lexicon: Lexicon
) -> str | None:
    """The rewritten question, or None when ``bare`` is not a follow-up of ``prev``."""
    if _MORE.match(bare):
        return _more(prev, prev_response, profiles)
    about = _ABOUT.match(bare)
    if about:
        x = _thing(about)
        if x.lower() in _REFERENCE_THINGS:
            return _more(prev, prev_response, profiles)
        if _substitutes(about):
            return _substitute(x, prev, profiles, lexicon, bool(about.group("z")))
        bare = x  # "and who approved it?": the question after "and"
    return _dereference(bare, prev, prev_response, profiles, lexicon)


_REFERENCE_THINGS = frozenset({"it", "that", "this", "them", "those", "these", "that one", "this one"})


# -- "tell me more" ------------------------------------------------------------------------------
def _more(prev: str, response: Response, profiles: dict[str, DocumentProfile]) -> str:
    return f"Tell me more about {subject(prev, response, profiles)}"


def subject(prev: str, response: Response | None = None, profiles: dict[str, DocumentProfile] | None = None) -> str:
    """The noun phrase a question is about, as it writes it ("What was Northwind's revenue in
    2023?" -> "Northwind's revenue in 2023"; "What is cross-docking?" -> "cross-docking")."""
    bare = prev.strip().rstrip(_END)
    kind = classify(bare).kind
    term = defined_term(bare)
    if kind is QuestionKind.DEFINITION and term:
        return term
    words = _WORD.findall(bare)
    start = 0
    while start < len(words) - 1 and words[start].lower() in _SUBJECT_LEAD:
        start += 1
    lead_aux = any(w.lower() in AUXILIARY_VERBS for w in words[:start])
    inner_aux = any(w.lower() in AUXILIARY_VERBS for w in words[start:])
    kept = [w for w in words[start:] if w.lower() not in AUXILIARY_VERBS]
    last = kept[-1] if len(kept) > 1 else ""
    # The verb of an inverted question is not part of its subject: "How many trucks does
    # Northwind operate" -> "trucks Northwind"; "When was the policy approved" -> "the policy".
    after_preposition = len(kept) > 1 and kept[-2].lower() in STOPWORDS  # "hours of driving": a noun
    if last.islower() and not after_preposition and (inner_aux or (lead_aux and last.endswith(("ed", "en")))):
        kept = kept[:-1]
    return " ".join(_owner_first(kept, inner_aux)) or bare


def _owner_first(kept: list[str], inverted: bool) -> list[str]:
    """ "trucks Northwind" (the object before the name that owns it) reads "Northwind's trucks";
    in an inverted question the rest follows, without the verb after the name: "stores Best Buy
    at the end of 2023" -> "Best Buy's stores at the end of 2023" ("did Best Buy report in 2023")."""
    start = next((i for i, w in enumerate(kept) if w[:1].isupper()), 0)
    if start == 0 or not all(w.islower() for w in kept[:start]):
        return kept
    end = start
    while end < len(kept) and kept[end][:1].isupper():
        end += 1
    rest = kept[end:]
    if rest and not inverted:
        return kept
    if rest and rest[0].islower() and rest[0].isalpha() and rest[0] not in STOPWORDS:
        rest = rest[1:]  # the verb: "did Best Buy report in 2023"
    return [*kept[start : end - 1], f"{kept[end - 1]}'s", *kept[:start], *rest]


# -- "Is that figure audited?" -------------------------------------------------------------------
def _dereference(
    bare: str, prev: str, response: Response, profiles: dict[str, DocumentProfile], lexicon: Lexicon
) -> str | None:
    """``bare`` with its first pointer at something unnamed ("that figure", "it") replaced by the
    previous subject; None when it points at nothing or names its own subject."""
    if match_entities(bare, profiles.items()):
        return None  # names its company: whatever "it" is, the question says whose
    named = _names_subject(bare, lexicon)
    the_subject = subject(prev, response, profiles)
    prev_words = {w.lower() for w in _WORD.findall(the_subject)}
    for match in _POINTER.finditer(bare):
        before = bare[: match.start()].split()
        word = (match.group("det") or match.group("pro") or match.group("pos")).lower()
        if word in ("that", "this", "these", "those") and before and before[-1].lower() not in STOPWORDS:
            continue  # "the figure that was reported", "say that": a relative clause or a conjunction
        noun = (match.group("noun") or "").lower()
        if noun in _DOCUMENT_NOUNS:
            return None  # "this report": the document, which the question names itself
        if named and not match.group("pos"):
            return None  # names its own measure, period or document: "it" points inside the question
        if match.group("pos"):
            owner = _owner(prev, profiles) or the_subject
            replacement, end = f"{owner}'s", match.end()
        elif noun and (noun in _REFERENCE_NOUNS or noun in prev_words or noun.rstrip("s") in prev_words):
            replacement, end = the_subject, match.end()
        else:
            replacement, end = the_subject, match.start() + len(word)
        return _finish(bare[: match.start()] + replacement + bare[end:])
    return None


def _names_subject(bare: str, lexicon: Lexicon) -> bool:
    """Whether a question names what it is about: a period, a measure, a document (beyond the
    noun a pointer is attached to: "that revenue")."""
    if period_of_question(bare).text:
        return True
    pointed = {m.group("noun").lower() for m in _POINTER.finditer(bare) if m.group("noun")}
    hits = [h for h in lexicon.find(bare) if h.term.lower() not in pointed]
    if hits:
        return True
    return any(w.lower() in _DOCUMENT_NOUNS and w.lower() not in pointed for w in _WORD.findall(bare))


def _owner(prev: str, profiles: dict[str, DocumentProfile]) -> str:
    """The company ``prev`` names, as it writes it ("" when none)."""
    spans = _company_spans(prev, profiles) or _unknown_names(prev)
    return prev[spans[0][0] : spans[0][1]] if spans else ""


# -- a follow-up that stays vague ----------------------------------------------------------------
def clarify_options(history: Sequence[PriorTurn], profiles: dict[str, DocumentProfile]) -> tuple[str, ...]:
    """What the latest turns were about, as options for clarifying a vague follow-up: their
    subjects, the companies they named or compared, their measures and periods, the options they
    offered and the documents they cited."""
    options: list[str] = []
    for turn in list(reversed(history))[:_OPTION_TURNS]:
        response = turn.response
        if response.mode is Mode.SYSTEM:
            continue
        if has_subject(turn):
            options.append(subject(turn.question, response))
        options.extend(turn.question[s:e] for s, e in _company_spans(turn.question, profiles))
        options.extend(classify(turn.question).comparison)
        if response.scope is not None:
            options.extend(response.scope.entities)
            if response.scope.measure:
                options.append(response.scope.measure)
            if response.scope.period:
                options.append(response.scope.period)
        if response.clarify is not None:
            options.extend(o for q in response.clarify.questions for o in q.options)
        options.extend(c.source for c in response.citations)
    seen: dict[str, str] = {}
    for option in options:
        option = option.strip()
        if option and option.lower() not in seen:
            seen[option.lower()] = option
    return tuple(list(seen.values())[:MAX_OPTIONS])
