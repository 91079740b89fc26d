"""Plain words for the answer judge's features, shown under "Why this answer?"."""

from __future__ import annotations

from rag_core.envelope import JudgeReport

FEATURE_LABELS: dict[str, str] = {
    "coverage": "share of the question's words in the passage",
    "coverage_gap": "how far it trails the passage with most of the question's words",
    "coverage_rank": "its rank by the question's words",
    "cosine": "similarity of its section to the question",
    "cosine_gap": "how far its section trails the closest one",
    "best_cosine": "similarity of the closest section",
    "fused": "search rank score",
    "keyword": "keyword search score",
    "rank": "search rank of its section",
    "missing": "question words it lacks",
    "missing_share": "share of question words it lacks",
    "names_missing": "names in the question it lacks",
    "rarest_present": "the question's rarest word is in it",
    "bigrams": "word pairs shared with the question",
    "missing_top": "how rare the rarest question word it lacks is",
    "soft_coverage": "share of the question's words in it, counting words it says in other words",
    "soft_missing_top": "how rare the rarest question word it neither has nor says in other words is",
    "score": "overall match score",
    "score_gap": "how far it trails the best match",
    "score_rank": "its rank among the passages read",
    "has_value": "gives a value of the kind asked",
    "numbers": "figures it gives",
    "has_money": "gives an amount of money",
    "has_asked_year": "names the asked year",
    "other_year": "names another year than the one asked",
    "negated": "contains a negation",
    "negation_mismatch": "negated where the question is not (or the reverse)",
    "heading": "reads as a heading",
    "table_text": "a run of figures without labels",
    "position": "where it stands on its page",
    "furniture": "page header, footer or contents",
    "superseded": "a later filing of the same company exists",
    "measured": "the question asks for a known financial measure",
    "states_measure": "names the asked measure",
    "qualified": "narrows the measure (a segment, a region)",
    "period_ok": "about the asked period",
    "stated": "states measure, period and value together",
    "explicit": "names the asked period itself",
    "primary_statement": "a row of a primary financial statement",
    "cell": "a table cell",
    "label_coverage": "share of the question's words in its row label",
    "header_match": "its column header names the asked period",
    "label_in_question": "the question names its row",
    "value_in_question": "its value is already in the question",
    "document_named": "its document is the organisation's the question names",
    "computation": "the question asks for a calculation",
    "asked_years": "years the question names",
    "words": "its length in words",
    "first_person": "speaks as the document's author (we, our)",
}


def weights_text(report: JudgeReport) -> list[str]:
    """One line per feature that weighed most: its plain label and whether it raised or lowered P."""
    lines = []
    for item in report.weights:
        label = FEATURE_LABELS.get(item.feature, item.feature.replace("_", " "))
        direction = "raised" if item.weight > 0 else "lowered"
        lines.append(f"- {label}: {direction} it ({item.weight:+.2f})")
    return lines
