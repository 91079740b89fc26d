"""Follow-up questions in a conversation, read against the earlier turns (real engine, sample documents)."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.understand.followup import PriorTurn
from rag_core.envelope import Response
from rag_core.messages import Mode, RefusalReason
from tests.helpers.builders import LibraryCache

REVENUE_2023 = "What was Northwind's revenue in 2023?"
TRUCKS = "How many trucks does Northwind operate?"


@pytest.fixture(scope="module")
def northwind(tmp_path_factory: pytest.TempPathFactory, embedder, indexed: LibraryCache) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    """An engine over the sample documents a new user starts with (Northwind Logistics)."""
    yield Engine(indexed.samples(tmp_path_factory.mktemp("northwind") / "data", embedder))


def thread(engine: Engine, *questions: str) -> list[PriorTurn]:
    """Ask ``questions`` in turn, each with the turns before it, as the UI does."""
    turns: list[PriorTurn] = []
    for question in questions:
        response = engine.ask(question, history=turns)
        turns.append(PriorTurn(response.followup.searched if response.followup else question, response))
    return turns


def follow(engine: Engine, history: list[PriorTurn], question: str) -> Response:
    response = engine.ask(question, history=history)
    assert response.followup is not None, f"{question!r} was not read as a follow-up"
    assert response.followup.asked == question
    assert response.followup.previous_query_id == history[-1].response.query_id
    return response


def test_and_in_another_year_answers_the_previous_question_for_that_year(northwind: Engine) -> None:
    history = thread(northwind, REVENUE_2023)
    assert "182.4" in (history[0].response.answer or "")
    response = follow(northwind, history, "and in 2022?")
    assert response.followup.searched == "What was Northwind's revenue in 2022?"
    assert response.mode is Mode.DIRECT_ANSWER
    assert "EUR 164.9 million" in (response.answer or "")
    # Asked on its own, the same words are too vague to answer.
    assert northwind.ask("and in 2022?").mode is Mode.HARD_REFUSAL


@pytest.mark.parametrize("question", ["what about 2022?", "how about FY2022?"])
def test_a_period_is_added_when_the_previous_question_had_none(northwind: Engine, question: str) -> None:
    history = thread(northwind, "What was Northwind's revenue?")
    response = follow(northwind, history, question)
    period = question.split()[-1].rstrip("?")
    assert response.followup.searched == f"What was Northwind's revenue in {period}?"
    assert "164.9" in (response.answer or "")


@pytest.mark.parametrize("question", ["tell me more", "more", "go on", "more details", "elaborate", "Explain further."])
def test_tell_me_more_shows_passages_about_the_previous_subject(northwind: Engine, question: str) -> None:
    history = thread(northwind, TRUCKS)
    response = follow(northwind, history, question)
    assert response.followup.searched == "Tell me more about Northwind's trucks"
    assert response.mode is Mode.GUIDED_FALLBACK
    shown = " ".join(h.highlight for h in response.related_highlights or [])
    assert "trucks" in shown and "Northwind" in shown
    assert northwind.ask(question).mode is Mode.HARD_REFUSAL  # on its own: nothing to go on


@pytest.mark.parametrize(
    ("question", "company"), [("what about Boeing?", "Boeing"), ("and for Pfizer?", "Pfizer"), ("how about 3M?", "3M")]
)
def test_what_about_another_company_asks_the_previous_question_of_it(
    northwind: Engine, question: str, company: str
) -> None:
    history = thread(northwind, REVENUE_2023)
    response = follow(northwind, history, question)
    assert response.followup.searched == f"What was {company}'s revenue in 2023?"
    # The library holds nothing of that company: Northwind's figure is not given as its answer.
    assert response.mode is not Mode.DIRECT_ANSWER


def test_a_topic_after_a_definition_asks_for_its_definition(northwind: Engine) -> None:
    history = thread(northwind, "What is cross-docking?")
    response = follow(northwind, history, "what about proof of delivery?")
    assert response.followup.searched == "What is proof of delivery?"
    assert "signed or photographed confirmation" in (response.answer or "")


def test_a_topic_after_another_question_is_a_question_of_its_own(northwind: Engine) -> None:
    history = thread(northwind, TRUCKS)
    response = northwind.ask("what about cross-docking?", history=history)
    assert response.followup is None
    assert response.content_json() == northwind.ask("what about cross-docking?").content_json()
    assert "Cross-docking means" in (response.answer or "")


def test_that_figure_stands_for_the_previous_subject(northwind: Engine) -> None:
    history = thread(northwind, REVENUE_2023)
    response = follow(northwind, history, "Is that figure audited?")
    assert response.followup.searched == "Is Northwind's revenue in 2023 audited?"
    # Nothing says it is audited: passages about that revenue are shown, never a direct answer.
    assert response.mode is Mode.GUIDED_FALLBACK
    assert any("182.4" in h.highlight for h in response.related_highlights or [])


def test_it_stands_for_the_previous_subject(northwind: Engine) -> None:
    history = thread(northwind, "When was the road safety policy approved?")
    response = follow(northwind, history, "Who approved it?")
    assert response.followup.searched == "Who approved road safety policy?"
    # Read under the policy's title, "Version 3, approved by the Board on 12 February 2024." answers
    # (2026-12-06; before, it was the first passage shown).
    assert "approved by the Board" in (response.answer or "")


@pytest.mark.parametrize(
    ("question", "searched"),
    [
        ("When did this start?", "When did Northwind's trucks start?"),
        ("How has that changed?", "How has Northwind's trucks changed?"),
    ],
)
def test_a_pointer_after_tell_me_more_keeps_the_first_subject(northwind: Engine, question: str, searched: str) -> None:
    history = thread(northwind, TRUCKS, "tell me more")
    response = northwind.ask(question, history=history)
    assert response.followup is not None
    assert response.followup.searched == searched
    assert response.followup.previous_query_id == history[0].response.query_id


def test_its_names_the_previous_company(northwind: Engine) -> None:
    history = thread(northwind, "What are Northwind's core values?")
    response = follow(northwind, history, "What is its revenue?")
    assert response.followup.searched == "What is Northwind's revenue?"
    assert "182.4" in (response.answer or "")
    typed_lower = follow(northwind, history, "what is its revenue")
    assert typed_lower.followup.searched == "What is Northwind's revenue?"  # shown as a sentence


@pytest.mark.parametrize(
    "question",
    ["How many people does Northwind employ?", "What is a near miss?", "What is revenue and how did it change?"],
)
def test_a_standalone_question_in_a_thread_is_answered_as_without_one(northwind: Engine, question: str) -> None:
    history = thread(northwind, REVENUE_2023, "and in 2022?")
    alone = northwind.ask(question)
    in_thread = northwind.ask(question, history=history)
    assert in_thread.followup is None
    assert in_thread.content_json() == alone.content_json()


def test_a_vague_follow_up_offers_what_the_previous_turn_was_about(northwind: Engine) -> None:
    history = thread(northwind, "How does Northwind compare to DHL?")
    assert history[0].response.refusal_reason is RefusalReason.EXTERNAL_COMPARISON
    response = northwind.ask("and?", history=history, session_id="vague-followup")
    assert response.refusal_reason is RefusalReason.VAGUE
    assert response.clarify is not None
    assert response.clarify.questions[0].options[:2] == ["Northwind", "DHL"]
    alone = northwind.ask("and?", session_id="vague-alone")
    assert alone.clarify is not None and alone.clarify.questions[0].options == []


def test_a_follow_up_skips_turns_without_a_subject(northwind: Engine) -> None:
    history = thread(northwind, REVENUE_2023, "hello", "tell me a joke")
    response = northwind.ask("and in 2022?", history=history)
    assert response.followup is not None
    assert response.followup.previous_query_id == history[0].response.query_id
    assert "164.9" in (response.answer or "")


def test_the_log_keeps_the_question_as_typed_and_the_envelope_what_was_searched(northwind: Engine) -> None:
    history = thread(northwind, REVENUE_2023)
    response = follow(northwind, history, "and in 2022?")
    logged = northwind.log.get(response.query_id)
    assert logged is not None and logged.question == "and in 2022?"
    assert json.loads(logged.envelope)["followup"]["searched"] == "What was Northwind's revenue in 2022?"


def test_the_same_history_and_question_give_the_same_envelope(northwind: Engine) -> None:
    history = thread(northwind, REVENUE_2023)
    first = northwind.ask("what about 2022?", history=history)
    second = northwind.ask("what about 2022?", history=history)
    assert first.content_json() == second.content_json()


def test_a_topic_in_place_of_the_figure_asked_for_keeps_company_and_period(northwind: Engine) -> None:
    history = thread(northwind, REVENUE_2023)
    response = follow(northwind, history, "what about the operating margin?")
    assert response.followup.searched == "What was Northwind's operating margin in 2023?"
    assert response.mode is Mode.DIRECT_ANSWER and "7.9%" in (response.answer or "")


@pytest.mark.parametrize(
    ("previous", "said"),
    [
        ("How many trucks does Northwind operate?", "Tell me more about Northwind's trucks"),
        (
            "How many stores did Best Buy have at the end of fiscal 2023?",
            "Tell me more about Best Buy's stores at the end of fiscal 2023",
        ),
        (
            "How much revenue did Best Buy report in fiscal 2023?",
            "Tell me more about Best Buy's revenue in fiscal 2023",
        ),
    ],
)
def test_tell_me_more_names_the_subject_as_an_analyst_would(northwind: Engine, previous: str, said: str) -> None:
    response = follow(northwind, thread(northwind, previous), "tell me more")
    assert response.followup.searched == said
