"""The Settings page's labels live in ui/, name real settings, and label a refusal."""

from __future__ import annotations

import pytest

import rag_core.settings
from rag_core.settings import (
    GENERATORS,
    SESSION_EDITABLE,
    STRICTNESS_LEVELS,
    SessionSettingError,
    Settings,
    session_fields,
    setting_key,
    with_overrides,
)
from ui.setting_labels import GENERATOR_LABELS, LABELS, PRESET_LABELS, SECTION_TITLES, label, refusal


def test_every_label_names_a_setting_a_session_may_change() -> None:
    keys = {setting_key(section, name) for section in SESSION_EDITABLE for name in session_fields(section)}
    assert sorted(set(LABELS) - keys) == []


def test_every_choice_and_section_has_a_label() -> None:
    assert tuple(PRESET_LABELS) == STRICTNESS_LEVELS
    assert tuple(GENERATOR_LABELS) == GENERATORS
    assert set(SECTION_TITLES) == set(SESSION_EDITABLE) - {"generator"}


def test_the_settings_tree_holds_no_ui_labels() -> None:
    assert not hasattr(rag_core.settings, "LABELS")


def test_a_setting_without_a_label_is_shown_by_its_field_name() -> None:
    assert label("retrieval", "min_score") == "Match score needed"
    assert label("retrieval", "keyword_evidence") == "Keyword evidence"


def test_a_refusal_names_each_bad_setting_by_label_and_key() -> None:
    with pytest.raises(SessionSettingError) as refused:
        with_overrides(Settings(), {"retrieval": {"dense_candidates": 10_000_000}})
    assert refusal(refused.value) == (
        "Passages found by meaning [retrieval.dense_candidates] must be between 1 and 1,000; 10000000 is out of range"
    )
    assert refusal(ValueError("plain")) == "plain"
