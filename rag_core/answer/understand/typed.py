"""A question as people type it, read as they mean it: a polite frame around a wh-question
("Can you tell me when X opened?") dropped, a wh-word's "is" typed without its apostrophe ("Whats")
restored, "How's" written out, "turn of the ..." read as "turn off the ...", "im" and "dont" read as
"I'm" and "don't". Used before a question is classified and searched; the answer card shows the
question as typed."""

from __future__ import annotations

import re

from rag_core import datafiles

# "Can you tell me when ...?", "I'd like to know how many ...": a polite frame around a wh-question,
# which asks what its wh-question asks (not yes or no).
_POLITE = re.compile(
    r"^(?:(?:could|can|would|will)\s+you\s+(?:please\s+)?(?:tell|show|let)\s+me|do\s+you\s+know|"
    r"(?:please\s+)?tell\s+me|i(?:'d|\u2019d|\s+would)\s+like\s+to\s+know|i\s+want\s+to\s+know|i\s+wonder)\s+"
    r"(?=(?:how|what|when|where|who|whom|whose|which|why)s?\b)",
    re.IGNORECASE,
)


# "Whats the bill?", "Wheres chlorine kept?": a wh-word and "is" typed without the apostrophe.
_GLUED_IS = re.compile(r"^(what|where|who|how|when|why)s(?=\s)", re.IGNORECASE)


# "How's overtime paid?", "How're readings kept?": read as "How is", "How are" (what "How is ... paid?"
# asks is known; "How's" was read as a question needing interpretation).
_HOW_SHORT = re.compile(r"^(how)['\u2019](s|re)\b", re.IGNORECASE)


# "how do i turn of the child lock": "off" typed without its second "f" after a verb it goes with.
_OFF_TYPED = re.compile(r"\b((?:i|you|we|to)\s+(?:turn|switch))\s+of\b(?=\s+(?:the|my|your|it|this|that|all)\b)", re.I)


# "whats the charge if im late picking up", "i dont have a car": a contraction typed without its
# apostrophe (english.toml ``contractions_typed_bare``), which would read as a word the documents lack.
_BARE = {word.replace("'", "").lower(): word for word in datafiles.load("english")["contractions_typed_bare"]}
_BARE_TYPED = re.compile(rf"\b(?:{'|'.join(_BARE)})\b", re.IGNORECASE)


def as_meant(question: str) -> str:
    """``question`` without a polite frame around its wh-question ("Can you tell me when X opened?"
    -> "when X opened?"), with a wh-word's "is" typed without its apostrophe restored ("Whats"
    -> "What's"), "How's"/"How're" written out, "turn of the" read as "turn off the" and "im" as "I'm"."""
    text = _GLUED_IS.sub(r"\1's", _POLITE.sub("", question.strip(), count=1), count=1)
    text = _OFF_TYPED.sub(r"\1 off", text)
    text = _BARE_TYPED.sub(lambda m: _BARE[m.group(0).lower()], text)
    return _HOW_SHORT.sub(lambda m: f"{m.group(1)} {'is' if m.group(2).lower() == 's' else 'are'}", text, count=1)
