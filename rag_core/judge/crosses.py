"""The cross-encoders of a training and the features they score.

Three encoders are fine-tuned: "a" on the questions of folds 0-2 (it scores folds 3-4), "b" on folds
3-4 (it scores folds 0-2), and "all" on every question (it ships), each also on the definition pairs
its documents make (:mod:`rag_core.judge.definitions`). Each training set's candidates are
scored by the encoder that did not see their document; the evaluation-only sets by "all".

The three fine-tunings run side by side in ``processes`` processes (:mod:`rag_core.judge.parallel`),
"all" (the most pairs) beside "a" then "b", while the evaluation-only sets are collected on any core
they leave free. In one process this is what training always did (two threads each); in several,
each gets the cores shared out, which changes the encoders' last bits but not their determinism:
the same command on the same machine writes the same files.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from rag_core.judge.definitions import definition_pairs
from rag_core.judge.parallel import Call, threads_each

if TYPE_CHECKING:  # not imported at run time: a spawned fine-tuning imports this module, not the engine
    from rag_core.judge.collect import Collected

logger = logging.getLogger(__name__)

ALL = "all"  # the encoder trained on every question, the one that ships


def scoring_half(fold: int) -> str:
    """The cross-encoder that scores a fold's questions: the one trained on the other half of the
    folds (folds 0-2 form half "a", folds 3-4 half "b")."""
    return "b" if fold < 3 else "a"


# Which folds' questions each encoder is trained on.
HALVES = (("a", lambda f: 0 <= f < 3), ("b", lambda f: f >= 3), (ALL, lambda f: f >= 0))


def _pairs(sets: list[Collected], keep) -> tuple[list[str], list[str], list[bool]]:  # type: ignore[no-untyped-def]
    questions, texts, labels = [], [], []
    for s, folds in keep:
        for q, fold in zip(s.questions, folds):
            if fold < 0:
                continue
            for row, text in q.reads:
                questions.append(q.text)
                texts.append(text)
                labels.append(bool(s.labels[row]))
    return questions, texts, labels


def _train_one(name: str, questions: list[str], texts: list[str], labels: list[bool], out: Path, threads: int) -> None:
    from rag_core.judge.cross_train import trained

    started = time.perf_counter()
    trained(questions, texts, labels, out, threads=threads)
    logger.info(
        "cross-encoder %s: %d pairs (%d right) in %.0f s", name, len(labels), sum(labels), time.perf_counter() - started
    )


def cross_calls(
    sets: list[Collected], folds: list[np.ndarray], work: Path, processes: int = 1
) -> tuple[list[Call], dict[str, Path]]:
    """The calls that fine-tune the three encoders (each reused when trained on the same pairs
    before), the one with the most pairs first, each on the threads ``processes`` processes get; and
    the files they write under ``work``."""
    from rag_core.judge.cross import CROSS_FILE

    threads = threads_each(processes)
    calls: list[Call] = []
    for name, wanted in HALVES:
        keep = [(s, np.where([wanted(int(f)) for f in fs], fs, -1)) for s, fs in zip(sets, folds)]
        questions, texts, labels = _pairs(sets, keep)
        extra = definition_pairs(keep)
        questions, texts, labels = questions + extra[0], texts + extra[1], labels + extra[2]
        calls.append((_train_one, (name, questions, texts, labels, work / name / CROSS_FILE, threads)))
    calls.sort(key=lambda call: -len(call[1][3]))
    return calls, {name: work / name / CROSS_FILE for name, _ in HALVES}


def oof_files(folds: np.ndarray, files: dict[str, Path]) -> list[Path | None]:
    """Per question of a training set, the encoder that did not see its document (None: no candidates)."""
    return [files[scoring_half(int(fold))] if fold >= 0 else None for fold in folds]


def fill_crosses(plan: Sequence[tuple[Collected, Sequence[Path | None]]]) -> None:
    """Each set's cross-encoder features: every question's candidates that an answer reads (the
    first of ``reads``) scored by the encoder file the plan gives the question (None: left
    unscored), on two threads. In this process: two one-thread processes scored no faster (TAT-QA's
    1,668 questions: 43.0 s against 45.5 s)."""
    from rag_core.judge.cross import CrossEncoder
    from rag_core.judge.features import fill_cross
    from rag_core.settings import Settings

    limit = Settings().answer.cross_candidates
    encoders: dict[Path, CrossEncoder] = {}
    for collected, files in plan:
        scored: dict[int, float] = {}
        for q, file in zip(collected.questions, files, strict=True):
            reads = q.reads[:limit]
            if file is None or not reads:
                continue
            if file not in encoders:
                encoders[file] = CrossEncoder.from_file(file)
            for (row, _), logit in zip(reads, encoders[file].score(q.text, [t for _, t in reads], threads=2)):
                scored[row] = round(float(logit), 4)
        fill_cross(collected.features, [(q.start, q.count) for q in collected.questions], scored)
