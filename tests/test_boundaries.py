"""rag_core is importable without streamlit and does no heavy work at import time.

One fresh interpreter imports the parser worker first, then the rest of rag_core, and reports what
each step brought in; the tests read its report.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tests.conftest import PROJECT_ROOT

_PROBE = """
import json, sys
import rag_core.ingest.pdf_worker
# the parser worker and every reader it runs for the other types
import rag_core.ingest.parse_worker, rag_core.ingest.docx, rag_core.ingest.webpage
import rag_core.ingest.sheets, rag_core.ingest.text, rag_core.ingest.calamine_sheets
worker = [m for m in ('torch', 'lancedb', 'llama_index', 'sentence_transformers') if m in sys.modules]
import rag_core, rag_core.cli, rag_core.library, rag_core.evals.bench
import rag_core.access, rag_core.settings, rag_core.preferences
print(json.dumps({
    "worker_heavy": worker,
    "streamlit": "streamlit" in sys.modules,
    "ui": sorted(m for m in sys.modules if m == "ui" or m.startswith("ui.")),
}))
"""


pytestmark = pytest.mark.slow  # a second interpreter that imports the whole product


@pytest.fixture(scope="module")
def imported() -> dict[str, object]:
    proc = subprocess.run([sys.executable, "-c", _PROBE], cwd=PROJECT_ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_parser_worker_imports_only_the_parsers(imported: dict[str, object]) -> None:
    assert imported["worker_heavy"] == []


def test_rag_core_never_imports_streamlit(imported: dict[str, object]) -> None:
    assert imported["streamlit"] is False


def test_rag_core_never_imports_the_ui(imported: dict[str, object]) -> None:
    assert imported["ui"] == []
