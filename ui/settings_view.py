"""Settings page form: every session-editable field with its description."""

from __future__ import annotations

from typing import Any

import streamlit as st
from pydantic import BaseModel, ValidationError

from rag_core.access import ADMIN_ONLY_SETTINGS, AccessService
from rag_core.auth import Principal
from rag_core.embedding import bundled_model_path
from rag_core.errors import AccessDeniedError
from rag_core.generate.backends import GenerationError, build_backend
from rag_core.settings import GATE_PRESETS, GENERATORS, SESSION_EDITABLE, Settings, with_overrides
from ui import state
from ui.text import md_escape

_SECRETS = frozenset({"openai_api_key"})
_TITLES = {
    "retrieval": "Retrieval and the evidence gate",
    "answer": "Answers",
    "clarify": "Clarifying questions",
    "llm": "Language model (used only when the generator is ollama or openai)",
}


_ADMINS_ONLY = " Only admins change this in a shared deployment."


def _widget(section: str, name: str, field: Any, value: Any, locked: bool = False) -> Any:
    key = f"setting-{section}-{name}"
    label = name.replace("_", " ")
    help_text = field.description + (_ADMINS_ONLY if locked else "")
    if section == "retrieval" and name == "preset":
        options = list(GATE_PRESETS)
        return st.selectbox(label, options, index=options.index(value), key=key, help=help_text)
    if name in ("min_score", "min_chunks"):
        # Inside a form nothing reruns until submit, so both inputs are always shown.
        use_preset = st.checkbox(f"{label}: use the preset's value", value=value is None, key=f"{key}-preset")
        if name == "min_score":
            number = st.number_input(label, -1.0, 1.0, float(value if value is not None else 0.3), 0.05, key=key,
                                     help=f"{help_text} Used when the box above is unticked.")
        else:
            number = st.number_input(label, 1, 20, int(value if value is not None else 1), 1, key=key,
                                     help=f"{help_text} Used when the box above is unticked.")
        return None if use_preset else number
    if value is None or name in ("ollama_host", "openai_base_url"):
        text = st.text_input(label, value=value or "", key=key, help=help_text, placeholder="client default",
                             disabled=locked)
        return text.strip() or None
    if isinstance(value, bool):
        return st.toggle(label, value=value, key=key, help=help_text)
    if isinstance(value, int):
        return st.number_input(label, value=value, step=1, key=key, help=help_text)
    if isinstance(value, float):
        return st.number_input(label, value=value, step=0.05, format="%.2f", key=key, help=help_text)
    return st.text_input(label, value=str(value), key=key, help=help_text)


def editable_form(settings: Settings, access: AccessService, principal: Principal) -> None:
    """Edit retrieval, answer and clarify settings for this session.

    In a shared deployment only admins change the generator, model hosts and base URLs (shown
    disabled to others, and refused by ``AccessService.change_settings`` if sent anyway).
    """
    locked = access.shared and not principal.can_admin
    with st.form("settings"):
        changes: dict[str, dict[str, Any]] = {}
        st.subheader("Answer generator")
        control, explanation = st.columns([2, 3], vertical_alignment="center")
        generator = control.selectbox("generator", list(GENERATORS), index=list(GENERATORS).index(settings.generator),
                                      key="setting-generator", disabled=locked,
                                      help=(Settings.model_fields["generator"].description or "") + (_ADMINS_ONLY if locked else ""))
        explanation.caption(Settings.model_fields["generator"].description or "")
        changes["generator"] = {"generator": generator}
        for section in (s for s in SESSION_EDITABLE if s != "generator"):
            model: BaseModel = getattr(settings, section)
            st.subheader(_TITLES[section])
            if section == "retrieval":
                st.caption(
                    "Presets: "
                    + "; ".join(f"**{name}** min score {score:.2f}, min chunks {chunks}" for name, (score, chunks) in GATE_PRESETS.items())
                )
            values = {}
            for name, field in type(model).model_fields.items():
                if name in _SECRETS:
                    continue  # keys come from the environment or secrets.toml, never from a form
                control, explanation = st.columns([2, 3], vertical_alignment="center")
                with control:
                    values[name] = _widget(section, name, field, getattr(model, name), locked and (section, name) in ADMIN_ONLY_SETTINGS)
                explanation.caption(field.description or "")
            changes[section] = values
        apply, reset = st.columns(2)
        applied = apply.form_submit_button("Apply for this session", type="primary", icon=":material/check:")
        cleared = reset.form_submit_button("Reset to defaults", icon=":material/restart_alt:")
    if applied:
        base = Settings()
        diff = {
            section: {
                k: v for k, v in fields.items()
                if (getattr(base, k) if section == "generator" else getattr(getattr(base, section), k)) != v
            }
            for section, fields in changes.items()
        }
        diff = {k: v for k, v in diff.items() if v}
        try:
            with_overrides(base, diff)
            access.change_settings(principal, diff)
        except (ValidationError, ValueError, AccessDeniedError) as exc:
            st.error(f"Not applied: {md_escape(str(exc))}")
            return
        st.session_state[state.OVERRIDES] = diff
        st.success("Applied for this session. New questions on the Ask page use these settings.")
        st.rerun()
    if cleared:
        access.record(principal, "settings change", "session", "reset to defaults")
        st.session_state[state.OVERRIDES] = {}
        for key in [k for k in st.session_state if str(k).startswith("setting-")]:
            del st.session_state[key]
        st.rerun()


def connection_test(settings: Settings, api_key: str | None) -> None:
    """Check that the configured model server answers (only for ollama / openai)."""
    if settings.generator == "extractive":
        st.caption("The extractive generator needs no model server.")
        return
    if st.button(f"Test connection to {settings.generator}", icon=":material/network_check:"):
        with st.spinner("Contacting the model server..."):
            try:
                status = build_backend(settings.generator, settings.llm, api_key).ping()
            except GenerationError as exc:
                st.error(md_escape(str(exc)))
            else:
                st.success(md_escape(status))


def _has_key() -> bool:
    from rag_core.generate.backends import api_key
    from ui.resources import secret_api_key

    return bool(api_key(secret_api_key()))


def fixed(settings: Settings) -> None:
    """What cannot change per session: where data lives, which model embeds."""
    st.subheader("Fixed for this deployment")
    model = settings.embedding.model_path or f"{bundled_model_path()} (bundled all-MiniLM-L6-v2)"
    rows = {
        "Data directory (RAG_DATA_DIR)": str(settings.data_dir.resolve()),
        "Embedding model (RAG_EMBEDDING__MODEL_PATH)": str(model),
        "Embedding device": settings.embedding.device,
        "Answer generator (RAG_GENERATOR)": settings.generator + (
            " (no language model: answers are quoted sentences)" if settings.generator == "extractive" else " (checked sentence by sentence)"
        ),
        "OpenAI API key": "set (environment or .streamlit/secrets.toml)" if _has_key() else "not set",
        "Largest upload (RAG_INGEST__MAX_FILE_MB)": f"{settings.ingest.max_file_mb:g} MB",
        "Sign-in (RAG_AUTH__MODE)": "none (one local user)" if settings.auth.mode == "none" else settings.auth.mode,
    }
    st.table({"setting": list(rows), "value": list(rows.values())})
    st.caption("Change these with environment variables (prefix RAG_) and restart the app.")
