"""An outdoor clothing shop's delivery and returns page and boot size guide, asked as its customers
ask (2026-12-05, sixty-eighth session; the questions and the quotes that answer them written before
any answer was seen).

Before: "How long does a refund take?" was answered **wrong, high** by "You can return unworn items
within 30 days of delivery for a full refund." (how long one may return, the refund named only
after the value) instead of "Refunds are made ... within 5 working days of us receiving your
return."; "What if my item is broken?" lacked "broken" beside "If your item is faulty, ...".
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.contrast import takes_other
from rag_core.answer.understand.question import analyse
from tests.helpers.answers import assert_answered, engine_on
from tests.helpers.candidates import candidate
from tests.helpers.office import make_xlsx

RETURNS = """<html><head><title>Delivery and returns - Fernhill Outdoor</title></head><body>
<h1>Delivery and returns</h1>
<h2>Delivery</h2>
<p>Standard delivery takes 3 to 5 working days and costs £3.95.</p>
<p>Orders over £50 qualify for free standard delivery.</p>
<p>Next-day delivery costs £6.95 if you order before 2pm, Monday to Thursday.</p>
<p>We currently deliver to the UK and Ireland only.</p>
<h2>Returns</h2>
<p>You can return unworn items within 30 days of delivery for a full refund.</p>
<p>Returns are free using the prepaid label in your parcel.</p>
<p>Refunds are made to your original payment method within 5 working days of us receiving your return.</p>
<p>Sale items can be returned, but personalised items cannot.</p>
<h2>Faulty goods</h2>
<p>If your item is faulty, contact us within 12 months and we will repair or replace it.</p>
</body></html>""".encode()
SIZES = make_xlsx(
    {
        "Boot sizes": [
            ["UK size", "EU size", "Foot length (cm)"],
            ["6", "39", "24.5"],
            ["7", "40.5", "25.5"],
            ["8", "42", "26.5"],
            ["9", "43", "27.5"],
        ]
    },
    title="Fernhill boot size guide",
)


@pytest.fixture(scope="module")
def shop(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "fernhill", {"returns.html": RETURNS, "sizes.xlsx": SIZES})


@pytest.mark.parametrize(
    ("question", "quoted"),
    [
        ("How long does a refund take?", "within 5 working days of us receiving your return"),
        ("What if my item is broken?", "If your item is faulty"),
        ("How long do I have to return something?", "within 30 days of delivery"),
        ("How long does delivery take?", "3 to 5 working days"),
        ("What EU size is a UK 8?", "42"),
    ],
)
def test_the_shop_answers_its_customers(shop: Engine, question: str, quoted: str) -> None:
    assert_answered(shop, question, quoted)


def test_a_length_of_time_said_before_the_asked_thing_is_another_thing_s() -> None:
    question = analyse("How long does a refund take?")
    returning = candidate(
        "You can return unworn items within 30 days of delivery for a full refund.", answer_value="30 days"
    )
    refunding = candidate(
        "Refunds are made within 5 working days of us receiving your return.", answer_value="5 working days"
    )
    assert takes_other(question, returning, [returning, refunding])
    assert not takes_other(question, refunding, [returning, refunding])
    # alone, a sentence naming the asked thing after its length of time answers
    allow = candidate("Please allow two working days for your prescription to be ready.", answer_value="two")
    assert not takes_other(analyse("How long does a prescription take?"), allow, [allow])
