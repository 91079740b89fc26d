"""A what- or when-question answered by the label line that names the asked thing.

Bills, policies, schedules and letters state their particulars as label lines: "Valuation band: C",
"Room: Superior Double, sea view.", "Period of cover: 1 April 2026 to 31 March 2027.". Such a line
states the value of what its label names as outright as a sentence would, but the judge learned
from sentences and rates it low ("Valuation band: C" for "What band is my property?", P 0.01,
below "Property: 14 Willow Crescent ..." at 0.19). So, below the judge's threshold, the label line
whose label ends in the very noun the question asks about answers:

- "What band is my property?", "Which room ...?", "What type of room did I book?": the noun after
  the question word ("type of", "kind of" aside);
- "What is my account reference?": the noun phrase asked for, every word of it in the label and
  its last word the label's ("What's ...?"; "How much is the joining fee?" by a value with a figure);
- "How much will I pay each month?": a price whose label says the span ("Monthly price: £32.00");
- "When does cover start?" / "... end?": the subject, by a line whose value is a range of two
  dates (which tells both, :func:`rag_core.text.date_ranges.range_ends`) or a date; "When was the
  fund launched?" by "Launch date: 14 May 2009".

A row of a two-column table of particulars ("Launch date | 14 May 2009", a factsheet's key facts)
is such a line too. Only from a possible answer (P at least ``_MIN_P``), never a row of a wider
table (a cell is looked up by :mod:`rag_core.answer.judging.lookup`), page furniture or a heading; never when the line lacks a
name the question gives or a word its page does not say anywhere ("What band is the Old Mill?").
Its confidence stays below high (P decides that).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from rag_core import datafiles
from rag_core.answer.candidate import Candidate
from rag_core.answer.judging.lookup import unsaid
from rag_core.answer.understand.question import Question
from rag_core.text.date_ranges import range_ends
from rag_core.text.lexicon import STOPWORDS, stem, tokens
from rag_core.text.periods import DATE_RE
from rag_core.text.word_forms import RATE_BEFORE, rate_forms

__all__ = ["label_and_value", "labelled_value"]

_MIN_P = 0.01  # the judge reads "Valuation band: C" at P 0.01
_DETERMINER = r"(?:the|my|your|our|its|their|this)"
_AUX = r"(?:is|are|was|were|does|do|did|has|have|will|can)"
_WORD = r"[a-z][\w'’-]*"
# "What band is ...?", "Which room did I book?", "What type of room ...?"
_WHAT_NOUN = re.compile(
    rf"^\s*(?:what|which)\s+(?:(?P<kind>type|kind|sort)\s+of\s+)?(?P<noun>{_WORD})\s+{_AUX}\b", re.I
)
_DATE = stem("date")
_MAX_LABEL_WORDS = 5  # "Period of insurance", "Membership start date"
_MAX_VALUE_WORDS = 12  # "Period of cover: 1 April 2026 to 31 March 2027." has 8
_VERBS = frozenset(
    {"is", "are", "was", "were", "be", "been", "will", "must", "may", "can", "shall", "should", "has", "have"}
)
# "What is my account reference?", "What's the joining fee?", "How much is the joining fee?"
_WHAT_IS = re.compile(
    rf"^\s*(?:what(?:'s|’s|\s+(?:is|are|was|were))|(?P<much>how\s+much\s+(?:is|are|was|were)))\s+{_DETERMINER}\s+"
    rf"(?P<phrase>{_WORD}(?:\s+{_WORD}){{0,2}})\s*\??\s*$",
    re.I,
)
# "How much will I pay each month?", "How much do I pay a year?": a price labelled by the span's
# adjective ("Monthly price: £32.00", "Annual premium: GBP 412.80").
_PAY = re.compile(
    rf"^\s*how\s+much\s+(?:do|will|would|shall|must|should)\s+(?:i|we|you)\s+(?:pay|be\s+charged)\s+"
    rf"(?:for\s+(?:{_DETERMINER}\s+)?{_WORD}\s+)?"  # "How much do I pay for this policy each year?"
    rf"(?:{'|'.join(sorted(RATE_BEFORE))})\s+(?P<span>{_WORD})\s*\??\s*$",
    re.I,
)
_PAY_FRAMING = frozenset({"pay", "charged"}) | RATE_BEFORE  # the words only asking
_PRICES = frozenset(stem(w) for w in datafiles.load("english")["price_label_nouns"])
# "When does cover end?", "When does my policy start?", "When was the fund launched?"
_WHEN = re.compile(
    rf"^\s*when\s+(?:does|do|did|will|(?P<passive>was|were|is|are|will\s+be))\s+(?:{_DETERMINER}\s+)?"
    rf"(?P<noun>{_WORD})\s+(?P<verb>{_WORD})\s*\??\s*$",
    re.I,
)
_ENDING = frozenset(stem(w) for w in datafiles.load("english")["date_ending_verbs"])
# A line that is a label and its value: "Valuation band: C", "Period of cover: 1 April 2026 to ...".
# A list item's marker ("- Network: MerchantsHall-Guest") is no part of the label.
_LINE = re.compile(r"^\s*(?:[-*\u2022]\s+)?(?P<label>[A-Z][\w'’ -]{0,40}?)\s*:\s*(?P<value>\S.*?)(?<!\?)$")


def labelled_value(question: Question, candidates: Sequence[Candidate]) -> list[Candidate]:
    """The first label line (see the module's docstring) that answers ``question``, or []."""
    asked = _asked(question.text)
    if asked is None:
        return []
    for candidate in candidates:
        if (candidate.p or 0.0) < _MIN_P or candidate.furniture:
            continue
        pair = label_and_value(candidate)
        if pair is None or _stated(*pair) or not _fits(asked, *pair):
            continue
        if unsaid(question, candidate, candidates, asked.framing):
            continue  # another's: "What band is the Old Mill?"
        return [candidate]
    return []


def label_and_value(candidate: Candidate) -> tuple[str, str] | None:
    """The label and value of a label line ("Valuation band: C"), or of a row of a two-column
    table of particulars ("Launch date | 14 May 2009"); None for any other candidate."""
    if candidate.is_row:
        return (candidate.parts[0], candidate.parts[1]) if len(candidate.parts) == 2 else None
    # A title-cased label line is no heading ("Valuation band: C"), though ``quotable`` reads it so.
    line = _LINE.match(candidate.quote)
    return None if line is None else (line["label"], line["value"])


def _stated(label: str, value: str) -> bool:
    """Whether the line is a sentence, not a label and its value: a heading run into its sentence
    ("Sales by Contract Type: Substantially all of our contracts are fixed-price type contracts.")
    or a sentence that introduces a list ("There are two major subtypes of T cells: the killer T
    cell and the helper T cell."); a label has a few words and no verb of being, having or may,
    its value no verb and no more words than a particular has."""
    named, given = tokens(label), tokens(DATE_RE.sub(" 1 ", value))  # "14 May 2009": no verb "may"
    return (
        len(named) > _MAX_LABEL_WORDS
        or len(given) > _MAX_VALUE_WORDS
        or any(t.lower in _VERBS for t in (*named, *given))
    )


@dataclass(frozen=True)
class _Asked:
    """What a question asks a label for: the stems of the noun phrase, the words its label may end
    in, and for a when-question the stem of its verb ("start", "end"; "" otherwise)."""

    phrase: frozenset[str]
    heads: frozenset[str]
    verb: str = ""
    figure: bool = False  # "How much is ...?": the value gives a figure
    any_form: bool = False  # the label says one of the phrase's stems (a span's forms), not all
    framing: frozenset[str] = frozenset()  # the question's words that only ask, which no line need say


def _asked(text: str) -> _Asked | None:
    """What ``text`` asks a label for, or None for a question of no such shape."""
    if (when := _WHEN.match(text)) is not None:
        noun = stem(when["noun"].lower())
        return _Asked(frozenset({noun}), frozenset({noun}), stem(when["verb"].lower()))
    if (pay := _PAY.match(text)) is not None and (forms := rate_forms(pay["span"].lower())):
        return _Asked(forms, _PRICES, figure=True, any_form=True, framing=_PAY_FRAMING)
    if (what := _WHAT_IS.match(text)) is not None:
        words = [w.lower() for w in what["phrase"].split()]
        if words[-1] in STOPWORDS:
            return None
        return _Asked(frozenset(stem(w) for w in words), frozenset({stem(words[-1])}), figure=bool(what["much"]))
    if (what := _WHAT_NOUN.match(text)) is not None and what["noun"].lower() not in STOPWORDS:
        noun = stem(what["noun"].lower())
        kind = {stem(what["kind"].lower())} if what["kind"] else set()
        return _Asked(frozenset({noun}), frozenset({noun, *kind}))  # "Membership type: ..."
    return None


def _fits(asked: _Asked, label: str, value: str) -> bool:
    """Whether the label names what is asked (it says every word of the phrase and ends in one of
    the heads) and, for a when-question, its value tells when the thing does what is asked (a range
    of two dates tells when it starts and ends, a single date when it does anything); or, for a
    when-question, whether the label is the date of the asked verb ("Start date: 3 June 2024" for
    "When does my membership start?")."""
    words = [t.stem for t in tokens(label) if t.lower not in STOPWORDS]
    if not words:
        return False
    said = bool(asked.phrase & set(words)) if asked.any_form else asked.phrase <= set(words)
    named = words[-1] in asked.heads and said
    if not asked.verb:
        return named and (not asked.figure or any(ch.isdigit() for ch in value))
    dates = len(DATE_RE.findall(value))
    if named:
        return asked.verb in range_ends(value) if dates > 1 else dates == 1 and asked.verb not in _ENDING
    return dates == 1 and asked.verb in words and words[-1] in {asked.verb, _DATE}
