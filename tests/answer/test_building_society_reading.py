"""A building society's current account terms and fees sheet, asked as its customers ask
(2026-12-05, sixty-eighth session; the questions and the quotes that answer them written before any
answer was seen).

Before: "What interest do you pay on my balance?" was answered, high, by "No interest is paid on
balances above £1,000." alone: the sentence before it, "We pay 1.5% AER on balances up to £1,000.",
lacked the "Interest" of its section's heading, which the later sentence says; "Can I close my
account whenever I want?" was refused beside "You can close your account at any time without
charge."
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.messages import Mode
from tests.helpers.answers import assert_answered, engine_on
from tests.helpers.office import make_xlsx
from tests.helpers.pdfs import make_pdf

TERMS = make_pdf(
    [
        "Harbourside Building Society\nEveryday Current Account: key terms\n\n"
        "Opening an account\nYou must be 18 or over and live in the UK to open an Everyday Current Account. "
        "You can open an account online, in a branch or by post.\n\n"
        "Overdrafts\nWe may offer you an arranged overdraft of up to £2,500, subject to a credit check. "
        "Arranged overdraft interest is charged at 19.9% EAR. "
        "We do not charge fees for unarranged overdrafts, but we may decline payments that would take you over your limit.",
        "Interest\nWe pay 1.5% AER on balances up to £1,000. No interest is paid on balances above £1,000.\n\n"
        "Using your card abroad\nWe do not charge a fee for card payments made abroad. "
        "Cash withdrawals abroad cost 2% of the amount withdrawn, with a minimum of £1.50.\n\n"
        "Closing your account\nYou can close your account at any time without charge. "
        "We will give you at least two months' notice if we decide to close your account.",
    ],
    title="Everyday Current Account key terms",
)
FEES = make_xlsx(
    {
        "Fees": [
            ["Service", "Fee"],
            ["Replacement card", "Free"],
            ["CHAPS payment", "£25"],
            ["Paper statement copy", "£5"],
            ["Stopped cheque", "£10"],
        ]
    },
    title="Everyday account fees",
)


@pytest.fixture(scope="module")
def society(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "harbourside", {"terms.pdf": TERMS, "fees.xlsx": FEES})


@pytest.mark.parametrize(
    ("question", "quoted"),
    [
        ("What interest do you pay on my balance?", "1.5% AER"),
        ("How much does it cost to withdraw cash abroad?", "2% of the amount withdrawn"),
        ("Is there a fee for going into an unarranged overdraft?", "We do not charge fees for unarranged overdrafts"),
        ("How much does a CHAPS payment cost?", "£25"),
    ],
)
def test_the_society_answers_its_customers(society: Engine, question: str, quoted: str) -> None:
    assert_answered(society, question, quoted)


def test_whenever_is_said_as_at_any_time(society: Engine) -> None:
    response = society.ask("Can I close my account whenever I want?", session_id="whenever")
    assert response.mode is not Mode.HARD_REFUSAL, response.answer
