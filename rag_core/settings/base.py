"""The base every settings section shares."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class Section(BaseModel):
    """One section of the settings tree: unknown keys are rejected (a typo fails loudly) and a built
    section never changes (a changed copy is a new object, see :func:`~rag_core.settings.with_overrides`)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
