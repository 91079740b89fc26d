"""The organisation a document presents itself as, from its title, headings, site name or file name.

For documents that are not SEC filings: policies, handbooks, sheets, web pages, reports, in any
format. Standard library only, no I/O; ``profile.py`` calls :func:`find_organisation` when a
filing's signals (cover, PDF info, release headline) give nothing.

A wrong organisation is worse than none (a question naming another one would be routed away from
the document), so a name is taken only where the document presents itself as that organisation's
own, most trusted first:

1. a title (the file's title, its first heading, its first title lines) that pairs a name with a
   kind of document: "Walmart Privacy Policy", "Bluefin Analytics Remote Work Policy",
   "Ostrander Haulage - Fleet 2025", or a name with a legal suffix or a web domain;
2. the site's own name (``og:site_name``) when the rest of the title is a kind of document or the
   page speaks as "we";
3. a title or heading that is a name alone ("Corvid Coffee Roasters") when the text repeats it
   and speaks as "we";
4. the web domain the file is named after ("1498_ticketmaster.com.html"), as the text spells its
   owner ("The Motley Fool, LLC" for fool.com), else the domain itself;
5. a name in the file name ("corvid_coffee_roasters_handbook.docx") that the text repeats, where
   the document is a kind of document or speaks as "we".

"Normans" over an encyclopedia article, "Onboarding Checklist" or "Climate Change - 2023 Overview"
name no organisation: no kind of document beside a name, no "we", or words the text also writes
in lower case (ordinary words, not a name).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rag_core import datafiles
from rag_core.text.domains import DOMAIN_RE, as_written, domain_names, domain_owned, owner_of, registrable, web_domain
from rag_core.text.entities import aliases_for, clean_name
from rag_core.text.titles import (
    JOINERS,
    FILE_SUFFIX,
    FUNCTION_WORDS,
    MAX_NAME_WORDS,
    MIN_FIRST_PERSON,
    MIN_FIRST_PERSON_TITLED,
    ORG_WORDS,
    TOPIC_WORDS,
    clean_title,
    distinctive_words,
    document_kind,
    first_person,
    has_period,
    kind_in,
    legal_name,
    name_like,
    title_parts,
)


_NAMES = datafiles.load("names")
_INSTITUTION_NOUNS = frozenset(_NAMES["institution_nouns"])
_TITLE_VERBS = frozenset(_NAMES["institution_title_verbs"])
_GENERIC = frozenset(_NAMES["generic_institution_words"]) | _INSTITUTION_NOUNS
# A run of capitalised words (with "of", "the", "for" inside; "and" ends it) ending in a capitalised
# noun of an institution.
_INSTITUTION_RE = re.compile(
    r"(?:[A-Z0-9][\w'.-]*\s+(?:(?:of|the|for)\s+)?){1,5}(?:"
    + "|".join(sorted((w.capitalize() for w in _INSTITUTION_NOUNS), key=len, reverse=True))
    + r")(?![\w-])"
)


@dataclass(frozen=True, slots=True)
class Organisation:
    """An organisation a document presents itself as.

    Attributes:
        name: the name as the document writes it ("Corvid Coffee Roasters", "ticketmaster.com").
        source: where it came from: "title", "site_name", "domain" or "file_name".
        extra_aliases: further lower-case names a question may use (the file's web domain
            "ticketmaster.com" and "ticketmaster" beside "Live Nation Entertainment").
    """

    name: str
    source: str
    extra_aliases: tuple[str, ...] = ()


def _trailing_run(text: str) -> list[str]:
    """The capitalised words that end ``text`` ("Read the Walmart" -> ["Walmart"])."""
    words = text.split()
    run: list[str] = []
    for word in reversed(words):
        if word[0].isupper() or word[0].isdigit() or word == "&" or (run and word.lower() in JOINERS):
            run.insert(0, word)
        else:
            break
    while run and (run[0].lower() in JOINERS or run[0].lower() in FUNCTION_WORDS):
        run.pop(0)
    return run


def _written_alone(name: str, body: str) -> bool:
    """The text writes ``name`` as a whole name: not followed by another capitalised word."""
    joined = r"[ \t]+".join(re.escape(w) for w in name.split())
    pattern = rf"(?<![\w&]){joined}(?![\w&])(?![ \t]+[A-Z])"
    return bool(re.search(pattern, body))


def _with_org_words(name: str, run: list[str]) -> str:
    """``name`` (the first words of ``run``) extended by the run's words that say what kind of
    organisation it is ("Acme" in "Acme Robotics" -> "Acme Robotics")."""
    size = len(name.split())
    while size < len(run) and run[size].lower() in ORG_WORDS:
        size += 1
    return " ".join(run[:size])


def _name_before(text: str, body: str) -> str:
    """The organisation's name in the words before a kind of document ("Bluefin Analytics Remote
    Work" before "Policy" -> "Bluefin Analytics"): the longest start the text repeats as a whole
    name (with the words after it that name a kind of organisation: "Acme Robotics" where the
    text says "Acme"), else, in a text that speaks as "we", the run without its trailing topic
    words. ("The Committee Reports Survey Results" is a headline, not a name: neither holds.)"""
    run = _trailing_run(text)
    for size in range(len(run), 0, -1):
        candidate = " ".join(run[:size])
        if _written_alone(candidate, body) and name_like(candidate, body):
            return _with_org_words(candidate, run)
    if first_person(body) < MIN_FIRST_PERSON_TITLED:
        return ""
    while run and (run[-1].lower() in TOPIC_WORDS or run[-1].lower() in JOINERS):
        run.pop()
    candidate = " ".join(run)
    return candidate if candidate and name_like(candidate, body) else ""


def _name_after(text: str, body: str) -> str:
    """The name after "of", "for", "at" or "by" ("Handbook of Corvid Coffee Roasters")."""
    match = re.match(r"\s*(?:of|for|at|by|from)\s+(?:the\s+)?(.+)$", text, re.IGNORECASE)
    if not match:
        return ""
    run: list[str] = []
    for word in match.group(1).split():
        if not (word[0].isupper() or word[0].isdigit() or word == "&" or (run and word.lower() in JOINERS)):
            break
        run.append(word)
    candidate = " ".join(run).strip(" ,")
    if not candidate or not (_written_alone(candidate, body) or first_person(body) >= MIN_FIRST_PERSON_TITLED):
        return ""
    return candidate if name_like(candidate, body) else ""


def _institution(part: str, body: str) -> str:
    """The institution a title part names by a run of capitalised words ending in a noun of an
    institution ("Borrowing at Millbrook Public Library", "Millbrook Public Library fees and
    opening hours 2026"), when the text speaks as "we" (three times) or the part gives a period:
    the document is the institution's own, not an article about it ("University of Notre Dame").
    Words opening the title that say what it is about ("Visiting", "Using the") are no part of the
    name, and a name of generic words only ("Central Library", "Borough Council") names none."""
    if not (has_period(part) or first_person(body) >= MIN_FIRST_PERSON):
        return ""
    for match in _INSTITUTION_RE.finditer(part):
        run = _trailing_run(match.group())
        while run and (run[0].lower() in _TITLE_VERBS or run[0].lower() in JOINERS):
            run = run[1:]
        candidate = " ".join(run)
        if len(run) > 1 and any(w.lower() not in _GENERIC for w in run) and name_like(candidate, body):
            return candidate
    return ""


def _name_in_part(part: str, others: list[str], body: str) -> str:
    """The organisation one part of a title names, given the title's other parts: a name with a
    legal suffix or a web domain, or a name before or after a kind of document, when the title
    says what kind of document it is ("RAND Corporation" alone is an article's topic)."""
    found = kind_in(part)
    beside = any(kind_in(other) or has_period(other) for other in others)
    if not (found is not None or beside or has_period(part)):
        return _institution(part, body)
    legal = legal_name(part)  # "Greywater Brewing Co. Sales 2024"
    if legal:
        return legal
    domain = DOMAIN_RE.search(part)
    if domain:
        return as_written(registrable(domain.group("domain")), body)
    if found is None and not beside:
        return _institution(part, body)
    if found is not None:
        _, match = found
        return _name_before(part[: match.start()], body) or _name_after(part[match.end() :], body)
    # A name beside a part that says what the document is: "Ostrander Haulage - Fleet 2025".
    if not has_period(part) and name_like(part, body):
        return part
    return ""


def title_name(titles: list[str], body: str) -> str:
    """The organisation a title names (rule 1 of the module docstring), "" if none."""
    for title in titles:
        parts = title_parts(title)
        for index, part in enumerate(parts):
            name = _name_in_part(part, parts[:index] + parts[index + 1 :], body)
            if name:
                return name
    return ""


def _site_name(site_name: str, titles: list[str], body: str) -> str:
    """The site's own name when the page is the site's own (rule 2), "" otherwise."""
    site = " ".join(site_name.split())
    if not site or not (name_like(site, body) or DOMAIN_RE.fullmatch(site)):
        return ""
    title = titles[0] if titles else ""
    rest = [p for p in title_parts(title) if p.lower() != site.lower()]
    if not rest or any(kind_in(p) for p in rest) or first_person(body) >= MIN_FIRST_PERSON:
        return site
    return ""


def _bare_title(titles: list[str], body: str) -> str:
    """A title that is a name alone, repeated by a text that speaks as "we" (rule 3)."""
    if first_person(body) < MIN_FIRST_PERSON:
        return ""
    for title in titles:
        if len(title_parts(title)) == 1 and name_like(title, body) and len(re.findall(re.escape(title), body)) >= 2:
            return title
    return ""


def _file_words_name(file_name: str, body: str) -> str:
    """A name the file name spells and the text repeats ("corvid_coffee_roasters_handbook.docx" ->
    "Corvid Coffee Roasters"), "" when there is none (rule 5)."""
    stem = FILE_SUFFIX.sub("", file_name.replace("\\", "/").rsplit("/", 1)[-1])
    words = [w for w in re.split(r"[\s_.-]+", stem) if w and not w.isdigit()]
    while words and (kind_in(words[-1]) or words[-1].lower() in TOPIC_WORDS or has_period(words[-1])):
        words.pop()
    if not words or len(words) > MAX_NAME_WORDS:
        return ""
    pattern = r"[ \t]+".join(re.escape(w) for w in words)
    found = []
    for match in re.finditer(rf"(?<![\w&]){pattern}(?![\w&])", body, re.IGNORECASE):
        if match.group()[0].isupper() and name_like(match.group(), body):
            following = body[match.end() :].split("\n", 1)[0].split()[:MAX_NAME_WORDS]
            found.append(_with_org_words(match.group(), [*match.group().split(), *following]))
    return max(found, key=lambda name: len(name.split()), default="")


# --- the whole search -----------------------------------------------------------------------------


def find_organisation(titles: list[str], site_name: str, file_name: str, body: str) -> Organisation | None:
    """The organisation a non-filing document presents itself as, or None (see the module docstring).

    Args:
        titles: the file's title, its first heading and its first title lines, in that order.
        site_name: a web page's own site name ("" if none).
        file_name: the name the file was uploaded under.
        body: the text of its first pages.
    """
    cleaned = [t for t in (clean_title(t) for t in titles) if t]
    kind = document_kind(cleaned, file_name)
    domain = web_domain(file_name)
    owner = owner_of(domain, body) if domain else ""
    speaks = first_person(body) >= MIN_FIRST_PERSON
    domain_ok = bool(domain) and domain_owned(domain, titles, file_name, body)
    extra = domain_names(domain, body) if domain_ok else ()
    for name, source in (
        (title_name(cleaned, body), "title"),
        (_site_name(site_name, cleaned, body), "site_name"),
        (_bare_title(cleaned, body), "title"),
        ((owner or as_written(domain, body)) if domain_ok else "", "domain"),
        (_file_words_name(file_name, body) if (kind or speaks) else "", "file_name"),
    ):
        if name and aliases_for(name) and not _lower_case_in_titles(name, titles):
            return Organisation(clean_name(name), source, extra)
    return None


def _lower_case_in_titles(name: str, titles: list[str]) -> bool:
    """Whether ``name`` is one distinctive word that a title writing capitals elsewhere writes in
    lower case, not as its first word: "Coaching" (the heading "Coaching handbook") beside the
    title "Kingsmead coaching handbook" is an ordinary word, no name ("walmart.com" and a brand
    written in lower case to open a title, "innocent drinks Privacy Policy", are names)."""
    words = distinctive_words(name.split())
    if len(words) != 1:
        return False
    written = [t for t in titles if any(c.isupper() for c in t)]
    return any(re.search(rf"(?<=\s){re.escape(words[0])}(?![\w.@/-])", t) for t in written)
