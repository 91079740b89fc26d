"""A tenancy agreement, a gym's membership page and a kettle warranty, asked as their readers ask
(2026-12-05, sixty-ninth session; the questions and the quotes that answer them written before any
answer was seen).

Before: "Is smoking allowed?" got passages beside "Smoking is not permitted anywhere in the
building." (P 0.82: the be-question's last word "allowed" was missing, though the judge reads
"permitted" as it); "How much is the Standard membership?" got passages beside "Standard membership
costs £29 a month ..." (P 0.51, below the 0.65 of a statement); "Who is responsible for repairs?"
got passages beside "The landlord is responsible for repairs ..." (a landlord held no duty);
"When is rent due?" got passages beside "... payable in advance on the first day of each month ..."
("due" is said as "payable"; a day of each month was no time).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.amounts import asks_price
from rag_core.answer.judging.predicate import lacks_predicate
from rag_core.answer.understand.question import analyse
from rag_core.messages import Mode
from rag_core.answer.understand.classify import AnswerType
from tests.helpers.answers import assert_answered, engine_on, value_of
from tests.helpers.candidates import candidate
from tests.helpers.office import heading, make_docx, para
from tests.helpers.pdfs import make_pdf

LEASE = make_pdf(
    [
        "Assured Shorthold Tenancy Agreement\n\n"
        "1. The property\nThis agreement is for the flat at 14 Alder Court, Norwich NR2 4PL, let by Greenway "
        "Lettings Ltd to the tenant named in the schedule.\n\n"
        "2. Rent\nThe rent is £1,150 per calendar month, payable in advance on the first day of each month by "
        "standing order. Rent paid more than 14 days late incurs interest at 3% above the Bank of England base rate.",
        "3. Deposit\nThe tenant pays a deposit of £1,325 before the tenancy starts.\n\n"
        "4. Repairs\nThe landlord is responsible for repairs to the structure, the boiler, the plumbing and the "
        "electrical wiring. The tenant must report any disrepair in writing as soon as it is noticed. The tenant "
        "is responsible for replacing light bulbs and smoke alarm batteries.\n\n"
        "5. Pets and smoking\nThe tenant may not keep pets at the property without the landlord's written "
        "consent, which will not be unreasonably withheld. Smoking is not permitted anywhere in the building.",
    ],
    title="Tenancy agreement",
)
GYM = """<html><head><title>Membership - Riverside Gym</title></head><body>
<h1>Membership options</h1>
<p>Riverside Gym offers three memberships: Off-Peak, Standard and Premium.</p>
<p>Off-Peak membership costs £19 a month and gives access between 10am and 4pm on weekdays and all day at weekends.</p>
<p>Standard membership costs £29 a month and gives access at any time.</p>
<p>Premium membership costs £45 a month and adds unlimited classes, a towel service and two guest passes a month.</p>
<h2>Joining</h2>
<p>There is a one-off joining fee of £20, waived for students with a valid student card.</p>
</body></html>""".encode()
WARRANTY = make_docx(
    heading("Kettle warranty"),
    para(
        "Your Brightline kettle is guaranteed against defects in materials and workmanship for two years "
        "from the date of purchase."
    ),
    heading("What is not covered", 2),
    para("The warranty does not cover limescale build-up, damage caused by misuse or accidents."),
    title="Brightline kettle warranty",
)


@pytest.fixture(scope="module")
def alder(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(
        tmp_path_factory, embedder, "alder", {"tenancy.pdf": LEASE, "gym.html": GYM, "warranty.docx": WARRANTY}
    )


@pytest.mark.parametrize(
    ("question", "quoted"),
    [
        ("Is smoking allowed?", "Smoking is not permitted anywhere in the building."),
        ("How much is the Standard membership?", "Standard membership costs £29 a month"),
        ("How much is Off-Peak?", "Off-Peak membership costs £19 a month"),
        ("Who is responsible for repairs?", "The landlord is responsible for repairs"),
        ("Who is responsible for smoke alarm batteries?", "The tenant is responsible for replacing light bulbs"),
        ("How much is the deposit?", "£1,325"),
        ("Is limescale covered?", "does not cover limescale"),
        ("When is rent due?", "payable in advance on the first day of each month"),
    ],
)
def test_the_readers_questions_are_answered(alder: Engine, question: str, quoted: str) -> None:
    assert_answered(alder, question, quoted)


@pytest.mark.parametrize(
    "question",
    [
        "How much is a day pass?",  # no price of one is given
        "Who is the landlord?",  # the agreement names no one by that role ("let by" a company)
        "Is there a break clause?",
    ],
)
def test_what_the_documents_do_not_say_is_not_answered(alder: Engine, question: str) -> None:
    response = alder.ask(question, session_id=question)
    assert response.mode is not Mode.DIRECT_ANSWER, response.answer


def test_a_be_questions_last_word_may_be_said_by_a_word_of_its_group() -> None:
    """ "permitted" and "prohibited" say whether it is "allowed"; a word of another group does not."""
    smoking = analyse("Is smoking allowed?", "")
    assert not lacks_predicate(smoking, candidate("Smoking is not permitted anywhere in the building."))
    assert not lacks_predicate(smoking, candidate("Smoking is prohibited in all rooms."))
    assert lacks_predicate(smoking, candidate("Smoking areas are marked on the site map."))
    assert lacks_predicate(analyse("Is the deposit refundable?", ""), candidate("The deposit is £1,325."))


def test_a_price_is_asked_by_how_much_is_or_does() -> None:
    assert asks_price(analyse("How much is the Standard membership?", ""))
    assert asks_price(analyse("How much does a child seat cost?", ""))
    assert not asks_price(analyse("How much more does Premium cost?", ""))
    assert not asks_price(analyse("What does Premium include?", ""))


def test_a_day_of_each_month_is_when() -> None:
    rent = "The rent is £1,150 per calendar month, payable in advance on the first day of each month."
    assert value_of("When is rent due?", rent, AnswerType.DATE) == "first day of each month"
    assert value_of("When is the levy paid?", "The levy is paid on the 15th of every month.", AnswerType.DATE) == (
        "15th of every month"
    )
    assert value_of("When is rent due?", "Rent is due in advance.", AnswerType.DATE) == ""
