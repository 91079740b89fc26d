"""The same statement with another value: two documents that say "X won the 2019 Tour" and "Y won
the 2019 Tour" disagree, whatever kind of value the question asks for.

A rival is a sentence of another document that says what the answer says in nearly the same
words (word-level alignment), with one value swapped: a name, a number or a date in one place,
where the question's own words are not. Both are shown side by side as a conflict, never one
chosen silently. A swapped year is another period, not a disagreement, unless the question asks
for a date. Sentences that say it in other words are left to the value checks of
:mod:`rag_core.answer.report.evidence`.
"""

from __future__ import annotations

from dataclasses import dataclass
from difflib import SequenceMatcher

from rag_core import datafiles
from rag_core.answer.candidate import Candidate
from rag_core.text.lexicon import MONTH_SET, STOPWORDS, Token, tokens

MIN_SAME = 0.6  # share of the two sentences' words that align: the same statement, not a similar one
MAX_SLOT = 4  # words a swapped value may span ("Tabatha Rosproy", "$10.4 billion")
_CURRENCY = "$€£¥"
_SCALES = frozenset(datafiles.load("english")["value_scale_words"])


@dataclass(frozen=True, slots=True)
class Swap:
    """The value the answer gives and the one the rival gives in its place, verbatim."""

    ours: str
    theirs: str


def _is_value(token: Token) -> bool:
    """A word that can be an answer: a figure, a month, or a capitalised name (not a stop word)."""
    word = token.text
    return (
        any(ch.isdigit() for ch in word)
        or token.lower.rstrip(".") in MONTH_SET
        or (word[:1].isupper() and token.lower not in STOPWORDS)
    )


def _is_year(token: Token) -> bool:
    return len(token.text) == 4 and token.text.isdigit() and token.text[:2] in {"19", "20"}


def _span(text: str, words: list[Token], first: int, last: int) -> str:
    """The swapped words verbatim, with the month before a day and the scale after a figure that the
    two sentences share ("September 23, 2013", "$10.4 billion")."""
    if first and words[first - 1].lower.rstrip(".") in MONTH_SET:
        first -= 1
    if last < len(words) and words[last].lower in _SCALES:
        last += 1
    start = words[first].start
    if start and text[start - 1] in _CURRENCY:
        start -= 1
    return text[start : words[last - 1].end]


def _differences(opcodes: list[tuple[str, int, int, int, int]], a: list[Token]) -> list[tuple[int, int, int, int]]:
    """The places where two aligned sentences differ, as (i1, i2, j1, j2). Two differences with
    only a shared day or figure between them are one: "January 1, 1960" against "April 1, 1958"."""
    groups: list[tuple[int, int, int, int]] = []
    bridge = False
    for tag, i1, i2, j1, j2 in opcodes:
        if tag == "equal":
            shared = a[i1:i2]
            bridge = len(shared) <= 2 and all(t.text.isdigit() or t.lower.rstrip(".") in MONTH_SET for t in shared)
            continue
        if groups and bridge:
            groups[-1] = (groups[-1][0], i2, groups[-1][2], j2)
        else:
            groups.append((i1, i2, j1, j2))
        bridge = False
    return groups


def swapped_value(ours: str, theirs: str, question_words: set[str], *, asks_date: bool) -> Swap | None:
    """The one value ``theirs`` gives where ``ours`` gives another, the rest of the two sentences
    aligned; None when they differ otherwise (another period, another subject, other words)."""
    a, b = tokens(ours), tokens(theirs)
    if not a or not b:
        return None
    matcher = SequenceMatcher(None, [t.lower for t in a], [t.lower for t in b], autojunk=False)
    if matcher.ratio() < MIN_SAME:
        return None
    groups = _differences(matcher.get_opcodes(), a)
    if len(groups) != 1:
        return None
    i1, i2, j1, j2 = groups[0]
    mine, other = a[i1:i2], b[j1:j2]
    if not mine or not other or len(mine) > MAX_SLOT or len(other) > MAX_SLOT:
        return None
    if any(t.lower in question_words or t.stem in question_words for t in mine + other):
        return None  # another subject: the question's own words differ
    if not any(_is_value(t) for t in mine) or not any(_is_value(t) for t in other):
        return None
    if not asks_date and (any(_is_year(t) for t in mine) or any(_is_year(t) for t in other)):
        return None  # another year: another period, not another value
    return Swap(_span(ours, a, i1, i2), _span(theirs, b, j1, j2))


def rivals(
    direct: list[Candidate], candidates: list[Candidate], question_words: set[str], *, asks_date: bool
) -> list[tuple[Candidate, Swap]]:
    """Other documents' sentences that state the answer with another value, in the candidates'
    order: at most one per document, and none that lacks a question word the answer carries."""
    anchor = direct[0]
    found: list[tuple[Candidate, Swap]] = []
    seen = {anchor.doc_id}
    for other in [*direct[1:], *candidates]:
        if other.doc_id in seen or set(other.missing) - set(anchor.missing):
            continue
        swap = swapped_value(anchor.quote, other.quote, question_words, asks_date=asks_date)
        if swap is not None:
            found.append((other, swap))
            seen.add(other.doc_id)
    return found
