"""The one prompt template (prompt.md) used by both back-ends, and the output schema."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from rag_core.messages import LLM_NOT_FOUND


TEMPLATE = Path(__file__).with_name("prompt.md")


class SupportOut(BaseModel):
    """One quote supporting a sentence, as the model must return it."""

    model_config = ConfigDict(extra="forbid")
    sid: str = Field(description="Excerpt id, e.g. S2")
    quote: str = Field(description="Text copied character for character from that excerpt")


class CalcOut(BaseModel):
    """Arithmetic the model did, to be recomputed by the validator."""

    model_config = ConfigDict(extra="forbid")
    expr: str
    result: str


class SentenceOut(BaseModel):
    """One answer sentence with its support."""

    model_config = ConfigDict(extra="forbid")
    text: str
    support: list[SupportOut]
    calcs: list[CalcOut]


class AnswerOut(BaseModel):
    """The whole JSON reply."""

    model_config = ConfigDict(extra="forbid")
    sentences: list[SentenceOut]
    gaps: list[str]
    not_found: bool


def output_schema() -> dict[str, Any]:
    """JSON schema for structured output (strict: every field required, nothing extra)."""
    return _strict(AnswerOut.model_json_schema())


def _strict(schema: Any) -> Any:
    if isinstance(schema, dict):
        out = {k: _strict(v) for k, v in schema.items() if k not in ("title", "description", "default")}
        if out.get("type") == "object" and "properties" in out:
            out["required"] = list(out["properties"])
            out["additionalProperties"] = False
        return out
    if isinstance(schema, list):
        return [_strict(item) for item in schema]
    return schema


@lru_cache(maxsize=1)
def _sections() -> dict[str, str]:
    text = TEMPLATE.read_text(encoding="utf-8")
    parts = re.split(r"^## (\w+)\s*$", text, flags=re.MULTILINE)
    return {parts[i]: parts[i + 1].strip() for i in range(1, len(parts) - 1, 2)}


@dataclass(frozen=True, slots=True)
class ContextChunk:
    """An excerpt given to the model as [S<n>]."""

    sid: str
    source: str
    page: int
    locator: str
    text: str  # sanitised text sent to the model
    original: str  # the stored chunk text quotes are checked against
    doc_id: str


def render_context(chunks: list[ContextChunk]) -> str:
    """Numbered excerpts with source, page and locator."""
    return "\n\n".join(f"[{c.sid}] ({c.source}, p. {c.page}, {c.locator})\n{c.text}" for c in chunks)


def system_prompt(count: int, max_sentences: int) -> str:
    """The system message."""
    system = _sections()["system"].replace("{count}", str(count)).replace("{max_sentences}", str(max_sentences))
    return system.replace("{not_found}", LLM_NOT_FOUND)


def user_prompt(question: str, chunks: list[ContextChunk]) -> str:
    """The user message: question and excerpts."""
    return _sections()["user"].replace("{question}", question).replace("{context}", render_context(chunks))


def repair_prompt(errors: list[str]) -> str:
    """Feedback for a repair round."""
    listed = "\n".join(f"- {e}" for e in errors)
    return _sections()["repair"].replace("{errors}", listed)
