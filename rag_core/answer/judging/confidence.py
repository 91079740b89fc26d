"""The one place that decides confidence, for every envelope: a system reply is what it says
(high), a refusal has none (insufficient), and an answer or a fallback gets a level in words from
the judge's calibrated P.

P is the probability that the quoted sentence or cell states the answer, calibrated on held-out
folds, so the level means something measurable: **high** only at or above the P where, on the folds,
high answers were right at least 97% of the time; **medium** for the other direct answers; **low**
when something the judge cannot see lowers it. Provenance and dates may lower the level, never raise
it: an answer read only from a document marked secondary, or from a filing that a later one of the
same company supersedes, or contradicted by another document, is at most medium. An ordinary
document that states the answer can be high.
"""

from __future__ import annotations

from rag_core.answer.candidate import Candidate
from rag_core.envelope import Confidence
from rag_core.judge.model import Thresholds

_LOW_FALLBACK_P = 0.2  # a fallback whose best passage is this unlikely to state the answer is "low"

SYSTEM = Confidence(level="high", score=1.0)  # a greeting, the list of documents, the summary reply
REFUSED = Confidence(level="insufficient", score=0.0)  # a refusal says why in its own message
_NOTHING = "Nothing in the documents answers this question."


def confidence_basis(direct: list[Candidate]) -> Candidate:
    """The statement a direct answer's confidence rests on: the first quoted, or for a measure the
    one the judge is surest of, since every statement of a measure's answer gives the same figure
    (``order_measured``): "In fiscal 2023, we generated $46.3 billion in revenue" (P 0.90) is read
    first, and the income statement's "Revenue | 2023 | $ 46,298" (P 0.99) proves it."""
    if not direct[0].measured:
        return direct[0]
    return max(direct, key=lambda c: c.p or 0.0)


def direct_confidence(
    lead: Candidate,
    thresholds: Thresholds | None,
    *,
    provenance: str,
    conflicted: bool,
    unsure: bool = False,
    superseded: bool = False,
    agreeing_sources: int = 1,
) -> Confidence:
    """Confidence of a direct answer from its lead candidate's P and what may lower it."""
    p = float(lead.p or 0.0)
    high = thresholds.high if thresholds is not None else 1.0
    level = "high" if p >= high else "medium"
    if level == "high":
        if conflicted:
            level, reason = "medium", "The sources give different values; both are shown under Conflicts."
        elif provenance == "secondary":
            level, reason = "medium", "Stated only in a document marked secondary (not an original source)."
        elif superseded:
            level, reason = (
                "medium",
                "A later filing of the same company may give a newer figure; name the period to be sure.",
            )
        elif unsure:
            level, reason = "medium", "The same document gives another figure for this too."
        elif agreeing_sources > 1:
            reason = f"Stated outright, and {agreeing_sources} sources agree."
        else:
            reason = "Stated outright in the quoted passage."
    elif conflicted:
        reason = "The sources give different values; both are shown under Conflicts."
    else:
        reason = "The quoted passage most likely states the answer, but not beyond doubt: check it against the page."
    return Confidence(level=level, score=round(p, 3), reason=reason)  # type: ignore[arg-type]


def fallback_confidence(highlights: list[Candidate]) -> Confidence:
    """How likely the best passage shown is to state the answer after all (never more than medium:
    nothing was answered)."""
    if not highlights:
        return Confidence(level="insufficient", score=0.0, reason=_NOTHING)
    p = max((c.p or 0.0) for c in highlights)
    if p >= _LOW_FALLBACK_P:
        return Confidence(
            level="medium",
            score=round(p, 3),
            reason="The passages are on the question's topic, but none of them states the answer outright.",
        )
    return Confidence(
        level="low",
        score=round(p, 3),
        reason="The passages only partly match the question; none of them states the answer.",
    )
