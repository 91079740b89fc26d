"""The figures of a sentence read for a measure: which kind a quantity is (money by its sign, its
scale word, a currency's code or word; a percentage; a count), the level a change reached ("grew to
GBP 6.2 million"), and the figure as printed with its scale or cents word."""

from __future__ import annotations

import re

from rag_core.text.lexicon import CURRENCY_WORDS, Quantity

__all__ = ["CURRENCY_SIGNS", "of_kind", "printed", "to_level"]

CURRENCY_SIGNS = ("$", "€", "£", "¥")
_SCALE_WORD = re.compile(r"^\s*(?:million|billion|thousand|trillion|mn|bn)\b", re.I)
# "49.0 cents per share": money in hundredths (not "19.3 cps": Amcor's quarter line joins a heading).
_CENTS = re.compile(r"^\s*cents?\b", re.I)
# "an increase in our quarterly dividend from $0.88 per share to $0.92 per share": the level reached.
_TO_LEVEL = re.compile(r"\bto\s*$", re.I)
# A currency's code before a figure ("grew to GBP 6.2 million"): the figure's own, not a word between.
_CODE_BEFORE = re.compile(r"\b[A-Z]{3}\s*$")


def of_kind(quantity: Quantity, text: str, kind: str) -> bool:
    """Whether a quantity of ``text`` is a figure of the measure kind ``kind``."""
    if quantity.is_year:
        return False
    raw = quantity.raw
    after = text[quantity.end : quantity.end + 12]
    if kind == "percent":
        return quantity.unit == "%"
    if quantity.unit == "%":
        return False
    if kind in ("money", "per_share"):
        # "$5", "$3.2 million", "49.0 cents", and a currency's code or word: "GBP 410,000", "5 dollars"
        return (
            raw.startswith(CURRENCY_SIGNS)
            or bool(_SCALE_WORD.match(after) or _CENTS.match(after))
            or _coded(text, quantity.start)
            or quantity.unit in CURRENCY_WORDS
        )
    if kind == "count":
        # A count is a whole number ("156,000"), or a scaled one ("1.2 million"); "3.4" before
        # "Employee shall be eligible" is a section number.
        whole = "." not in raw or bool(_SCALE_WORD.match(after))
        return whole and not raw.startswith(CURRENCY_SIGNS) and abs(quantity.value) >= 1
    return False


def _coded(text: str, start: int) -> bool:
    """Whether a currency's code stands right before the figure at ``start``: "GBP 410,000" (not a
    column's "2019 €m: 5,443", whose figures a table row reads with its header)."""
    code = _CODE_BEFORE.search(text[max(0, start - 4) : start])
    return code is not None and code.group(0).strip().lower() in CURRENCY_WORDS


def to_level(text: str, start: int) -> bool:
    """Whether "to" comes right before the figure at ``start`` (its currency's code aside): the
    level a change reached ("grew to $6.2 million", "grew to GBP 6.2 million")."""
    end = start - 4 if _coded(text, start) else start
    return bool(_TO_LEVEL.search(text[max(0, end - 6) : end]))


def printed(text: str, quantity: Quantity) -> tuple[str, float | None]:
    """The figure as printed, with its scale or cents word, and its amount (cents in units)."""
    after = text[quantity.end :]
    cents = _CENTS.match(after)
    word = cents or _SCALE_WORD.match(after)
    shown = text[quantity.start : quantity.end + (word.end() if word else 0)].strip()
    return shown, (quantity.value / 100 if cents else quantity.value)
