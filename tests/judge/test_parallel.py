"""Training's independent parts run side by side in spawned processes (``train judge --processes``)
and give there what they give here: results in the order asked, a failure raised in the parent, and
a cross-encoder fine-tuned in another process written byte for byte as in this one."""

from __future__ import annotations

import os
import sys
import types
from pathlib import Path

import numpy as np
import pytest

from rag_core.judge.crosses import _train_one
from rag_core.judge.parallel import run_all, run_staged, threads_each
from tests.helpers.calls import fail, pid_and_square, sleep_and_log
from tests.judge.test_training_repeatable import _pairs


def test_calls_run_in_other_processes_and_come_back_in_the_order_given() -> None:
    results = run_all([(pid_and_square, (n,)) for n in range(5)], 2)
    assert [square for _, square in results] == [0, 1, 4, 9, 16]
    assert os.getpid() not in {pid for pid, _ in results}


def test_the_parents_main_script_does_not_run_again_in_a_child(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Streamlit's AppTest leaves the app's page as __main__; a spawned child ran it again and died.
    script = tmp_path / "page.py"
    script.write_text("raise SystemExit('the main script ran again')\n")
    main = types.ModuleType("__main__")
    main.__file__ = str(script)
    main.__spec__ = None
    monkeypatch.setitem(sys.modules, "__main__", main)
    assert [square for _, square in run_all([(pid_and_square, (n,)) for n in (2, 3)], 2)] == [4, 9]
    assert sys.modules["__main__"] is main


def test_one_process_runs_the_calls_here() -> None:
    assert {pid for pid, _ in run_all([(pid_and_square, (n,)) for n in range(3)], 1)} == {os.getpid()}


def test_a_failed_call_raises_its_error_in_the_parent() -> None:
    with pytest.raises(ValueError, match="no such set"):
        run_all([(pid_and_square, (1,)), (fail, ("no such set",))], 2)


def test_staged_calls_fill_the_cores_and_what_depends_on_the_first_stage_waits_for_it(tmp_path: Path) -> None:
    # Training: collect the training sets (first), then fine-tune on them (then), and collect the
    # evaluation-only sets (meanwhile) on whichever core is free.
    log = tmp_path / "log"

    def spans() -> dict[str, tuple[float, float]]:
        lines = log.read_text().split("\n") if log.exists() else []
        return {name: (float(a), float(b)) for name, a, b in (line.split() for line in lines if line)}

    seen_by_then: list[set[str]] = []

    def then() -> list:  # type: ignore[type-arg]
        seen_by_then.append(set(spans()))
        return [(sleep_and_log, (str(log), "tune", 0.1))]

    meanwhile = [(sleep_and_log, (str(log), f"m{i}", 0.4)) for i in range(8)]
    run_staged([(sleep_and_log, (str(log), "collect", 2.0))], then, meanwhile, 2)
    done = spans()
    assert set(done) == {"collect", "tune", *(f"m{i}" for i in range(8))}
    assert seen_by_then and "collect" in seen_by_then[0]  # made once the first stage had finished
    assert done["tune"][0] >= done["collect"][1]
    assert min(start for name, (start, _) in done.items() if name[0] == "m") < done["collect"][1]  # no core idle
    # once ready, the second stage goes before the meanwhile calls still waiting
    assert any(start > done["tune"][0] for name, (start, _) in done.items() if name[0] == "m")


def test_staged_calls_in_one_process_run_here_in_turn(tmp_path: Path) -> None:
    log = tmp_path / "log"
    run_staged(
        [(sleep_and_log, (str(log), "collect", 0))],
        lambda: [(sleep_and_log, (str(log), "tune", 0))],
        [(sleep_and_log, (str(log), "m0", 0))],
        1,
    )
    assert [line.split()[0] for line in log.read_text().splitlines()] == ["collect", "tune", "m0"]


def test_a_failed_staged_call_raises_its_error_in_the_parent() -> None:
    with pytest.raises(ValueError, match="no such set"):
        run_staged([(fail, ("no such set",))], lambda: [], [(pid_and_square, (1,))], 2)


def test_one_process_keeps_two_threads_and_several_share_the_cores() -> None:
    assert threads_each(1) == 2
    assert threads_each(2) == max(1, (os.cpu_count() or 1) // 2)
    assert threads_each(1024) == 1


@pytest.mark.model  # fine-tunes the bundled model's first layers three times
def test_a_fine_tuning_in_a_spawned_process_writes_the_file_it_writes_here(tmp_path: Path) -> None:
    questions, texts, labels = _pairs()
    _train_one("here", questions, texts, labels, tmp_path / "here.safetensors", 1)
    flipped = [not label for label in labels]
    run_all(
        [
            (_train_one, ("same", questions, texts, labels, tmp_path / "same.safetensors", 1)),
            (_train_one, ("other", questions, texts, flipped, tmp_path / "other.safetensors", 1)),
        ],
        2,
    )
    here = (tmp_path / "here.safetensors").read_bytes()
    assert (tmp_path / "same.safetensors").read_bytes() == here
    assert (tmp_path / "other.safetensors").read_bytes() != here  # the check above can fail


def _question(qid: str, start: int, reads: tuple[tuple[int, str], ...]):  # type: ignore[no-untyped-def]
    from rag_core.judge.collect import QuestionRow

    return QuestionRow(qid, qid, True, True, "", start, 2, "", False, "How often are the pump seals inspected?", reads)


def test_each_question_is_scored_by_the_encoder_file_the_plan_gives_it() -> None:
    from rag_core.judge.collect import Collected
    from rag_core.judge.cross import CrossEncoder
    from rag_core.judge.crosses import fill_crosses
    from rag_core.judge.features import FEATURES, INDEX
    from rag_core.judge.model import MODEL_DIR

    shipped = MODEL_DIR / "cross.safetensors"
    texts = ("The pump seals are inspected every 500 operating hours.", "Revenue for 2024 was EUR 61.4 million.")
    scored = _question("q1", 0, ((0, texts[0]), (1, texts[1])))
    unscored = _question("q2", 2, ((2, texts[0]), (3, texts[1])))
    collected = Collected("tiny", np.zeros((4, len(FEATURES)), dtype=np.float32), np.zeros(4, bool), [scored, unscored])
    fill_crosses([(collected, [shipped, None])])
    logits = CrossEncoder.from_file(shipped).score(scored.text, list(texts), threads=2)
    cross = collected.features[:, INDEX["cross"]]
    assert cross[:2].tolist() == pytest.approx([round(float(v), 4) for v in logits], abs=1e-4)
    assert cross[0] > cross[1]  # the sentence that states it reads better than the other
    assert np.isnan(cross[2:]).all()  # no encoder given: left unscored


def test_a_cache_computed_with_other_features_counts_as_not_collected(tmp_path: Path) -> None:
    import json

    from rag_core.judge.collect import Collected, is_cached
    from rag_core.judge.features import FEATURES

    cache = tmp_path / "tiny.npz"
    assert not is_cached(cache)
    Collected("tiny", np.zeros((1, len(FEATURES)), dtype=np.float32), np.zeros(1, bool), []).save(cache)
    assert is_cached(cache) and Collected.load(cache) is not None
    meta = json.loads(cache.with_suffix(".json").read_text())
    cache.with_suffix(".json").write_text(json.dumps({**meta, "features": meta["features"][:-1]}))
    assert not is_cached(cache) and Collected.load(cache) is None  # side by side collects it again too
