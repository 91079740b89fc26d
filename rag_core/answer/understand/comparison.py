"""A comparison with something outside the documents ("Is Acme better than Globex?") is declined
unless the documents name every side of it; this decides, before any search, whether they do."""

from __future__ import annotations

from rag_core import datafiles
from rag_core.answer.corpus import CorpusStats, NamePresence
from rag_core.text.lexicon import STOPWORDS, stem, tokens

_PERIOD_LABELS = frozenset(datafiles.load("english")["period_labels"])
# What a thing is compared with when it is not another thing ("higher than expected").
_YARDSTICKS = frozenset(datafiles.load("english")["yardsticks"])


def side_names(entity: str) -> list[str]:
    """The words of one side of a comparison that name it: digits, capitalised and all-capital
    words, or its one word when it has only one ("iPhone vs Pixel"); never stopwords or words that
    name a yardstick rather than a thing ("better than expected")."""
    # A side ends at its first comma ("FY 2022, if we exclude the impact of FX movement"), and a
    # period's label is not a name: "FY2021" is compared as 2021, which a 10-K writes without "FY".
    head = entity.split(",")[0]
    toks = [
        t
        for t in tokens(head)
        if t.lower not in STOPWORDS and t.lower not in _YARDSTICKS and t.lower not in _PERIOD_LABELS
    ]
    return [t.lower for t in toks if t.lower.isdigit() or t.capitalized or t.text.isupper() or len(toks) == 1]


def all_present(
    entities: tuple[str, ...], stats: CorpusStats, ready: set[str], names: NamePresence | None = None
) -> bool:
    """Every named side of a comparison occurs in the ready documents.

    A side counts by its names (:func:`side_names`). Their stems must be counted in the library;
    with ``names`` given, each word must also occur exactly, unstemmed, in the stored pages.
    """
    for entity in entities:
        words = side_names(entity)
        if not words:
            continue
        if not stats.contains([stem(w) for w in words], ready):
            return False
        if names is not None and not all(names.contains(w, ready) for w in words):
            return False
    return True
