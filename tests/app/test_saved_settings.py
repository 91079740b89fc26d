"""The Settings page saves each user's own settings: a reload brings them back, "Reset to defaults"
clears them, and another user never sees them."""

from __future__ import annotations

from pathlib import Path

from streamlit.testing.v1 import AppTest

from tests.app.conftest import TIMEOUT, start
from tests.app.test_roles import AUTH_SECRETS, EDITOR, SETTINGS, VIEWER, _run, shared_app  # noqa: F401 - the fixture is used
from tests.conftest import PROJECT_ROOT
from ui import state

__all__ = ["shared_app"]


def _save(at: AppTest, preset: str, length: int | None = None) -> AppTest:
    at.selectbox(key="setting-retrieval-preset").set_value(preset)
    if length is not None:
        at.number_input(key="setting-answer-max_answer_sentences").set_value(length)
    next(b for b in at.form_submit_button if b.label == "Save my settings").click().run()
    assert not at.exception, at.exception
    return at


def test_saved_settings_come_back_after_a_reload(empty_app: Path) -> None:
    _save(start("pages/settings.py"), "strict", 2)
    reloaded = start("pages/settings.py")  # a new session, as a browser reload starts
    assert reloaded.selectbox(key="setting-retrieval-preset").value == "strict"
    assert reloaded.number_input(key="setting-answer-max_answer_sentences").value == 2
    assert reloaded.session_state[state.OVERRIDES] == {
        "retrieval": {"preset": "strict"},
        "answer": {"max_answer_sentences": 2},
    }
    shown = " ".join(i.value for i in reloaded.info)
    assert "Saved for you:" in shown and "Strictness: strict" in shown and "Answer length: 2" in shown


def test_the_page_says_the_settings_are_saved_not_for_this_session_only(empty_app: Path) -> None:
    at = start("pages/settings.py")
    captions = " ".join(c.value for c in at.caption)
    assert "saved for you" in captions and "session only" not in captions


def test_reset_to_defaults_clears_the_saved_settings(empty_app: Path) -> None:
    at = _save(start("pages/settings.py"), "lenient")
    next(b for b in at.form_submit_button if b.label == "Reset to defaults").click().run()
    assert not at.exception, at.exception
    reloaded = start("pages/settings.py")
    assert reloaded.selectbox(key="setting-retrieval-preset").value == "moderate"
    assert reloaded.session_state[state.OVERRIDES] == {}


def test_one_signed_in_user_never_sees_another_s_settings(shared_app: Path) -> None:  # noqa: F811
    _save(_run(VIEWER, SETTINGS), "strict")
    assert _run(EDITOR, SETTINGS).selectbox(key="setting-retrieval-preset").value == "moderate"
    assert _run(VIEWER, SETTINGS).selectbox(key="setting-retrieval-preset").value == "strict"


def test_a_session_that_held_another_user_s_settings_loads_its_own_user_s(shared_app: Path) -> None:  # noqa: F811
    _save(_run(VIEWER, SETTINGS), "strict")
    at = AppTest.from_file(str(PROJECT_ROOT / "app.py"), default_timeout=TIMEOUT)
    at.secrets["auth"] = dict(AUTH_SECRETS)
    at.user = dict(EDITOR)
    # As left behind by Vic signing out and Ed signing in on the same browser session.
    at.session_state[state.OVERRIDES] = {"retrieval": {"preset": "strict"}}
    at.session_state[state.OVERRIDES_OWNER] = VIEWER["sub"]
    at.run()
    assert not at.exception, at.exception
    assert at.session_state[state.OVERRIDES] == {}
    assert at.session_state[state.OVERRIDES_OWNER] == EDITOR["sub"]
