"""A who-question for one role is never answered by the holder of another role of the same kind:
"Who is the head of finance?" is not answered by "Hiroshi Lefevre is our head nurse." (the judge
rated such sentences up to P 0.98, high), while "Who is the head of legal?" is answered by the
sentence that names the head of legal. Nor is "Who founded ...?" answered by a sentence that says
when and where it was founded but not by whom."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.roles import asked_role, no_agent, other_role
from rag_core.messages import Mode
from tests.helpers.builders import new_library

HANDBOOK = """# Larkspur Veterinary Clinic - Staff Handbook

## People

Hiroshi Lefevre is our head nurse.

Our head of legal is Orla Macaulay.

Valentina Ishikawa has been chief executive since 2021.

## History

Larkspur Veterinary Clinic was founded in 1998 in Calgary.

## Parking

Staff parking is in Garage B, open to employees between 08:30 and 20:00 on weekdays.
"""


@pytest.fixture(scope="module")
def larkspur(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    data = tmp_path_factory.mktemp("larkspur") / "data"
    yield Engine(new_library(data, embedder, {"larkspur_handbook.md": HANDBOOK.encode()}))


@pytest.mark.parametrize(
    "question", ["Who is the head of finance?", "Who is the head of people?", "Who is the head vet?"]
)
def test_the_holder_of_another_role_is_no_answer(larkspur: Engine, question: str) -> None:
    response = larkspur.ask(question, session_id=f"role-{question}")
    assert response.mode is not Mode.DIRECT_ANSWER, response.answer
    assert "Hiroshi Lefevre" not in (response.answer or "")


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("Who is the head of legal?", "Our head of legal is Orla Macaulay."),
        ("Who is the current head of legal?", "Our head of legal is Orla Macaulay."),
        ("Who is the chief executive?", "Valentina Ishikawa has been chief executive since 2021."),
    ],
)
def test_the_holder_of_the_role_asked_answers(larkspur: Engine, question: str, answer: str) -> None:
    response = larkspur.ask(question, session_id=f"role-{question}")
    assert response.mode is Mode.DIRECT_ANSWER, response.mode
    assert response.answer == answer


@pytest.mark.parametrize(
    ("question", "quote", "other"),
    [
        ("Who is the head of finance?", "Hiroshi Lefevre is our head nurse.", True),
        ("Who is the finance director?", "Chiara Vance has been finance director since 2021.", False),
        ("Who is the managing director?", "Jo Smith is our finance director.", True),
        ("Who is Best Buy's Chief Financial Officer?", "Corie Barry, Chief Executive Officer", True),
        ("Who is Best Buy's Chief Financial Officer?", "Matthew Bilunas, Chief Financial Officer", False),
        # no role of the kind asked: left to the judge
        (
            "Who is the head of people?",
            "Marguerite Aldane looks after recruitment and pay as our people manager.",
            False,
        ),
        # an acronym and its words, "finance" and "financial"
        ("Who is the HR director?", "Linnea Sandoval is our human resources director.", False),
        ("Who is the head of human resources?", "Our HR head is Linnea Sandoval.", False),
        ("Who is the head of finance?", "Jo Smith is our head of financial planning.", False),
        # "the Head of Redfern College" may name the organisation headed
        ("Who is the Head of Redfern College?", "Yusuf Lachance is our head teacher.", False),
    ],
)
def test_a_role_of_the_kind_asked_but_another_one_is_recognised(question: str, quote: str, other: bool) -> None:
    assert other_role(question, quote) is other


def test_the_words_that_narrow_a_role_are_read_around_it() -> None:
    kinds, narrowing = asked_role("Who is Redfern's current head of customer success?")
    assert kinds == {"head"}
    assert [w.lower for w in narrowing] == ["customer", "success"]  # not the organisation, not "current"


def test_a_deed_done_without_saying_by_whom_is_no_answer_to_who_did_it(larkspur: Engine) -> None:
    # "Larkspur Veterinary Clinic was founded in 1998 in Calgary." says when and where, not who
    for question in ("Who founded Larkspur?", "Who founded the clinic?"):
        response = larkspur.ask(question, session_id=f"role-{question}")
        assert response.mode is not Mode.DIRECT_ANSWER, response.answer


@pytest.mark.parametrize(
    ("question", "quote", "agentless"),
    [
        ("Who founded Harbourline?", "Harbourline Logistics was founded in 1998 in Calgary.", True),
        ("Who built the church?", "The church was originally built in 1715.", True),
        ("Who approves international travel?", "International travel must be approved in advance.", True),
        ("Who founded Harbourline?", "Harbourline Logistics was founded in 1998 by Ottilie Brannagh.", False),
        ("Who built the church?", "Jo Smith built the church in 1715.", False),
        ("Who is the chief executive?", "Jo Smith was appointed in 2019.", False),
    ],
)
def test_a_passive_without_by_names_no_one(question: str, quote: str, agentless: bool) -> None:
    assert no_agent(question, quote) is agentless
