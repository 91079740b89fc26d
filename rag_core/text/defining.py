"""A sentence that opens by defining a term: "A near miss is an unplanned event that ...", "'Travel
day' means a day on which ...". The judge's definition pairs are made from such sentences
(:mod:`rag_core.judge.definitions`), and a yes/no question is never answered by one
(:func:`rag_core.answer.judging.defines.defines_instead`)."""

from __future__ import annotations

import re

from rag_core import datafiles
from rag_core.text.lexicon import STOPWORDS, tokens

__all__ = ["defined_term", "term_stems"]

_WORD = r"\w+(?:['’-]\w+)*"
_DEFINES = re.compile(
    rf"^(?P<article>(?:an?|the)\s+)?['‘\"“]?(?P<term>{_WORD}(?:\s+{_WORD}){{0,3}}?)['’\"”]?\s+"
    r"(?:(?P<verb>is|are|represents)\s+(?:an?|the|any|one|those|that)|(?P<means>means|refers to|is defined as))\s+\w",
    re.IGNORECASE,
)
# A contract's numbered definition: "1.1 'Landlord' includes anyone who ...", "(b) 'Rent' means ...";
# "includes" defines only a term in quotes ("The fee includes VAT" defines nothing).
_NUMBERED = re.compile(r"^(?:\(?\d{1,2}(?:\.\d{1,2}){0,2}\)?\.?|\([a-z]\))\s+(?=['‘\"“])")
_QUOTED_INCLUDES = re.compile(rf"^['‘\"“](?P<term>{_WORD}(?:\s+{_WORD}){{0,3}})['’\"”]\s+(?P<means>includes?)\s+\w")
# First words of a subject that is not a term: "The following is a summary ...", "It is a ...".
_NOT_TERMS = frozenset(datafiles.load("english")["not_defined_terms"])


def defined_term(sentence: str) -> tuple[str, str, str] | None:
    """(article, term, verb) when ``sentence`` opens by defining a term, else None."""
    sentence = _NUMBERED.sub("", sentence, count=1)
    if not sentence[:1].isupper() and sentence[:1] not in "'‘\"“":
        return None
    found = _DEFINES.match(sentence) or _QUOTED_INCLUDES.match(sentence)
    if found is None:
        return None
    term = found["term"]
    words = term.lower().split()
    if words[0] in _NOT_TERMS or any(ch.isdigit() for ch in term):
        return None
    parts = found.groupdict()
    return (parts.get("article") or "").strip().lower(), term, (parts.get("verb") or parts["means"]).lower()


def term_stems(term: str) -> frozenset[str]:
    """The stems of a term's content words ("a proof of delivery" -> {"proof", "deliveri"}): how a
    defined term and the term a question asks about are compared."""
    return frozenset(t.stem for t in tokens(term) if t.lower not in STOPWORDS)
