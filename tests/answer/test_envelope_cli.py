"""The envelope's JSON schema and the ask command line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from rag_core.envelope import response_schema
from tests.answer.conftest import build
from tests.conftest import PROJECT_ROOT


def test_schema_describes_every_mode() -> None:
    schema = response_schema()
    assert {"mode", "answer", "citations", "evidence", "confidence", "clarify"} <= set(schema["properties"])
    modes = json.dumps(schema)
    for mode in ("direct_answer", "guided_fallback", "hard_refusal"):
        assert mode in modes


def test_cli_ask_prints_one_envelope_and_batch_one_per_line(tmp_path: Path, embedder) -> None:  # type: ignore[no-untyped-def]
    data_dir = tmp_path / "data"
    build(data_dir, embedder)
    single = subprocess.run(
        [sys.executable, "-m", "rag_core", "ask", "What are Acme's core values?", "--json", "--data-dir", str(data_dir)],
        cwd=PROJECT_ROOT, capture_output=True, text=True, timeout=300,
    )
    assert single.returncode == 0, single.stderr
    (line,) = single.stdout.strip().splitlines()
    assert json.loads(line)["mode"] == "direct_answer"

    batch = tmp_path / "questions.txt"
    batch.write_text("What is the capital of Peru?\nTell me more\nHow are robots calibrated?\n")
    out = subprocess.run(
        [sys.executable, "-m", "rag_core", "ask", "--json", "--batch", str(batch), "--data-dir", str(data_dir)],
        cwd=PROJECT_ROOT, capture_output=True, text=True, timeout=300,
    )
    assert out.returncode == 0, out.stderr
    modes = [json.loads(x)["mode"] for x in out.stdout.strip().splitlines()]
    assert modes == ["hard_refusal", "hard_refusal", "guided_fallback"]

    schema = subprocess.run([sys.executable, "-m", "rag_core", "schema"], cwd=PROJECT_ROOT, capture_output=True, text=True, timeout=120)
    assert json.loads(schema.stdout)["title"] == "Response"
