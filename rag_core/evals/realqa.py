"""Analyst questions on real filings: does the engine answer what a filing states, and only that?

The question file is JSON Lines (``evals/realqa_dev.jsonl``): ``question``, ``category`` (stated,
table, near_miss, off_topic, arithmetic, judgment), ``doc`` (file name), ``gold`` (figures as
printed; any one in an answer makes it right) and ``pages`` (1-based pages that state it; ``also`` lists [doc, page] pairs of other filings that
repeat it). The
filings are indexed together into one library, as an analyst would upload them.

A direct answer is *correct* when one of its quoted facts holds a gold figure and is cited to the
gold document and one of the gold pages; every other direct answer is *wrong*. The gold is
*visible* when a gold figure appears in the answer or in a highlight.
"""

from __future__ import annotations

import json
import re
import time
from collections import Counter, defaultdict
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
            items.append(item)
    return items


def _holds_gold(text: str, gold: list[str]) -> bool:
    squashed = _squash(text)
    return any(_squash(g) in squashed for g in gold if g.strip())


def _gold_places(item: dict[str, Any]) -> set[tuple[str, int]]:
    """(document, page) pairs that state the gold: its pages, plus ``also`` ([doc, page] pairs) for
    a statement another filing repeats (a 10-Q restating the 10-K's outlook)."""
    places = {(item.get("doc", ""), page) for page in item.get("pages") or []}
    places |= {(doc, int(page)) for doc, page in item.get("also") or []}
    return places


def _direct_correct(item: dict[str, Any], response: Response) -> bool:
    places = _gold_places(item)
    for fact in response.evidence.facts:
        if (fact.source, fact.page) in places and _holds_gold(fact.quote, item["gold"]):
            return True
    return False


def _visible(item: dict[str, Any], response: Response) -> bool:
    texts = [response.answer or ""] + [h.highlight for h in response.related_highlights or []]
    return any(_holds_gold(t, item.get("gold") or []) for t in texts)


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


def run(path: Path, *, docs: Path, data_dir: Path, out: Path | None = None, base: Settings | None = None) -> dict[str, Any]:
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
    engine = Engine(library)
    session = run_session("eval-realqa")
    items = load(path)
    counts: Counter[str] = Counter()
    by_level: dict[str, Counter[str]] = defaultdict(Counter)
    records, violations = [], []
    started = time.perf_counter()
    for item in items:
        response = engine.ask(item["question"], session_id=f"{session}-{item.get('id', '')}")
        violations.extend(f"{item.get('id')}: {p}" for p in verbatim_violations(library, response))
        answerable = item["category"] in ANSWERABLE
        direct = response.mode.value == "direct_answer"
        correct = answerable and direct and _direct_correct(item, response)
        visible = answerable and _visible(item, response)
        ranked = _ranked_pages(engine, response, names)
        gold_pages = _gold_places(item)
        group = "answerable" if answerable else "other"
        counts[f"{group}:n"] += 1
        counts[f"cat:{item['category']}"] += 1
        counts[f"mode:{response.mode.value}"] += 1
        if answerable:
            counts["answerable:correct"] += correct
            counts["answerable:visible"] += visible
            counts[f"{item['category']}:correct"] += correct
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
                "question": item["question"],
                "mode": response.mode.value,
                "confidence": response.confidence.level,
                "correct": correct,
                "visible": visible,
                "answer": response.answer if direct else "",
                "cited": [(c.source, c.page) for c in response.citations],
                "gold": item.get("gold"),
                "gold_pages": item.get("pages"),
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
        "modes": mode_counts(counts),
        "ms_per_question": round(1000 * elapsed / max(len(items), 1), 1),
    }
    return results(path, metrics, violations, records, out, docs=str(docs))


def report(metrics: dict[str, Any]) -> str:
    """Markdown tables: the measures with their targets, then the reliability table."""
    rows = [
        ("questions (answerable / not)", f"{metrics['questions']} ({metrics['answerable']} / {metrics['non_answerable']})"),
        ("answerable answered directly and correctly (>= 60%)", f"{metrics['direct_correct']:.1%}"),
        ("  stated in prose / read off a table", f"{metrics['stated_correct']} / {metrics['table_correct']}"),
        ("gold visible in answer or highlights (>= 85%)", f"{metrics['gold_visible']:.1%}"),
        ("wrong direct answers (<= 2% of all, none high)",
         f"{metrics['wrong_direct']} ({metrics['wrong_direct_share']:.1%}); "
         + ", ".join(f"{k} {v}" for k, v in metrics["wrong_by_level"].items())),
        ("non-answerable answered directly (<= 5%)", f"{metrics['non_answerable_direct']:.1%}"),
        ("gold page retrieved hit@1 / @5 / @10",
         " / ".join(f"{v:.1%}" for v in metrics["page_hit"].values())),
        ("verbatim violations (must be 0)", str(metrics["verbatim_violations"])),
        ("modes", ", ".join(f"{k} {v}" for k, v in metrics["modes"].items())),
        ("time per question", f"{metrics['ms_per_question']} ms"),
    ]
    reliability = ["", "| confidence | direct answers | correct | share correct |", "|---|---|---|---|"]
    for level, row in metrics["reliability"].items():
        share = f"{row['correct'] / row['answers']:.0%}" if row["answers"] else "-"
        reliability.append(f"| {level} | {row['answers']} | {row['correct']} | {share} |")
    return table(rows) + "\n" + "\n".join(reliability)
