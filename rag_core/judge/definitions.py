"""Definition pairs for the cross-encoder's fine-tuning, made from the training documents' own
sentences: a sentence that defines a term ("A near miss is an unplanned event that ...", "'Travel
day' means a day on which ...") answers "What is a near miss?", and the document's other sentences
about the term do not.

The training sets ask few definition questions (about 90 of 46,000 pairs state a definition), so
an encoder fine-tuned on them alone scored a plain definition below unrelated sentences. These pairs
add no question to the trees' training or to any fold's scoring: they only teach the encoder, and
each comes from a document on the side of the folds that encoder is trained on.
"""

from __future__ import annotations

import zlib
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

import numpy as np

from rag_core.text.defining import defined_term

if TYPE_CHECKING:  # a spawned fine-tuning imports the judge's modules, not the engine
    from rag_core.judge.collect import Collected

NEGATIVES = 3  # the document's other sentences paired with each definition question
FORMS = 2  # questions asked of each defining sentence


def questions_for(sentence: str) -> list[str]:
    """The definition questions ``sentence`` answers: "What is ...?" and :data:`FORMS` - 1 other
    wordings, chosen by its text (the encoder's word pieces are lower case, so the term's case
    does not matter)."""
    defined = defined_term(sentence)
    return [] if defined is None else _asked(sentence, *defined)


def _asked(sentence: str, article: str, term: str, verb: str) -> list[str]:
    be = "are" if verb == "are" else "is"
    others = [f"What does '{term}' mean?", f"What is meant by {term}?", f"Define {term}."]
    first = zlib.crc32(sentence.encode("utf-8"))
    return [f"What {be} {article + ' ' if article else ''}{term}?"] + [
        others[(first + k) % len(others)] for k in range(FORMS - 1)
    ]


def _documents(keep: Iterable[tuple[Collected, np.ndarray]]) -> list[list[str]]:
    """The distinct candidate texts of each kept document (fold group), in first-read order."""
    texts: dict[tuple[str, str], dict[str, None]] = {}
    for s, folds in keep:
        for q, fold in zip(s.questions, folds):
            if fold < 0:
                continue
            seen = texts.setdefault((s.name, q.group), {})
            for _, text in q.reads:
                seen.setdefault(text, None)
    return [list(document) for document in texts.values()]


def definition_pairs(keep: Sequence[tuple[Collected, np.ndarray]]) -> tuple[list[str], list[str], list[bool]]:
    """(question, text, label) pairs from the kept documents' defining sentences: each question with
    its sentence (right) and with :data:`NEGATIVES` of the document's other sentences, those naming
    the term first (wrong). Deterministic: the same documents give the same pairs."""
    questions: list[str] = []
    texts: list[str] = []
    labels: list[bool] = []
    for document in _documents(keep):
        defines = {text: found for text in document if (found := defined_term(text)) is not None}
        terms = {text: found[1].lower() for text, found in defines.items()}
        for sentence, found in defines.items():
            term = terms[sentence]
            others = [t for t in document if t != sentence and terms.get(t) != term]
            others.sort(key=lambda t: (term not in t.lower(), zlib.crc32((sentence + t).encode("utf-8"))))
            for question in _asked(sentence, *found):
                for text, label in [(sentence, True)] + [(t, False) for t in others[:NEGATIVES]]:
                    questions.append(question)
                    texts.append(text)
                    labels.append(label)
    return questions, texts, labels
