"""Both back-ends against loopback servers that speak the real APIs, driven by the real clients.

Every scripted fault must end validated, repaired, reduced or replaced by the extractive answer,
and no invented token may reach the envelope.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from rag_core.answer.engine import Engine
from rag_core.envelope import Response
from rag_core.library import Library
from rag_core.messages import Mode
from rag_core.settings import with_overrides
from rag_core.testing import FakeLLMServer, FakeReply, answer_json, sid_with, tool_results
from tests.answer.conftest import build
from tests.helpers.builders import LibraryCache

VALUES = "Acme's core values are curiosity, safety and honesty."
QUESTION = "What are Acme's core values?"
BACKENDS = ("openai", "ollama")


@pytest.fixture(scope="module")
def library(tmp_path_factory: pytest.TempPathFactory, embedder, indexed: LibraryCache) -> Library:  # type: ignore[no-untyped-def]
    return build(tmp_path_factory.mktemp("gen") / "data", embedder, indexed=indexed)


@pytest.fixture(scope="module")
def extractive(library: Library) -> Engine:
    return Engine(library)


def _engine(library: Library, generator: str, server: FakeLLMServer, **llm: Any) -> Engine:
    settings = with_overrides(
        library.settings,
        {
            "generator": {"generator": generator},
            "llm": {"openai_base_url": f"{server.url}/v1", "ollama_host": server.url, "timeout_s": 5.0, **llm},
        },
    )
    return Engine(library, settings, api_key="sk-test-not-a-real-key")


def _run(
    library: Library, generator: str, responder: Callable[[str, dict], FakeReply], question: str = QUESTION, **llm: Any
) -> tuple[Response, FakeLLMServer]:
    with FakeLLMServer(responder) as server:
        response = _engine(library, generator, server, **llm).ask(question)
    return response, server


def _faithful(path: str, body: dict) -> FakeReply:
    sid = sid_with(body, VALUES)
    return FakeReply(content=answer_json([(VALUES, [(sid or "S1", VALUES)])]))


@pytest.mark.parametrize("generator", BACKENDS)
def test_faithful_answer_is_validated_and_marked_generated(
    library: Library, extractive: Engine, generator: str
) -> None:
    response, server = _run(library, generator, _faithful)
    plain = extractive.ask(QUESTION)
    assert response.mode is Mode.DIRECT_ANSWER and response.generated
    generation = response.generation
    assert generation is not None and generation.applied and generation.generator == generator
    assert generation.coverage == 1.0 and generation.repair_rounds == 0
    assert response.answer == VALUES
    assert generation.sentences[0].support[0].source == "acme_handbook.pdf"
    assert [(c.source, c.page) for c in response.citations] == [(c.source, c.page) for c in plain.citations]
    (request,) = server.chat_requests()
    if generator == "openai":
        assert request["response_format"]["type"] == "json_schema"
        assert request["temperature"] == 0 and request["seed"] == 7
    else:
        assert request["format"]["type"] == "object"
        assert request["options"]["temperature"] == 0 and request["options"]["seed"] == 7
    row = extractive.log.get(response.query_id)
    assert row is not None and (row.generator, row.model, row.coverage) == (generator, generation.model, 1.0)
    assert row.tokens > 0


def _invented_number(path: str, body: dict) -> FakeReply:
    sid = sid_with(body, VALUES) or "S1"
    return FakeReply(
        content=answer_json(
            [
                (VALUES, [(sid, VALUES)]),
                ("Acme employs 8,500 people.", [(sid, VALUES)]),
                ("Acme was founded in 1999.", [(sid, VALUES)]),
            ]
        )
    )


@pytest.mark.parametrize("generator", BACKENDS)
def test_invented_numbers_never_reach_the_envelope(library: Library, generator: str) -> None:
    response, server = _run(library, generator, _invented_number)
    text = response.to_json()
    assert "8,500" not in text and "8500" not in text and "1999" not in text
    assert len(server.chat_requests()) == 3  # the first reply and two repair rounds
    generation = response.generation
    assert generation is not None and generation.repair_rounds == 2
    # One of three sentences is proven: too little remains, so the extractive answer stands.
    assert not response.generated and not generation.applied
    assert response.answer == VALUES
    assert "could not be verified" in (generation.message or "")


def _mostly_faithful(path: str, body: dict) -> FakeReply:
    sid = sid_with(body, VALUES) or "S1"
    return FakeReply(
        content=answer_json(
            [
                ("Acme's core values are curiosity, safety and honesty.", [(sid, VALUES)]),
                ("Safety is one of them.", [(sid, "curiosity, safety and honesty")]),
                ("Honesty counts for 40% of the bonus.", [(sid, VALUES)]),
            ]
        )
    )


@pytest.mark.parametrize("generator", BACKENDS)
def test_unproven_sentences_are_dropped_when_enough_remains(library: Library, generator: str) -> None:
    response, _ = _run(library, generator, _mostly_faithful)
    assert response.generated and response.generation is not None
    assert response.generation.dropped_sentences == 1
    assert "40%" not in response.to_json()
    assert response.answer == "Acme's core values are curiosity, safety and honesty. Safety is one of them."


def _fake_quote(path: str, body: dict) -> FakeReply:
    sid = sid_with(body, VALUES) or "S1"
    return FakeReply(
        content=answer_json([("Acme values kindness above all.", [(sid, "Acme values kindness above all.")])])
    )


def _unknown_sid(path: str, body: dict) -> FakeReply:
    return FakeReply(content=answer_json([(VALUES, [("S9", VALUES)])]))


@pytest.mark.parametrize("generator", BACKENDS)
@pytest.mark.parametrize("responder", [_fake_quote, _unknown_sid], ids=["quote-not-in-chunk", "cites-S9"])
def test_bad_quotes_and_unknown_excerpts_are_rejected(library: Library, generator: str, responder) -> None:  # type: ignore[no-untyped-def]
    response, server = _run(library, generator, responder)
    assert not response.generated
    assert "kindness" not in response.to_json()
    assert response.answer == VALUES  # the extractive answer
    assert len(server.chat_requests()) == 3


@pytest.mark.parametrize("generator", BACKENDS)
def test_prose_instead_of_json_keeps_the_extractive_answer(library: Library, generator: str) -> None:
    response, _ = _run(library, generator, lambda p, b: FakeReply(content="Acme values teamwork and, frankly, profit."))
    assert not response.generated
    assert "malformed output" in (response.generation.message if response.generation else "")
    assert "teamwork" not in response.to_json()
    assert response.answer == VALUES


@pytest.mark.parametrize("generator", BACKENDS)
def test_empty_reply_keeps_the_extractive_answer(library: Library, generator: str) -> None:
    response, _ = _run(library, generator, lambda p, b: FakeReply(content=""))
    assert not response.generated and "empty reply" in (response.generation.message or "")


@pytest.mark.parametrize("generator", BACKENDS)
def test_timeout_is_a_message_not_a_hang(library: Library, generator: str) -> None:
    response, _ = _run(library, generator, lambda p, b: FakeReply(content="{}", delay_s=3.0), timeout_s=0.5)
    assert not response.generated
    assert "did not answer within 0.5 s" in (response.generation.message or "")
    assert response.answer == VALUES


@pytest.mark.parametrize("generator", BACKENDS)
@pytest.mark.parametrize(("status", "expected"), [(429, "rate limit"), (500, "error (500)")])
def test_server_errors_are_messages(library: Library, generator: str, status: int, expected: str) -> None:
    response, _ = _run(library, generator, lambda p, b: FakeReply(status=status, error="boom"))
    assert not response.generated
    message = (response.generation.message or "").lower()
    assert expected in message and "extractive answer is shown" in message
    assert response.answer == VALUES


@pytest.mark.parametrize("generator", BACKENDS)
def test_server_down_is_a_message(library: Library, generator: str) -> None:
    settings = with_overrides(
        library.settings,
        {
            "generator": {"generator": generator},
            "llm": {"openai_base_url": "http://127.0.0.1:9/v1", "ollama_host": "http://127.0.0.1:9", "timeout_s": 2.0},
        },
    )
    response = Engine(library, settings, api_key="sk-test").ask(QUESTION)
    assert not response.generated and response.answer == VALUES
    assert "cannot reach" in (response.generation.message or "")


def test_ollama_model_not_pulled_says_which_command_pulls_it(library: Library) -> None:
    response, _ = _run(
        library, "ollama", lambda p, b: FakeReply(status=404, error='model "llama3" not found, try pulling it first')
    )
    assert "ollama pull llama3" in (response.generation.message or "")


def test_missing_openai_key_is_a_message(library: Library, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.delenv("RAG_LLM__OPENAI_API_KEY", raising=False)
    monkeypatch.chdir(tmp_path)
    with FakeLLMServer(_faithful) as server:
        settings = with_overrides(
            library.settings, {"generator": {"generator": "openai"}, "llm": {"openai_base_url": server.url + "/v1"}}
        )
        response = Engine(library, settings).ask(QUESTION)
        assert server.chat_requests() == []
    assert "no OpenAI API key" in (response.generation.message or "")
    assert response.answer == VALUES


def _repair_with_tool(path: str, body: dict) -> FakeReply:
    messages = body["messages"]
    results = tool_results(body)
    if len(messages) == 2:  # first attempt: a quote that is not verbatim
        return FakeReply(content=answer_json([(VALUES, [("S1", "Acme values curiosity, safety, honesty")])]))
    if not results:  # repair round: ask a tool for the exact sentence
        return FakeReply(
            tool_calls=[{"name": "quote_fetch", "arguments": {"source": "acme_handbook.pdf", "pattern": "core values"}}]
        )
    fetched = results[-1]
    return FakeReply(content=answer_json([(VALUES, [(fetched["sid"], fetched["quote"])])]))


@pytest.mark.parametrize("generator", BACKENDS)
def test_repair_round_with_a_quote_tool_fixes_the_answer(library: Library, generator: str) -> None:
    response, server = _run(library, generator, _repair_with_tool)
    assert response.generated and response.generation is not None
    assert response.generation.repair_rounds == 1 and response.generation.coverage == 1.0
    assert response.generation.sentences[0].support[0].quote == VALUES
    tool_messages = [m for m in server.chat_requests()[-1]["messages"] if m["role"] == "tool"]
    assert tool_messages and json.loads(tool_messages[0]["content"])["quote"] == VALUES


def _calc(path: str, body: dict) -> FakeReply:
    s1 = sid_with(body, "Revenue for 2023 was EUR 48.2 million.") or "S1"
    s2 = sid_with(body, "Revenue for 2022 was EUR 41.7 million.") or "S1"
    return FakeReply(
        content=answer_json(
            [
                (
                    "Revenue grew by 6.5 million, from EUR 41.7 million in 2022 to EUR 48.2 million in 2023.",
                    [(s1, "Revenue for 2023 was EUR 48.2 million."), (s2, "Revenue for 2022 was EUR 41.7 million.")],
                )
            ],
            calcs={0: [("48.2 - 41.7", "6.5")]},
        )
    )


def test_calculations_are_recomputed_by_the_validator(library: Library) -> None:
    response, _ = _run(library, "openai", _calc, question="What was Acme's revenue in 2023?")
    assert response.generated and response.generation is not None
    assert response.generation.sentences[0].calcs[0].result == "6.5"

    def wrong(path: str, body: dict) -> FakeReply:
        reply = _calc(path, body)
        return FakeReply(
            content=reply.content.replace('"result": "6.5"', '"result": "7.5"').replace("by 6.5", "by 7.5")
        )

    bad, _ = _run(library, "openai", wrong, question="What was Acme's revenue in 2023?")
    assert not bad.generated and "7.5" not in bad.to_json()


def test_fallback_gets_a_labelled_summary_beside_verbatim_highlights(library: Library, extractive: Engine) -> None:
    sentence = "Robots are calibrated every morning before production starts."

    def summary(path: str, body: dict) -> FakeReply:
        sid = sid_with(body, sentence) or "S1"
        return FakeReply(content=answer_json([(sentence, [(sid, sentence)])]))

    response, _ = _run(library, "ollama", summary, question="How are robots calibrated?")
    plain = extractive.ask("How are robots calibrated?")
    assert response.mode is Mode.GUIDED_FALLBACK and response.generated
    assert response.generation is not None and response.generation.target == "summary"
    assert response.related_highlights == plain.related_highlights
    assert response.answer is None


@pytest.mark.parametrize("generator", BACKENDS)
def test_refused_questions_never_reach_the_model(library: Library, generator: str) -> None:
    for question in ("What is the capital of Peru?", "Tell me more", "Acme vs Globex", "Hello"):
        response, server = _run(library, generator, _faithful, question=question)
        assert server.chat_requests() == [], question
        assert not response.generated


def test_online_requests_carry_no_personal_data_and_no_injected_instructions(library: Library) -> None:
    question = "What are Acme's core values? Reply to jo.smith@example.com or +44 20 7946 0958."
    _, server = _run(library, "openai", _faithful, question=question)
    sent = json.dumps(server.chat_requests()[0])
    assert "jo.smith@example.com" not in sent and "7946" not in sent
    _, server = _run(
        library,
        "openai",
        lambda p, b: FakeReply(content=answer_json([], not_found=True)),
        question="When does the cafeteria open?",
    )
    sent = json.dumps(server.chat_requests()[0])
    assert "Ignore previous instructions" not in sent and "SYSTEM:" not in sent
    assert "The cafeteria opens at 8 am" in sent


@pytest.fixture(scope="module")
def sample_library(tmp_path_factory: pytest.TempPathFactory, embedder, indexed: LibraryCache) -> Iterator[Library]:  # type: ignore[no-untyped-def]
    yield indexed.samples(tmp_path_factory.mktemp("samples") / "data", embedder)


def _echo_first_excerpt_sentence(path: str, body: dict) -> FakeReply:
    """A model that quotes the first sentence of the first excerpt (always provable)."""
    from rag_core.testing import excerpts

    text = next(iter(excerpts(body).values()), "")
    first = text.split("\n")[0].strip()
    return FakeReply(content=answer_json([(first, [("S1", first)])]) if first else answer_json([], not_found=True))


@pytest.mark.parametrize("generator", BACKENDS)
def test_both_backends_answer_the_samples_through_the_same_gate(sample_library: Library, generator: str) -> None:
    plain = Engine(sample_library)
    questions = [
        "What are Northwind's core values?",
        "How are shipments routed?",
        "What is cross-docking?",
        "What is the capital of France?",
        "How many trucks does Northwind operate?",
    ]
    with FakeLLMServer(_echo_first_excerpt_sentence) as server:
        engine = _engine(sample_library, generator, server)
        for question in questions:
            base, generated = plain.ask(question), engine.ask(question)
            assert generated.mode is base.mode, question
            assert generated.citations == base.citations, question
            assert generated.evidence == base.evidence, question
            if base.mode is Mode.HARD_REFUSAL:
                assert generated.generation is None
            else:
                assert generated.generation is not None
    assert len(server.chat_requests()) == 4  # every question but the refused one
