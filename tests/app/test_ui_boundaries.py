"""The UI talks to rag_core through its services only: no registry, store, query log or private parts."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

from tests.conftest import PROJECT_ROOT

UI_FILES = sorted(
    [PROJECT_ROOT / "app.py", *(PROJECT_ROOT / "pages").glob("*.py"), *(PROJECT_ROOT / "ui").glob("*.py")]
)
INTERNALS = {"registry", "store", "log"}  # Library.registry, Library.store, Engine.log


def _reaches_in(path: Path) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("rag_core.storage"):
            found.append(f"{path.name}:{node.lineno} imports {node.module}")
        elif isinstance(node, ast.Attribute):
            private = node.attr.startswith("_") and not node.attr.startswith("__")
            if node.attr in INTERNALS or private:
                found.append(f"{path.name}:{node.lineno} uses .{node.attr}")
    return found


def test_pages_and_ui_never_touch_rag_core_internals() -> None:
    assert UI_FILES
    assert [hit for path in UI_FILES for hit in _reaches_in(path)] == []


def test_the_insights_and_feedback_services_load_no_model_and_no_engine() -> None:
    code = (
        "import sys\n"
        "import rag_core.insights, rag_core.feedback\n"
        "print(sorted(m for m in ('rag_core.answer.engine', 'sentence_transformers', 'torch', 'lancedb') if m in sys.modules))\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], cwd=PROJECT_ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "[]"
