"""Questions that ask for a value of a fixed shape: a phone number, an email address, a web address.

"What phone number can I call about privacy?" is answered only by a sentence that gives one; "We
might also collect your phone number" talks about phone numbers without giving any, however many
of the question's words it shares. The judge's features know the asked kind of value (number,
date, person...), not these shapes, so a candidate without the asked shape is never a direct answer.
"""

from __future__ import annotations

import re

from rag_core.answer.understand.classify import is_yes_no

__all__ = ["asked_shape", "has_shape"]

_ASKS = (
    (
        "phone",
        re.compile(
            r"\b(?:(?:tele)?phone|fax)\s+(?:number|line)s?\b|\bwhat\s+number\s+(?:can|do|should)\s+i\s+call\b", re.I
        ),
    ),
    ("email", re.compile(r"\be-?mail\s+address(?:es)?\b", re.I)),
    ("web", re.compile(r"\b(?:web\s*site|web)\s+address(?:es)?\b|\burl\b|\bwhich\s+(?:web\s*site|link)\b", re.I)),
)
_SHAPES = {
    "phone": re.compile(r"(?<![\w.])\+?\(?\d{1,4}\)?(?:[\s.\-]?\(?\d{2,4}\)?){2,5}(?![\w])"),
    "email": re.compile(r"[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)+"),
    "web": re.compile(
        r"\bhttps?://\S+|\bwww\.\S+|\b[\w\-]+(?:\.[\w\-]+)*\.(?:com|org|net|gov|edu|io|co|uk|de|fr)\b", re.I
    ),
}
_MIN_PHONE_DIGITS = 7


def asked_shape(question: str) -> str:
    """ "phone", "email" or "web" when the question asks for such a value, else ""."""
    if is_yes_no(question):  # "Does Google collect my email address?" asks whether, not for an address
        return ""
    return next((shape for shape, pattern in _ASKS if pattern.search(question)), "")


def has_shape(shape: str, text: str) -> bool:
    """Whether ``text`` gives a value of ``shape`` (always True for no shape)."""
    if not shape:
        return True
    if shape == "phone":
        return any(sum(ch.isdigit() for ch in m.group()) >= _MIN_PHONE_DIGITS for m in _SHAPES["phone"].finditer(text))
    return _SHAPES[shape].search(text) is not None
