"""A day nursery's parent handbook and price list, asked as its parents ask (2026-12-05,
sixty-eighth session; the questions and the quotes that answer them written before any answer was
seen).

Before: "What happens if I am late to pick up?" was refused and "How much is the late pickup fee?"
got passages beside "A late collection fee of £15 is charged for every 15 minutes after 6pm.": the
handbook says "collect" and "collection", never "pick up".
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.messages import Mode
from tests.helpers.answers import assert_answered, engine_on
from tests.helpers.office import heading, make_docx, make_xlsx, para

HANDBOOK = make_docx(
    heading("Little Acorns Nursery: parent handbook"),
    heading("Sessions", 2),
    para("The nursery is open from 7:30am to 6pm, Monday to Friday, 51 weeks a year."),
    para("We close for one week between Christmas and New Year."),
    para("Children can attend morning sessions, afternoon sessions or full days."),
    heading("Food", 2),
    para("We provide breakfast, a hot lunch and an afternoon snack, all cooked on site."),
    para("Please tell us about any allergies before your child starts."),
    para("We are a nut-free nursery."),
    heading("Illness", 2),
    para("If your child has sickness or diarrhoea, they must stay at home until 48 hours after the last episode."),
    para("We can give prescribed medicine only with your written consent."),
    heading("Collection", 2),
    para("Only adults named on your child's registration form may collect your child."),
    para("A late collection fee of £15 is charged for every 15 minutes after 6pm."),
    heading("Fees", 2),
    para("Fees are paid monthly in advance by direct debit."),
    para("We accept tax-free childcare and the government-funded 15 and 30 hours for eligible children."),
    para("We require one month's written notice if your child is leaving."),
    title="Little Acorns parent handbook",
)
PRICES = make_xlsx(
    {
        "Prices 2025": [
            ["Session", "Under 2s (GBP)", "2 years and over (GBP)"],
            ["Morning (7:30-12:30)", "42", "38"],
            ["Afternoon (13:00-18:00)", "40", "36"],
            ["Full day", "72", "66"],
        ]
    },
    title="Little Acorns prices",
)


@pytest.fixture(scope="module")
def nursery(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "acorns", {"handbook.docx": HANDBOOK, "prices.xlsx": PRICES})


@pytest.mark.parametrize(
    ("question", "quoted"),
    [
        ("What happens if I am late to pick up?", "late collection fee of £15"),
        ("How much is the late pickup fee?", "£15"),
        ("Do you provide lunch?", "a hot lunch"),
        ("How much notice do I need to give if we leave?", "one month's written notice"),
        ("Do you take tax-free childcare?", "We accept tax-free childcare"),
    ],
)
def test_the_nursery_answers_its_parents(nursery: Engine, question: str, quoted: str) -> None:
    assert_answered(nursery, question, quoted)


def test_picking_up_is_said_as_collecting(nursery: Engine) -> None:
    response = nursery.ask("Can my child's grandmother pick them up?", session_id="grandmother")
    assert response.mode is not Mode.HARD_REFUSAL, response.answer
