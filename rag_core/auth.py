"""Who is using the app and what they may do: roles from the identity provider's groups claim.

Pure functions and value objects; the Streamlit side (``st.login`` / ``st.user``) lives in
``ui/auth.py``, the stored users and the audit log in :mod:`rag_core.storage.accounts`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum

from rag_core.errors import AccessDeniedError
from rag_core.settings import AuthSettings

LOCAL_SUBJECT = "local"  # the implicit admin of a local install (RAG_AUTH__MODE=none)

# Keys the [auth] table of .streamlit/secrets.toml needs for st.login(), with what to put there.
AUTH_SECRETS: dict[str, str] = {
    "redirect_uri": "this app's address followed by /oauth2callback, e.g. https://verbatim.example.org/oauth2callback",
    "cookie_secret": "a long random string that signs the sign-in cookie (python -c 'import secrets; print(secrets.token_hex(32))')",
    "client_id": "the client id your identity provider issued for Verbatim",
    "client_secret": "the client secret your identity provider issued for Verbatim",
    "server_metadata_url": "the provider's discovery URL, ending in /.well-known/openid-configuration",
}


class Role(StrEnum):
    """What a user may do; each role may do everything the roles below it may."""

    ADMIN = "admin"  # also: generators, model hosts and base URLs, everyone's questions, export, audit log
    EDITOR = "editor"  # also: upload, edit and delete documents
    VIEWER = "viewer"  # ask questions, read the library, give feedback, see their own questions


class GrantLevel(StrEnum):
    """What a grant on a collection allows; each level includes the ones before it."""

    READ = "read"  # see its documents: library, answers, sources, downloads
    WRITE = "write"  # also upload, edit and delete them (editors and admins only)
    MANAGE = "manage"  # also give and take grants on it

    @property
    def rank(self) -> int:
        """0 for read, 1 for write, 2 for manage."""
        return list(GrantLevel).index(self)


@dataclass(frozen=True, slots=True)
class Principal:
    """The user behind one session: the provider's subject, contact details, role and groups."""

    subject: str
    email: str = ""
    name: str = ""
    role: Role = Role.VIEWER
    groups: frozenset[str] = frozenset()  # from the groups claim; grants to a group apply to its members

    @property
    def label(self) -> str:
        """How the user is shown: name, else email, else subject."""
        return self.name or self.email or self.subject

    @property
    def can_write(self) -> bool:
        """May upload, edit and delete documents."""
        return can_write(self)

    @property
    def can_admin(self) -> bool:
        """May change model hosts, see everyone's questions, the export and the audit log."""
        return can_admin(self)


def local_principal(name: str = "") -> Principal:
    """The one implicit admin of a local install; ``name`` is what they typed as their name."""
    name = " ".join(name.split())
    return Principal(subject=name or LOCAL_SUBJECT, name=name, role=Role.ADMIN)


def groups_of(claims: Mapping[str, object], claim: str) -> frozenset[str]:
    """The groups a token lists under ``claim``: a list, or one string of names separated by commas or spaces."""
    value = claims.get(claim)
    if isinstance(value, str):
        return frozenset(value.replace(",", " ").split())
    if isinstance(value, list | tuple | set | frozenset):
        return frozenset(str(item) for item in value)
    return frozenset()


def role_for(claims: Mapping[str, object], settings: AuthSettings) -> Role:
    """The role the groups claim gives: admin groups first, then editor groups, anyone else a viewer."""
    groups = groups_of(claims, settings.groups_claim)
    if groups & set(settings.admin_groups):
        return Role.ADMIN
    if groups & set(settings.editor_groups):
        return Role.EDITOR
    return Role.VIEWER


def principal_from_claims(claims: Mapping[str, object], settings: AuthSettings) -> Principal:
    """The signed-in user as the identity provider describes them; the role is derived every time.

    Raises:
        AccessDeniedError: the token has no subject (``sub``), so the user cannot be told apart.
    """
    subject = str(claims.get("sub") or "").strip()
    if not subject:
        raise AccessDeniedError(
            "the identity provider sent no subject (sub claim) for this sign-in; sign out and in again, "
            "or ask the administrator to check the provider's configuration"
        )
    return Principal(
        subject=subject,
        email=str(claims.get("email") or ""),
        name=str(claims.get("name") or claims.get("preferred_username") or ""),
        role=role_for(claims, settings),
        groups=groups_of(claims, settings.groups_claim),
    )


def missing_auth_secrets(section: Mapping[str, object] | None) -> list[str]:
    """The keys of ``AUTH_SECRETS`` the ``[auth]`` table lacks (all of them when there is no table)."""
    section = section or {}
    return [key for key in AUTH_SECRETS if not str(section.get(key) or "").strip()]


def missing_auth_message(missing: list[str]) -> str:
    """What to add to ``.streamlit/secrets.toml``, one key per line, for the app's start-up error."""
    lines = "\n".join(f"- `{key}`: {AUTH_SECRETS[key]}" for key in missing)
    return (
        "Sign-in is on (RAG_AUTH__MODE=oidc) but the `[auth]` table of `.streamlit/secrets.toml` lacks "
        f"{', '.join(f'`{key}`' for key in missing)}. Add:\n\n{lines}\n\nthen restart the app, or set RAG_AUTH__MODE=none for a "
        "single-user install."
    )


def can_write(principal: Principal) -> bool:
    """Editors and admins may upload, edit and delete documents."""
    return principal.role in (Role.ADMIN, Role.EDITOR)


def can_admin(principal: Principal) -> bool:
    """Only admins change generators, hosts and base URLs, read everyone's questions and the audit log."""
    return principal.role is Role.ADMIN


def require_write(principal: Principal, action: str) -> None:
    """Raise unless ``principal`` may change the library.

    Raises:
        AccessDeniedError: naming the action and the roles that may do it.
    """
    if not can_write(principal):
        raise AccessDeniedError(f"{action} needs the editor or admin role; you are signed in as a {principal.role}")


def require_admin(principal: Principal, action: str) -> None:
    """Raise unless ``principal`` is an admin.

    Raises:
        AccessDeniedError: naming the action.
    """
    if not can_admin(principal):
        raise AccessDeniedError(f"{action} needs the admin role; you are signed in as a {principal.role}")
