"""Several filings of one company: which one a question points at, and which a later one supersedes."""

from __future__ import annotations

import re

from rag_core.answer.understand.frame import company_key, period_rank


_DOC_TYPES = (
    (re.compile(r"\b(?:10-?k|annual\s+reports?)\b", re.IGNORECASE), frozenset({"10-k", "annual report"})),
    (re.compile(r"\b(?:10-?q|quarterly\s+reports?)\b", re.IGNORECASE), frozenset({"10-q"})),
    (re.compile(r"\b8-?k\b", re.IGNORECASE), frozenset({"8-k"})),
    (re.compile(r"\b(?:earnings|press)\s+releases?\b", re.IGNORECASE), frozenset({"earnings release"})),
)


def asked_doc_type(question: str) -> frozenset[str]:
    """The kinds of document a question names ("in this 10K report" -> 10-K, annual report), or none."""
    return next((kinds for pattern, kinds in _DOC_TYPES if pattern.search(question)), frozenset())


def later_filings(docs: set[str], profiles: dict, doc_type: frozenset[str] = frozenset()) -> dict[str, frozenset[str]]:
    """doc_id -> the documents of the same company whose period ends later (only docs that have one).

    With ``doc_type`` (the question names "the 10-K") only filings of that type supersede each
    other: a later 10-Q does not make the 10-K the question points at out of date.
    """
    by_company: dict[str, list[tuple[str, str]]] = {}
    for doc_id in docs:
        profile = profiles.get(doc_id)
        if profile is not None and doc_type and profile.doc_type.lower() not in doc_type:
            continue
        if profile is None or not (profile.period_end or profile.fiscal_year):
            continue  # a handbook states no period: no filing of its company supersedes it
        key = company_key(profile.entity) if profile is not None and profile.entity else ""
        if key:
            by_company.setdefault(key, []).append((period_rank(profile), doc_id))
    out: dict[str, frozenset[str]] = {}
    for filings in by_company.values():
        for rank, doc_id in filings:
            later = frozenset(other for other_rank, other in filings if other_rank > rank)
            if later:
                out[doc_id] = later
    return out
