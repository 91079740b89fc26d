"""The question's words a text carries in another written form: joined or parted by a hyphen
("third party" and "third-party", "opt-out" and "opt out", "email" and "e-mail"), written as one
word ("breaks down" and "breakdown", "work place" and "workplace"), a span's noun as its adjective
("a month" and "monthly"), a holiday as its date ("Christmas Day", "25 December"), an acronym and
the words it stands for (:mod:`rag_core.text.acronyms`), a range holding the asked number, a sum
of money (or "for free") for the verb asking a price ("How much does it cost?"), "weekdays" as
"Monday-Friday", and a "reference number" as the identifier after "reference"."""

from __future__ import annotations

import re
from collections.abc import Sequence

from rag_core import datafiles
from rag_core.text.acronyms import carried_by_acronym
from rag_core.text.hyphens import carried_by_hyphen
from rag_core.text.phrases import carried_by_phrase
from rag_core.text.word_states import carried_by_state
from rag_core.text.lexicon import CURRENCY_WORDS, NUMBER_WORDS, STOPWORDS, WEEKDAYS, Token, stem

_WORDS = datafiles.load("english")


# What another written form needs in a text: a hyphen inside a word, or two capitals.
_MARKS = re.compile(r"\w-\w|[A-Z]{2}")


# A range of small whole numbers: "Years 7 to 9", "aged 11-18", "between 14 and 16" (not times, sums,
# decimals or the groups of a phone number).
_RANGE = re.compile(
    r"(?<![\d.,:\u00a3$\u20ac-])(?:between\s+)?(\d{1,3})\s*(?:to|and|\u2013|\u2014|-)\s*(\d{1,3})(?![\d.,:%-])", re.I
)


def carried_by_range(question: Sequence[Token], raw: str) -> set[str]:
    """Stems of the question's small whole numbers that a range in ``raw`` holds: "Can Year 8
    students leave the site?" and "Students in Years 7 to 9 are not allowed to leave the site"."""
    asked = {int(w.text): w.stem for w in question if w.text.isdigit() and len(w.text) <= 3}
    if not asked or not any(ch.isdigit() for ch in raw):
        return set()
    found = set()
    for match in _RANGE.finditer(raw):
        low, high = int(match.group(1)), int(match.group(2))
        if "and" in match.group(0).lower() and not match.group(0).lower().startswith("between"):
            continue  # "7 and 9" names two, not those between
        found |= {s for n, s in asked.items() if low < n < high}
    return found


# "How much does a name change cost?", "How much does it cost to take skis?", "How much do you charge
# for ...?": the verb asks a price (not "How much did the cost of sales rise?").
_HOW_MUCH_AUXILIARIES = frozenset({"does", "do", "did", "will", "would", "should", "could", "can", "might"})
_PRICE_VERBS = frozenset({"cost", "costs", "charge", "charges"})
# A yes/no question whether something is paid for ("Do I have to pay for my uniform?", "Do visitors pay for parking?").
_WHETHER_AUXILIARIES = frozenset({"do", "does", "will", "is", "are", "must", "should", "can"})
_WHETHER_PRICE_VERBS = _PRICE_VERBS | {"pay", "paid", "charged"}
_CURRENCY_SIGN = re.compile(r"[$\u20ac\u00a3\u00a5]")
# A price of nothing said of the thing itself: "can join the library for free", "free of charge",
# "Scanning is free", "at no extra charge"; not "free wifi" or "toll-free" (a thing's kind, not its price).
_FREE = re.compile(
    r"\b(?:for\s+free|free\s+of\s+charge|(?:is|are|be|it's)\s+(?:completely\s+|always\s+)?free\b(?!\s*-)|"
    r"at\s+no\s+(?:extra\s+|additional\s+)?(?:charge|cost)|no\s+(?:charge|fee)s?\b|without\s+charge)",
    re.IGNORECASE,
)
_PRICE_WORDS = _PRICE_VERBS | frozenset(_WORDS["price_nouns"])


def free_of_charge(question: Sequence[Token], raw: str) -> str:
    """The words ``raw`` says a price of nothing in ("free", "no charge"), when the question asks
    how much something costs ("How much does it cost to join the library?" of "... can join the
    library for free"); "" otherwise."""
    low = [t.lower for t in question]
    if low[:2] != ["how", "much"] or not _PRICE_WORDS & set(low):
        return ""
    found = _FREE.search(raw)
    return found.group() if found else ""


def carried_by_price(question: Sequence[Token], text: Sequence[Token], raw: str) -> set[str]:
    """The stem of the verb a how-much question asks a price with, when ``raw`` (the words
    ``text``) gives a sum of money: "Row 4: Name change | Online fee (GBP): 40" carries the "cost"
    of "How much does a name change cost?", as "£45" does in "Golf bags ... can be checked in for
    £45", and "for free" or "at no charge" does ("... can join the library for free"); so for a
    yes/no question whether something is paid for ("Do I have to pay for my uniform?": "Uniform is
    provided free of charge"); nothing for other questions, a text without a currency or one that
    says none of the question's other words."""
    if len(question) < 4:
        return set()
    if question[0].lower in _WHETHER_AUXILIARIES:
        # "Do I have to pay for my uniform?": "Uniform is provided free of charge", "Parking costs £2.50"
        verbs = {w.stem for w in question[1:] if w.lower in _WHETHER_PRICE_VERBS}
    elif (question[0].lower, question[1].lower) != ("how", "much") or question[2].lower not in _HOW_MUCH_AUXILIARIES:
        return set()
    else:
        verbs = {
            w.stem
            for index, w in enumerate(question[3:], start=3)
            if w.lower in _PRICE_VERBS and (index + 1 == len(question) or question[index + 1].lower != "of")
        }
    if not verbs or not (
        _CURRENCY_SIGN.search(raw) or any(t.lower in CURRENCY_WORDS for t in text) or _FREE.search(raw)
    ):
        return set()
    # ... of the thing asked about: "Revenue was £4.8 million" carries no price of home delivery.
    priced = {w.stem for w in question[3:] if w.lower.isalpha() and w.lower not in STOPWORDS | _PRICE_VERBS}
    return verbs if not priced or priced & {t.stem for t in text} else set()


_MIN_COMPOUND = 6  # letters of a word written as two (see carried_by_compound)


def carried_by_compound(question: Sequence[Token], text: Sequence[Token]) -> set[str]:
    """Stems of ``question``'s words that ``text`` writes as one word, or one word it writes as
    two: "breaks down" and "breakdown", "work place" and "workplace", "pick up" and "pickup". The
    first of two words is no stop word ("in to" is no "into"), the word at least six letters ("log
    in" is not read as "login")."""
    words = {form for t in text if t.lower.isalpha() for form in (t.lower, t.stem)}  # "breakdowns": "breakdown"
    found: set[str] = set()
    for first, second in zip(question, question[1:]):
        if first.lower in STOPWORDS or not (first.lower.isalpha() and second.lower.isalpha()):
            continue
        joined = {first.lower + second.lower, first.stem + second.lower}
        if any(len(j) >= _MIN_COMPOUND and j in words for j in joined):
            found |= {first.stem, second.stem}
    pairs = {a.lower + b.lower for a, b in zip(text, text[1:]) if a.lower not in STOPWORDS}
    found |= {w.stem for w in question if len(w.lower) >= _MIN_COMPOUND and w.lower in pairs}
    return found


_RATES = {noun: frozenset(forms) for noun, forms in datafiles.load("english")["rate_adjectives"].items()}
_RATE_WORDS = {form: noun for noun, forms in _RATES.items() for form in forms}
RATE_ADJECTIVES = frozenset(_RATE_WORDS)  # "daily", "monthly", "annual", ...
RATE_BEFORE = frozenset({"a", "an", "per", "each", "every"})  # "a month", "per year"
_RATE_QUALIFIERS = frozenset(datafiles.load("english")["rate_qualifiers"])  # "per calendar month"


def _rates(toks: Sequence[Token]) -> dict[str, str]:
    """The spans ``toks`` names as a rate, stem -> the span's noun: a noun after "a", "per", "each"
    ("a month", "per year", "per calendar month"; not "How many days"), or an adjective ("monthly",
    "annual")."""
    found: dict[str, str] = {}
    for index, t in enumerate(toks):
        before = index - 1 - int(index > 1 and toks[index - 1].lower in _RATE_QUALIFIERS)
        if t.lower in _RATES and index and toks[before].lower in RATE_BEFORE:
            found[t.stem] = t.lower
        elif t.lower in _RATE_WORDS:
            found[t.stem] = _RATE_WORDS[t.lower]
    return found


def carried_by_rate(question: Sequence[Token], text: Sequence[Token]) -> set[str]:
    """Stems of the rates ``question`` names that ``text`` names in the other form: "a month" and
    "Monthly (GBP)", "an annual fee" and "GBP 50 a year"; not "How many vacation days" and "the
    daily operation"."""
    said = set(_rates(text).values())
    return {s for s, noun in _rates(question).items() if noun in said}


def names_other_rate(question: Sequence[Token], text: Sequence[Token]) -> bool:
    """Whether ``text`` names a rate and none that ``question`` asks by: "up to £1,000 a year" for
    "How much does it cost per month?" ("in the 12 months before" names no rate)."""
    asked = set(_rates(question).values())
    said = set(_rates(text).values())
    return bool(asked) and bool(said) and not asked & said


def rate_forms(noun: str) -> frozenset[str]:
    """The stems of a span's noun and its adjectives ("month": "month", "monthli"; none for a word
    that names no span)."""
    return frozenset(stem(form) for form in {noun, *_RATES[noun]}) if noun in _RATES else frozenset()


def rate_stems(question: Sequence[Token]) -> frozenset[str]:
    """The stems of every form of the rates ``question`` names ("a month": "month", "monthli"),
    for a table's header written in either."""
    return frozenset().union(*(rate_forms(noun) for noun in set(_rates(question).values())))


_HOLIDAYS = {name: tuple(date) for name, date in datafiles.load("english")["holiday_dates"].items()}


def carried_by_holiday(question: Sequence[Token], text: Sequence[Token]) -> set[str]:
    """Stems of a holiday's name in ``question`` that ``text`` says as its date: "Christmas Day"
    and "25 and 26 December", "December 25"."""
    asked = " ".join(t.lower for t in question)
    words = {t.lower for t in text}
    found: set[str] = set()
    for name, (day, month) in _HOLIDAYS.items():
        if name in asked and day in words and (month in words or month[:3] in words):
            found |= {t.stem for t in question if t.lower in name.split()}
    return found


# The days a word of the week names ("weekdays" are Monday to Friday, "weekends" Saturday and Sunday),
# each as the two days whose names, full or short, a text says them by ("Monday-Friday", "Sat & Sun").
_WEEK_PARTS = {
    "weekday": ("monday", "friday"),
    "weekdays": ("monday", "friday"),
    "weekend": ("saturday", "sunday"),
    "weekends": ("saturday", "sunday"),
}


def _day_range(first: str, last: str) -> re.Pattern[str]:
    """ "Monday-Friday", "Mon to Fri", "Mondays to Fridays", "Monday – Friday" (for the weekend,
    "Saturday and Sunday" too: the two days are the whole of it)."""
    joins = (
        r"\s*(?:-|\u2013|\u2014|/|to|through|thru|until|and|&)\s*"
        if first == "saturday"
        else r"\s*(?:-|\u2013|\u2014|to|through|thru|until)\s*"
    )
    return re.compile(rf"\b(?:{first}|{first[:3]})s?\.?{joins}(?:{last}|{last[:3]})s?\b", re.IGNORECASE)


_WEEK_RANGES = {word: _day_range(*days) for word, days in _WEEK_PARTS.items()}


def carried_by_days(question: Sequence[Token], raw: str) -> set[str]:
    """Stems of "weekdays" or "weekends" in ``question`` that ``raw`` says as the range of their
    days: "Monday-Friday: 13:00-19:00" the weekdays' hours, "Sat-Sun" or "Saturday and Sunday" the
    weekend; not "Open Monday and Friday only". Any day, or both, by "seven days a week" or
    "every day" (not "daily": "We review accounts daily." says nothing of Sunday opening)."""
    ranged = {t.stem for t in question if t.lower in _WEEK_RANGES and _WEEK_RANGES[t.lower].search(raw)}
    # A day named by its part of the week: "Sunday" of "from 7:30am to 11am at weekends".
    ranged |= {t.stem for t in question if (day := t.lower.removesuffix("s")) in WEEKDAYS and _PART[day].search(raw)}
    days = {t.stem for t in question if t.lower in _WEEK_RANGES or t.lower.removesuffix("s") in WEEKDAYS}
    return ranged | days if days and _EVERY_DAY.search(raw) else ranged


_WEEKEND = re.compile(r"\bweekends?\b", re.I)
_WEEKDAY = re.compile(r"\bweek-?days?\b", re.I)
_PART = {day: _WEEKEND if day in ("saturday", "sunday") else _WEEKDAY for day in WEEKDAYS}


# Every day of the week at once: "open from 12:00 to 22:30, seven days a week" is open on Mondays.
_EVERY_DAY = re.compile(r"\b(?:(?:seven|7)\s+days\s+a\s+week|every\s+day(?:\s+of\s+the\s+week)?)\b", re.I)


# A range of times of day: "08:00 to 19:00", "9am-5pm", "from 09:00 until 13:00".
_TIME = r"\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|\d{1,2}[:.]\d{2}"
_TIME_RANGE = re.compile(rf"(?<![\d:.])(?:{_TIME})\s*(?:-|–|—|to|until|till)\s*(?:{_TIME})(?![\d:])", re.IGNORECASE)
_HOURS = frozenset({"hours", "hour", "times"})


def carried_by_times(question: Sequence[Token], raw: str) -> set[str]:
    """Stems of "hours" or "times" ("What are the opening hours?") that ``raw`` says as a range of
    times of day: "Our surgeries are open from 08:00 to 19:00 on weekdays", which also says when
    they close or finish; and of the verb of "When does the closing panel start?", which a time of
    day says ("16:00 | Session: Closing panel")."""
    ranged = _TIME_RANGE.search(raw)
    asked = {t.stem for t in question if t.lower in _HOURS}
    found = asked if asked and ranged else set()
    if ranged:  # "What time do you close?": "open ... from 8:30 to 17:30" says when it closes
        found |= {t.stem for t in question if t.lower in _ENDS}
    if question and question[0].lower == "when" and _CLOCK_TIME.search(raw):
        found |= {t.stem for t in question if t.lower in _STARTS}
    return found


_STARTS = frozenset({"start", "starts", "begin", "begins"})
_ENDS = frozenset({"close", "closes", "closing", "shut", "shuts", "finish", "finishes", "end", "ends"})
# a time of day, never "5.50%" or "Version 10.15"
_CLOCK_TIME = re.compile(r"(?<![\d:.])(?:\d{1,2}:\d{2}|\d{1,2}\s*(?:am|pm|a\.m\.|p\.m\.))(?![\d:])", re.IGNORECASE)


def week_stems(question: Sequence[Token]) -> frozenset[str]:
    """The stems a table's header says "weekdays" or "weekends" in the question by: "Monday-Friday",
    "Mon-Fri" (a range of its days, one word); for the weekend each of its two days ("Saturday",
    "Sunday": both are the weekend's). Empty when the question says neither."""
    found: set[str] = set()
    for t in question:
        if t.lower in _WEEK_PARTS:
            first, last = _WEEK_PARTS[t.lower]
            found |= {f"{first}-{last}", f"{first[:3]}-{last[:3]}"}
            if first == "saturday":
                found |= {first, last, first[:3], last[:3]}
    return frozenset(found)


_NUMBER_NOUNS = frozenset(_WORDS["identifier_nouns"])
# An identifier: letters and digits mixed ("ABC123"), parted by "/" or "-" ("26/NW/0142", "A-12"), or
# five digits or more ("1187654"); not a quantity, a percentage, a sum of money or a year.
_IDENTIFIER = re.compile(r"(?=[\w/-]*\d)(?:(?=[\w/-]*[A-Za-z])[\w/-]{2,}|[\w-]*[/-][\w/-]+|\d{5,})")


def carried_by_identifier(question: Sequence[Token], raw: str) -> set[str]:
    """The stem of "number" (or "code", "ID") in the question's "reference number", "charity
    number", when ``raw`` gives that word followed by an identifier: "(reference 26/NW/0142)",
    "Registered charity 1187654" say the number without the word; "a discount of 20%" is no code."""
    found: set[str] = set()
    for before, noun in zip(question, question[1:], strict=False):
        if noun.lower not in _NUMBER_NOUNS or not before.lower.isalpha() or before.lower in STOPWORDS:
            continue
        after = re.finditer(
            rf"\b{re.escape(before.lower)}(?:s|es)?\b[\s:#]*(?:no\.?\s*|number\s*)?(\S+)", raw, re.IGNORECASE
        )
        if any(_IDENTIFIER.fullmatch(m.group(1).rstrip(".,;:)]")) for m in after):
            found.add(noun.stem)
    return found


# Counts a question may write in words and a text in figures ("nine seats", "Seats: 9"): two to
# twenty ("one" is also a pronoun, "second" a unit, ordinals rank).
_SMALL_COUNTS = {
    word: str(int(value))
    for word, value in NUMBER_WORDS.items()
    if 2 <= value <= 20 and not word.endswith("th") and word not in ("second", "third", "dozen")
}


def carried_by_count(question: Sequence[Token], text: Sequence[Token]) -> set[str]:
    """Stems of ``question``'s small counts written in words that ``text`` gives in figures beside
    the noun they count: "Which car has nine seats?" of "Seats: 9" (not the "9" of "Row 9", nor "£2"
    for "two people"). Not the other way: a question's "2% per year" is no "less than two percent"
    (a figure asked is matched as written)."""
    found = set()
    for index, word in enumerate(question[:-1]):
        figure = _SMALL_COUNTS.get(word.lower)
        if figure is None:
            continue
        noun = question[index + 1].stem
        for at, token in enumerate(text):
            if token.lower == figure and any(t.stem == noun for t in text[max(0, at - _NEAR) : at + _NEAR + 1]):
                found.add(word.stem)
    return found


_NEAR = 3  # words between a figure and the noun it counts ("Seats: 9", "9 seats", "9 leather seats")


def carried_in_other_form(question: Sequence[Token], text: Sequence[Token], raw: str) -> set[str]:
    """Stems of ``question``'s words that ``text`` (the words of ``raw``) carries only in another
    written form (a hyphen, an acronym, a range holding its number, a sum of money for the verb
    asking a price, one word written as two or two as one, a span's noun as its adjective, a
    holiday's date, "member" as "membership", the days of "weekdays", "hours" as a range of times, the identifier of a
    "reference number", a phrase saying it: "in advance" for "notice"); a word the text has as the
    question writes it is the caller's to find. A text and a question with no hyphen, two
    capitals or number (most sentences) are passed over at once, but for compounds."""
    ranged = (
        carried_by_range(question, raw)
        | carried_by_price(question, text, raw)
        | carried_by_compound(question, text)
        | carried_by_rate(question, text)
        | carried_by_holiday(question, text)
        | carried_by_days(question, raw)
        | carried_by_times(question, raw)
        | carried_by_identifier(question, raw)
        | carried_by_phrase(question, raw)
        | carried_by_count(question, text)
        | carried_by_state(question, text)
    )
    asks_hyphen = any("-" in w.text for w in question)
    if not _MARKS.search(raw) and not asks_hyphen and not any(_MARKS.search(w.text) for w in question):
        return ranged
    hyphens = asks_hyphen or "-" in raw
    return ranged | (carried_by_hyphen(question, text) if hyphens else set()) | carried_by_acronym(question, text, raw)
