"""A yes/no answer about another case than the one asked: "Do organisations need match funding?"
is not answered by "Individual artists do not need match funding." (P 0.96) when the sentence
before it says "Organisations must find at least 10% of the project costs from other sources.".

The answer opens with a subject the question does not name ("Individual artists") and lacks a
word of the question that a sentence right beside it opens with (after a determiner): the document
speaks of the asked case there and of another one in the answer, so the answer states the other
case, however well it reads. (A word the answer puts otherwise, "need" beside "you must obtain a
crime reference number", is rarely what the sentence beside it speaks of; an answer opening
otherwise says it in its own words: PolicyQA's "Will they retain my data for legal obligations?"
is answered by "Upon your request, we will remove your personal information ... but we will
retain and use your information as necessary to comply with our legal obligations".) Only yes/no questions: their answer is a statement about the very
thing the question names, and a statement about something else beside it answers no part of it.

"How long does a refund take?" is not answered by "You can return unworn items within 30 days of
delivery for a full refund." when another sentence names the refund before its length of time
("Refunds are made ... within 5 working days ..."): the first gives how long one may return
(:func:`takes_other`); alone, "Please allow two working days for your prescription to be ready."
answers "How long does a prescription take?".
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from rag_core.answer.candidate import Candidate, beside
from rag_core.answer.judging.lookup import asked_stems, asks_header, header_words
from rag_core.answer.judging.predicate import says_otherwise
from rag_core.answer.understand.classify import AnswerType
from rag_core.answer.understand.question import Question
from rag_core.text.lexicon import STOPWORDS, stem, tokens

_DETERMINERS = frozenset({"the", "a", "an", "all", "any", "each", "every", "most", "some", "our", "your", "their"})


def about_another_case(question: Question, candidate: Candidate, candidates: Sequence[Candidate]) -> bool:
    """Whether a yes/no answer that opens with a subject the question does not name lacks a
    question word that a sentence beside it opens with (see the module's docstring), or a table
    cell is another column's case than the one asked (:func:`another_column`), or a length of time
    is another thing's (:func:`takes_other`)."""
    if another_column(question, candidate, candidates) or takes_other(question, candidate, candidates):
        return True
    if question.classification.answer_type is not AnswerType.YES_NO or candidate.is_row or not candidate.missing:
        return False
    own = _opening(candidate)
    if not own or own in question.stems:
        return False  # the answer opens with no subject of its own ("Upon your request, we ...")
    said = tokens(candidate.quote)
    # a word it says otherwise it does not lack: "Closed on Mondays." says whether it is open on Mondays
    lacking = {stem(word) for word in candidate.missing if not says_otherwise(word, said)}
    return any(
        other is not candidate and not other.is_row and beside(candidate, other) and _opening(other) in lacking
        for other in candidates
    )


def another_column(question: Question, candidate: Candidate, candidates: Sequence[Candidate]) -> bool:
    """Whether a table cell stands under a header with a word the question does not say while a
    cell of its row stands under one whose words the question all says ("Swim-only | Concession
    monthly (GBP) | 18" is another case than the plain "Swim-only | Monthly (GBP) | 26" asked by
    "What is the monthly price of swim-only membership?"), or, when its header says none of the
    question's words, under one that says some ("Home | Deposit (GBP) | 500" for "How much are the
    fees for home students?" beside "Home | Tuition fee (GBP) | 12,500"), or one phrased as the
    question asks (:func:`asks_header`: "What to do" for "What do I do if ...?")."""
    if not candidate.is_row or len(candidate.parts) < 3:
        return False
    said = asked_stems(question)
    own = header_words(candidate.parts[1])
    if not own - said or asks_header(question, candidate.parts[1]):
        return False
    return any(
        other.is_row
        and other is not candidate
        and (other.doc_id, other.page, other.parts[0]) == (candidate.doc_id, candidate.page, candidate.parts[0])
        and (
            asks_header(question, other.parts[1])
            or (
                bool(words := header_words(other.parts[1]))
                and (not words - said or (not own & said and bool(words & said)))
            )
        )
        for other in candidates
    )


def _opening(candidate: Candidate) -> str:
    """The stem of the word a sentence opens with, after a determiner: what it speaks of
    ("Organisations must find ...", "All members may ..."); "" for one that opens otherwise."""
    words = tokens(candidate.quote)
    first = next((t for t in words if t.lower not in _DETERMINERS), None)
    return first.stem if first is not None and first.lower not in STOPWORDS else ""


_HOW_LONG_TAKES = re.compile(
    r"^\W*how\s+long\s+(?:does|do|will|would|should|can|could|might)\s+(?P<subject>.+?)\s+(?:take|takes|last)\b",
    re.IGNORECASE,
)


def _named_before(subject: set[str], candidate: Candidate) -> bool | None:
    """Whether the candidate names the asked thing before its value (None when it names it nowhere,
    or gives no value)."""
    at = candidate.quote.find(candidate.answer_value) if candidate.answer_value and not candidate.is_row else -1
    if at < 0:
        return None
    if subject & {t.stem for t in tokens(candidate.quote[:at])}:
        return True
    return False if subject & {t.stem for t in tokens(candidate.quote[at:])} else None


def takes_other(question: Question, candidate: Candidate, candidates: Sequence[Candidate]) -> bool:
    """Whether, for "How long does X take?", the candidate names X only after its length of time
    while another candidate names X before its own (see the module's docstring)."""
    asked = _HOW_LONG_TAKES.match(question.text)
    if asked is None:
        return False
    subject = {t.stem for t in tokens(asked.group("subject")) if t.lower not in STOPWORDS}
    if not subject or _named_before(subject, candidate) is not False:
        return False
    return any(other is not candidate and _named_before(subject, other) for other in candidates)
