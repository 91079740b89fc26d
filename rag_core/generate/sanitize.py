"""What is sent to a model: excerpts stripped of instructions, questions stripped of personal data."""

from __future__ import annotations

import re

from rag_core.text.domains import EMAIL_RE

_ROLE_MARKER = re.compile(
    r"(?im)^\s*(?:system|assistant|user|developer|human|ai)\s*:\s*|<\|im_(?:start|end)\|>|\[/?INST\]|<</?SYS>>|^#+\s*instructions?\b.*$"
)
_INSTRUCTION = re.compile(
    r"(?i)[^.!?\n]*\b(?:ignore|disregard|forget|override)\b[^.!?\n]*\b(?:instructions?|rules?|prompt|above|previous|prior)\b[^.!?\n]*[.!?]?"
    r"|[^.!?\n]*\b(?:you are now|pretend to be|act as|from now on you|reveal (?:the|your|all)|system prompt)\b[^.!?\n]*[.!?]?"
)
REMOVED = "[removed]"

_SSN = re.compile(r"(?<![\d-])\d{3}-\d{2}-\d{4}(?![\d-])")
# 13-19 digits, optionally in groups split by single spaces or hyphens ("4111 1111 1111 1111").
_CARD = re.compile(r"(?<![\d.,+-])\d(?:[ -]?\d){12,18}(?![\d-]|[.,]\d)")
_IBAN = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}\b")
# A phone number either starts with a + country code, or has separators between its digit groups
# ("(212) 555-0147", "212-555-0147", "020 7946 0958"); a bare run of digits is a figure, not a phone.
_PHONE = re.compile(
    r"(?<![\w+])\+\d{1,3}(?:[ .-]?\(?\d{1,5}\)?){2,6}(?!\w)"
    r"|(?<![\w(])\(\d{2,5}\)[ .-]?\d{3,4}[ .-]?\d{3,4}(?!\w)"
    r"|(?<![\w.,-])\d{3}[.-]\d{3}[.-]\d{4}(?![\w.,-])"
    r"|(?<![\w.,-])0\d{2,4}[ -]\d{3,4}[ -]\d{3,4}(?![\w.,-])"
)
MIN_PHONE_DIGITS, MAX_PHONE_DIGITS = 7, 15  # ITU-T E.164 allows at most 15

_NAME = r"[A-Z][a-z]+(?:['’-][A-Z]?[a-z]+)?"
_FULL_NAME = rf"{_NAME}(?:\s+(?:[A-Z]\.\s*)?{_NAME}){{0,2}}"
_TITLED = re.compile(rf"\b((?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Professor|Sir|Dame|Madam|Mister)\.?\s+)({_FULL_NAME})")
_INTRODUCED = re.compile(rf"\b((?i:my name is|my name's|name:)\s+)({_FULL_NAME})")
GIVEN_NAMES = frozenset(
    """
    aaron adam adrian ahmed aisha alan albert alex alexander alice alicia amanda amy ana andrea andrew angela anna
    anne anthony antonio arthur barbara ben benjamin beth betty bill bob brandon brian bruce carl carlos carmen carol
    caroline catherine charles charlotte chen chris christian christina christine christopher claire claudia colin
    daniel david deborah dennis diana diane donald donna dorothy edward elena elizabeth ellen emily emma eric eva
    fatima frank gary george grace hannah harry helen henry ian isabel jack jacob james jane janet jason jean
    jennifer jessica jim joan joe john jonathan jose joseph joshua juan judith julia julie karen kate katherine kathleen
    kelly kenneth kevin kim laura lauren linda lisa louis lucy luis margaret maria marie mark martha martin mary
    matthew megan melissa michael michelle mike mohammed nancy natalie nicholas nicole olivia oliver pamela patricia
    patrick paul peter rachel raymond rebecca richard robert ronald rose ruth ryan samantha samuel sandra sara sarah
    scott sharon sophia sophie stephanie stephen steven susan thomas timothy tom victoria virginia walter wei william
    yuki zoe
    """.split()
)
# Without a title or an introduction, two capitalised words are a person's name only when the first
# is a common given name ("Jane Doe"); otherwise they are most likely a company ("Goldman Sachs").
_GIVEN = "|".join(sorted((name.capitalize() for name in GIVEN_NAMES), key=len, reverse=True))
_GIVEN_FIRST = re.compile(rf"\b()((?:{_GIVEN})\s+(?:[A-Z]\.\s*)?{_NAME})\b")


def _digits(text: str) -> str:
    return "".join(ch for ch in text if ch.isdigit())


def _luhn(number: str) -> bool:
    total = 0
    for position, ch in enumerate(reversed(number)):
        digit = int(ch)
        if position % 2:
            digit = digit * 2 - 9 if digit > 4 else digit * 2
        total += digit
    return total % 10 == 0


def _iban_valid(candidate: str) -> bool:
    compact = candidate.replace(" ", "")
    rotated = compact[4:] + compact[:4]
    return int("".join(str(int(ch, 36)) for ch in rotated)) % 97 == 1


def _mask_numbers(text: str) -> str:
    text = _IBAN.sub(lambda m: "[iban]" if _iban_valid(m.group()) else m.group(), text)
    text = _CARD.sub(lambda m: "[card number]" if _luhn(_digits(m.group())) else m.group(), text)
    text = _SSN.sub("[id number]", text)
    return _PHONE.sub(
        lambda m: "[phone]" if MIN_PHONE_DIGITS <= len(_digits(m.group())) <= MAX_PHONE_DIGITS else m.group(), text
    )


def _mask_names(text: str, known: str) -> str:
    def masked(match: re.Match[str]) -> str:
        if match.group(2) in known:  # already in the excerpts sent along (a company named after a person)
            return match.group()
        return match.group(1) + "[name]"

    for pattern in (_TITLED, _INTRODUCED, _GIVEN_FIRST):
        text = pattern.sub(masked, text)
    return text


def strip_instructions(text: str) -> str:
    """Remove role markers and instruction-like sentences from document text."""
    text = _ROLE_MARKER.sub("", text)
    return _INSTRUCTION.sub(f" {REMOVED} ", text)


def mask_personal_data(question: str, known: str = "") -> str:
    """Mask personal data before a question goes to the online back-end.

    Masked: e-mail addresses, payment card numbers (13-19 digits passing the Luhn check), IBANs
    (passing the ISO 7064 mod-97 check), US social security numbers, phone numbers written with a
    ``+`` country code or with separators, and person names: after a title ("Dr Jane Doe"), after
    "my name is", or a common given name followed by a surname ("for Jane Doe"). Names that occur
    in ``known`` (the excerpts sent along with the question) are kept: they are document content.
    Plain figures ("revenue of 1234567890", "$46.3 billion") and company names stay as they are:
    the model needs them to answer.
    """
    return _mask_names(_mask_numbers(EMAIL_RE.sub("[email]", question)), known)
