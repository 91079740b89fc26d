"""A home insurer's documents asked as its customers ask, each case one the engine had missed on a
fresh organisation's files (2026-12-02, fifty-seventh session):

- the policy wording's "Larchmont Home Insurance" and the web site's "Larchmont Insurance" were
  taken for two organisations, so every question asked back which of them was meant;
- "How many customers does Larchmont have?" (the documents never say) was answered, high, by
  "Larchmont customers can make a claim 24 hours a day by calling 0330 024 1111";
- "How do I complain?" was refused outright: no document writes "complain", only "complaint".
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.corpus import derives
from rag_core.answer.engine import Engine
from rag_core.answer.judging.amounts import measures_instead, reduction_instead
from rag_core.answer.understand.question import analyse
from rag_core.answer.understand.frame import companies
from rag_core.messages import Mode
from tests.helpers.builders import new_library
from tests.helpers.candidates import candidate
from tests.helpers.office import heading, make_docx, para
from tests.helpers.pdfs import make_pdf

WORDING = [
    "Larchmont Home Insurance\nPolicy Wording\nEffective from 1 April 2025",
    "About this policy\n\nThis policy is underwritten by Larchmont Insurance Company Limited.\n\n"
    "We will pay up to £60,000 for your contents.",
    "Complaints\n\nIf you are unhappy with our service, please contact our customer relations team on "
    "0330 024 1100.\n\nIf we cannot resolve your complaint within eight weeks, you can refer it to the "
    "Financial Ombudsman Service.",
]
CLAIMS = make_docx(
    heading("How to make a claim"),
    para("Larchmont customers can make a claim 24 hours a day by calling 0330 024 1111."),
    para("We aim to contact you within two working days of receiving your claim."),
    title="Claims guide",
)
FAQ = b"""<html><head><title>Frequently asked questions | Larchmont Insurance</title>
<meta property="og:site_name" content="Larchmont Insurance"></head><body>
<main><h1>Frequently asked questions</h1>
<h2>Can I pay monthly?</h2>
<p>Yes. You can pay your premium in 12 monthly instalments by direct debit at no extra cost.</p>
<h2>Is there a no claims discount?</h2>
<p>We give a discount of up to 30% if you have not made a claim in the last five years.</p>
</main></body></html>"""


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    files = {
        "home_policy_wording_2025.pdf": make_pdf(WORDING, title="Larchmont Home Insurance Policy Wording"),
        "claims_guide.docx": CLAIMS,
        "faq.html": FAQ,
    }
    yield Engine(new_library(tmp_path_factory.mktemp("insurer") / "data", embedder, files))


def test_a_name_with_a_word_left_out_is_the_same_organisation(engine: Engine) -> None:
    assert companies(engine.library.profiles()) == ["Larchmont Home Insurance"]
    response = engine.ask("How do I make a claim?", session_id="claim")
    assert response.mode is Mode.DIRECT_ANSWER
    assert "0330 024 1111" in (response.answer or "")


def test_hours_and_a_phone_number_count_no_customers(engine: Engine) -> None:
    response = engine.ask("How many customers does Larchmont have?", session_id="customers")
    assert response.mode is not Mode.DIRECT_ANSWER
    response = engine.ask("How many working days until you contact me about a claim?", session_id="days")
    assert response.mode is Mode.DIRECT_ANSWER  # days are what it counts
    assert "two working days" in (response.answer or "")


@pytest.mark.parametrize(
    ("question", "text", "value", "instead"),
    [
        ("How many customers do you have?", "Customers can call 24 hours a day on 0330 024 1111.", "24", True),
        ("How many customers do you have?", "We insure 24 homes in 3 counties.", "24", False),
        ("How many vacation days do I get?", "Employees in the Netherlands receive 27 days.", "27", False),
        ("How many hours is the helpline open?", "Customers can call 24 hours a day.", "24", False),
        ("How many branches are there?", "We are open 24 hours a day in two branches.", "24", False),
    ],
)
def test_a_count_is_never_a_length_of_time_alone(question: str, text: str, value: str, instead: bool) -> None:
    assert measures_instead(analyse(question), candidate(text, answer_value=value)) is instead


@pytest.mark.parametrize(
    ("question", "text", "value", "instead"),
    [
        ("How much is the Team plan?", "Charities get 50% off the Team plan.", "50%", True),
        ("How much is the Team plan?", "Pay annually and save 20% on any plan.", "20%", True),
        ("How much do I save by paying annually?", "Pay annually and save 20% on any plan.", "20%", False),
        ("How much is the discount for charities?", "Charities get 50% off the Team plan.", "50%", False),
        ("How much did revenue grow?", "Revenue grew 12% to $4 million.", "12%", False),
    ],
)
def test_a_share_taken_off_is_no_amount_of_the_thing_itself(
    question: str, text: str, value: str, instead: bool
) -> None:
    assert reduction_instead(analyse(question), candidate(text, answer_value=value)) is instead


def test_a_word_the_documents_use_in_a_derived_form_is_mentioned(engine: Engine) -> None:
    assert derives("complain", "complaint") and derives("deliver", "delivery")
    assert not derives("car", "card") and not derives("complain", "complainant")
    response = engine.ask("How do I complain?", session_id="complain")
    assert response.mode is not Mode.HARD_REFUSAL
