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


def test_parser_worker_imports_only_the_parsers() -> None:
    code = (
        "import sys\n"
        "import rag_core.ingest.pdf_worker\n"
        # the parser worker and every reader it runs for the other types
        "import rag_core.ingest.parse_worker, rag_core.ingest.docx, rag_core.ingest.webpage\n"
        "import rag_core.ingest.sheets, rag_core.ingest.text, rag_core.ingest.calamine_sheets\n"
        "heavy = [m for m in ('torch', 'lancedb', 'llama_index', 'sentence_transformers') if m in sys.modules]\n"
        "print(heavy)\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], cwd=PROJECT_ROOT, capture_output=True, text=True, timeout=60)
    assert proc.stdout.strip() == "[]", proc.stderr


def test_rag_core_never_imports_the_ui() -> None:
    code = (
        "import sys\n"
        "import rag_core, rag_core.cli, rag_core.access, rag_core.settings, rag_core.preferences\n"
        "print(sorted(m for m in sys.modules if m == 'ui' or m.startswith('ui.')))\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], cwd=PROJECT_ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "[]"
