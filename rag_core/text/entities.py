"""Company names: finding them in filings and file names, display case, and the aliases a question may use.

Standard library only, no I/O. ``profile.py`` finds a document's company; this module turns the
name into aliases by rule: "Best Buy Co., Inc." gives ("best buy co., inc.", "best buy",
"bestbuy"), "Johnson & Johnson" gives ("johnson & johnson", "johnson and johnson", "j&j", ...).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from rag_core import datafiles

MIN_ALIAS_CHARS = 2
ACRONYM_MAX_CHARS = 4  # an all-capital name this short is an acronym, shown as written
# Tickers are short and often spell other things ("FL", "BA"); only longer ones become aliases.
MIN_TICKER_CHARS = 3
# Longer "names" are cover-page text read by mistake; they give no aliases and so no entity.
MAX_NAME_CHARS = 80

# Trailing words that make a name a legal entity; dropped to get the name a question uses.
_NAMES = datafiles.load("names")  # rag_core/data/names.toml
LEGAL_SUFFIXES = dict(_NAMES["legal_suffixes"])
# Suffixes that mark a name as a company when found in running text ("Group", "Holdings" do not:
# "working group").
DETECT_SUFFIX_PATTERN = (
    r"(?:Inc\.?|INC\.?|Incorporated|INCORPORATED|Corporation|CORPORATION|Corp\.|CORP\.|Company|COMPANY|"
    r"Co\.|CO\.|plc|PLC|N\.V\.|S\.A\.|AG|SE|Ltd\.?|LTD\.?|Limited|LIMITED|LLC|L\.P\.|B\.V\.|GmbH|S\.p\.A\.|"
    r"AB|ASA|Oyj|OYJ|A/S)"
)


def legal_name_pattern(articles: str) -> str:
    """The regular expression of a legal name in running text: from the start of a word ("iPhone SE"
    names no "Phone SE"), one of ``articles`` ("The\\s+") maybe, up to six capitalised words joined
    by "&", "and" or "of", then a legal suffix (:data:`DETECT_SUFFIX_PATTERN`)."""
    return (
        rf"(?<![\w&'.-])(?:{articles})?[A-Z0-9][\w&'.-]*(?:[ \t]+(?:&|and|of|[A-Z0-9][\w&'.-]*)){{0,5}}?,?[ \t]+"
        rf"{DETECT_SUFFIX_PATTERN}(?!\w)"
    )


# Words a name may end with that say what the company does; "MGM Resorts International" is also
# "MGM Resorts" and "MGM", "Costco Wholesale" is "Costco".
GENERIC_TRAILING = frozenset(_NAMES["generic_trailing"])
# Words that are ordinary English on their own and so never an alias alone ("Best", "General").
COMMON_WORDS = frozenset(_NAMES["common_words"])
_STOP_TOKENS = frozenset(_NAMES["name_stop_words"])
_VOWELS = frozenset("aeiouy")
_SPACE_RE = re.compile(r"\s+")


def clean_name(raw: str) -> str:
    """One-line name: whitespace collapsed, "and subsidiaries" and stray punctuation removed."""
    name = _SPACE_RE.sub(" ", raw.replace("’", "'")).strip(" ,;:-_")
    name = re.sub(r"\s+([.,])", r"\1", name)
    name = re.sub(r"\s+and\s+(?:its\s+)?(?:consolidated\s+)?subsidiaries$", "", name, flags=re.IGNORECASE)
    # Small capitals extract as "MGM R ESORTS I NTERNATIONAL".
    name = re.sub(r"\b([A-Z]) (?=[A-Z]{2,}\b)", r"\1", name)
    return name.strip(" ,;:-")


def _title_token(token: str, index: int) -> str:
    """Title case for one word of an all-capitals name ("INC." -> "Inc.", "MGM" stays)."""
    bare = token.rstrip(",")
    comma = token[len(bare) :]
    lower = bare.lower()
    if lower in LEGAL_SUFFIXES:
        return LEGAL_SUFFIXES[lower] + comma
    if re.fullmatch(r"(?:[A-Za-z]\.)+", bare) or any(ch.isdigit() for ch in bare) or bare == "&":
        return token
    if bare.isalpha() and not _VOWELS & set(lower):
        return token  # an acronym such as MGM or CVS
    if index > 0 and lower in _STOP_TOKENS:
        return lower + comma

    def case_run(match: re.Match[str]) -> str:
        starts_word = match.start() == 0 or token[match.start() - 1] in "-/&"
        return match.group().capitalize() if starts_word else match.group().lower()

    return re.sub(r"[A-Za-z]+", case_run, token)


def display_name(raw: str, context: str = "") -> str:
    """The name as a reader expects it: as written when mixed case, else the text's mixed-case
    spelling of it, else title case ("THE BOEING COMPANY" -> "The Boeing Company")."""
    name = clean_name(raw)
    if not name or any(ch.islower() for ch in name) or (name.isalnum() and len(name) <= ACRONYM_MAX_CHARS):
        return name  # mixed case, or a short acronym ("TED", "CBS")
    pattern = r"\s*".join(re.escape(word) for word in name.split()) if context else ""
    # Whole words only: "ted" inside "collected" is no spelling of "TED".
    for match in re.finditer(rf"(?<!\w){pattern}(?!\w)", context, re.IGNORECASE) if pattern else ():
        if any(ch.islower() for ch in match.group()):
            return clean_name(match.group())
    return " ".join(_title_token(token, index) for index, token in enumerate(name.split()))


def core_name(name: str) -> str:
    """Lower-case name without a leading "The" and without trailing legal suffixes."""
    tokens = clean_name(name).lower().split()
    if len(tokens) > 1 and tokens[0] == "the":
        tokens = tokens[1:]
    while len(tokens) > 1 and (tokens[-1].rstrip(",") in LEGAL_SUFFIXES or tokens[-1] in {"&", "and"}):
        tokens.pop()
        tokens[-1] = tokens[-1].rstrip(",")
    return " ".join(tokens).rstrip(",")


def letters(text: str) -> str:
    """Letters and digits only, lower case ("Coca-Cola" -> "cocacola")."""
    return re.sub(r"[^a-z0-9]", "", text.lower())


def _acceptable(alias: str) -> bool:
    """An alias must be long enough, hold a letter, and not be ordinary words alone."""
    words = alias.split()
    if len(alias) < MIN_ALIAS_CHARS or not re.search(r"[a-z]", alias):
        return False
    if len(words) == 1:
        return alias not in COMMON_WORDS and alias not in LEGAL_SUFFIXES
    return not all(word in _STOP_TOKENS or word.rstrip(",") in LEGAL_SUFFIXES for word in words)


def _truncations(core: str) -> list[str]:
    """Shorter names got by dropping generic trailing words ("mgm resorts international" ->
    "mgm resorts", "mgm"); never for names joined by "&"/"and" ("johnson & johnson")."""
    tokens = core.split()
    if "&" in tokens or "and" in tokens:
        return []
    found = []
    while len(tokens) > 1 and tokens[-1] in GENERIC_TRAILING:
        tokens = tokens[:-1]
        if tokens[-1] in _STOP_TOKENS:
            break
        found.append(" ".join(tokens))
    return found


def _distinctive_first_word(entity: str) -> list[str]:
    """The first word of a longer name when its case marks it as a name of its own: camel case
    ("JPMorgan Chase & Co." -> "jpmorgan") or an acronym ("CVS Health" -> "cvs")."""
    words = clean_name(entity).split()
    if len(words) > 1 and words[0].lower() == "the":
        words = words[1:]
    first = words[0].rstrip(",") if len(words) > 1 else ""
    camel = re.search(r"[a-z][A-Z]|[A-Z]{2}[a-z]", first)
    acronym = first.isalpha() and first.isupper() and not clean_name(entity).isupper()
    core = core_name(entity).split()
    # "Contoso Pharma", "Northwind Logistics": a made-up first word before an industry word.
    industry = (
        len(core) == 2
        and core[1] in INDUSTRY_WORDS
        and first.isalpha()
        and len(first) >= MIN_FIRST_WORD_CHARS
        and first.lower() not in COMMON_WORDS
    )
    return [first.lower()] if first and (camel or acronym or industry) else []


INDUSTRY_WORDS = frozenset(_NAMES["industry_words"])
MIN_FIRST_WORD_CHARS = 5


def file_name_matches(file_company: str, entity: str) -> bool:
    """Whether a file-name company ("MGMRESORTS", "AMD") names the same company as ``entity``."""
    wanted = letters(file_company)
    core = core_name(entity)
    initials = "".join(word[0] for word in core.split() if word not in _STOP_TOKENS)
    candidates = [core, *_truncations(core), *_distinctive_first_word(entity), core.replace(".com", "")]
    return bool(wanted) and (wanted == initials or any(letters(c) == wanted for c in candidates))


def aliases_for(entity: str, file_company: str = "", tickers: Iterable[str] = ()) -> tuple[str, ...]:
    """Lower-case short forms a question may use for ``entity``, most specific first.

    Args:
        entity: display name ("Best Buy Co., Inc.").
        file_company: company part of a FinanceBench-style file name ("BESTBUY"); used only when
            it names the same company.
        tickers: trading symbols found in the document ("JNJ"); used when long enough.
    """
    full = clean_name(entity).lower()
    if not full or len(full) > MAX_NAME_CHARS:
        return ()
    core = core_name(entity)
    forms = [full, core]
    for form in (full, core):
        if "&" in form.split():
            forms.append(form.replace(" & ", " and "))
        if " and " in form:
            forms.append(form.replace(" and ", " & "))
    parts = core.split()
    if len(parts) == 3 and parts[1] in {"&", "and"} and all(p.isalpha() for p in (parts[0], parts[2])):
        forms.append(f"{parts[0][0]}&{parts[2][0]}")
    if ".com" in core:
        forms.append(core.replace(".com", ""))
    if "-" in core:
        forms.append(core.replace("-", " "))
    shorter = _truncations(core)
    forms.extend(shorter)
    forms.extend(_distinctive_first_word(entity))
    forms.extend(letters(form) for form in (core, *shorter) if re.search(r"[\s-]", form))
    if file_company and file_name_matches(file_company, entity):
        words = [w.lower() for w in re.split(r"[_\s]+", file_company) if w]
        forms.extend([" ".join(words), "".join(words)])
    forms.extend(t.lower() for t in tickers if len(t) >= MIN_TICKER_CHARS and t.isalpha())
    return tuple(dict.fromkeys(f.strip() for f in forms if _acceptable(f.strip())))


# --- finding the name in a document -------------------------------------------------------------

# Text before "(Exact name of registrant ...)" that may hold the name, and its most lines.
COVER_WINDOW_CHARS = 300
MAX_NAME_LINES = 6
MAX_NAME_TOKENS = 6
# Lines at the top of page 1 that may hold an earnings release's headline.
HEADLINE_LINES = 12

_EXACT_NAME_RE = re.compile(r"exactnameof(?:the)?registrant", re.IGNORECASE)
_COVER_BOUNDARY_RE = re.compile(
    r"\d-\d|(?:19|20)\d\d|commission|file\s*n|number|report|_{3}|-{3}|transition|^or$|^\W+$|[):]$",
    re.IGNORECASE,
)
_NAME_TOKEN = r"[A-Z0-9][\w&.'-]*"
_HEADLINE_RE = re.compile(
    rf"^(?P<name>(?:The[ \t]+)?{_NAME_TOKEN}(?:,?[ \t]+(?:&|{_NAME_TOKEN})){{0,5}}?)\s+"
    r"(?i:reports?|reported|announces?|announced|posts|delivers)\s+(?P<rest>.*)$",
    re.DOTALL,
)
_RESULTS_RE = re.compile(r"\b(?:results|earnings)\b", re.IGNORECASE)
_PERIOD_WORD_RE = re.compile(r"\b(?:quarter|year|fiscal|(?:19|20)\d\d|Q[1-4]|[1-4]Q)\b", re.IGNORECASE)
# A results headline is only believed on a page that also talks money.
_FINANCIAL_RE = re.compile(
    r"\b(?:EPS|earnings per share|net income|net sales|net revenues?|revenues?|diluted)\b", re.IGNORECASE
)
_TICKER_PAREN_RE = re.compile(r"\((?:NYSE|NASDAQ|Nasdaq|NasdaqGS|ASX|TSX|LSE)\s*:\s*(?P<ticker>[A-Z]{1,5})\b")
_TICKER_COVER_RE = re.compile(
    r"(?i:common\s+stock|ordinary\s+shares)[^\n]{0,80}?\s(?P<ticker>[A-Z]{1,5})\s+"
    r"(?:\(?The\s+)?(?:New\s+York\s+Stock\s+Exchange|NYSE|Nasdaq|NASDAQ)"
)
_TODAY_RE = re.compile(r"^\W*today\s+(?:reported|announced)", re.IGNORECASE)
_FILE_RE = re.compile(
    r"^(?P<company>[A-Za-z0-9]+(?:_[A-Za-z0-9]+)*?)_(?P<year>(?:19|20)\d\d)(?:Q(?P<quarter>[1-4]))?"
    r"_(?P<kind>10K|10Q|8K|EARNINGS)(?:_dated[-_](?P<dated>\d{4}-\d\d-\d\d))?$",
    re.IGNORECASE,
)


def registrant_name(text: str) -> str:
    """The name an SEC cover page prints above "(Exact name of registrant as specified in its charter)".

    Extracted text may break the words of the marker and of the name over lines ("SQUARE,\\nINC.(Exact",
    "MGM\\nR\\nESORTS"), so the marker is found with whitespace removed and the name is read back
    line by line up to the commission file number or a rule.
    """
    positions = [index for index, ch in enumerate(text) if not ch.isspace()]
    squeezed = "".join(text[index] for index in positions)
    marker = _EXACT_NAME_RE.search(squeezed)
    if marker is None:
        return ""
    end = positions[marker.start()]
    before = text[max(0, end - COVER_WINDOW_CHARS) : end].rstrip().rstrip("(")
    collected: list[str] = []
    for line in reversed(before.split("\n")):
        line = line.strip()
        if not line:
            if collected:
                break
            continue
        if line in {".", ","} and not collected:
            collected.append(line)  # "NIKE, Inc\n." : the period of "Inc." on a line of its own
            continue
        if _COVER_BOUNDARY_RE.search(line) or len(collected) >= MAX_NAME_LINES:
            break
        collected.insert(0, line)
    name = clean_name(" ".join(collected))
    return name if re.search(r"[A-Za-z]{2}", name) else ""


def _name_before(text: str, end: int) -> str:
    """Capitalised words right before ``end`` ("... -- Ulta Beauty, Inc." before "(NASDAQ: ULTA)")."""
    kept: list[str] = []
    for token in reversed(text[max(0, end - COVER_WINDOW_CHARS) : end].split()):
        if len(kept) >= MAX_NAME_TOKENS or not (token == "&" or re.fullmatch(rf"{_NAME_TOKEN},?", token)):
            break
        kept.insert(0, token)
    while kept and not re.search(r"[A-Za-z]", kept[0]):
        kept.pop(0)
    return clean_name(" ".join(kept))


def earnings_name(first_page: str) -> str:
    """Company an earnings release is from: its headline ("MGM Resorts International Reports
    Fourth Quarter ...") and/or "Name (NYSE: TICKER) today reported"; "" when neither is there."""
    lines = [line.strip() for line in first_page.splitlines() if line.strip()][:HEADLINE_LINES]
    headline = ""
    for index, line in enumerate(lines if _FINANCIAL_RE.search(first_page) else ()):
        match = _HEADLINE_RE.match("\n".join(lines[index : index + 2]))
        if match and _RESULTS_RE.search(match.group("rest")) and _PERIOD_WORD_RE.search(match.group("rest")):
            headline = match.group("name")
            break
    ticker = _TICKER_PAREN_RE.search(first_page)
    listed = _name_before(first_page, ticker.start()) if ticker else ""
    if headline and listed and core_name(listed) == core_name(headline):
        return listed
    if headline:
        fuller = re.search(rf"{re.escape(headline)},?\s+{DETECT_SUFFIX_PATTERN}(?!\w)", first_page, re.IGNORECASE)
        return fuller.group() if fuller else headline
    if listed and ticker and _TODAY_RE.search(first_page[ticker.end() :]):
        return listed
    return ""


def tickers(text: str) -> tuple[str, ...]:
    """Trading symbols a document gives for its own shares ("(NYSE: JNJ)", the cover's common stock)."""
    found = [m.group("ticker") for pattern in (_TICKER_PAREN_RE, _TICKER_COVER_RE) for m in pattern.finditer(text)]
    return tuple(dict.fromkeys(t for t in found if t.lower() not in LEGAL_SUFFIXES))[:1]


@dataclass(frozen=True, slots=True)
class FileName:
    """The parts of a FinanceBench-style file name ``{COMPANY}_{PERIOD}_{TYPE}[_dated-{DATE}]``.

    Attributes:
        company: company part as written ("JOHNSON_JOHNSON").
        year: period year (the fiscal year for 10-K/10-Q/earnings, the year of an 8-K).
        quarter: quarter of the period label ("2023Q2"), else None.
        kind: type part ("10K", "10Q", "8K", "EARNINGS").
        dated: ISO date of a "_dated-" suffix, else "".
    """

    company: str
    year: int
    quarter: int | None
    kind: str
    dated: str

    @property
    def display(self) -> str:
        """Company part as a name ("JOHNSON_JOHNSON" -> "Johnson Johnson")."""
        return " ".join(word.capitalize() for word in self.company.split("_"))


def parse_file_name(name: str) -> FileName | None:
    """Parse ``BESTBUY_2024Q2_10Q.pdf``-style names; None for any other name ("report.txt")."""
    stem = re.sub(r"\.[A-Za-z0-9]{1,5}$", "", name.replace("\\", "/").rsplit("/", 1)[-1])
    match = _FILE_RE.match(stem)
    if match is None or match.group("company").isdigit():
        return None
    return FileName(
        company=match.group("company"),
        year=int(match.group("year")),
        quarter=int(match.group("quarter")) if match.group("quarter") else None,
        kind=match.group("kind").upper(),
        dated=match.group("dated") or "",
    )
