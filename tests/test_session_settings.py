"""What a session may change: every number within its range, no server file or server limit.

A viewer of a shared deployment changes settings through ``AccessService.change_settings`` (the
Settings page calls it after the form); each field they may change is tried out of range on both
sides, and the refusal must say the allowed range.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from rag_core.access import ADMIN_ONLY_SETTINGS, AccessService
from rag_core.answer.engine import Engine
from rag_core.auth import Principal, Role
from rag_core.errors import RagCoreError
from rag_core.library import Library
from rag_core.settings import (
    DEPLOYMENT_ONLY,
    AuthSettings,
    SessionSettingError,
    Settings,
    field_range,
    session_fields,
    with_overrides,
)
from rag_core.testing import HashEmbedder

VIEWER = Principal("vi", "vi@example.org", "Vi", Role.VIEWER)
ADMIN = Principal("adm", "adm@example.org", "Ada", Role.ADMIN)


def _viewer_numbers() -> list[tuple[str, str]]:
    """(section, field) of every number a viewer may change in a shared deployment."""
    out = []
    for section in ("retrieval", "answer", "clarify", "llm"):
        model = type(getattr(Settings(), section))
        for name in session_fields(section):
            if (section, name) in ADMIN_ONLY_SETTINGS:
                continue
            annotation = str(model.model_fields[name].annotation)
            if "int" in annotation or "float" in annotation:
                out.append((section, name))
    return out


VIEWER_NUMBERS = _viewer_numbers()


@pytest.fixture
def access(tmp_path: Path) -> AccessService:
    return AccessService(
        Settings(
            data_dir=tmp_path / "data",
            seed_samples=False,
            auth=AuthSettings(mode="oidc", admin_groups=("admins",), editor_groups=("editors",)),
        )
    )


def _shown(value: float) -> str:
    return f"{value:,}" if isinstance(value, int) else f"{value:,g}"


def test_every_number_a_viewer_may_change_has_both_bounds() -> None:
    assert len(VIEWER_NUMBERS) > 30  # retrieval, answer, clarify and llm numbers
    unbounded = [f"{s}.{n}" for s, n in VIEWER_NUMBERS if None in field_range(s, n)]
    assert unbounded == []


@pytest.mark.parametrize(("section", "name"), VIEWER_NUMBERS, ids=[f"{s}.{n}" for s, n in VIEWER_NUMBERS])
def test_a_viewer_setting_out_of_range_is_refused_with_the_allowed_range(
    access: AccessService, section: str, name: str
) -> None:
    low, high = field_range(section, name)
    assert low is not None and high is not None
    integer = isinstance(high, int) and isinstance(low, int)
    for bad in (high + 1, low - 1) if integer else (high + 0.5, low - 0.5):
        with pytest.raises(SessionSettingError) as refused:
            access.change_settings(VIEWER, {section: {name: bad}})
        message = str(refused.value)
        assert f"{section}.{name}" in message and repr(bad) in message
        assert _shown(low) in message and _shown(high) in message, message
    access.change_settings(VIEWER, {section: {name: high}})  # the bound itself is allowed


def test_ten_million_candidates_are_refused_saying_between_1_and_1000(access: AccessService) -> None:
    with pytest.raises(SessionSettingError, match=r"must be between 1 and 1,000; 10000000 is out of range"):
        access.change_settings(VIEWER, {"retrieval": {"dense_candidates": 10_000_000}})


@pytest.mark.parametrize(("section", "name"), sorted(DEPLOYMENT_ONLY))
def test_server_files_and_limits_cannot_be_set_from_any_session(access: AccessService, section: str, name: str) -> None:
    for who in (VIEWER, ADMIN):
        with pytest.raises(SessionSettingError, match=f"RAG_{section.upper()}__{name.upper()}"):
            access.change_settings(who, {section: {name: "/dev/zero"}})
    assert name not in session_fields(section)


def test_with_overrides_refuses_the_lexicon_path_before_anything_reads_it() -> None:
    with pytest.raises(SessionSettingError, match="deployment configuration"):
        with_overrides(Settings(), {"answer": {"lexicon_path": "/dev/zero"}})


def test_a_device_as_lexicon_from_the_environment_fails_at_once_naming_the_setting(
    tmp_path: Path, hash_embedder: HashEmbedder, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("RAG_ANSWER__LEXICON_PATH", "/dev/zero")
    library = Library(Settings(data_dir=tmp_path / "data", seed_samples=False), hash_embedder)
    started = time.perf_counter()
    with pytest.raises(RagCoreError, match="not a regular file; point RAG_ANSWER__LEXICON_PATH"):
        Engine(library)
    assert time.perf_counter() - started < 30  # refused before it is read (reading never ends)


def test_a_lexicon_file_over_the_size_cap_is_refused_with_its_size(
    tmp_path: Path, hash_embedder: HashEmbedder, monkeypatch: pytest.MonkeyPatch
) -> None:
    big = tmp_path / "big.toml"
    with big.open("wb") as out:
        out.truncate(2_000_000)  # sparse: no 2 MB written
    monkeypatch.setenv("RAG_ANSWER__LEXICON_PATH", str(big))
    library = Library(Settings(data_dir=tmp_path / "data", seed_samples=False), hash_embedder)
    with pytest.raises(RagCoreError, match=r"2,000,000 bytes, more than the 1,000,000 allowed"):
        Engine(library)


def test_an_unknown_choice_is_refused_naming_the_setting_and_the_choices() -> None:
    with pytest.raises(SessionSettingError) as refused:
        with_overrides(Settings(), {"retrieval": {"preset": "hard"}, "generator": {"generator": "gpt"}})
    message = str(refused.value)
    assert "retrieval.preset" in message and "'strict', 'moderate' or 'lenient'" in message and "'hard'" in message
    assert refused.value.problems[0][0] == "retrieval.preset"
