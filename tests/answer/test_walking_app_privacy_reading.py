"""A walking app's privacy notice in Markdown, asked as its users ask (2026-12-05, sixty-ninth
session; the questions and the quotes that answer them written before any answer was seen).

Before: "What personal data do you collect?" was answered **wrong, high-P** (medium, P 0.97) by
"This notice explains what personal data we collect and how we use it.", which says what the notice
tells, not what is collected.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.signpost import signpost
from rag_core.answer.understand.question import analyse
from tests.helpers.answers import assert_answered, assert_not_answered_by, engine_on
from tests.helpers.candidates import candidate

NOTICE = """# Privacy notice - Fernway app

Fernway Ltd runs the Fernway walking app. This notice explains what personal data we collect and how we use it.

## What we collect

When you create an account we collect your name, email address and date of birth.
If you turn on route tracking, the app records your location while a walk is being recorded.

## Sharing

We share payment details with Stripe, our payment processor.
Location data is never shared with advertisers.

## Storage and retention

Your data is stored on servers in Ireland.
Crash reports are kept for 90 days.
"""


@pytest.fixture(scope="module")
def fernway(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "fernway", {"privacy.md": NOTICE.encode()})


@pytest.mark.parametrize(
    ("question", "quoted"),
    [
        ("Do you track my location?", "the app records your location"),
        ("Where is my data stored?", "Ireland"),
        ("Do you share my location with advertisers?", "never shared with advertisers"),
        ("What does this notice explain?", "This notice explains what personal data we collect"),
    ],
)
def test_the_users_questions_are_answered(fernway: Engine, question: str, quoted: str) -> None:
    assert_answered(fernway, question, quoted)


def test_a_signpost_is_no_answer(fernway: Engine) -> None:
    assert_not_answered_by(fernway, "What personal data do you collect?", "This notice explains", "collect")


def test_signpost() -> None:
    collect = analyse("What personal data do you collect?", "")
    for text in (
        "This notice explains what personal data we collect and how we use it.",
        "This Privacy Policy describes how we collect, use and share your information.",
        "The following section sets out the ways in which we use your data.",
    ):
        assert signpost(collect, candidate(text)), text
    assert not signpost(collect, candidate("We collect your name, email address and date of birth."))
    assert not signpost(collect, candidate("Our notice period explains nothing."))
    assert not signpost(
        analyse("What does this policy describe?", ""), candidate("This policy describes how we use data.")
    )
