"""The period a section's heading gives the sentences under it.

An earnings release states its quarter and its year in sections of their own, each under a heading
that names the period ("Fourth Quarter 2022 Financial Highlights:", then "Full Year 2022 Financial
Highlights:"), and the bullets under them name none: "Consolidated net revenues of $3.6 billion,
an increase of 18% compared to the prior year quarter." is the fourth quarter's figure only by its
heading. A sentence that names no period itself is read with the nearest heading above it on its
page that names one (see :func:`rag_core.answer.judging.statement.check_sentence`). A page headed
by a part's name in capitals ("CORPORATE") narrows its table rows (:func:`page_part_heading`).
"""

from __future__ import annotations

from functools import lru_cache

from rag_core.answer.judging.sentences import is_column_header
from rag_core.answer.understand.frame import QuestionFrame
from rag_core.answer.understand.period import QUARTER_WORDS, PeriodCheck, check_period, months_in
from rag_core.ingest.profile import DocumentProfile
from rag_core.ingest.rows import STATEMENT_TITLE
from rag_core.text.lexicon import years
from rag_core.text.sentences import closed, split_sentences

_MAX_WORDS = 12  # a heading is a short line
_PART_WORDS = 6  # a part's name heading its page is shorter
_TITLE_SHARE = 0.6  # of its words with letters, this share at least capitalised
_LABEL_WORDS = 6  # a line this short ending in a colon labels what follows, capitalised or not


def is_period_heading(text: str) -> bool:
    """A short title line that names one period: "Fourth Quarter 2022 Financial Highlights:",
    "Full Year 2022 Results"; not a sentence ("... in 2022."), not the dates over a table's columns
    ("Three Months Ended December 31, 2022 2021"), not a comparison of two years ("Fiscal 2023
    Compared to Fiscal 2022")."""
    words = text.split()
    if not words or len(words) > _MAX_WORDS or closed(text).endswith((".", "!", "?", ";", ",")):
        return False
    lettered = [w for w in words if any(map(str.isalpha, w))]
    label = len(words) <= _LABEL_WORDS and closed(text).endswith(":")  # "June 2023 quarter:"
    if not lettered or not label and sum(1 for w in lettered if w[0].isupper()) < _TITLE_SHARE * len(lettered):
        return False
    if (not label and is_column_header(text)) or len(set(years(text))) > 1:
        return False
    return bool(years(text) or months_in(text) or any(p.search(text) for p in QUARTER_WORDS.values()))


@lru_cache(maxsize=4096)
def period_headings(text: str) -> tuple[str, ...]:
    """For each sentence of a page's ``text`` (:func:`split_sentences`), the nearest period heading
    above it ("" when none); cached, as the same pages are read again and again. Read line by line:
    a heading line without a full stop may be joined to the sentence before it ("Adjusted EPS of
    19.3 cps" + "Fiscal 2023 Full Year Highlights"), and heads what follows."""
    headings: list[tuple[int, str]] = []
    start = 0
    for line in text.split("\n"):
        if is_period_heading(line.strip()):
            headings.append((start, line.strip()))
        start += len(line) + 1
    out: list[str] = []
    current, next_heading = "", 0
    for sentence in split_sentences(text):
        while next_heading < len(headings) and headings[next_heading][0] < sentence.start:
            current = headings[next_heading][1]
            next_heading += 1
        out.append(current)
    return tuple(out)


def under_heading(
    frame: QuestionFrame, text: str, heading: str, profile: DocumentProfile | None, own: PeriodCheck
) -> PeriodCheck:
    """``text``'s period check (``own``) read with its heading when the text does not name the
    asked period itself: the heading and the text together may name another period (the fourth
    quarter's bullet for a question about the year), or state the asked one ("an increase of 18%
    compared to the prior year quarter" under "Fourth Quarter 2022 Financial Highlights:")."""
    if not heading or not own.ok or own.explicit:
        return own
    together = check_period(frame, f"{heading} {text}", profile)
    return together if not together.ok or together.explicit else own


def page_part_heading(text: str, profile: DocumentProfile | None) -> str:
    """A page's first line when it names a part in capitals ("CORPORATE", "COMMERCIAL BANKING" over
    JPMorgan's segment tables), which narrows the page's rows as a table's heading would; "" for a
    statement's name or the company's own ("MGM RESORTS INTERNATIONAL AND SUBSIDIARIES")."""
    heading = text.lstrip().split("\n", 1)[0].strip()
    if STATEMENT_TITLE.search(heading) or not heading.isupper() or len(heading.split()) > _PART_WORDS:
        return ""
    aliases = profile.aliases if profile is not None else ()
    return "" if any(a.lower() in heading.lower() for a in aliases if len(a) > 2) else heading
