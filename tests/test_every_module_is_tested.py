"""Every module under rag_core is imported (or run with ``python -m``) by at least one test file,
or by the modules such a test imports in turn (a package's re-exports, the engine's steps).

A module no test reaches is a module whose behaviour nothing checks: a new module lands with its
own tests. Importing a submodule counts for the packages above it.
"""

from __future__ import annotations

import ast
from pathlib import Path

from tests.conftest import PROJECT_ROOT

# Loaded by path, never imported: alembic runs it on every migration (tests/storage/test_database.py).
RUN_BY_ALEMBIC = {"rag_core.storage.migrations.env"}


def _modules() -> set[str]:
    found = set()
    for path in (PROJECT_ROOT / "rag_core").rglob("*.py"):
        parts = list(path.relative_to(PROJECT_ROOT).with_suffix("").parts)
        if "versions" in parts:  # generated migration revisions
            continue
        if parts[-1] == "__init__":
            parts.pop()
        found.add(".".join(parts))
    return found


def _named_by(path: Path) -> set[str]:
    """Modules a test file imports, and those it runs as ``python -m NAME`` (as a list argument)."""
    named = set()
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            named.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            named.add(node.module)
            named.update(f"{node.module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.List | ast.Tuple):
            items = [e.value if isinstance(e, ast.Constant) else None for e in node.elts]
            for flag, name in zip(items, items[1:]):
                if flag == "-m" and isinstance(name, str):
                    named.update({name, f"{name}.__main__"})
    return named


def _path(module: str) -> Path | None:
    base = PROJECT_ROOT.joinpath(*module.split("."))
    for path in (base.with_suffix(".py"), base / "__init__.py"):
        if path.exists():
            return path
    return None


def test_every_rag_core_module_is_imported_by_a_test() -> None:
    named: set[str] = set()
    for path in (PROJECT_ROOT / "tests").rglob("*.py"):
        named |= _named_by(path)
    modules = _modules()
    seen: set[str] = set()
    while fresh := {n for n in named if n in modules} - seen:  # and what those modules import, in turn
        seen |= fresh
        for module in fresh:
            if (path := _path(module)) is not None:
                named |= _named_by(path)
    covered = {m for m in modules if m in named or any(n.startswith(m + ".") for n in named)}
    untested = sorted(_modules() - covered - RUN_BY_ALEMBIC)
    assert not untested, f"{len(untested)} module(s) no test imports; add behaviour tests for: {untested}"
