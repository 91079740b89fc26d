"""The titles a sentence is read under: the nearest heading line above it (:func:`title_above`),
and the text the cross-encoder reads of a candidate whose words its heading lends
(:func:`cross_read`)."""

from __future__ import annotations

from collections.abc import Sequence

from rag_core.answer.candidate import Candidate
from rag_core.text.sentences import Sentence

__all__ = ["cross_read", "section_start", "title_above", "title_text"]


def title_above(sentences: Sequence[Sentence], headings: Sequence[bool], index: int) -> str:
    """The text of the nearest heading line above sentence ``index`` ("## Prerequisites" ->
    "Prerequisites"), "" when none: what a reader sees over a sentence whose words it lends."""
    above = _above(headings, index)
    return "" if above is None else title_text(sentences[above].text)


def section_start(sentences: Sequence[Sentence], headings: Sequence[bool], index: int) -> int:
    """Where on its page the heading line above sentence ``index`` starts, -1 when none: sentences
    with the same one stand in one section."""
    above = _above(headings, index)
    return -1 if above is None else sentences[above].start


def _above(headings: Sequence[bool], index: int) -> int | None:
    """The nearest heading line above sentence ``index`` (its index), None when none."""
    return next((j for j in range(index - 1, -1, -1) if headings[j]), None)


def cross_read(candidates: Sequence[Candidate], rows: Sequence[int]) -> tuple[list[int], list[str]]:
    """Which of ``rows`` the cross-encoder reads, and the text it reads of each: a sentence whose
    words its section's heading lends under that heading, as a reader sees it ("Prerequisites:
    Students must have passed ECON1011."); the heading itself is then no rival to a sentence it
    completes (one that then misses no word of the question and gives the asked value). The
    heading of a sentence it does not complete stays a rival: "# Wexford High School - Travel
    Policy" over "Plan trips early to keep costs down." read with "When will Wexford High School
    review its travel policy?" tells the judge that no sentence near it answers."""
    titles = {c.title for c in candidates if c.title and not c.missing and c.answer_value}
    chosen = [i for i in rows if not titles or title_text(candidates[i].quote) not in titles]
    return chosen, [_titled(candidates[i]) for i in chosen]


def _titled(candidate: Candidate) -> str:
    """A candidate's text as a reader sees it under its title: "Prerequisites: Students must ...",
    "Will I be paid? You will receive a GBP 40 voucher ..."."""
    if not candidate.title:
        return candidate.quote
    joint = " " if candidate.title.endswith("?") else ": "
    return f"{candidate.title}{joint}{candidate.quote}"


def title_text(line: str) -> str:
    """A heading line's words without its Markdown marks and closing colon ("## Fees:" -> "Fees")."""
    return line.strip().lstrip("#").strip().rstrip(":.")
