"""A document's own date, read from the line that dates it.

"When was the MLB privacy policy last updated?" is answered by "Privacy Policy (updated June 30,
2014)", "When did The Atlantic's privacy policy take effect?" by "Effective: January 1, 2015", "When
was the food safety policy approved?" by "Version 2, approved by the directors on 3 February 2025.".
Such a line names neither the document nor the question's words, so the judge rates it low (P
0.04-0.05 on the dev policies) while the policy's sentences about updating it ("We will post the
date our Policy was last updated at the top") rate high and give no date. The line is found by
what it is: short, with a date and a word that dates a document (or the document's title).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from rag_core.answer.candidate import Candidate
from rag_core.answer.judging.gates import quotable
from rag_core.answer.understand.slots import DOCUMENT_KINDS, has_shape
from rag_core.judge.features import QuestionView
from rag_core.text.lexicon import name_stems

_MAX_WORDS = 14  # a dating line, not a sentence that mentions a date in passing

# The words that date a document, in groups: a line of the question's own group comes first
# ("last updated" before "effective" when both are on the page).
_GROUPS = (
    re.compile(r"\b(?:updated?|revised|revision|modified|amended|changed)\b", re.IGNORECASE),
    re.compile(r"\b(?:effective|effect|force)\b", re.IGNORECASE),
    re.compile(r"\b(?:approved|adopted|signed|ratified)\b", re.IGNORECASE),
    re.compile(r"\b(?:published|issued|posted|dated|version)\b", re.IGNORECASE),
    # A title with its date: "Caribou Coffee Privacy Statement June 3, 2003".
    re.compile(r"\b(?:polic(?:y|ies)|statement|notice|terms|handbook|agreement|charter)\b", re.IGNORECASE),
)

# What makes a short dated line a document's own date: it names the document ("Privacy Policy
# (updated June 30, 2014)", "This notice takes effect on ...") or is a label that dates it
# ("Last Updated: March 2015", "Effective date: ...", "Version 2, approved ..."). "Greenland signed
# a Treaty in 1985" dates an event, not a document.
_DOCUMENT = re.compile(rf"\b(?:{DOCUMENT_KINDS}|code|version)\b", re.IGNORECASE)
_LABEL = re.compile(
    r"^\W*(?:last\s+)?(?:updated|revised|modified|amended|effective|approved|adopted|issued|published|posted"
    r"|dated|version)\b",
    re.IGNORECASE,
)


def _group(text: str) -> int | None:
    return next((i for i, pattern in enumerate(_GROUPS) if pattern.search(text)), None)


def dating_line(view: QuestionView, candidates: Iterable[Candidate]) -> Candidate | None:
    """The line that dates the document the question asks about, or None.

    Among short lines with a date and a dating word that name the document or label its date:
    those of the document whose name holds most of the question's words, weighed by rarity ("the
    food safety policy" -> wrenhollow_food_safety_policy.md), then those dated the way the question
    asks (updated, effective, approved, issued), then the first in the document."""
    asked = _group(view.question.text)
    weights = view.terms.weights  # rarer words name a document better ("privacy" over "policy")
    found = []
    for c in candidates:
        words = c.quote.split()
        group = _group(c.quote)
        if group is None or len(words) > _MAX_WORDS or not quotable(c) or not has_shape("date", c.quote):
            continue
        if not (_DOCUMENT.search(c.quote) or _LABEL.match(c.quote)):
            continue
        name = name_stems(c.source)
        named = round(sum(w for stem, w in weights.items() if stem in name), 6)
        found.append(((-named, group != asked, c.source, c.page, c.position, c.quote), c))
    return min(found, key=lambda item: item[0])[1] if found else None
