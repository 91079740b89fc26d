"""Deterministic confidence from retrieval similarity, explicitness, agreement, conflicts, provenance."""

from __future__ import annotations

from rag_core.answer.candidate import Candidate
from rag_core.envelope import Confidence

_TOP_COSINE = 0.75  # cosine at which retrieval support counts as complete
_HIGH, _MEDIUM = 0.75, 0.55
_FALLBACK_CAP = 0.6
_CONFLICT_PENALTY = 0.25
_SECONDARY_FACTOR = 0.8
_PRIMARY_BONUS = 0.05


def _level(score: float) -> str:
    if score >= _HIGH:
        return "high"
    if score >= _MEDIUM:
        return "medium"
    return "low"


def _retrieval(best_cosine: float, min_score: float) -> float:
    span = max(_TOP_COSINE - min_score, 1e-6)
    return min(1.0, max(0.0, (best_cosine - min_score) / span))


def direct_confidence(
    direct: list[Candidate], *, min_score: float, agreeing_sources: int, conflicted: bool
) -> Confidence:
    """Confidence of a direct answer. Weak support still answers, labelled low."""
    best = direct[0]
    retrieval = _retrieval(max(c.cosine for c in direct), min_score)
    agreement = min(1.0, 0.6 + 0.2 * (max(agreeing_sources, 1) - 1))
    score = 0.35 * retrieval + 0.45 * best.coverage + 0.2 * agreement
    if conflicted:
        score -= _CONFLICT_PENALTY
    provenances = {c.provenance for c in direct}
    if provenances == {"secondary"}:
        score *= _SECONDARY_FACTOR
    elif "primary" in provenances:
        score += _PRIMARY_BONUS
    score = round(min(1.0, max(0.0, score)), 3)
    level = _level(score)
    return Confidence(level=level, score=score, reason=_direct_reason(level, best, provenances, agreeing_sources, conflicted))  # type: ignore[arg-type]


def _direct_reason(level: str, best: Candidate, provenances: set[str], agreeing: int, conflicted: bool) -> str:
    """The one thing that most explains a direct answer's level, in plain words."""
    if conflicted:
        return "The sources give different values; both are shown under Conflicts."
    if provenances == {"secondary"}:
        return "Stated only in a document marked secondary (not an original source)."
    if level == "high":
        kind = "a primary document" if "primary" in provenances else "the document"
        if agreeing > 1:
            return f"Stated outright, and {agreeing} sources agree."
        return f"Stated outright on one page of {kind}."
    if best.coverage < 1.0:
        return "The quoted sentence states the answer but leaves part of the question's wording unmatched."
    return "The quoted sentence states the answer, but it matched the question only loosely."


def fallback_confidence(highlights: list[Candidate], *, min_score: float) -> Confidence:
    """Confidence that the highlights are relevant (never more than medium: nothing was answered)."""
    if not highlights:
        return Confidence(level="insufficient", score=0.0, reason=_NOTHING)
    retrieval = _retrieval(max(c.cosine for c in highlights), min_score)
    coverage = max(c.coverage for c in highlights)
    score = round(min(_FALLBACK_CAP, 0.5 * retrieval + 0.5 * coverage), 3)
    reason = (
        "The passages are on the question's topic, but none of them states the answer."
        if _level(score) == "medium"
        else "The passages only partly match the question; none of them states the answer."
    )
    return Confidence(level=_level(score), score=score, reason=reason)  # type: ignore[arg-type]


_NOTHING = "Nothing in the documents answers this question."
REFUSED = Confidence(level="insufficient", score=0.0)  # a refusal says why in its own message


def cap_unless_explicit(
    confidence: Confidence, lead: Candidate, *, entity_clear: bool, unsure: bool = False, superseded: bool = False
) -> Confidence:
    """A measure's answer is "high" only when everything is explicit in one primary source.

    Explicit: the sentence or row states the measure and its value, names the asked period itself
    (not only through the document it is in), the company is clear (named by the question, or the
    only one in the library), the document is marked primary, and the same document gives no other
    figure for it. A question that names no period asks what holds now: an answer read from a filing
    that a later filing of the same company supersedes (``superseded``) is not explicit about that.
    Anything less stays medium. Answers that matched the question's words without
    a measure are capped the same way in libraries of company documents: their word-overlap rule
    was never shown to hold on filings.
    """
    if confidence.level != "high":
        return confidence
    if lead.measured and lead.explicit and entity_clear and lead.provenance == "primary" and not unsure and not superseded:
        return confidence
    if not entity_clear:
        reason = "The question does not name the company, and the library holds several."
    elif superseded:
        reason = "A later filing of the same company may give a newer figure; name the period to be sure."
    elif unsure:
        reason = "The same document gives another figure for this too."
    elif lead.provenance != "primary":
        reason = "Stated outright, but the document is not marked as a primary source."
    elif not lead.measured:
        reason = "The sentence matches the question's words; no known financial measure was checked."
    else:
        reason = "Stated, but the sentence does not name the period itself (only the document does)."
    return Confidence(level="medium", score=round(min(confidence.score, _HIGH - 0.01), 3), reason=reason)
