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
_CONFLICT = "The sources give different values; both are shown under Conflicts."
_OTHER_CASE = "The document states this for more than one case; each statement is quoted: check which applies."
_HEADED = (
    "The quoted sentence does not say every word of the question itself; the heading of its section does: "
    "check that the section is the one you mean."
)
_CONFLICT_WITHIN = "The document gives more than one value for this; each is shown under Conflicts."


def confidence_basis(direct: list[Candidate]) -> Candidate:
    """The statement a direct answer's confidence rests on: the first quoted, or for a measure the
    one the judge is surest of, since every statement of a measure's answer gives the same figure
    (``order_measured``): "In fiscal 2023, we generated $46.3 billion in revenue" (P 0.90) is read
    first, and the income statement's "Revenue | 2023 | $ 46,298" (P 0.99) proves it."""
    if not direct[0].measured:
        return direct[0]
    return max(direct, key=lambda c: c.p or 0.0)


def answer_p(direct: list[Candidate], threshold: float) -> tuple[float, int]:
    """The probability that a direct answer is right, and the number of pages it rests on.

    A measure's quoted statements all give the same figure (``order_measured``), so the figure is
    right when any one of them states the answer. Statements on different pages or in different
    documents are read apart: P = 1 - (1 - P1)(1 - P2)..., each page counted once by its surest
    statement (a sentence and the row beside it on one page are one reading): Best Buy's capital
    expenditures in fiscal 2023, stated on two pages with P 0.90 and 0.38, are right with P 0.94.
    Only when the surest statement reaches the direct answer's ``threshold`` itself: an answer
    given below it, by the checks of a stated answer, is never high. Anything else rests on the
    first quoted statement (``confidence_basis``)."""
    basis = confidence_basis(direct)
    if not basis.measured or (basis.p or 0.0) < threshold:
        return float(basis.p or 0.0), 1
    pages: dict[tuple[str, int], float] = {}
    for c in direct:
        key = (c.doc_id, c.page)
        pages[key] = max(pages.get(key, 0.0), float(c.p or 0.0))
    missed = 1.0
    for p in pages.values():
        missed *= 1.0 - p
    return max(float(basis.p or 0.0), 1.0 - missed), len(pages)


def direct_confidence(
    lead: Candidate,
    thresholds: Thresholds | None,
    *,
    provenance: str,
    conflicted: bool,
    conflict_within: bool = False,
    unsure: bool = False,
    other_case: bool = False,
    headed: bool = False,
    superseded: bool = False,
    agreeing_sources: int = 1,
    p: float | None = None,
    pages: int = 1,
) -> Confidence:
    """Confidence of a direct answer from its P (by default its lead candidate's; see
    :func:`answer_p` for a figure stated on several pages) and what may lower it.
    ``conflict_within``: the conflict's values all come from the answer's own document.
    ``other_case``: the sentence beside the answer states it for another case (see
    :mod:`rag_core.answer.report.cases`). ``headed``: a question word only the heading of the
    answer's section says (a whole section read as about its heading is likelier wrong)."""
    p = float(lead.p or 0.0) if p is None else p
    conflict = _CONFLICT_WITHIN if conflict_within else _CONFLICT
    high = thresholds.high if thresholds is not None else 1.0
    level = "high" if p >= high else "medium"
    if level == "high":
        if conflicted:
            level, reason = "medium", conflict
        elif provenance == "secondary":
            level, reason = "medium", "Stated only in a document marked secondary (not an original source)."
        elif superseded:
            level, reason = (
                "medium",
                "A later filing of the same company may give a newer figure; name the period to be sure.",
            )
        elif unsure:
            level, reason = "medium", "The same document gives another figure for this too."
        elif other_case:
            level, reason = "medium", _OTHER_CASE
        elif headed:
            level, reason = "medium", _HEADED
        elif agreeing_sources > 1:
            reason = f"Stated outright, and {agreeing_sources} sources agree."
        elif pages > 1:
            reason = f"Stated outright: {pages} pages give the same figure."
        else:
            reason = "Stated outright in the quoted passage."
    elif conflicted:
        reason = conflict
    elif other_case:
        reason = _OTHER_CASE
    elif headed:
        reason = _HEADED
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
