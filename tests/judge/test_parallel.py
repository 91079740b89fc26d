"""Training's independent parts run side by side in spawned processes (``train judge --processes``)
and give there what they give here: results in the order asked, a failure raised in the parent, and
a cross-encoder fine-tuned in another process written byte for byte as in this one."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from rag_core.judge.crosses import _train_one
from rag_core.judge.parallel import run_all, threads_each
from tests.judge.test_training_repeatable import _pairs


def _pid_and_square(number: int) -> tuple[int, int]:
    return os.getpid(), number * number


def _fail(message: str) -> None:
    raise ValueError(message)


def test_calls_run_in_other_processes_and_come_back_in_the_order_given() -> None:
    results = run_all([(_pid_and_square, (n,)) for n in range(5)], 2)
    assert [square for _, square in results] == [0, 1, 4, 9, 16]
    assert os.getpid() not in {pid for pid, _ in results}


def test_one_process_runs_the_calls_here() -> None:
    assert {pid for pid, _ in run_all([(_pid_and_square, (n,)) for n in range(3)], 1)} == {os.getpid()}


def test_a_failed_call_raises_its_error_in_the_parent() -> None:
    with pytest.raises(ValueError, match="no such set"):
        run_all([(_pid_and_square, (1,)), (_fail, ("no such set",))], 2)


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
