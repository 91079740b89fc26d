"""A part's figure is not the whole's, nor a thing's date when it ends (2026-12-07, eighty-first
session, found by a mortgage offer written blind for the probes).

"What is the purchase price?" (and "purchase price") was answered, high, by "The balance of the
purchase price, £57,000, must come from your own savings ...", beside the offer's row "Purchase price
| £285,000"; "When does the offer expire?" by the label line "Date of offer: 12 January 2026", though
the offer says "This offer is valid until 12 July 2026.". A sustainability statement's "How big is the
solar array?" was answered, high, by "- Install a second solar array at our Wrexham site.".
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.amounts import figureless, part_instead
from rag_core.answer.judging.labelled import labelled_value
from rag_core.answer.understand.question import analyse
from tests.helpers.answers import assert_answered, assert_not_answered_by, engine_on
from tests.helpers.candidates import candidate
from tests.helpers.office import heading, make_docx, para, table

BALANCE = "The balance of the purchase price, £57,000, must come from your own savings."


@pytest.mark.parametrize(
    ("question", "value", "part"),
    [
        ("What is the purchase price?", "£57,000", True),
        ("purchase price", "balance", True),
        ("What is the fee?", "£200", True),
        # the part asked for, or the whole stated beside it
        ("How much is the balance of the purchase price?", "£57,000", False),
        ("What is the deposit?", "£57,000", False),
    ],
)
def test_a_figure_of_a_part_does_not_answer_for_the_whole(question: str, value: str, part: bool) -> None:
    quote = "The remainder of the fee, £200, is due on arrival." if "fee" in question else BALANCE
    assert part_instead(analyse(question), candidate(quote, answer_value=value)) is part


OFFER = make_docx(
    heading("Mortgage offer"),
    para("Date of offer: 12 January 2026"),
    table(
        [
            ["Purchase price", "£285,000"],
            ["Loan amount", "£228,000"],
        ]
    ),
    para("This offer is valid until 12 July 2026. If the mortgage has not completed by then, it will lapse."),
    para("The balance of the purchase price, £57,000, must come from your own savings, and not from any other loan."),
    title="Mortgage offer",
)


@pytest.fixture(scope="module")
def offer(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "offer", {"offer.docx": OFFER})


def test_the_whole_is_answered_by_its_own_figure(offer: Engine) -> None:
    for question in ("What is the purchase price?", "purchase price"):
        assert_not_answered_by(offer, question, "balance")
    assert_answered(offer, "How much is the balance of the purchase price?", "£57,000")


def test_a_date_labelled_by_the_thing_does_not_say_when_it_ends(offer: Engine) -> None:
    assert_not_answered_by(offer, "When does the offer expire?", "12 January 2026")
    assert_answered(offer, "What is the date of the offer?", "12 January 2026")
    line = candidate("Date of offer: 12 January 2026", p=0.07, answer_value="12 January 2026")
    for question, answers in (
        ("When does the offer expire?", False),
        ("When does the offer end?", False),
        ("When does the offer start?", True),
    ):
        assert (labelled_value(analyse(question), [line]) == [line]) is answers, question


def test_a_size_is_asked_of_a_figure() -> None:
    asked = analyse("How big is the solar array?")
    assert figureless(asked, candidate("- Install a second solar array at our Wrexham site."))
    assert not figureless(asked, candidate("In June 2024 we installed a 420 kW solar array on the roof."))
    assert not figureless(analyse("How long is the probation period?"), candidate("Probation lasts a while."))
