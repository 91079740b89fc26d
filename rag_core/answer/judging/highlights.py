"""The passages a guided fallback shows: related sentences and table cells, verbatim, from the
pages read, a few per page, best first; never padding that shares no word with the question."""

from __future__ import annotations

from rag_core.answer.candidate import Candidate
from rag_core.answer.judging.sentences import is_column_header, is_heading
from rag_core.retrieved import RetrievedChunk
from rag_core.settings import AnswerSettings
from rag_core.text.lexicon import tokens

_MIN_HIGHLIGHT_CHARS = 20
_STATED_LEAD_PAGES = 2  # pages whose statements lead a measure question's highlights


def highlights(
    settings: AnswerSettings,
    min_score: float,
    candidates: list[Candidate],
    chunks: tuple[RetrievedChunk, ...],
    *,
    lead_stated: bool = False,
    names: frozenset[str] = frozenset(),
) -> list[Candidate]:
    """Related sentences for a guided fallback (``chunks``: the pages read, best first): the best
    sentence of each of the few best pages first, then the best remaining sentences (a few per
    page), at most N in all, best first.

    ``lead_stated``: statements that pass every measure check come first (see below).
    ``names``: the stems of the names the question gives (see :func:`_worded`).
    """
    relevant = [
        c
        for c in candidates
        if (_worded(c, names) or c.cosine >= min_score or _judged_on_topic(c, settings.topic_min_p))
        and len(c.quote) >= _MIN_HIGHLIGHT_CHARS
        and not is_heading(c.quote)
        and not is_column_header(c.quote)
    ]
    page_order: list[tuple[str, int]] = []
    for retrieved in chunks:
        key = (retrieved.chunk.meta.doc_id, retrieved.chunk.meta.page)
        if key not in page_order:
            page_order.append(key)
    best_on_page: dict[tuple[str, int], Candidate] = {}
    for candidate in relevant:  # already best first
        best_on_page.setdefault((candidate.doc_id, candidate.page), candidate)
    limit = settings.max_highlights
    # A question comparing periods ("Did PP&E grow from FY20 to FY21?") is not answered
    # directly, but the figures it compares are stated: the best statement of each of the
    # first pages that have one leads, then the pages in retrieval order.
    lead: dict[tuple[str, int], Candidate] = {}
    for candidate in relevant:
        if lead_stated and candidate.stated and len(lead) < _STATED_LEAD_PAGES:
            lead.setdefault((candidate.doc_id, candidate.page), candidate)
    chosen = list(lead.values()) + [best_on_page[key] for key in page_order if key in best_on_page and key not in lead]
    chosen = chosen[: min(limit, max(settings.diverse_pages, len(lead)))]
    per_page = {(c.doc_id, c.page): 1 for c in chosen}
    for candidate in relevant:
        if len(chosen) >= limit:
            break
        key = (candidate.doc_id, candidate.page)
        if candidate in chosen or per_page.get(key, 0) >= settings.max_highlights_per_page:
            continue
        per_page[key] = per_page.get(key, 0) + 1
        chosen.append(candidate)
    return sorted(
        _above_floor(chosen, settings.highlight_floor, settings.topic_min_p, names),
        key=lambda c: (-c.score, c.source, c.page, c.sentence.start),
    )


def _above_floor(
    chosen: list[Candidate], floor: float, topic_min_p: float, names: frozenset[str] = frozenset()
) -> list[Candidate]:
    """Drop padding: passages scoring under ``floor`` x the best one, and passages that share no
    word with the question when others do ("Welcome to Northwind Logistics." beside the routing
    rules a question about routing found), unless the judge reads them as on the question's topic."""
    if not chosen:
        return chosen
    best = max(c.score for c in chosen)
    # Passages holding the question's own words first; a statement of the asked measure only when
    # none does ("How many vacation days do employees get?" is not shown the headcount beside the
    # leave rule).
    if any(c.coverage > 0 for c in chosen):
        on_topic = [c.coverage > 0 for c in chosen]
    else:
        on_topic = [_worded(c, names) for c in chosen]
    worded = any(on_topic)
    return [
        c
        for c, shares in zip(chosen, on_topic)
        if _judged_on_topic(c, topic_min_p) or (c.score >= floor * best and (shares or not worded))
    ]


def _worded(candidate: Candidate, names: frozenset[str]) -> bool:
    """Whether the candidate shares a word with the question: one of its weighted words, or, for a
    question about a measure (whose words the frame checks itself), a term of that measure
    ("Revenue for 2023 was EUR 182.4 million, ..." for "How much did revenue grow?"), unless it
    lacks a name the question gives: another bakery's revenue is not shown for "What was Marrowgate
    Bakers' revenue in 2024?"."""
    if candidate.coverage > 0:
        return True
    return candidate.states_measure and not any(t.stem in names for t in tokens(" ".join(candidate.missing)))


def _judged_on_topic(candidate: Candidate, min_p: float) -> bool:
    """Whether the judge rates the candidate at least ``min_p`` likely to state the answer, whatever
    words it shares ("Our head of legal is Orla Macaulay." for "Who handles lawsuits?")."""
    return candidate.p is not None and candidate.p >= min_p
