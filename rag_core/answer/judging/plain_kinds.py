"""A which- or what-question met by a sentence that says the asked kind of thing plainly and picks
none of it: "We may end your membership immediately if you ... let someone else use your
membership." for "Which membership lets me use other FlexFit gyms?" (:func:`names_none_of_which`),
"Like all medicines, Calmakid can cause side effects, although not everybody gets them." for "What
side effects can it cause?" (:func:`names_none_of_what`). Checks of
:func:`rag_core.answer.judging.gates.misreads`, read through :mod:`rag_core.answer.judging.kinds`."""

from __future__ import annotations

import re

from rag_core.answer.candidate import Candidate
from rag_core.answer.understand.question import Question
from rag_core.text.lexicon import STOPWORDS, tokens

__all__ = ["PLAIN", "names_none_of_what", "names_none_of_which"]

# "Which membership lets me ...?", "Which bin is for glass?": the question asks which one of a kind.
_WHICH = re.compile(r"^\W*which\s+(?P<noun>[a-z][a-z-]+)\b", re.IGNORECASE)
_CLAUSE_NUMBER = re.compile(r"\d+(?:\.\d+)*\.?")  # "4.4 We may ...": a clause's number, no word of it
_CLAUSE_CUT = re.compile(r"[;:()]|\b(?:so\s+that|when|because|while|if|unless|whereas)\b", re.I)
# Words before a noun that name none of its kind: "your membership", "the bin".
PLAIN = frozenset({"a", "an", "the", "my", "your", "our", "their", "his", "her", "its", "this", "that", "each", "any"})


def names_none_of_which(question: Question, candidate: Candidate) -> bool:
    """Whether a which-question ("Which membership lets me use other FlexFit gyms?") is met by a
    sentence that names the asked kind of thing only as a plain "your membership", with no name,
    figure or other word that picks one: "We may end your membership immediately if you ... let
    someone else use your membership." (rated P 0.96) says which membership none is."""
    asked = _WHICH.match(question.text)
    if asked is None or candidate.is_row or asked["noun"].lower() in STOPWORDS:
        return False
    noun = tokens(asked["noun"])[0].stem
    said = tokens(candidate.quote)
    places = [at for at, t in enumerate(said) if t.stem == noun]
    if not places or not all(at and said[at - 1].lower in PLAIN for at in places):
        return False
    # a name or figure in the thing's clause picks one; in another ("Please go to the Blood Test Centre ... so
    # that the results are ready when you see the doctor.") it picks none
    first = next((at for at, t in enumerate(said) if not _CLAUSE_NUMBER.fullmatch(t.text)), 0)  # "4.4 We may ..."
    cuts = [0, *(m.start() for m in _CLAUSE_CUT.finditer(candidate.quote)), len(candidate.quote)]
    spans = [(a, b) for a, b in zip(cuts, cuts[1:]) if any(a <= said[at].start < b for at in places)]
    return not any(
        (t.capitalized or any(ch.isdigit() for ch in t.text)) and any(a <= t.start < b for a, b in spans)
        for t in said[first + 1 :]
    )


# "What side effects can it cause?", "What documents do I need?": the question asks which things of a kind.
_WHAT_KIND = re.compile(
    r"^\W*what\s+(?P<kind>(?:[a-z][a-z-]+\s+){0,2}?[a-z][a-z-]+s)\s+(?:can|could|do|does|did|will|would|should|may|might|must)\b",
    re.IGNORECASE,
)
# What ends a clause that names no thing of the kind: the sentence's end, or a "but" that hedges.
_ECHO_END = re.compile(r"\s*(?:[.;!]|,?\s+(?:although|though|but|however)\b|$)", re.IGNORECASE)


def names_none_of_what(question: Question, candidate: Candidate) -> bool:
    """Whether a what-question asking which things of a kind ("What side effects can it cause?")
    is met by a sentence that says the kind plainly and stops ("Like all medicines, Calmakid can
    cause side effects, although not everybody gets them.", rated P 0.96, high): the question's
    own words as a statement, naming none of the things. A kind followed, once, by what picks some
    ("side effects such as ...", "side effects: ...", "information you provide", "Your normal
    working hours are 37.5 hours per week ... of one hour.") is no echo."""
    asked = _WHAT_KIND.match(question.text)
    if asked is None or candidate.is_row:
        return False
    kind = [t.stem for t in tokens(asked["kind"])]
    if not kind or asked["kind"].split()[-1].lower() in STOPWORDS:
        return False
    quote = candidate.quote
    said = tokens(quote)
    ends = [
        said[at + len(kind) - 1].end
        for at in range(len(said) - len(kind) + 1)
        if [t.stem for t in said[at : at + len(kind)]] == kind
    ]
    # every time it says the kind ("working hours are 37.5 hours per week, ... of one hour." picks some)
    return bool(ends) and all(_ECHO_END.match(quote, end) for end in ends)
