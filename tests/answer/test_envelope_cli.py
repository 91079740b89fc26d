"""The envelope's JSON schema and the ask command line (run in this process on the real model)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rag_core.cli import main
from rag_core.embedding import Embedder
from rag_core.envelope import response_schema
from tests.answer.conftest import build


def test_schema_describes_every_mode() -> None:
    schema = response_schema()
    assert {"mode", "answer", "citations", "evidence", "confidence", "clarify"} <= set(schema["properties"])
    modes = json.dumps(schema)
    for mode in ("direct_answer", "guided_fallback", "hard_refusal"):
        assert mode in modes


def test_cli_ask_prints_one_envelope_and_batch_one_per_line(
    tmp_path: Path, embedder: Embedder, capsys: pytest.CaptureFixture[str]
) -> None:
    data_dir = tmp_path / "data"
    build(data_dir, embedder)
    code = main(["ask", "What are Acme's core values?", "--json", "--data-dir", str(data_dir)], embedder=embedder)
    single = capsys.readouterr()
    assert code == 0, single.err
    (line,) = single.out.strip().splitlines()
    assert json.loads(line)["mode"] == "direct_answer"

    batch = tmp_path / "questions.txt"
    batch.write_text("What is the capital of Peru?\nTell me more\nHow are robots calibrated?\n")
    code = main(["ask", "--json", "--batch", str(batch), "--data-dir", str(data_dir)], embedder=embedder)
    out = capsys.readouterr()
    assert code == 0, out.err
    modes = [json.loads(x)["mode"] for x in out.out.strip().splitlines()]
    assert modes == ["hard_refusal", "hard_refusal", "guided_fallback"]

    assert main(["schema"]) == 0
    assert json.loads(capsys.readouterr().out)["title"] == "Response"
