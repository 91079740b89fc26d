"""The ``ask`` and ``threads`` commands as functions (rag_core.cli_ask): what a person reads without
``--json``, and the hint when no conversation is kept yet."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from rag_core.cli_ask import cmd_ask, cmd_threads
from rag_core.errors import RagCoreError
from rag_core.testing import HashEmbedder
from tests.helpers.builders import new_library

TEXT = b"Northwind Pumps\n\nThe Halvorsen turbine produces 4.2 megawatts at full load.\nThe spare filter is kept in locker 7.\n"


def _ask(**given: object) -> argparse.Namespace:
    defaults = {"batch": None, "question": None, "session": None, "context": "", "user": "", "json": False}
    return argparse.Namespace(**{**defaults, **given})


def test_an_answer_is_printed_for_a_person_with_its_quote_and_citation(
    tmp_path: Path, hash_embedder: HashEmbedder, capsys: pytest.CaptureFixture[str]
) -> None:
    library = new_library(tmp_path / "data", hash_embedder, {"turbine.txt": TEXT})
    code = cmd_ask(_ask(question="Where is the spare filter kept?", embedder=hash_embedder), library.settings)
    out = capsys.readouterr().out
    assert code == 0
    first, *rest = out.splitlines()
    assert first.startswith("[") and "] (" in first  # [mode] (confidence score)
    assert any(line.startswith('  > "The spare filter is kept in locker 7."') for line in rest), out
    assert any(line.startswith("  - turbine.txt,") for line in rest), out


def test_ask_without_a_question_says_how_to_give_one(tmp_path: Path, hash_embedder: HashEmbedder) -> None:
    library = new_library(tmp_path / "data", hash_embedder)
    with pytest.raises(RagCoreError, match="give a question"):
        cmd_ask(_ask(embedder=hash_embedder), library.settings)
    with pytest.raises(RagCoreError, match="--batch takes a file"):
        cmd_ask(_ask(batch=str(tmp_path / "missing.txt"), embedder=hash_embedder), library.settings)


def test_threads_list_without_conversations_says_how_to_start_one(
    tmp_path: Path, hash_embedder: HashEmbedder, capsys: pytest.CaptureFixture[str]
) -> None:
    library = new_library(tmp_path / "data", hash_embedder)
    assert cmd_threads(argparse.Namespace(action="list", json=False), library.settings) == 0
    assert "no conversations; start one with" in capsys.readouterr().out
