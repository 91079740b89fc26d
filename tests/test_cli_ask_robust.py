"""``python -m rag_core ask`` on its own and in batches: runs that do not share a session, input that
is not UTF-8 reported per line, and a database outage in the middle of a batch."""

from __future__ import annotations

import io
import json
import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from rag_core.cli import main
from rag_core.library import Library
from rag_core.settings import Settings
from rag_core.testing import HashEmbedder
from tests.helpers.cut import CuttableProxy
from tests.test_cli import Cli, Run

TEXT = b"Northwind Pumps\n\nThe Halvorsen turbine produces 4.2 megawatts at full load.\nThe spare filter is kept in locker 7.\n"


@pytest.fixture
def cli(capsys: pytest.CaptureFixture[str], hash_embedder: HashEmbedder, tmp_path: Path) -> Cli:
    """Run one command on a data dir holding one document."""
    data_dir = tmp_path / "data"
    assert Library(Settings(data_dir=data_dir, seed_samples=False), hash_embedder).ingest_bytes("turbine.txt", TEXT).ok

    def run(*args: str) -> Run:
        code = main([*args, "--data-dir", str(data_dir)], embedder=hash_embedder)
        captured = capsys.readouterr()
        return Run(code, captured.out, captured.err)

    return run


def test_one_off_asks_never_carry_a_clarify_counter_into_the_next_run(cli: Cli) -> None:
    rounds = Settings().clarify.max_same_prompt_rounds
    for _ in range(rounds + 2):  # past the rounds after which a session's vague question falls back
        run = cli("ask", "What about it?", "--json")
        envelope = json.loads(run.out)
        assert run.code == 0 and envelope["refusal_reason"] == "vague" and envelope["clarify"], envelope


def test_the_same_session_still_counts_its_clarify_rounds(cli: Cli) -> None:
    rounds = Settings().clarify.max_same_prompt_rounds
    asked = [json.loads(cli("ask", "What about it?", "--json", "--session", "s1").out) for _ in range(rounds + 1)]
    assert [bool(e.get("clarify")) for e in asked] == [True] * rounds + [False]  # then what the documents allow


def test_a_batch_line_that_is_not_utf8_is_reported_and_the_others_answered(cli: Cli, tmp_path: Path) -> None:
    batch = tmp_path / "questions.txt"
    batch.write_bytes(
        b"How much does the Halvorsen turbine produce?\nWhere is the spare filter \xff\xfe kept?\n"
        b"Where is the spare filter kept?\n"
    )
    run = cli("ask", "--batch", str(batch), "--json")
    assert run.code == 1
    assert len([json.loads(line) for line in run.out.splitlines()]) == 2
    assert "line 2: not answered: not valid UTF-8 text (byte 0xff at position 27); save it as UTF-8" in run.err
    assert "2 of 3 questions answered; not answered: line 2" in run.err
    assert "Traceback" not in run.err


def test_a_question_argument_that_is_not_utf8_is_reported_not_a_traceback(cli: Cli) -> None:
    run = cli("ask", os.fsdecode(b"Where is the \xff filter?"))
    assert run.code == 1 and run.out == ""
    assert run.err.strip() == (
        "the question: not answered: not valid UTF-8 text (byte 0xff at position 14); save it as UTF-8 and ask again"
    )


class _Tap(io.StringIO):
    """A stream that calls ``on_line(count)`` after each complete line written to it."""

    def __init__(self, on_line: Callable[[int], None]) -> None:
        super().__init__()
        self.on_line = on_line
        self.lines = 0

    def write(self, text: str) -> int:
        written = super().write(text)
        for _ in range(text.count("\n")):
            self.lines += 1
            self.on_line(self.lines)
        return written


@pytest.fixture
def proxy(postgres_cluster) -> Iterator[CuttableProxy]:  # type: ignore[no-untyped-def]
    cut = CuttableProxy(postgres_cluster.port)
    yield cut
    cut.close()


def test_a_batch_answers_every_line_it_can_while_the_database_goes_away_and_comes_back(
    postgres_url: str,
    proxy: CuttableProxy,
    hash_embedder: HashEmbedder,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    data_dir = tmp_path / "data"
    direct = Settings(data_dir=data_dir, seed_samples=False, database_url=postgres_url)
    assert Library(direct, hash_embedder).ingest_bytes("turbine.txt", TEXT).ok
    monkeypatch.setenv("RAG_DATABASE_URL", postgres_url.replace(f":{proxy.target_port}/", f":{proxy.port}/"))
    batch = tmp_path / "questions.txt"
    batch.write_text("".join(f"Where is the spare filter kept? ({n})\n" for n in range(1, 11)), encoding="utf-8")
    # The database goes away after the third answer and is back after two questions were refused.
    out = _Tap(lambda n: proxy.cut() if n == 3 else None)
    err = _Tap(lambda n: proxy.restore() if n == 2 else None)
    monkeypatch.setattr(sys, "stdout", out)
    monkeypatch.setattr(sys, "stderr", err)
    code = main(["ask", "--batch", str(batch), "--json", "--data-dir", str(data_dir)], embedder=hash_embedder)
    monkeypatch.undo()
    answered = [json.loads(line) for line in out.getvalue().splitlines()]
    report = err.getvalue()
    assert code == 1, report
    assert len(answered) == 8, report
    assert [line.split(":")[0] for line in report.splitlines()[:2]] == ["line 4", "line 5"], report
    assert "is unreachable" in report and "check that the server is running" in report
    assert "8 of 10 questions answered; not answered: line 4, line 5" in report
    assert "Traceback" not in report
