"""Roles from the groups claim, the signed-in principal, and the [auth] secrets check."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from rag_core.auth import (
    AUTH_SECRETS,
    LOCAL_SUBJECT,
    Role,
    local_principal,
    missing_auth_message,
    missing_auth_secrets,
    principal_from_claims,
    require_admin,
    require_write,
    role_for,
)
from rag_core.errors import AccessDeniedError
from rag_core.settings import AuthSettings, Settings

AUTH = AuthSettings(mode="oidc", admin_groups=("verbatim-admins",), editor_groups=("analysts",))


def test_a_user_in_an_admin_group_is_admin() -> None:
    assert role_for({"groups": ["staff", "verbatim-admins"]}, AUTH) is Role.ADMIN


def test_a_user_in_an_editor_group_is_editor() -> None:
    assert role_for({"groups": ["analysts"]}, AUTH) is Role.EDITOR


def test_a_user_with_no_group_is_a_viewer() -> None:
    assert role_for({"sub": "bob"}, AUTH) is Role.VIEWER
    assert role_for({"groups": []}, AUTH) is Role.VIEWER
    assert role_for({"groups": ["strangers"]}, AUTH) is Role.VIEWER


def test_the_groups_claim_name_is_a_setting() -> None:
    auth = AUTH.model_copy(update={"groups_claim": "roles"})
    assert role_for({"roles": "verbatim-admins", "groups": []}, auth) is Role.ADMIN
    assert role_for({"groups": ["verbatim-admins"]}, auth) is Role.VIEWER


def test_principal_carries_subject_email_name_and_role() -> None:
    principal = principal_from_claims(
        {"sub": "a1", "email": "ana@example.org", "name": "Ana", "groups": ["analysts"]}, AUTH
    )
    assert (principal.subject, principal.email, principal.name, principal.role) == (
        "a1",
        "ana@example.org",
        "Ana",
        Role.EDITOR,
    )
    assert principal.can_write and not principal.can_admin


def test_a_token_without_subject_is_refused() -> None:
    with pytest.raises(AccessDeniedError, match="sub"):
        principal_from_claims({"email": "x@example.org"}, AUTH)


def test_local_mode_user_is_an_admin() -> None:
    assert local_principal().role is Role.ADMIN and local_principal().subject == LOCAL_SUBJECT
    assert local_principal("  Ana  ").subject == "Ana"


def test_viewer_is_refused_writes_and_admin_actions_with_the_role_needed() -> None:
    viewer = principal_from_claims({"sub": "v"}, AUTH)
    with pytest.raises(AccessDeniedError, match="editor or admin role"):
        require_write(viewer, "uploading documents")
    with pytest.raises(AccessDeniedError, match="admin role"):
        require_admin(viewer, "reading the audit log")


def test_missing_auth_secrets_are_named() -> None:
    assert missing_auth_secrets(None) == list(AUTH_SECRETS)
    complete = {key: "x" for key in AUTH_SECRETS}
    assert missing_auth_secrets(complete) == []
    partial = {**complete, "client_secret": " "}
    assert missing_auth_secrets(partial) == ["client_secret"]
    assert "`client_secret`" in missing_auth_message(["client_secret"])


def test_auth_settings_come_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RAG_AUTH__MODE", "oidc")
    monkeypatch.setenv("RAG_AUTH__ADMIN_GROUPS", '["verbatim-admins", "ops"]')
    monkeypatch.setenv("RAG_AUTH__EDITOR_GROUPS", "analysts, auditors")
    auth = Settings().auth
    assert auth.mode == "oidc"
    assert auth.admin_groups == ("verbatim-admins", "ops")
    assert auth.editor_groups == ("analysts", "auditors")


def test_unknown_auth_mode_is_rejected_naming_the_value() -> None:
    with pytest.raises(ValidationError, match="'ldap'"):
        AuthSettings(mode="ldap")


def test_local_mode_is_the_default() -> None:
    assert Settings().auth.mode == "none"
