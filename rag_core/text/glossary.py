"""Analyst vocabulary: abbreviations and metric names expanded into the words filings use.

Questions say "PP&E", "SG&A", "quick ratio" or "top line"; filings say "property, plant and
equipment", "selling, general and administrative", "current assets" and "net sales". The
expansion is added to the full-text query only (and to the dense query when configured), so it
can find more pages but never changes what a quote says.
"""

from __future__ import annotations

import re

from rag_core import datafiles

# rag_core/data/glossary.toml: term -> the words filings use for it
GLOSSARY: dict[str, str] = dict(datafiles.load("glossary")["terms"])

_PATTERNS = [
    (re.compile(r"(?<![\w&])" + re.escape(term) + r"(?![\w&])", re.IGNORECASE), words)
    for term, words in GLOSSARY.items()
]


def expand(question: str) -> str:
    """The glossary words for terms the question uses ("" when none)."""
    found = []
    for pattern, words in _PATTERNS:
        if pattern.search(question):
            found.append(words)
    return " ".join(dict.fromkeys(" ".join(found).split()))
