"""What is sent to a model: excerpts stripped of instructions, questions stripped of personal data."""

from __future__ import annotations

import re

_ROLE_MARKER = re.compile(
    r"(?im)^\s*(?:system|assistant|user|developer|human|ai)\s*:\s*|<\|im_(?:start|end)\|>|\[/?INST\]|<</?SYS>>|^#+\s*instructions?\b.*$"
)
_INSTRUCTION = re.compile(
    r"(?i)[^.!?\n]*\b(?:ignore|disregard|forget|override)\b[^.!?\n]*\b(?:instructions?|rules?|prompt|above|previous|prior)\b[^.!?\n]*[.!?]?"
    r"|[^.!?\n]*\b(?:you are now|pretend to be|act as|from now on you|reveal (?:the|your|all)|system prompt)\b[^.!?\n]*[.!?]?"
)
REMOVED = "[removed]"

_EMAIL = re.compile(r"\b[\w.+-]+@[\w-]+\.[\w.-]+\b")
_PHONE = re.compile(
    r"(?<!\w)(?:\+\d{1,3}[\s.-]?\(?\d{1,4}\)?(?:[\s.-]?\d{2,4}){2,4}|\(\d{2,4}\)\s?\d{3,4}[\s.-]?\d{3,4}"
    r"|\d{3}[.-]\d{3}[.-]\d{4})(?!\w)"
)
_ID_NUMBER = re.compile(r"\b\d{3}-\d{2}-\d{4}\b|\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){3,7}\b|\b\d{9,}\b")


def strip_instructions(text: str) -> str:
    """Remove role markers and instruction-like sentences from document text."""
    text = _ROLE_MARKER.sub("", text)
    return _INSTRUCTION.sub(f" {REMOVED} ", text)


def mask_personal_data(question: str) -> str:
    """Mask e-mail addresses, phone numbers and ID numbers (for the online back-end)."""
    question = _EMAIL.sub("[email]", question)
    question = _ID_NUMBER.sub("[id number]", question)
    return _PHONE.sub("[phone]", question)
