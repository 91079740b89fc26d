"""A table row about another one of a kind than the question asks of: another band of a range
(:func:`another_band`: "Under 2 years (Acorns)" for "a 2 year old") or another kind of the asked
thing, named by another word before it (:func:`another_label_kind`: "Dog plan (any size)" for "the
cat health plan"), or the other side of a "non-" (:func:`another_side`: "Members (per hour)" for "if
I'm not a member"). Both rows share every other word of the question, and the judge rated each at
its threshold: quoted as the answer, each gives the figure of a neighbouring row."""

from __future__ import annotations

import re

from rag_core.answer.candidate import Candidate, row_cells
from rag_core.answer.judging.ranges import fits_range, ranged_words, without_range
from rag_core.answer.understand.question import Question, reader_words
from rag_core.text.lexicon import STOPWORDS, Token, tokens

__all__ = ["SAME_WORD", "another_band", "another_label_kind", "another_side", "naming_word"]

_BRACKETED = re.compile(r"\([^)]*\)")  # "Dog plan (any size)": what the bracket adds names no kind
SAME_WORD = 4  # letters two forms of one word open with ("cat" / "cats", "repayable" / "repaid")


def another_band(question: Question, candidate: Candidate) -> bool:
    """Whether a question giving an age or a weight ("for a 2 year old", "my 30 kg dog") is met by a
    row whose label, or a cell's column header, is a range without it: "Under 2 years (Acorns) |
    ... | Monthly cost, 3 full days a week: £1,051.88" prices another age band. A sheet's line is
    named by its label only (its other cells' headers are other columns' ranges)."""
    cells = row_cells(candidate)
    if not cells or not ranged_words(question.text):
        return False
    named = [cells[0], candidate.column_header] if candidate.is_row else [cells[0]]
    return any(fits_range(text, question.text) is False for text in named if text)


def naming_word(token: Token) -> bool:
    """A word that can name or qualify a thing: letters, no stop word."""
    return token.lower.isalpha() and token.lower not in STOPWORDS


def another_label_kind(question: Question, candidate: Candidate) -> bool:
    """Whether a row's label names a word of the question ("plan") by a word before it the question
    does not say ("Dog"), while the question names it by a word of its own the row does not say
    ("cat health plan"; words the row says, "health" in "Monthly health plans", may stand between):
    "Dog plan (any size) | Monthly price | £16.50 per month" is the price of another plan. Not a name
    the question gives with a capital ("the VAT rate"), nor one of the reader's own words ("my")."""
    cells = row_cells(candidate)
    if not cells:
        return False
    label = tokens(_BRACKETED.sub(" ", without_range(cells[0])))
    asked = question.tokens
    asked_stems = {t.stem for t in asked}
    said = {t.stem for t in tokens(candidate.quote)}
    mine = reader_words(asked)
    for before, thing in zip(label, label[1:]):
        if (
            not (naming_word(before) and naming_word(thing))
            or thing.stem not in asked_stems
            or before.stem in asked_stems
        ):
            continue
        for at, word in enumerate(asked):
            if word.stem != thing.stem:
                continue
            back = at - 1
            while back >= 0 and naming_word(asked[back]) and asked[back].stem in said:
                back -= 1  # "health" of "cat health plan", said by the row's heading
            if back < 0 or not naming_word(asked[back]) or asked[back].capitalized:
                continue
            own = asked[back]
            if own.stem not in mine and own.lower[:SAME_WORD] != before.lower[:SAME_WORD]:
                return True
    return False


# "if I'm not a member", "as a non-member", "for non members": the noun the question (or a row) says one is not
_NOT_A = re.compile(r"(?:\bnot|\bnever|n['’]t)\s+(?:(?:a|an|the|one\s+of\s+the)\s+)?([a-z]+)|\bnon[-\s]?([a-z]+)", re.I)
_NON = re.compile(r"\bnon[-\s]?([a-z]+)", re.I)


def _sides(text: str) -> tuple[set[str], set[str]]:
    """The stems ``text`` says one is not ("not a member", "Non-members", "won't switch") and the others it says."""
    negated = {tokens(m.group(1) or m.group(2))[0].stem for m in _NOT_A.finditer(text)}
    return negated, {t.stem for t in tokens(_NOT_A.sub(" ", text))}


def another_side(question: Question, candidate: Candidate) -> bool:
    """Whether a row is named (by its label or its cell's column header) for the other side of a
    "non-": "The Boardroom | Members (per hour) | £32.00" for "how much ... if I'm not a member"
    beside a "Non-members (per hour)" column, or a "Non-members" row for "the members' price". A
    line naming both sides (a sheet's whole row) is neither, nor is a row that says the same "not"
    ("Machine does not switch on" for "The machine won't switch on, what should I do?")."""
    cells = row_cells(candidate)
    if not cells:
        return False
    named = " ".join(text for text in ([cells[0], candidate.column_header] if candidate.is_row else [cells[0]]) if text)
    negated, plain = _sides(named)
    nons = {tokens(m.group(1))[0].stem for m in _NON.finditer(named)}
    asked_not, asked = _sides(question.text)
    if asked_not & plain and not asked_not & negated:
        return True  # asked for the "non-", named for the plain side
    return bool(nons & asked) and not nons & asked_not and not nons & plain
