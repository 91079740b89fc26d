"""A car rental firm's terms, extras price list and FAQ page, asked as its customers ask (2026-12-05,
sixty-eighth session; the questions and the quotes that answer them written before any answer was
seen).

Before: "Is there a young driver fee?" lacked "fee" beside "Drivers aged 23 to 25 pay a young driver
surcharge."; "How much is sat nav per day?" was refused beside the sheet's "Satellite navigation"
row; "What number do I call if I break down?" lacked the "down" of the FAQ's question right above
"Call our 24-hour roadside assistance line on 0800 555 0199." (a heading lent no word the stop list
holds, even one the question weighs).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.lent import asked_above
from rag_core.text.sentences import split_sentences
from tests.helpers.answers import assert_answered, engine_on
from tests.helpers.office import make_xlsx
from tests.helpers.pdfs import make_pdf

TERMS = make_pdf(
    [
        "Northway Car Rental\nRental terms and conditions\n\n"
        "1. Drivers\nThe main driver must be at least 23 years old and have held a full driving licence for at least two years. "
        "Drivers aged 23 to 25 pay a young driver surcharge. Additional drivers must be named on the rental agreement.\n\n"
        "2. Fuel\nCars are supplied with a full tank and must be returned full. "
        "If the car is returned with less fuel, we charge for the missing fuel plus a refuelling fee of £20.",
        "3. Mileage\nAll rentals include unlimited mileage within the United Kingdom. "
        "Taking the car to mainland Europe requires our written permission and a cross-border fee.\n\n"
        "4. Damage and insurance\nEvery rental includes collision damage waiver with an excess of £1,200. "
        "The excess can be reduced to £0 by buying Excess Cover at the counter. "
        "Damage to tyres, windscreens and the underside of the car is not covered by the collision damage waiver.\n\n"
        "5. Late returns\nCars returned more than 59 minutes late are charged an extra day's rental. "
        "Smoking in any of our cars incurs a cleaning charge of £150.",
    ],
    title="Northway Car Rental terms",
)
FEES = make_xlsx(
    {
        "Extras": [
            ["Extra", "Price per day (GBP)", "Maximum charge per rental (GBP)"],
            ["Child seat", "9", "60"],
            ["Additional driver", "12", "90"],
            ["Young driver surcharge", "30", "300"],
            ["Satellite navigation", "8", "56"],
            ["Excess Cover", "18", "180"],
        ]
    },
    title="Northway extras price list",
)
FAQ = b"""<html><head><title>FAQ - Northway Car Rental</title></head><body>
<h1>Frequently asked questions</h1>
<h2>Can I pick up the car at the airport?</h2><p>Yes, we have desks at Manchester and Leeds Bradford airports.</p>
<h2>What do I need to bring?</h2><p>Please bring your driving licence, a credit card in the main driver's name and proof of address dated within the last three months.</p>
<h2>Can I pay with a debit card?</h2><p>We accept debit cards for payment, but the security deposit must be held on a credit card.</p>
<h2>Are pets allowed?</h2><p>Pets are allowed if they travel in a secured carrier; a cleaning charge applies if the car is returned with pet hair.</p>
<h2>What happens if I break down?</h2><p>Call our 24-hour roadside assistance line on 0800 555 0199.</p>
</body></html>"""


@pytest.fixture(scope="module")
def northway(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "northway", {"terms.pdf": TERMS, "extras.xlsx": FEES, "faq.html": FAQ})


@pytest.mark.parametrize(
    ("question", "quoted"),
    [
        ("Is there a young driver fee?", "young driver surcharge"),
        ("How much is sat nav per day?", "8"),
        ("What number do I call if I break down?", "0800 555 0199"),
        ("Is mileage unlimited?", "unlimited mileage"),
        ("Is windscreen damage covered?", "not covered by the collision damage waiver"),
    ],
)
def test_the_rental_firm_answers_its_customers(northway: Engine, question: str, quoted: str) -> None:
    assert_answered(northway, question, quoted)


def test_a_question_line_lends_every_word_a_question_weighs() -> None:
    text = "What happens if I break down?\n\nCall our 24-hour roadside assistance line on 0800 555 0199."
    sentences = split_sentences(text)
    assert {"break", "down"} <= asked_above(text, sentences, 1)


def test_a_question_line_lends_no_word_of_how_many() -> None:
    """The answer under "Is all your coffee organic?" need not say all ("Our espresso blend is
    certified organic." is no answer to "All coffee organic?")."""
    text = "Is all your coffee organic?\n\nOur espresso blend is certified organic."
    sentences = split_sentences(text)
    lent = asked_above(text, sentences, 1)
    assert "coffe" in lent or "coffee" in lent
    assert "all" not in lent
