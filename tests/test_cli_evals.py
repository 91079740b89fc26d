"""eval, bench and train find their data sets: a path given, else RAG_EVALS__DATA_DIR, else
../shared/data when it exists; with none, the command says which flag or variable to set."""

from __future__ import annotations

from pathlib import Path

import pytest

from rag_core.cli import main
from rag_core.cli_evals import data_path
from rag_core.errors import ConfigError
from rag_core.settings import Settings


@pytest.fixture
def no_data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A working folder with no ../shared/data next to it and no RAG_EVALS__DATA_DIR."""
    work = tmp_path / "project"
    work.mkdir()
    monkeypatch.chdir(work)
    monkeypatch.delenv("RAG_EVALS__DATA_DIR", raising=False)
    return work


@pytest.mark.parametrize(
    ("command", "flag"),
    [
        (["bench", "busy"], "give the FILE to index"),
        (["bench", "query"], "give --corpus FOLDER"),
        (["bench", "shared"], "give --docs FOLDER"),
        (["train", "judge"], "give --data FOLDER"),
        (["eval", "judge"], "give the data folder as PATH"),
    ],
)
def test_without_a_data_folder_the_command_names_the_flag_and_the_variable(
    no_data_folder: Path, capsys: pytest.CaptureFixture[str], command: list[str], flag: str
) -> None:
    code = main([*command, "--data-dir", str(no_data_folder / "data")])
    err = capsys.readouterr().err
    assert code == 1
    assert err.startswith("error: no data folder: ") and flag in err and "RAG_EVALS__DATA_DIR" in err, err


def test_realqa_without_docs_names_the_docs_flag(no_data_folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    questions = no_data_folder / "questions.jsonl"
    questions.write_text("", encoding="utf-8")
    code = main(["eval", "realqa", str(questions), "--data-dir", str(no_data_folder / "data")])
    assert code == 1
    assert "give --docs FOLDER, or set RAG_EVALS__DATA_DIR" in capsys.readouterr().err


def test_the_development_layout_is_the_fallback(no_data_folder: Path) -> None:
    (no_data_folder.parent / "shared" / "data").mkdir(parents=True)
    assert data_path(Settings(), None, "--corpus FOLDER", "financebench") == Path("../shared/data/financebench")


def test_the_variable_comes_before_the_development_layout(
    no_data_folder: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    (no_data_folder.parent / "shared" / "data").mkdir(parents=True)
    monkeypatch.setenv("RAG_EVALS__DATA_DIR", str(tmp_path / "sets"))
    assert data_path(Settings(), None, "--corpus FOLDER", "financebench") == tmp_path / "sets" / "financebench"


def test_a_path_on_the_command_line_comes_first(no_data_folder: Path) -> None:
    settings = Settings(evals={"data_dir": "elsewhere"})
    assert data_path(settings, "mine/pdfs", "--docs FOLDER", "financebench/pdfs") == Path("mine/pdfs")
    with pytest.raises(ConfigError, match="give --docs FOLDER"):
        data_path(Settings(), None, "--docs FOLDER", "financebench/pdfs")
