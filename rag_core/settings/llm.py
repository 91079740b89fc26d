"""Optional generation with a language model, and where its API key is found (``RAG_LLM__...``)."""

from __future__ import annotations

from typing import Any

from pydantic import AliasChoices, Field, SecretStr, field_serializer, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from rag_core.settings.base import Section


class LLMSettings(Section):
    """Optional generation with a language model. The API key is a secret: never logged or serialised."""

    ollama_model: str = Field(
        "llama3",
        min_length=1,
        max_length=200,
        description="Name of the Ollama model (download it first: ollama pull llama3).",
    )
    ollama_host: str | None = Field(
        None, description="Ollama server URL; empty means the client's own OLLAMA_HOST or http://127.0.0.1:11434."
    )
    openai_model: str = Field("gpt-4o-mini", min_length=1, max_length=200, description="Name of the OpenAI model.")
    openai_base_url: str | None = Field(
        None, description="OpenAI-compatible endpoint; empty means the client's own OPENAI_BASE_URL or api.openai.com."
    )
    openai_api_key: SecretStr | None = Field(
        None,
        description=(
            "OpenAI API key (RAG_LLM__OPENAI_API_KEY). Empty means RAG_LLM__OPENAI_API_KEY or OPENAI_API_KEY as the "
            "environment holds them when a request needs the key; the app also reads OPENAI_API_KEY from "
            ".streamlit/secrets.toml. Never logged, shown, or included when the settings are written as JSON."
        ),
    )
    timeout_s: float = Field(
        60.0,
        gt=0,
        le=600,
        description="Longest wait for the model, in seconds, before the quoted answer is shown instead.",
    )
    temperature: float = Field(
        0.0, ge=0, le=2, description="How much the model's wording varies (0: the same question gets the same wording)."
    )
    seed: int = Field(7, ge=0, le=2**31 - 1, description="Fixed number that makes the model's replies repeatable.")
    max_tokens: int = Field(
        800, ge=64, le=8192, description="Longest model reply, in tokens (a token is about three quarters of a word)."
    )
    context_chunks: int = Field(6, ge=1, le=20, description="Passages given to the model to write from.")
    max_sentences: int = Field(5, ge=1, le=20, description="Longest answer the model may write, in sentences.")
    min_coverage: float = Field(
        0.9,
        ge=0,
        le=1,
        description="Share of the model's sentences that must be backed by quotes before it stops revising (0 to 1).",
    )
    repair_rounds: int = Field(
        2,
        ge=0,
        le=5,
        description="How many times the model may revise an answer whose sentences are not all backed by quotes.",
    )
    tool_steps: int = Field(4, ge=0, le=10, description="Most quote look-ups the model may make in one revision.")
    min_kept_share: float = Field(
        0.5,
        ge=0,
        le=1,
        description=(
            "After unbacked sentences are removed, keep the model's text only if at least this share of it "
            "remains; otherwise show the quoted answer (0 to 1)."
        ),
    )

    @field_validator("openai_api_key", mode="before")
    @classmethod
    def _masked_is_no_key(cls, value: Any) -> Any:
        # A form that shows the key masked ("**********") and sends it back must not set that as the
        # key; None falls back to the environment, where a key given at start-up still is.
        text = value.get_secret_value() if isinstance(value, SecretStr) else value
        return None if isinstance(text, str) and (not text.strip() or set(text) == {"*"}) else value

    @field_serializer("openai_api_key", when_used="json")
    def _key_stays_in_memory(self, value: SecretStr | None) -> None:
        # JSON copies of the settings (cache keys, logs, files) never carry the key, not even masked:
        # a masked "**********" read back would be sent as if it were the key.
        return None


class _KeyEnvironment(BaseSettings):
    """The API key as the environment holds it at the moment a request needs it."""

    model_config = SettingsConfigDict(extra="ignore", frozen=True)

    openai_api_key: SecretStr | None = Field(
        None,
        validation_alias=AliasChoices("RAG_LLM__OPENAI_API_KEY", "OPENAI_API_KEY"),
        description="RAG_LLM__OPENAI_API_KEY, else OPENAI_API_KEY.",
    )


def resolve_openai_key(llm: LLMSettings, explicit: str | SecretStr | None = None) -> SecretStr | None:
    """The OpenAI key: ``explicit`` (the app's secrets.toml), the setting, or the environment now.

    Read lazily, so a key exported after the settings were built is found; returned as a
    ``SecretStr`` so that printing or logging it shows ``**********``.
    """
    if explicit:
        return explicit if isinstance(explicit, SecretStr) else SecretStr(explicit)
    if llm.openai_api_key is not None and llm.openai_api_key.get_secret_value():
        return llm.openai_api_key
    found = _KeyEnvironment().openai_api_key
    return found if found is not None and found.get_secret_value() else None
