"""The OpenAI key comes from the settings or the environment when needed, and is never shown or serialised."""

from __future__ import annotations

import json
import logging
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from rag_core.generate.backends import GenerationError, build_backend
from rag_core.settings import Settings, with_overrides

KEY = "sk-test-0123456789abcdef"
COMPLETION = {
    "id": "c1",
    "object": "chat.completion",
    "created": 0,
    "model": "gpt-4o-mini",
    "choices": [
        {
            "index": 0,
            "finish_reason": "stop",
            "message": {"role": "assistant", "content": '{"sentences": [], "gaps": [], "not_found": true}'},
        }
    ],
    "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
}


@pytest.fixture
def server() -> Iterator[tuple[str, list[str]]]:
    """A loopback OpenAI endpoint that records the Authorization header of each request."""
    seen: list[str] = []

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args: object) -> None:
            pass

        def do_POST(self) -> None:  # noqa: N802 - http.server naming
            self.rfile.read(int(self.headers.get("Content-Length") or 0))
            seen.append(self.headers.get("Authorization", ""))
            body = json.dumps(COMPLETION).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=httpd.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}/v1", seen
    httpd.shutdown()
    httpd.server_close()


@pytest.fixture(autouse=True)
def _no_key_in_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.delenv("RAG_LLM__OPENAI_API_KEY", raising=False)


def _llm(url: str, **fields: object):  # type: ignore[no-untyped-def]
    return Settings(llm={"openai_base_url": url, "timeout_s": 5.0, **fields}).llm


@pytest.mark.parametrize("variable", ["OPENAI_API_KEY", "RAG_LLM__OPENAI_API_KEY"])
def test_a_key_exported_after_start_up_is_used(server, monkeypatch: pytest.MonkeyPatch, variable: str) -> None:  # type: ignore[no-untyped-def]
    url, seen = server
    llm = _llm(url)  # settings built before the key exists
    monkeypatch.setenv(variable, KEY)
    build_backend("openai", llm).ping()
    assert seen == [f"Bearer {KEY}"]


def test_the_key_from_the_environment_variable_with_the_rag_prefix_is_a_setting(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("RAG_LLM__OPENAI_API_KEY", KEY)
    settings = Settings()
    assert settings.llm.openai_api_key is not None
    assert settings.llm.openai_api_key.get_secret_value() == KEY


def test_an_explicit_key_wins_over_the_setting(server) -> None:  # type: ignore[no-untyped-def]
    url, seen = server
    build_backend("openai", _llm(url, openai_api_key="sk-from-settings"), "sk-from-secrets-toml").ping()
    assert seen == ["Bearer sk-from-secrets-toml"]


def test_no_key_anywhere_is_a_message_naming_the_variable(server) -> None:  # type: ignore[no-untyped-def]
    url, seen = server
    with pytest.raises(GenerationError, match="no OpenAI API key: set OPENAI_API_KEY"):
        build_backend("openai", _llm(url))
    assert seen == []


def test_the_key_never_appears_in_dumps_reprs_or_logs(server, caplog: pytest.LogCaptureFixture) -> None:  # type: ignore[no-untyped-def]
    url, seen = server
    settings = Settings(llm={"openai_base_url": url, "openai_api_key": KEY})
    caplog.set_level(logging.DEBUG)
    logging.getLogger("rag_core").info("settings: %s %r", settings, settings.llm)
    build_backend("openai", settings.llm).ping()
    assert seen == [f"Bearer {KEY}"]
    for text in (settings.model_dump_json(), repr(settings), str(settings), caplog.text):
        assert KEY not in text
    # A JSON copy read back (as the app's caches do) carries no key at all, not a masked one.
    assert Settings.model_validate_json(settings.model_dump_json()).llm.openai_api_key is None
    # A per-session change of another LLM field keeps the key.
    changed = with_overrides(settings, {"llm": {"timeout_s": 3.0}})
    assert changed.llm.openai_api_key is not None and changed.llm.openai_api_key.get_secret_value() == KEY


def test_a_masked_key_sent_back_by_a_form_is_not_taken_as_the_key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RAG_LLM__OPENAI_API_KEY", KEY)
    settings = Settings()
    changed = with_overrides(settings, {"llm": {"openai_api_key": str(settings.llm.openai_api_key)}})
    assert changed.llm.openai_api_key is None  # the key is read from the environment again when needed
    from rag_core.generate.backends import api_key

    resolved = api_key(None, changed.llm)
    assert resolved is not None and resolved.get_secret_value() == KEY
