"""A method stated by its purpose: "How do I descale the machine?" is answered by "To descale, pour
500 ml of Brewmaster descaler into the water tank and hold the descale button for 3 seconds.",
which the judge rates unlikely (P 0.07: it lacks "machine", and the judge learned answers from
statements of fact), while a sentence opening with "To" and the very verb the question asks how
to do, its purpose clause closed by a comma, says how that is done: a manual's and a help page's
way of writing a step. The rest of the question's words must be on the sentence's page (its
section names the machine), and the sentence must be quotable and read no other case."""

from __future__ import annotations

import re
from collections.abc import Sequence

from rag_core.answer.candidate import Candidate, page_stems
from rag_core.answer.judging.gates import misreads, quotable
from rag_core.answer.understand.classify import Asked
from rag_core.answer.understand.question import Question, content_stems
from rag_core.text.lexicon import stem

__all__ = ["method_statement"]

# "To descale,", "To reset your password,", "To make a claim online,": a purpose clause closed by a comma.
_PURPOSE = re.compile(r"^\W*to\s+(?P<verb>[a-z][\w-]*)\b[^,.;:]{0,60},", re.IGNORECASE)


def method_statement(question: Question, candidates: Sequence[Candidate], min_p: float) -> list[Candidate]:
    """For a question asking how to do something, the best candidate opening with the purpose it
    asks (see the module's docstring), at ``min_p`` at least; [] otherwise."""
    asked = question.classification
    if not asked.procedural or asked.asks is Asked.BASIS:
        return []  # "How is the discount rate determined?" asks a basis, not a step
    wanted = content_stems(question)
    for c in candidates:
        found = _PURPOSE.match(c.quote)
        if (
            found is None
            or c.is_row
            or (c.p or 0.0) < min_p
            or stem(found.group("verb").lower()) not in wanted
            or not quotable(c)
            or misreads(question, c)
        ):
            continue
        page = page_stems(c, candidates)
        if all(stem(word) in page for word in c.missing):
            return [c]
    return []
