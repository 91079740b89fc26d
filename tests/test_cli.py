"""The command line: ingest files and folders, list, delete, exit codes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.conftest import PROJECT_ROOT
from tests.helpers.pdfs import encrypt, make_pdf


def _cli(*args: str, data_dir: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "rag_core", *args, "--data-dir", str(data_dir)],
        cwd=PROJECT_ROOT, capture_output=True, text=True, timeout=300,
    )


def test_ingest_folder_reports_each_bad_file_and_indexes_the_good_ones(tmp_path: Path) -> None:
    folder = tmp_path / "in"
    (folder / "sub").mkdir(parents=True)
    (folder / "a.pdf").write_bytes(make_pdf(["Alpha: the pump runs at 1450 rpm."]))
    (folder / "sub" / "b.md").write_text("# B\n\nThe spare filter is kept in locker 7.\n")
    (folder / "empty.pdf").write_bytes(b"")
    (folder / "locked.pdf").write_bytes(encrypt(make_pdf(["secret"]), user_password="pw"))
    (folder / "ignored.docx").write_bytes(b"PK")
    data_dir = tmp_path / "data"

    proc = _cli("ingest", str(folder), data_dir=data_dir)
    assert proc.returncode == 1
    failures = [line for line in proc.stderr.splitlines() if line.startswith("FAILED")]
    assert len(failures) == 2
    assert any("empty.pdf" in line and "0 bytes" in line for line in failures)
    assert any("locked.pdf" in line and "password-protected" in line for line in failures)
    assert "indexed" in proc.stdout and "a.pdf" in proc.stdout and "b.md" in proc.stdout

    listing = json.loads(_cli("list", "--json", data_dir=data_dir).stdout)
    ready = sorted(d["name"] for d in listing if d["status"] == "ready")
    assert ready == ["a.pdf", "b.md"]
    assert all(d["pages"] >= 1 and d["chunks"] >= 1 for d in listing if d["status"] == "ready")

    again = _cli("ingest", str(folder / "a.pdf"), data_dir=data_dir)
    assert again.returncode == 0
    assert "already_indexed" in again.stdout

    deleted = _cli("delete", "a.pdf", data_dir=data_dir)
    assert deleted.returncode == 0 and "deleted a.pdf" in deleted.stdout
    names = [d["name"] for d in json.loads(_cli("list", "--json", data_dir=data_dir).stdout) if d["status"] == "ready"]
    assert names == ["b.md"]


def test_delete_unknown_name_says_how_to_find_names(tmp_path: Path) -> None:
    proc = _cli("delete", "nope.pdf", data_dir=tmp_path / "data")
    assert proc.returncode == 1
    assert "python -m rag_core list" in proc.stderr


def test_missing_path_is_a_failure_line(tmp_path: Path) -> None:
    proc = _cli("ingest", str(tmp_path / "missing.pdf"), data_dir=tmp_path / "data")
    assert proc.returncode == 1
    assert "no such file or folder" in proc.stderr


def test_list_on_an_empty_library_says_what_to_do(tmp_path: Path) -> None:
    proc = _cli("list", data_dir=tmp_path / "data")
    assert proc.returncode == 0
    assert "python -m rag_core ingest" in proc.stdout
