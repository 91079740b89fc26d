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
from collections import Counter
from dataclasses import dataclass

from rag_core.text.entities import (
    COMMON_WORDS,
    DETECT_SUFFIX_PATTERN,
    GENERIC_TRAILING,
    INDUSTRY_WORDS,
    aliases_for,
    clean_name,
)

MAX_NAME_WORDS = 6
MAX_NAME_CHARS = 60
TITLE_LINE_WORDS = 14  # a longer first line is a sentence, not a title
TITLE_LINES = 4  # lines at the top of page 1 that may be its title
MIN_FIRST_PERSON = 3  # "we", "our", "us" this often: the document speaks as its organisation
# Beside a kind of document in its title ("Quillmart Privacy Notice"), one "we" is enough.
MIN_FIRST_PERSON_TITLED = 1
# A domain's name alone ("ticketmaster") is a name a question may use when the text writes it as
# a name, or when it is this long (short ones are often words: "style.com", "people.com").
MIN_LABEL_CHARS = 3
LONG_LABEL_CHARS = 8

# Kinds of document a title names, most specific first (lower case, matched as whole words).
_KINDS = (
    (r"privacy\s+(?:policy|notice|statement|center|centre|highlights|practices|rights)|"
     r"notice\s+of\s+privacy\s+practices|cookie\s+(?:policy|notice)|data\s+protection\s+(?:policy|notice)", "privacy policy"),
    (r"terms\s+(?:of\s+(?:use|service)|and\s+conditions)", "terms"),
    (r"annual\s+report", "annual report"),
    (r"handbook", "handbook"),
    (r"code\s+of\s+(?:conduct|ethics)|polic(?:y|ies)|procedures?|standards?", "policy"),
    (r"manual|user\s+guide|guidelines", "manual"),
    (r"checklist", "checklist"),
    (r"report|review|survey|statements?|results|figures|accounts|summary|overview|fact\s+sheet|dashboard|"
     r"metrics|kpis", "report"),
    (r"budget|forecast|plan", "plan"),
    (r"minutes|agenda", "minutes"),
    (r"press\s+release|news\s+release|newsletter", "press release"),
    (r"faq|frequently\s+asked\s+questions", "faq"),
    (r"agreement|contract", "agreement"),
    (r"about\s+us|careers|contact\s+us|welcome\s+to|home\s*page|our\s+story|our\s+team", "web page"),
)
_KIND_RES = tuple((re.compile(rf"(?<![\w-])(?:{pattern})(?![\w-])", re.IGNORECASE), kind) for pattern, kind in _KINDS)
# Words that say what a document is about rather than whose it is ("Remote Work Policy").
TOPIC_WORDS = frozenset(
    """
    remote work working hybrid employee employees staff personnel people travel expense expenses privacy cookie
    cookies data protection information security safety health wellness onboarding offboarding hire hiring
    leave vacation holiday holidays sick pay payroll salary benefits compensation sales marketing brand style
    quality environmental environment sustainability climate change quarterly annual monthly weekly daily
    fleet operations operating maintenance user users customer customers product products service services
    hr it finance financial accounting budget procurement purchasing inventory risk compliance legal ethics
    conduct training safety incident incidents emergency access password acceptable use equipment vehicle
    vehicles office workplace conflict interest gift gifts whistleblower anti bribery corruption harassment
    diversity inclusion equal opportunity grievance disciplinary performance review expenses reimbursement
    overview summary update updates notes draft final version appendix schedule template form forms list
    checklist guide policy policies procedure procedures handbook manual report statement notice terms
    plan agenda minutes highlights practices rights center centre home page about contact careers welcome
    your our my their his her its this that these those official general internal external new old
    income balance sheet cash flow flows revenue revenues results metrics kpi kpis headcount dashboard
    updated effective revised modified date dated version edition issue published draft
    """.split()
)
# Words that say what kind of organisation a name is ("Robotics", "Logistics", "Traders").
ORG_WORDS = (INDUSTRY_WORDS | GENERIC_TRAILING) - {"group", "holdings", "services", "products", "financial"}
_MONTHS = frozenset(
    "january february march april may june july august september october november december "
    "jan feb mar apr jun jul aug sep sept oct nov dec".split()
)
_FUNCTION_WORDS = frozenset(
    "a an the and or of for in on at to by with from as is are was were be this that these those "
    "our your my their its we you they it he she at when if please welcome last first".split()
)
_LEADING_NOISE = frozenset("any other all each every such or nor".split())
_JOINERS = frozenset({"&", "and", "of", "the", "for", "de", "du", "la", "le", "von", "van"})
_SEPARATORS = re.compile(r"\s+[-\u2013\u2014|\u00b7:]\s+|\s*[|\u00b7]\s*|:\s+|\s+[\u2013\u2014]\s*")
_TLDS = (
    "com|org|net|edu|gov|mil|int|io|co|ai|app|dev|info|biz|me|tv|us|uk|de|fr|nl|eu|ca|au|ch|at|be|es|it|se|"
    "no|dk|fi|ie|nz|in|jp|cn|br|mx|za|pl|cz|pt|sg|hk|news|shop|store|health|media|online|site|tech"
)
_DOMAIN = rf"(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:{_TLDS})"
_DOMAIN_RE = re.compile(rf"(?<![\w@./-])(?:https?://)?(?:www\.)?(?P<domain>{_DOMAIN})(?![\w-]|\.[a-z])", re.IGNORECASE)
_FILE_SUFFIX = re.compile(r"\.(?:pdf|txt|text|md|markdown|docx|html?|xlsx|csv)$", re.IGNORECASE)
_SECOND_LEVEL = frozenset({"co", "com", "org", "net", "ac", "gov", "edu"})
_LEGAL_RE = re.compile(
    rf"(?:The\s+)?[A-Z0-9][\w&'.-]*(?:[ \t]+(?:&|and|of|[A-Z0-9][\w&'.-]*)){{0,5}}?,?[ \t]+{DETECT_SUFFIX_PATTERN}(?!\w)"
)
_NAME_TOKEN = r"(?:[A-Z0-9][\w&'\u2019.-]*|&)"
_RUN_RE = re.compile(rf"{_NAME_TOKEN}(?:[ \t]+(?:{_NAME_TOKEN}|of|and|the|for)){{0,{MAX_NAME_WORDS + 2}}}")
_FIRST_PERSON_RE = re.compile(r"\b(?:[Ww]e|[Oo]ur|[Oo]urs|us)\b")
_ROMAN = re.compile(r"[ivxlc]+")
_ROW_PREFIX = re.compile(r"^Row \d+:\s*")
_MARKUP = re.compile(r"^[#>*=\s]+|[*_`#]+$|\*\*|__")
_NOT_TITLES = re.compile(r"^(?:microsoft\s+(?:word|excel|powerpoint)\s+-\s+|untitled|document\d*$|slide\s+\d+)", re.IGNORECASE)


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


# --- reading titles -------------------------------------------------------------------------------


def title_lines(first_page: str) -> list[str]:
    """The lines at the top of a page before its first sentence: a Markdown heading, a text
    file's title line, a sheet's title row ("Row 1: ..." read as its cell), without markup."""
    lines: list[str] = []
    for raw in first_page.splitlines():
        line = _MARKUP.sub("", _ROW_PREFIX.sub("", raw.strip())).strip()
        if not line or re.fullmatch(r"[-=_*\s]+", line):
            continue
        if " | " in line or len(line.split()) > TITLE_LINE_WORDS or line.endswith((".", ",", ";", "?")):
            break
        lines.append(line)
        if len(lines) >= TITLE_LINES:
            break
    return lines


def _clean_title(title: str) -> str:
    """A title without a word processor's "Microsoft Word - " prefix; "" for placeholder titles."""
    title = " ".join(title.split())
    if _NOT_TITLES.match(title):
        stripped = re.sub(r"^microsoft\s+\w+\s+-\s+", "", title, flags=re.IGNORECASE)
        return "" if stripped == title or _FILE_SUFFIX.search(stripped) else stripped
    return "" if _FILE_SUFFIX.search(title) else title


def title_parts(title: str) -> list[str]:
    """A title cut at its separators ("Ostrander Haulage - Fleet 2025" -> two parts)."""
    return [part.strip(" ,;") for part in _SEPARATORS.split(title) if part and part.strip(" ,;")]


def kind_in(text: str) -> tuple[str, re.Match[str]] | None:
    """The kind of document ``text`` names and where, most specific kind first."""
    for pattern, kind in _KIND_RES:
        match = pattern.search(text)
        if match:
            return kind, match
    return None


def document_kind(titles: list[str], file_name: str = "") -> str:
    """Kind of document the titles (else the file name) name: "privacy policy", "handbook", "" ..."""
    file_words = re.sub(r"[_.]+", " ", _FILE_SUFFIX.sub("", file_name.rsplit("/", 1)[-1]))
    for text in [*titles, file_words]:
        found = kind_in(text)
        if found:
            return found[0]
    return ""


def period_parts(titles: list[str]) -> list[str]:
    """Parts of the titles that may state the document's period: a part beside others ("Fleet
    2025" in "Ostrander Haulage - Fleet 2025") or one naming a kind of document ("FY2024 Budget");
    never a title that is a topic alone ("1973 oil crisis")."""
    out = []
    for title in titles:
        parts = title_parts(_clean_title(title))
        out.extend(part for part in parts if len(parts) > 1 or kind_in(part))
    return out


def _has_period(text: str) -> bool:
    return bool(re.search(r"(?<!\d)(?:19|20)\d\d(?!\d)|\b(?:FY|Q[1-4])\s?'?\d{2}", text))


# --- names ----------------------------------------------------------------------------------------


def first_person(text: str) -> int:
    """How often ``text`` speaks as "we" ("we", "our", "us"; "US" the country does not count)."""
    return len(_FIRST_PERSON_RE.findall(text))


def _distinctive(words: list[str]) -> list[str]:
    """The words of a name that are neither ordinary, a topic, a month, a number nor a section
    number ("VI.")."""
    lowered = [w.lower().strip("'\u2019.,") for w in words]
    return [
        w for w in lowered
        if len(w) >= 2 and not w.isdigit() and w not in COMMON_WORDS and w not in TOPIC_WORDS
        and w not in _MONTHS and w not in _FUNCTION_WORDS and not kind_in(w) and not _ROMAN.fullmatch(w)
    ]


def name_like(name: str, body: str) -> bool:
    """A short capitalised name with a word that is neither ordinary nor a topic, and that the
    text never writes in lower case (so "Climate Change" over a text about climate change is not)."""
    words = name.split()
    if not words or len(words) > MAX_NAME_WORDS or len(name) > MAX_NAME_CHARS or not (name[0].isupper() or name[0].isdigit()):
        return False
    if not all(w[0].isupper() or w[0].isdigit() or w.lower() in _JOINERS for w in words):
        return False
    distinctive = _distinctive(words)
    if not distinctive or not aliases_for(name):
        return False
    return any(not re.search(rf"(?<![\w.@/-]){re.escape(w)}(?![\w])", body) for w in distinctive)


def _trailing_run(text: str) -> list[str]:
    """The capitalised words that end ``text`` ("Read the Walmart" -> ["Walmart"])."""
    words = text.split()
    run: list[str] = []
    for word in reversed(words):
        if word[0].isupper() or word[0].isdigit() or word == "&" or (run and word.lower() in _JOINERS):
            run.insert(0, word)
        else:
            break
    while run and (run[0].lower() in _JOINERS or run[0].lower() in _FUNCTION_WORDS):
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
    while run and (run[-1].lower() in TOPIC_WORDS or run[-1].lower() in _JOINERS):
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
        if not (word[0].isupper() or word[0].isdigit() or word == "&" or (run and word.lower() in _JOINERS)):
            break
        run.append(word)
    candidate = " ".join(run).strip(" ,")
    if not candidate or not (_written_alone(candidate, body) or first_person(body) >= MIN_FIRST_PERSON_TITLED):
        return ""
    return candidate if name_like(candidate, body) else ""


def _legal_name(text: str) -> str:
    """A name with a legal suffix in ``text`` ("Buffalo Wild Wings, Inc."), "" if none."""
    for match in _LEGAL_RE.finditer(text):
        name = clean_name(match.group())
        if aliases_for(name):
            return name
    return ""


def _name_in_part(part: str, others: list[str], body: str) -> str:
    """The organisation one part of a title names, given the title's other parts: a name with a
    legal suffix or a web domain, or a name before or after a kind of document, when the title
    says what kind of document it is ("RAND Corporation" alone is an article's topic)."""
    found = kind_in(part)
    beside = any(kind_in(other) or _has_period(other) for other in others)
    if not (found is not None or beside or _has_period(part)):
        return ""
    legal = _legal_name(part)  # "Greywater Brewing Co. Sales 2024"
    if legal:
        return legal
    domain = _DOMAIN_RE.search(part)
    if domain:
        return _as_written(_registrable(domain.group("domain")), body)
    if found is None and not beside:
        return ""
    if found is not None:
        _, match = found
        return _name_before(part[: match.start()], body) or _name_after(part[match.end():], body)
    # A name beside a part that says what the document is: "Ostrander Haulage - Fleet 2025".
    if not _has_period(part) and name_like(part, body):
        return part
    return ""


def title_name(titles: list[str], body: str) -> str:
    """The organisation a title names (rule 1 of the module docstring), "" if none."""
    for title in titles:
        parts = title_parts(title)
        for index, part in enumerate(parts):
            name = _name_in_part(part, parts[:index] + parts[index + 1:], body)
            if name:
                return name
    return ""


def _site_name(site_name: str, titles: list[str], body: str) -> str:
    """The site's own name when the page is the site's own (rule 2), "" otherwise."""
    site = " ".join(site_name.split())
    if not site or not (name_like(site, body) or _DOMAIN_RE.fullmatch(site)):
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


# --- web domains and file names -------------------------------------------------------------------


def _registrable(domain: str) -> str:
    """The site's own domain ("mlb.mlb.com" -> "mlb.com", "www.bbc.co.uk" -> "bbc.co.uk")."""
    labels = domain.lower().removeprefix("www.").split(".")
    keep = 3 if len(labels) >= 3 and labels[-2] in _SECOND_LEVEL and len(labels[-1]) == 2 else 2
    return ".".join(labels[-keep:])


def domains_in(text: str) -> list[str]:
    """The web domains a text names ("amazon.com", "www.fool.com" -> "fool.com"), in order."""
    return list(dict.fromkeys(_registrable(m.group("domain")) for m in _DOMAIN_RE.finditer(text)))


def web_domain(file_name: str) -> str:
    """The web domain a file is named after ("1498_ticketmaster.com.html" -> "ticketmaster.com"), or ""."""
    stem = _FILE_SUFFIX.sub("", file_name.replace("\\", "/").rsplit("/", 1)[-1])
    stem = re.sub(r"^\d+[_-]", "", stem)
    match = re.fullmatch(rf"(?:https?://)?(?:www\.)?({_DOMAIN})", stem, re.IGNORECASE)
    return _registrable(match.group(1)) if match else ""


def _as_written(domain: str, body: str) -> str:
    """The domain as the text capitalises it ("Sci-News.com"), else in lower case."""
    for match in re.finditer(rf"(?<![\w.-]){re.escape(domain)}(?![\w-])", body, re.IGNORECASE):
        if any(ch.isupper() for ch in match.group()):
            return match.group()
    return domain


def _letters(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower())


def _spells(stem: str, name: str) -> bool:
    """Whether consecutive words of ``name`` spell ``stem`` ("fool" in "The Motley Fool, LLC",
    "kaleidahealth" in "Kaleida Health"); never inside a word ("ted" is not in "United")."""
    words = [_letters(w) for w in clean_name(name).split()]
    words = [w for w in words if w]
    return any("".join(words[i:j]) == stem for i in range(len(words)) for j in range(i + 1, len(words) + 1))


def _owner_of(domain: str, body: str) -> str:
    """How the text names the owner of ``domain``: a legal name or a capitalised name whose words
    spell the domain's name, else "" (rule 4)."""
    label = domain.split(".")[0]
    stems = {_letters(label)} | ({_letters(label)[3:]} if label.startswith("the") and len(label) > 6 else set())
    legal = sorted(_LEGAL_RE.finditer(body), key=lambda m: (m.group().isupper(), m.start()))
    for match in legal:  # "MLB Advanced Media, L.P." before "ANY OTHER MLB ADVANCED MEDIA, L.P."
        words = clean_name(match.group()).split()
        while len(words) > 2 and words[0].lower() != "the" and (
            words[0].lower() in _FUNCTION_WORDS or words[0].lower() in _LEADING_NOISE
        ):
            words.pop(0)
        name = " ".join(words)
        if aliases_for(name) and any(_spells(stem, name) for stem in stems):
            return name
    runs: Counter[str] = Counter()
    for match in _RUN_RE.finditer(body):
        words = match.group().split()
        while words and (words[0].lower() in _FUNCTION_WORDS or words[0].lower() in _JOINERS):
            words.pop(0)
        while words and words[-1].lower() in _JOINERS:
            words.pop()
        name = " ".join(words).rstrip(".,;:").removesuffix("'s").removesuffix("\u2019s")
        if name and not _DOMAIN_RE.search(name) and not kind_in(name) and any(_spells(s, name) for s in stems):
            runs[name] += 1
    if runs:
        return min(runs, key=lambda n: (-runs[n], len(n), n))
    return ""


def domain_aliases(file_name: str, titles: list[str], body: str) -> tuple[str, ...]:
    """Names a question may use for the web domain the file is named after, when the document is
    that site's own (a kind of document, "we", or the text names the site): ("ticketmaster.com",
    "ticketmaster") for "1498_ticketmaster.com.html"; () otherwise."""
    domain = web_domain(file_name)
    if not domain or not _domain_owned(domain, titles, file_name, body):
        return ()
    return _domain_aliases(domain, body)


def _domain_owned(domain: str, titles: list[str], file_name: str, body: str) -> bool:
    kind = document_kind([t for t in (_clean_title(t) for t in titles) if t], file_name)
    speaks = first_person(body) >= MIN_FIRST_PERSON
    return bool(kind or speaks or _owner_of(domain, body) or re.search(re.escape(domain), body, re.IGNORECASE))


def _domain_aliases(domain: str, body: str) -> tuple[str, ...]:
    """The domain, and its name alone when the text writes that name mid-sentence ("Ticketmaster")."""
    label = domain.split(".")[0]
    out = [domain]
    written = any(
        m.group()[0].isupper() for m in re.finditer(rf"(?<=[a-z,;:] ){re.escape(label)}(?![\w.-])", body, re.IGNORECASE)
    )
    if label not in COMMON_WORDS and (written and len(label) >= MIN_LABEL_CHARS or len(label) >= LONG_LABEL_CHARS):
        out.append(label)
    return tuple(out)


def _file_words_name(file_name: str, body: str) -> str:
    """A name the file name spells and the text repeats ("corvid_coffee_roasters_handbook.docx" ->
    "Corvid Coffee Roasters"), "" when there is none (rule 5)."""
    stem = _FILE_SUFFIX.sub("", file_name.replace("\\", "/").rsplit("/", 1)[-1])
    words = [w for w in re.split(r"[\s_.-]+", stem) if w and not w.isdigit()]
    while words and (kind_in(words[-1]) or words[-1].lower() in TOPIC_WORDS or _has_period(words[-1])):
        words.pop()
    if not words or len(words) > MAX_NAME_WORDS:
        return ""
    pattern = r"[ \t]+".join(re.escape(w) for w in words)
    found = []
    for match in re.finditer(rf"(?<![\w&]){pattern}(?![\w&])", body, re.IGNORECASE):
        if match.group()[0].isupper() and name_like(match.group(), body):
            following = body[match.end():].split("\n", 1)[0].split()[:MAX_NAME_WORDS]
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
    cleaned = [t for t in (_clean_title(t) for t in titles) if t]
    kind = document_kind(cleaned, file_name)
    domain = web_domain(file_name)
    owner = _owner_of(domain, body) if domain else ""
    speaks = first_person(body) >= MIN_FIRST_PERSON
    domain_ok = bool(domain) and _domain_owned(domain, titles, file_name, body)
    extra = _domain_aliases(domain, body) if domain_ok else ()
    for name, source in (
        (title_name(cleaned, body), "title"),
        (_site_name(site_name, cleaned, body), "site_name"),
        (_bare_title(cleaned, body), "title"),
        ((owner or _as_written(domain, body)) if domain_ok else "", "domain"),
        (_file_words_name(file_name, body) if (kind or speaks) else "", "file_name"),
    ):
        if name and aliases_for(name):
            return Organisation(clean_name(name), source, extra)
    return None
