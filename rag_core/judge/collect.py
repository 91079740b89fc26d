"""Labelled candidates from a dev set: what the judge is trained and measured on.

Each question of a dev set is asked through the real engine (:meth:`Engine.trace`), in its
collection's scope; every candidate the engine judged becomes a row of features with a label: does
it state the item's answer (see :func:`rag_core.evals.devsets.right_quote`). A question whose
candidates none states the answer has only negative rows, as a non-answerable one has.
"""

from __future__ import annotations

import json
import logging
import time
from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np

from rag_core.answer.engine import Engine
from rag_core.evals.common import run_session
from rag_core.answer.candidate import Candidate
from rag_core.answer.judging.measure import is_table_text
from rag_core.evals.devsets import DevItem, DevSet, holds, right_quote
from rag_core.judge.features import FEATURES, cross_rows
from rag_core.judge.harness import Indexed, score

logger = logging.getLogger(__name__)

_NO_MODEL = Path("/nonexistent-judge-model")  # a model folder that is never there: features only


@dataclass(frozen=True, slots=True)
class QuestionRow:
    """One question of a collected set: where its candidate rows are and how it ended."""

    qid: str
    group: str  # fold group: no group is in both training and scoring
    answerable: bool
    eligible: bool  # its kind may get a direct answer at all
    category: str
    start: int  # first candidate row
    count: int  # candidate rows
    mode: str  # the envelope's mode as answered by the engine that collected it
    visible: bool  # gold in the answer or in a highlight of that envelope
    text: str = ""  # the question as searched
    reads: tuple[tuple[int, str], ...] = ()  # (row, text) of the candidates the cross-encoder reads


@dataclass(frozen=True, slots=True)
class Collected:
    """The candidate rows of one dev set."""

    name: str
    features: np.ndarray  # (rows, len(FEATURES)) float32
    labels: np.ndarray  # (rows,) bool
    questions: list[QuestionRow]

    def save(self, path: Path) -> None:
        """Write to ``path`` (.npz) and its question list beside it (.json)."""
        path.parent.mkdir(parents=True, exist_ok=True)
        np.savez_compressed(path, features=self.features, labels=self.labels)
        meta = {"name": self.name, "features": list(FEATURES), "questions": [asdict(q) for q in self.questions]}
        path.with_suffix(".json").write_text(json.dumps(meta), encoding="utf-8")

    @classmethod
    def load(cls, path: Path) -> Collected | None:
        """Read what :meth:`save` wrote; None when missing or when a feature of today's is not in it.
        A cache with features since removed gives today's columns (each column is computed on its
        own, so removing a feature changes no other)."""
        meta = _current_meta(path)
        if meta is None:
            return None
        data = np.load(path)
        features = data["features"]
        if tuple(meta["features"]) != FEATURES:
            column = {name: i for i, name in enumerate(meta["features"])}
            features = np.ascontiguousarray(features[:, [column[name] for name in FEATURES]])
        questions = [
            QuestionRow(**{**q, "reads": tuple((int(r), t) for r, t in q.get("reads", ()))}) for q in meta["questions"]
        ]
        return cls(meta["name"], features, data["labels"], questions)


def is_cached(path: Path) -> bool:
    """Whether ``path`` holds candidates :meth:`Collected.load` reads (saved, with every one of
    today's features)."""
    return _current_meta(path) is not None


def _current_meta(path: Path) -> dict | None:  # type: ignore[type-arg]
    meta_path = path.with_suffix(".json")
    if not path.exists() or not meta_path.exists():
        return None
    meta = json.loads(meta_path.read_text(encoding="utf-8"))
    return meta if set(FEATURES) <= set(meta["features"]) else None


def label(item: DevItem, candidate: Candidate) -> bool:
    """Whether one candidate states the item's answer: for a question with several answers ("What
    are the contract types?"), only a candidate that states them all. A run of table figures
    flattened into one line ("Diluted EPS $ 6.29 $ 9.84 $ 6.84") never does: which figure is
    which is not stated; the table's cell is the answer."""
    if not candidate.is_row and is_table_text(candidate.quote):
        return False
    if item.extra.get("all_golds"):
        return item.answerable and all(holds(candidate.quote, g) for g in item.golds)
    return right_quote(item, candidate.quote, candidate.source, candidate.page)


READS = 5  # candidates per question kept with their text for training the cross-encoder


def collect(devset: DevSet, indexed: Indexed, engine: Engine | None = None, *, stride: int = 1) -> Collected:
    """Ask every ``stride``-th question of ``devset`` and label every candidate the engine judged.

    The engine runs without a judge model (no P, no cross-encoder scores): the features must not
    depend on a model that may have been trained on these very questions.
    """
    if engine is None:
        settings = indexed.library.settings
        bare = settings.model_copy(update={"answer": settings.answer.model_copy(update={"judge_model_dir": _NO_MODEL})})
        engine = Engine(indexed.library, bare)
    session = run_session(f"collect-{devset.name}")
    many = len(set(indexed.collections.values())) > 1
    blocks: list[np.ndarray] = []
    labels: list[np.ndarray] = []
    questions: list[QuestionRow] = []
    rows = 0
    started = time.perf_counter()
    items = devset.items[::stride]
    for number, item in enumerate(items, 1):
        scope = frozenset({indexed.collections[item.collection]}) if many else None
        response, judged = engine.trace(item.question, session_id=f"{session}-{item.qid}", scope=scope)
        outcome = score(item, response)
        count = 0
        eligible = False
        reads: tuple[tuple[int, str], ...] = ()
        text = item.question
        if judged is not None and judged.candidates:
            eligible = judged.view.question.classification.direct_eligible
            count = len(judged.candidates)
            text = judged.view.question.text
            reads = tuple((rows + i, judged.candidates[i].quote) for i in cross_rows(judged.candidates, READS))
            blocks.append(judged.features)
            labels.append(np.array([label(item, c) for c in judged.candidates], dtype=bool))
        questions.append(
            QuestionRow(
                item.qid,
                f"{devset.name}:{item.fold_group}",
                item.answerable,
                eligible,
                item.category,
                rows,
                count,
                response.mode.value,
                outcome.visible,
                text,
                reads,
            )
        )
        rows += count
        if number % 250 == 0:
            logger.info(
                "%s: %d of %d questions (%.0f s)", devset.name, number, len(items), time.perf_counter() - started
            )
    features = np.concatenate(blocks) if blocks else np.zeros((0, len(FEATURES)), dtype=np.float32)
    return Collected(devset.name, features, np.concatenate(labels) if labels else np.zeros(0, dtype=bool), questions)
