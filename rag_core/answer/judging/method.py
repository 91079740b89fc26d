"""A method stated by its purpose: "How do I descale the machine?" is answered by "To descale, pour
500 ml of Brewmaster descaler into the water tank and hold the descale button for 3 seconds.",
which the judge rates unlikely (P 0.07: it lacks "machine", and the judge learned answers from
statements of fact), while a sentence opening with "To" and the very verb the question asks how
to do, its purpose clause closed by a comma, says how that is done: a manual's and a help page's
way of writing a step. So does an instruction opening with the very verb asked ("Apply online at
riversidefund.example/apply." for "How do I apply?", P 0.51) or a statement of how the very thing
asked is done ("Incidents are reported by calling 0330 088 2140 or through the portal ..." for "How
do I report an incident?", P 0.51) or a way to do it ("The easiest way to pay is by Direct
Debit." for "How can I pay?"), when it names the means (a way, a place, a number or an address:
"Report any incident at once." says when, not how). The rest of the question's words must be on the
sentence's page (its section names the machine), and the sentence must be quotable and read no
other case."""

from __future__ import annotations

import re
from collections.abc import Sequence

from rag_core import datafiles
from rag_core.answer.candidate import Candidate, page_stems
from rag_core.answer.judging.gates import misreads, quotable
from rag_core.answer.understand.classify import Asked
from rag_core.answer.understand.question import Question, content_stems
from rag_core.answer.understand.slots import has_shape
from rag_core.text.lexicon import STOPWORDS, stem, tokens

__all__ = ["method_statement"]

# "To descale,", "To reset your password,", "To make a claim online,": a purpose clause closed by a comma.
_PURPOSE = re.compile(r"^\W*to\s+(?P<verb>[a-z][\w-]*)\b[^,.;:]{0,60},", re.IGNORECASE)
# The verb a reader asks how to do: "How do I apply?", "How can we report an incident?".
_ASKED_VERB = re.compile(
    r"^\W*how\s+(?:do|can|should|may|could|would|will|must)\s+(?:i|we|you|one|they)\s+(?P<verb>[a-z][\w-]*)\b",
    re.IGNORECASE,
)
# "Apply online at ...": an instruction, its verb first.
_INSTRUCTION = re.compile(r"^\W*(?P<verb>[A-Z][a-z-]+)\b")
# "Incidents are reported by calling ...", "Claims can be made through the portal": how it is done.
_DONE_BY = re.compile(
    r"^[^,.;:]{0,60}?\b(?:is|are|can\s+be|may\s+be|should\s+be|must\s+be)\s+(?P<verb>[a-z]+)\s+"
    r"(?:by|through|via|using|online|in\s+person)\b",
    re.IGNORECASE,
)
# "The easiest way to pay is by Direct Debit.", "One way to save energy is to ...": a way of doing it.
_WAY_TO = re.compile(r"^\W*(?:(?:the|one|another|a)\s+)?(?:\w+\s+)?ways?\s+to\s+(?P<verb>[a-z][\w-]*)\b", re.IGNORECASE)
# "How to apply": a heading asking how to do what its section tells.
_HOW_TO = re.compile(r"^\W*how\s+to\s+(?P<verb>[a-z][\w-]*)\b", re.IGNORECASE)
_MEANS = ("means", "web", "email", "phone")
_HOW_WORDS = frozenset(datafiles.load("english")["step_manner_words"])


def method_statement(question: Question, candidates: Sequence[Candidate], min_p: float) -> list[Candidate]:
    """For a question asking how to do something, the best candidate opening with the purpose it
    asks (see the module's docstring), at ``min_p`` at least; [] otherwise."""
    asked = question.classification
    if not asked.procedural or asked.asks is Asked.BASIS:
        return []  # "How is the discount rate determined?" asks a basis, not a step
    wanted = content_stems(question)
    asked_verb = _ASKED_VERB.match(question.text)
    for c in candidates:
        found = _PURPOSE.match(c.quote)
        if (
            (found is None or stem(found.group("verb").lower()) not in wanted)
            and not (asked_verb is not None and _tells_how(c, asked_verb.group("verb").lower()))
            or c.is_row
            or (c.p or 0.0) < min_p
            or not quotable(c)
            or misreads(question, c)
        ):
            continue
        if c.missing and found is not None and _purpose_of_another(found.group(0), wanted):
            continue  # "To stop marketing text messages, ..." does not say how to stop the emails asked
        page = page_stems(c, candidates)
        if all(stem(word) in page for word in c.missing):
            return [c]
    return []


def _purpose_of_another(purpose: str, wanted: set[str] | frozenset[str]) -> bool:
    """Whether a purpose clause names a thing the question does not ("text messages" for "emails"):
    a word of its own beside the question's, while the question's word is missing from the sentence."""
    words = tokens(purpose)[2:]  # after "To stop": what it is done to
    return any(t.stem not in wanted and t.lower not in STOPWORDS and t.lower not in _HOW_WORDS for t in words)


def _tells_how(candidate: Candidate, verb: str) -> bool:
    """Whether the candidate is an instruction opening with ``verb`` ("Apply online at ..."), says
    how the thing is ``verb``-ed ("Incidents are reported by calling ..."), names a way to do it
    ("The easiest way to pay is by Direct Debit."), or stands under a heading asking how to do it
    ("How to apply" over "Fill in the volunteer form at the library's front desk or email ..."),
    naming the means."""
    quote = candidate.quote
    opening = _INSTRUCTION.match(quote)
    done = _DONE_BY.match(quote)
    titled = _HOW_TO.match(candidate.title) or _WAY_TO.match(quote)
    said = (
        (opening is not None and opening.group("verb").lower() == verb)
        or (done is not None and stem(done.group("verb").lower()) == stem(verb))
        or (titled is not None and stem(titled.group("verb").lower()) == stem(verb))
    )
    return said and any(has_shape(shape, quote) for shape in _MEANS)
