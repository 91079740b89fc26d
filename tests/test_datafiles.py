"""The shipped word lists load, and a malformed data file is refused with its name and key."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from rag_core import datafiles
from rag_core.errors import ConfigError
from rag_core.text.measures import DEFAULT_LEXICON, load_lexicon

SCHEMA = {"stopwords": list[str], "scales": dict[str, float], "pair": tuple[str, int], "note": datafiles.optional(str)}


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "words.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_every_shipped_data_file_loads_and_has_a_schema() -> None:
    shipped = {path.stem for path in datafiles.DATA_DIR.glob("*.toml")}

    assert shipped == set(datafiles.SCHEMAS) | {DEFAULT_LEXICON.stem}
    for name in datafiles.SCHEMAS:
        assert datafiles.load(name), name
    assert load_lexicon().measures


def test_a_well_formed_file_is_read_with_an_optional_key_left_out(tmp_path: Path) -> None:
    path = _write(tmp_path, 'stopwords = ["a", "the"]\npair = ["x", 1]\n[scales]\nmillion = 1e6\n')

    assert datafiles.read(path, SCHEMA) == {"stopwords": ["a", "the"], "pair": ["x", 1], "scales": {"million": 1e6}}


def test_a_value_of_the_wrong_type_names_the_file_and_the_key(tmp_path: Path) -> None:
    path = _write(tmp_path, 'stopwords = ["a", 3]\npair = ["x", 1]\n[scales]\nmillion = 1e6\n')

    with pytest.raises(ConfigError) as caught:
        datafiles.read(path, SCHEMA)

    assert str(path) in str(caught.value)
    assert "'stopwords[1]' must be text, not a whole number; correct the value" in str(caught.value)


def test_a_missing_key_names_the_file_the_key_and_what_it_should_hold(tmp_path: Path) -> None:
    path = _write(tmp_path, 'stopwords = ["a"]\n[scales]\nmillion = 1e6\n')

    with pytest.raises(ConfigError, match=r"words\.toml: key 'pair' is missing; add it \(a list of 2: text, a whole"):
        datafiles.read(path, SCHEMA)


def test_an_unknown_key_is_refused_with_the_keys_that_are_allowed(tmp_path: Path) -> None:
    path = _write(tmp_path, 'stopwords = ["a"]\npair = ["x", 1]\nstopword = ["b"]\n[scales]\nmillion = 1e6\n')

    with pytest.raises(ConfigError, match="unknown key 'stopword'; check its spelling or remove it"):
        datafiles.read(path, SCHEMA)


def test_a_wrong_value_inside_a_table_names_its_full_key(tmp_path: Path) -> None:
    path = _write(tmp_path, 'stopwords = []\npair = ["x", 1]\n[scales]\nmillion = "a lot"\n')

    with pytest.raises(ConfigError, match=r"key 'scales\.million' must be a decimal number, not text"):
        datafiles.read(path, SCHEMA)


def test_a_file_that_is_not_toml_says_so(tmp_path: Path) -> None:
    path = _write(tmp_path, "stopwords = [\n")

    with pytest.raises(ConfigError, match=r"words\.toml is not valid TOML"):
        datafiles.read(path, SCHEMA)


@pytest.fixture
def words_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    """A deployment's folder of word-list additions, in effect for this test only."""
    folder = tmp_path / "words"
    folder.mkdir()
    monkeypatch.setenv(datafiles.WORDS_DIR_ENV, str(folder))
    datafiles.load.cache_clear()
    yield folder
    monkeypatch.delenv(datafiles.WORDS_DIR_ENV)
    datafiles.load.cache_clear()


def test_a_deployment_adds_words_and_terms_to_the_shipped_lists(words_dir: Path) -> None:
    shipped = datafiles.read(datafiles.DATA_DIR / "english.toml", datafiles.SCHEMAS["english"])
    (words_dir / "english.toml").write_text('stopwords = ["the", "herein"]\n', encoding="utf-8")
    (words_dir / "glossary.toml").write_text('[terms]\n"nim" = "net interest margin"\n', encoding="utf-8")

    english = datafiles.load("english")
    glossary = datafiles.load("glossary")["terms"]

    assert english["stopwords"] == shipped["stopwords"] + ["herein"]  # "the" is not listed twice
    assert english["negations"] == shipped["negations"]  # a key the file leaves out stays as shipped
    assert glossary["nim"] == "net interest margin" and glossary["ebitda"].startswith("earnings")


def test_a_bad_addition_names_its_file_and_key_and_a_missing_folder_says_what_to_do(
    words_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (words_dir / "periods.toml").write_text('[months]\nbrumaire = "two"\n', encoding="utf-8")

    with pytest.raises(ConfigError, match=r"periods\.toml: key 'months\.brumaire' must be a whole number"):
        datafiles.load("periods")

    monkeypatch.setenv(datafiles.WORDS_DIR_ENV, str(words_dir / "absent"))
    with pytest.raises(ConfigError, match="RAG_ANSWER__WORDS_DIR names .*absent, which is not a folder"):
        datafiles.load("names")


def test_an_added_glossary_term_widens_the_search_of_a_question(tmp_path: Path) -> None:
    """End to end in a fresh process, as the app starts: the glossary reads the folder at import."""
    (tmp_path / "glossary.toml").write_text('[terms]\n"nim" = "net interest margin"\n', encoding="utf-8")
    code = "from rag_core.text.glossary import expand; print(expand('What was the NIM in 2024?'))"

    with_words = subprocess.run(
        [sys.executable, "-c", code],
        env={**os.environ, datafiles.WORDS_DIR_ENV: str(tmp_path)},
        capture_output=True,
        text=True,
        check=True,
    )
    without = subprocess.run(
        [sys.executable, "-c", code],
        env={k: v for k, v in os.environ.items() if k != datafiles.WORDS_DIR_ENV},
        capture_output=True,
        text=True,
        check=True,
    )

    assert with_words.stdout.strip() == "net interest margin"
    assert without.stdout.strip() == ""
