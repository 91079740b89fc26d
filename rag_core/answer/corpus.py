"""What words the ready documents hold: stem counts for rarity weights, and exact words in pages.

Read by every step: understanding (typos, company options, names a question uses that no
document covers), finding (keyword weights, the evidence gate) and judging (word weights).
"""

from __future__ import annotations

import json
import re
import threading
from collections import Counter, OrderedDict

from rag_core.storage.chunks import ChunkStore
from rag_core.storage.registry import Registry
from rag_core.text.acronyms import acronym_letters, spelled_out
from rag_core.text.lexicon import idf, stem, stem_counts, tokens

_KNOWN_WORDS = 4096  # presence answers kept before the cache starts over
_TOTALS_KEPT = 8  # sets of documents (readers' scopes) whose word counts are kept summed
_DERIVED_MIN = 6  # a shorter stem opens unrelated words ("car": "card", "care")
_DERIVED_EXTRA = 2  # letters a derived word adds ("complain" -> "complaint")


class CorpusStats:
    """Document frequencies of word stems over the chunks of ready documents, for IDF weights.

    Each document's counts are made once, at ingest (stored in SQLite next to its pages), so the
    first question after a start reads 74 small rows instead of tokenising 45,000 chunks (33-38 s).
    A document indexed before counts were stored is counted from its chunks once and saved.
    Summed per set of ready documents.
    """

    def __init__(self, store: ChunkStore, registry: Registry | None = None) -> None:
        self._store = store
        self._registry = registry
        self._per_doc: dict[str, tuple[Counter[str], int]] = {}
        # Totals per set of documents, newest last: readers of different collections alternate.
        self._totals: OrderedDict[frozenset[str], tuple[Counter[str], int]] = OrderedDict()
        self._lock = threading.Lock()

    def _load(self, doc_ids: list[str]) -> None:
        """Fill ``_per_doc`` for ``doc_ids``: stored counts, else counted from the chunks (and saved)."""
        stored = self._registry.word_counts(doc_ids) if self._registry is not None else {}
        for doc_id in doc_ids:
            if doc_id in stored:
                chunks, raw = stored[doc_id]
                self._per_doc[doc_id] = (Counter(json.loads(raw)), chunks)
                continue
            rows = self._store.chunks_of(doc_id)
            counts = stem_counts(row["text"] for row in rows)
            self._per_doc[doc_id] = (counts, len(rows))
            if self._registry is not None and rows:
                self._registry.save_word_counts(doc_id, len(rows), json.dumps(counts, ensure_ascii=False))

    def _current(self, ready: set[str]) -> tuple[Counter[str], int]:
        key = frozenset(ready)
        with self._lock:
            if key in self._totals:
                self._totals.move_to_end(key)
                return self._totals[key]
            self._load(sorted(key - set(self._per_doc)))
            total: Counter[str] = Counter()
            n = 0
            for doc_id in sorted(key):
                counts, chunks = self._per_doc[doc_id]
                total.update(counts)
                n += chunks
            self._totals[key] = (total, n)
            while len(self._totals) > _TOTALS_KEPT:
                self._totals.popitem(last=False)
            kept = set().union(*self._totals)
            for stale in set(self._per_doc) - kept:
                del self._per_doc[stale]
            return total, n

    def idf(self, stems: list[str], ready: set[str]) -> dict[str, float]:
        """IDF of each stem over the chunks of the ready documents."""
        counts, n = self._current(ready)
        return {s: idf(counts.get(s, 0), max(n, 1)) for s in stems}

    def contains(self, stems: list[str], ready: set[str]) -> bool:
        """True when every stem occurs somewhere in the ready documents."""
        counts, _ = self._current(ready)
        return all(counts.get(s, 0) > 0 for s in stems)

    def has_derived(self, stem_: str, ready: set[str]) -> bool:
        """Whether the ready documents use a word one or two letters longer that ``stem_`` opens
        ("complaint" for "complain", "delivery" for "deliver"); stems of six letters or more."""
        if len(stem_) < _DERIVED_MIN:
            return False  # at once, without summing the counts
        counts, _ = self._current(ready)
        return any(derives(stem_, key) and counts[key] > 0 for key in counts)

    def docs_with(self, stem_: str, ready: set[str]) -> list[str]:
        """The ready documents (sorted) with a chunk holding ``stem_``: the only ones whose pages
        can hold a word with that stem."""
        self._current(ready)  # loads the per-document counts of ``ready``
        with self._lock:
            if any(d not in self._per_doc for d in ready):  # dropped meanwhile by other readers' scopes
                return sorted(ready)
            return sorted(d for d in ready if self._per_doc[d][0].get(stem_, 0) > 0)

    def docs_with_part(self, word: str, ready: set[str]) -> list[str]:
        """The ready documents (sorted) with a chunk holding ``word`` (lower case) as a part of a
        hyphenated word, which is counted whole ("covid-19" holds "covid", "wi-fi" "wi")."""
        self._current(ready)
        with self._lock:
            return sorted(
                d
                for d in ready
                if d in self._per_doc and any("-" in key and word in key.split("-") for key in self._per_doc[d][0])
            )


class NamePresence:
    """Whether a word occurs, exactly, in the stored page text of the ready documents.

    Case-insensitive and whole-word, never stemmed ("UPS" is not "up"). The word stems counted at
    ingest answer "absent" at once (no stem, no word); only a word whose stem occurs is looked up
    in the pages, and the answer is kept per set of ready documents.
    """

    def __init__(self, registry: Registry, stats: CorpusStats) -> None:
        self._registry = registry
        self._stats = stats
        self._known: dict[tuple[str, frozenset[str]], bool] = {}
        self._spelled: dict[tuple[str, frozenset[str]], str] = {}
        self._lock = threading.Lock()

    def contains(self, word: str, ready: set[str]) -> bool:
        """True when ``word`` occurs as a whole word in a page of the ``ready`` documents."""
        word = word.lower()
        key = (word, frozenset(ready))
        with self._lock:
            if key in self._known:
                return self._known[key]
        # Only documents whose chunks hold the word's stem can hold the word: in a library of many
        # filings a name occurs in a few, and scanning every page of the others costs ~50 ms a word.
        # A word written only inside a hyphenated one ("COVID" in "COVID-19") has no stem of its own.
        parts = [t.stem for t in tokens(word)]
        if len(parts) > 1:  # "E4", "A320": the stems counted are its letters' and its digits'
            docs = sorted(set.intersection(*(set(self._stats.docs_with(part, ready)) for part in parts)))
        else:
            docs = self._stats.docs_with(stem(word), ready) or self._stats.docs_with_part(word, ready)
        found = self._in_pages(word, _whole_words([word]), docs)
        with self._lock:
            if len(self._known) >= _KNOWN_WORDS:
                self._known.clear()
            self._known[key] = found
        return found

    def spelled_out(self, acronym: str, ready: set[str]) -> str:
        """The words a page of the ``ready`` documents spells ``acronym`` out in ("annual recurring
        revenue" for "ARR"), as a sentence carries it for the judge; "" when none does, or when
        they spell it in two ways: ten filings spell "IPO" as "initial public offering" and as
        "individual provider offices", and which is meant is anyone's guess. The first writing in
        document and page order."""
        letters = acronym_letters(acronym)
        key = ("=" + letters, frozenset(ready))
        with self._lock:
            if key in self._spelled:
                return self._spelled[key]
        writings = (
            " ".join(words.split())  # "managing\ndirector" across a line is the same writing
            for doc_id in (sorted(ready) if letters else ())
            for page in self._registry.pages(doc_id)
            for words in spelled_out(letters, page.text)
        )
        found = ""
        for words in writings:
            if found and words.lower() != found.lower():
                found = ""  # two readings: neither is taken
                break
            found = found or words
        with self._lock:
            if len(self._spelled) >= _KNOWN_WORDS:
                self._spelled.clear()
            self._spelled[key] = found
        return found

    def written_as_name(self, words: list[str], ready: set[str]) -> str:
        """The run of lower-case ``words`` as the ``ready`` documents write it when they write it
        only as a name, each word capitalised ("Copper Kettle" for "copper kettle" of a report on
        "The Copper Kettle Cafe"); "" when a page writes it in lower case, when none writes it, or when
        a word of it is also written in lower case alone (a table's "Instalment Due" or "Total Revenue"
        header over "due" or "total" in its text: no name)."""
        key = ("^" + " ".join(words), frozenset(ready))
        with self._lock:
            if key in self._spelled:
                return self._spelled[key]
        docs = set(ready)
        for word in words:
            docs &= set(self._stats.docs_with(stem(word), ready))
        pattern, found = _whole_words(words), ""
        for text in self._registry.pages_containing(max(words, key=len), sorted(docs)):
            writings = [" ".join(m.group().split()) for m in pattern.finditer(text)]
            if any(not word[:1].isupper() for writing in writings for word in writing.split()):
                found = ""
                break
            found = found or next(iter(writings), "")
        if found and any(self._in_pages(word, _lower_word(word), sorted(docs)) for word in words):
            found = ""
        with self._lock:
            if len(self._spelled) >= _KNOWN_WORDS:
                self._spelled.clear()
            self._spelled[key] = found
        return found

    def docs_with_phrase(self, phrase: str, ready: set[str]) -> list[str]:
        """The ``ready`` documents (sorted) with a page holding ``phrase`` as whole words, case aside,
        any run of spaces or line breaks between its words."""
        words = phrase.split()
        if not words:
            return []
        candidates = set(ready)
        for word in words:
            if any(ch.isalnum() for ch in word):
                candidates &= set(self._stats.docs_with(stem(word), ready))
        pattern, longest = _whole_words(words), max(words, key=len)
        return [doc_id for doc_id in sorted(candidates) if self._in_pages(longest, pattern, [doc_id])]

    def _in_pages(self, part: str, pattern: re.Pattern[str], doc_ids: list[str]) -> bool:
        """Whether a page of ``doc_ids`` that contains ``part`` (as SQL finds it) matches ``pattern``."""
        if not doc_ids:
            return False
        return any(pattern.search(text) for text in self._registry.pages_containing(part, doc_ids))


def _lower_word(word: str) -> re.Pattern[str]:
    """``word`` written in lower case as a whole word (or as the start of a longer one: "instalments")."""
    return re.compile(r"(?<![0-9A-Za-z])" + re.escape(word.lower()))


def _whole_words(words: list[str]) -> re.Pattern[str]:
    """``words`` in a row as whole words, case aside, any run of spaces or line breaks between them."""
    return re.compile(r"(?<![0-9a-z])" + r"\s+".join(re.escape(w) for w in words) + r"(?![0-9a-z])", re.IGNORECASE)


def derives(stem_: str, other: str) -> bool:
    """Whether ``other`` is ``stem_`` (six letters or more) with one or two letters added: a derived
    word ("complaint" of "complain", "delivery" of "deliver")."""
    return len(stem_) >= _DERIVED_MIN and other.startswith(stem_) and 0 < len(other) - len(stem_) <= _DERIVED_EXTRA
