"""Sign-in and roles in a shared deployment (RAG_AUTH__MODE=oidc), with AppTest's fake signed-in user.

The real sign-in through an OpenID provider is tests/app/test_signin_browser.py.
"""

from __future__ import annotations

import logging
import sqlite3
import time
from pathlib import Path
from typing import Any

import pytest
from streamlit.testing.v1 import AppTest

from rag_core.embedding import Embedder
from rag_core.library import Library
from rag_core.settings import Settings
from rag_core.storage.accounts import Accounts
from rag_core.storage.querylog import LoggedQuery, QueryLog
from rag_core.storage.registry import make_engine
from tests.app.conftest import TIMEOUT
from tests.conftest import PROJECT_ROOT

AUTH_SECRETS = {
    "redirect_uri": "http://127.0.0.1:8501/oauth2callback",
    "cookie_secret": "test-cookie-secret-0123456789abcdef",
    "client_id": "verbatim",
    "client_secret": "test-client-secret",
    "server_metadata_url": "http://127.0.0.1:9/.well-known/openid-configuration",
}
ADMIN = {"is_logged_in": True, "sub": "ada", "email": "ada@example.org", "name": "Ada", "groups": ["verbatim-admins"]}
EDITOR = {"is_logged_in": True, "sub": "ed", "email": "ed@example.org", "name": "Ed", "groups": ["analysts"]}
VIEWER = {"is_logged_in": True, "sub": "vic", "email": "vic@example.org", "name": "Vic"}
DUMMY_KEY = "sk-test-DUMMY-123"
LIBRARY, INSIGHTS, SETTINGS = "pages/library.py", "pages/insights.py", "pages/settings.py"


@pytest.fixture
def shared_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A shared deployment on an empty data dir: admins and editors by group."""
    data_dir = tmp_path / "data"
    monkeypatch.setenv("RAG_DATA_DIR", str(data_dir))
    monkeypatch.setenv("RAG_SEED_SAMPLES", "false")
    monkeypatch.setenv("RAG_AUTH__MODE", "oidc")
    monkeypatch.setenv("RAG_AUTH__ADMIN_GROUPS", "verbatim-admins")
    monkeypatch.setenv("RAG_AUTH__EDITOR_GROUPS", "analysts")
    monkeypatch.chdir(PROJECT_ROOT)
    return data_dir


def _run(user: dict[str, Any], page: str | None = None, secrets: dict[str, Any] | None = None) -> AppTest:
    at = AppTest.from_file(str(PROJECT_ROOT / "app.py"), default_timeout=TIMEOUT)
    at.secrets["auth"] = dict(AUTH_SECRETS if secrets is None else secrets)
    at.user = dict(user)
    at.run()
    if page:
        at.switch_page(page).run()
    assert not at.exception, at.exception
    return at


def _accounts(data_dir: Path) -> Accounts:
    return Accounts(make_engine(Settings(data_dir=data_dir).db_url))


def _texts(at: AppTest) -> str:
    """Everything the run rendered, main area and sidebar, as text."""
    out: list[str] = []

    def walk(node: Any) -> None:
        proto = getattr(node, "proto", None)
        if proto is not None:
            out.append(str(proto))
        for child in getattr(node, "children", {}).values():
            walk(child)

    walk(at._tree)
    return "\n".join(out)


def test_signed_out_visitor_sees_only_the_sign_in(shared_app: Path) -> None:
    at = _run({"is_logged_in": False})
    assert [b.label for b in at.button] == ["Sign in"]
    assert not at.chat_input and not at.text_input and not at.file_uploader
    assert "Sign in to ask questions" in at.info[0].value
    assert _accounts(shared_app).audit_log() == []


def test_a_missing_auth_key_stops_the_app_naming_the_key(shared_app: Path) -> None:
    secrets = {k: v for k, v in AUTH_SECRETS.items() if k != "client_secret"}
    at = _run(ADMIN, secrets=secrets)
    assert len(at.error) == 1 and "`client_secret`" in at.error[0].value and "secrets.toml" in at.error[0].value
    assert not at.button and not at.chat_input


def test_a_user_in_the_admin_group_is_admin_and_is_recorded_once(shared_app: Path) -> None:
    at = _run(ADMIN)
    assert "Role: admin" in [c.value for c in at.sidebar.caption]
    assert "Sign out" in [b.label for b in at.sidebar.button]
    assert not [t for t in at.text_input if t.label == "Your name (for feedback)"]
    at.run()  # a rerun of the same session is not another sign-in
    accounts = _accounts(shared_app)
    (user,) = accounts.users()
    assert (user.subject, user.email, user.name, user.role) == ("ada", "ada@example.org", "Ada", "admin")
    assert [(r.user, r.action) for r in accounts.audit_log()] == [("ada", "sign-in")]


def test_a_user_with_no_group_is_a_viewer_with_a_read_only_library(shared_app: Path, embedder: Embedder) -> None:
    Library(Settings(data_dir=shared_app, seed_samples=False), embedder).ingest_bytes(
        "manual.txt", b"The pump is red.\n"
    )
    at = _run(VIEWER)
    assert "Role: viewer" in [c.value for c in at.sidebar.caption]
    at.switch_page(LIBRARY).run()
    assert not at.exception, at.exception
    assert not at.file_uploader and not at.form_submit_button
    assert "Delete" not in [b.label for b in at.button]
    assert [s for s in at.selectbox if s.label == "Delete a document"] == []
    assert list(at.dataframe[0].value["Name"]) == ["manual.txt"]
    assert any("needs the editor role" in c.value for c in at.caption)


def test_an_editor_uploads_and_the_upload_is_audited_once(shared_app: Path) -> None:
    at = _run(EDITOR, LIBRARY)
    at.file_uploader[0].set_value([("notes.md", b"# Notes\n\nThe spare filter is in locker 7.\n", "text/markdown")])
    at.run()
    assert not at.exception, at.exception
    # Shared: the upload is a job the server's worker runs, audited once when it ends.
    deadline = time.monotonic() + 120
    while not _uploads(shared_app) and time.monotonic() < deadline:
        time.sleep(0.2)
    time.sleep(0.5)  # a second row would come now
    assert [(r.user, r.target) for r in _uploads(shared_app)] == [("ed", "notes.md")]


def _uploads(data_dir: Path) -> list[Any]:
    return [r for r in _accounts(data_dir).audit_log() if r.action == "upload"]


def test_a_viewer_cannot_set_a_base_url_or_host(shared_app: Path) -> None:
    at = _run(VIEWER, SETTINGS)
    for key in ("setting-llm-openai_base_url", "setting-llm-ollama_host"):
        assert at.text_input(key=key).disabled
    assert at.selectbox(key="setting-generator").disabled
    # Sent anyway (a crafted request): refused on the server, nothing applied.
    at.session_state["setting-llm-openai_base_url"] = "http://10.1.2.3/v1"
    next(b for b in at.button if b.label == "Save my settings").click()
    at.run()
    assert any("admin role" in e.value for e in at.error)
    assert at.session_state["settings_overrides"] == {}
    log = _accounts(shared_app).audit_log()
    assert [(r.action, r.user) for r in log] == [("denied", "vic"), ("sign-in", "vic")]
    assert log[0].target == "changing llm.openai_base_url" and "needs the admin role" in log[0].detail


def test_an_admin_sets_a_base_url_and_the_change_is_audited_once(shared_app: Path) -> None:
    at = _run(ADMIN, SETTINGS)
    assert not at.text_input(key="setting-llm-openai_base_url").disabled
    at.text_input(key="setting-llm-openai_base_url").set_value("http://127.0.0.1:9/v1")
    next(b for b in at.button if b.label == "Save my settings").click()
    at.run()
    assert not at.exception, at.exception
    assert at.session_state["settings_overrides"] == {"llm": {"openai_base_url": "http://127.0.0.1:9/v1"}}
    changes = [r for r in _accounts(shared_app).audit_log() if r.action == "settings change"]
    assert len(changes) == 1 and "openai_base_url" in changes[0].detail


def _log(data_dir: Path, query_id: str, user: str, question: str) -> None:
    QueryLog(make_engine(Settings(data_dir=data_dir).db_url)).record(
        LoggedQuery(query_id, "s", user, question, "", "direct_answer", "", "high", 0.9, "{}", [], [], 5)
    )


def test_a_viewer_insights_shows_only_their_own_questions(shared_app: Path) -> None:
    _log(shared_app, "q1", "vic", "What colour is the pump?")
    _log(shared_app, "q2", "ada", "Who services the turbine?")
    at = _run(VIEWER, INSIGHTS)
    assert list(at.dataframe[-1].value["question"]) == ["What colour is the pump?"]
    assert {m.label: m.value for m in at.metric}["Questions"] == "1"
    assert not at.get("download_button")
    assert not [s for s in at.subheader if s.value.startswith("Audit log")]


def test_an_admin_insights_shows_everyone_the_export_and_the_audit_log(shared_app: Path) -> None:
    _log(shared_app, "q1", "vic", "What colour is the pump?")
    _log(shared_app, "q2", "ada", "Who services the turbine?")
    at = _run(ADMIN, INSIGHTS)
    assert {m.label: m.value for m in at.metric}["Questions"] == "2"
    assert "Download CSV" in [b.label for b in at.get("download_button")]
    assert any(s.value.startswith("Audit log") for s in at.subheader)
    audit = at.dataframe[-1].value  # the audit log is the last table
    assert list(audit["action"]) == ["sign-in"] and list(audit["user"]) == ["ada"]


def test_a_dummy_api_key_never_reaches_the_ui_the_logs_or_the_database(
    shared_app: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setenv("RAG_LLM__OPENAI_API_KEY", DUMMY_KEY)
    caplog.set_level(logging.DEBUG)
    shown = []
    at = _run(ADMIN)
    at.chat_input[0].set_value("What colour is the pump?").run()
    shown.append(_texts(at))
    for page in (LIBRARY, INSIGHTS, SETTINGS):
        at.switch_page(page).run()
        assert not at.exception, at.exception
        shown.append(_texts(at))
    at.selectbox(key="setting-generator").set_value("openai")
    next(b for b in at.button if b.label == "Save my settings").click()
    at.run()
    shown.append(_texts(at))
    assert "set (environment or .streamlit/secrets.toml)" in shown[-1]  # the page knows a key is there
    assert all(DUMMY_KEY not in text for text in shown)
    assert DUMMY_KEY not in caplog.text
    stored = b"".join(p.read_bytes() for p in shared_app.glob("verbatim.db*"))
    assert stored and DUMMY_KEY.encode() not in stored
    with sqlite3.connect(shared_app / "verbatim.db") as db:
        tables = [name for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type='table'")]
        for table in tables:
            assert DUMMY_KEY not in repr(db.execute(f'SELECT * FROM "{table}"').fetchall()), table


def test_local_mode_keeps_the_name_box_and_no_sign_in(empty_app: Path) -> None:
    at = AppTest.from_file(str(PROJECT_ROOT / "app.py"), default_timeout=TIMEOUT)
    at.run()
    assert not at.exception, at.exception
    assert [t.label for t in at.sidebar.text_input] == ["Your name (for feedback)"]
    assert "Sign in" not in [b.label for b in at.button] and "Sign out" not in [b.label for b in at.button]
