"""A charity's annual report and income sheet, asked as its readers ask (2026-12-05, sixty-ninth
session; the questions and the quotes that answer them written before any answer was seen).

Before: "Who is the chief executive?" was answered **wrong** (medium, P 0.82) by "I would like to
thank our outgoing chief executive, Margaret Oduya, who retired in September after twelve years."
(the role named only as no longer held; her successor is named in the next sentence).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.roles import former_holder
from tests.helpers.answers import assert_answered, assert_not_answered_by, engine_on
from tests.helpers.office import make_xlsx
from tests.helpers.pdfs import make_pdf

REPORT = make_pdf(
    [
        "Harbour Lights Trust\nAnnual report and accounts for the year ended 31 March 2026\n\n"
        "Chair's statement\nThis has been our busiest year yet. Our helpline answered 18,400 calls, up from 15,900 "
        "the year before, and our 240 volunteers gave more than 31,000 hours of their time. I would like to thank "
        "our outgoing chief executive, Margaret Oduya, who retired in September after twelve years. Her successor, "
        "Daniel Price, joined us in October 2025.\n\nRachel Lindqvist, Chair of Trustees",
        "Financial review\nTotal income for the year was £2.84 million (2025: £2.51 million). Total expenditure was "
        "£2.69 million, of which £2.31 million was spent on charitable activities.\n\n"
        "Structure and governance\nThe board of trustees meets four times a year. Trustees are appointed for terms "
        "of three years and may serve up to three terms.",
    ],
    title="Harbour Lights Trust annual report 2025-26",
)
INCOME = make_xlsx(
    {
        "Income": [
            ["Source", "2026 (GBP 000)", "2025 (GBP 000)"],
            ["Donations and legacies", "1,620", "1,410"],
            ["Trading", "310", "280"],
            ["Total income", "2,840", "2,510"],
        ]
    },
    title="Harbour Lights income analysis",
)


@pytest.fixture(scope="module")
def trust(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "trust", {"report.pdf": REPORT, "income.xlsx": INCOME})


@pytest.mark.parametrize(
    ("question", "quoted"),
    [
        ("Who is the outgoing chief executive?", "Margaret Oduya"),
        ("When did Daniel Price join?", "October 2025"),
        ("How often do trustees meet?", "four times a year"),
        ("What was total expenditure?", "£2.69 million"),
        ("How much trading income was there in 2025?", "280"),
    ],
)
def test_the_readers_questions_are_answered(trust: Engine, question: str, quoted: str) -> None:
    assert_answered(trust, question, quoted)


def test_a_role_no_longer_held_does_not_say_who_holds_it(trust: Engine) -> None:
    assert_not_answered_by(trust, "Who is the chief executive?", "Margaret Oduya", "ceo")


def test_former_holder() -> None:
    outgoing = "I would like to thank our outgoing chief executive, Margaret Oduya, who retired in September."
    assert former_holder("Who is the chief executive?", outgoing)
    assert former_holder("Who is the chair?", "The former chair, Ann Lee, stepped down in May.")
    # a sentence naming the role as held now too, a question asking for the one leaving or a past one
    assert not former_holder(
        "Who is the chief executive?", "Our former chief executive handed over to our chief executive Daniel Price."
    )
    assert not former_holder("Who is the outgoing chief executive?", outgoing)
    assert not former_holder("Who was the chief executive?", outgoing)
    assert not former_holder("Who is the chief executive?", "Daniel Price is our chief executive.")
