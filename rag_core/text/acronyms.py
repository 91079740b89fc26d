"""Acronyms and the words they stand for: a question's "IPO" is carried by a sentence's "initial
public offering", and its "earnings per share" by a table's "EPS".

An acronym is a word of two to six capital letters, with a plural "s" allowed ("RSUs"). It is
spelled by a run of words whose first letters give its letters in order; a stop word inside the
run may give its letter or be passed over ("Earnings Before Interest, Taxes, Depreciation and
Amortization" is EBITDA, "Loan-to-value" is LTV). Two letters say little, so a two-letter acronym
is spelled only by two capitalised words ("Internet Protocol", not "in particular"). Letters
glued to a number are a period's label ("FY2023", "YE2022"), never an acronym.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rag_core.text.lexicon import STOPWORDS, Token

_MIN_LETTERS = 2
_MAX_LETTERS = 6
_SHORT = 2  # an acronym of this many letters needs capitalised words


def acronym_letters(text: str) -> str:
    """The letters of an acronym, lower case ("IPO" -> "ipo", "RSUs" -> "rsu"); "" for a word that
    is none."""
    letters = text[:-1] if text.endswith("s") else text
    if _MIN_LETTERS <= len(letters) <= _MAX_LETTERS and letters.isalpha() and letters.isupper():
        return letters.lower()
    return ""


@dataclass(frozen=True, slots=True)
class _Part:
    """A word, or one part of a hyphenated word ("Loan-to-value"), with the stem of the whole."""

    text: str
    lower: str
    stem: str


def _parts(words: Sequence[Token]) -> list[_Part]:
    return [_Part(part, part.lower(), word.stem) for word in words for part in word.text.split("-") if part]


def _spells(letters: str, words: Sequence[_Part], start: int) -> int:
    """The end of a run from ``start`` that spells ``letters`` (its first and last words give a
    letter and are no stop words), or -1."""

    def walk(letter: int, at: int) -> int:
        if letter == len(letters):
            return at if words[at - 1].lower not in STOPWORDS else -1
        if at >= len(words):
            return -1
        word = words[at]
        if word.lower[:1] == letters[letter] and word.lower.isalpha():
            end = walk(letter + 1, at + 1)
            if end >= 0:
                return end
        if letter > 0 and word.lower in STOPWORDS:
            return walk(letter, at + 1)
        return -1

    if words[start].lower in STOPWORDS:
        return -1
    end = walk(0, start)
    if end > 0 and len(letters) == _SHORT and not all(w.text[:1].isupper() for w in words[start:end]):
        return -1
    return end


def _spelled(letters: str, words: Sequence[_Part]) -> list[tuple[int, int]]:
    spans = []
    for start in range(len(words)):
        end = _spells(letters, words, start)
        if end > 0:
            spans.append((start, end))
    return spans


def spelled(letters: str, words: Sequence[Token]) -> bool:
    """Whether a run of ``words`` spells the acronym ``letters``."""
    return bool(_spelled(letters, _parts(words)))


def _standalone(words: Sequence[Token], index: int) -> str:
    """The acronym letters of ``words[index]`` unless it is glued to a number: "FY2023" and
    "YE2022" are periods, not the fiscal year or the year ended spelled out."""
    word = words[index]
    glued = index + 1 < len(words) and words[index + 1].start == word.end
    return "" if glued else acronym_letters(word.text)


def carried_by_acronym(question: Sequence[Token], text: Sequence[Token]) -> set[str]:
    """Stems of ``question``'s words that ``text`` carries through an acronym, either way: the
    question's "IPO" where the text spells it out, the question's "initial public offering"
    where the text says "IPO". A word the text has anyway is the caller's to find."""
    text_parts = _parts(text)
    found = {
        w.stem
        for i, w in enumerate(question)
        if (letters := _standalone(question, i)) and _spelled(letters, text_parts)
    }
    acronyms = {_standalone(text, i) for i in range(len(text))} - {""}
    if acronyms:
        question_parts = _parts(question)
        for letters in acronyms:
            for begin, end in _spelled(letters, question_parts):
                found.update(w.stem for w in question_parts[begin:end] if w.lower not in STOPWORDS)
    return found
