"""One typed settings tree: every field described, env overrides, bad values named."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import BaseModel, ValidationError

from rag_core.settings import GATE_PRESETS, STRICTNESS_LEVELS, Settings


def _fields(model: type[BaseModel], prefix: str = "") -> list[tuple[str, str | None]]:
    out = []
    for name, field in model.model_fields.items():
        out.append((prefix + name, field.description))
        annotation = field.annotation
        if isinstance(annotation, type) and issubclass(annotation, BaseModel):
            out.extend(_fields(annotation, prefix + name + "."))
    return out


def test_every_setting_is_described() -> None:
    missing = [name for name, description in _fields(Settings) if not description]
    assert missing == []


def test_environment_overrides_top_level_and_nested(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("RAG_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("RAG_INGEST__MAX_FILE_MB", "12.5")
    settings = Settings()
    assert settings.data_dir == tmp_path
    assert settings.ingest.max_file_mb == 12.5
    assert settings.index_dir == tmp_path / "index"
    assert settings.db_path.parent == tmp_path


def test_default_data_dir_is_local_data_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("RAG_DATA_DIR", raising=False)
    assert Settings().data_dir == Path("data")


def test_unknown_keys_and_bad_values_are_rejected_with_the_value() -> None:
    with pytest.raises(ValidationError, match="chunk_tokenz"):
        Settings(ingest={"chunk_tokenz": 10})
    with pytest.raises(ValidationError, match="300"):
        Settings(ingest={"chunk_tokens": 300})
    with pytest.raises(ValidationError, match="chunk_overlap_tokens"):
        Settings(ingest={"chunk_tokens": 64, "chunk_overlap_tokens": 64})


@pytest.mark.parametrize(
    ("given", "allowed"),
    [
        ({"generator": "gpt"}, "'extractive', 'ollama' or 'openai'"),
        ({"retrieval": {"preset": "hard"}}, "'strict', 'moderate' or 'lenient'"),
        ({"auth": {"mode": "saml"}}, "'none' or 'oidc'"),
        ({"log_level": "loud"}, "'DEBUG', 'INFO', 'WARNING' or 'ERROR'"),
    ],
)
def test_a_closed_choice_refuses_other_values_naming_the_allowed_ones(given: dict, allowed: str) -> None:
    with pytest.raises(ValidationError, match=allowed):
        Settings(**given)


def test_a_closed_choice_from_the_environment_stays_a_plain_string(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RAG_GENERATOR", "ollama")
    monkeypatch.setenv("RAG_RETRIEVAL__PRESET", "strict")
    monkeypatch.setenv("RAG_LOG_LEVEL", "debug")
    settings = Settings()
    assert (settings.generator, settings.retrieval.preset, settings.log_level) == ("ollama", "strict", "DEBUG")
    assert type(settings.generator) is str


def test_every_strictness_level_has_a_gate_preset() -> None:
    assert tuple(GATE_PRESETS) == STRICTNESS_LEVELS


def test_every_name_the_settings_package_exports_loads() -> None:
    # The package loads its names lazily (a parser worker imports the ingest section only): a name
    # listed in __all__ but missing from the lazy map would fail only when first used.
    import rag_core.settings as package

    missing = [name for name in package.__all__ if not hasattr(package, name)]
    assert missing == []
