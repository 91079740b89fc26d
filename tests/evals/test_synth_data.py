"""The synthetic set's data files: every one is read with its schema, a broken copy is refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from rag_core import datafiles
from rag_core.errors import ConfigError
from rag_core.evals.synth import clauses, pools, sectors

MODULES = (sectors, clauses, pools)


def test_every_synth_data_file_is_read_by_a_module_with_its_schema() -> None:
    shipped = set(sectors.DATA_FILE.parent.glob("*.toml"))

    assert shipped == {module.DATA_FILE for module in MODULES}
    for module in MODULES:
        assert datafiles.read(module.DATA_FILE, module.SCHEMA)
    assert len(sectors.SECTORS) == 12 and len(pools.LOCALES) == 6 and clauses.CLAUSES


def test_a_sector_without_its_sheet_is_refused_naming_the_sector_and_key(tmp_path: Path) -> None:
    text = sectors.DATA_FILE.read_text(encoding="utf-8").replace("[sectors.sheet]", "[sectors.sheets]", 1)
    broken = tmp_path / "sectors.toml"
    broken.write_text(text, encoding="utf-8")

    with pytest.raises(ConfigError, match=r"sectors\.toml: key 'sectors\[0\]\.sheet' is missing"):
        datafiles.read(broken, sectors.SCHEMA)
