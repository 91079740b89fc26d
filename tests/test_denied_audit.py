"""Every refused attempt leaves one audit row: who tried, what, when, and why it was refused.

The attempts are the probes of issue 23: a viewer uploading, deleting and editing, an editor
writing to another collection, non-admins reading the audit log, exporting and changing the
generator or a base URL.
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from rag_core.access import AccessService
from rag_core.auth import GrantLevel, Principal, Role
from rag_core.errors import AccessDeniedError, NotFoundError
from rag_core.library import Library
from rag_core.settings import AuthSettings, Settings
from rag_core.testing import HashEmbedder
from tests.helpers.builders import new_library

ADMIN = Principal("adm", "adm@example.org", "Ada", Role.ADMIN)
EDITOR = Principal("ed", "ed@example.org", "Ed", Role.EDITOR)
VIEWER = Principal("vi", "vi@example.org", "Vi", Role.VIEWER)
TEXT = b"The Halvorsen turbine produces 4.2 megawatts at full load.\n"


@pytest.fixture
def access(tmp_path: Path) -> AccessService:
    return AccessService(
        Settings(
            data_dir=tmp_path / "data",
            seed_samples=False,
            auth=AuthSettings(mode="oidc", admin_groups=("admins",), editor_groups=("editors",)),
        )
    )


@pytest.fixture
def library(access: AccessService, tmp_path: Path, hash_embedder: HashEmbedder) -> Library:
    return new_library(tmp_path / "data", hash_embedder, {"turbine.txt": TEXT})


def test_each_refused_attempt_is_audited_with_who_what_when_and_why(access: AccessService, library: Library) -> None:
    finance = access.create_collection(ADMIN, "Finance")  # the editor may read it, not write to it
    access.grant(ADMIN, finance.id, "user", "ed", GrantLevel.READ.value)
    hidden = access.create_collection(ADMIN, "Board")  # the editor cannot even see it
    access.grant(ADMIN, 1, "user", "ed", GrantLevel.WRITE.value)
    access.grant(ADMIN, 1, "user", "vi", GrantLevel.READ.value)
    viewer, editor = access.library(library, VIEWER), access.library(library, EDITOR)
    started = datetime.now(timezone.utc) - timedelta(seconds=1)
    attempts = [
        (
            VIEWER,
            AccessDeniedError,
            lambda: viewer.ingest_bytes("new.txt", b"Another document.\n"),
            "uploading new.txt to collection 1",
            "needs",
        ),
        (VIEWER, AccessDeniedError, lambda: viewer.delete("turbine.txt"), "deleting turbine.txt", "needs"),
        (
            VIEWER,
            AccessDeniedError,
            lambda: viewer.set_provenance("turbine.txt", "primary"),
            "editing turbine.txt (provenance)",
            "needs",
        ),
        (
            EDITOR,
            AccessDeniedError,
            lambda: editor.ingest_bytes("q3.txt", TEXT, collection_id=finance.id),
            f"uploading q3.txt to collection {finance.id}",
            "needs a write grant",
        ),
        (
            EDITOR,
            NotFoundError,
            lambda: editor.ingest_bytes("q3.txt", TEXT, collection_id=hidden.id),
            f"uploading q3.txt to collection {hidden.id}",
            "no such collection",
        ),
        (VIEWER, AccessDeniedError, lambda: access.audit_log(VIEWER), "reading the audit log", "admin"),
        (
            EDITOR,
            AccessDeniedError,
            lambda: access.export(EDITOR, "query_log.csv", lambda: b"x"),
            "exporting query_log.csv",
            "admin",
        ),
        (
            VIEWER,
            AccessDeniedError,
            lambda: access.change_settings(VIEWER, {"generator": {"generator": "openai"}}),
            "changing generator",
            "needs the admin role",
        ),
        (
            EDITOR,
            AccessDeniedError,
            lambda: access.change_settings(EDITOR, {"llm": {"openai_base_url": "http://10.0.0.1/v1"}}),
            "changing llm.openai_base_url",
            "needs the admin role",
        ),
    ]
    for who, error, attempt, target, why in attempts:
        with pytest.raises(error):
            attempt()
        row = access.audit_log(ADMIN)[0]
        assert (row.user, row.action, row.target) == (who.subject, "denied", target)
        assert row.detail.startswith(f"role {who.role}: ") and why in row.detail, row.detail
        assert datetime.fromisoformat(row.at).astimezone(timezone.utc) >= started
    denied = [r for r in access.audit_log(ADMIN) if r.action == "denied"]
    assert len(denied) == len(attempts)
    assert [d.name for d in library.ready_documents()] == ["turbine.txt"]  # nothing was changed


def test_an_allowed_action_leaves_no_denied_row(access: AccessService, library: Library) -> None:
    access.library(library, ADMIN).set_provenance("turbine.txt", "primary")
    access.export(ADMIN, "query_log.csv", lambda: b"q\n")
    assert [r.action for r in access.audit_log(ADMIN)] == ["export", "edit"]
