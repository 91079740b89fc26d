"""The question's words a text says as a phrase without them (english.toml ``said_as_phrase``):
"notice" by "at least four weeks in advance", "free" by "£0" or "at no charge", "money" by a sum in
pounds, a month by a range of months holding it ("July" by "May to September"); read by :func:`rag_core.text.word_forms.carried_in_other_form`."""

from __future__ import annotations

import re
from collections.abc import Sequence

from rag_core import datafiles
from rag_core.text.lexicon import MEANINGFUL_STOPWORDS, MONTH_SET, STOPWORDS, Token, either_way
from rag_core.text.periods import month_number, months_ranged

__all__ = ["carried_by_phrase", "phrases_pattern", "said_either_way", "word_or_phrases"]


def _phrase_pattern(phrase: str) -> str:
    """``phrase`` as a whole: bounded as words where it opens or ends with a letter or digit, and a
    sum ending in a digit not the first digits of another ("£0" is not "£0.50" or "£05")."""
    body = re.escape(phrase).replace(r"\ ", r"\s+")
    start = r"\b" if phrase[:1].isalnum() or phrase[:1] == "%" else ""
    end = r"\b" if phrase[-1:].isalpha() else r"(?![\d.,]*\d)" if phrase[-1:].isdigit() else ""
    return start + body + end


def phrases_pattern(phrases: Sequence[str]) -> str:
    """A pattern matching any of ``phrases`` as a whole (see :func:`_phrase_pattern`), the longest
    tried first, its words however spaced."""
    return "|".join(_phrase_pattern(p) for p in sorted(phrases, key=len, reverse=True))


_PHRASES = {
    word: re.compile(phrases_pattern(phrases), re.IGNORECASE)
    for word, phrases in datafiles.load("english")["said_as_phrase"].items()
}


def word_or_phrases(word: str) -> str:
    """A pattern matching ``word`` or, when english.toml said_as_phrase has it, a phrase that says
    it: "lab" or "laboratory" (a role's words as a text may write them: "Laboratory Manager")."""
    own = re.escape(word)
    return f"(?:{own}|{_PHRASES[word.lower()].pattern})" if word.lower() in _PHRASES else own


def carried_by_phrase(question: Sequence[Token], raw: str) -> set[str]:
    """Stems of ``question``'s words that ``raw`` says as a phrase without them (english.toml
    said_as_phrase): "notice" by "at least four weeks in advance"; a key of two words is the word
    with the next one ("share of": "What share of pupils ...?" by "74% of pupils", not "dividend
    per share")."""
    found = {t.stem for t in question if t.lower in _PHRASES and _PHRASES[t.lower].search(raw)}
    found |= _in_month_range(question, raw)
    pairs = zip(question, question[1:])
    return found | {
        t.stem
        for a, b in pairs
        if (key := f"{a.lower} {b.lower}") in _PHRASES and _PHRASES[key].search(raw)
        for t in (a, b)
        # "go up" said as "increased": "up" too, not the "of" of "share of"
        if t is a or t.lower not in STOPWORDS or t.lower in MEANINGFUL_STOPWORDS
    }


def said_either_way(question: Sequence[Token], text: Sequence[Token]) -> set[str]:
    """Stems of ``question``'s words that ``text`` says by another word of their english.toml
    ``either_way`` group ("required" by "must", "allowed" by "permitted"): words the documents use
    for the asked thing, as the evidence gate counts them ("What reporting is required?" of "Grant
    holders must send a short report ...")."""
    asked = {(t.stem, group) for t in question if (group := either_way(t.lower)) is not None}
    if not asked:
        return set()  # most questions: the text is not read
    groups = {either_way(t.lower) for t in text}
    return {s for s, group in asked if group in groups}


def _in_month_range(question: Sequence[Token], raw: str) -> set[str]:
    """Stems of the months ``question`` names that a range of months in ``raw`` covers: "July" by
    "Summer (May to September)", "January" by "Winter (November to March)"."""
    months = [(t.stem, month_number(t.lower)) for t in question if t.lower.rstrip(".") in MONTH_SET]
    if not months:
        return set()
    ranged = months_ranged(raw)
    return {stem for stem, number in months if number in ranged}
