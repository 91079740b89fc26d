"""The judge's two commands: ``train judge`` and ``eval judge``, over the dev sets of
:mod:`rag_core.judge.sets` (each indexed once into ``<work>/<set>/``, its labelled candidates
cached in ``<work>/<set>.npz`` until the feature code changes).

``eval judge`` never scores a question with a model trained on its document: questions of a
training set are answered by the fold model that did not see their document (the same folds as
training); evaluation-only sets by the shipped model.
"""

from __future__ import annotations

import json
import logging
import shutil
import time
from datetime import date
from pathlib import Path

import numpy as np

from rag_core.judge import train as T
from rag_core.judge.collect import Collected
from rag_core.judge.cross import CROSS_FILE
from rag_core.judge.crosses import ALL, cross_calls, fill_crosses, oof_files, scoring_half
from rag_core.judge.harness import ask_all
from rag_core.judge.mixing import mix_formats
from rag_core.judge.model import MODEL_DIR
from rag_core.judge.parallel import Call, run_all, run_staged
from rag_core.judge.report import Scored, metrics, render
from rag_core.judge.sets import SOURCES, SetSource, Workbench, by_folder, process_embedder
from rag_core.settings import Settings

logger = logging.getLogger(__name__)


def train_judge(
    data: Path, work: Path, out: Path = MODEL_DIR, *, refresh: bool = False, processes: int = 1
) -> dict[str, object]:
    """Collect, train the cross-encoder and the trees, calibrate, choose thresholds, write the model
    (see :mod:`rag_core.judge.train`); the independent parts in ``processes`` processes."""
    started = time.perf_counter()
    bench = Workbench(data, work, refresh=refresh)
    trainable = [s for s in SOURCES if s.trainable]
    evaluated_only = [s for s in SOURCES if not s.trainable]
    files: dict[str, Path] = {}
    training: list[tuple[SetSource, Collected]] = []
    folds: list[np.ndarray] = []  # per training set, each question's fold

    def fine_tunings() -> list[Call]:  # once the training sets are collected
        training.extend((s, c) for s in trainable if (c := bench.collected(s)) is not None)
        if not training:
            raise SystemExit(f"no training data found under {data} (squad2/, tatqa/) and no synthetic cases")
        sets = [c for _, c in training]
        folds.extend(T.question_folds(sets))
        calls, written = cross_calls(sets, folds, work / "cross", processes)
        files.update(written)
        return calls

    # The evaluation-only sets are collected while the encoders are fine-tuned (they do not need them).
    run_staged(
        bench.collect_calls(trainable, processes),
        fine_tunings,
        bench.collect_calls(evaluated_only, processes),
        processes,
    )
    logger.info("collected and fine-tuned in %.0f s", time.perf_counter() - started)
    held_out = [(s, c) for s in evaluated_only if (c := bench.collected(s)) is not None]
    sets = [c for _, c in training]
    scoring = time.perf_counter()
    plan = [(c, oof_files(fs, files)) for c, fs in zip(sets, folds)]
    fill_crosses(plan + [(c, [files[ALL]] * len(c.questions)) for _, c in held_out])
    logger.info("cross-encoder features of every set in %.0f s", time.perf_counter() - scoring)
    mix_formats(c for s, c in training if s.one_format)
    oof, fold_boosters = T.cross_validate(sets)
    features = np.concatenate([c.features for c in sets])
    labels = np.concatenate([c.labels for c in sets])
    booster = T._train(features, labels, weights=T.set_weights(sets))
    evaluated = [
        T._decisions(c, booster.predict(c.features, raw_score=True) if len(c.labels) else np.zeros(0))
        for _, c in held_out
    ]
    # Calibrated on the out-of-fold training questions and the evaluation-only ones (scored by a
    # model that never saw them), every set weighing the same.
    pairs = [(c, d) for (_, c), d in zip(training + held_out, oof + evaluated)]
    pooled = [s.pooled for s, _ in training + held_out]
    calibrate = T.calibrated([pair for pair, keep in zip(pairs, pooled) if keep])
    decided = T.by_p(pairs, calibrate)
    oof, evaluated = decided[: len(oof)], decided[len(oof) :]
    pool = [d for d, keep in zip(decided, pooled) if keep]
    direct, high = T.thresholds(pool, calibrate)
    # As the engine decides: P at the threshold, or the stated statement below it (Judge._stated).
    report = {d.name: T.set_report(d, calibrate, direct, high, Settings().answer.stated_min_p) for d in oof + evaluated}
    card = {
        "date": date.today().isoformat(),
        "training_sets": {
            s.name: {
                "questions": len(c.questions),
                "candidates": int(len(c.labels)),
                "right": int(c.labels.sum()),
                "license": bench.devset(s).license,
            }  # type: ignore[union-attr]
            for s, c in training
        },
        "evaluation_sets": {
            s.name: {"questions": len(c.questions), "license": bench.devset(s).license}  # type: ignore[union-attr]
            for s, c in held_out
        },
        "thresholds": direct,
        "high": high,
        "results": report,
        "minutes": round((time.perf_counter() - started) / 60, 1),
    }
    T.write_model(out, booster, calibrate, direct, high, card)
    shutil.copyfile(files[ALL], out / CROSS_FILE)
    _write_folds(work, sets, fold_boosters, files, calibrate, direct, high)
    (out / "CARD.md").write_text(card_text(card), encoding="utf-8")
    return card


def _write_folds(work: Path, sets: list[Collected], boosters, files: dict[str, Path], calibrate, direct, high) -> None:  # type: ignore[no-untyped-def]
    """One model per fold (the trees :func:`T.cross_validate` trained without that fold's documents,
    and the cross-encoder of the half that did not see them), for ``eval judge``."""
    groups = T.row_groups(sets)
    fold = T.grouped_folds(groups)
    folds_dir = work / "folds"
    shutil.rmtree(folds_dir, ignore_errors=True)
    fold_of_group: dict[str, int] = {}
    for g, k in zip(groups, fold):
        fold_of_group[g] = int(k)
    for k, booster in enumerate(boosters):
        T.write_model(folds_dir / str(k), booster, calibrate, direct, high, {})
        shutil.copyfile(files[scoring_half(k)], folds_dir / str(k) / CROSS_FILE)
    (folds_dir / "groups.json").write_text(json.dumps(fold_of_group), encoding="utf-8")


def eval_judge(
    data: Path, work: Path, names: list[str] | None = None, processes: int = 1
) -> dict[str, dict[str, object]]:
    """Answer every dev set's questions with the engine and report per set (see module docstring);
    the sets side by side in ``processes`` processes, those indexed in one folder together."""
    groups = by_folder(s for s in SOURCES if not names or s.name in names)
    if processes <= 1:
        bench = Workbench(data, work)
        parts = [_eval_group(bench, group) for group in groups]
    else:
        parts = run_all([(_eval_in_process, (data, work, group)) for group in groups], processes)
    found = {name: m for part in parts for name, m in part.items()}
    return {source.name: found[source.name] for source in SOURCES if source.name in found}


def _eval_in_process(data: Path, work: Path, names: list[str]) -> dict[str, dict[str, object]]:
    return _eval_group(Workbench(data, work, embedder=process_embedder()), names)


def _eval_group(bench: Workbench, names: list[str]) -> dict[str, dict[str, object]]:
    """The named sets' metrics; a training set's questions scored by the fold models."""
    folds_dir = bench.work / "folds"
    fold_of_group = json.loads((folds_dir / "groups.json").read_text()) if (folds_dir / "groups.json").exists() else {}
    out: dict[str, dict[str, object]] = {}
    for source in SOURCES:
        if source.name not in names:
            continue
        devset = bench.devset(source)
        if devset is None:
            continue
        items = devset.items[:: source.stride]
        rows: list[Scored] = []
        if source.trainable:
            if not fold_of_group:
                raise SystemExit(
                    f"{source.name} is a training set: run `python -m rag_core train judge` first "
                    "(it writes the fold models that did not see each document)"
                )
            by_fold: dict[int, list] = {}
            for item in items:
                by_fold.setdefault(fold_of_group.get(f"{devset.name}:{item.fold_group}", 0), []).append(item)
            for k, fold_items in sorted(by_fold.items()):
                _, indexed = bench.indexed(source, folds_dir / str(k))
                rows += _scored(indexed, fold_items)
        else:
            _, indexed = bench.indexed(source)
            rows += _scored(indexed, items)
        out[source.name] = metrics(rows)
    return out


def _scored(indexed, items) -> list[Scored]:  # type: ignore[no-untyped-def]
    from rag_core.answer.engine import Engine
    from rag_core.evals.devsets import right_quote

    engine = Engine(indexed.library)
    rows = []
    traced: dict[str, object] = {}

    def ask(engine_, item, scope, session):  # type: ignore[no-untyped-def]
        response, judged = engine_.trace(item.question, session_id=session, scope=scope)
        traced[item.qid] = judged
        return response

    for outcome in ask_all(indexed, items, engine, ask=ask):
        judged = traced.pop(outcome.item.qid, None)
        lead = judged.candidates[0] if judged is not None and judged.candidates else None  # type: ignore[attr-defined]
        p = lead.p if lead is not None and judged.view.question.classification.direct_eligible else None  # type: ignore[attr-defined]
        p_right = bool(lead is not None and right_quote(outcome.item, lead.quote, lead.source, lead.page))
        rows.append(
            Scored(
                outcome.item.answerable,
                outcome.direct,
                outcome.right,
                outcome.visible,
                p,
                p_right,
                outcome.response.confidence.level if outcome.direct else "",
                outcome.item.category,
                len(outcome.violations),
            )
        )
    return rows


def card_text(card: dict[str, object]) -> str:
    """The model card, in Markdown."""
    lines = [
        "# Answer judge: model card",
        "",
        f"Trained {card['date']} by `python -m rag_core train judge` ({card['minutes']} min on the 2-core "
        "development machine). Gradient-boosted trees (LightGBM) over the features in "
        "`rag_core/judge/features.py`; P is calibrated (isotonic) on out-of-fold scores of each question's best "
        "candidate, so it is the probability that the candidate states the answer, with a map of its own for "
        "candidates that state an asked measure with its period and value and pass every check "
        "(`rag_core/judge/calibration.py`). One feature is the logit of a "
        "cross-encoder (the bundled all-MiniLM-L6-v2's first layers) fine-tuned on the training sets' "
        "(question, candidate) pairs and on definition pairs made from the same documents' defining sentences "
        "(`rag_core/judge/definitions.py`).",
        "",
        "## Data",
        "",
        "Trained only on data whose license allows it; folds grouped by document (no document is in both the "
        "training and the scored part of a fold). The sets whose documents all come in one format (SQuAD as text, "
        "TAT-QA as web pages) have each question's format drawn at random for training and their out-of-fold "
        "scores (`rag_core/judge/mixing.py`), so that the format does not tell the trees which set a question "
        "came from.",
        "",
        "| training set | questions | candidates | candidates that state the answer | license |",
        "|---|---|---|---|---|",
    ]
    for name, row in card["training_sets"].items():  # type: ignore[union-attr]
        lines.append(f"| {name} | {row['questions']} | {row['candidates']} | {row['right']} | {row['license']} |")
    lines += [
        "",
        "Evaluation only (thresholds are chosen on these together with the out-of-fold training questions):",
        "",
        "| set | questions | license |",
        "|---|---|---|",
    ]
    for name, row in card["evaluation_sets"].items():  # type: ignore[union-attr]
        lines.append(f"| {name} | {row['questions']} | {row['license']} |")
    direct = card["thresholds"]
    lines += [
        "",
        "## Thresholds",
        "",
        f"Direct answer at P >= {direct['strict']:.3f} (strict, precision >= 97%), {direct['moderate']:.3f} "  # type: ignore[index]
        f"(moderate, >= 93%), {direct['lenient']:.3f} (lenient, >= 88%); high confidence at P >= "  # type: ignore[index]
        f"{card['high']:.3f} (>= 97% right).",
        "",
        "## Results at moderate strictness (training sets: out of fold)",
        "",
        "As the engine decides: a direct answer when the best candidate's P reaches the threshold, or, below it, "
        "the statement that passes every check of a stated answer (`rules_lead`): for a measure always, "
        "otherwise when its P reaches `answer.stated_min_p`. Those answers are never high.",
        "",
        "| set | questions | answerable | direct right | direct wrong | non-answerable answered | high (right) | right answers that are high |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for name, r in card["results"].items():  # type: ignore[union-attr]
        lines.append(
            f"| {name} | {r['questions']} | {r['answerable']} | {r['direct_right']} ({r['direct_right_share']:.1%}) | "
            f"{r['direct_wrong']} | {r['non_answerable_direct']} | {r['high']} ({r['high_right']}) | "
            f"{r['right_that_are_high']:.0%} |"
        )
    return "\n".join(lines) + "\n"


def print_eval(results: dict[str, dict[str, object]]) -> str:
    """All sets' reports."""
    return "\n\n".join(render(name, m) for name, m in results.items())
