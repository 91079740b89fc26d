"""Deterministic tools a model may call during a repair round. They return raw text and real
locators only; whatever they fetch becomes a new excerpt id the validator can check against."""

from __future__ import annotations

import json
import re
from typing import Any

from rag_core.generate.prompt import ContextChunk
from rag_core.generate.validate import safe_eval
from rag_core.ingest.chunking import locator as make_locator
from rag_core.library import Library
from rag_core.text.sentences import split_sentences

_LOCATOR = re.compile(r"^p\.(\d+):(\d+)-(\d+)$")
MAX_QUOTE_CHARS = 600

DEFINITIONS: list[dict[str, Any]] = [
    {
        "type": "function",
        "function": {
            "name": "quote_fetch",
            "description": "Fetch verbatim text from a source by locator (p.N:start-end) or by a literal pattern.",
            "parameters": {
                "type": "object",
                "properties": {
                    "source": {"type": "string", "description": "File name of an excerpt's source"},
                    "locator": {"type": "string", "description": "p.N:start-end"},
                    "pattern": {"type": "string", "description": "Literal text to find"},
                },
                "required": ["source"],
            },
        },
    },
    {
        "type": "function",
        "function": {
            "name": "search_source",
            "description": "Find sentences of a source containing a literal pattern.",
            "parameters": {
                "type": "object",
                "properties": {
                    "source": {"type": "string"},
                    "pattern": {"type": "string"},
                    "top_n": {"type": "integer"},
                },
                "required": ["source", "pattern"],
            },
        },
    },
    {
        "type": "function",
        "function": {
            "name": "calc",
            "description": "Compute an arithmetic expression over numbers taken from quotes.",
            "parameters": {"type": "object", "properties": {"expr": {"type": "string"}}, "required": ["expr"]},
        },
    },
]


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
                result: Any = self.quote_fetch(str(arguments.get("source", "")), arguments.get("locator"), arguments.get("pattern"))
            elif name == "search_source":
                result = self.search_source(str(arguments.get("source", "")), str(arguments.get("pattern", "")),
                                            int(arguments.get("top_n", 3) or 3))
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
            match = _LOCATOR.match(locator.strip())
            if not match:
                return {"error": "locator must look like p.12:140-388"}
            page_no, start, end = (int(g) for g in match.groups())
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
                    chunk = self._register(source, page.page, sentence.start, sentence.end, page.text[sentence.start : sentence.end])
                    out.append({"sid": chunk.sid, "snippet": chunk.original, "locator": chunk.locator})
                    if len(out) >= max(1, min(top_n, 10)):
                        return out
        return out
