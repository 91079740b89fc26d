"""Replay: a fixed question set over fixed fixture libraries gives the envelopes recorded in the repo.

Refactoring must not change what an analyst sees. This test asks every question below and
compares each envelope (without the per-call query id and latency; scores to 4 decimals) with
``replay_envelopes.json``. After a change that is *meant* to alter answers, re-record with
``VERBATIM_UPDATE_REPLAY=1 make test PYTEST_ARGS=tests/answer/test_replay.py`` and review the diff
of that file like code.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from rag_core.answer.engine import Engine
from tests.answer.conftest import build
from tests.answer.test_filings import filings_library
from tests.helpers.builders import LibraryCache

RECORDED = Path(__file__).with_name("replay_envelopes.json")
SAMPLES = Path(__file__).resolve().parents[2] / "data" / "samples"

ACME = (
    "What are Acme's core values?",
    "When was Acme Robotics founded?",
    "What is a work cell?",
    "How are robots calibrated?",
    "Tell me more",
    "How much did that invoice cost?",
    "Acme vs Globex",
    "What is the capital of Peru?",
    "Should I invest in Acme Robotics?",
    "What was Acme's revenue in 2021?",
    "What was Acme's revenue in 2023?",
    "How many people does Acme employ?",
    "When does the cafeteria open?",
    "Hello!",
    "What documents do you have?",
    "Who founded Acme and where?",
    "How long does calibration take?",
    "What does preventive maintenance mean?",
)
FILINGS = (
    "What is Contoso's headcount?",
    "How many employees did Northwind have at the end of 2023?",
    "How many employees were there at the end of 2023?",
    "What were Northwind's total revenues in 2022?",
    "What were Northwind's total revenues in 2019?",
    "What was Northwind's revenue in 2023?",
    "What was Northwind's cost of sales in 2023?",
    "Where are Northwind's principal executive offices?",
    "Did Northwind's cost of sales grow from 2022 to 2023?",
    "What was Northwind's net income in 2023?",
    "What was Northwind's backlog at the end of 2023?",
    "What was Contoso's total revenue in 2023?",
    "What was Northwind's international revenue in 2023?",
)
SAMPLE_QUESTIONS = (  # the app's example buttons first
    "What are Northwind's core values?",
    "How many trucks does Northwind operate?",
    "How are shipments routed?",
    "What is cross-docking?",
    "What was the revenue for 2021?",
    "What is the capital of France?",
    "How many employees does Northwind have?",
    "What was the revenue in 2023?",
    "What are the safety rules for forklifts?",
    "How many vacation days do employees get?",
    "Who is the CEO?",
    "What is the weather in Paris?",
)


def _round(value: object) -> object:
    """Scores to 4 decimals: the last digits of a float sum may differ between thread counts."""
    if isinstance(value, float):
        return round(value, 4)
    if isinstance(value, dict):
        return {k: _round(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_round(v) for v in value]
    return value


def _ask_all(engine: Engine, corpus: str, questions: tuple[str, ...]) -> dict[str, object]:
    out = {}
    for n, question in enumerate(questions):
        response = engine.ask(question, session_id=f"replay-{corpus}-{n}")
        out[f"{corpus}: {question}"] = _round(json.loads(response.content_json()))
    return out


@pytest.fixture(scope="module")
def envelopes(tmp_path_factory: pytest.TempPathFactory, embedder, indexed: LibraryCache) -> dict[str, object]:  # type: ignore[no-untyped-def]
    root = tmp_path_factory.mktemp("replay")
    got = _ask_all(Engine(build(root / "acme", embedder, indexed=indexed)), "acme", ACME)
    got |= _ask_all(Engine(filings_library(root / "filings", embedder, indexed)), "filings", FILINGS)
    got |= _ask_all(Engine(indexed.seeded_samples(root / "samples", embedder)), "samples", SAMPLE_QUESTIONS)
    return got


def test_replayed_questions_give_the_recorded_envelopes(envelopes: dict[str, object]) -> None:
    if os.environ.get("VERBATIM_UPDATE_REPLAY") == "1":
        RECORDED.write_text(
            json.dumps(envelopes, ensure_ascii=False, indent=1, sort_keys=True) + "\n", encoding="utf-8"
        )
        pytest.skip("re-recorded replay_envelopes.json; review its diff")
    recorded = json.loads(RECORDED.read_text(encoding="utf-8"))
    assert sorted(envelopes) == sorted(recorded), "the question set changed: re-record"
    changed = [key for key in recorded if envelopes[key] != recorded[key]]
    assert not changed, (
        f"{len(changed)} envelope(s) changed, first: {changed[0]}\n"
        + json.dumps({"recorded": recorded[changed[0]], "now": envelopes[changed[0]]}, ensure_ascii=False, indent=1)[
            :4000
        ]
    )
