"""Web domains: the one a file is named after ("1498_ticketmaster.com.html"), the ones a text names,
and how the text names the domain's owner ("The Motley Fool, LLC" for fool.com). Standard library only.
"""

from __future__ import annotations

import re
from collections import Counter

from rag_core import datafiles
from rag_core.text.entities import COMMON_WORDS, aliases_for, clean_name, letters
from rag_core.text.titles import (
    FUNCTION_WORDS,
    JOINERS,
    LEGAL_RE,
    FILE_SUFFIX,
    MAX_NAME_WORDS,
    MIN_FIRST_PERSON,
    clean_title,
    document_kind,
    first_person,
    kind_in,
)

# A domain's name alone ("ticketmaster") is a name a question may use when the text writes it as
# a name, or when it is this long (short ones are often words: "style.com", "people.com").
MIN_LABEL_CHARS = 3
LONG_LABEL_CHARS = 8

_NAMES = datafiles.load("names")  # rag_core/data/names.toml
_LEADING_NOISE = frozenset(_NAMES["leading_noise"])
_TLDS = "|".join(_NAMES["top_level_domains"])
_DOMAIN = rf"(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:{_TLDS})"
DOMAIN_RE = re.compile(rf"(?<![\w@./-])(?:https?://)?(?:www\.)?(?P<domain>{_DOMAIN})(?![\w-]|\.[a-z])", re.IGNORECASE)
# An email address, from the start of its local part ("support@tallyframe.io", "a.haddad@westmarch.ac.uk").
EMAIL_RE = re.compile(r"(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_SECOND_LEVEL = frozenset(_NAMES["second_level_domains"])
_NAME_TOKEN = r"(?:[A-Z0-9][\w&'\u2019.-]*|&)"
_RUN_RE = re.compile(rf"{_NAME_TOKEN}(?:[ \t]+(?:{_NAME_TOKEN}|of|and|the|for)){{0,{MAX_NAME_WORDS + 2}}}")


def registrable(domain: str) -> str:
    """The site's own domain ("mlb.mlb.com" -> "mlb.com", "www.bbc.co.uk" -> "bbc.co.uk")."""
    labels = domain.lower().removeprefix("www.").split(".")
    keep = 3 if len(labels) >= 3 and labels[-2] in _SECOND_LEVEL and len(labels[-1]) == 2 else 2
    return ".".join(labels[-keep:])


def domains_in(text: str) -> list[str]:
    """The web domains a text names ("amazon.com", "www.fool.com" -> "fool.com"), in order."""
    return list(dict.fromkeys(registrable(m.group("domain")) for m in DOMAIN_RE.finditer(text)))


def web_domain(file_name: str) -> str:
    """The web domain a file is named after ("1498_ticketmaster.com.html" -> "ticketmaster.com"), or ""."""
    stem = FILE_SUFFIX.sub("", file_name.replace("\\", "/").rsplit("/", 1)[-1])
    stem = re.sub(r"^\d+[_-]", "", stem)
    match = re.fullmatch(rf"(?:https?://)?(?:www\.)?({_DOMAIN})", stem, re.IGNORECASE)
    return registrable(match.group(1)) if match else ""


def as_written(domain: str, body: str) -> str:
    """The domain as the text capitalises it ("Sci-News.com"), else in lower case."""
    for match in re.finditer(rf"(?<![\w.-]){re.escape(domain)}(?![\w-])", body, re.IGNORECASE):
        if any(ch.isupper() for ch in match.group()):
            return match.group()
    return domain


def _spells(stem: str, name: str) -> bool:
    """Whether consecutive words of ``name`` spell ``stem`` ("fool" in "The Motley Fool, LLC",
    "kaleidahealth" in "Kaleida Health"); never inside a word ("ted" is not in "United")."""
    words = [letters(w) for w in clean_name(name).split()]
    words = [w for w in words if w]
    return any("".join(words[i:j]) == stem for i in range(len(words)) for j in range(i + 1, len(words) + 1))


def owner_of(domain: str, body: str) -> str:
    """How the text names the owner of ``domain``: a legal name or a capitalised name whose words
    spell the domain's name, else "" (rule 4)."""
    label = domain.split(".")[0]
    stems = {letters(label)} | ({letters(label)[3:]} if label.startswith("the") and len(label) > 6 else set())
    legal = sorted(LEGAL_RE.finditer(body), key=lambda m: (m.group().isupper(), m.start()))
    for match in legal:  # "MLB Advanced Media, L.P." before "ANY OTHER MLB ADVANCED MEDIA, L.P."
        words = clean_name(match.group()).split()
        while (
            len(words) > 2
            and words[0].lower() != "the"
            and (words[0].lower() in FUNCTION_WORDS or words[0].lower() in _LEADING_NOISE)
        ):
            words.pop(0)
        name = " ".join(words)
        if aliases_for(name) and any(_spells(stem, name) for stem in stems):
            return name
    runs: Counter[str] = Counter()
    for match in _RUN_RE.finditer(body):
        words = match.group().split()
        while words and (words[0].lower() in FUNCTION_WORDS or words[0].lower() in JOINERS):
            words.pop(0)
        while words and words[-1].lower() in JOINERS:
            words.pop()
        name = " ".join(words).rstrip(".,;:").removesuffix("'s").removesuffix("\u2019s")
        if name and not DOMAIN_RE.search(name) and not kind_in(name) and any(_spells(s, name) for s in stems):
            runs[name] += 1
    if runs:
        return min(runs, key=lambda n: (-runs[n], len(n), n))
    return ""


def domain_aliases(file_name: str, titles: list[str], body: str) -> tuple[str, ...]:
    """Names a question may use for the web domain the file is named after, when the document is
    that site's own (a kind of document, "we", or the text names the site): ("ticketmaster.com",
    "ticketmaster") for "1498_ticketmaster.com.html"; () otherwise."""
    domain = web_domain(file_name)
    if not domain or not domain_owned(domain, titles, file_name, body):
        return ()
    return domain_names(domain, body)


def domain_owned(domain: str, titles: list[str], file_name: str, body: str) -> bool:
    kind = document_kind([t for t in (clean_title(t) for t in titles) if t], file_name)
    speaks = first_person(body) >= MIN_FIRST_PERSON
    return bool(kind or speaks or owner_of(domain, body) or re.search(re.escape(domain), body, re.IGNORECASE))


def domain_names(domain: str, body: str) -> tuple[str, ...]:
    """The domain, and its name alone when the text writes that name mid-sentence ("Ticketmaster")."""
    label = domain.split(".")[0]
    out = [domain]
    written = any(
        m.group()[0].isupper() for m in re.finditer(rf"(?<=[a-z,;:] ){re.escape(label)}(?![\w.-])", body, re.IGNORECASE)
    )
    if label not in COMMON_WORDS and (written and len(label) >= MIN_LABEL_CHARS or len(label) >= LONG_LABEL_CHARS):
        out.append(label)
    return tuple(out)
