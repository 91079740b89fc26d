"""The two LLM back-ends behind one narrow protocol. Every failure becomes a GenerationError whose
message says what happened and what to do; nothing here ever returns unvalidated text to a user."""

from __future__ import annotations

import json
import logging
import os
from dataclasses import dataclass, field
from typing import Any, Protocol

from pydantic import SecretStr

from rag_core.errors import RagCoreError
from rag_core.settings import LLMSettings, resolve_openai_key

logger = logging.getLogger(__name__)

NO_KEY = (
    "no OpenAI API key: set OPENAI_API_KEY (or RAG_LLM__OPENAI_API_KEY) in the environment, or for the app "
    "add OPENAI_API_KEY to .streamlit/secrets.toml"
)


class GenerationError(RagCoreError):
    """The model could not be used for this answer; the extractive answer stands."""


@dataclass(frozen=True, slots=True)
class ToolCall:
    """A function call requested by the model."""

    id: str
    name: str
    arguments: dict[str, Any]


@dataclass(frozen=True, slots=True)
class ChatMessage:
    """One message of a conversation with a model."""

    role: str
    content: str
    tool_calls: tuple[ToolCall, ...] = field(default_factory=tuple)
    tool_call_id: str = ""
    name: str = ""


@dataclass(frozen=True, slots=True)
class ChatReply:
    """What the model returned."""

    content: str
    tool_calls: tuple[ToolCall, ...]
    tokens: int


class Backend(Protocol):
    """What the generation pipeline needs from a model server."""

    name: str
    model: str

    def chat(
        self, messages: list[ChatMessage], *, schema: dict[str, Any], tools: list[dict[str, Any]] | None
    ) -> ChatReply:
        """One completion with structured output (and optional tools)."""
        ...

    def ping(self) -> str:
        """Check the server and model are usable; returns a short status line or raises."""
        ...


def api_key(explicit: str | SecretStr | None = None, settings: LLMSettings | None = None) -> SecretStr | None:
    """The OpenAI key, or None: ``explicit`` (the app passes its secrets.toml value), else
    ``llm.openai_api_key``, else RAG_LLM__OPENAI_API_KEY / OPENAI_API_KEY read now. Never logged."""
    return resolve_openai_key(settings or LLMSettings(), explicit)


class OllamaBackend:
    """A local model through the ``ollama`` client (OLLAMA_HOST keeps working)."""

    name = "ollama"

    def __init__(self, settings: LLMSettings) -> None:
        import ollama

        self.model = settings.ollama_model
        self._settings = settings
        # The ollama client has no timeout by default; without one a stuck server hangs the app.
        self._client = ollama.Client(host=settings.ollama_host or None, timeout=settings.timeout_s)
        self.host = settings.ollama_host or os.environ.get("OLLAMA_HOST") or "http://127.0.0.1:11434"

    def _messages(self, messages: list[ChatMessage]) -> list[dict[str, Any]]:
        out = []
        for m in messages:
            item: dict[str, Any] = {"role": m.role, "content": m.content}
            if m.tool_calls:
                item["tool_calls"] = [{"function": {"name": c.name, "arguments": c.arguments}} for c in m.tool_calls]
            if m.role == "tool":
                item["tool_name"] = m.name
            out.append(item)
        return out

    def chat(
        self, messages: list[ChatMessage], *, schema: dict[str, Any], tools: list[dict[str, Any]] | None
    ) -> ChatReply:
        """POST /api/chat with a format schema, temperature 0 and a fixed seed."""
        import httpx
        import ollama

        try:
            response = self._client.chat(
                model=self.model,
                messages=self._messages(messages),
                format=schema,
                tools=tools or None,
                options={
                    "temperature": self._settings.temperature,
                    "seed": self._settings.seed,
                    "num_predict": self._settings.max_tokens,
                },
            )
        except ConnectionError as exc:
            raise GenerationError(
                f"cannot reach Ollama at {self.host}; start it with 'ollama serve' or set OLLAMA_HOST"
            ) from exc
        except httpx.TimeoutException as exc:
            raise GenerationError(
                f"Ollama did not answer within {self._settings.timeout_s:g} s; try again, or raise RAG_LLM__TIMEOUT_S"
            ) from exc
        except ollama.ResponseError as exc:
            raise GenerationError(_ollama_message(exc, self.model)) from exc
        except httpx.HTTPError as exc:
            raise GenerationError(
                f"Ollama request failed ({type(exc).__name__}); check OLLAMA_HOST and try again"
            ) from exc
        message = response.message
        calls = tuple(
            ToolCall(id=f"call_{i}", name=c.function.name, arguments=dict(c.function.arguments or {}))
            for i, c in enumerate(message.tool_calls or [])
        )
        tokens = int((response.prompt_eval_count or 0) + (response.eval_count or 0))
        return ChatReply(content=message.content or "", tool_calls=calls, tokens=tokens)

    def ping(self) -> str:
        """List the local models; fail with the pull command when ours is missing."""
        import httpx

        try:
            listing = self._client.list()
        except (ConnectionError, httpx.HTTPError) as exc:
            raise GenerationError(
                f"cannot reach Ollama at {self.host}; start it with 'ollama serve' or set OLLAMA_HOST"
            ) from exc
        names = {m.model for m in listing.models}
        if self.model not in names and f"{self.model}:latest" not in names:
            raise GenerationError(f"model '{self.model}' is not pulled in Ollama; run: ollama pull {self.model}")
        return f"Ollama at {self.host} is running and has {self.model}"


def _ollama_message(exc: Any, model: str) -> str:
    status = getattr(exc, "status_code", -1)
    text = str(getattr(exc, "error", exc))
    if status == 404 or "not found" in text.lower():
        return f"model '{model}' is not pulled in Ollama; run: ollama pull {model}"
    if status == 429:
        return "Ollama is busy (rate limited); try again in a moment"
    return f"Ollama returned an error ({status}): {text[:200]}"


class OpenAIBackend:
    """OpenAI (or a compatible server) through the ``openai`` client (OPENAI_BASE_URL keeps working)."""

    name = "openai"

    def __init__(self, settings: LLMSettings, key: str | SecretStr | None = None) -> None:
        import openai

        self.model = settings.openai_model
        self._settings = settings
        resolved = api_key(key, settings)
        if resolved is None:
            raise GenerationError(NO_KEY)
        self._client = openai.OpenAI(
            api_key=resolved.get_secret_value(),
            base_url=settings.openai_base_url or None,
            timeout=settings.timeout_s,
            max_retries=0,
        )

    def _messages(self, messages: list[ChatMessage]) -> list[dict[str, Any]]:
        out = []
        for m in messages:
            item: dict[str, Any] = {"role": m.role, "content": m.content}
            if m.tool_calls:
                item["tool_calls"] = [
                    {"id": c.id, "type": "function", "function": {"name": c.name, "arguments": json.dumps(c.arguments)}}
                    for c in m.tool_calls
                ]
            if m.role == "tool":
                item["tool_call_id"] = m.tool_call_id
            out.append(item)
        return out

    def chat(
        self, messages: list[ChatMessage], *, schema: dict[str, Any], tools: list[dict[str, Any]] | None
    ) -> ChatReply:
        """POST /v1/chat/completions with a json_schema response format, temperature 0, fixed seed."""
        import openai

        kwargs: dict[str, Any] = {}
        if tools:
            kwargs["tools"] = tools
        try:
            completion = self._client.chat.completions.create(
                model=self.model,
                messages=self._messages(messages),  # type: ignore[arg-type]
                response_format={
                    "type": "json_schema",
                    "json_schema": {"name": "verbatim_answer", "schema": schema, "strict": True},
                },
                temperature=self._settings.temperature,
                seed=self._settings.seed,
                max_completion_tokens=self._settings.max_tokens,
                **kwargs,
            )
        except openai.APITimeoutError as exc:
            raise GenerationError(
                f"OpenAI did not answer within {self._settings.timeout_s:g} s; try again, or raise RAG_LLM__TIMEOUT_S"
            ) from exc
        except openai.RateLimitError as exc:
            raise GenerationError("OpenAI rate limit reached (429); wait a minute and ask again") from exc
        except openai.AuthenticationError as exc:
            raise GenerationError(
                "OpenAI rejected the API key (401); check OPENAI_API_KEY or RAG_LLM__OPENAI_API_KEY"
            ) from exc
        except openai.NotFoundError as exc:
            raise GenerationError(
                f"model '{self.model}' is not available at this endpoint (404); check RAG_LLM__OPENAI_MODEL"
            ) from exc
        except openai.APIConnectionError as exc:
            raise GenerationError("cannot reach the OpenAI endpoint; check the network or OPENAI_BASE_URL") from exc
        except openai.APIStatusError as exc:
            raise GenerationError(f"OpenAI returned an error ({exc.status_code}); try again later") from exc
        except openai.APIError as exc:
            raise GenerationError(f"OpenAI returned an unusable response ({type(exc).__name__}); try again") from exc
        if not completion.choices:
            raise GenerationError("OpenAI returned no choices; try again")
        message = completion.choices[0].message
        calls = []
        for call in message.tool_calls or []:
            try:
                arguments = json.loads(call.function.arguments or "{}")
            except json.JSONDecodeError:
                arguments = {}
            calls.append(ToolCall(id=call.id, name=call.function.name, arguments=arguments))
        tokens = int(completion.usage.total_tokens) if completion.usage else 0
        return ChatReply(content=message.content or "", tool_calls=tuple(calls), tokens=tokens)

    def ping(self) -> str:
        """A tiny completion proves endpoint, key and model."""
        self.chat(
            [ChatMessage("user", 'Reply with {"sentences": [], "gaps": [], "not_found": true}')],
            schema={"type": "object"},
            tools=None,
        )
        return f"OpenAI endpoint answered with model {self.model}"


def build_backend(generator: str, settings: LLMSettings, key: str | SecretStr | None = None) -> Backend:
    """The back-end for ``generator`` (ollama | openai)."""
    if generator == "ollama":
        return OllamaBackend(settings)
    if generator == "openai":
        return OpenAIBackend(settings, key)
    raise GenerationError(f"unknown generator {generator!r}; use extractive, ollama or openai")
