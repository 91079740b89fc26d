"""Generation after the extractive engine: prompt, validate, repair with tools, keep what is proven.

Only direct answers and guided fallbacks reach this stage (never a refusal: the gate already
decided). The answer's mode, citations and evidence stay as the extractive engine made them; a
direct answer's text may be replaced by validated generated text, and a fallback may gain a
validated summary beside its verbatim highlights.
"""

from __future__ import annotations

import json
import logging
import re
import time
from dataclasses import dataclass

from pydantic import SecretStr, ValidationError

from rag_core.envelope import GeneratedCalc, GeneratedSentence, GeneratedSupport, Generation, Response
from rag_core.generate.backends import Backend, ChatMessage, ChatReply, GenerationError, build_backend
from rag_core.generate.prompt import (
    AnswerOut,
    ContextChunk,
    output_schema,
    repair_prompt,
    system_prompt,
    user_prompt,
)
from rag_core.generate.sanitize import mask_personal_data, strip_instructions
from rag_core.generate.tools import ToolBox, tool_definitions
from rag_core.generate.validate import Validation, validate
from rag_core.library import Library
from rag_core.messages import Mode
from rag_core.retrieved import Retrieval
from rag_core.settings import Settings

logger = logging.getLogger(__name__)

_FENCE = re.compile(r"^\s*```(?:json)?\s*|\s*```\s*$", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class GenerationStats:
    """Figures for the query log."""

    generator: str
    model: str
    coverage: float
    repair_rounds: int
    tokens: int
    latency_ms: int


def parse_reply(content: str) -> AnswerOut:
    """The model's JSON, or a GenerationError saying it was empty or malformed."""
    text = _FENCE.sub("", content or "").strip()
    if not text:
        raise GenerationError("the language model returned an empty reply")
    try:
        return AnswerOut.model_validate(json.loads(text))
    except (json.JSONDecodeError, ValidationError) as exc:
        raise GenerationError(
            "the language model returned malformed output (not the JSON the schema asks for)"
        ) from exc


def build_context(retrieval: Retrieval, count: int) -> list[ContextChunk]:
    """The top retrieved chunks as [S1]..[Sn], instructions stripped from what the model reads."""
    chunks = []
    for index, item in enumerate(retrieval.chunks[:count]):
        meta = item.chunk.meta
        chunks.append(
            ContextChunk(
                sid=f"S{index + 1}",
                source=meta.source,
                page=meta.page,
                locator=meta.locator,
                text=strip_instructions(item.chunk.text),
                original=item.chunk.text,
                doc_id=meta.doc_id,
            )
        )
    return chunks


class Generator:
    """Runs one back-end for a library under the same gate and citations as the extractive engine."""

    def __init__(
        self,
        library: Library,
        settings: Settings,
        backend: Backend | None = None,
        api_key: str | SecretStr | None = None,
    ) -> None:
        self._library = library
        self._settings = settings
        self._backend = backend
        self._api_key = SecretStr(api_key) if isinstance(api_key, str) and api_key else api_key or None

    @property
    def name(self) -> str:
        """The configured generator (ollama | openai)."""
        return self._settings.generator

    @property
    def model(self) -> str:
        """The configured model name."""
        llm = self._settings.llm
        return llm.ollama_model if self.name == "ollama" else llm.openai_model

    def backend(self) -> Backend:
        """The back-end, built on first use so a missing key is a message, not a crash."""
        if self._backend is None:
            self._backend = build_backend(self.name, self._settings.llm, self._api_key)
        return self._backend

    def apply(self, question: str, response: Response, retrieval: Retrieval) -> tuple[Response, GenerationStats]:
        """Return ``response`` with validated generated text added, or with a message why not."""
        started = time.perf_counter()
        target = "answer" if response.mode is Mode.DIRECT_ANSWER else "summary"
        tokens = rounds = 0
        validation: Validation | None = None
        answer: AnswerOut | None = None
        try:
            backend = self.backend()
            context = {c.sid: c for c in build_context(retrieval, self._settings.llm.context_chunks)}
            known = " ".join(c.original for c in context.values())
            asked = mask_personal_data(question, known) if backend.name == "openai" else question
            messages = [
                ChatMessage("system", system_prompt(len(context), self._settings.llm.max_sentences)),
                ChatMessage("user", user_prompt(asked, list(context.values()))),
            ]
            schema = output_schema()
            reply = backend.chat(messages, schema=schema, tools=None)
            tokens += reply.tokens
            answer = parse_reply(reply.content)
            toolbox = ToolBox(self._library, context)
            validation = validate(answer, toolbox.context, self._settings.llm.min_coverage)
            while not validation.passed and not answer.not_found and rounds < self._settings.llm.repair_rounds:
                rounds += 1
                messages += [
                    ChatMessage("assistant", reply.content),
                    ChatMessage("user", repair_prompt(list(validation.errors))),
                ]
                reply, used = self._chat_with_tools(backend, messages, schema, toolbox)
                tokens += used
                try:
                    repaired = parse_reply(reply.content)
                except GenerationError:
                    logger.info("repair round %d returned malformed output; keeping the previous reply", rounds)
                    break
                answer, validation = repaired, validate(repaired, toolbox.context, self._settings.llm.min_coverage)
        except GenerationError as exc:
            logger.info("generation not used: %s", exc)
            return self._result(
                response, target, started, tokens, rounds, message=f"{exc}; the extractive answer is shown."
            )
        assert answer is not None and validation is not None
        if answer.not_found or not answer.sentences:
            return self._result(
                response,
                target,
                started,
                tokens,
                rounds,
                coverage=1.0,
                message="The language model found no answer in the excerpts; the extractive answer is shown.",
            )
        kept = [c for c in validation.checks if c.supported]
        total = len(validation.checks)
        if not kept or len(kept) / total < self._settings.llm.min_kept_share:
            return self._result(
                response,
                target,
                started,
                tokens,
                rounds,
                coverage=validation.coverage,
                message=(
                    f"The generated text could not be verified against the documents ({len(kept)} of {total} "
                    "sentences proven); the extractive answer is shown."
                ),
            )
        sentences = [
            GeneratedSentence(
                text=c.sentence.text,
                support=[
                    GeneratedSupport(
                        sid=item.sid,
                        source=toolbox.context[item.sid].source,
                        page=toolbox.context[item.sid].page,
                        locator=toolbox.context[item.sid].locator,
                        quote=item.quote,
                        doc_id=toolbox.context[item.sid].doc_id,
                    )
                    for item in c.sentence.support
                ],
                calcs=[GeneratedCalc(expr=k.expr, result=k.result) for k in c.sentence.calcs],
            )
            for c in kept
        ]
        dropped = total - len(kept)
        generation = Generation(
            generator=self.name,
            model=self.model,
            applied=True,
            target=target,  # type: ignore[arg-type]
            text=" ".join(s.text for s in sentences),
            sentences=sentences,
            coverage=round(validation.coverage, 3),
            dropped_sentences=dropped,
            repair_rounds=rounds,
            tokens=tokens,
            latency_ms=int((time.perf_counter() - started) * 1000),
            message=f"{dropped} sentence(s) could not be verified and were removed." if dropped else None,
        )
        update: dict[str, object] = {"generated": True, "generation": generation}
        if target == "answer":
            update["answer"] = generation.text
        stats = GenerationStats(self.name, self.model, generation.coverage, rounds, tokens, generation.latency_ms)
        return response.model_copy(update=update), stats

    def _chat_with_tools(
        self, backend: Backend, messages: list[ChatMessage], schema: dict, toolbox: ToolBox
    ) -> tuple[ChatReply, int]:
        tools = tool_definitions()
        reply = backend.chat(messages, schema=schema, tools=tools)
        used = reply.tokens
        steps = 0
        while reply.tool_calls and steps < self._settings.llm.tool_steps:
            messages.append(ChatMessage("assistant", reply.content, tool_calls=reply.tool_calls))
            for call in reply.tool_calls:
                steps += 1
                messages.append(
                    ChatMessage("tool", toolbox.run(call.name, call.arguments), tool_call_id=call.id, name=call.name)
                )
            reply = backend.chat(messages, schema=schema, tools=tools)
            used += reply.tokens
        return reply, used

    def _result(
        self,
        response: Response,
        target: str,
        started: float,
        tokens: int,
        rounds: int,
        *,
        message: str,
        coverage: float = 0.0,
    ) -> tuple[Response, GenerationStats]:
        latency = int((time.perf_counter() - started) * 1000)
        generation = Generation(
            generator=self.name,
            model=self.model,
            applied=False,
            target=target,  # type: ignore[arg-type]
            coverage=round(coverage, 3),
            repair_rounds=rounds,
            tokens=tokens,
            latency_ms=latency,
            message=message,
        )
        stats = GenerationStats(self.name, self.model, round(coverage, 3), rounds, tokens, latency)
        return response.model_copy(update={"generation": generation}), stats
