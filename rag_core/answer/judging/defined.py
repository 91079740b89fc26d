"""A definition asked for, answered by the sentence that defines the very term asked about.

"What does proof of delivery mean?" is answered by "Proof of delivery is the signed or photographed
confirmation that a consignment reached its receiver." even when the judge rates it under its
threshold (P 0.65 on the shipped samples, threshold 0.83): a sentence that opens by defining the
term the question names, word for word, states the answer outright, as a length of time states
how long (see ``Judge._shaped``). It answers when its P reaches the same floor as an asked shape
(``answer.shaped_min_p``), and is never high on that account (P decides that).

So does the line a code opens, for what the code means: "E21 Drain fault: the water has not pumped
out within 6 minutes ..." for "what does E21 mean on my washer" (P 0.20: the judge's features see
no word for the code's meaning), from a quarter of that floor.
"""

from __future__ import annotations

import re

from rag_core.answer.candidate import Candidate
from rag_core.answer.judging.gates import quotable
from rag_core.answer.understand.question import Question
from rag_core.text.defining import defined_term, term_stems

__all__ = ["defining"]

_READ = 3  # the best candidates by P that are read for the definition
# "What does E21 mean?", "What is error code F05?", "what's 'LE1' on the display": a code of letters and
# digits, both, asked about alone.
_ASKS_CODE = re.compile(
    r"^\W*what(?:'s|\u2019s|\s+(?:does|do|is|are))\s+(?:the\s+|an?\s+)?(?:(?:error|fault|warning|status)\s+)?"
    r"(?:codes?\s+)?['\"\u2018\u201c]?(?P<code>(?=[\w-]*\d)(?=[\w-]*[a-z])[a-z0-9][a-z0-9-]{1,7})['\"\u2019\u201d]?"
    # the code alone is asked about: not "What is Q3 revenue?"
    r"(?:\s+(?:mean|means|stand\s+for|indicate|signify))?(?:\s+(?:on|in)\s+[^?]*)?\W*$",
    re.IGNORECASE,
)
_CODE_SHARE = 0.25  # of the floor: a line opened by the asked code
_MEANING_WORDS = 3  # after the code: what it means, not a lone word


def defining(question: Question, candidates: list[Candidate], floor: float) -> list[Candidate]:
    """The candidate (of the ``_READ`` best by P) that defines the question's definiendum, when its
    P reaches ``floor``; else []."""
    code = _ASKS_CODE.match(question.text)
    if code is not None:
        return _code_line(code["code"], candidates, floor * _CODE_SHARE)
    asked = question.definiendum
    if not asked:
        return []
    for candidate in candidates[:_READ]:
        if candidate.p is None or candidate.p < floor or candidate.is_row or not quotable(candidate):
            continue
        found = defined_term(candidate.quote)
        if found is not None and term_stems(found[1]) == asked:
            return [candidate]
    return []


def _code_line(code: str, candidates: list[Candidate], floor: float) -> list[Candidate]:
    """The candidate (of the ``_READ`` best by P, at ``floor`` at least) that a code opens, followed
    by what it means ("E21 Drain fault: ...", a row labelled "E21"); else []."""
    opens = re.compile(
        rf"^\W*{re.escape(code)}(?![\w-])[\s:.|\u2013\u2014-]+(?P<meaning>.+)$", re.IGNORECASE | re.DOTALL
    )
    for candidate in candidates[:_READ]:
        if candidate.p is None or candidate.p < floor or not quotable(candidate):
            continue
        found = opens.match(candidate.quote)
        if found is not None and len(found["meaning"].split()) >= _MEANING_WORDS:
            return [candidate]
    return []
