"""What happens if ...: the sentence that states the asked case as its condition.

"What should I do if my bin wasn't emptied?" is answered by "If your bin has not been emptied,
please wait until 6pm on your collection day before reporting it, ..." (P 0.41), "What if I forget
a dose?" by "If you forget to give a dose, give the next dose when needed, ..." (P 0.19): the
sentence's "if" clause says every word of the question's, with its "not" or without, and what
follows the comma is what happens. The judge rates such sentences low (its training questions ask
for facts, not for consequences), so below its threshold the best of them answers. Never high (P
decides that).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from rag_core.answer.candidate import Candidate
from rag_core.answer.judging.gates import misreads, quotable
from rag_core.answer.judging.kinds import asked_case
from rag_core.answer.understand.question import Question
from rag_core.text.lexicon import STOPWORDS, negates, tokens

__all__ = ["closer_case", "condition_statement"]

# A sentence opened by its condition ("8.3 If equipment is not returned ..., its value will be ...").
_IF_FIRST = re.compile(
    r"^\W*(?:\d+(?:\.\d+)*\.?\s+)?if\s+(?P<case>[^,;:]+),\s*(?P<then>\S.*)$", re.IGNORECASE | re.DOTALL
)
_MIN_THEN_WORDS = 3  # what follows the condition says what happens ("please wait until 6pm ...")


def condition_statement(question: Question, candidates: Sequence[Candidate], min_p: float) -> list[Candidate]:
    """For a question asking what happens in a case, the best candidate (at ``min_p`` at least) whose
    opening "if" clause holds every word of the case and negates it as the question does: the case
    as asked before a narrower one ("If your bin was not emptied because it contained the wrong
    items, ..."), then the better rated; [] when there is none."""
    found = _stating(question, candidates, min_p)
    return [min(found, key=lambda f: (f[0], f[1]))[2]] if found else []


def closer_case(question: Question, lead: Candidate, candidates: Sequence[Candidate], min_p: float) -> Candidate | None:
    """For a what-if question that ``lead`` answers (above the judge's threshold) with a narrower
    case than asked ("If your bin was not emptied because it contained the wrong items, the crew
    will leave a tag ..." for "What should I do if my bin wasn't emptied?"), the sentence that states
    the case closer to the question ("If your bin has not been emptied, please wait until 6pm ...");
    None when the lead states it as closely as any."""
    found = _stating(question, candidates, min_p)
    extra = next((e for e, _, c in found if c is lead), None)
    if not extra:
        return None
    closest = min(found, key=lambda f: (f[0], f[1]))
    return closest[2] if closest[0] < extra else None


def _stating(question: Question, candidates: Sequence[Candidate], min_p: float) -> list[tuple[int, int, Candidate]]:
    """(words of its condition the question does not say, rank, candidate) for each candidate at
    ``min_p`` at least that states the asked case (see :func:`condition_statement`)."""
    asked = asked_case(question)
    if asked is None:
        return []
    case = tokens(asked)
    words = {t.stem for t in case if t.lower not in STOPWORDS and not negates(t.lower)}
    if not words:
        return []
    negated = any(negates(t.lower) for t in case)
    found: list[tuple[int, int, Candidate]] = []
    for at, c in enumerate(candidates):
        if (c.p or 0.0) < min_p:
            break
        stated = _IF_FIRST.match(c.quote)
        if stated is None or c.is_row or not quotable(c) or misreads(question, c):
            continue
        stated_case = tokens(stated["case"])
        said = {t.stem for t in stated_case if t.lower not in STOPWORDS and not negates(t.lower)}
        if (
            words <= said
            and any(negates(t.lower) for t in stated_case) == negated
            and len(stated["then"].split()) >= _MIN_THEN_WORDS
        ):
            found.append((len(said - words), at, c))
    return found
