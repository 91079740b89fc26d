"""rag_core is importable without streamlit and does no heavy work at import time."""

from __future__ import annotations

import subprocess
import sys

from tests.conftest import PROJECT_ROOT


def test_rag_core_never_imports_streamlit() -> None:
    code = (
        "import sys\n"
        "import rag_core, rag_core.cli, rag_core.library, rag_core.evals.bench\n"
        "assert 'streamlit' not in sys.modules, 'streamlit imported'\n"
        "print('ok')\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], cwd=PROJECT_ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "ok"


def test_pdf_worker_imports_only_the_parser() -> None:
    code = (
        "import sys\n"
        "import rag_core.ingest.pdf_worker\n"
        "heavy = [m for m in ('torch', 'lancedb', 'llama_index', 'sentence_transformers') if m in sys.modules]\n"
        "print(heavy)\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], cwd=PROJECT_ROOT, capture_output=True, text=True, timeout=60)
    assert proc.stdout.strip() == "[]", proc.stderr
