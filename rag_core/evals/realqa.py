"""Analyst questions on real filings: does the engine answer what a filing states, and only that?

The question file is JSON Lines (``evals/realqa_dev.jsonl``): ``question``, ``category`` (stated,
table, near_miss, off_topic, arithmetic, judgment), ``doc`` (file name), ``gold`` (figures as
printed; any one in an answer makes it right) and ``pages`` (1-based pages that state it). The
filings are indexed together into one library, as an analyst would upload them.

The same questions are run on libraries of different sizes (the 10 filings they were written for,
or 74 filings of which those 10 are a part), so a record can say what other filings state:

* ``also`` (stated/table records): other places that state the gold, each a ``[doc, page]`` pair
  (a 10-Q repeating the 10-K's balance sheet column) or an object ``{"doc", "pages", "gold"?,
  "quote"?}``; ``gold`` is given when that filing prints the same answer differently ("William J.
  Hornbuckle" for "Bill Hornbuckle", "$5.9 billion" for "5,911,893") and counts only in text from
  that filing; ``quote`` is the verbatim evidence, for the reader.
* ``answerable_in`` (non-answerable records): filings that do state the answer, each
  ``{"doc", "pages", "gold", "category", "quote"?}`` with ``category`` stated or table (a near miss
  "revenue in fiscal 2019" that the fiscal 2019 10-K answers).

Which of these count is decided per run from the documents actually indexed (``scope``): a place
counts only when its document is in the library; a non-answerable record with an ``answerable_in``
document in the library is scored as that entry's category; a stated/table record none of whose
places is in the library is scored as non-answerable ("not_in_library"). The records so changed
are listed in the metrics as ``rescoped``. A place is added to a record only when its page states
the answer to the question as asked (same entity, measure and period; for a question with no
period, the same fact as the record's own filing states).

A direct answer is *correct* when one of its quoted facts holds a gold figure and is cited to one
of the places that state it; every other direct answer is *wrong*. The gold is *visible* when a
gold figure appears in the answer or in a highlight (a place's own ``gold`` only in text from its
filing).
"""

from __future__ import annotations

import json
import re
import time
from collections import Counter, defaultdict
from collections.abc import Collection
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rag_core.answer.engine import Engine
from rag_core.envelope import Response
from rag_core.evals.common import mode_counts, results, run_session, table, verbatim_violations
from rag_core.library import Library
from rag_core.settings import Settings
from rag_core.text.sentences import display

ANSWERABLE = frozenset({"stated", "table"})
CATEGORIES = ("stated", "table", "near_miss", "off_topic", "arithmetic", "judgment")
NOT_IN_LIBRARY = "not_in_library"  # a stated/table record whose filings are not indexed in this run
LEVELS = ("high", "medium", "low")
HIT_AT = (1, 5, 10)


def _squash(text: str) -> str:
    """Lower case, whitespace collapsed, and no space after a currency sign ("$ 3.49" = "$3.49")."""
    return re.sub(r"([$€£])\s+", r"\1", display(text).lower())


def load(path: Path) -> list[dict[str, Any]]:
    """Questions of a realqa file, checked for the fields the scoring reads."""
    items = []
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            if not line.strip():
                continue
            item = json.loads(line)
            if item.get("category") not in CATEGORIES:
                raise ValueError(f"{path}:{number}: category must be one of {CATEGORIES}")
            try:
                _check_places(item)
            except (TypeError, ValueError, KeyError) as exc:
                raise ValueError(f"{path}:{number}: {exc}") from exc
            items.append(item)
    return items


@dataclass(frozen=True)
class Place:
    """A filing's pages that state a record's answer, and the figures as that filing prints them.

    ``own_gold`` marks figures given for this filing only (its text, not the record's ``gold``):
    they make an answer visible only in text from this filing.
    """

    doc: str
    pages: tuple[int, ...]
    gold: tuple[str, ...]
    category: str = ""
    own_gold: bool = False


def _also_places(item: dict[str, Any]) -> list[Place]:
    gold = tuple(item.get("gold") or [])
    places = []
    for entry in item.get("also") or []:
        if isinstance(entry, dict):
            own = entry.get("gold")
            pages = tuple(int(p) for p in entry["pages"])
            places.append(Place(entry["doc"], pages, tuple(own) if own else gold, own_gold=bool(own)))
        else:
            doc, page = entry
            places.append(Place(doc, (int(page),), gold))
    return places


def _answerable_in(item: dict[str, Any]) -> list[Place]:
    return [
        Place(e["doc"], tuple(int(p) for p in e["pages"]), tuple(e["gold"]), e["category"], own_gold=True)
        for e in item.get("answerable_in") or []
    ]


def _check_places(item: dict[str, Any]) -> None:
    answerable = item["category"] in ANSWERABLE
    if item.get("answerable_in") and answerable:
        raise ValueError(
            "answerable_in is for non-answerable records; a stated/table record lists other places in also"
        )
    if item.get("also") and not answerable:
        raise ValueError(
            "also is for stated/table records; a non-answerable record lists answering filings in answerable_in"
        )
    for place in _also_places(item) + _answerable_in(item):
        if not place.doc or not place.pages:
            raise ValueError("every also/answerable_in entry needs a doc and at least one page")
    for place in _answerable_in(item):
        if place.category not in ANSWERABLE or not place.gold:
            raise ValueError("every answerable_in entry needs gold figures and a category, stated or table")


@dataclass(frozen=True)
class Scoped:
    """A record as scored on one library: its category there and the places that count."""

    category: str
    places: tuple[Place, ...]

    @property
    def answerable(self) -> bool:
        return self.category in ANSWERABLE

    def pages(self) -> set[tuple[str, int]]:
        return {(p.doc, page) for p in self.places for page in p.pages}

    def gold(self) -> list[str]:
        return list(dict.fromkeys(g for p in self.places for g in p.gold))


def scope(item: dict[str, Any], indexed: Collection[str]) -> Scoped:
    """What a record asks of a library holding the documents ``indexed`` (file names).

    A stated/table record counts its own pages and its ``also`` places whose documents are
    indexed, and is not answerable when none is; a non-answerable record becomes answerable, as
    its first indexed ``answerable_in`` entry's category, when such an entry's document is indexed.
    """
    if item["category"] in ANSWERABLE:
        own = Place(item.get("doc", ""), tuple(item.get("pages") or []), tuple(item.get("gold") or []))
        places = tuple(p for p in [own, *_also_places(item)] if p.doc in indexed)
        return Scoped(item["category"] if places else NOT_IN_LIBRARY, places)
    places = tuple(p for p in _answerable_in(item) if p.doc in indexed)
    return Scoped(places[0].category if places else item["category"], places)


def _holds_gold(text: str, gold: list[str]) -> bool:
    squashed = _squash(text)
    return any(_squash(g) in squashed for g in gold if g.strip())


def _direct_correct(scoped: Scoped, response: Response) -> bool:
    for fact in response.evidence.facts:
        for place in scoped.places:
            if fact.source == place.doc and fact.page in place.pages and _holds_gold(fact.quote, list(place.gold)):
                return True
    return False


def _visible(scoped: Scoped, response: Response) -> bool:
    texts: list[tuple[str | None, str]] = [(None, response.answer or "")]
    texts += [(f.source, f.quote) for f in response.evidence.facts]
    texts += [(h.source, h.highlight) for h in response.related_highlights or []]
    return any(
        _holds_gold(text, list(place.gold))
        for place in scoped.places
        for source, text in texts
        if not place.own_gold or source == place.doc
    )


def _ranked_pages(engine: Engine, response: Response, names: dict[str, str]) -> list[tuple[str, int]]:
    """Retrieved pages in rank order, from the query log's chunk ids (``doc_id:page:index``)."""
    entry = engine.log.get(response.query_id or "")
    if entry is None:
        return []
    pages: list[tuple[str, int]] = []
    for chunk_id in entry.chunk_ids:
        doc_id, page, _ = chunk_id.rsplit(":", 2)
        key = (names.get(doc_id, doc_id), int(page))
        if key not in pages:
            pages.append(key)
    return pages


def run(
    path: Path, *, docs: Path, data_dir: Path, out: Path | None = None, base: Settings | None = None
) -> dict[str, Any]:
    """Index the filings in ``docs`` (no-op when indexed), ask every question, score the envelopes."""
    base = base or Settings()
    settings = base.model_copy(update={"data_dir": data_dir, "seed_samples": False})
    library = Library(settings)
    # The filings only: the data folder's README and SOURCE notes would join every company's scope.
    filings = sorted(docs.rglob("*.pdf")) if docs.is_dir() else [docs]
    for result in library.ingest_paths(filings, provenance="primary"):
        if not result.ok:
            raise RuntimeError(f"could not index {result.name}: {result.message}")
    names = {d.doc_id: d.name for d in library.ready_documents()}
    indexed = set(names.values())
    engine = Engine(library)
    session = run_session("eval-realqa")
    items = load(path)
    counts: Counter[str] = Counter()
    by_level: dict[str, Counter[str]] = defaultdict(Counter)
    records, violations = [], []
    rescoped: dict[str, str] = {}
    started = time.perf_counter()
    for item in items:
        response = engine.ask(item["question"], session_id=f"{session}-{item.get('id', '')}")
        violations.extend(f"{item.get('id')}: {p}" for p in verbatim_violations(library, response))
        scoped = scope(item, indexed)
        if scoped.category != item["category"]:
            docs_named = ", ".join(dict.fromkeys(p.doc for p in scoped.places)) or "its filings are not indexed"
            rescoped[str(item.get("id"))] = f"{item['category']} -> {scoped.category} ({docs_named})"
        answerable = scoped.answerable
        direct = response.mode.value == "direct_answer"
        correct = answerable and direct and _direct_correct(scoped, response)
        visible = answerable and _visible(scoped, response)
        ranked = _ranked_pages(engine, response, names)
        gold_pages = scoped.pages()
        group = "answerable" if answerable else "other"
        counts[f"{group}:n"] += 1
        counts[f"cat:{scoped.category}"] += 1
        counts[f"mode:{response.mode.value}"] += 1
        if answerable:
            counts["answerable:correct"] += correct
            counts["answerable:visible"] += visible
            counts[f"{scoped.category}:correct"] += correct
            for k in HIT_AT:
                counts[f"hit@{k}"] += any(p in gold_pages for p in ranked[:k])
        elif direct:
            counts["other:direct"] += 1
        if direct:
            level = response.confidence.level
            by_level[level]["answers"] += 1
            by_level[level]["correct"] += correct
            if not correct:
                counts["wrong"] += 1
                counts[f"wrong:{level}"] += 1
        records.append(
            {
                "id": item.get("id"),
                "category": item["category"],
                "scored_as": scoped.category,
                "question": item["question"],
                "mode": response.mode.value,
                "confidence": response.confidence.level,
                "correct": correct,
                "visible": visible,
                "answer": response.answer if direct else "",
                "cited": [(c.source, c.page) for c in response.citations],
                "gold": scoped.gold() if answerable else item.get("gold"),
                "gold_pages": item.get("pages"),
                "gold_places": sorted(gold_pages),
                "ranked_pages": ranked[:10],
                "refusal_reason": response.refusal_reason.value if response.refusal_reason else "",
            }
        )
    elapsed = time.perf_counter() - started
    answerable_n = max(counts["answerable:n"], 1)
    metrics = {
        "questions": len(items),
        "answerable": counts["answerable:n"],
        "non_answerable": counts["other:n"],
        "direct_correct": counts["answerable:correct"] / answerable_n,
        "stated_correct": f"{counts['stated:correct']}/{counts['cat:stated']}",
        "table_correct": f"{counts['table:correct']}/{counts['cat:table']}",
        "gold_visible": counts["answerable:visible"] / answerable_n,
        "wrong_direct": counts["wrong"],
        "wrong_direct_share": counts["wrong"] / max(len(items), 1),
        "wrong_by_level": {level: counts[f"wrong:{level}"] for level in LEVELS},
        "non_answerable_direct": counts["other:direct"] / max(counts["other:n"], 1),
        "page_hit": {f"@{k}": counts[f"hit@{k}"] / answerable_n for k in HIT_AT},
        "reliability": {
            level: {"answers": by_level[level]["answers"], "correct": by_level[level]["correct"]} for level in LEVELS
        },
        "verbatim_violations": len(violations),
        "rescoped": rescoped,
        "modes": mode_counts(counts),
        "ms_per_question": round(1000 * elapsed / max(len(items), 1), 1),
    }
    return results(path, metrics, violations, records, out, docs=str(docs))


def report(metrics: dict[str, Any]) -> str:
    """Markdown tables: the measures with their targets, then the reliability table."""
    rows = [
        (
            "questions (answerable / not)",
            f"{metrics['questions']} ({metrics['answerable']} / {metrics['non_answerable']})",
        ),
        ("answerable answered directly and correctly (>= 60%)", f"{metrics['direct_correct']:.1%}"),
        ("  stated in prose / read off a table", f"{metrics['stated_correct']} / {metrics['table_correct']}"),
        ("gold visible in answer or highlights (>= 85%)", f"{metrics['gold_visible']:.1%}"),
        (
            "wrong direct answers (<= 2% of all, none high)",
            f"{metrics['wrong_direct']} ({metrics['wrong_direct_share']:.1%}); "
            + ", ".join(f"{k} {v}" for k, v in metrics["wrong_by_level"].items()),
        ),
        ("non-answerable answered directly (<= 5%)", f"{metrics['non_answerable_direct']:.1%}"),
        ("gold page retrieved hit@1 / @5 / @10", " / ".join(f"{v:.1%}" for v in metrics["page_hit"].values())),
        ("verbatim violations (must be 0)", str(metrics["verbatim_violations"])),
        (
            "scored otherwise on this library",
            "; ".join(f"{k}: {v}" for k, v in metrics.get("rescoped", {}).items()) or "none",
        ),
        ("modes", ", ".join(f"{k} {v}" for k, v in metrics["modes"].items())),
        ("time per question", f"{metrics['ms_per_question']} ms"),
    ]
    reliability = ["", "| confidence | direct answers | correct | share correct |", "|---|---|---|---|"]
    for level, row in metrics["reliability"].items():
        share = f"{row['correct'] / row['answers']:.0%}" if row["answers"] else "-"
        reliability.append(f"| {level} | {row['answers']} | {row['correct']} | {share} |")
    return table(rows) + "\n" + "\n".join(reliability)
