"""Sources that disagree: are both values shown side by side, or is one chosen silently?

Two public sets (``../shared/data``): RGB's counterfactual subset (a query with its true passages
and the same passages with the fact swapped) and RAMDocs (a question with documents typed
correct, misinformation or noise). Every source becomes a text file of its own (one passage a
page), and each set is indexed twice: with every source (``both``), and without the swapped or
wrong ones (``true``, the control). Each question is asked in both libraries. Outcomes in ``both``:

* ``shown``: a conflict lists a statement holding a true answer beside one holding a false one;
* ``silent_false``: the direct answer holds a false answer, and no true answer is in it or in a
  conflict (the worst: a wrong answer with nothing to warn the analyst);
* ``hidden``: the direct answer holds a true answer and nothing shows the false one;
* ``mixed``: the direct answer holds both, but no conflict lists them;
* ``other``: a direct answer holding neither; ``none``: no direct answer (counted apart: whether
  its passages show a true and a false answer).

In ``true``: ``right`` (direct, holds a true answer), ``wrong`` (direct, holds none),
``false_conflict`` (a conflict shown where every source is true) and ``namesakes`` (a conflict
whose every value is a true answer: RAMDocs' questions about a name several things share).
"""

from __future__ import annotations

import json
import logging
import tempfile
import time
import unicodedata
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rag_core.answer.engine import Engine
from rag_core.embedding import Embedder
from rag_core.envelope import Response
from rag_core.evals.common import one_passage_a_page, results, run_session, table, verbatim_violations
from rag_core.library import Library
from rag_core.settings import Settings

logger = logging.getLogger(__name__)

SETS = ("rgb", "ramdocs")
FILES = {"rgb": Path("rgb") / "en_fact.json", "ramdocs": Path("ramdocs") / "RAMDocs_test.jsonl"}
LIBRARIES = ("both", "true")  # every source; the true and noise sources only


@dataclass(frozen=True, slots=True)
class Source:
    """One document: its file name, its passages and whether it is true, false or noise."""

    name: str
    passages: tuple[str, ...]
    kind: str  # "true" | "false" | "noise"


@dataclass(frozen=True, slots=True)
class ConflictCase:
    """A question, its sources and the answers each kind of source gives."""

    qid: str
    question: str
    sources: tuple[Source, ...]
    true_answers: tuple[str, ...]
    false_answers: tuple[str, ...]


def _flat(value: Any) -> tuple[str, ...]:
    """RGB's answers are a string, a list of alternatives or a list of lists of them."""
    if isinstance(value, str):
        return (value,) if value.strip() else ()
    return tuple(a for item in value or () for a in _flat(item))


def _passages(texts: Iterable[str]) -> tuple[str, ...]:
    """Each text on one line, without the control characters some scraped pages hold."""
    cleaned = ("".join(" " if unicodedata.category(ch) == "Cc" else ch for ch in t or "") for t in texts)
    return tuple(" ".join(t.split()) for t in cleaned if t.strip())


def load_rgb(path: Path) -> list[ConflictCase]:
    """RGB's counterfactual queries: the true passages, the swapped ones and the noise, each a source."""
    raw = path.read_text(encoding="utf-8")
    items = json.loads(raw) if raw.lstrip().startswith("[") else [json.loads(line) for line in raw.splitlines() if line]
    cases = []
    for item in items:
        qid = f"rgb-{item['id']}"
        sources = (
            Source(f"{qid}-true", _passages(item.get("positive", [])), "true"),
            Source(f"{qid}-swapped", _passages(item.get("positive_wrong", [])), "false"),
            Source(f"{qid}-noise", _passages(item.get("negative", [])), "noise"),
        )
        cases.append(
            ConflictCase(
                qid=qid,
                question=item["query"].strip(),
                sources=tuple(s for s in sources if s.passages),
                true_answers=_flat(item["answer"]),
                false_answers=_flat(item["fakeanswer"]),
            )
        )
    return cases


_RAMDOCS_KINDS = {"correct": "true", "misinfo": "false", "noise": "noise"}


def load_ramdocs(path: Path) -> list[ConflictCase]:
    """RAMDocs: each document a source, typed true (correct), false (misinfo) or noise."""
    cases = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines()):
        if not line.strip():
            continue
        item = json.loads(line)
        qid = f"ramdocs-{number}"
        sources = tuple(
            Source(f"{qid}-{index}", _passages([doc["text"]]), _RAMDOCS_KINDS.get(doc["type"], "noise"))
            for index, doc in enumerate(item["documents"])
        )
        cases.append(
            ConflictCase(
                qid=qid,
                question=item["question"].strip(),
                sources=tuple(s for s in sources if s.passages),
                true_answers=_flat(item.get("gold_answers", [])),
                false_answers=_flat(item.get("wrong_answers", [])),
            )
        )
    return cases


def build_index(library: Library, cases: list[ConflictCase], kinds: frozenset[str]) -> int:
    """Index every source of ``kinds`` (a no-op for sources already indexed); returns how many the
    library refused (a few RAMDocs pages are mostly unreadable characters, as a user's upload
    would be refused; the question is still asked)."""
    with tempfile.TemporaryDirectory(prefix="conflicts-") as tmp:
        paths = []
        for case in cases:
            for source in case.sources:
                if source.kind in kinds:
                    path = Path(tmp) / f"{source.name}.txt"
                    path.write_text("\n".join(source.passages), encoding="utf-8")
                    paths.append(path)
        with library.batch():
            failed = [r for r in library.ingest_paths(paths, provenance="secondary") if not r.ok]
    for result in failed:
        logger.info("source refused: %s", result.message)
    return len(failed)


def _norm(text: str) -> str:
    return " ".join(text.lower().replace("\u00a0", " ").split())


def _holds(text: str, answers: tuple[str, ...]) -> bool:
    norm = _norm(text)
    return any(_norm(a) and _norm(a) in norm for a in answers)


def classify(response: Response, case: ConflictCase, library: str) -> str:
    """The outcome of one question in one library (see the module's docstring)."""
    direct = response.mode.value == "direct_answer"
    answer = (response.answer or "") if direct else ""
    rows = [v.quote for conflict in response.evidence.conflicts for v in conflict.values]
    true_rows = [q for q in rows if _holds(q, case.true_answers) and not _holds(q, case.false_answers)]
    false_rows = [q for q in rows if _holds(q, case.false_answers) and not _holds(q, case.true_answers)]
    has_true, has_false = _holds(answer, case.true_answers), _holds(answer, case.false_answers)
    if library == "true":
        if response.evidence.conflicts:
            # RAMDocs' true sources can be about namesakes (two Wang Pengs born in 1997 and 1993):
            # their answers side by side are no false conflict.
            agreeing = rows and all(_holds(q, case.true_answers) for q in rows)
            return "namesakes" if agreeing else "false_conflict"
        if not direct:
            return "none"
        return "right" if has_true else "wrong"
    if true_rows and false_rows:
        return "shown"
    if not direct:
        return "none"
    if has_false and not has_true and not true_rows:
        return "silent_false"
    if has_true and not has_false and not false_rows:
        return "hidden"
    if has_true and has_false:
        return "mixed"
    return "other"


def run(
    data: Path,
    *,
    work: Path,
    sets: tuple[str, ...] = SETS,
    limit: int | None = None,
    out: Path | None = None,
    base: Settings | None = None,
    embedder: Embedder | None = None,
) -> dict[str, Any]:
    """Ask every question of each set in both libraries; returns (and writes) metrics and records.
    ``embedder``: the model to index and search with (left out, the one the settings describe)."""
    loaders = {"rgb": load_rgb, "ramdocs": load_ramdocs}
    metrics: dict[str, Any] = {}
    records: list[dict[str, Any]] = []
    violations: list[str] = []
    for name in sets:
        cases = loaders[name](data / FILES[name])
        cases = cases[:limit] if limit else cases
        for library_name in LIBRARIES:
            kinds = frozenset({"true", "noise"} | ({"false"} if library_name == "both" else set()))
            library = Library(one_passage_a_page(work / f"{name}-{library_name}", base), embedder)
            refused = build_index(library, cases, kinds)
            engine = Engine(library)
            session = run_session(f"eval-conflicts-{name}")
            counts: Counter[str] = Counter({"sources_refused": refused})
            started = time.perf_counter()
            for case in cases:
                if library_name == "both" and not any(s.kind == "false" for s in case.sources):
                    continue  # nothing disagrees: asked in the control library only
                response = engine.ask(case.question, session_id=session)
                violations.extend(f"{case.qid}: {p}" for p in verbatim_violations(library, response))
                outcome = classify(response, case, library_name)
                counts[outcome] += 1
                if outcome == "none" and library_name == "both":
                    passages = [h.highlight for h in response.related_highlights or []]
                    counts["none_both_in_passages"] += any(_holds(h, case.true_answers) for h in passages) and any(
                        _holds(h, case.false_answers) for h in passages
                    )
                counts["questions"] += 1
                records.append(
                    {
                        "set": name,
                        "library": library_name,
                        "id": case.qid,
                        "question": case.question,
                        "outcome": outcome,
                        "mode": response.mode.value,
                        "answer": response.answer,
                        "conflicts": [[v.value for v in c.values] for c in response.evidence.conflicts],
                    }
                )
            metrics[f"{name}/{library_name}"] = {**counts, "seconds": round(time.perf_counter() - started, 1)}
            logger.info("%s/%s: %s", name, library_name, dict(counts))
    metrics["verbatim_violations"] = len(violations)
    return results(data, metrics, violations, records, out)


_BOTH = ("shown", "silent_false", "hidden", "mixed", "other", "none")
_TRUE = ("right", "wrong", "false_conflict", "namesakes", "none")


def report(metrics: dict[str, Any]) -> str:
    """One row per set and library: how each question ended."""
    rows = []
    for key, counts in metrics.items():
        if not isinstance(counts, dict):
            continue
        names = _BOTH if key.endswith("/both") else _TRUE
        outcomes = ", ".join(f"{n} {counts.get(n, 0)}" for n in names)
        if key.endswith("/both"):
            outcomes += f" (both values in its passages: {counts.get('none_both_in_passages', 0)})"
        rows.append((f"{key} ({counts.get('questions', 0)} q.)", outcomes))
    rows.append(("verbatim violations (must be 0)", str(metrics.get("verbatim_violations", 0))))
    return table(rows)
