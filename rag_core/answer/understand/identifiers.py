"""Questions that ask for an identifier, and the texts that give one.

"What is the charity number?", "What's my booking reference?", "What is the policy number?" ask for
a value of a fixed shape, letters and digits that name one thing ("1178342", "ASH-7741925",
"HHI-7730418-02"): "This year 86 volunteers gave more than 11,400 hours ..." gives figures, and
"Please quote your booking reference if you need to contact us." the words, but neither gives the
identifier. The answer is the line that gives one (see :func:`rag_core.answer.judging.contact.contact_line`).
"""

from __future__ import annotations

import re

__all__ = ["ASKS_IDENTIFIER", "ID_QUALIFIERS", "gives_identifier"]

# What a document calls a run of digits that is no phone number: "charity number", "Company No.",
# "policy number" (see :func:`rag_core.answer.understand.slots.phone_spans`).
ID_QUALIFIERS = (
    r"charity|company|registration|registered|reference|account|vat|policy|member(?:ship)?|order|invoice"
    r"|case|licen[cs]e|firm|serial|model|sort|routing|tax|record|patient|nhs|student|employee|passport|tracking"
    r"|booking|claim"
)
# ... and what else a question may call one ("my crime reference", "the confirmation number").
_ASKED_QUALIFIERS = (
    rf"{ID_QUALIFIERS}|crime|confirmation|customer|contract|agreement|rental|ticket|application|reservation"
)
_ID_NOUNS = r"(?:number|no\.?|reference|ref|code|id)s?"

# "What is the charity number?", "What's my booking reference?", "Which account number do I pay
# into?", "What is the reference?" (not "What is the reference rate?").
ASKS_IDENTIFIER = re.compile(
    rf"^\W*(?:what|which)(?:'s|\u2019s|\s+(?:is|was|are|were))?\s+(?:[\w'\u2019\-]+\s+){{0,4}}?"
    rf"(?:(?:{_ASKED_QUALIFIERS})\s+{_ID_NOUNS}\b"
    r"|(?:reference|ref)(?:\s+(?:number|no\.?|code))?(?=\s*(?:\?|$|\b(?:for|of|on)\b)))",
    re.IGNORECASE,
)

_TOKEN = re.compile(r"(?<![\w/.\-])[A-Za-z0-9]+(?:[/\-][A-Za-z0-9]+)*(?![\w/\-])")
# Not identifiers though digits and separators: a date or a year's span ("31/03/2025", "2024/25",
# "2024-2025"), a figure with its unit ("100mg", "160kg").
_DATE_LIKE = re.compile(r"\d{1,4}[/\-]\d{1,2}(?:\d{2})?(?:[/\-]\d{2,4})?")
_WITH_UNIT = re.compile(r"\d+[a-z]{1,3}")
_MIN_DIGITS = 3  # in an identifier with letters ("WM8614", "ASH-7741925")
_MIN_LENGTH = 5
_MIN_BARE_DIGITS = 6  # an identifier of digits only ("1178342"); fewer is a count or an amount


def _is_identifier(token: str) -> bool:
    digits = sum(ch.isdigit() for ch in token)
    if digits < _MIN_DIGITS or len(token) < _MIN_LENGTH:
        return False
    if _DATE_LIKE.fullmatch(token) or _WITH_UNIT.fullmatch(token):
        return False
    return digits >= _MIN_BARE_DIGITS if token.isdigit() else True


# Groups of digits parted by single spaces, as a VAT or NHS number is written ("GB 123 4567 89",
# "485 777 3456"), after the word naming it (a phone number is written so too).
_SPACED = re.compile(r"(?<![\d,.])\d{2,}(?: \d{2,}){1,4}(?![\d,.])")
_NAMED_BEFORE = re.compile(r"\b(?:number|no\.?|reference|ref|code|id)\b[^\d]{0,12}$", re.IGNORECASE)


def gives_identifier(text: str) -> bool:
    """Whether ``text`` gives an identifier: letters and at least three digits ("WM8614",
    "ASH-7741925", "26/NW/0142"), six digits or more ("1178342"), or groups of digits parted by
    spaces, six or more in all, after a word naming them ("VAT number GB 123 4567 89"); not a date, a
    year's span, a figure with its unit, an amount ("11,400") nor a phone number ("Call 0161 496 0720")."""
    return any(_is_identifier(m.group()) for m in _TOKEN.finditer(text)) or any(
        sum(ch.isdigit() for ch in m.group()) >= _MIN_BARE_DIGITS and _NAMED_BEFORE.search(text[: m.start()])
        for m in _SPACED.finditer(text)
    )
