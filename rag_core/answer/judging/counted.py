"""What a how-many question counts and where a sentence or a table row counts it: the counted
word and phrase, the row cell headed by it, and a number word that counts something else
(read by :func:`rag_core.answer.judging.extract.answer_value`)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from rag_core.answer.candidate import QuestionTerms
from rag_core.text.lexicon import STOPWORDS, Token, stem, tokens

__all__ = [
    "counted",
    "counted_cell",
    "counts_a_group",
    "counts_another",
    "counts_directly",
    "counts_unit",
    "is_ordinal",
]


def counted(terms: QuestionTerms) -> str:
    """The stem of the word a how-many question counts ("How many hotels ...?": "hotel"), or ""."""
    at = _after_how_many(terms)
    return terms.tokens[at].stem if at < len(terms.tokens) and terms.tokens[at].lower not in STOPWORDS else ""


def counts_directly(text: str, value: str, terms: QuestionTerms) -> bool:
    """Whether ``value`` counts, in ``text``, the very thing a how-many question asks: a word of the
    counted phrase within three words after it ("runs six gyms", "grew to 9,400 members", "39 elected
    councillors"), not a count of something else ("open 24 hours a day"); never a length of time."""
    asked = _counted_words(terms)
    if asked & _TIME_UNITS:
        return False  # "Over how many years will it be amortized?" asks a length of time, no count of things
    at = text.find(value) if asked and value else -1
    while at >= 0:
        end = at + len(value)
        if any(t.stem in asked for t in tokens(text[end : end + 40])[:3]):
            return True
        at = text.find(value, end)
    return False


def _after_how_many(terms: QuestionTerms) -> int:
    """The index of the question's word after "how many" (its length when it has none): "How many
    of the ...?" counts nothing it names."""
    low = [t.lower for t in terms.tokens]
    return next((i + 2 for i, pair in enumerate(zip(low, low[1:])) if pair == ("how", "many")), len(low))


def _counted_words(terms: QuestionTerms) -> frozenset[str]:
    """The stems of the words a how-many question counts by ("How many electric trucks does ...?":
    "electric", "truck"), up to its first stopword; empty when none."""
    at = _after_how_many(terms)
    words = []
    for token in terms.tokens[at : at + 3]:
        if token.lower in STOPWORDS:
            break
        words.append(token.stem)
    return frozenset(words)


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


_ORDINALS = frozenset({"first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"})


def is_ordinal(word: str) -> bool:
    """Whether a number word ranks rather than counts ("our sixth gym")."""
    return word.lower() in _ORDINALS


_UNIT = re.compile(
    r"\s*(?:(?:calendar|business|working)\s+)?(minutes?|hours?|days?|weeks?|months?|years?|metres?|meters?|"
    r"kilomet(?:re|er)s?|km|miles?|kg|kilograms?|litres?|liters?|tonnes?|tons?|feet|foot|inches|inch|acres?|"
    r"hectares?)\b",
    re.IGNORECASE,
)
_TIME_UNITS = frozenset({"minut", "hour", "day", "week", "month", "year"})
# "junior membership (under 18)", "children aged 5": an age, no count of what follows nothing.
_AGE_BEFORE = re.compile(r"\b(?:under|over|aged|ages?)\s+$", re.IGNORECASE)


def counts_unit(text: str, start: int, end: int, terms: QuestionTerms) -> bool:
    """Whether the figure at ``text[start:end]`` is a length of time, a distance, a weight or an age
    while a how-many question counts something else: "open 24 hours a day" gives no number of gyms,
    "a swim test of 50 metres" and "(under 18)" no number of members; "How many vacation days ...?"
    is counted in days."""
    asked = _counted_words(terms)
    if not asked:
        return False
    unit = _UNIT.match(text, end)
    if unit is not None:
        return stem(unit.group(1).lower()) not in asked
    return bool(_AGE_BEFORE.search(text, max(0, start - 8), start)) and not re.match(r"\s*[A-Za-z]", text[end:])


# A body whose own size a count after "of" gives: "a committee of eight elected members".
_GROUP_OF = re.compile(
    r"\b(committee|board|panel|team|group|council|jury|crew|squad|delegation|working\s+party)\s+of\s+$", re.IGNORECASE
)


_MEMBERS = "member"


def counts_a_group(text: str, start: int, terms: QuestionTerms) -> bool:
    """Whether the count at ``start`` gives the size of a body the question does not ask about: "The
    club is run by a committee of eight elected members" for "How many members does the club have?"
    ("How many members does the committee have?" asks it). Only for members, who are the body's own:
    "governed by a board of nine trustees" counts the trustees."""
    if _MEMBERS not in _counted_words(terms):
        return False  # "a board of nine trustees" counts the trustees: only "members" are a body's own
    group = _GROUP_OF.search(text, max(0, start - 30), start)
    return group is not None and stem(group.group(1).split()[-1].lower()) not in {t.stem for t in terms.tokens}


def counts_another(text: str, said: Sequence[Token], at: int, terms: QuestionTerms) -> bool:
    """Whether the number word at ``at`` counts nothing a how-many question asks: an ordinal ("their
    first shift"), or a number before another word, with no word of the counted phrase in its noun
    phrase (up to the clause's end or a preposition): "Volunteers ... give at least one four-hour
    shift" for "How many volunteers ...?", "every two years by the board of trustees"; "three wholly
    owned operating subsidiaries" counts them."""
    if said[at].lower in _ORDINALS or counts_a_group(text, said[at].start, terms):
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
