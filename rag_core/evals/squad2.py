"""SQuAD 2.0: direct answers for answerable questions, never for unanswerable ones.

Each article becomes one text document whose "pages" are its paragraphs (one line each, with
``text_page_lines = 1``). Metrics:

* answerable answered directly with a gold span inside the answer (target >= 45%);
* answerable with a gold span visible in the answer or the highlights (target >= 85%);
* unanswerable answered directly (lower is better; target <= 10%);
* verbatim violations: quotes that are not exactly on their cited page (must be 0).
"""

from __future__ import annotations

import json
import logging
import tempfile
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rag_core.answer.engine import Engine
from rag_core.evals.common import mode_counts, one_passage_a_page, results, run_session, table, verbatim_violations
from rag_core.library import Library
from rag_core.settings import Settings

logger = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class SquadQuestion:
    """One question with its gold spans (empty for unanswerable ones)."""

    qid: str
    article: str
    question: str
    answers: tuple[str, ...]
    impossible: bool


def load(path: Path) -> tuple[dict[str, list[str]], list[SquadQuestion]]:
    """Articles (title -> paragraphs) and questions from a SQuAD 2.0 JSON file."""
    data = json.loads(path.read_text(encoding="utf-8"))
    articles: dict[str, list[str]] = {}
    questions = []
    for article in data["data"]:
        title = article["title"]
        paragraphs = []
        for paragraph in article["paragraphs"]:
            paragraphs.append(" ".join(paragraph["context"].split()))
            for qa in paragraph["qas"]:
                questions.append(
                    SquadQuestion(
                        qid=qa["id"],
                        article=title,
                        question=qa["question"].strip(),
                        answers=tuple(a["text"] for a in qa.get("answers", [])),
                        impossible=bool(qa.get("is_impossible")),
                    )
                )
        articles[title] = paragraphs
    return articles, questions


def build_index(library: Library, articles: dict[str, list[str]]) -> None:
    """Ingest every article (a no-op for articles already indexed)."""
    with tempfile.TemporaryDirectory(prefix="squad2-") as tmp:
        for title, paragraphs in articles.items():
            path = Path(tmp) / f"{title}.txt"
            path.write_text("\n".join(paragraphs), encoding="utf-8")
            result = library.ingest_path(path, provenance="secondary")
            if not result.ok:
                raise RuntimeError(f"could not index {title}: {result.message}")


def _norm(text: str) -> str:
    return " ".join(text.lower().split())


def run(
    path: Path,
    *,
    data_dir: Path,
    out: Path | None = None,
    limit: int | None = None,
    stride: int = 1,
    base: Settings | None = None,
) -> dict[str, Any]:
    """Run the evaluation; returns (and writes) the metrics and per-question records."""
    articles, questions = load(path)
    settings = one_passage_a_page(data_dir, base)
    library = Library(settings)
    build_index(library, articles)
    engine = Engine(library)
    session = run_session("eval-squad2")
    selected = questions[::stride][:limit] if limit else questions[::stride]

    counts: Counter[str] = Counter()
    records = []
    violations: list[str] = []
    started = time.perf_counter()
    for item in selected:
        response = engine.ask(item.question, session_id=session)
        problems = verbatim_violations(library, response)
        violations.extend(f"{item.qid}: {p}" for p in problems)
        direct = response.mode.value == "direct_answer"
        answer = _norm(response.answer or "") if direct else ""
        highlights = [_norm(h.highlight) for h in response.related_highlights or []]
        golds = [_norm(a) for a in item.answers]
        in_answer = any(g and g in answer for g in golds)
        visible = in_answer or any(g and g in h for g in golds for h in highlights)
        if item.impossible:
            counts["unanswerable"] += 1
            counts["unanswerable_direct"] += direct
        else:
            counts["answerable"] += 1
            counts["answerable_direct"] += direct
            counts["answerable_direct_correct"] += direct and in_answer
            counts["answerable_visible"] += visible
        counts[f"mode:{response.mode.value}"] += 1
        records.append(
            {
                "id": item.qid,
                "question": item.question,
                "impossible": item.impossible,
                "mode": response.mode.value,
                "kind": response.question_kind,
                "correct_direct": bool(direct and in_answer),
                "visible": bool(visible),
                "answer": response.answer if direct else None,
                "pages": [c.page for c in response.citations],
            }
        )
    elapsed = time.perf_counter() - started
    answerable = max(counts["answerable"], 1)
    unanswerable = max(counts["unanswerable"], 1)
    metrics = {
        "questions": len(selected),
        "answerable": counts["answerable"],
        "unanswerable": counts["unanswerable"],
        "answerable_direct_correct": counts["answerable_direct_correct"] / answerable,
        "answerable_direct": counts["answerable_direct"] / answerable,
        "answerable_gold_visible": counts["answerable_visible"] / answerable,
        "unanswerable_direct": counts["unanswerable_direct"] / unanswerable,
        "direct_precision": counts["answerable_direct_correct"]
        / max(counts["answerable_direct"] + counts["unanswerable_direct"], 1),
        "verbatim_violations": len(violations),
        "modes": mode_counts(counts),
        "seconds": round(elapsed, 1),
        "ms_per_question": round(1000 * elapsed / max(len(selected), 1), 1),
    }
    return results(path, metrics, violations, records, out)


def report(metrics: dict[str, Any]) -> str:
    """Markdown table of the metrics with the targets."""
    return table(
        [
            (
                "questions (answerable / unanswerable)",
                f"{metrics['questions']} ({metrics['answerable']} / {metrics['unanswerable']})",
            ),
            (
                "answerable answered directly, gold span in answer (>= 45%)",
                f"{metrics['answerable_direct_correct']:.1%}",
            ),
            (
                "answerable with gold span visible in answer or highlights (>= 85%)",
                f"{metrics['answerable_gold_visible']:.1%}",
            ),
            ("unanswerable answered directly (<= 10%)", f"{metrics['unanswerable_direct']:.1%}"),
            ("answerable answered directly (any)", f"{metrics['answerable_direct']:.1%}"),
            ("precision of direct answers", f"{metrics['direct_precision']:.1%}"),
            ("verbatim violations (must be 0)", str(metrics["verbatim_violations"])),
            ("modes", ", ".join(f"{k} {v}" for k, v in metrics["modes"].items())),
            ("time per question", f"{metrics['ms_per_question']} ms"),
        ]
    )
