"""Which documents a question names: a document profile's aliases found in the question as whole
words (``profile.derive_profile`` makes the aliases at ingest).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache
from typing import TYPE_CHECKING

from rag_core.text.entities import COMMON_WORDS, core_name

if TYPE_CHECKING:
    from rag_core.ingest.profile import DocumentProfile

# Aliases this short that are not a word of the name (tickers such as "COST", "PEP"; "J&J") only
# match when written like a symbol: "Cost of sales" must not name Costco, nor "pep talk" PepsiCo,
# while "Nike" and "MGM's" still name theirs.
CASE_SENSITIVE_MAX_CHARS = 4


@lru_cache(maxsize=8192)
def _alias_regex(alias: str) -> re.Pattern[str]:
    """Whole-phrase pattern for an alias: spaces or hyphens between words, spaces around "&".

    Compiled once per alias: a library of 74 filings has ~400 aliases, more than ``re``'s own
    cache keeps alongside everything else, so every question would compile them all again.
    """
    words = [
        re.escape(word).replace("\\&", "&").replace("&", r"\s*&\s*") for word in re.split(r"[\s-]+", alias.strip())
    ]
    return re.compile(r"(?<![\w&])" + r"[\s-]+".join(words) + r"(?![\w&])", re.IGNORECASE)


def _written_as_symbol(found: str) -> bool:
    """Whether a short alias is written like a symbol: first and last letters capitals ("JNJ", "JnJ", "J&J")."""
    letters = [ch for ch in found if ch.isalpha()]
    return bool(letters) and letters[0].isupper() and letters[-1].isupper()


def match_entities(question: str, profiles: Iterable[tuple[str, DocumentProfile]]) -> set[str]:
    """Keys of the profiles whose entity the question names by any alias, as whole words.

    "Boeing's", "Best Buy", "BestBuy" and "J&J" all count; "best practices" does not name Best
    Buy, nor "BetMGM" MGM. Case does not matter, except that short aliases which are not a word of
    the name (tickers, "J&J") must be written like a symbol ("JNJ", "JnJ", not "jnj" or "Cost"),
    and a name that is one ordinary word ("Square, Inc.", "Target Corporation"), never an alias,
    counts only written as a name: capitalised, and after the question's first word unless
    possessive ("What was Square's revenue?", not "square feet" nor "Target revenue for 2024?").
    """
    keys: set[str] = set()
    for key, profile in profiles:
        if _names_common_word(question, profile.entity):
            keys.add(key)
            continue
        name_words = set(re.findall(r"[a-z0-9]+", profile.entity.lower()))
        for alias in profile.aliases:
            symbol = len(alias) <= CASE_SENSITIVE_MAX_CHARS and " " not in alias and alias not in name_words
            found = (m.group() for m in _alias_regex(alias).finditer(question))
            if any(_written_as_symbol(text) or not symbol for text in found):
                keys.add(key)
                break
    return keys


@lru_cache(maxsize=4096)
def _common_word_name(entity: str) -> re.Pattern[str] | None:
    """The pattern of a name that is one ordinary word written as a name (see :func:`match_entities`)."""
    core = core_name(entity)
    if " " in core or core not in COMMON_WORDS or not core.isalpha():
        return None
    word = core.capitalize()
    return re.compile(rf"(?:(?<=\w\W)|(?<=\w\W\W)|^(?={word}['’]s\b)){word}(?![\w&])")


def _names_common_word(question: str, entity: str) -> bool:
    pattern = _common_word_name(entity)
    return pattern is not None and pattern.search(question) is not None
