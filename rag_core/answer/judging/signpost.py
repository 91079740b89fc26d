"""A sentence that says what its document tells, not what it tells: "This notice explains what
personal data we collect and how we use it." holds every word of "What personal data do you
collect?" (P 0.97) and names no data; "This Privacy Policy describes how we collect, use and share
your information." says neither how nor what. Such a signpost answers only a question about the
document itself ("What does this notice explain?"). Nor does a line that only says the question
again: the heading "What goes in the blue bin" over a list answers "What goes in the blue bin?" with
nothing (P 0.82). Nor does a sentence that leaves its figure to another paper, for a question asking a
figure: "The most we will pay for any one item is the single article limit shown on your schedule,
..." (P 0.81) tells no amount for "What's the most you'll pay out for one single item of contents?", nor
"... you can claim a mileage allowance at the rates below." (P 0.82) for "whats the mileage rate ...?".
Nor does a pointer to another paper: "Download our recycling centre leaflet (PDF, 1 page) for opening
hours and the rules on vans, trailers and DIY waste." (P 0.81) for "can i bring a trailer ...?"."""

from __future__ import annotations

import re

from rag_core.answer.candidate import Candidate
from rag_core.answer.understand.question import Question
from rag_core.text.lexicon import DOCUMENT_KIND_NOUNS, QUESTION_WORDS, tokens

__all__ = ["restates", "signpost"]

_KINDS = DOCUMENT_KIND_NOUNS | {"page", "pages", "section", "sections"}
_SIGNPOST = re.compile(
    r"^\W*(?:this|the|our|these)\s+(?:[\w-]+\s+){0,3}?(?P<kind>"
    + "|".join(sorted(_KINDS, key=len, reverse=True))
    + r")\s+(?:also\s+|further\s+|below\s+)?(?:explains?|describes?|sets?\s+out|sets?\s+forth|tells?\s+you|outlines?"
    r"|details|summari[sz]es|informs?\s+you|lets?\s+you\s+know)\s+(?:you\s+)?(?:about\s+)?"
    r"(?:what|how|which|who|when|where|why|whether|the\s+ways?|the\s+types?|the\s+kinds?)\b",
    re.IGNORECASE,
)

# "... the limit shown on your schedule", "... the excess stated in the policy schedule": the value is elsewhere.
_ELSEWHERE = re.compile(
    r"\b(?:shown|stated|set\s+out|specified|given|listed|printed)\s+(?:on|in)\s+(?:your|the)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:schedule|certificate|statement|invoice|booking\s+confirmation|price\s+list|tariff)\b",
    re.IGNORECASE,
)
# "... a mileage allowance at the rates below": the value is in what follows.
_BELOW = re.compile(r"\b(?:below|as\s+follows|the\s+following)\b", re.IGNORECASE)
_ASKS_FIGURE = re.compile(
    r"\b(?:how\s+much|how\s+many|most|maximum|least|minimum|limit|excess|rates?|fees?|price|cost|charge)\b",
    re.IGNORECASE,
)
# "Download our recycling centre leaflet (PDF, 1 page) for opening hours and the rules on vans, ...",
# "See our cookie policy for details": a pointer to another paper, which answers nothing itself.
_POINTER = re.compile(
    r"^\W*(?:please\s+)?(?:download|see|read|visit|view|refer\s+to|consult)\s+(?:[\w()'’,-]+\s+){0,6}?(?:"
    + "|".join(sorted(_KINDS, key=len, reverse=True))
    + r")\b",
    re.IGNORECASE,
)


def signpost(question: Question, candidate: Candidate) -> bool:
    """Whether the candidate only says what its document explains, for a question that is not about
    the document itself (one naming the document's kind: "What does this notice explain?"), only
    says the question again (:func:`restates`), or leaves the figure asked to another paper or to what
    follows, or points the reader to another paper."""
    if candidate.is_row:
        return False
    if _ASKS_FIGURE.search(question.text) and (_ELSEWHERE.search(candidate.quote) or _BELOW.search(candidate.quote)):
        return not any(ch.isdigit() for ch in candidate.quote)
    if _SIGNPOST.match(candidate.quote) is None and _POINTER.match(candidate.quote) is None:
        return restates(question, candidate.quote)
    return not any(t.lower in _KINDS for t in tokens(question.text))


def restates(question: Question, quote: str) -> bool:
    """Whether a line without a full stop asks what the question asks, in its words ("What goes in
    the blue bin", a heading, for "What goes in the blue bin?"): it names what is asked, no answer;
    a list's line of the question's words that asks nothing ("Free parking for all guests") states."""
    said = tokens(quote)
    asked = {t.stem for t in question.tokens}
    return (
        bool(said)
        and said[0].lower in QUESTION_WORDS
        and not quote.rstrip().endswith((".", "!"))
        and all(t.stem in asked for t in said)
    )
