"""A car rental company's terms asked as its customers ask (2026-12-03, sixtieth session). The terms
are numbered sections of a few sentences each, and a sentence often leaves what it is about to its
section's heading: "We allow a grace period of 59 minutes." under "6. Late returns", the excess of
GBP 1,200 under "8. Insurance and damage". Those questions got passages, as did "When is the deposit
released?" (no date, only "within 10 working days" after the return). A long section's heading
names only the topic its sentences share, and lends them nothing.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.lent import heading_above, heading_lines
from rag_core.text.lexicon import tokens
from rag_core.text.sentences import split_sentences
from tests.helpers.builders import new_library
from tests.helpers.pdfs import make_pdf

TERMS = [
    """Harbour Car Hire - Rental Terms
1. Who can rent
The main driver must be at least 23 years old and must have held a full driving licence for at least two years.
You must show your driving licence and a credit card in the main driver's name when you collect the car.
2. Security deposit
We hold a security deposit on your credit card when you collect the car. The deposit is released within 10 working days
after the car is returned undamaged.
3. Late returns
The rental is charged in 24-hour periods from the time of collection. We allow a grace period of 59 minutes. A car
returned later than that is charged an extra day at the daily rate.
""",
    """4. Insurance and damage
Every rental includes collision damage waiver and theft protection with an excess of GBP 1,200.
Damage to tyres, windscreens and the interior is not covered by the collision damage waiver.
5. Smoking and pets
Smoking is not allowed in any of our cars; a cleaning fee of GBP 150 applies. Pets travel only in a closed carrier.
6. Breakdown and accidents
All cars include 24-hour roadside assistance. In a breakdown, call 0800 555 0199. After an accident, call the police if
anyone is injured and report it to us within 24 hours.
""",
]


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    files = {"rental_terms.pdf": make_pdf(TERMS, title="Harbour rental terms")}
    yield Engine(new_library(tmp_path_factory.mktemp("rental") / "data", embedder, files))


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("Is there a grace period for late returns?", "grace period of 59 minutes"),
        ("What is the insurance excess?", "excess of GBP 1,200"),
    ],
)
def test_a_sentence_is_read_with_its_short_sections_heading(engine: Engine, question: str, said: str) -> None:
    response = engine.ask(question, session_id=question)
    assert response.mode.value == "direct_answer"
    assert said in (response.answer or "")
    # The heading said a word of the question the sentence does not: never high on that reading.
    assert response.confidence.level == "medium"
    assert "heading" in (response.confidence.reason or "")


def test_when_is_answered_by_a_time_relative_to_an_event(engine: Engine) -> None:
    response = engine.ask("When is the deposit released?", session_id="deposit")
    assert response.mode.value == "direct_answer"
    assert "within 10 working days" in (response.answer or "")


def _headings(text: str, question: str) -> list[set[str]]:
    wanted = {t.stem for t in tokens(question)}
    sentences = split_sentences(text)
    heads = heading_lines(text, sentences)
    return [
        heading_above(sentences, heads, i, wanted, {t.stem for t in tokens(s.text)}) for i, s in enumerate(sentences)
    ]


def test_a_short_sections_heading_is_lent_to_its_sentences_but_not_to_the_next_section() -> None:
    text = "6. Late returns\nWe allow a grace period of 59 minutes. A car returned later pays a day.\n7. Fuel\nReturn it full."
    sentences = split_sentences(text)
    lent = dict(zip((s.text for s in sentences), _headings(text, "Is there a grace period for late returns of fuel?")))
    # "A car returned later" says "returned" but not "late": the heading titles no one sentence.
    assert lent["We allow a grace period of 59 minutes."] == {"late", "return"}
    assert lent["Return it full."] == {"fuel"}


def test_a_long_sections_heading_lends_nothing() -> None:
    body = " ".join(f"We may use cookies for purpose number {n} of our site." for n in range(6))
    text = f"## Cookies\n\n{body}"
    assert all(not words for words in _headings(text, "What are cookies used for?"))


def test_a_heading_that_titles_one_sentence_of_its_section_lends_the_others_nothing() -> None:
    text = (
        "Registering your gift card\n\nWhen you register your gift card, we ask for your name and email address. "
        "This information is collected solely to replace your card if it is lost."
    )
    assert all(not words for words in _headings(text, "What information do you collect when I register my gift card?"))


def test_a_heading_is_lent_to_the_first_sentence_though_a_later_one_says_it() -> None:
    """2026-12-05: "What interest do you pay on my balance?" was answered by "No interest is paid on
    balances above £1,000." alone; "We pay 1.5% AER ..." under "Interest" lacked "interest"."""
    text = "Interest\nWe pay 1.5% AER on balances up to £1,000. No interest is paid on balances above £1,000."
    sentences = split_sentences(text)
    lent = dict(zip((s.text for s in sentences), _headings(text, "What interest do you pay on my balance?")))
    assert lent["We pay 1.5% AER on balances up to £1,000."] == {"interest"}


def test_a_table_header_or_a_question_is_no_heading() -> None:
    text = "Level | You pay | Employer pays\nNew members start at the Basic level."
    assert all(not words for words in _headings(text, "What do employers pay?"))
    text = "What do employers pay?\nNew members start at the Basic level."
    assert all(not words for words in _headings(text, "What do employers pay?"))
