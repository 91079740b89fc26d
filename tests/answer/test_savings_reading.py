"""A building society's savings summary and a household product's page asked as customers ask
(2026-12-02, fifty-eighth session): "What is the interest rate on the fixed rate bond?" was
answered **wrong** by "No, the interest rate is fixed for the term of the bond." (no rate in it),
"What is the customer care email?" got no answer (the footer line giving it was read as a heading),
"How much does it cost?" was refused outright while the page gives the price, "Can the rate change?"
got passages (the summary box's question line right above the answer says "change") and "When was
the safety data sheet revised?" its passages (a data sheet was no kind of document dated).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.amounts import figureless
from rag_core.answer.judging.faq import answered_below
from rag_core.answer.judging.sentences import is_heading
from rag_core.answer.understand.question import analyse
from tests.helpers.builders import new_library
from tests.helpers.candidates import candidate
from tests.helpers.pdfs import make_pdf

SUMMARY = [
    "Harbourside Building Society\nSummary Box: Harbourside 1 Year Fixed Rate Bond (Issue 14)",
    "What is the interest rate?\nThe interest rate is 4.35% gross a year / AER, fixed until 31 March 2027. "
    "Interest is calculated daily and paid annually on 31 March.\n\n"
    "Can Harbourside Building Society change the interest rate?\n"
    "No, the interest rate is fixed for the term of the bond.",
]
SDS = [
    "SAFETY DATA SHEET\nBrightline Kettle & Coffee Machine Descaler\nRevision date: 12 January 2026 Version 3.1",
    "SECTION 1: Identification\nRecommended use: Removing limescale from kettles and coffee machines.\n"
    "Emergency telephone: 01632 960 118 (24 hours).",
    "SECTION 4: First aid measures\nEye contact: Rinse cautiously with water for several minutes.\n"
    "Skin contact: Wash with plenty of water.\nIngestion: Rinse mouth. Do not induce vomiting.",
]
PRODUCT = """<html><head><title>Kettle Descaler | Brightline</title></head><body>
<nav><a href="/">Shop</a></nav>
<main><h1>Kettle &amp; Coffee Machine Descaler</h1>
<p>Price: £4.49 for a 500 ml bottle.</p>
<p>One bottle gives up to four treatments.</p>
</main>
<footer><p>Brightline Home Products Ltd. Customer care: care@brightlinehome.co.uk</p></footer>
</body></html>"""


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    files = {
        "fixed_rate_bond_summary_box.pdf": make_pdf(SUMMARY, title="Harbourside Fixed Rate Bond"),
        "descaler.html": PRODUCT.encode(),
        "brightline_descaler_sds.pdf": make_pdf(SDS, title="Brightline Descaler Safety Data Sheet"),
    }
    yield Engine(new_library(tmp_path_factory.mktemp("savings") / "data", embedder, files))


def test_a_rate_is_not_answered_by_a_sentence_without_one(engine: Engine) -> None:
    response = engine.ask("What is the interest rate on the fixed rate bond?", session_id="rate")
    assert "No, the interest rate is fixed" not in (response.answer or "")


def test_an_email_line_in_a_footer_answers(engine: Engine) -> None:
    response = engine.ask("What is the customer care email?", session_id="email")
    assert response.mode == "direct_answer"
    assert "care@brightlinehome.co.uk" in (response.answer or "")


def test_how_much_it_costs_is_answered_by_its_price(engine: Engine) -> None:
    response = engine.ask("How much does it cost?", session_id="price")
    assert response.mode == "direct_answer"
    assert "£4.49" in (response.answer or "")


def test_a_question_line_of_a_pdf_is_read_with_the_answer_under_it(engine: Engine) -> None:
    response = engine.ask("Can the rate change?", session_id="change")
    assert response.mode == "direct_answer"
    assert "fixed for the term of the bond" in (response.answer or "")


def test_a_data_sheet_is_dated_by_its_revision_line(engine: Engine) -> None:
    response = engine.ask("When was the safety data sheet revised?", session_id="revised")
    assert response.mode == "direct_answer"
    assert "12 January 2026" in (response.answer or "")


def test_a_light_verb_in_a_condition_is_no_word_to_say(engine: Engine) -> None:
    response = engine.ask("What should I do if it gets on my skin?", session_id="skin")
    assert response.mode == "direct_answer"
    assert "Wash with plenty of water" in (response.answer or "")


@pytest.mark.parametrize(
    ("question", "text", "vetoed"),
    [
        ("What is the interest rate on the bond?", "No, the interest rate is fixed for the term of the bond.", True),
        ("What is the interest rate on the bond?", "The interest rate is 4.35% gross a year.", False),
        ("What is the joining fee?", "The joining fee is waived for students.", False),  # nothing to pay
        ("What is the monthly fee?", "There is no monthly fee on this account.", False),
        ("What is the rate card?", "The rate card lists every service.", False),
        ("Is the interest rate fixed?", "No, the interest rate is fixed for the term of the bond.", False),
    ],
)
def test_figureless(question: str, text: str, vetoed: bool) -> None:
    assert figureless(analyse(question), candidate(text)) is vetoed


def test_a_line_giving_an_email_address_is_no_heading() -> None:
    assert not is_heading("Brightline Home Products Ltd. Customer care: care@brightlinehome.co.uk")
    assert is_heading("Customer Care")


def test_answered_below() -> None:
    asked = "Can Harbourside Building Society change the interest rate?"
    line = candidate(asked, start=100, p=0.96)
    under = candidate("No, the interest rate is fixed for the term of the bond.", start=100 + len(asked) + 1, p=0.14)
    question = analyse("Can the rate change?")
    assert answered_below(question, [line, under], 0.8, "") == [under]
    assert not answered_below(question, [replace(line, p=0.5), under], 0.8, "")  # the line below the threshold
    far = replace(under, sentence=replace(under.sentence, start=under.sentence.start + 40))
    assert not answered_below(question, [line, far], 0.8, "")  # not right under it
    short = candidate("No.", start=100 + len(asked) + 1, p=0.14)
    assert not answered_below(question, [line, short], 0.8, "")  # says nothing by itself
    stated = candidate("The interest rate is fixed.", start=100, p=0.96)
    assert not answered_below(question, [stated, under], 0.8, "")  # the best is no question line
