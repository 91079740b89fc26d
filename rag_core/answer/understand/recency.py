"""Questions about the latest period or document: "the latest 10-Q", "most recent quarter",
"this quarter", "current fiscal year", "last year" (the latest year reported).

:func:`latest_documents` resolves them to the newest document (by the period it reports) of each
organisation among the scoped documents, of the kind the question names if any; the engine then
answers from those. :func:`recency_words` gives the words of the phrase, which an answer sentence
need not repeat ("latest" is what the question asks for, not what the filing says).
"""

from __future__ import annotations

import re

from rag_core.answer.understand.frame import company_key, period_rank
from rag_core.ingest.profile import DocumentProfile, QuestionPeriod
from rag_core.text.lexicon import lower_words

__all__ = ["asks_for_latest", "latest_documents", "latest_period", "recency_words"]

_PERIOD_NOUN = (
    r"(?:fiscal\s+)?(?:quarter|year|period|half|month|results|figures|numbers|data|filing|report|release|statements?)"
)
_DOC_NOUN = r"(?:10-?k|10-?q|8-?k|annual\s+report|quarterly\s+report|earnings\s+release|press\s+release|filing|report|policy|version)"
_RECENCY_RE = re.compile(
    rf"\b(?:the\s+)?(?:latest|most\s+recent(?:ly)?|newest|last\s+reported|most\s+recently\s+reported)"
    rf"(?:\s+(?:reported|available|published|filed))?(?:\s+(?:{_PERIOD_NOUN}|{_DOC_NOUN}))?"
    rf"|\b(?:this|the\s+current|current)\s+(?:fiscal\s+)?(?:quarter|year)\b"
    rf"|\blast\s+quarter\b"
    rf"|\blast\s+(?:financial\s+|fiscal\s+)?year\b"
    rf"|\bcurrent\s+(?:{_DOC_NOUN})\b",
    re.IGNORECASE,
)
# Kinds of document a question may name, and the profile doc types they mean.
_DOC_TYPES = (
    (re.compile(r"\b(?:10-?q|quarterly\s+(?:report|filing)s?)\b", re.IGNORECASE), frozenset({"10-q"})),
    (re.compile(r"\b(?:10-?k|annual\s+(?:report|filing)s?)\b", re.IGNORECASE), frozenset({"10-k", "annual report"})),
    (re.compile(r"\b8-?k\b", re.IGNORECASE), frozenset({"8-k"})),
    (re.compile(r"\b(?:earnings|press)\s+releases?\b", re.IGNORECASE), frozenset({"earnings release"})),
    (re.compile(r"\bprivacy\s+(?:policy|notice|statement)\b", re.IGNORECASE), frozenset({"privacy policy"})),
    (re.compile(r"\bhandbook\b", re.IGNORECASE), frozenset({"handbook"})),
    (re.compile(r"\bpolic(?:y|ies)\b", re.IGNORECASE), frozenset({"policy", "privacy policy"})),
)
_QUARTERLY = frozenset({"10-q", "earnings release"})
_QUARTER_RE = re.compile(r"\bquarter(?:ly)?\b", re.IGNORECASE)
_ANNUAL = frozenset({"10-k", "annual report"})
_YEAR_WORD_RE = re.compile(r"\byear\b", re.IGNORECASE)


def asks_for_latest(question: str) -> bool:
    """Whether the question asks for the latest, most recent or current period or document."""
    return _RECENCY_RE.search(question) is not None


def recency_words(question: str) -> frozenset[str]:
    """Lower-case words of the question's recency phrases ("the latest 10-Q" -> latest, 10-q, ...),
    which an answer sentence need not contain; empty when the question asks for no recency."""
    words: set[str] = set()
    for match in _RECENCY_RE.finditer(question):
        phrase = match.group()
        words |= lower_words(phrase)
        words |= {w.strip(".,;:?!") for w in phrase.lower().split()}
    return frozenset(w for w in words if w)


def _named_types(question: str) -> frozenset[str]:
    return next((types for pattern, types in _DOC_TYPES if pattern.search(question)), frozenset())


def latest_documents(question: str, profiles: dict[str, DocumentProfile], docs: set[str]) -> frozenset[str] | None:
    """The newest document of each organisation among ``docs`` when the question asks for the
    latest period or document, else None.

    "the latest 10-Q" keeps 10-Qs only; "the most recent quarter" prefers quarterly reports
    (10-Q, earnings release) where an organisation has some, "last year" annual ones (10-K, annual
    report: board minutes of a later month are no year's figures). Newest is by the period a document
    reports (its period end, else its fiscal year); documents of equal rank are all kept (a 10-Q
    and the earnings release of the same quarter). Documents with no known period take no part;
    when none among ``docs`` has one, there is nothing to resolve and the answer is None too. A
    kind no scoped document is of gives the newest documents of any kind.

    Args:
        question: the question as asked.
        profiles: doc_id -> profile of the ready documents.
        docs: the documents the question is scoped to.
    """
    match = _RECENCY_RE.search(question)
    if match is None:
        return None
    dated = {d: profiles[d] for d in docs if d in profiles and (profiles[d].period_end or profiles[d].fiscal_year)}
    if not dated:
        return None
    named = _named_types(question)
    quarterly = not named and bool(_QUARTER_RE.search(match.group()))
    preferred = _QUARTERLY if quarterly else _ANNUAL if not named and _YEAR_WORD_RE.search(match.group()) else None
    chosen = _newest(dated, named, preferred)
    # A kind no scoped document is of ("the latest 10-Q" over 10-Ks only): the newest of any kind.
    return frozenset(chosen or _newest(dated, frozenset(), preferred))


def _newest(dated: dict[str, DocumentProfile], named: frozenset[str], preferred: frozenset[str] | None) -> set[str]:
    """The newest of each organisation's documents (of the ``named`` kinds, if any; of the
    ``preferred`` kinds where it has some)."""
    groups: dict[str, dict[str, DocumentProfile]] = {}
    for doc_id, profile in dated.items():
        groups.setdefault(company_key(profile.entity), {})[doc_id] = profile
    chosen: set[str] = set()
    for group in groups.values():
        pool = {d: p for d, p in group.items() if p.doc_type.lower() in named} if named else group
        if preferred:
            pool = {d: p for d, p in group.items() if p.doc_type.lower() in preferred} or group
        if not pool:
            continue
        best = max(period_rank(p) for p in pool.values())
        chosen |= {d for d, p in pool.items() if period_rank(p) == best}
    return chosen


def latest_period(question: str, profiles: list[DocumentProfile]) -> QuestionPeriod | None:
    """The period "the latest quarter" or "its most recent 10-Q" means, once resolved to documents
    that all report one period: that period's end (and three months when the question says
    quarter), so that the prior year's comparative column is not taken for it. None when the
    documents' periods differ or are unknown."""
    ends = {p.period_end for p in profiles}
    end = ends.pop() if len(ends) == 1 else ""
    if not end:
        return None
    match = _RECENCY_RE.search(question)
    quarter = bool(match and _QUARTER_RE.search(match.group()))
    return QuestionPeriod(
        years=(int(end[:4]),), months=3 if quarter else None, as_of=end, text=match.group().strip() if match else ""
    )
