"""The question's words a text carries in another written form: joined or parted by a hyphen
("third party" and "third-party", "opt-out" and "opt out", "email" and "e-mail"), or an acronym and
the words it stands for (:mod:`rag_core.text.acronyms`)."""

from __future__ import annotations

from collections.abc import Sequence

from rag_core.text.acronyms import carried_by_acronym
from rag_core.text.lexicon import Token, stem


def _joined(text: str) -> str:
    return stem(text.lower().replace("-", ""))


def carried_by_hyphen(question: Sequence[Token], text: Sequence[Token]) -> set[str]:
    """Stems of ``question``'s words that ``text`` writes joined or parted by a hyphen: the
    question's "third party" where the text says "third-party" (both words), its "e-mail" where
    the text says "email", its "opt-out" where the text says "opt out"."""
    hyphenated = [t for t in text if "-" in t.text]
    if not hyphenated and not any("-" in w.text for w in question):
        return set()
    whole = {_joined(t.text) for t in text}  # every word with its hyphens taken out
    parted = {_joined(a.text + b.text) for a, b in zip(text, text[1:], strict=False) if b.start - a.end == 1}
    found = set()
    for index, word in enumerate(question):
        if "-" in word.text and (_joined(word.text) in whole | parted):
            found.add(word.stem)
        elif "-" not in word.text and any(_joined(t.text) == _joined(word.text) for t in hyphenated):
            found.add(word.stem)
        if index + 1 < len(question):
            following = question[index + 1]
            if following.start - word.end == 1 and any(
                _joined(t.text) == _joined(word.text + following.text) for t in hyphenated
            ):
                found.update({word.stem, following.stem})
    return found


def carried_in_other_form(question: Sequence[Token], text: Sequence[Token]) -> set[str]:
    """Stems of ``question``'s words that ``text`` carries only in another written form (a hyphen,
    an acronym); a word the text has as the question writes it is the caller's to find."""
    return carried_by_hyphen(question, text) | carried_by_acronym(question, text)
