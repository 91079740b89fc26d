"""Titles of documents: their title lines, the kinds of document they name, and whether a run of
capitalised words reads as a name. Standard library only; used by ``organisations`` and ``domains``.
"""

from __future__ import annotations

import re

from rag_core import datafiles
from rag_core.text.entities import (
    COMMON_WORDS,
    legal_name_pattern,
    GENERIC_TRAILING,
    INDUSTRY_WORDS,
    aliases_for,
    clean_name,
)

MAX_NAME_WORDS = 6
MAX_NAME_CHARS = 60
_MAX_ACRONYM = 6  # letters of an acronym a title may spell out ("Paid Time Off (PTO)")
TITLE_LINE_WORDS = 14  # a longer first line is a sentence, not a title
TITLE_LINES = 4  # lines at the top of page 1 that may be its title
MIN_FIRST_PERSON = 3  # "we", "our", "us" this often: the document speaks as its organisation
# Beside a kind of document in its title ("Quillmart Privacy Notice"), one "we" is enough.
MIN_FIRST_PERSON_TITLED = 1
# Kinds of document a title names, most specific first (lower case, matched as whole words).
_KINDS = (
    (
        r"privacy\s+(?:policy|notice|statement|center|centre|highlights|practices|rights)|"
        r"notice\s+of\s+privacy\s+practices|cookie\s+(?:policy|notice)|data\s+protection\s+(?:policy|notice)",
        "privacy policy",
    ),
    (r"terms\s+(?:of\s+(?:use|service)|and\s+conditions)", "terms"),
    (r"annual\s+report", "annual report"),
    (r"handbook", "handbook"),
    (r"code\s+of\s+(?:conduct|ethics)|polic(?:y|ies)|procedures?|standards?", "policy"),
    (r"manual|user\s+guide|guidelines", "manual"),
    (r"checklist", "checklist"),
    (
        r"report|review|survey|statements?|results|figures|accounts|summary|overview|fact\s+sheet|dashboard|"
        r"metrics|kpis",
        "report",
    ),
    (r"budget|forecast|plan", "plan"),
    (r"minutes|agenda", "minutes"),
    (r"press\s+release|news\s+release|newsletter", "press release"),
    (r"faq|frequently\s+asked\s+questions", "faq"),
    (
        r"(?:service\s+level|data\s+processing|master\s+services?|end\s+user\s+licen[cs]e|licen[cs]e|subscription)"
        r"\s+agreement|agreement|contract",
        "agreement",
    ),
    (r"about\s+us|careers|contact\s+us|welcome\s+to|home\s*page|our\s+story|our\s+team", "web page"),
)
_KIND_RES = tuple((re.compile(rf"(?<![\w-])(?:{pattern})(?![\w-])", re.IGNORECASE), kind) for pattern, kind in _KINDS)
# Words that say what a document is about rather than whose it is ("Remote Work Policy").
TOPIC_WORDS = frozenset(datafiles.load("names")["topic_words"])
# Words that say what kind of organisation a name is ("Robotics", "Logistics", "Traders").
ORG_WORDS = (INDUSTRY_WORDS | GENERIC_TRAILING) - {"group", "holdings", "services", "products", "financial"}
_MONTHS = frozenset(datafiles.load("periods")["months"])
FUNCTION_WORDS = frozenset(datafiles.load("english")["function_words"])
JOINERS = frozenset(datafiles.load("names")["joiners"])
_SEPARATORS = re.compile(r"\s+[-\u2013\u2014|\u00b7:]\s+|\s*[|\u00b7]\s*|:\s+|\s+[\u2013\u2014]\s*")
FILE_SUFFIX = re.compile(r"\.(?:pdf|txt|text|md|markdown|docx|html?|xlsx|csv)$", re.IGNORECASE)
LEGAL_RE = re.compile(legal_name_pattern(r"The\s+"))
_FIRST_PERSON_RE = re.compile(r"\b(?:[Ww]e|[Oo]ur|[Oo]urs|us)\b")
_ROMAN = re.compile(r"[ivxlc]+")
_ROW_PREFIX = re.compile(r"^Row \d+:\s*")
_MARKUP = re.compile(r"^[#>*=\s]+|[*_`#]+$|\*\*|__")
_NOT_TITLES = re.compile(
    r"^(?:microsoft\s+(?:word|excel|powerpoint)\s+-\s+|untitled|document\d*$|slide\s+\d+)", re.IGNORECASE
)


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


def clean_title(title: str) -> str:
    """A title without a word processor's "Microsoft Word - " prefix; "" for placeholder titles."""
    title = " ".join(title.split())
    if _NOT_TITLES.match(title):
        stripped = re.sub(r"^microsoft\s+\w+\s+-\s+", "", title, flags=re.IGNORECASE)
        return "" if stripped == title or FILE_SUFFIX.search(stripped) else stripped
    return "" if FILE_SUFFIX.search(title) else title


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
    file_words = re.sub(r"[_.]+", " ", FILE_SUFFIX.sub("", file_name.rsplit("/", 1)[-1]))
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
        parts = title_parts(clean_title(title))
        out.extend(part for part in parts if len(parts) > 1 or kind_in(part))
    return out


def has_period(text: str) -> bool:
    return bool(re.search(r"(?<!\d)(?:19|20)\d\d(?!\d)|\b(?:FY|Q[1-4])\s?'?\d{2}", text))


# --- names ----------------------------------------------------------------------------------------


def first_person(text: str) -> int:
    """How often ``text`` speaks as "we" ("we", "our", "us"; "US" the country does not count)."""
    return len(_FIRST_PERSON_RE.findall(text))


def distinctive_words(words: list[str]) -> list[str]:
    """The words of a name that are neither ordinary, a topic, a month, a number nor a section
    number ("VI.")."""
    lowered = [w.lower().strip("'\u2019.,") for w in words]
    # A hyphenated word is as distinctive as its most distinctive part ("Anti-bullying" is two
    # topic words; "Coca-Cola" is a name).
    return [w for w in lowered if any(_distinctive(part) for part in w.split("-"))]


def _distinctive(word: str) -> bool:
    """One word that is neither ordinary, a topic, a month, a number nor a section number."""
    return (
        len(word) >= 2
        and not word.isdigit()
        and word not in COMMON_WORDS
        and word not in TOPIC_WORDS
        and word not in _MONTHS
        and word not in FUNCTION_WORDS
        and not kind_in(word)
        and not _ROMAN.fullmatch(word)
    )


def name_like(name: str, body: str) -> bool:
    """A short capitalised name with a word that is neither ordinary nor a topic, and that the
    text never writes in lower case (so "Climate Change" over a text about climate change is not)."""
    words = name.split()
    if (
        not words
        or len(words) > MAX_NAME_WORDS
        or len(name) > MAX_NAME_CHARS
        or not (name[0].isupper() or name[0].isdigit())
    ):
        return False
    if not all(w[0].isupper() or w[0].isdigit() or w.lower() in JOINERS for w in words):
        return False
    distinctive = distinctive_words(words)
    if not distinctive or not aliases_for(name) or _defined_abbreviation(name, body):
        return False
    return any(not re.search(rf"(?<![\w.@/-]){re.escape(w)}(?![\w])", body) for w in distinctive)


def _defined_abbreviation(name: str, body: str) -> bool:
    """Whether ``name``, one word in capitals, is an abbreviation the text defines, "Paid Time Off
    (PTO)": a term of the document's own, as "(HSA)" or "(EAP)" are; an organisation is defined by
    its name in quotes ("Brightwater Logistics, Inc. (“Brightwater”)")."""
    if not (name.isalpha() and name.isupper() and 2 <= len(name) <= _MAX_ACRONYM):
        return False
    spelled = r"[\w'-]*\s+".join(re.escape(letter) for letter in name)
    found = re.search(rf"\b{spelled}[\w'-]*\s*\({re.escape(name)}\)", body, re.IGNORECASE)
    return found is not None


def legal_name(text: str) -> str:
    """A name with a legal suffix in ``text`` ("Buffalo Wild Wings, Inc."), "" if none."""
    for match in LEGAL_RE.finditer(text):
        name = clean_name(match.group())
        if aliases_for(name):
            return name
    return ""
