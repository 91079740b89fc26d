"""Whether a question is too vague to search for: no subject at all, or a thing pointed at ("this
module", "that fee") that nothing in the question names.

A pointer at an unnamed thing is asked back ("Which module do you mean?"), unless the documents
asked are about one thing: "How many credits is this module worth?" of one module's handbook points
at the module the handbook is about, as a reader holding it would take it (``one_subject``).
"""

from __future__ import annotations

import re

from rag_core import datafiles
from rag_core.text.lexicon import DOCUMENT_NOUNS, PRONOUNS, QUESTION_FRAME, READER_ACTIONS, READERS, STOPWORDS, tokens

__all__ = ["UNRESOLVED", "vague"]

UNRESOLVED = "unresolved reference"  # the reason given for a pointer at an unnamed thing

_ENGLISH = datafiles.load("english")
_DEICTIC = re.compile(
    r"\b(?:my|our|your|that|this|those|these)\s+([a-z][\w-]*)((?:\s+[a-z][\w-]*){0,2})", re.IGNORECASE
)
_VAGUE_ONLY = frozenset(QUESTION_FRAME | frozenset(_ENGLISH["vague_only_words"]))
# Words after "this"/"that" that are the comparison's verb, not an unnamed thing ("how does this compare").
_NOT_A_NOUN = frozenset(_ENGLISH["comparison_verbs"])
# The verb before "that" as a pronoun whose predicate ends the question ("..., is that covered?").
_BE = frozenset({"is", "was", "are", "were"})


def _content_words(question: str) -> list[str]:
    """The question's words but its frame ("Who will I report to?" keeps "report": the reader's act)."""
    said = tokens(question)
    return [
        t.lower
        for at, t in enumerate(said)
        if (t.lower in READER_ACTIONS and at > 0 and said[at - 1].lower in READERS)
        or not (t.lower in STOPWORDS or t.lower in PRONOUNS or t.lower in _VAGUE_ONLY or t.lower in QUESTION_FRAME)
    ]


_CLAUSE_END = re.compile(r"[,;:]\s|\s[-\u2013\u2014]\s")


def _said_before(before: str) -> bool:
    """Whether a question's words before a pointer end a clause with words of its own ("My suitcase
    weighs 27kg, ..."), which "that" points back at."""
    ends = list(_CLAUSE_END.finditer(before))
    return bool(ends) and bool(_content_words(before[: ends[-1].start()]))


def vague(question: str, *, one_subject: bool = False) -> tuple[bool, str, str]:
    """(is vague, reason, subject noun). ``one_subject``: the documents asked are about one thing,
    which a pointer at an unnamed thing stands for (see the module docstring)."""
    words = _content_words(question)
    if not words:
        return True, "no subject", ""
    for match in _DEICTIC.finditer(question):
        determiner, noun = match.group(0).split()[0].lower(), match.group(1).lower()
        if noun in STOPWORDS or noun in QUESTION_FRAME or noun in _NOT_A_NOUN:
            continue
        before = question[: match.start()].split()
        if determiner in {"that", "this", "those", "these"} and before and before[-1].lower() not in STOPWORDS:
            continue  # "acquisitions that AMCOR made": a relative clause, not a pointer
        if (
            determiner in {"that", "this"}
            and before[-1:]
            and before[-1].lower() in _BE
            and not match.group(2).strip()
            and _content_words(" ".join(before[:-1]))
        ):
            continue  # "The storm blew my fence down, is that covered?": what the question just said
        if determiner in {"that", "this"} and _said_before(question[: match.start()]):
            continue  # "My suitcase weighs 27kg, what will that cost me?": the clause before the comma
        if determiner in {"my", "our", "your"}:
            # "Do you track my location?", "your policy": the document's author and its reader, who
            # are known; never a reason to ask back.
            continue
        following = match.group(2).lower().split()
        if noun not in DOCUMENT_NOUNS and not any(word in DOCUMENT_NOUNS for word in following) and not one_subject:
            return True, UNRESOLVED, noun
    return False, "", ""
