"""Role checks in rag_core (not only hidden buttons) and exactly one audit row per audited action."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from rag_core.access import AccessService
from rag_core.auth import Principal, Role
from rag_core.errors import AccessDeniedError
from rag_core.feedback import FeedbackService
from rag_core.insights import QueryHistory
from rag_core.library import Library
from rag_core.settings import AuthSettings, Settings
from rag_core.storage.querylog import LoggedQuery, QueryLog
from rag_core.storage.registry import make_engine
from rag_core.testing import HashEmbedder

ADMIN = Principal("adm", "adm@example.org", "Ada", Role.ADMIN)
EDITOR = Principal("ed", "ed@example.org", "Ed", Role.EDITOR)
VIEWER = Principal("vi", "vi@example.org", "Vi", Role.VIEWER)
TEXT = b"The Halvorsen turbine produces 4.2 megawatts at full load.\n"


@pytest.fixture
def shared(tmp_path: Path) -> Settings:
    return Settings(
        data_dir=tmp_path / "data",
        seed_samples=False,
        auth=AuthSettings(mode="oidc", admin_groups=("admins",), editor_groups=("editors",)),
    )


@pytest.fixture
def access(shared: Settings) -> AccessService:
    return AccessService(shared)


@pytest.fixture
def library(shared: Settings, hash_embedder: HashEmbedder) -> Library:
    return Library(shared, hash_embedder)


def _actions(access: AccessService) -> list[str]:
    return [r.action for r in access.audit_log(ADMIN)]


def test_sign_in_stores_the_user_with_the_role_of_their_groups_and_audits_once(access: AccessService) -> None:
    principal = access.sign_in({"sub": "u1", "email": "u1@example.org", "name": "U One", "groups": ["admins"]})
    assert principal.role is Role.ADMIN
    (user,) = access.users(ADMIN)
    assert (user.subject, user.email, user.role) == ("u1", "u1@example.org", "admin")
    assert _actions(access) == ["sign-in"]
    again = access.sign_in({"sub": "u1", "groups": []})  # removed from the group since: viewer now
    assert again.role is Role.VIEWER and access.users(ADMIN)[0].role == "viewer"


def test_a_viewer_cannot_upload_delete_or_edit_even_without_the_page(access: AccessService, library: Library) -> None:
    library.ingest_bytes("turbine.txt", TEXT)
    actions = access.library(library, VIEWER)
    with pytest.raises(AccessDeniedError):
        actions.ingest_bytes("new.txt", b"Another document.\n")
    with pytest.raises(AccessDeniedError):
        actions.delete("turbine.txt")
    with pytest.raises(AccessDeniedError):
        actions.set_provenance("turbine.txt", "primary")
    with pytest.raises(AccessDeniedError):
        actions.set_doc_date("turbine.txt", "2024-01-01")
    with pytest.raises(AccessDeniedError):
        actions.set_profile("turbine.txt", entity="Halvorsen")
    assert [d.name for d in library.ready_documents()] == ["turbine.txt"]
    assert library.ready_documents()[0].provenance == "unknown"
    assert _actions(access) == ["denied"] * 5  # each refusal audited (tests/test_denied_audit.py)


def test_each_library_action_writes_exactly_one_audit_row(access: AccessService, library: Library) -> None:
    actions = access.library(library, EDITOR)
    expected: list[str] = []
    steps = [
        ("upload", lambda: actions.ingest_bytes("turbine.txt", TEXT)),
        ("upload", lambda: actions.ingest_bytes("empty.txt", b"")),  # a refused upload is an upload too
        ("edit", lambda: actions.set_provenance("turbine.txt", "primary")),
        ("edit", lambda: actions.set_doc_date("turbine.txt", "2024-03-01")),
        ("edit", lambda: actions.set_profile("turbine.txt", entity="Halvorsen")),
        ("download", lambda: actions.download(library.ready_documents()[0])),
        ("delete", lambda: actions.delete("turbine.txt")),
    ]
    for action, step in steps:
        step()
        expected.insert(0, action)
        assert _actions(access) == expected, action
    log = access.audit_log(ADMIN)
    assert {r.user for r in log} == {"ed"}
    assert log[-1].target == "turbine.txt" and log[0].target == "turbine.txt"


def test_export_is_admin_only_and_audited_once(access: AccessService) -> None:
    with pytest.raises(AccessDeniedError):
        access.export(VIEWER, "query_log.csv", lambda: b"x")
    assert access.export(ADMIN, "query_log.csv", lambda: b"q,a\n", "1 rows") == b"q,a\n"
    assert [(r.action, r.target, r.user) for r in access.audit_log(ADMIN)] == [
        ("export", "query_log.csv", "adm"),
        ("denied", "exporting query_log.csv", "vi"),
    ]


def test_a_viewer_cannot_set_a_base_url_host_or_generator(access: AccessService) -> None:
    for change in (
        {"llm": {"openai_base_url": "http://10.0.0.1:8080/v1"}},
        {"llm": {"ollama_host": "http://10.0.0.1:11434"}},
        {"generator": {"generator": "openai"}},
    ):
        with pytest.raises(AccessDeniedError, match="admin role"):
            access.change_settings(VIEWER, change)
    assert _actions(access) == ["denied"] * 3  # refused, and audited as such: nothing changed
    access.change_settings(VIEWER, {"retrieval": {"preset": "strict"}})
    access.change_settings(ADMIN, {"llm": {"openai_base_url": "http://127.0.0.1:9/v1"}})
    assert _actions(access) == ["settings change", "settings change", "denied", "denied", "denied"]


def test_local_mode_allows_everything_to_the_local_admin(tmp_path: Path) -> None:
    access = AccessService(Settings(data_dir=tmp_path / "data", seed_samples=False))
    access.change_settings(VIEWER, {"llm": {"ollama_host": "http://127.0.0.1:11434"}})  # no roles without sign-in
    assert not access.shared


def _log_question(log: QueryLog, query_id: str, user: str, question: str) -> None:
    log.record(LoggedQuery(query_id, "s", user, question, "", "direct_answer", "", "high", 0.9, "{}", [], [], 5))


def test_two_users_feedback_on_one_answer_is_two_rows_and_each_can_change_theirs(shared: Settings) -> None:
    log = QueryLog(make_engine(shared.db_url))
    _log_question(log, "q1", "ana", "What is the output?")
    feedback = FeedbackService(shared)
    feedback.record("q1", "correct", user="ana")
    feedback.record("q1", "incorrect", user="bob")
    feedback.record("q1", "incorrect", user="ana")  # changed her mind: still one row for her
    assert sorted((f.user, f.verdict) for f in feedback.for_query("q1")) == [("ana", "incorrect"), ("bob", "incorrect")]


def test_a_viewer_history_holds_only_their_own_questions_and_verdicts(shared: Settings) -> None:
    log = QueryLog(make_engine(shared.db_url))
    _log_question(log, "q1", "ana", "Ana's question")
    _log_question(log, "q2", "bob", "Bob's question")
    feedback = FeedbackService(shared)
    feedback.record("q1", "correct", user="ana")
    feedback.record("q1", "incorrect", user="bob")
    history = QueryHistory(shared)
    own = history.frame(user="ana")
    assert list(own["question"]) == ["Ana's question"] and list(own["verdict"]) == ["correct"]
    assert set(history.frame()["question"]) == {"Ana's question", "Bob's question"}


def test_an_audit_row_is_stored_in_the_audit_log_table(shared: Settings, access: AccessService) -> None:
    access.record(ADMIN, "grant", "collection", "viewer -> editor")
    with sqlite3.connect(shared.db_path) as db:
        assert db.execute("SELECT count(*) FROM audit_log").fetchone() == (1,)
