"""The command line: ingest files and folders, list, delete, exit codes.

The commands run in this process through ``rag_core.cli.main`` with the hash embedder (what is
checked here is reporting and bookkeeping, not what retrieval finds); one smoke test runs
``python -m rag_core`` as a user does.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

import pytest

from rag_core.cli import main
from rag_core.testing import HashEmbedder
from tests.conftest import PROJECT_ROOT
from tests.helpers.pdfs import encrypt, make_pdf


class Run(NamedTuple):
    """Exit code and output of one command."""

    code: int
    out: str
    err: str


Cli = Callable[..., Run]


@pytest.fixture
def cli(capsys: pytest.CaptureFixture[str], hash_embedder: HashEmbedder, tmp_path: Path) -> Cli:
    """Run one command on a fresh data dir, in this process: ``cli("list", "--json")``."""
    data_dir = tmp_path / "data"

    def run(*args: str) -> Run:
        code = main([*args, "--data-dir", str(data_dir)], embedder=hash_embedder)
        captured = capsys.readouterr()
        return Run(code, captured.out, captured.err)

    return run


def test_ingest_folder_reports_each_bad_file_and_indexes_the_good_ones(cli: Cli, tmp_path: Path) -> None:
    folder = tmp_path / "in"
    (folder / "sub").mkdir(parents=True)
    (folder / "a.pdf").write_bytes(make_pdf(["Alpha: the pump runs at 1450 rpm."]))
    (folder / "sub" / "b.md").write_text("# B\n\nThe spare filter is kept in locker 7.\n")
    (folder / "empty.pdf").write_bytes(b"")
    (folder / "locked.pdf").write_bytes(encrypt(make_pdf(["secret"]), user_password="pw"))
    (folder / "ignored.odt").write_bytes(b"PK")

    proc = cli("ingest", str(folder))
    assert proc.code == 1
    failures = [line for line in proc.err.splitlines() if line.startswith("FAILED")]
    assert len(failures) == 2
    assert any("empty.pdf" in line and "0 bytes" in line for line in failures)
    assert any("locked.pdf" in line and "password-protected" in line for line in failures)
    assert "indexed" in proc.out and "a.pdf" in proc.out and "sub/b.md" in proc.out

    listing = json.loads(cli("list", "--json").out)
    ready = sorted(d["name"] for d in listing if d["status"] == "ready")
    assert ready == ["a.pdf", "sub/b.md"]  # named by its path inside the folder given
    assert all(d["pages"] >= 1 and d["chunks"] >= 1 for d in listing if d["status"] == "ready")

    again = cli("ingest", str(folder / "a.pdf"))
    assert again.code == 0
    assert "already_indexed" in again.out

    deleted = cli("delete", "a.pdf")
    assert deleted.code == 0 and "deleted a.pdf" in deleted.out
    names = [d["name"] for d in json.loads(cli("list", "--json").out) if d["status"] == "ready"]
    assert names == ["sub/b.md"]


def test_ingest_into_a_named_collection_creates_it_and_list_shows_it(cli: Cli, tmp_path: Path) -> None:
    (tmp_path / "memo.md").write_text("# Memo\n\nThe bonus pool was 4.7 million.\n")
    (tmp_path / "pump.md").write_text("# Pump\n\nThe pump is red.\n")
    assert cli("ingest", str(tmp_path / "memo.md"), "--collection", "Finance").code == 0
    assert cli("ingest", str(tmp_path / "pump.md")).code == 0
    listing = {d["name"]: d["collection"] for d in json.loads(cli("list", "--json").out)}
    assert listing == {"memo.md": "Finance", "pump.md": "Library"}
    lines = cli("list").out.splitlines()
    assert any(line.endswith("memo.md  [Finance]") for line in lines)


def test_delete_unknown_name_says_how_to_find_names(cli: Cli) -> None:
    proc = cli("delete", "nope.pdf")
    assert proc.code == 1
    assert "python -m rag_core list" in proc.err


def test_missing_path_is_a_failure_line(cli: Cli, tmp_path: Path) -> None:
    proc = cli("ingest", str(tmp_path / "missing.pdf"))
    assert proc.code == 1
    assert "no such file or folder" in proc.err


def test_list_on_an_empty_library_says_what_to_do(cli: Cli) -> None:
    proc = cli("list")
    assert proc.code == 0
    assert "python -m rag_core ingest" in proc.out


def test_python_dash_m_rag_core_runs_and_exits_0() -> None:
    """The one run as a user types it: the module entry point, stdout and the exit code."""
    proc = subprocess.run(
        [sys.executable, "-m", "rag_core", "schema"], cwd=PROJECT_ROOT, capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["title"] == "Response"


def test_eval_of_a_missing_dataset_says_which_path_and_exits_1(cli: Cli, tmp_path: Path) -> None:
    proc = cli("eval", "squad2", str(tmp_path / "nowhere.json"))
    assert proc.code == 1
    assert "no such file or folder" in proc.err and "nowhere.json" in proc.err
    assert "Traceback" not in proc.err
