"""The Library page's collections section: create collections (admins), grant and revoke (managers)."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from rag_core.access import EVERYONE, PRINCIPAL_KINDS, AccessService
from rag_core.auth import GrantLevel, Principal
from rag_core.errors import RagCoreError
from ui import state
from ui.text import md_escape


def manage(access: AccessService, principal: Principal) -> None:
    """Collections and who may use them, for admins and for managers of a collection; nothing for others."""
    managed = access.collections(principal, GrantLevel.MANAGE)
    if not managed and not principal.can_admin:
        return
    with st.expander("Collections and access", icon=":material/admin_panel_settings:"):
        if principal.can_admin:
            _create(access, principal)
        if not managed:
            return
        chosen = st.selectbox("Collection", managed, format_func=lambda c: c.name, key="grant-collection")
        grants = access.grants(principal, chosen.id)
        st.dataframe(
            pd.DataFrame(
                [
                    {
                        "Who": g.name if g.name != EVERYONE else "* (every signed-in user)",
                        "Kind": g.kind,
                        "Level": g.level,
                    }
                    for g in grants
                ],
                columns=["Who", "Kind", "Level"],
            ),
            hide_index=True,
            width="stretch",
        )
        _grant_form(access, principal, chosen.id)
        if grants:
            _revoke(access, principal, chosen.id, grants)


def _create(access: AccessService, principal: Principal) -> None:
    with st.form("new-collection", clear_on_submit=True):
        name = st.text_input("New collection", placeholder="e.g. Finance")
        if st.form_submit_button("Create collection", icon=":material/create_new_folder:") and name.strip():
            try:
                made = access.create_collection(principal, name)
                state.notify_after_rerun(f"Collection {md_escape(made.name)} is ready; grant access to it below")
            except RagCoreError as exc:
                state.notify_after_rerun(md_escape(str(exc)), error=True)
            st.rerun()


def _grant_form(access: AccessService, principal: Principal, collection_id: int) -> None:
    with st.form("grant", clear_on_submit=True):
        who, kind, level = st.columns([3, 1, 1], vertical_alignment="bottom")
        name = who.text_input(
            "User (subject) or group", placeholder="a user's subject, or a group from the groups claim"
        )
        chosen_kind = kind.selectbox("Kind", PRINCIPAL_KINDS)
        chosen_level = level.selectbox("Level", [g.value for g in GrantLevel])
        if st.form_submit_button("Grant", icon=":material/key:") and name.strip():
            try:
                access.grant(principal, collection_id, chosen_kind, name, chosen_level)
                state.notify_after_rerun(f"{md_escape(name.strip())}: {chosen_level}")
            except RagCoreError as exc:
                state.notify_after_rerun(md_escape(str(exc)), error=True)
            st.rerun()


def _revoke(access: AccessService, principal: Principal, collection_id: int, grants: list) -> None:  # type: ignore[type-arg]
    pick, button = st.columns([4, 1], vertical_alignment="bottom")
    chosen = pick.selectbox(
        "Revoke a grant",
        grants,
        index=None,
        placeholder="Choose a grant",
        format_func=lambda g: f"{g.kind} {g.name} ({g.level})",
        key="revoke-grant",
    )
    if button.button("Revoke", icon=":material/key_off:", disabled=chosen is None):
        try:
            access.revoke(principal, collection_id, chosen.kind, chosen.name)
            state.notify_after_rerun(f"Revoked {md_escape(chosen.name)}")
        except RagCoreError as exc:
            state.notify_after_rerun(md_escape(str(exc)), error=True)
        st.rerun()
