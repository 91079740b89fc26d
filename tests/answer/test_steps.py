"""The answer path keeps its shape: each step imports only the steps before it, the generator
imports nothing of the answer path, and no module of it grows past the house limit."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tests.conftest import PROJECT_ROOT

ANSWER = PROJECT_ROOT / "rag_core" / "answer"
STEPS = ("understand", "find", "judging", "report")  # in the order they run


def _imports(path: Path) -> set[str]:
    """Every module a file imports, at its top or inside a function."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


@pytest.mark.parametrize("step", STEPS)
def test_a_step_imports_no_later_step(step: str) -> None:
    later = STEPS[STEPS.index(step) + 1 :]
    wrong = {
        f"{path.relative_to(PROJECT_ROOT)} imports {module}"
        for path in (ANSWER / step).glob("*.py")
        for module in _imports(path)
        if any(module == f"rag_core.answer.{s}" or module.startswith(f"rag_core.answer.{s}.") for s in later)
    }
    assert not wrong, sorted(wrong)


def test_the_generator_imports_nothing_of_the_answer_path() -> None:
    wrong = {
        f"{path.name} imports {module}"
        for path in (PROJECT_ROOT / "rag_core" / "generate").glob("*.py")
        for module in _imports(path)
        if module.startswith("rag_core.answer")
    }
    assert not wrong, sorted(wrong)
