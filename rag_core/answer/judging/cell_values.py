"""A table cell's value: the scale its table's unit line gives its figure ("(Dollars in millions)"),
its amount with that scale, whether it is an amount of money, and what a yes/no mark under a
header says (:mod:`rag_core.answer.judging.rows` reads every cell through these)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from rag_core import datafiles
from rag_core.text.lexicon import CURRENCY_WORDS, Token, stem, unit_words

__all__ = ["cell_amount", "in_money", "mark_says", "table_scale"]

_ENGLISH = datafiles.load("english")
_MARKS = frozenset(_ENGLISH["yes_no_marks"])
_HAVING = frozenset(stem(word) for word in _ENGLISH["having_verbs"])

_SCALES = (("trillion", 1e12), ("billion", 1e9), ("million", 1e6), ("thousand", 1e3))


def table_scale(unit: str) -> float:
    """Multiplier a table's unit line gives its figures ("(Dollars in millions)" -> 1e6)."""
    lowered = unit.lower()
    for word, scale in _SCALES:
        if word in lowered:
            return scale
    return 1.0


def cell_amount(value: str, unit: str) -> float | None:
    """A table cell as a number, with the table's scale applied; None for dashes or text."""
    digits = re.sub(r"[^\d.]", "", value)
    if not digits or digits == ".":
        return None
    try:
        number = float(digits)
    except ValueError:
        return None
    if "(" in value or value.strip().startswith(("-", "−")) and len(value.strip()) > 1:
        number = -number
    return number if value.strip().endswith("%") else number * table_scale(unit)


def in_money(value: str, unit: str) -> bool:
    """A cell that is an amount of money: a currency on it, or on a unit line that makes every
    figure of the table one ("(in thousands of EUR)"; not "... except share and store data")."""
    if value.strip().lstrip("(")[:1] in CURRENCY_WORDS:  # "$ 1,330": its symbols are there too
        return True
    words = unit_words(unit)
    return bool(words & CURRENCY_WORDS) and "except" not in words


def mark_says(words: Iterable[Token], value: str) -> set[str]:
    """The stems of the question's verbs of having that a yes/no mark says: "Pesto pasta | Nuts |
    Yes" in an allergen chart says the pasta contains nuts, so "Does the pesto pasta contain nuts?"
    need not find "contain" in it (english.toml ``having_verbs``, ``yes_no_marks``); none for any
    other value."""
    if value.strip().lower() not in _MARKS:
        return set()
    return {word.stem for word in words if word.stem in _HAVING}
