"""Words, stems, numbers and dates: the deterministic vocabulary every stage matches with."""

from __future__ import annotations

import math
import re
import threading
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache


STOPWORDS = frozenset(
    """
    a about above after again against all am an and any are aren't as at be because been before being
    below between both but by can cannot could couldn't did didn't do does doesn't doing don't down
    during each few for from further had hadn't has hasn't have haven't having he he'd he'll he's her
    here here's hers herself him himself his how how's i i'd i'll i'm i've if in into is isn't it it's
    its itself let's me more most mustn't my myself no nor not of off on once only or other ought our
    ours ourselves out over own same shan't she she'd she'll she's should shouldn't so some such than
    that that's the their theirs them themselves then there there's these they they'd they'll they're
    they've this those through to too under until up very was wasn't we we'd we'll we're we've were
    weren't what what's when when's where where's which while who who's whom why why's with won't would
    wouldn't you you'd you'll you're you've your yours yourself yourselves also may might must shall
    will whose upon yet via per etc ie eg s t
    """.split()
)

# Stopwords that still change what a question asks ("the first cells" vs "the last cells").
MEANINGFUL_STOPWORDS = frozenset(
    "few more most all any both each only same other own above below before after under over up down off "
    "against between during out further no nor".split()
)

# Question words a sentence may legitimately phrase differently ("located", "called", "year").
PARAPHRASABLE = frozenset(
    """
    located location called name named known considered type kind year years country city term used use
    refer referred also often usually typically generally commonly mainly primarily largely approximately
    roughly currently today originally
    """.split()
)

_ANTONYM_PAIRS = [
    ("first", "last"),
    ("most", "least"),
    ("largest", "smallest"),
    ("biggest", "smallest"),
    ("highest", "lowest"),
    ("increase", "decrease"),
    ("increased", "decreased"),
    ("rise", "fall"),
    ("gain", "loss"),
    ("before", "after"),
    ("earliest", "latest"),
    ("early", "late"),
    ("more", "less"),
    ("more", "fewer"),
    ("many", "few"),
    ("maximum", "minimum"),
    ("positive", "negative"),
    ("strong", "weak"),
    ("stronger", "weaker"),
    ("strongest", "weakest"),
    ("inner", "outer"),
    ("upper", "lower"),
    ("north", "south"),
    ("east", "west"),
    ("northern", "southern"),
    ("eastern", "western"),
    ("major", "minor"),
    ("win", "lose"),
    ("won", "lost"),
    ("open", "closed"),
    ("old", "new"),
    ("oldest", "newest"),
    ("best", "worst"),
    ("better", "worse"),
    ("high", "low"),
    ("higher", "lower"),
    ("long", "short"),
    ("longest", "shortest"),
    ("fast", "slow"),
    ("faster", "slower"),
    ("hot", "cold"),
    ("accept", "reject"),
    ("accepted", "rejected"),
    ("allow", "forbid"),
    ("allowed", "forbidden"),
    ("public", "private"),
    ("internal", "external"),
    ("import", "export"),
    ("ancient", "modern"),
    ("medieval", "modern"),
    ("legal", "illegal"),
    ("possible", "impossible"),
    ("common", "rare"),
    ("similar", "different"),
    ("same", "different"),
    ("start", "end"),
    ("begin", "end"),
    ("above", "below"),
    ("inside", "outside"),
    ("include", "exclude"),
    ("success", "failure"),
    ("true", "false"),
    ("agree", "disagree"),
    ("support", "oppose"),
    ("full", "empty"),
    ("wide", "narrow"),
    ("heavy", "light"),
    ("large", "small"),
    ("larger", "smaller"),
    ("greater", "smaller"),
    ("greatest", "smallest"),
    ("younger", "older"),
    ("youngest", "oldest"),
    ("cheap", "expensive"),
    ("cheaper", "dearer"),
    ("rich", "poor"),
    ("richest", "poorest"),
    ("always", "never"),
    ("all", "none"),
    ("won", "lost"),
    ("victory", "defeat"),
    ("entered", "left"),
    ("arrive", "depart"),
]
ANTONYMS: dict[str, frozenset[str]] = {}
for _a, _b in _ANTONYM_PAIRS:
    ANTONYMS[_a] = ANTONYMS.get(_a, frozenset()) | {_b}
    ANTONYMS[_b] = ANTONYMS.get(_b, frozenset()) | {_a}

# Irregular verb forms, each to its base: "How long do you keep ...?" is answered by "... are kept for".
_IRREGULAR = {
    "keep": "kept",
    "hold": "held",
    "sell": "sold",
    "buy": "bought",
    "pay": "paid",
    "spend": "spent",
    "make": "made",
    "lead": "led",
    "leave": "left",
    "find": "found",
    "give": "gave given",
    "take": "took taken",
    "grow": "grew grown",
    "begin": "began begun",
    "become": "became",
    "send": "sent",
    "tell": "told",
    "know": "knew known",
    "get": "got gotten",
    "build": "built",
    "lend": "lent",
    "bring": "brought",
    "buy back": "bought back",
    "write": "wrote written",
    "choose": "chose chosen",
    "run": "ran",
    "sit": "sat",
    "meet": "met",
    "rise": "rose risen",
    "fall": "fell fallen",
    "win": "won",
    "lose": "lost",
    "see": "saw seen",
    "hide": "hid hidden",
    "steal": "stole stolen",
    "speak": "spoke spoken",
    "think": "thought",
    "teach": "taught",
}
IRREGULAR_BASE: dict[str, str] = {
    form: base for base, forms in _IRREGULAR.items() if " " not in base for form in forms.split()
}
IRREGULAR_WORDS = frozenset(IRREGULAR_BASE) | frozenset(IRREGULAR_BASE.values())

# Words that frame a question rather than name its subject.
QUESTION_FRAME = frozenset(
    """
    tell explain describe say said know show give list name named called call define definition
    meaning mean means refer refers referred happen happened happens please kind type sort
    many much often long old far big large tall wide deep information info detail details
    thing things something anything one ones exactly actually really specific specifically
    document documents report text source sources mentioned mention according regarding
    """.split()
)

PRONOUNS = frozenset("it its this that these those they them their he she him her his hers there here".split())


# "little or no storage" does not negate a statement; "was not founded" does.
VERBAL_NEGATIONS = frozenset({"not", "never", "cannot"})


def negates(lower: str) -> bool:
    """True for a lower-case word that negates its verb: "not", "never", "cannot", "didn't"."""
    return lower in VERBAL_NEGATIONS or lower.endswith("n't")


MONTHS = (
    "january february march april may june july august september october november december "
    "jan feb mar apr jun jul aug sep sept oct nov dec"
).split()

_WORD = re.compile(r"[^\W_]+(?:['’.\-][^\W_]+)*", re.UNICODE)
_NUMBER = re.compile(
    r"(?<![\w.])(?:[$€£¥]\s?)?\(?-?\d{1,3}(?:,\d{3})+(?:\.\d+)?\)?%?|(?<![\w.])(?:[$€£¥]\s?)?-?\d+(?:\.\d+)?%?"
)
# Any numeral, also glued to letters ("FY2023"), for checking that numbers are quoted.
_NUMERAL = re.compile(r"[-+]?\$?€?£?\d[\d,]*(?:\.\d+)?%?")
_YEAR = re.compile(r"\b(1[5-9]\d\d|20\d\d)s?\b")
_FISCAL = re.compile(r"\b(?:fy|q[1-4])'?\s?(\d{2,4})\b", re.IGNORECASE)
_SCALES = {"thousand": 1e3, "million": 1e6, "mn": 1e6, "m": 1e6, "billion": 1e9, "bn": 1e9, "b": 1e9, "trillion": 1e12}
NUMBER_WORDS = {
    "zero": 0,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "sixteen": 16,
    "seventeen": 17,
    "eighteen": 18,
    "nineteen": 19,
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
    "hundred": 100,
    "thousand": 1000,
    "million": 1_000_000,
    "billion": 1_000_000_000,
    "dozen": 12,
    "half": 0.5,
    "first": 1,
    "second": 2,
    "third": 3,
    "fourth": 4,
    "fifth": 5,
    "sixth": 6,
    "seventh": 7,
    "eighth": 8,
    "ninth": 9,
    "tenth": 10,
}


# NLTK is imported on first use, and its package imports itself in circles: two threads importing
# it at once (two upload lanes) get a half-initialised module. Every first use holds this lock.
NLTK_IMPORT = threading.Lock()


@lru_cache(maxsize=1)
def _stemmer():  # type: ignore[no-untyped-def]
    """NLTK's Porter stemmer, imported on first use: importing nltk loads scipy and sklearn (2-4 s),
    which listing documents, the CLI's help or the PDF worker never need."""
    with NLTK_IMPORT:
        from nltk.stem.porter import PorterStemmer

        return PorterStemmer()


@lru_cache(maxsize=200_000)
def stem(word: str) -> str:
    """Porter stem of a lower-cased word (cached: the same words recur constantly)."""
    return _stemmer().stem(word)


@dataclass(frozen=True, slots=True)
class Token:
    """One word of a text, with its position and whether it was capitalised mid-sentence."""

    text: str
    lower: str
    stem: str
    start: int
    end: int
    capitalized: bool


_LETTERS_DIGITS = re.compile(r"([A-Za-z]+)(\d+)|(\d+)([A-Za-z]+)")


def words(text: str) -> list[str]:
    """The raw words of ``text`` as every tokenizer here finds them: letter and digit runs, joined
    by an apostrophe, dot or hyphen ("U.S.", "year-end", "Moody's"), underscores splitting."""
    return _WORD.findall(text)


def lower_words(text: str) -> set[str]:
    """Lower-case words of ``text`` as the judge tokenises them, without a trailing dot."""
    return {t.lower.strip(".") for t in tokens(text)}


def tokens(text: str) -> list[Token]:
    """Word tokens with offsets. Possessive 's is dropped; dotted forms like U.S. stay whole;
    letters glued to digits are two words ("FY2023" -> "FY", "2023")."""
    return list(_tokens(text))


def stem_counts(texts: Iterable[str]) -> Counter[str]:
    """In how many of ``texts`` each word stem occurs (document frequency, for IDF)."""
    counts: Counter[str] = Counter()
    for text in texts:
        counts.update({t.stem for t in _tokens.__wrapped__(text)})  # chunks would flush the cache
    return counts


@lru_cache(maxsize=65_536)
def _tokens(text: str) -> tuple[Token, ...]:
    out = []
    for match in _WORD.finditer(text):
        raw = match.group(0)
        word = raw[:-2] if raw.endswith(("'s", "’s")) else raw
        start = match.start()
        glued = _LETTERS_DIGITS.fullmatch(word)
        parts = [g for g in glued.groups() if g] if glued else [word]
        for part in parts:
            lower = part.lower().replace("’", "'")
            out.append(
                Token(
                    text=part,
                    lower=lower,
                    stem=stem(lower.rstrip(".")),
                    start=start,
                    end=start + len(part),
                    capitalized=part[:1].isupper(),
                )
            )
            start += len(part)
    return tuple(out)


def is_content(token: Token) -> bool:
    """True for words that carry meaning (not stopwords, not question framing)."""
    if token.lower.isdigit():
        return True
    return token.lower not in STOPWORDS and token.lower not in QUESTION_FRAME and len(token.lower) > 1


def years(text: str) -> set[str]:
    """Four-digit years mentioned (1500-2099), also from FY2023 / Q2'23 forms."""
    found = set(_YEAR.findall(text))
    for match in _FISCAL.finditer(text):
        value = match.group(1)
        found.add(value if len(value) == 4 else "20" + value)
    return found


@dataclass(frozen=True, slots=True)
class Quantity:
    """A number found in text, with the word after it (its unit) and its span."""

    value: float
    raw: str
    unit: str
    start: int
    end: int
    is_year: bool


def number_value(raw: str) -> float | None:
    """The value a written number states, currency, commas and % ignored ("$1,240.5" -> 1240.5);
    None when ``raw`` holds no number."""
    try:
        return float(re.sub(r"[^\d.\-]", "", raw))
    except ValueError:
        return None


def numbers_in(text: str) -> set[float]:
    """Every numeral of ``text`` as written, scale words not applied (for proving a generated
    sentence's numbers against its quotes: "FY2023" and "Q3" count, "(12)" is 12)."""
    values = set()
    for raw in _NUMERAL.findall(text):
        value = number_value(raw)
        if value is not None:
            values.add(value)
    return values


def quantities(text: str) -> list[Quantity]:
    """Numbers with their scale (million, billion...) applied and the unit word that follows."""
    out = []
    for match in _NUMBER.finditer(text):
        raw = match.group(0)
        value = number_value(raw)
        if value is None:
            continue
        digits = re.sub(r"[^\d.\-]", "", raw)
        if raw.startswith("(") and raw.endswith(")"):
            value = -value
        rest = text[match.end() : match.end() + 40]
        after = re.findall(r"[A-Za-z%]+", rest)[:2]
        unit = ""
        scale = 1.0
        if after and after[0].lower() in _SCALES and not (after[0].lower() in {"m", "b"} and rest[:1] != " "):
            scale = _SCALES[after[0].lower()]
            unit = after[1].lower() if len(after) > 1 else ""
        elif after:
            unit = after[0].lower()
        if raw.endswith("%"):
            unit = "%"
        elif unit in {"percent", "per"}:
            unit = "%"
        is_year = (
            bool(re.fullmatch(r"(1[5-9]\d\d|20\d\d)", digits)) and scale == 1.0 and not raw.startswith(("$", "€", "£"))
        )
        out.append(
            Quantity(
                value=value * scale,
                raw=raw.strip(),
                unit=stem(unit) if unit not in {"%", ""} else unit,
                start=match.start(),
                end=match.end(),
                is_year=is_year,
            )
        )
    return out


def idf(doc_freq: int, total_docs: int) -> float:
    """Smoothed inverse document frequency (BM25 form, never negative)."""
    return math.log(1.0 + (total_docs - doc_freq + 0.5) / (doc_freq + 0.5))
