"""A sentence that says what a term means answers neither whether a thing holds nor who, when or
where, nor what the reader's own one is (read by :func:`rag_core.answer.judging.gates.misreads`)."""

from __future__ import annotations

import re

from rag_core.answer.candidate import Candidate
from rag_core.answer.understand.classify import AnswerType
from rag_core.answer.understand.question import Question
from rag_core.answer.understand.slots import has_shape
from rag_core.text.defining import defined_term, term_stems
from rag_core.text.lexicon import ROLE_NOUNS, tokens

__all__ = ["defines_instead", "defines_mine", "defines_subject"]

_ASKS_MEANING = re.compile(r"\b(?:mean|means|meant|meaning|defin\w*|refer|refers)\b", re.IGNORECASE)


def defines_instead(question: Question, candidate: Candidate) -> bool:
    """A yes/no question that does not ask what a word means, and a sentence that says what a term
    means ("'Home worker' means ...", "... refers to ...", "... is defined as ..."): whether
    something is allowed or done is not stated by a definition."""
    if question.classification.answer_type is not AnswerType.YES_NO or _ASKS_MEANING.search(question.text):
        return False
    defined = defined_term(candidate.quote)
    return defined is not None and defined[2] in ("means", "refers to", "is defined as")


# "Who must ... be reported to?", "To whom ...", "When should ...", "Where is ... kept?": the question asks
# who, when or where about its subject. "When is an incident reportable?" asks for the conditions,
# which a definition gives, so "when is/are" is not among them.
_WHO_WHEN_WHERE = re.compile(
    r"^\W*(?:(?:to|by|from|with)\s+)?(?:who|whom|whose|where|when(?!\s+(?:is|are)\b))\b", re.IGNORECASE
)
_TIME_SHAPES = ("date", "duration", "frequency", "clock_time")


def defines_subject(question: Question, candidate: Candidate) -> bool:
    """A question of who, when or where about a term, and a sentence that defines that term ("A
    reportable incident is any collision, injury or spillage that involves a Northwind vehicle." for
    "Who must a reportable incident be reported to?", P 0.98, or "When must ...?"): it says what the
    term is, not who, when or where. Unless the definition itself names the asked kind: a time for
    when, a role for who ("... reported to the depot manager"). "Who is responsible for a depot?" is
    answered by "A depot manager is the person responsible ...": its term is no word of the question."""
    found = _WHO_WHEN_WHERE.match(question.text)
    if found is None:
        return False
    defined = defined_term(candidate.quote)
    # "The fire assembly point is the car park behind Building C." names the place: a subject
    # with "the" identifies; "A ... is ..." and "... means ..." define.
    if defined is None or (defined[0] == "the" and defined[2] in ("is", "are")):
        return False
    term = term_stems(defined[1])
    if not term or not term <= question.stems:
        return False
    rest = candidate.quote.split(defined[1], 1)[-1]
    asked = found.group(0).split()[-1].lower()
    if asked == "when":
        return not any(has_shape(shape, rest) for shape in _TIME_SHAPES)
    if asked in ("who", "whom", "whose"):
        return not any(t.lower in ROLE_NOUNS for t in tokens(rest))
    return True


# "What's my excess ...?", "What is your notice period?": the reader's (or the author's) own value.
_WHAT_MINE = re.compile(r"^\W*what(?:'s|’s|\s+is|\s+are)\s+(?:my|your|our)\s+", re.IGNORECASE)
_GENERAL = re.compile(r"^\s*(?:a|an|the)\s+[a-z]")  # "the amount you pay ...", "a sum ..."


def defines_mine(question: Question, candidate: Candidate) -> bool:
    """Whether a question for one's own value of a thing ("What's my excess if I claim on
    contents?") is met by a sentence that says what the thing is in general words, with no figure
    or name: "The excess is the amount you pay towards each claim." (rated P 0.82) says what an
    excess is, not how much the reader's is ("Contents | Excess | £150")."""
    if not _WHAT_MINE.match(question.text) or candidate.is_row:
        return False
    defined = defined_term(candidate.quote)
    if defined is None or not (term := term_stems(defined[1])) or not term <= question.stems:
        return False
    rest = candidate.quote.split(defined[1], 1)[-1].split(None, 1)[-1]  # after the verb
    said = tokens(rest)
    return bool(_GENERAL.match(rest)) and not any(t.capitalized or any(c.isdigit() for c in t.text) for t in said)
