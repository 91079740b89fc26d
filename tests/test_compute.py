"""One forward pass at a time, questions first (rag_core.compute)."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest

from rag_core import compute
from rag_core.compute import ComputeGate

WAIT_S = 5.0  # generous bound on any thread join: a failure, never a pause


def _run(target) -> threading.Thread:  # type: ignore[no-untyped-def]
    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    return thread


def test_an_indexing_slice_waits_until_the_question_under_way_is_done() -> None:
    gate, order = ComputeGate(), []
    asking, answered = threading.Event(), threading.Event()

    def question() -> None:
        with gate.asking():
            asking.set()
            answered.wait(WAIT_S)
            order.append("question")

    def indexing_slice() -> None:
        with gate.background():
            order.append("slice")

    asker = _run(question)
    assert asking.wait(WAIT_S)
    indexer = _run(indexing_slice)
    indexer.join(0.2)
    assert indexer.is_alive() and order == []  # the slice is held back while the question runs
    answered.set()
    asker.join(WAIT_S)
    indexer.join(WAIT_S)
    assert order == ["question", "slice"]


def test_a_questions_pass_waits_only_for_the_slice_running_now() -> None:
    gate, order = ComputeGate(), []
    slice_running, slice_done = threading.Event(), threading.Event()

    def indexing_slice() -> None:
        with gate.background():
            slice_running.set()
            slice_done.wait(WAIT_S)
            order.append("slice")

    def question_pass() -> None:
        with gate.foreground():
            order.append("pass")

    indexer = _run(indexing_slice)
    assert slice_running.wait(WAIT_S)
    asker = _run(question_pass)
    asker.join(0.2)
    assert asker.is_alive()  # two forward passes never run at once
    slice_done.set()
    asker.join(WAIT_S)
    indexer.join(WAIT_S)
    assert order == ["slice", "pass"]


def test_indexing_is_never_starved_by_questions_that_keep_coming(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(compute, "MAX_YIELD_S", 0.2)
    gate, ran = ComputeGate(), threading.Event()

    def indexing_slice() -> None:
        with gate.background():
            ran.set()

    with gate.asking():  # a question under way for longer than the slice will wait
        started = time.monotonic()
        indexer = _run(indexing_slice)
        assert ran.wait(WAIT_S)
        waited = time.monotonic() - started
    indexer.join(WAIT_S)
    assert 0.15 <= waited < WAIT_S


def test_after_waiting_its_longest_indexing_takes_turns_with_questions_that_keep_coming(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(compute, "MAX_YIELD_S", 1.0)
    gate, took = ComputeGate(), []

    def indexing() -> None:
        for _ in range(6):
            started = time.monotonic()
            with gate.background():
                took.append(time.monotonic() - started)
            gate.pause_for_questions()  # chunking the next page

    with gate.asking():  # questions under way all along
        _run(indexing).join(WAIT_S)
    assert len(took) == 6
    assert took[0] >= 0.9  # the first slice waited its longest for the questions
    assert sum(took[1:]) < 0.5  # then the next five ran in turn (one second each before)


class _Parser:
    """Stands for a parser process: records what the gate asked of it."""

    def __init__(self, running: bool = True) -> None:
        self.calls: list[str] = []
        self.is_running = running

    def pause(self) -> None:
        self.calls.append("pause")

    def resume(self) -> None:
        self.calls.append("resume")

    def running(self) -> bool:
        return self.is_running


def test_a_parser_process_is_paused_while_a_question_is_under_way_and_goes_on_after() -> None:
    gate, parser = ComputeGate(), _Parser()
    gate.register(parser)
    assert parser.calls == []  # no question: it runs
    with gate.asking():
        assert parser.calls == ["pause"]
        with gate.asking():  # a second question meanwhile changes nothing
            pass
        assert parser.calls == ["pause"]
    assert parser.calls == ["pause", "resume"]
    gate.unregister(parser)
    with gate.asking():
        pass
    assert parser.calls == ["pause", "resume"]  # done: never paused again


def test_a_parser_started_during_a_question_waits_and_one_that_ends_is_left_running() -> None:
    gate, late, ending = ComputeGate(), _Parser(), _Parser()
    gate.register(ending)
    with gate.asking():
        gate.register(late)
        assert late.calls == ["pause"]
        gate.unregister(ending)
        assert ending.calls == ["pause", "resume"]
    assert late.calls == ["pause", "resume"]


def test_a_parser_is_never_starved_by_a_long_question(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(compute, "MAX_YIELD_S", 0.2)
    gate, parser = ComputeGate(), _Parser()
    gate.register(parser)
    with gate.asking():
        deadline = time.monotonic() + WAIT_S
        while parser.calls != ["pause", "resume"] and time.monotonic() < deadline:
            time.sleep(0.02)
        assert parser.calls == ["pause", "resume"]  # resumed while the question still runs
    assert parser.calls == ["pause", "resume"]


def test_indexing_counts_the_parsers_at_work_to_leave_them_a_core() -> None:
    gate, working, ended = ComputeGate(), _Parser(), _Parser(running=False)
    assert gate.parsers_running() == 0
    gate.register(working)
    gate.register(ended)
    assert gate.parsers_running() == 1  # an ended worker needs no core
    with gate.asking():
        assert gate.parsers_running() == 0  # paused while the question runs
    assert gate.parsers_running() == 1
    gate.unregister(working)
    assert gate.parsers_running() == 0


@pytest.mark.parametrize(
    ("loadavg", "wanted", "threads"),
    [
        ("0.50 0.40 0.30 1/180 4242\n", 2, 2),  # only the asking thread runs: a core is free
        ("0.50 0.40 0.30 1/180 4242\n", 4, 2),  # never more threads than free cores and its own
        ("0.50 0.40 0.30 1/180 4242\n", 1, 1),
        ("1.90 1.50 1.20 2/180 4242\n", 2, 1),  # another process at work takes the other core
        ("3.10 2.50 2.20 5/180 4242\n", 2, 1),
        (None, 2, 1),  # not known (no /proc): one
    ],
)
def test_a_pass_gets_a_second_thread_only_when_a_core_is_free_now(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, loadavg: str | None, wanted: int, threads: int
) -> None:
    file = tmp_path / "loadavg"
    if loadavg is not None:
        file.write_text(loadavg)
    monkeypatch.setattr(compute, "_LOADAVG", str(file))
    monkeypatch.setattr(compute, "_usable_cores", lambda: 2)
    gate = ComputeGate()
    with gate.asking(), gate.foreground():
        assert gate.threads_for_pass(wanted) == threads


def test_a_pass_gets_one_thread_while_another_question_is_under_way(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    file = tmp_path / "loadavg"
    file.write_text("0.50 0.40 0.30 1/180 4242\n")
    monkeypatch.setattr(compute, "_LOADAVG", str(file))
    monkeypatch.setattr(compute, "_usable_cores", lambda: 2)
    gate = ComputeGate()
    other_asking, done = threading.Event(), threading.Event()

    def other_question() -> None:
        with gate.asking():
            other_asking.set()
            done.wait(WAIT_S)

    other = _run(other_question)
    assert other_asking.wait(WAIT_S)
    with gate.asking(), gate.foreground():
        assert gate.threads_for_pass(2) == 1
    done.set()
    other.join(WAIT_S)
    with gate.asking(), gate.foreground():
        assert gate.threads_for_pass(2) == 2


def test_a_pass_gets_one_thread_while_indexing_is_under_way_and_two_once_it_is_done(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    file = tmp_path / "loadavg"
    file.write_text("0.50 0.40 0.30 1/180 4242\n")  # a core is free at each instant asked
    monkeypatch.setattr(compute, "_LOADAVG", str(file))
    monkeypatch.setattr(compute, "_usable_cores", lambda: 2)
    monkeypatch.setattr(compute, "MAX_YIELD_S", 0.2)
    gate, parser = ComputeGate(), _Parser()

    def threads() -> int:
        with gate.asking(), gate.foreground():
            return gate.threads_for_pass(2)

    gate.register(parser)  # a file is being parsed: indexing's work comes between the passes
    assert threads() == 1
    gate.unregister(parser)
    with gate.background():  # the file's passages are embedded, a slice at a time
        pass
    assert threads() == 1  # the next slice is coming
    time.sleep(0.3)  # no slice for longer than an indexing slice ever waits: indexing is done
    assert threads() == 2
