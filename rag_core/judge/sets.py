"""The judge's dev sets: where each is found, whether the shipped model may be trained on it, and
the work folder where each is indexed once and its labelled candidates are cached
(``<work>/<set>.npz``, until the feature code changes).

Dev sets are found under a data folder (``../shared/data`` by default: squad2/, tatqa/, policyqa/,
financebench/) and in the repository (evals/*.jsonl); the synthetic cases are generated.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from rag_core.embedding import Embedder, make_embedder
from rag_core.evals import devsets, policy_formats
from rag_core.evals.devsets import DevSet
from rag_core.judge.collect import Collected, collect, is_cached
from rag_core.judge.harness import index_set
from rag_core.judge.parallel import Call
from rag_core.settings import Settings

logger = logging.getLogger(__name__)

REPO = Path(__file__).resolve().parents[2]


@dataclass(frozen=True, slots=True)
class SetSource:
    """How to load one dev set, and whether the shipped model may be trained on it."""

    name: str
    load: Callable[[Path], DevSet | None]
    trainable: bool
    stride: int = 1  # every n-th question (a large set's sample)
    library: str = ""  # the work folder of another set with the same documents (indexed once)
    # Whether the set's questions choose the calibration and thresholds: not SQuAD 2.0 (its unanswerable
    # questions are written to look answerable, a trap no analyst's document sets) nor PolicyQA (its
    # golds are one annotator's span of several right answers); both are reported all the same.
    pooled: bool = True
    # Whether every document of the set comes in one format (SQuAD as text, TAT-QA as web pages):
    # then its questions are given formats at random for training (rag_core.judge.mixing).
    one_format: bool = False


def _if(path: Path, build: Callable[[], DevSet]) -> DevSet | None:
    return build() if path.exists() else None


def _policy_dev(data: Path, build: Callable[[Path, Path], DevSet]) -> DevSet | None:
    """The project's policy questions (``evals/policy_dev.jsonl``) on the PolicyQA policies under
    ``data``, built by ``build(policies folder, questions file)``; None when either is missing."""
    questions = REPO / "evals" / "policy_dev.jsonl"
    return _if(questions, lambda: build(data / "policyqa", questions)) if (data / "policyqa").exists() else None


def _made(factory: str) -> Callable[[Path], DevSet | None]:
    """A loader of one of the project's own sets (``rag_core.evals.synthetic``'s ``factory``: the
    generated set or a hand-checked organisation); None where the evals package is not installed."""

    def load(_: Path) -> DevSet | None:
        try:
            from rag_core.evals import synthetic
        except ImportError:
            return None
        return getattr(synthetic, factory)()  # type: ignore[no-any-return]

    return load


SOURCES: tuple[SetSource, ...] = (
    SetSource(
        "squad2",
        lambda d: _if(d / "squad2", lambda: devsets.squad2_set(d / "squad2" / "dev-v2.0.cs224n-half.json")),
        True,
        pooled=False,
        one_format=True,
    ),
    SetSource(
        "tatqa",
        lambda d: _if(d / "tatqa", lambda: devsets.tatqa_set(d / "tatqa" / "tatqa_dataset_dev.json")),
        True,
        one_format=True,
    ),
    SetSource("synthetic", _made("generate"), True),
    SetSource(
        "policyqa",
        lambda d: _if(d / "policyqa", lambda: devsets.policyqa_set(d / "policyqa")),
        False,
        stride=2,
        pooled=False,
    ),
    SetSource("policy_dev", lambda d: _policy_dev(d, devsets.policy_dev_set), False, library="policyqa"),
    # The same questions of the same policies as text and as Word files (the formats a user's policy
    # may come in): not pooled, as they would weigh the policies three times.
    *(
        SetSource(
            f"policy_dev_{fmt}",
            lambda d, fmt=fmt: _policy_dev(
                d, lambda folder, questions: policy_formats.policy_dev_as(folder, questions, fmt)
            ),
            False,
            pooled=False,
        )
        for fmt in policy_formats.FORMATS
    ),
    SetSource(
        "realqa",
        lambda d: _if(
            d / "financebench" / "pdfs",
            lambda: devsets.realqa_set(REPO / "evals" / "realqa_dev.jsonl", d / "financebench" / "pdfs"),
        ),
        False,
    ),
    SetSource(
        "tenq",
        lambda d: (
            _if(
                REPO / "evals" / "tenq_dev.jsonl",
                lambda: devsets.realqa_set(
                    REPO / "evals" / "tenq_dev.jsonl",
                    sorted((d / "financebench" / "pdfs_more").glob("*10Q*.pdf")),
                    "tenq",
                ),
            )
            if (d / "financebench").exists()
            else None
        ),
        False,
    ),
    SetSource("small_company", _made("small_company"), False),
    SetSource("small_utility", _made("small_utility"), False),
    SetSource("small_software", _made("small_software"), False),
)


def by_folder(sources: Iterable[SetSource]) -> list[list[str]]:
    """The sets' names grouped by the work folder their documents are indexed in, in the order
    given: the sets of one folder run in one process, never two processes on one index."""
    groups: dict[str, list[str]] = {}
    for source in sources:
        groups.setdefault(source.library or source.name, []).append(source.name)
    return list(groups.values())


class Workbench:
    """Dev sets indexed and collected under one work folder, sharing one embedding model."""

    def __init__(self, data: Path, work: Path, *, embedder: Embedder | None = None, refresh: bool = False) -> None:
        self.data = data
        self.work = work
        self.refresh = refresh
        self._embedder = embedder
        self._sets: dict[str, DevSet | None] = {}
        self._fresh: set[str] = set()  # sets collected by this run's calls (see collect_calls)

    @property
    def embedder(self) -> Embedder:
        """The embedding model, loaded on first use."""
        if self._embedder is None:
            self._embedder = make_embedder(Settings().embedding)
        return self._embedder

    def devset(self, source: SetSource) -> DevSet | None:
        """The set, or None when its data is not here."""
        if source.name not in self._sets:
            self._sets[source.name] = source.load(self.data)
        return self._sets[source.name]

    def indexed(self, source: SetSource, model_dir: Path | None = None):  # type: ignore[no-untyped-def]
        """The set's library (indexing what is missing) with settings pointing at ``model_dir``."""
        devset = self.devset(source)
        assert devset is not None
        base = Settings()
        if model_dir is not None:
            base = base.model_copy(update={"answer": base.answer.model_copy(update={"judge_model_dir": model_dir})})
        return devset, index_set(devset, self.work / (source.library or source.name), embedder=self.embedder, base=base)

    def collect_calls(self, sources: Iterable[SetSource], processes: int) -> list[Call]:
        """The calls that collect those of ``sources`` whose candidates are not cached or were computed
        with other features (all of them with ``refresh``), for ``processes`` processes: the sets
        indexed in one folder in one call (never two processes on one index), the call with the most
        questions first (SQuAD's is about half of them). From here on :meth:`collected` reads these
        sets from the cache, so read them only once their calls have run. One process: none (left
        to :meth:`collected`)."""
        if processes <= 1:
            return []
        todo = [
            s
            for s in sources
            if self.devset(s) is not None
            and s.name not in self._fresh
            and (self.refresh or not is_cached(self.work / f"{s.name}.npz"))
        ]
        size = {s.name: len(self.devset(s).items[:: s.stride]) for s in todo}  # type: ignore[union-attr]
        groups = sorted(by_folder(todo), key=lambda names: -sum(size[n] for n in names))
        self._fresh.update(s.name for s in todo)
        return [(_collect, (self.data, self.work, names)) for names in groups]

    def collected(self, source: SetSource) -> Collected | None:
        """The set's labelled candidates (cached)."""
        if self.devset(source) is None:
            return None
        cache = self.work / f"{source.name}.npz"
        if (not self.refresh or source.name in self._fresh) and (found := Collected.load(cache)) is not None:
            return found
        devset, indexed = self.indexed(source)
        started = time.perf_counter()
        found = collect(devset, indexed, stride=source.stride)
        found.save(cache)
        logger.info(
            "%s: %d questions, %d candidates (%d right) in %.0f s",
            source.name,
            len(found.questions),
            len(found.labels),
            int(found.labels.sum()),
            time.perf_counter() - started,
        )
        return found


@cache
def process_embedder() -> Embedder:
    """The embedding model of this process, loaded once for every call a spawned process runs."""
    return make_embedder(Settings().embedding)


def _collect(data: Path, work: Path, names: list[str]) -> None:
    """Collect the named sets into the cache (one call of :meth:`Workbench.collect_calls`)."""
    bench = Workbench(data, work, embedder=process_embedder(), refresh=True)
    for source in SOURCES:
        if source.name in names:
            bench.collected(source)
