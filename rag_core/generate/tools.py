"""Deterministic tools a model may call during a repair round. They return raw text and real
locators only; whatever they fetch becomes a new excerpt id the validator can check against."""

from __future__ import annotations

import copy
import json
from functools import lru_cache
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, WithJsonSchema

from rag_core.generate.prompt import ContextChunk
from rag_core.generate.validate import safe_eval
from rag_core.library import Library
from rag_core.text.sentences import locator as make_locator, parse_locator, split_sentences

MAX_QUOTE_CHARS = 600

_NullableText = Annotated[str | None, WithJsonSchema({"type": ["string", "null"]})]
_NullableCount = Annotated[int | None, WithJsonSchema({"type": ["integer", "null"]})]
# Optional arguments are typed ["x", "null"] rather than anyOf: OpenAI's strict mode needs every
# argument listed as required, and the Ollama client keeps only a property's "type".


class QuoteFetch(BaseModel):
    """Fetch verbatim text from a source by locator (p.N:start-end) or by a literal pattern."""

    model_config = ConfigDict(extra="forbid")
    source: str = Field(description="File name of an excerpt's source")
    locator: _NullableText = Field(None, description="p.N:start-end")
    pattern: _NullableText = Field(None, description="Literal text to find")


class SearchSource(BaseModel):
    """Find sentences of a source containing a literal pattern."""

    model_config = ConfigDict(extra="forbid")
    source: str = Field(description="File name of an excerpt's source")
    pattern: str = Field(description="Literal text to find")
    top_n: _NullableCount = Field(None, description="Most sentences returned (default 3, at most 10)")


class Calc(BaseModel):
    """Compute an arithmetic expression over numbers taken from quotes."""

    model_config = ConfigDict(extra="forbid")
    expr: str = Field(description="Arithmetic over numbers copied from quotes, e.g. 48.2 - 41.7")


TOOLS: dict[str, type[BaseModel]] = {"quote_fetch": QuoteFetch, "search_source": SearchSource, "calc": Calc}


@lru_cache(maxsize=1)
def _definitions() -> tuple[dict[str, Any], ...]:
    from openai import pydantic_function_tool  # the openai package takes a second to import

    return tuple(dict(pydantic_function_tool(model, name=name)) for name, model in TOOLS.items())


def tool_definitions() -> list[dict[str, Any]]:
    """The tools offered in a repair round, as OpenAI and Ollama read them (built from ``TOOLS``)."""
    return copy.deepcopy(list(_definitions()))


class ToolBox:
    """Runs tool calls against the sources already in the context."""

    def __init__(self, library: Library, context: dict[str, ContextChunk]) -> None:
        self._library = library
        self.context = context
        self._doc_ids = {c.source: c.doc_id for c in context.values()}

    def run(self, name: str, arguments: dict[str, Any]) -> str:
        """Execute one call; the result is JSON text for the model. Errors are results too."""
        try:
            if name == "quote_fetch":
                result: Any = self.quote_fetch(
                    str(arguments.get("source", "")), arguments.get("locator"), arguments.get("pattern")
                )
            elif name == "search_source":
                result = self.search_source(
                    str(arguments.get("source", "")),
                    str(arguments.get("pattern", "")),
                    int(arguments.get("top_n", 3) or 3),
                )
            elif name == "calc":
                result = {"value": f"{safe_eval(str(arguments.get('expr', ''))):.6g}"}
            else:
                result = {"error": f"unknown tool {name!r}; use quote_fetch, search_source or calc"}
        except (ValueError, ZeroDivisionError, OverflowError, TypeError) as exc:
            result = {"error": str(exc)}
        return json.dumps(result, ensure_ascii=False)

    def _register(self, source: str, page: int, start: int, end: int, text: str) -> ContextChunk:
        for chunk in self.context.values():
            if chunk.source == source and chunk.original == text:
                return chunk
        sid = f"S{len(self.context) + 1}"
        chunk = ContextChunk(sid, source, page, make_locator(page, start, end), text, text, self._doc_ids[source])
        self.context[sid] = chunk
        return chunk

    def quote_fetch(self, source: str, locator: str | None, pattern: str | None) -> dict[str, Any]:
        """Text at a locator, or the sentence containing a pattern."""
        if source not in self._doc_ids:
            return {"error": f"unknown source {source!r}; use one of {sorted(self._doc_ids)}"}
        if locator:
            parsed = parse_locator(locator)
            if parsed is None:
                return {"error": "locator must look like p.12:140-388"}
            page_no, start, end = parsed
            page = self._library.page(self._doc_ids[source], page_no)
            if page is None or end <= start or end - start > MAX_QUOTE_CHARS:
                return {"error": "no such span"}
            chunk = self._register(source, page_no, start, end, page.text[start:end])
            return {"sid": chunk.sid, "quote": chunk.original, "locator": chunk.locator}
        hits = self.search_source(source, pattern or "", 1)
        if not hits:
            return {"error": f"{pattern!r} not found in {source}"}
        return {"sid": hits[0]["sid"], "quote": hits[0]["snippet"], "locator": hits[0]["locator"]}

    def search_source(self, source: str, pattern: str, top_n: int) -> list[dict[str, Any]]:
        """Sentences of ``source`` containing ``pattern`` (case-insensitive, literal)."""
        if source not in self._doc_ids or not pattern.strip():
            return []
        needle = pattern.strip().lower()
        out: list[dict[str, Any]] = []
        for page in self._library.registry.pages(self._doc_ids[source]):
            for sentence in split_sentences(page.text):
                if needle in sentence.text.lower() and sentence.end - sentence.start <= MAX_QUOTE_CHARS:
                    chunk = self._register(
                        source, page.page, sentence.start, sentence.end, page.text[sentence.start : sentence.end]
                    )
                    out.append({"sid": chunk.sid, "snippet": chunk.original, "locator": chunk.locator})
                    if len(out) >= max(1, min(top_n, 10)):
                        return out
        return out
