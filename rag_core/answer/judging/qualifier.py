"""The word that narrows a measure's term in a sentence ("Emerging markets revenues"), with the
cases where the words before the term narrow nothing."""

from __future__ import annotations

import re

from rag_core.answer.judging.extract import ROLE_WORDS
from rag_core.text.measures import Lexicon, Measure, MeasureHit

__all__ = ["measure_qualifier"]

# "Ronald Delia, Managing Director and " right before a person's title: title words only, from the
# start of the clause or right after a name (a signature's "Jennifer Piepszak" over "Executive Vice
# President and Chief Financial Officer"), then "and": a second title of the same person ("our
# former President and" is not one).
_ROLE = r"(?:" + "|".join(sorted(ROLE_WORDS)) + r")"
_AND_TITLE = re.compile(
    rf"(?:^|[,;(]\s*|\b(?:our|its|the|as)\s+|(?-i:[A-Z][a-z'’\-]+)\s+)(?:{_ROLE}\s+)*{_ROLE}\s*,?\s+and\s*$",
    re.IGNORECASE,
)
_ADDRESS_OF_BEFORE = re.compile(r"\baddress\s+of\s*(?:the\s+)?$", re.IGNORECASE)
# "The estimated fair value of the Company's long-term debt was $6.5 billion": the debt's fair
# value, not the debt (its carrying amount) the question asks for, unless it asks for the fair value.
_FAIR_VALUE_OF = re.compile(
    r"\bfair\s+values?\s+of\s+(?:the\s+|our\s+|its\s+|their\s+)?(?:[\w.&'’-]+['’]s\s+)?$", re.IGNORECASE
)


def measure_qualifier(lexicon: Lexicon, text: str, hit: MeasureHit, allowed: set[str], measure: Measure) -> str:
    """The word that narrows the term, or "". Another title joined to a person's ("Managing Director
    and Chief Executive Officer", "Chairman and CEO") and a cover page's "(Address of Principal
    Executive Offices)" narrow nothing."""
    before = text[: hit.start]
    label = (measure.kind == "person" and _AND_TITLE.search(before)) or (
        measure.kind == "place" and _ADDRESS_OF_BEFORE.search(before)
    )
    if "fair" not in allowed and _FAIR_VALUE_OF.search(before[-80:]):
        return "fair value"
    return ("" if label else lexicon.qualifier_before(text, hit, allowed)) or lexicon.compound_after(text, hit, allowed)
