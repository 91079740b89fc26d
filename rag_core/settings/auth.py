"""Sign-in and roles of a shared deployment (``RAG_AUTH__...``)."""

from __future__ import annotations

import json
from typing import Annotated, Any

from pydantic import Field, field_validator
from pydantic_settings import NoDecode

from rag_core.settings.base import Section
from rag_core.settings.choices import AuthMode


class AuthSettings(Section):
    """Who may use the app: nobody signs in (local mode) or everyone signs in through OpenID Connect."""

    mode: AuthMode = Field(
        "none",
        description=(
            "none: no sign-in, one implicit local admin (a single-user install). oidc: every page needs a "
            "sign-in through Streamlit's st.login; the provider is the [auth] table of .streamlit/secrets.toml."
        ),
    )
    groups_claim: str = Field(
        "groups",
        min_length=1,
        description="ID-token claim that lists the signed-in user's groups; read again at every sign-in.",
    )
    admin_groups: Annotated[tuple[str, ...], NoDecode] = Field(
        (),
        description=(
            "Groups whose members are admins: they change generators, model hosts and base URLs, see "
            'everyone\'s questions, the export and the audit log. JSON list, e.g. ["verbatim-admins"].'
        ),
    )
    editor_groups: Annotated[tuple[str, ...], NoDecode] = Field(
        (),
        description=(
            "Groups whose members are editors: they upload, edit and delete documents. Anyone in neither "
            'list is a viewer (asks questions, reads the library). JSON list, e.g. ["analysts"].'
        ),
    )

    @field_validator("admin_groups", "editor_groups", mode="before")
    @classmethod
    def _group_list(cls, value: Any) -> Any:
        # From the environment: a JSON list, or names separated by commas ("admins, auditors").
        if not isinstance(value, str):
            return value
        if value.strip().startswith("["):
            return json.loads(value)
        return tuple(part.strip() for part in value.split(",") if part.strip())
