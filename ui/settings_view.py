"""Settings page form: every field a user may set for themselves, with its description; saved per user."""

from __future__ import annotations

from typing import Any

import streamlit as st
from pydantic import BaseModel

from rag_core.access import ADMIN_ONLY_SETTINGS, AccessService
from rag_core.auth import Principal
from rag_core.embedding import bundled_model_path
from rag_core.errors import AccessDeniedError
from rag_core.generate.backends import GenerationError, build_backend
from rag_core.settings import (
    GENERATORS,
    SESSION_EDITABLE,
    STRICTNESS_LEVELS,
    Settings,
    field_range,
    session_fields,
    with_overrides,
)
from ui import state
from ui.setting_labels import GENERATOR_LABELS, PRESET_LABELS, SECTION_TITLES, label, refusal
from ui.text import md_escape

# The settings an analyst changes, shown up front; everything else is under "Advanced".
UP_FRONT = (("retrieval", "preset"), ("answer", "max_answer_sentences"), ("generator", "generator"))
_ADMINS_ONLY = " Only admins change this in a shared deployment."


def _description(settings: Settings, section: str, name: str) -> str:
    model = settings if section == "generator" else getattr(settings, section)
    return type(model).model_fields[name].description or ""


def _widget(section: str, name: str, field: Any, value: Any, locked: bool = False) -> Any:
    key = f"setting-{section}-{name}"
    text = label(section, name)
    help_text = (field.description or "") + (_ADMINS_ONLY if locked else "")
    if name in ("min_score", "min_chunks"):
        # Inside a form nothing reruns until submit, so both inputs are always shown.
        use_preset = st.checkbox(f"{text}: as the strictness preset sets it", value=value is None, key=f"{key}-preset")
        if name == "min_score":
            number = st.number_input(
                text, -1.0, 1.0, float(value if value is not None else 0.3), 0.05, key=key, help=help_text
            )
        else:
            number = st.number_input(text, 1, 20, int(value if value is not None else 1), 1, key=key, help=help_text)
        return None if use_preset else number
    if value is None or name in ("ollama_host", "openai_base_url"):
        entered = st.text_input(
            text, value=value or "", key=key, help=help_text, placeholder="client default", disabled=locked
        )
        return entered.strip() or None
    if isinstance(value, bool):
        return st.toggle(text, value=value, key=key, help=help_text)
    low, high = field_range(section, name)
    exclusive = any(getattr(item, "gt", None) is not None for item in field.metadata)
    if isinstance(value, int):
        low_int = None if low is None else int(low) + (1 if exclusive else 0)
        high_int = None if high is None else int(high)
        return st.number_input(
            text, min_value=low_int, max_value=high_int, value=value, step=1, key=key, help=help_text
        )
    if isinstance(value, float):
        low_float = None if low is None else float(low) + (0.05 if exclusive else 0.0)
        return st.number_input(
            text,
            min_value=low_float,
            max_value=None if high is None else float(high),
            value=value,
            step=0.05,
            format="%.2f",
            key=key,
            help=help_text,
        )
    return st.text_input(text, value=str(value), key=key, help=help_text)


def _up_front(settings: Settings, locked: bool) -> dict[str, dict[str, Any]]:
    """Strictness, answer length and generator, each with its description shown once."""
    changes: dict[str, dict[str, Any]] = {}
    presets = list(STRICTNESS_LEVELS)
    preset = st.selectbox(
        label("retrieval", "preset"),
        presets,
        index=presets.index(settings.retrieval.preset),
        format_func=PRESET_LABELS.__getitem__,
        key="setting-retrieval-preset",
    )
    st.caption(_description(settings, "retrieval", "preset"))
    changes["retrieval"] = {"preset": preset}
    low, high = field_range("answer", "max_answer_sentences")
    length = st.number_input(
        label("answer", "max_answer_sentences"),
        min_value=int(low or 1),
        max_value=None if high is None else int(high),
        step=1,
        value=settings.answer.max_answer_sentences,
        key="setting-answer-max_answer_sentences",
    )
    st.caption(_description(settings, "answer", "max_answer_sentences"))
    changes["answer"] = {"max_answer_sentences": int(length)}
    generators = list(GENERATORS)
    generator = st.selectbox(
        label("generator", "generator"),
        generators,
        index=generators.index(settings.generator),
        format_func=GENERATOR_LABELS.__getitem__,
        key="setting-generator",
        disabled=locked,
    )
    st.caption(_description(settings, "generator", "generator") + (_ADMINS_ONLY if locked else ""))
    changes["generator"] = {"generator": generator}
    return changes


def _advanced(settings: Settings, shared_locked: bool) -> dict[str, dict[str, Any]]:
    """Every other session-editable setting, grouped by section; each described once (its help)."""
    changes: dict[str, dict[str, Any]] = {}
    with st.expander("Advanced", icon=":material/tune:"):
        st.caption(
            "Finer controls of searching, answers and the language model. Hover a setting's "
            ":material/help: for what it does."
        )
        for section in (s for s in SESSION_EDITABLE if s != "generator"):
            model: BaseModel = getattr(settings, section)
            st.markdown(f"**{SECTION_TITLES[section]}**")
            values = {}
            # Keys come from the environment or secrets.toml, files and server limits from the
            # deployment: never from a form.
            shown = [
                (name, type(model).model_fields[name])
                for name in session_fields(section)
                if (section, name) not in UP_FRONT
            ]
            columns = st.columns(2)
            for n, (name, field) in enumerate(shown):
                with columns[n % 2]:
                    values[name] = _widget(
                        section,
                        name,
                        field,
                        getattr(model, name),
                        shared_locked and (section, name) in ADMIN_ONLY_SETTINGS,
                    )
            changes[section] = values
    return changes


def editable_form(settings: Settings, access: AccessService, principal: Principal) -> None:
    """Edit the user's own settings: strictness, answer length and generator up front, the rest
    under "Advanced". Saved for the user (they come back on reload and at the next sign-in);
    "Reset to defaults" forgets them.

    In a shared deployment only admins change the generator, model hosts and base URLs (shown
    disabled to others, and refused by ``AccessService.change_settings`` if sent anyway).
    """
    locked = access.shared and not principal.can_admin
    with st.form("settings"):
        changes = _up_front(settings, locked)
        for section, values in _advanced(settings, locked).items():
            changes[section] = {**changes.get(section, {}), **values}
        apply, reset = st.columns(2)
        applied = apply.form_submit_button("Save my settings", type="primary", icon=":material/check:")
        cleared = reset.form_submit_button("Reset to defaults", icon=":material/restart_alt:")
    if applied:
        base = Settings()
        diff = {
            section: {
                k: v
                for k, v in fields.items()
                if (getattr(base, k) if section == "generator" else getattr(getattr(base, section), k)) != v
            }
            for section, fields in changes.items()
        }
        diff = {k: v for k, v in diff.items() if v}
        try:
            with_overrides(base, diff)
            access.change_settings(principal, diff)
        except (ValueError, AccessDeniedError) as exc:
            st.error(f"Not saved: {md_escape(refusal(exc))}")
            return
        st.session_state[state.OVERRIDES] = diff
        state.notify_after_rerun("Saved for you: new questions use these settings, also after a reload.")
        st.rerun()
    if cleared:
        access.reset_settings(principal)
        st.session_state[state.OVERRIDES] = {}
        state.notify_after_rerun("Back to the defaults; your saved settings are cleared.")
        for key in [k for k in st.session_state if str(k).startswith("setting-")]:
            del st.session_state[key]
        st.rerun()


def session_changes(overrides: dict[str, dict[str, Any]]) -> None:
    """What the user changed from the defaults, in plain words ("Strictness: strict · Answer generator: ollama")."""
    if not overrides:
        return
    parts = [
        f"{label(section, name)}: {md_escape(str(value))}"
        for section, fields in overrides.items()
        for name, value in fields.items()
    ]
    st.info("Saved for you: " + " · ".join(parts), icon=":material/tune:")


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
    """What cannot change per session, as the deployment sets it: ``settings`` are the base settings
    (environment and defaults), never the user's own."""
    st.subheader("Fixed for this deployment")
    model = settings.embedding.model_path or f"{bundled_model_path()} (bundled all-MiniLM-L6-v2)"
    rows = {
        "Data directory (RAG_DATA_DIR)": str(settings.data_dir.resolve()),
        "Embedding model (RAG_EMBEDDING__MODEL_PATH)": str(model),
        "Embedding device": settings.embedding.device,
        "Answer generator (RAG_GENERATOR)": settings.generator
        + (
            " (no language model: answers are quoted sentences)"
            if settings.generator == "extractive"
            else " (checked sentence by sentence)"
        ),
        "OpenAI API key": "set (environment or .streamlit/secrets.toml)" if _has_key() else "not set",
        "Largest upload (RAG_INGEST__MAX_FILE_MB)": f"{settings.ingest.max_file_mb:g} MB",
        "Your analyst lexicon (RAG_ANSWER__LEXICON_PATH)": str(settings.answer.lexicon_path or "none (built-in only)"),
        "Your word lists (RAG_ANSWER__WORDS_DIR)": str(settings.answer.words_dir or "none (built-in only)"),
        "Longest question (RAG_ANSWER__MAX_QUESTION_CHARS)": f"{settings.answer.max_question_chars:,} characters",
        "Sign-in (RAG_AUTH__MODE)": "none (one local user)" if settings.auth.mode == "none" else settings.auth.mode,
    }
    st.table({"setting": list(rows), "value": list(rows.values())})
    st.caption(
        "Change these with environment variables (prefix RAG_) and restart the app; the settings you "
        "save above do not alter them."
    )
