"""Corpus statistics for tests of question reading, where word rarity does not matter."""

from __future__ import annotations


class EvenStats:
    """Every word equally rare and in some document (the ``CorpusStats`` methods question reading
    calls)."""

    def idf(self, stems: list[str], ready: set[str]) -> dict[str, float]:
        return {s: 1.0 for s in stems}

    def contains(self, stems: list[str], ready: set[str]) -> bool:
        return True
