"""A who-question for a role, answered by the sentence that names its holder in so many words.

"Who is the landlord?" is answered by "The Landlord is Fernhill Lettings Ltd of 9 High Street,
Lewes BN7 1XE." although the judge rates it low (P 0.14, beside "The Tenant shall not keep any pets
at the Property without the Landlord's written consent ..." at 0.76, which names no landlord): a
sentence that opens with the asked role, word for word, and "is" a name, or a name that "is" the
asked role, states the answer outright, as a defining sentence states what a term means
(:mod:`rag_core.answer.judging.defined`). Only for "Who is/are the <role>?" and only from a
possible answer (P at least ``_MIN_P``); its confidence stays below high (P decides that).
"""

from __future__ import annotations

import re

from rag_core.answer.candidate import Candidate
from rag_core.answer.judging.gates import quotable
from rag_core.answer.understand.question import Question

__all__ = ["holder_named"]

_DETERMINER = r"(?:the|our|your|its|their|this|my)"
_ASKS = re.compile(
    rf"^\s*who\s+(?:is|are|was|were)\s+{_DETERMINER}\s+(?P<role>[a-z][\w'’-]*(?:\s+[a-z][\w'’-]*){{0,3}})\s*\??\s*$",
    re.I,
)
_MIN_P = 0.05  # a possible answer: "The Landlord is ..." at P 0.14, "The Tenant is ..." at 0.07
_NAME = r"(?:(?:Mr|Mrs|Ms|Miss|Dr|Prof)\.?\s+)?(?!(?:The|A|An|This|That|Our|Your|Its|Their)\b)[A-Z][\w&.'’-]*"


def holder_named(question: Question, candidates: list[Candidate]) -> list[Candidate]:
    """The sentence naming the holder of the role a who-question asks about, when its P reaches
    ``_MIN_P``; else []."""
    asked = _ASKS.match(question.text)
    if asked is None:
        return []
    role = r"\s+".join(re.escape(word) for word in asked["role"].split())
    states = re.compile(
        rf"^{_DETERMINER}\s+{role}\s+(?:is|are|was|were)\s+(?-i:{_NAME})"
        rf"|^(?-i:{_NAME})(?:\s+(?-i:[A-Z][\w&.'’-]*|&|of|and))*\s+(?:is|are|was|were)\s+{_DETERMINER}\s+{role}\s*[.,;(]"
        # "Dr Helen Okafor was appointed chair of trustees in September 2024.", "... became managing director"
        rf"|^(?-i:{_NAME})(?:\s+(?-i:[A-Z][\w&.'’-]*))*\s+(?:was\s+(?:appointed|elected|named)(?:\s+as)?|became)"
        rf"\s+(?:{_DETERMINER}\s+)?{role}(?:\s*[.,;(]|\s+(?:in|on|from|since|with\s+effect)\b)",
        re.I,
    )
    for candidate in candidates:
        if (candidate.p or 0.0) < _MIN_P or candidate.is_row or not quotable(candidate):
            continue
        if states.search(candidate.quote):
            return [candidate]
    return []
