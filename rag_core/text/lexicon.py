"""Words, stems, numbers and dates: the deterministic vocabulary every stage matches with."""

from __future__ import annotations

import math
import re
import threading
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from rag_core import datafiles
from rag_core.text.periods import one_year_each

_ENGLISH = datafiles.load("english")  # rag_core/data/english.toml: what each list is for
STOPWORDS = frozenset(_ENGLISH["stopwords"])
# Stopwords that still change what a question asks ("the first cells" vs "the last cells").
MEANINGFUL_STOPWORDS = frozenset(_ENGLISH["meaningful_stopwords"])
# "own" after "my", "their"...: it stresses whose, it names no topic (see english.toml).
EMPHATIC_AFTER_POSSESSIVE = frozenset(_ENGLISH["emphatic_after_possessive"])
RELATIVES_AFTER_POSSESSIVE = frozenset(_ENGLISH["relatives_after_possessive"])
PEOPLE_NOUNS = frozenset(_ENGLISH["people_nouns"])
POSSESSIVE_DETERMINERS = frozenset(_ENGLISH["possessive_determiners"])
# "need" before "to" says must; "pay", "spend" only frame a how-much question (see english.toml).
MODAL_BEFORE_TO = frozenset(_ENGLISH["modal_before_to"])
LIGHT_VERBS = frozenset(_ENGLISH["light_verbs"])
AUXILIARY_VERBS = frozenset(_ENGLISH["auxiliary_verbs"])
# "time" in "What time does the pool open?": the kind of value asked, no word of its subject.
VALUE_KIND_NOUNS = frozenset(_ENGLISH["value_kind_nouns"])
AMOUNT_FRAME_VERBS = frozenset(_ENGLISH["amount_frame_verbs"])
RECEIVED_AMOUNT_VERBS = frozenset(_ENGLISH["received_amount_verbs"])
RECEIPT_WORDS = frozenset(_ENGLISH["receipt_words"])  # as written; compare stems (predicate.lacks_receipt)
# Question words a sentence may legitimately phrase differently ("located", "called", "year").
PARAPHRASABLE = frozenset(_ENGLISH["paraphrasable"])
# When a question is asked ("now", "currently"): weighed as its commonest other word (see english.toml).
ASKED_TIME_WORDS = frozenset(_ENGLISH["asked_time_words"])
# A currency's symbols, names and codes ("$", "euros", "usd"): what makes a figure an amount of money.
CURRENCY_WORDS = frozenset(_ENGLISH["currency_words"])
_UNIT_WORD = re.compile(r"[$€£¥]|[A-Za-z]+")


def unit_words(text: str) -> set[str]:
    """The lower-case words and currency symbols of a value or a unit line ("$ 1,330" -> {"$"},
    "(in thousands of EUR)" -> {"in", "thousands", "of", "eur"}), to meet with :data:`CURRENCY_WORDS`."""
    return {w.lower() for w in _UNIT_WORD.findall(text)}


ANTONYMS: dict[str, frozenset[str]] = {}
for _a, _b in _ENGLISH["antonyms"]:
    ANTONYMS[_a] = ANTONYMS.get(_a, frozenset()) | {_b}
    ANTONYMS[_b] = ANTONYMS.get(_b, frozenset()) | {_a}


_NEGATING_PREFIXES = ("non-", "non", "un")  # "nonvested", "non-current", "unpaid"
_MIN_PREFIXED = 4  # letters a word needs to take a negating prefix ("unit" is no "un" + "it")


@lru_cache(maxsize=16_384)
def opposites(word: str) -> frozenset[str]:
    """The words that say the opposite of lower-case ``word``: its antonyms, the word with a
    negating prefix ("vested" -> "nonvested", "non-vested", "unvested"), and for a word with "non"
    the word without it ("non-current" -> "current")."""
    found = set(ANTONYMS.get(word, frozenset()))
    negated = next(
        (p for p in _NEGATING_PREFIXES[:2] if word.startswith(p) and len(word) - len(p) >= _MIN_PREFIXED), ""
    )
    if negated:
        found.add(word[len(negated) :])
    elif len(word) >= _MIN_PREFIXED and word.isalpha():
        found.update(prefix + word for prefix in _NEGATING_PREFIXES)
    return frozenset(found)


def says_opposite(words: Iterable[Token], said: Sequence[Token]) -> bool:
    """Whether a text (its words ``said``) says the opposite of one of ``words`` that it does not
    also say in some form: "first" for "last", "expenditure" for "income", "nonvested" for
    "vested" (but not "unrecognized ... expect to recognize" for "recognized")."""
    lowers = {t.lower for t in said}
    # The stems are read only once an opposite is found (rarely): this runs for every candidate. A
    # word of the same sense says it too ("ends" for "finish" beside "starts"). An opposite the
    # question says too still counts: "Internal valuation %: 77%" is half of "What was the leasehold
    # external and internal valuation?".
    return any(
        word.lower not in lowers
        and lowers & opposites(word.lower)
        and all(t.stem != word.stem for t in said)
        and not _same_sense_said(word.lower, lowers)
        for word in words
    )


def _same_sense_said(lower: str, said: set[str]) -> bool:
    group = change_sense(lower)
    return group is not None and any(change_sense(w) == group for w in said)


# Irregular verb forms, each to its base: "How long do you keep ...?" is answered by "... are kept for".
IRREGULAR_BASE: dict[str, str] = {
    form: base for base, forms in _ENGLISH["irregular_verbs"].items() if " " not in base for form in forms
}
IRREGULAR_WORDS = frozenset(IRREGULAR_BASE) | frozenset(IRREGULAR_BASE.values())


def past_form(lower: str) -> bool:
    """Whether a lower-case word is a verb's past or past participle: "-ed" ("opened", "charged")
    or an irregular form ("paid", "began"; english.toml irregular_verbs, none of them its own base)."""
    return lower.endswith("ed") or lower in IRREGULAR_BASE


# Words that frame a question rather than name its subject.
QUESTION_FRAME = frozenset(_ENGLISH["question_frame"])
PRONOUNS = frozenset(_ENGLISH["pronouns"])
BASIS_PARTICIPLES = frozenset(_ENGLISH["basis_participles"])
PLACE_PREPOSITIONS = frozenset(_ENGLISH["place_prepositions"])  # "founded in Savannah": a place follows
DOCUMENT_NOUNS = frozenset(_ENGLISH["document_nouns"])
READER_ACTIONS = frozenset(_ENGLISH["reader_action_frames"])  # frames the reader does: "How do I report ...?"
READERS = frozenset({"i", "we"})  # who does them: "I" or "we" before one of them
AUTHOR_NOUNS = frozenset(_ENGLISH["author_nouns"])  # "the company": the documents' own organisation
AUTHOR_DETERMINERS = frozenset(_ENGLISH["author_determiners"])  # "the", "our" ... before one of them
REFERRING_DETERMINERS = frozenset(_ENGLISH["referring_determiners"])  # "The training" refers back
REFERRING_PRONOUNS = frozenset(_ENGLISH["referring_pronouns"])  # "It does not cover ..." refers back
QUESTION_WORDS = frozenset(_ENGLISH["question_words"])  # "what", "which", "who" ... "how"
SUBJECT_ASKING_WORDS = frozenset(_ENGLISH["subject_asking_words"])  # "who", "which" before the verb asked of
DOCUMENT_KIND_NOUNS = frozenset(_ENGLISH["document_kind_nouns"])  # "policy", "handbook", "terms" ...
ROLE_NOUNS = frozenset(_ENGLISH["role_nouns"])
ROLE_TIME_WORDS = frozenset(_ENGLISH["role_time_words"])


# "little or no storage" does not negate a statement; "was not founded" does.
VERBAL_NEGATIONS = frozenset(_ENGLISH["negations"])


def negates(lower: str) -> bool:
    """True for a lower-case word that negates its verb: "not", "never", "cannot", "didn't"."""
    return lower in VERBAL_NEGATIONS or lower.endswith("n't")


NEGATIVE_STATES = frozenset(_ENGLISH["negative_states"])


def emphatic_after(previous: str, lower: str) -> bool:
    """Whether ``lower`` only stresses the possessive ``previous`` before it ("my own", "their own";
    english.toml ``emphatic_after_possessive``): no word of its own."""
    return lower in EMPHATIC_AFTER_POSSESSIVE and previous in POSSESSIVE_DETERMINERS


def says_not(lower: str) -> bool:
    """True for a word that negates (:func:`negates`) or says "not" of a state itself ("unhappy", "unable")."""
    return negates(lower) or lower in NEGATIVE_STATES


_PERIODS = datafiles.load("periods")
MONTHS = list(_PERIODS["months"])  # full names, then abbreviations
MONTH_SET = frozenset(MONTHS)  # every way a date writes a month, lower case ("january", "jan", "sept")
MONTH_NAMES = frozenset(MONTHS[:12])  # "january" ... "december", no abbreviation ("Jan" is also a name)
WEEK = tuple(_PERIODS["weekdays"])  # Monday first, in order
WEEKDAYS = frozenset(WEEK)
DOCUMENT_PARTS = frozenset(_ENGLISH["document_parts"])

_WORD = re.compile(r"[^\W_]+(?:['’.\-][^\W_]+)*", re.UNICODE)
_NUMBER = re.compile(
    r"(?<![\w.])(?:[$€£¥]\s?)?\(?-?\d{1,3}(?:,\d{3})+(?:\.\d+)?\)?%?|(?<![\w.])(?:[$€£¥]\s?)?-?\d+(?:\.\d+)?%?"
)
# Any numeral, also glued to letters ("FY2023"), for checking that numbers are quoted.
_NUMERAL = re.compile(r"[-+]?\$?€?£?\d[\d,]*(?:\.\d+)?%?")
_YEAR = re.compile(r"\b(1[5-9]\d\d|20\d\d)s?\b")
_FISCAL = re.compile(r"\b(?:fy|ye|q[1-4])'?\s?(\d{2,4})\b", re.IGNORECASE)
_SCALES = dict(_ENGLISH["scales"])
NUMBER_WORDS = dict(_ENGLISH["number_words"])


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


# "bus", "buses" and "busses" all stem as "bus" (english.toml s_singulars: Porter cuts "bus" to "bu").
_S_SINGULARS = {form: word for word in _ENGLISH["s_singulars"] for form in (word, f"{word}es", f"{word}ses")}
# "pensioner" and "pensioners" stem as "pensioner", not as "pension" (english.toml er_persons).
ER_PERSONS = {form: word for word in _ENGLISH["er_persons"] for form in (word, f"{word}s")}
_KEPT = _S_SINGULARS | ER_PERSONS | _ENGLISH["plain_verb_forms"]  # "added" as "add" (english.toml)
# "women" stems as "woman", "teeth" as "tooth" (english.toml irregular_plurals).
_SINGULAR: dict[str, str] = _ENGLISH["irregular_plurals"]
_COMPOUND_HEADS = frozenset(_ENGLISH["compound_heads"])


def compounds(word: str, other: str) -> bool:
    """Whether one lower-case word is the other with a noun after it that makes a compound
    ("coursework" of "course", "shareholders" of "share"; english.toml compound_heads)."""
    short, long = sorted((word, other), key=len)
    return long.startswith(short) and long[len(short) :] in _COMPOUND_HEADS


@lru_cache(maxsize=200_000)
def stem(word: str) -> str:
    """Porter stem of a lower-cased word (cached); a noun whose singular ends in "s" stems as that
    singular, its plural too; a person named in "-er" whom Porter would make another word
    ("pensioners") stems as that person; an irregular plural as its singular ("women" as "woman"), a
    verb Porter cuts to another word as the verb ("added" as "add", not the "ad" of "ads")."""
    return _KEPT.get(word) or _stemmer().stem(_SINGULAR.get(word, word))


@lru_cache(maxsize=1)
def _change_groups() -> dict[str, int]:
    groups = [*_ENGLISH["same_change"], *_ENGLISH["same_sense"]]
    return {stem(word): i for i, group in enumerate(groups) for word in group}


def change_sense(lower: str) -> int | None:
    """Which group of verbs of the same change or words of the same sense (english.toml
    ``same_change``, ``same_sense``) a lower-case word is in, through its base form ("rose" is
    "rise", "grew" is "grow", "largest" is "biggest"); None when none."""
    return _change_groups().get(stem(IRREGULAR_BASE.get(lower, lower)))


@lru_cache(maxsize=1)
def _either_way_groups() -> dict[str, int]:
    return {word: i for i, group in enumerate(_ENGLISH["either_way"]) for word in group}


def either_way(lower: str) -> int | None:
    """Which group of words a yes/no question asks by (english.toml ``either_way``: "allowed" /
    "prohibited", "need" / "require") a lower-case word is in, as written (the noun "permit" is
    none); None when none."""
    return _either_way_groups().get(lower)


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


@lru_cache(maxsize=4096)
def name_stems(file_name: str) -> frozenset[str]:
    """The word stems of a file's name without its extension ("wrenhollow_food_safety_policy.md" ->
    wrenhollow, food, safety, polic...): what the name says the document is about. A hyphen
    parts its words as an underscore does ("wexford_high_school_policy-travel.md": travel)."""
    return frozenset(t.stem for t in tokens(file_name.rsplit(".", 1)[0].replace("_", " ").replace("-", " ")))


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
        # Most words are letters only, and those are never letters glued to digits: checking only the
        # others, and building a Token from its fields in order, tokenise a chunk ~25% faster.
        glued = None if word.isalpha() else _LETTERS_DIGITS.fullmatch(word)
        for part in [g for g in glued.groups() if g] if glued else (word,):
            lower = part.lower().replace("’", "'")
            end = start + len(part)
            out.append(Token(part, lower, stem(lower.rstrip(".")), start, end, part[:1].isupper()))
            start = end
    return tuple(out)


def years(text: str) -> set[str]:
    """Four-digit years mentioned (1500-2099), also from FY2023 / Q2'23 forms; "2024-25" is 2025."""
    return set(_years(text))


@lru_cache(maxsize=65_536)  # a question checks the same sentences' and rows' years several times
def _years(text: str) -> frozenset[str]:
    found = set(_YEAR.findall(one_year_each(text)))  # "2024-25" is the year that ends in 2025
    for match in _FISCAL.finditer(text):
        value = match.group(1)
        found.add(value if len(value) == 4 else "20" + value)
    return frozenset(found)


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
    return list(_quantities(text))


@lru_cache(maxsize=65_536)  # read for every candidate of every question: sentences and rows repeat
def _quantities(text: str) -> tuple[Quantity, ...]:
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
        # "3m" glued is three metres, but "£412.3m" is money in millions.
        glued = rest[:1] != " " and not raw.lstrip("(").startswith(("$", "€", "£", "¥"))
        if after and after[0].lower() in _SCALES and not (after[0].lower() in {"m", "b"} and glued):
            scale = _SCALES[after[0].lower()]
            unit = after[1].lower() if len(after) > 1 else ""
        elif after:
            unit = after[0].lower()
        if raw.endswith("%"):
            unit = "%"
        elif unit == "percent" or (unit == "per" and [w.lower() for w in after[1:2]] == ["cent"]):
            unit = "%"  # "12 per cent"; "$0.92 per share" is money
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
    return tuple(out)


def idf(doc_freq: int, total_docs: int) -> float:
    """Smoothed inverse document frequency (BM25 form, never negative)."""
    return math.log(1.0 + (total_docs - doc_freq + 0.5) / (doc_freq + 0.5))
