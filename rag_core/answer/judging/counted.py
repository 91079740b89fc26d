"""What a how-many question counts and where a sentence or a table row counts it: the counted
word and phrase, the row cell headed by it, and a number word that counts something else
(read by :func:`rag_core.answer.judging.extract.answer_value`)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from rag_core.answer.candidate import QuestionTerms
from rag_core.text.lexicon import CURRENCY_WORDS, STOPWORDS, Token, stem, tokens

__all__ = [
    "counted",
    "counted_cell",
    "in_money_cell",
    "counts_a_group",
    "counts_another",
    "counts_directly",
    "counts_after",
    "counts_unit",
    "is_ordinal",
    "money_header",
    "standing",
]


def counted(terms: QuestionTerms) -> str:
    """The stem of the word a how-many question counts ("How many hotels ...?": "hotel"), or ""."""
    at = _after_how_many(terms)
    return terms.tokens[at].stem if at < len(terms.tokens) and terms.tokens[at].lower not in STOPWORDS else ""


def counts_directly(text: str, value: str, terms: QuestionTerms) -> bool:
    """Whether ``value`` counts, in ``text``, the very thing a how-many question asks: the counted
    phrase's head noun (see :func:`_head`) within three words after it, the value standing as a
    figure of its own ("runs six gyms", "grew to 9,400 members", "39 elected councillors"; not the
    "1" of "11 gyms", nor "our 6th gym"), not a count of something else ("open 24 hours a day",
    "3 new gyms, and 1,850 new members" for new members); never a length of time."""
    asked = _counted_words(terms)
    if not value or not asked or asked & _UNIT_KINDS.keys():
        return False  # "Over how many years will it be amortized?" asks a length of time, no count of things
    head = _head(terms)
    return any(counts_after(text, end, head) for _, end in standing(text, value))


def counts_after(text: str, end: int, noun: str) -> bool:
    """Whether the noun ``noun`` (a stem) stands within three words after the figure ending at
    ``end``: the figure counts it ("90,000 full-time employees", "412,000 shares")."""
    return any(t.stem == noun for t in tokens(text[end : end + 40])[:3])


def standing(text: str, value: str) -> list[tuple[int, int]]:
    """Where ``value`` stands in ``text`` as a figure or word of its own (not the "1" of "11", the
    "6" of "6th" or of "6.5")."""
    return [m.span() for m in re.finditer(rf"(?<![\w.,]){re.escape(value)}(?![\w]|[.,]\d)", text)] if value else []


def _head(terms: QuestionTerms) -> str:
    """The stem of the noun a how-many question counts: of its counted phrase, the last plural
    ("How many new members joined?": "member"; "electric trucks": "truck"), else its first word
    ("How many people work ...?": "people")."""
    phrase = _counted_phrase(terms)
    plurals = [t for t in phrase if t.lower.endswith("s") and not t.lower.endswith("ss")]
    return plurals[-1].stem if plurals else (phrase[0].stem if phrase else "")


def _after_how_many(terms: QuestionTerms) -> int:
    """The index of the question's word after "how many" (its length when it has none): "How many
    of the ...?" counts nothing it names."""
    low = [t.lower for t in terms.tokens]
    return next((i + 2 for i, pair in enumerate(zip(low, low[1:])) if pair == ("how", "many")), len(low))


def _counted_words(terms: QuestionTerms) -> frozenset[str]:
    """The stems of the words a how-many question counts by ("How many electric trucks does ...?":
    "electric", "truck"), up to its first stopword; empty when none."""
    return frozenset(t.stem for t in _counted_phrase(terms))


def _counted_phrase(terms: QuestionTerms) -> list[Token]:
    """The words after "how many", up to three and up to the first stopword."""
    at = _after_how_many(terms)
    phrase: list[Token] = []
    for token in terms.tokens[at : at + 3]:
        if token.lower in STOPWORDS:
            break
        phrase.append(token)
    return phrase


def counted_cell(text: str, word: str) -> tuple[int, int] | None:
    """Where the value of a table row's cell headed by the counted ``word`` (a stem) alone stands ("Staff: 41"
    in "Cardiff | Staff turnover: 12% | Staff: 41"), or None when no header is it (a sentence, a
    row whose label names it, "Staff costs: ...")."""
    if not word or " | " not in text:
        return None
    start = 0
    for cell in text.split(" | "):
        header, colon, _ = cell.partition(": ")
        words = [t.stem for t in tokens(header) if t.lower not in STOPWORDS]
        if colon and words == [word]:
            return start + len(header) + len(colon), start + len(cell)
        start += len(cell) + len(" | ")
    return None


def in_money_cell(text: str, start: int) -> bool:
    """Whether the figure at ``start`` stands in a table row's cell whose header names a currency
    ("Private (GBP): 70", "Fee ($): 12"): a sum of money, no count of the row's thing ("How many
    hygienists ...?" of "Hygienist clean | Private (GBP): 70")."""
    if " | " not in text:
        return False
    cell_start = text.rfind(" | ", 0, start)
    header, colon, _ = text[cell_start + 3 if cell_start >= 0 else 0 : start].rpartition(": ")
    return bool(colon) and money_header(header)


def money_header(header: str) -> bool:
    """Whether a column's header names a currency ("Private (GBP)", "Fee ($)")."""
    return any(t.lower in CURRENCY_WORDS for t in tokens(header.replace("(", " ").replace(")", " ")))


_ORDINALS = frozenset({"first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"})


def is_ordinal(word: str) -> bool:
    """Whether a number word ranks rather than counts ("our sixth gym")."""
    return word.lower() in _ORDINALS


_UNIT = re.compile(
    r"\s*(?:(?:calendar|business|working|clear)\s+)?(minutes?|hours?|days?|weeks?|months?|years?|metres?|meters?|"
    r"kilomet(?:re|er)s?|km|miles?|kg|kilograms?|litres?|liters?|tonnes?|tons?|feet|foot|inches|inch|acres?|"
    r"hectares?)\b",
    re.IGNORECASE,
)
# What each unit's stem measures: a count in one unit of a kind is one in another ("5 weeks of annual
# leave" for "How many days of annual leave ...?").
_UNIT_KINDS = {
    **dict.fromkeys(("minut", "hour", "day", "week", "month", "year"), "time"),
    **dict.fromkeys(("metr", "meter", "kilometr", "kilomet", "km", "mile", "feet", "foot", "inch"), "length"),
    **dict.fromkeys(("kg", "kilogram", "tonn", "ton"), "weight"),
    **dict.fromkeys(("litr", "liter"), "volume"),
    **dict.fromkeys(("acr", "hectar"), "area"),
}
# "junior membership (under 18)", "children aged 5", "under the age of 18": an age, no count.
_AGE_BEFORE = re.compile(r"(?:\baged?|\bages|\bage\s+of|\(\s*(?:under|over))\s+$", re.IGNORECASE)
_MAX_AGE = 120


def counts_unit(text: str, start: int, end: int, terms: QuestionTerms) -> bool:
    """Whether the figure at ``text[start:end]`` is a length of time, a distance, a weight or an age
    while a how-many question counts something else: "open 24 hours a day" gives no number of gyms,
    "a swim test of 50 metres" and "(under 18)" no number of members; "How many vacation days ...?"
    is counted in days, or weeks."""
    asked = _counted_words(terms)
    if not asked:
        return False
    unit = _UNIT.match(text, end)
    if unit is not None:
        kind = _UNIT_KINDS.get(stem(unit.group(1).lower()))
        return kind not in {_UNIT_KINDS.get(word) for word in asked}
    figure = text[start:end].replace(",", "")
    aged = _AGE_BEFORE.search(text, max(0, start - 12), start)
    return bool(aged) and figure.isdigit() and int(figure) <= _MAX_AGE


# A body whose own members a count after "of" gives: "a committee of eight elected members".
_BODY_OF = re.compile(r"\b(committee|board|panel|council|jury|delegation|working\s+party)\s+of\s+$", re.IGNORECASE)
_MEMBERS = "member"


def counts_a_group(text: str, start: int, end: int, terms: QuestionTerms) -> bool:
    """Whether the count at ``text[start:end]`` gives the members of a body the question does not
    ask about: "The club is run by a committee of eight elected members" for "How many members does
    the club have?" ("How many members does the committee have?" asks it). Only members, who are
    the body's own ("governed by a board of nine trustees" counts the trustees), and only a body of
    them ("a group of 250 members" is the club's)."""
    if _MEMBERS not in _counted_words(terms):
        return False
    if not any(t.stem == _MEMBERS for t in tokens(text[end : end + 40])[:3]):
        return False
    body = _BODY_OF.search(text, max(0, start - 30), start)
    return body is not None and stem(body.group(1).split()[-1].lower()) not in {t.stem for t in terms.tokens}


def counts_another(text: str, said: Sequence[Token], at: int, terms: QuestionTerms) -> bool:
    """Whether the number word at ``at`` counts nothing a how-many question asks: an ordinal ("their
    first shift"), or a number before another word, with no word of the counted phrase in its noun
    phrase (up to the clause's end or a preposition): "Volunteers ... give at least one four-hour
    shift" for "How many volunteers ...?", "every two years by the board of trustees"; "three wholly
    owned operating subsidiaries" counts them."""
    if is_ordinal(said[at].text) or counts_a_group(text, said[at].start, said[at].end, terms):
        return True
    asked = _counted_words(terms)
    end = _CLAUSE_END.search(text, said[at].end)
    clause = []
    for t in said[at + 1 :]:  # its noun phrase: up to the clause's end or a preposition ("two years by the board")
        if (end is not None and t.start >= end.start()) or t.lower in _PHRASE_BREAKS:
            break
        clause.append(t)
    if not asked or not clause or any(t.stem in asked for t in clause):
        return False
    return clause[0].lower.replace("-", "").isalpha()  # "one four-hour shift": a hyphened word is a word too


_PHRASE_BREAKS = frozenset(
    {"by", "of", "in", "for", "per", "at", "on", "from", "to", "with", "within", "over", "under", "after", "before"}
)
_CLAUSE_END = re.compile(r"[,;:.()]\s|[,;:()]|\.$")
