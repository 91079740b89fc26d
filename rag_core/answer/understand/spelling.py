"""Obvious typos in a question, read as meant: "waht was bestbuy's revenu in fiscal 2023" asks "what
was bestbuy's revenue in fiscal 2023".

Only words nobody could mean as typed are corrected: a word that is neither a question or function
word, nor an English word (a whole word of the bundled model's vocabulary: "fast" is never read as
"last"), nor a word of the analyst lexicon or of a document's organisation, nor in any indexed
document, and that is one edit (two for long words) away from exactly one word that is. A word
whose stem the documents use but that is itself no word ("revenu") is read as the word of that
stem one edit from it. Everything else, names and numbers included, stays as typed. Deterministic
and without a dictionary download: the vocabulary is the question words, the lexicon, the
organisations' names and the English words (of the bundled model) whose stem the documents use
("rseidents" -> "residents" over a council's fees). Among equally near words, two letters swapped
("mnay": "many", not "may") and then a word the documents use decide; otherwise nothing is changed.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import cache

from rapidfuzz import process
from rapidfuzz.distance import OSA

from rag_core import datafiles
from rag_core.text.lexicon import MONTH_SET, PRONOUNS, QUESTION_FRAME, STOPWORDS, stem

_WORD = re.compile(r"[A-Za-z][a-z]+(?:'s)?")
_MIN_CHARS = 4  # shorter words are too often something else than a typo ("Q2", "ETA", "fy")
_LONG = 8  # from this length two edits are a typo, below it one
COMMON = (
    frozenset(datafiles.load("english")["spelling_common_words"]) | STOPWORDS | QUESTION_FRAME | PRONOUNS | MONTH_SET
)


def _within(word: str, vocabulary: Iterable[str], limit: int) -> list[str]:
    """Words of ``vocabulary`` at most ``limit`` edits from ``word`` (a swap of two letters is one
    edit), nearest first."""
    found = process.extract(word, vocabulary, scorer=OSA.distance, score_cutoff=limit, limit=None)
    return [v for _, v in sorted((d, v) for v, d, _ in found)]


def _candidates(word: str, vocabulary: Iterable[str]) -> list[str]:
    """Words within reach of ``word``: one edit, two for a long word."""
    return _within(word, vocabulary, 1 if len(word) < _LONG else 2)


def _english_candidates(word: str) -> list[str]:
    """English words (of the bundled model) ``word`` is one slip of (see :func:`slipped`), with
    the same first letter: a long word is meant by one slip as surely as a short one ("comuting"
    is not "coming")."""
    return [v for v in _within(word, english_words(), 1) if v[0] == word[0] and slipped(word, v, 1)]


def slipped(typed: str, meant: str, edits: int) -> bool:
    """Whether ``typed`` is ``meant`` with at most ``edits`` slips of the fingers: a letter left out
    or typed once too many, two letters swapped. A letter typed for another is not counted as a
    slip: it makes other English words ("tolls" and "tells", "opex" and "open")."""
    at = 0
    while at < min(len(typed), len(meant)) and typed[at] == meant[at]:
        at += 1
    typed, meant = typed[at:], meant[at:]
    if not typed and not meant:
        return True
    if edits == 0:
        return False
    swapped = len(typed) >= 2 and len(meant) >= 2 and typed[:2] == meant[1::-1]
    return (
        (bool(typed) and slipped(typed[1:], meant, edits - 1))
        or (bool(meant) and slipped(typed, meant[1:], edits - 1))
        or (swapped and slipped(typed[2:], meant[2:], edits - 1))
    )


def _one_meaning(word: str, found: list[str], used: Callable[[str], bool]) -> str:
    """The word meant, when the nearest candidates are forms of one word ("employes": employee or
    employees -> the one ending like the typo); "" when they are different words. Between
    different words, the one with the typo's letters swapped ("mnay": many, not may), then one slip
    of the fingers ("sine": since, not line), then the one the documents use (``used(stem)``), is
    meant when it alone is."""
    nearest = [v for v in found if OSA.distance(word, v) == OSA.distance(word, found[0])]
    for prefer in (
        lambda v: sorted(v) == sorted(word),
        lambda v: slipped(word, v, 1),
        lambda v: used(stem(v)),
    ):
        if len({stem(v) for v in nearest}) > 1:
            nearest = [v for v in nearest if prefer(v)] or nearest
    if len({stem(v) for v in nearest}) != 1:
        return ""
    return next((v for v in nearest if v[-1] == word[-1]), nearest[0])


def correct(
    question: str,
    vocabulary: frozenset[str],
    known_stem: Callable[[str], bool],
    names: frozenset[str] = frozenset(),
) -> str:
    """``question`` with its obvious typos corrected (the same string when there is none).

    ``vocabulary``: lower-case words that are surely meant when typed nearly (lexicon terms, the
    organisations' names and short forms). ``known_stem(stem)``: whether a word stem occurs in the
    indexed documents (such a word is corrected only to a form of the same stem: "revenu" ->
    "revenue"). ``names``: organisations' names (:func:`name_words`); one typed with an "s" and no
    apostrophe is their possessive ("northwinds revenue" asks for Northwind's revenue).
    """
    words = COMMON | vocabulary

    def fix(match: re.Match[str]) -> str:
        raw = match.group(0)
        possessive = raw.endswith("'s")
        word = raw[:-2] if possessive else raw
        lower = word.lower()
        text = match.string
        if text[match.start() - 1 : match.start()] in ("-", "'") or text[match.end() : match.end() + 1] == "-":
            return raw  # a part of a compound ("cross-docking") or a name ("D'olier") is read whole
        if not possessive and lower.endswith("s") and lower[:-1] in names and lower not in english_words():
            return word[:-1] + "'s"
        if (
            len(lower) < _MIN_CHARS
            or lower in words
            or lower in english_words()
            or (word[0].isupper() and match.start() > 0)
        ):
            return raw
        found = _candidates(lower, words)
        if not known_stem(stem(lower)):
            # an English word the documents use is meant as surely as a lexicon word, unless the word
            # typed is an English word with an ending ("signer", "predicated")
            english = [] if _derived(lower) else _english_candidates(lower)
            found += [v for v in english if v not in words and known_stem(stem(v))]
            found.sort(key=lambda v: (OSA.distance(lower, v), v))
        else:
            # the documents use its stem: only a form of that very word one edit away is meant ("revenu"
            # is "revenue", whose stem every filing has; "definitional" stays, though two edits from
            # "definition"), never a word of another stem
            found = [v for v in found if stem(v) == stem(lower) and OSA.distance(lower, v) == 1]
        fixed = _one_meaning(lower, found, known_stem) if found else ""
        if not fixed or _plural_of(lower, fixed):
            return raw
        if word[0].isupper():
            fixed = fixed[0].upper() + fixed[1:]
        return fixed + ("'s" if possessive else "")

    return _WORD.sub(fix, question)


@cache
def english_words() -> frozenset[str]:
    """The whole words (not word pieces) of the bundled embedding model's vocabulary: 30,000 common
    English words and names, read from the installed model package (nothing is downloaded)."""
    from rag_core.embedding import bundled_model_path

    vocab = bundled_model_path() / "vocab.txt"
    lines = vocab.read_text(encoding="utf-8").split()
    return frozenset(w for w in lines if len(w) >= _MIN_CHARS and w.isalpha() and w.islower())


_ENDINGS = (
    ("s", ""),
    ("es", ""),
    ("d", ""),
    ("ed", ""),
    ("er", ""),
    ("ers", ""),
    ("ly", ""),
    ("ing", ""),
    ("ing", "e"),
)


def _derived(word: str) -> bool:
    """Whether ``word`` is an English word of four letters or more with an ending ("signer",
    "handlers", "predicated", "belied"): the model's vocabulary holds the stem, not every form."""
    return any(word.endswith(end) and word[: -len(end)] + restored in english_words() for end, restored in _ENDINGS)


def _plural_of(a: str, b: str) -> bool:
    """ "provisions" and "provision": the same word in another number, not a typo."""
    short, long_ = sorted((a, b), key=len)
    return long_ in (short + "s", short + "es")


def name_words(aliases: Iterable[str]) -> frozenset[str]:
    """The organisations' one-word names of four letters or more that are not a question word
    ("northwind", "bestbuy", "boeing"). :func:`correct` reads one typed with an "s" as its
    possessive unless that is an English word of its own ("targets", "gaps")."""
    found = {alias.lower() for alias in aliases if alias.isalpha() and len(alias) >= _MIN_CHARS}
    return frozenset(found - COMMON)


def vocabulary_of(lexicon_terms: Iterable[str], aliases: Iterable[str]) -> frozenset[str]:
    """The words typos are corrected to: every word of the lexicon's terms and of the aliases."""
    out: set[str] = set()
    for text in (*lexicon_terms, *aliases):
        out.update(w.lower() for w in re.findall(r"[A-Za-z]{%d,}" % _MIN_CHARS, text))
    return frozenset(out)
