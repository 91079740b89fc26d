"""Stand-ins for outside services, for the tests and for demos without a model server.

``FakeLLMServer`` is a real HTTP server on loopback that speaks the two APIs the real clients use:
OpenAI's ``POST /v1/chat/completions`` and Ollama's ``POST /api/chat`` (plus ``GET /api/tags``).
What it replies is scripted by a function of the request, so a test can return a faithful answer,
an invented number, prose instead of JSON, a 429, a slow reply... and the real ``openai`` and
``ollama`` clients are driven end to end. Every request is recorded.

``HashEmbedder`` is a deterministic embedder for tests that do not measure retrieval quality: it
hashes word stems into a vector, so it costs nothing to load and gives the same vectors in every
process. ``python -m rag_core.testing ARGS`` runs the real command line with it, for tests that
need a separate process (killing an ingest mid-way, two processes writing one data dir).
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import numpy as np

from rag_core.settings import EmbeddingSettings

# all-MiniLM-L6-v2's vocabulary size and longest input, so chunk ids and limits look alike.
_VOCABULARY = 30522
_MAX_TOKENS = 256
_PIECE = re.compile(r"\w+|[^\w\s]")
_EMPTY_FEATURE = "<no words>"


@lru_cache(maxsize=65_536)
def _digest(feature: str) -> int:
    # blake2b, not hash(): str hashes are salted per process and the vectors must not be.
    return int.from_bytes(hashlib.blake2b(feature.encode("utf-8"), digest_size=8).digest(), "little")


class HashEmbedder:
    """A deterministic stand-in for the sentence embedding model (implements ``Embedder``).

    Each content word is stemmed (as the judge stems) and hashed into one of ``dimension`` slots;
    a row is the L2-normalised count vector. Texts sharing words are similar, others are not:
    enough for tests of ingestion, storage, locking and the envelope, and nothing to load. Tests
    that measure what retrieval finds keep the real model.
    """

    max_tokens = _MAX_TOKENS

    def __init__(self, dimension: int = EmbeddingSettings.model_fields["dimension"].default) -> None:
        self._dimension = dimension

    @property
    def dimension(self) -> int:
        """Vector size (the settings' default, 384, unless given)."""
        return self._dimension

    def embed(self, texts: Sequence[str], *, threads: int | None = None) -> np.ndarray:
        """Unit-length float32 rows, one per text; ``threads`` is accepted and ignored."""
        vectors = np.zeros((len(texts), self._dimension), dtype=np.float32)
        for row, text in enumerate(texts):
            for feature in self._features(text):
                vectors[row, _digest(feature) % self._dimension] += 1.0
        vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
        return vectors

    def token_ids(self, text: str) -> list[int]:
        """One id per word and per punctuation mark, close to the model's word-piece count."""
        return [_digest(piece.lower()) % _VOCABULARY for piece in _PIECE.findall(text)]

    @staticmethod
    def _features(text: str) -> list[str]:
        # Imported here: the lexicon pulls in nltk, which users of the fake LLM server never need.
        from rag_core.text.lexicon import QUESTION_FRAME, STOPWORDS, stem, words

        lowered = [w.lower().replace("\u2019", "'").removesuffix("'s").strip(".") for w in words(text)]
        content = [stem(w) for w in lowered if w and w not in STOPWORDS and w not in QUESTION_FRAME]
        return content or [stem(w) for w in lowered if w] or [_EMPTY_FEATURE]


@dataclass
class FakeReply:
    """What the fake server answers to one request."""

    content: str = ""
    tool_calls: list[dict[str, Any]] = field(default_factory=list)  # [{"name": ..., "arguments": {...}}]
    status: int = 200
    error: str = ""
    delay_s: float = 0.0


Responder = Callable[[str, dict[str, Any]], FakeReply]


def answer_json(
    sentences: list[tuple[str, list[tuple[str, str]]]],
    *,
    not_found: bool = False,
    calcs: dict[int, list[tuple[str, str]]] | None = None,
) -> str:
    """The JSON an honest model would return: [(text, [(sid, quote), ...]), ...]."""
    calcs = calcs or {}
    return json.dumps(
        {
            "sentences": [
                {
                    "text": text,
                    "support": [{"sid": sid, "quote": quote} for sid, quote in support],
                    "calcs": [{"expr": e, "result": r} for e, r in calcs.get(i, [])],
                }
                for i, (text, support) in enumerate(sentences)
            ],
            "gaps": [],
            "not_found": not_found,
        }
    )


_EXCERPT = re.compile(r"\[(S\d+)\] \(([^,]+), p\. (\d+), ([^)]+)\)\n")


def excerpts(body: dict[str, Any]) -> dict[str, str]:
    """The [S<n>] excerpts a request carried: sid -> text (from the user message)."""
    user = next((m for m in body.get("messages", []) if m.get("role") == "user"), {})
    text = str(user.get("content", ""))
    found: dict[str, str] = {}
    matches = list(_EXCERPT.finditer(text))
    for index, match in enumerate(matches):
        end = matches[index + 1].start() if index + 1 < len(matches) else len(text)
        found[match.group(1)] = text[match.end() : end].strip()
    return found


def sid_with(body: dict[str, Any], needle: str) -> str | None:
    """The excerpt id whose text contains ``needle`` (whitespace-insensitive)."""
    squashed = " ".join(needle.split())
    for sid, text in excerpts(body).items():
        if squashed in " ".join(text.split()):
            return sid
    return None


def tool_results(body: dict[str, Any]) -> list[dict[str, Any]]:
    """Results of tool calls the client sent back (parsed JSON)."""
    out = []
    for message in body.get("messages", []):
        if message.get("role") == "tool":
            try:
                out.append(json.loads(message.get("content") or "{}"))
            except json.JSONDecodeError:
                out.append({})
    return out


class FakeLLMServer:
    """A loopback HTTP server that answers like OpenAI and Ollama, as scripted by ``responder``."""

    def __init__(self, responder: Responder, *, models: tuple[str, ...] = ("llama3:latest",)) -> None:
        self.responder = responder
        self.models = models
        self.requests: list[tuple[str, dict[str, Any]]] = []
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:  # keep test output quiet
                return

            def _send(self, status: int, payload: dict[str, Any]) -> None:
                data = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def do_GET(self) -> None:  # noqa: N802 - http.server naming
                server.requests.append((self.path, {}))
                if self.path.startswith("/api/tags"):
                    self._send(200, {"models": [{"name": m, "model": m} for m in server.models]})
                else:
                    self._send(404, {"error": "not found"})

            def do_POST(self) -> None:  # noqa: N802 - http.server naming
                length = int(self.headers.get("Content-Length") or 0)
                body = json.loads(self.rfile.read(length) or b"{}")
                server.requests.append((self.path, body))
                reply = server.responder(self.path, body)
                if reply.delay_s:
                    time.sleep(reply.delay_s)
                try:
                    if reply.status != 200:
                        self._send(
                            reply.status,
                            {"error": {"message": reply.error or "error", "type": "error"}}
                            if self.path.startswith("/v1")
                            else {"error": reply.error or "error"},
                        )
                    elif self.path.startswith("/v1/chat/completions"):
                        self._send(200, _openai_payload(body, reply))
                    elif self.path.startswith("/api/chat"):
                        self._send(200, _ollama_payload(body, reply))
                    else:
                        self._send(404, {"error": "not found"})
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (timeout tests)

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._httpd.daemon_threads = True
        # serve_forever checks for shutdown every poll_interval (0.5 s by default): every server a
        # test stopped cost up to half a second of waiting.
        self._thread = threading.Thread(target=self._httpd.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True)

    @property
    def url(self) -> str:
        """Base URL, e.g. http://127.0.0.1:43117."""
        host, port = self._httpd.server_address[:2]
        return f"http://{host}:{port}"

    def chat_requests(self) -> list[dict[str, Any]]:
        """Bodies of the chat requests received so far."""
        return [body for path, body in self.requests if path.startswith(("/v1/chat/completions", "/api/chat"))]

    def __enter__(self) -> FakeLLMServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()


def _openai_payload(body: dict[str, Any], reply: FakeReply) -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": reply.content or None}
    if reply.tool_calls:
        message["tool_calls"] = [
            {
                "id": f"call_{i}",
                "type": "function",
                "function": {"name": c["name"], "arguments": json.dumps(c["arguments"])},
            }
            for i, c in enumerate(reply.tool_calls)
        ]
    return {
        "id": "chatcmpl-fake",
        "object": "chat.completion",
        "created": 0,
        "model": body.get("model", "fake"),
        "choices": [
            {
                "index": 0,
                "message": message,
                "finish_reason": "tool_calls" if reply.tool_calls else "stop",
                "logprobs": None,
            }
        ],
        "usage": {"prompt_tokens": 100, "completion_tokens": 20, "total_tokens": 120},
    }


def _ollama_payload(body: dict[str, Any], reply: FakeReply) -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": reply.content}
    if reply.tool_calls:
        message["tool_calls"] = [
            {"function": {"name": c["name"], "arguments": c["arguments"]}} for c in reply.tool_calls
        ]
    return {
        "model": body.get("model", "fake"),
        "created_at": "2026-01-01T00:00:00Z",
        "message": message,
        "done": True,
        "done_reason": "stop",
        "prompt_eval_count": 100,
        "eval_count": 20,
    }


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m rag_core.testing ARGS``: ``python -m rag_core ARGS`` with the HashEmbedder."""
    from rag_core.cli import main as cli_main

    return cli_main(argv, embedder=HashEmbedder())


if __name__ == "__main__":
    sys.exit(main())
