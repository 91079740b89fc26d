"""The migrations shipped in the package (rag_core.storage.migrations): one line of revisions from the
baseline to a single head, each file named after its revision, and the template to write the next."""

from __future__ import annotations

from pathlib import Path

from alembic.script import ScriptDirectory

from rag_core.storage import migrations
from rag_core.storage.database import alembic_config

FOLDER = Path(migrations.__file__).parent


def test_the_revisions_form_one_line_from_the_baseline_to_a_single_head() -> None:
    scripts = ScriptDirectory.from_config(alembic_config())
    assert len(scripts.get_heads()) == 1
    chain = list(scripts.walk_revisions())  # head first
    assert chain[-1].down_revision is None and chain[-1].revision == "0001"
    assert [r.revision for r in reversed(chain)] == [f"{n:04d}" for n in range(1, len(chain) + 1)]
    files = sorted(p.name for p in (FOLDER / "versions").glob("0*.py"))
    assert [name.split("_", 1)[0] for name in files] == [r.revision for r in reversed(chain)]


def test_the_package_ships_what_alembic_needs_to_write_the_next_revision() -> None:
    assert (FOLDER / "env.py").is_file() and (FOLDER / "script.py.mako").is_file()
    assert Path(ScriptDirectory.from_config(alembic_config()).dir) == FOLDER
