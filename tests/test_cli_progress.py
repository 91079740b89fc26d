"""Ingest progress on stderr: a bar redrawn in place on a terminal, sparse lines in a log."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from rag_core.cli import main
from rag_core.cli_progress import IngestProgress
from rag_core.library import Library
from rag_core.settings import Settings
from rag_core.testing import HashEmbedder
from tests.helpers.pdfs import make_pdf


def _settings(tmp_path: Path) -> Settings:
    return Settings(data_dir=tmp_path / "data", seed_samples=False, embedding={"batch_size": 2})


def test_terminal_bar_is_redrawn_in_place_and_cleared_before_each_result(
    tmp_path: Path, hash_embedder: HashEmbedder
) -> None:
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "a.pdf").write_bytes(make_pdf([f"Page {i} says the pump runs at {i} bar." for i in range(1, 7)]))
    (folder / "b.md").write_text("# B\nThe valve closes at noon.\n")
    stream = io.StringIO()
    bar = IngestProgress(stream, 2, terminal=True)
    results = Library(_settings(tmp_path), hash_embedder).ingest_paths(
        [folder], progress=bar.progress, on_result=bar.result
    )

    assert [r.ok for r in results] == [True, True]
    out = stream.getvalue()
    assert "\n" not in out  # one line, redrawn with carriage returns
    frames = [f.strip() for f in out.split("\r") if f.strip()]
    assert frames[0].startswith("[1/2] a.pdf  [")
    assert any(f.startswith("[2/2] b.md  [") for f in frames)
    assert any("100%  6 pages, 6 chunks" in f for f in frames if f.startswith("[1/2]"))
    assert out.endswith("\r")  # cleared after the last file, so the summary starts on a clean line


def test_cli_ingest_logs_progress_lines_on_stderr_and_quiet_turns_them_off(
    tmp_path: Path, hash_embedder: HashEmbedder, capsys: pytest.CaptureFixture[str]
) -> None:
    doc = tmp_path / "manual.pdf"
    doc.write_bytes(make_pdf(["The pump runs at 4 bar.", "The valve closes at noon."]))

    code = main(["ingest", str(doc), "--data-dir", str(tmp_path / "one")], embedder=hash_embedder)
    captured = capsys.readouterr()
    assert code == 0
    assert "[1/1] manual.pdf: reading page 1 of 2" in captured.err  # stderr is not a terminal here
    assert "[1/1]" not in captured.out  # stdout keeps only the result lines
    assert "indexed          manual.pdf" in captured.out

    code = main(["ingest", str(doc), "--quiet", "--data-dir", str(tmp_path / "two")], embedder=hash_embedder)
    captured = capsys.readouterr()
    assert code == 0
    assert captured.err == ""
