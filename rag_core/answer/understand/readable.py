"""Whether the engine can read a question at all: its length and its script.

A gate on the input, before any search: a question longer than ``answer.max_question_chars`` or
written mostly in a script other than the Latin alphabet (Chinese, Arabic, Cyrillic...) gets a
refusal that says what is supported, instead of a clarifying question it could never satisfy.
"""

from __future__ import annotations

import unicodedata

from rag_core.messages import RefusalReason

# Share of a question's letters outside the Latin alphabet from which it is not read as English;
# a Latin-script question naming one foreign company ("What did 腾讯 earn?") stays below it.
FOREIGN_SCRIPT_SHARE = 0.5


def _latin(char: str) -> bool:
    return unicodedata.name(char, "").startswith("LATIN")


def foreign_share(text: str) -> float:
    """Share of the letters of ``text`` that are not Latin letters (0 when it has no letter)."""
    letters = [c for c in text if c.isalpha()]
    if not letters:
        return 0.0
    return sum(1 for c in letters if not _latin(c)) / len(letters)


def unreadable(text: str, max_chars: int) -> RefusalReason | None:
    """Why the engine cannot read ``text`` (the question merged with its clarification), or None."""
    if len(text) > max_chars:
        return RefusalReason.TOO_LONG
    if foreign_share(text) > FOREIGN_SCRIPT_SHARE:
        return RefusalReason.NOT_ENGLISH
    return None
