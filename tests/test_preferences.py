"""Each user's own settings and name: saved in the app database, re-checked on the way back, never
another user's."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest

from rag_core.access import AccessService
from rag_core.auth import LOCAL_SUBJECT, Principal, Role, local_principal
from rag_core.errors import AccessDeniedError
from rag_core.settings import AuthSettings, Settings, SessionSettingError
from rag_core.storage.preferences import PreferenceStore
from rag_core.storage.registry import make_engine

ADMIN = Principal("adm", "adm@example.org", "Ada", Role.ADMIN)
VIEWER = Principal("vi", "vi@example.org", "Vi", Role.VIEWER)
OTHER = Principal("ot", "ot@example.org", "Otto", Role.VIEWER)
STRICT = {"retrieval": {"preset": "strict"}, "answer": {"max_answer_sentences": 2}}


@pytest.fixture
def local(tmp_path: Path) -> Settings:
    return Settings(data_dir=tmp_path / "data", seed_samples=False)


@pytest.fixture
def shared(tmp_path: Path) -> Settings:
    return Settings(
        data_dir=tmp_path / "data", seed_samples=False, auth=AuthSettings(mode="oidc", admin_groups=("admins",))
    )


def _store(settings: Settings) -> PreferenceStore:
    return PreferenceStore(make_engine(settings.db_url))


def test_saved_settings_come_back_in_a_new_service(local: Settings) -> None:
    AccessService(local).change_settings(local_principal(), STRICT)
    assert AccessService(local).saved_settings(local_principal()) == STRICT


def test_the_local_user_keeps_their_settings_whatever_name_they_type(local: Settings) -> None:
    access = AccessService(local)
    access.change_settings(local_principal("Dana"), STRICT)
    assert access.saved_settings(local_principal()) == STRICT
    assert access.owner(local_principal("Lee")) == LOCAL_SUBJECT


def test_reset_forgets_the_settings_but_keeps_the_name(local: Settings) -> None:
    access = AccessService(local)
    access.save_name("Dana Whitfield")
    access.change_settings(local_principal(), STRICT)
    access.reset_settings(local_principal())
    assert access.saved_settings(local_principal()) == {}
    assert AccessService(local).saved_name() == "Dana Whitfield"


def test_each_signed_in_user_gets_only_their_own_settings(shared: Settings) -> None:
    access = AccessService(shared)
    access.change_settings(VIEWER, STRICT)
    access.change_settings(OTHER, {"retrieval": {"preset": "lenient"}})
    assert access.saved_settings(VIEWER) == STRICT
    assert access.saved_settings(OTHER) == {"retrieval": {"preset": "lenient"}}
    assert access.saved_settings(ADMIN) == {}
    access.reset_settings(OTHER)
    assert access.saved_settings(VIEWER) == STRICT


def test_a_refused_change_is_not_saved(shared: Settings) -> None:
    access = AccessService(shared)
    with pytest.raises(AccessDeniedError):
        access.change_settings(VIEWER, {"generator": {"generator": "ollama"}})
    with pytest.raises(SessionSettingError):
        access.change_settings(VIEWER, {"answer": {"lexicon_path": "/etc/passwd"}})
    assert access.saved_settings(VIEWER) == {}


def test_a_stored_value_no_longer_valid_is_dropped_with_a_log_line(
    local: Settings, caplog: pytest.LogCaptureFixture
) -> None:
    _store(local).set_settings(
        LOCAL_SUBJECT,
        {
            "retrieval": {"preset": "strict", "dense_candidates": 10_000_000, "no_such_field": 1},
            "answer": {"lexicon_path": "/etc/passwd"},  # deployment configuration, never a user's
            "ingest": {"max_file_mb": 5000},  # not a section a user may set
            "llm": "not a set of fields",
        },
    )
    with caplog.at_level(logging.WARNING, logger="rag_core.preferences"):
        kept = AccessService(local).saved_settings(local_principal())
    assert kept == {"retrieval": {"preset": "strict"}}
    dropped = caplog.text
    for name in (
        "retrieval.dense_candidates",
        "retrieval.no_such_field",
        "answer.lexicon_path",
        "ingest.max_file_mb",
        "llm",
    ):
        assert name in dropped, name
    assert _store(local).get(LOCAL_SUBJECT).settings == kept  # rewritten: the warning is logged once
    caplog.clear()
    AccessService(local).saved_settings(local_principal())
    assert "dropping" not in caplog.text


def test_an_admin_only_setting_is_dropped_when_the_user_is_no_longer_an_admin(shared: Settings) -> None:
    access = AccessService(shared)
    access.change_settings(ADMIN, {"generator": {"generator": "ollama"}, "retrieval": {"preset": "strict"}})
    demoted = Principal(ADMIN.subject, ADMIN.email, ADMIN.name, Role.VIEWER)
    assert access.saved_settings(demoted) == {"retrieval": {"preset": "strict"}}


def test_settings_that_are_not_json_are_ignored(local: Settings) -> None:
    store = _store(local)
    store.set_name(LOCAL_SUBJECT, "Dana")
    with store.session() as session:
        from rag_core.storage.preferences import PreferenceRow

        session.get(PreferenceRow, LOCAL_SUBJECT).settings_json = "{not json"
    assert AccessService(local).saved_settings(local_principal()) == {}


def test_a_name_from_the_old_preferences_file_is_taken_over_once(local: Settings) -> None:
    local.data_dir.mkdir(parents=True)
    (local.data_dir / "preferences.json").write_text(json.dumps({"analyst_name": "  Dana Whitfield "}))
    access = AccessService(local)
    assert access.saved_name() == "Dana Whitfield"
    access.save_name("")
    assert AccessService(local).saved_name() == ""  # the file is not read again once the row exists


def test_settings_saved_as_plain_strings_by_an_earlier_version_still_load(local: Settings) -> None:
    saved = {"retrieval": {"preset": "lenient", "min_score": 0.25}, "generator": {"generator": "ollama"}}
    _store(local).set_settings(LOCAL_SUBJECT, saved)
    assert AccessService(local).saved_settings(local_principal()) == saved
    assert _store(local).get(LOCAL_SUBJECT).settings == saved  # nothing dropped, nothing rewritten


def test_preferences_drop_a_setting_the_user_may_not_change_and_keep_no_empty_section(local: Settings) -> None:
    from rag_core.preferences import Preferences

    preferences = Preferences(make_engine(local.db_url), local)
    preferences.save_settings("u1", {**STRICT, "generator": {}})
    assert _store(local).get("u1").settings == STRICT  # an empty section is not stored
    refused = {("answer", "max_answer_sentences")}
    assert preferences.settings("u1", refused=refused) == {"retrieval": {"preset": "strict"}}
    assert preferences.settings("u1") == {"retrieval": {"preset": "strict"}}  # the row was rewritten without it
    preferences.reset_settings("u1")
    assert preferences.settings("u1") == {} and preferences.name("u1") == ""
