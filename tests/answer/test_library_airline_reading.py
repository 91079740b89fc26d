"""A public library's borrowing rules and an airline's conditions of carriage and travel FAQ, asked
as their readers ask (2026-12-04, sixty-seventh session; the questions and the quotes that answer
them written before any answer was seen).

Before: "How many times can I renew a book?" saw no count in "can be renewed twice"; "How heavy
can my cabin bag be?" was read as asking how to do something, never answered directly; "How much notice do you need for special assistance?" lacked "notice"
beside "at least 48 hours before their flight"; "Does my baby need a passport?" got passages
beside the FAQ's "Do children need a passport?" (P 0.76, under the judge's threshold) and the
answer under it.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.understand.classify import AnswerType, QuestionKind, classify
from rag_core.text.lexicon import stem, tokens
from rag_core.text.word_forms import carried_by_phrase
from tests.helpers.answers import assert_answered, engine_on, value_of
from tests.helpers.office import heading, make_docx, make_xlsx, para
from tests.helpers.pdfs import make_pdf

RULES = make_docx(
    heading("Northfield Libraries: borrowing rules", 1),
    para("Anyone who lives, works or studies in Northfield can join the library for free."),
    para("To join, bring one proof of address, such as a utility bill or bank statement."),
    para("Adults may borrow up to 15 items at a time; children may borrow up to 10."),
    para("Books are lent for three weeks and can be renewed twice, unless another reader has reserved them."),
    para("Overdue adult books are charged at 25p a day, up to a maximum of £6 per item."),
    para("Children's books are never charged overdue fines."),
    para("Lost or damaged items must be paid for at their replacement cost."),
    title="Northfield Libraries borrowing rules",
)
SERVICES = b"""# Library services

Printing costs 15p a page in black and white and 50p a page in colour.

Free wifi is available in every branch; no library card is needed to use it.

The home library service delivers books to readers who cannot visit because of illness or disability.
"""
CONDITIONS = make_pdf(
    [
        "SkyLark Air\nConditions of carriage (extract)\n\n"
        "Each passenger may bring one cabin bag weighing up to 10 kg, with maximum dimensions of 55 x 40 x 20 cm. "
        "A small personal item, such as a handbag or laptop bag, may also be carried and must fit under the seat "
        "in front. Check-in closes 40 minutes before departure for all flights.",
        "Delays and cancellations\n\n"
        "If your flight is cancelled, you may choose a full refund or a free transfer to another SkyLark Air flight. "
        "Refunds are paid to the original form of payment within seven days.",
        "Special assistance\n\n"
        "Passengers who need assistance at the airport should tell us at least 48 hours before their flight. "
        "Two mobility aids per passenger are carried free of charge. "
        "Pregnant passengers may fly up to the end of the 36th week of pregnancy.",
    ],
    title="SkyLark Air conditions of carriage",
)
FEES = make_xlsx(
    {
        "Bag fees": [
            ["Item", "Online (GBP)", "At airport (GBP)"],
            ["20 kg hold bag", "25", "45"],
            ["Sports equipment", "40", "60"],
        ]
    },
    title="SkyLark Air optional fees",
)
FAQ = b"""<html><head><title>Travel FAQ - SkyLark Air</title></head><body>
<h1>Travel FAQ</h1>
<h2>Can I take liquids in my cabin bag?</h2>
<p>Liquids must be in containers of 100 ml or less, in one clear resealable bag.</p>
<h2>Do children need a passport?</h2>
<p>All passengers, including infants, need their own valid passport for international flights.</p>
<h2>Can I travel with my pet?</h2>
<p>We do not carry pets, except recognised assistance dogs on UK and EU routes.</p>
<h2>When does online check-in open?</h2>
<p>Online check-in opens 30 days before departure.</p>
</body></html>"""


@pytest.fixture(scope="module")
def library(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "library", {"borrowing_rules.docx": RULES, "services.md": SERVICES})


@pytest.fixture(scope="module")
def airline(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    files = {"conditions.pdf": CONDITIONS, "fees.xlsx": FEES, "faq.html": FAQ}
    yield engine_on(tmp_path_factory, embedder, "airline", files)


@pytest.mark.parametrize(
    ("question", "quoted"),
    [
        ("How many times can I renew a book?", "renewed twice"),
    ],
)
def test_the_library_answers_its_readers(library: Engine, question: str, quoted: str) -> None:
    assert_answered(library, question, quoted)


@pytest.mark.parametrize(
    ("question", "quoted"),
    [
        ("How heavy can my cabin bag be?", "10 kg"),
        ("How much notice do you need for special assistance?", "48 hours before"),
        ("Does my baby need a passport?", "including infants"),  # under the FAQ's "Do children need ...?"
    ],
)
def test_the_airline_answers_its_passengers(airline: Engine, question: str, quoted: str) -> None:
    assert_answered(airline, question, quoted)


def test_an_irregular_plural_stems_as_its_singular() -> None:
    assert stem("women") == stem("woman") != stem("man")
    assert stem("men") == stem("man")
    assert stem("teeth") == stem("tooth")


def test_the_value_is_the_asked_clauses() -> None:
    """Of "Adults ... up to 15 items ...; children ... up to 10.", children's count is 10, not 15."""
    sentence = "Adults may borrow up to 15 items at a time; children may borrow up to 10."
    assert value_of("How many books can children borrow?", sentence, AnswerType.NUMBER) == "10"
    assert value_of("How many items can an adult borrow?", sentence, AnswerType.NUMBER) == "15"
    assert value_of("How many can I borrow?", sentence, AnswerType.NUMBER) == "15"  # no one clause: the first


def test_how_many_times_is_counted_in_one_word() -> None:
    question = "How many times can I renew a book?"
    assert value_of(question, "Books can be renewed twice a year.", AnswerType.NUMBER) == "twice"
    assert value_of(question, "Once you join, books can be renewed online.", AnswerType.NUMBER) == ""
    assert value_of(question, "Books can be renewed once a term.", AnswerType.NUMBER) == "once"
    opening = "Once a book has been renewed, it must be returned within three weeks."
    assert value_of(question, opening, AnswerType.NUMBER) != "Once"
    assert stem("times") not in carried_by_phrase(tokens(question), opening)


@pytest.mark.parametrize("how", ["heavy", "small", "early", "late"])
def test_how_with_an_adjective_asks_a_value(how: str) -> None:
    classification = classify(f"How {how} is it?")
    assert classification.kind is QuestionKind.FACTOID
    assert classification.answer_type is AnswerType.NUMBER


def test_notice_and_lateness_are_said_otherwise() -> None:
    assert stem("notice") in carried_by_phrase(
        tokens("How much notice do you need?"), "Tell us at least 48 hours before your flight."
    )
    assert stem("late") in carried_by_phrase(tokens("What is the fine for a late book?"), "Overdue books are charged")
