"""The command line's conversations: ``ask --session ID`` continues a thread (a follow-up shows what
was searched), ``threads list|export|delete``.

The commands run in this process through ``rag_core.cli.main`` on the Acme fixture library with the
real model (what a follow-up finds is part of what is checked).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import NamedTuple

import pytest

from rag_core.cli import main
from tests.answer.conftest import build
from tests.helpers.builders import LibraryCache


class Run(NamedTuple):
    """Exit code and output of one command."""

    code: int
    out: str
    err: str


Cli = Callable[..., Run]


@pytest.fixture(scope="module")
def acme_dir(tmp_path_factory: pytest.TempPathFactory, embedder, indexed: LibraryCache) -> Iterator[Path]:  # type: ignore[no-untyped-def]
    """A data dir holding the Acme fixture library (a copy per module of the session's)."""
    data_dir = tmp_path_factory.mktemp("acme-cli") / "data"
    build(data_dir, embedder, injection=False, indexed=indexed)
    yield data_dir


@pytest.fixture
def cli(capsys: pytest.CaptureFixture[str], embedder, acme_dir: Path) -> Cli:  # type: ignore[no-untyped-def]
    """Run one command on the Acme data dir: ``cli("threads", "list")``."""

    def run(*args: str) -> Run:
        code = main([*args, "--data-dir", str(acme_dir)], embedder=embedder)
        captured = capsys.readouterr()
        return Run(code, captured.out, captured.err)

    return run


def test_ask_with_a_session_reads_the_second_question_as_a_follow_up(cli: Cli) -> None:
    first = cli("ask", "What was the revenue for 2023?", "--session", "q4-review")
    assert first.code == 0
    assert first.out.startswith("[direct_answer]") and "Searched:" not in first.out
    second = cli("ask", "and in 2022?", "--session", "q4-review")
    assert second.code == 0
    lines = second.out.splitlines()
    assert lines[0] == "Searched: What was the revenue for 2022?"
    assert lines[1].startswith("[direct_answer]") and "Revenue for 2022 was EUR 41.7 million." in lines


def test_ask_without_a_session_stays_one_question_and_keeps_no_thread(cli: Cli) -> None:
    before = cli("threads", "list", "--json").out
    alone = cli("ask", "and in 2022?")
    assert alone.code == 0 and "Searched:" not in alone.out and alone.out.startswith("[")
    assert cli("threads", "list", "--json").out == before


def test_threads_list_export_and_delete(cli: Cli, tmp_path: Path) -> None:
    cli("ask", "What are Acme's core values?", "--session", "values")
    listing = cli("threads", "list")
    assert listing.code == 0
    assert any(
        line.split()[2:3] == ["values"] and line.endswith("What are Acme's core values?")
        for line in listing.out.splitlines()
    )

    out = tmp_path / "values.md"
    exported = cli("threads", "export", "values", "--out", str(out))
    assert exported.code == 0 and exported.out.strip() == f"written to {out}"
    markdown = out.read_text(encoding="utf-8")
    assert "> Acme's core values are curiosity, safety and honesty.\n>\n> — acme_handbook.pdf, page 1" in markdown
    assert cli("threads", "export", "values").out == markdown

    deleted = cli("threads", "delete", "values")
    assert deleted.code == 0 and deleted.out.strip() == "deleted conversation values (What are Acme's core values?)"
    gone = cli("threads", "export", "values")
    assert gone.code == 1 and "error: there is no conversation 'values'" in gone.err and "start a new one" in gone.err


def test_a_session_id_with_spaces_is_refused_with_what_to_use(cli: Cli) -> None:
    run = cli("ask", "What are Acme's core values?", "--session", "my review")
    assert run.code == 1 and "use 1 to 64 letters, digits" in run.err and run.out == ""
