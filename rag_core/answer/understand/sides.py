"""The two sides of a comparison question, as written: "Compare Northwind with FedEx" ->
("Northwind", "FedEx"), for the check that the documents cover each."""

from __future__ import annotations

import re

from rag_core import datafiles
from rag_core.text.lexicon import STOPWORDS, tokens

__all__ = ["THAN", "comparison_sides"]

THAN = r"(?:better|worse|cheaper|safer|larger|bigger|smaller|faster|slower|stronger|weaker|higher|lower)\s+than"
# The two sides of each comparison form; a trailing "on X" / "in X" / "for X" says what is
# compared, not who ("How does Northwind compare to Amazon on revenue?").
_TRAIL = r"(?:\s+(?:on|in|for|regarding|by|across|at)\s+.+)?"
_SIDES = tuple(
    re.compile(pattern, re.IGNORECASE)
    for pattern in (
        r"^(?:how\s+(?:does|do|did)\s+)(?P<a>.+?)\s+compare\s+(?:to|with|against)\s+(?P<b>.+?)" + _TRAIL + r"$",
        r"^(?:please\s+)?compare\s+(?P<a>.+?)\s+(?:with|to|and|against|versus|vs\.?)\s+(?P<b>.+?)" + _TRAIL + r"$",
        r"^(?:what\s+(?:is|are|was|were)\s+)?(?:the\s+)?(?:main\s+|key\s+)?differences?\s+between\s+(?P<a>.+?)\s+and\s+(?P<b>.+?)"
        + _TRAIL
        + r"$",
        r"^(?:(?:is|are|was|were|does|do|did)\s+)?(?P<a>.+?)\s+" + THAN + r"\s+(?P<b>.+?)" + _TRAIL + r"$",
        r"^(?P<a>.+?)\s+(?:vs\.?|versus)\s+(?P<b>.+?)" + _TRAIL + r"$",
        r"^(?P<a>.+?)\s+compared?\s+(?:to|with|against)\s+(?P<b>.+?)" + _TRAIL + r"$",
        r"^(?:which\s+is\s+\w+\s*[,:]?\s*)?(?P<a>.+?)\s+or\s+(?P<b>[^,]+?)\s*(?:,\s*which\b.*)?$",
    )
)
_SIDE_NOISE = frozenset(datafiles.load("english")["comparison_noise_words"])


def comparison_sides(question: str) -> tuple[str, ...]:
    """The two sides of a comparison, as written ("Compare Northwind with FedEx" -> ("Northwind",
    "FedEx")), for the presence check; falls back to splitting on the comparison words."""
    text = question.strip().rstrip("?.! ")
    for pattern in _SIDES:
        match = pattern.match(text)
        if match:
            parts = [match.group("a"), match.group("b")]
            break
    else:
        parts = re.split(
            r"\b(?:vs\.?|versus|compared?\s+(?:to|with|against)|" + THAN + r"|and)\b", text, flags=re.IGNORECASE
        )
    out = []
    for part in parts:
        part = part.strip(" ,;:")
        if any(t.lower not in STOPWORDS and t.lower not in _SIDE_NOISE for t in tokens(part)):
            out.append(part)
    return tuple(out)
