"""Sign-in and roles on the Streamlit side: the gate in front of every page, the sidebar block,
and the signed-in user the pages act as.

Local mode (``RAG_AUTH__MODE=none``): nobody signs in, the user is the implicit local admin named
by the sidebar box. Shared mode (``oidc``): Streamlit's ``st.login`` / ``st.user`` with the
provider in the ``[auth]`` table of ``.streamlit/secrets.toml``.
"""

from __future__ import annotations

from typing import Any

import streamlit as st

from rag_core.access import AccessService, LibraryActions
from rag_core.auth import Principal, local_principal, missing_auth_message, missing_auth_secrets
from rag_core.errors import DatabaseUnavailableError, RagCoreError
from rag_core.library import Library
from rag_core.settings import Settings
from ui import state
from ui.resources import current_settings, get_access, read_secret
from ui.text import md_escape


def _auth_section() -> dict[str, Any] | None:
    section = read_secret("auth")
    return dict(section) if section is not None else None


def gate(settings: Settings) -> Principal | None:
    """The user of this run, or None when sign-in is required and nobody is signed in.

    In shared mode a missing ``[auth]`` key stops the app with a message naming it. The role is
    derived from the groups claim on every run; the sign-in is stored and audited once per session.
    """
    if settings.auth.mode == "none":
        return local_principal(state.user())
    missing = missing_auth_secrets(_auth_section())
    if missing:
        st.error(missing_auth_message(missing), icon=":material/key_off:")  # fixed text, no user input
        st.stop()
    if not st.user.is_logged_in:
        st.session_state.pop(state.PRINCIPAL, None)
        st.session_state.pop(state.SIGNED_IN, None)
        return None
    claims = st.user.to_dict()
    subject = str(claims.get("sub") or "")
    try:
        if st.session_state.get(state.SIGNED_IN) != subject:
            principal = get_access(settings).sign_in(claims)
            st.session_state[state.SIGNED_IN] = subject
        else:
            principal = get_access(settings).principal(claims)
    except RagCoreError as exc:
        if isinstance(exc, DatabaseUnavailableError):
            raise  # not the user's fault: app.py shows the outage notice and retries
        st.error(md_escape(str(exc)))
        st.button("Sign out", on_click=st.logout)
        st.stop()
    st.session_state[state.PRINCIPAL] = principal
    return principal


def sign_in_page() -> None:
    """All a signed-out visitor sees: what the app is and a sign-in button."""
    st.title("Verbatim")
    st.caption("Answers only from what your documents explicitly say: quoted, cited, or declined.")
    st.info("Sign in to ask questions and read the library.", icon=":material/lock:")
    if st.button("Sign in", type="primary", icon=":material/login:"):
        st.login()


def sidebar(principal: Principal, settings: Settings) -> None:
    """Local mode: the name box for feedback. Shared mode: who is signed in, their role, sign-out."""
    if settings.auth.mode == "none":
        if state.USER not in st.session_state:  # a new session (a reload): the name given before
            st.session_state[state.USER] = get_access(settings).saved_name()

        def keep() -> None:  # the box's value outlives runs that do not draw the sidebar
            name = str(st.session_state.get(state.USER_BOX, ""))
            st.session_state[state.USER] = name
            get_access(settings).save_name(name)

        st.text_input(
            "Your name (for feedback)",
            value=st.session_state[state.USER],
            key=state.USER_BOX,
            placeholder="optional",
            on_change=keep,
        )
        return
    st.markdown(f"Signed in as **{md_escape(principal.label)}**")
    st.caption(f"Role: {principal.role}")
    if st.button("Sign out", icon=":material/logout:"):
        st.session_state.pop(state.PRINCIPAL, None)
        st.session_state.pop(state.SIGNED_IN, None)
        st.logout()


def restore_settings(principal: Principal | None = None) -> None:
    """Put the user's saved settings into this session, once per session and user (a reload is a
    new session; a different user signing in here gets their own, never the previous user's).

    ``principal``: the user of this run; by default the local user, or in a shared deployment the
    one signed in on this session (nobody yet: nothing to restore).
    """
    settings = Settings()  # the deployment's: a user's own settings never change where data lives
    if principal is None:
        principal = local_principal() if settings.auth.mode == "none" else st.session_state.get(state.PRINCIPAL)
        if principal is None:
            return
    service = get_access(settings)
    owner = service.owner(principal)
    if st.session_state.get(state.OVERRIDES_OWNER) != owner:
        st.session_state[state.OVERRIDES] = service.saved_settings(principal)
        st.session_state[state.OVERRIDES_OWNER] = owner


def current() -> Principal:
    """The user this run acts as (set by the gate in app.py; the local admin in local mode)."""
    if current_settings().auth.mode == "none":
        return local_principal(state.user())
    principal = st.session_state.get(state.PRINCIPAL)
    if principal is None:  # never reached through app.py, whose gate runs first; fail closed anyway
        st.error("Sign in first.")
        st.stop()
    return principal


def library_actions(library: Library) -> LibraryActions:
    """The library as the current user may see and change it: role- and grant-checked, audited."""
    return get_access().library(library, current())


def scope() -> frozenset[int] | None:
    """The collections the current user reads (None in local mode: everything); what their
    questions are answered from."""
    return get_access().readable(current())


def access() -> AccessService:
    """The audit log and user store for this data dir."""
    return get_access()
