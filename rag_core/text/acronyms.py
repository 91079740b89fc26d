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

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from rag_core import datafiles
from rag_core.text.lexicon import STOPWORDS, Token, tokens

_MIN_LETTERS = 2
_MAX_LETTERS = 6
_SHORT = 2  # an acronym of this many letters needs capitalised words
# Acronyms spelled by a phrase ("HR" for "human resources", "CEO" for "chief executive"): by those
# words only, as a phrase (rag_core/data/english.toml).
_LOWER_CASE = {
    letters: tuple(phrase.split()) for letters, phrase in datafiles.load("english")["lower_case_acronyms"].items()
}


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


def _phrase_at(phrase: tuple[str, ...], words: Sequence[_Part]) -> int:
    """Where ``words`` say ``phrase`` (lower-case words), or -1 (also for no phrase)."""
    if not phrase:
        return -1
    lowers = [w.lower for w in words]
    for start in range(len(lowers) - len(phrase) + 1):
        if tuple(lowers[start : start + len(phrase)]) == phrase:
            return start
    return -1


def _spelled(letters: str, words: Sequence[_Part]) -> list[tuple[int, int]]:
    spans = []
    for start in range(len(words)):
        if words[start].lower[:1] != letters[0]:
            continue
        end = _spells(letters, words, start)
        if end > 0:
            spans.append((start, end))
    return spans


def _standalone(words: Sequence[Token], index: int) -> str:
    """The acronym letters of ``words[index]`` unless it is glued to a number: "FY2023" and
    "YE2022" are periods, not the fiscal year or the year ended spelled out."""
    word = words[index]
    glued = index + 1 < len(words) and words[index + 1].start == word.end
    return "" if glued else acronym_letters(word.text)


@dataclass(frozen=True, slots=True)
class _Question:
    """What one question's words give an acronym reading: its acronyms, as (stem, letters), and the
    stems that spell each acronym a text uses (filled as texts are read)."""

    words: Sequence[Token]
    asked: tuple[tuple[str, str], ...]
    spelled_out: dict[str, frozenset[str]]


_last: _Question | None = None  # the question being answered: its sentences are read one by one


def _question(words: Sequence[Token]) -> _Question:
    """The reading of ``words``, made once per question (kept for the same words object)."""
    global _last
    last = _last
    if last is None or last.words is not words:
        asked = tuple((w.stem, letters) for i, w in enumerate(words) if (letters := _standalone(words, i)))
        last = _Question(words, asked, {})
        _last = last
    return last


# An acronym standing alone in a text: not glued to a number ("FY2023"), as _standalone reads it.
_ACRONYM = re.compile(r"(?<![\w-])[A-Z]{2,6}s?(?![\w-])")
_INITIAL = re.compile(r"(?<![a-z0-9])[a-z0-9]")


def carried_by_acronym(question: Sequence[Token], text: Sequence[Token], raw: str) -> set[str]:
    """Stems of ``question``'s words that ``text`` carries through an acronym, either way: the
    question's "IPO" where the text spells it out, the question's "initial public offering"
    where the text says "IPO". A word the text has anyway is the caller's to find. ``raw``: the
    text as written (``text`` is its words), read first because it is read faster."""
    found: set[str] = set()
    reading = _question(question)
    asked = reading.asked
    if asked:
        initials = set(_INITIAL.findall(raw.lower()))
        # Letters that start no word of the text spell nothing: most sentences end here.
        # And an acronym the text writes as such is found by the caller.
        possible = [
            (word_stem, letters)
            for word_stem, letters in asked
            if (set(letters) <= initials or letters in _LOWER_CASE) and letters.upper() not in raw
        ]
        if possible:
            text_parts = _parts(text)
            found = {
                word_stem
                for word_stem, letters in possible
                if _spelled(letters, text_parts) or _phrase_at(_LOWER_CASE.get(letters, ()), text_parts) >= 0
            }
    acronyms = {acronym_letters(a) for a in _ACRONYM.findall(raw)} - {""}
    for letters in acronyms:
        if letters not in reading.spelled_out:
            parts = _parts(question)
            spans = _spelled(letters, parts)
            phrase = _LOWER_CASE.get(letters, ())
            if (at := _phrase_at(phrase, parts)) >= 0:
                spans.append((at, at + len(phrase)))
            reading.spelled_out[letters] = frozenset(
                w.stem for begin, end in spans for w in parts[begin:end] if w.lower not in STOPWORDS
            )
        found |= reading.spelled_out[letters]
    return found


# Between two words of a spelled-out acronym: spaces, a hyphen or a comma, and stop words.
_GAP = r"[\s,\-]+(?:(?:" + "|".join(sorted(map(re.escape, STOPWORDS), key=len, reverse=True)) + r")[\s,\-]+)*"


# The stop words a spelled-out name may hold, articles, conjunctions and prepositions ("return on
# equity", "Earnings Before Interest, Taxes, Depreciation and Amortization", "loan-to-value"); a verb
# or a pronoun inside ("access rights are reviewed") makes a clause, no name.
_CONNECTORS = frozenset(
    {"of", "and", "or", "for", "to", "on", "the", "a", "an", "in", "at", "by", "per", "with", "from", "before", "after"}
    | {"under", "over", "&"}
)


def spelled_out(letters: str, text: str) -> list[str]:
    """The runs of words in ``text`` that spell the acronym ``letters`` (as :func:`acronym_letters`
    gives them) out as a name, in order: "annual recurring revenue" for "arr", "human resources" for
    "hr", "Internet Protocol" for "ip" (not "in particular", nor "access rights are reviewed")."""
    if not letters:
        return []
    phrase = _LOWER_CASE.get(letters, ())
    if phrase:
        return [m.group(0) for m in re.finditer(r"\b" + r"\s+".join(phrase) + r"\b", text, re.I)]
    run = re.compile(r"(?<![\w-])" + _GAP.join(rf"{letter}[\w'\u2019]*" for letter in letters) + r"(?![\w-])", re.I)
    found = []
    for match in run.finditer(text):
        words = tokens(match.group(0))
        owner = [i for i, word in enumerate(words) for part in word.text.split("-") if part]  # part -> word
        parts = _parts(words)
        for start, end in _spelled(letters, parts):
            if start == 0 and all(p.lower in _CONNECTORS or p.lower not in STOPWORDS for p in parts[:end]):
                found.append(match.group(0)[: words[owner[end - 1]].end])
                break
    return found


def read_out(text: str, spelled: Callable[[str], str]) -> str:
    """``text`` with each acronym replaced by the words ``spelled`` gives it ("" keeps it): "How
    much did ARR grow?" -> "How much did annual recurring revenue grow?". A phrase capitalised only
    at its start (it began a sentence) is written in lower case."""

    def words(match: re.Match[str]) -> str:
        # An organisation's acronym ("GE's revenue") names it: no words of the documents stand in.
        possessive = text[match.end() : match.end() + 2] in ("'s", "\u2019s")
        phrase = "" if possessive else spelled(match.group(0))
        if not phrase:
            return match.group(0)
        first, *rest = phrase.split()
        if rest and not any(w[:1].isupper() for w in rest) and first[1:].islower():
            phrase = phrase[:1].lower() + phrase[1:]
        return phrase

    return _ACRONYM.sub(words, text)
