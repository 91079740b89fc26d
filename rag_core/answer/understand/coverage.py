"""Organisations a question names that no indexed document covers ("What was Tesla's revenue?"
over Best Buy's and Boeing's filings).

The engine answers those with the fixed ``messages.not_covered`` reply instead of searching. Kept
conservative: only organisation-like names count (a possessive "Tesla's", a name with a legal
suffix, a web domain, a capitalised run inside a sentence), never a sentence's first word, a
month, a period label, an analyst measure or a section of a filing; and a name is uncovered only
when it matches no document's profile and none of its distinctive words occurs in the documents
("What is AWS's operating income?" over Amazon's 10-K, which says "AWS", is answered as usual).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from rag_core import datafiles
from rag_core.ingest.profile import DocumentProfile
from rag_core.ingest.profile_match import match_entities
from rag_core.text.entities import (
    COMMON_WORDS,
    DETECT_SUFFIX_PATTERN,
    GENERIC_TRAILING,
    INDUSTRY_WORDS,
    LEGAL_SUFFIXES,
    letters,
)
from rag_core.text.lexicon import DOCUMENT_PARTS, MONTH_SET, WEEKDAYS
from rag_core.text.measures import Lexicon, load_lexicon
from rag_core.text.acronyms import acronym_letters
from rag_core.text.domains import domains_in

__all__ = ["part_names", "uncovered_organisations"]

_TOKEN_RE = re.compile(r"[A-Za-z0-9][\w&.\u2019'-]*[\w&]|[A-Za-z0-9]|&")
_POSSESSIVE_RE = re.compile(r"['\u2019]s?$")
# A contraction is no name: "I'm", "We've", "Don't" (a possessive "Tesla's" is read by _POSSESSIVE_RE).
_CONTRACTION = re.compile(r"^[A-Za-z]+(?:['\u2019](?:m|re|ve|d|ll)|n['\u2019]t)$", re.IGNORECASE)
_LEGAL_RE = re.compile(
    rf"(?<!\w)(?:[A-Z0-9][\w&'.-]*[ \t]+){{1,5}}?(?:[A-Z0-9][\w&'.-]*),?[ \t]+{DETECT_SUFFIX_PATTERN}(?!\w)"
)
# Capitalised words that are not names of organisations: also months, weekdays and parts of a document.
_NOT_NAMES = (
    MONTH_SET
    | WEEKDAYS
    | frozenset(f"{day}s" for day in WEEKDAYS)  # "Are you open on Saturdays?"
    | DOCUMENT_PARTS
    | frozenset(datafiles.load("english")["not_organisation_words"])
)
_JOINERS = frozenset({"&", "of", "and", "the", "de"})
# A place a question names, and the words documents write it as ("EU" for "Europe"; names.toml).
_PLACE_ALIASES = {place: tuple(words) for place, words in datafiles.load("names")["place_aliases"].items()}
_SENTENCE_END = re.compile(r"[.?!:;]\s*$")
_NAME_END = re.compile(r"[?!:;()\[\]]")
_PLURAL_ACRONYM = re.compile(r"[A-Z]{2,6}s")
# An acronym of three letters or more, which a sheet may list in the plural ("DVDs"); not "BP" or "IT",
# whose "plural" is another word ("bps", "its": the documents' words are compared in lower case).
_ACRONYM = re.compile(r"[A-Z]{3,6}")
_PERIOD_LABEL = re.compile(r"^(?:fy|ye|q[1-4]|[1-4]q|h[12])?'?\d{2,4}(?:q[1-4]|h[12])?$|^\d", re.IGNORECASE)
# A word written as a name, not as an acronym or symbol: "Instagram", "TikTok" (not "CAGR", "P&L").
_TITLED = re.compile(r"(?:[A-Z][a-z]+)+")


@lru_cache(maxsize=1)
def _default_lexicon() -> Lexicon:
    return load_lexicon()


def _masked(question: str, lexicon: Lexicon) -> str:
    """The question with its analyst measures blanked out ("Net Income" is no organisation)."""
    chars = list(question)
    for hit in lexicon.find(question):
        chars[hit.start : hit.end] = " " * (hit.end - hit.start)
    return "".join(chars)


def _bare(token: str) -> str:
    return _POSSESSIVE_RE.sub("", token.rstrip(".,;:?!"))


def _is_name_word(token: str) -> bool:
    bare = _bare(token)
    return (
        bool(bare)
        and not _CONTRACTION.match(token.rstrip(".,;:?!"))
        and (bare[0].isupper() or (bare[0].isdigit() and any(ch.isalpha() for ch in bare)))
        and (bare.lower() not in _NOT_NAMES and not _PERIOD_LABEL.match(bare))
    )


def _runs(question: str) -> tuple[list[re.Match[str]], list[tuple[str, bool, bool]]]:
    """The question's legal names, and its runs of capitalised words outside them: (the run as
    written, possessive, at a sentence's start)."""
    legal = list(_LEGAL_RE.finditer(question))
    # Words inside a legal name are that name's, not a run of their own.
    tokens = [t for t in _TOKEN_RE.finditer(question) if not any(m.start() <= t.start() < m.end() for m in legal)]
    runs: list[tuple[str, bool, bool]] = []
    index = 0
    while index < len(tokens):
        start = index
        sentence_start = start == 0 or bool(_SENTENCE_END.search(question[: tokens[start].start()]))
        run: list[str] = []
        while index < len(tokens):
            text = tokens[index].group()
            if run and _NAME_END.search(question[tokens[index - 1].end() : tokens[index].start()]):
                break  # "(formerly known as Square). Answer in ...": a stop or a bracket ends a name
            if _is_name_word(text) or (
                run
                and text.lower() in _JOINERS
                and index + 1 < len(tokens)
                and _is_name_word(tokens[index + 1].group())
            ):
                run.append(text)
                index += 1
                if _POSSESSIVE_RE.search(text) and text[-1] in "s'\u2019":
                    break  # "Tesla's" ends the name
            else:
                break
        if not run:
            index += 1
            continue
        possessive = bool(re.search(r"['\u2019]s?$", run[-1]))
        runs.append(
            (
                " ".join(_bare(word) if k == len(run) - 1 else word for k, word in enumerate(run)),
                possessive,
                sentence_start,
            )
        )
    return legal, runs


def _candidates(question: str, titled: bool = False) -> list[str]:
    """Organisation-like names in the question, in order (see the module docstring); ``titled``:
    only names written in words of a capital and small letters, not possessive ("Instagram")."""
    legal, runs = _runs(question)
    found: list[str] = [] if titled else [m.group() for m in legal] + domains_in(question)
    for name, possessive, sentence_start in runs:
        if titled and (possessive or not all(_TITLED.fullmatch(w) for w in name.split())):
            continue
        if sentence_start and not possessive:
            continue  # "Revenue in 2023?" or "Tesla revenue?": a sentence's first word may be any word
        if _PLURAL_ACRONYM.fullmatch(name):
            continue  # "RSUs", "ETFs": things counted, not an organisation
        found.append(name)
    return list(dict.fromkeys(name.strip(" ,") for name in found if name.strip(" ,")))


def part_names(question: str, lexicon: Lexicon | None = None) -> tuple[str, ...]:
    """Names of two words or more that the question uses and does not write as an organisation's:
    "Las Vegas Strip Resorts", "Rigid Packaging", "Commercial Banking" (a segment, a brand, a
    division). Never a possessive ("BetMGM's" and "Bank of America's" are asked about as
    organisations), a name ending in a legal suffix, a web domain or an analyst measure."""
    _, runs = _runs(_masked(question, lexicon or _default_lexicon()))
    names = []
    for name, possessive, _ in runs:
        words = name.strip(" ,").split()
        if possessive or len(words) < 2 or domains_in(name):
            continue
        if words[-1].lower() in LEGAL_SUFFIXES or _LEGAL_RE.search(name):
            continue
        names.append(" ".join(words))
    return tuple(dict.fromkeys(names))


def _site_names(profiles: dict[str, DocumentProfile]) -> set[str]:
    """The names of the web sites the documents are from ("adweek" for "adweek.com", "theatlantic"),
    as letters: a question naming one is about a document here, though the name may be too plain
    to choose that document by (see ``rag_core.text.domains.domain_names``)."""
    labels = {
        letters(alias.split(".")[0])
        for profile in profiles.values()
        for alias in profile.aliases
        if " " not in alias and re.fullmatch(r"[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}", alias)
    }
    return labels | {label[3:] for label in labels if label.startswith("the") and len(label) > 6}


def _in_longer_title(question: str, name: str) -> bool:
    """Whether ``name`` is the end or the start of a longer capitalised phrase whose other words
    are no name words ("Track" of "Do Not Track", "Shield" of "EU-U.S. Privacy Shield")."""
    found = re.search(rf"(?<![\w&]){re.escape(name)}(?![\w&])", question)
    if found is None:
        return False
    before = re.findall(r"[\w.&'’-]+", question[: found.start()])
    after = re.findall(r"[\w.&'’-]+", question[found.end() :])
    return bool(before and len(before) > 1 and before[-1][:1].isupper()) or bool(after and after[0][:1].isupper())


def _renamed(question: str, name: str) -> bool:
    """Whether the question gives ``name`` as another name of what it asks about: "Block
    (formerly known as Square)", "Square, now Block", "Meta (previously Facebook)"."""
    other = r"(?:formerly|previously|now|also|f/k/a|fka|a/k/a|aka)\b"
    escaped = re.escape(name)
    return bool(
        re.search(rf"(?<!\w){escaped}(?:['’]s)?\s*[(,]?\s*{other}", question, re.IGNORECASE)
        or re.search(rf"{other}(?:\s+known)?(?:\s+as)?\s+{escaped}(?!\w)", question, re.IGNORECASE)
    )


def _distinctive_words(name: str) -> list[str]:
    """The words that tell a name apart ("rivian" in "Rivian Automotive, Inc."; never a legal
    suffix or a word saying what kind of business it is); all its words when none does."""
    words = [w.lower() for w in re.findall(r"[\w&-]+", re.sub(r"\.(?:com|org|net|io|co)\b", "", name))]
    generic = COMMON_WORDS | _JOINERS | _NOT_NAMES | GENERIC_TRAILING | INDUSTRY_WORDS
    distinctive = [
        w
        for w in words
        if w not in generic and w not in LEGAL_SUFFIXES and f"{w}." not in LEGAL_SUFFIXES and len(w) > 1
    ]
    return distinctive or [w for w in words if w not in _JOINERS]


def uncovered_organisations(
    question: str,
    profiles: dict[str, DocumentProfile],
    present: Callable[[str], bool],
    lexicon: Lexicon | None = None,
    *,
    titled: bool = False,
) -> tuple[str, ...]:
    """Organisation names the question uses that match no profile and occur in no document.

    Args:
        question: the question as asked.
        profiles: doc_id -> profile of the ready documents.
        present: whether a word occurs, as a whole word, in the ready documents' text (the reader
            passes ``NamePresence.contains`` bound to them).
        lexicon: the analyst lexicon whose measures are not names (the default one when None).
        titled: only names written as words of a capital and small letters, never possessive
            (the question names a company, whose documents ``present`` reads: "Instagram" in "How
            many Instagram followers does Best Buy have?", not "CAGR", "P&L" nor another company's
            "Block's").

    Returns:
        The names as the question writes them, in order; () when every name is covered.
    """
    masked = _masked(question, lexicon or _default_lexicon())
    sites = _site_names(profiles)

    def covered(name: str) -> bool:
        """A document's profile matches it, or the documents use one of its distinctive words (or,
        for a place, a word they write it as: "EU" for "Europe")."""
        if match_entities(name, profiles.items()) or any(present(w) for w in _distinctive_words(name)):
            return True
        if _ACRONYM.fullmatch(name) and present(f"{name}s"):
            return True  # "the maximum fine for a DVD" of a sheet that lists "DVDs"
        return any(present(w) for w in _PLACE_ALIASES.get(" ".join(name.lower().split()), ()))

    # "When did Kenvue's IPO close?": an acronym after a covered organisation's possessive is a thing
    # of that organisation (its IPO, its CEO, its EPS), which its documents may spell out in words
    owned = any(possessive and covered(name) for name, possessive, _ in _runs(masked)[1])
    uncovered = []
    for name in _candidates(masked, titled):
        if (owned and acronym_letters(name)) or covered(name) or _renamed(question, name):
            continue
        if titled and _in_longer_title(masked, name):
            continue
        if letters(name) in sites:  # "Adweek" for the policy of adweek.com, which never writes it
            continue
        uncovered.append(_whole_title(masked, name))
    return tuple(dict.fromkeys(uncovered))


def _whole_title(question: str, name: str) -> str:
    """``name`` with the capitalised words around it that are no names of their own ("Do Not Track"
    for "Track" in "Do you honor Do Not Track signals?"), as the reply names what is not covered."""
    found = re.search(rf"(?<![\w&]){re.escape(name)}(?![\w&])", question)
    if found is None:
        return name
    before = re.findall(r"[\w.&'’-]+", question[: found.start()])
    words: list[str] = []
    while before and before[-1][:1].isupper() and len(before) > 1 and not _POSSESSIVE_RE.search(before[-1]):
        words.insert(0, before.pop())
    after = re.match(r"(?:\s+[A-Z][\w.&'’-]*)*", question[found.end() :])
    return " ".join([*words, name]) + (after.group(0) if after else "")
