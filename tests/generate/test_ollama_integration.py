"""Opt-in: a real Ollama server, when one answers at OLLAMA_HOST (skipped otherwise)."""

from __future__ import annotations

import json
import os
import urllib.request
from pathlib import Path

import pytest

from rag_core.answer.engine import Engine
from rag_core.evals.common import verbatim_violations
from rag_core.settings import with_overrides
from tests.answer.conftest import build

HOST = os.environ.get("OLLAMA_HOST", "http://127.0.0.1:11434")
MODEL = os.environ.get("RAG_LLM__OLLAMA_MODEL", "llama3")


def _models() -> set[str] | None:
    url = HOST if HOST.startswith("http") else f"http://{HOST}"
    try:
        with urllib.request.urlopen(f"{url}/api/tags", timeout=2) as reply:
            return {m.get("name", "") for m in json.loads(reply.read()).get("models", [])}
    except OSError:
        return None


@pytest.mark.integration
def test_real_ollama_phrases_only_what_the_quotes_prove(tmp_path: Path, embedder) -> None:  # type: ignore[no-untyped-def]
    models = _models()
    if models is None:
        pytest.skip(f"no Ollama answering at {HOST}; start 'ollama serve' (and set OLLAMA_HOST) to run this test")
    if MODEL not in models and f"{MODEL}:latest" not in models:
        pytest.skip(f"model {MODEL} is not pulled; run: ollama pull {MODEL}")
    library = build(tmp_path / "data", embedder)
    settings = with_overrides(library.settings, {"generator": {"generator": "ollama"}, "llm": {"timeout_s": 300.0}})
    engine = Engine(library, settings)
    response = engine.ask("What are Acme's core values?")
    assert response.mode.value == "direct_answer"
    assert response.generation is not None
    assert verbatim_violations(library, response) == [] or response.generated
    if response.generated:
        for sentence in response.generation.sentences:
            for support in sentence.support:
                page = library.page(support.doc_id, support.page)
                assert page is not None and " ".join(support.quote.split()) in " ".join(page.text.split())
    refused = engine.ask("What is the capital of Peru?")
    assert refused.generation is None
