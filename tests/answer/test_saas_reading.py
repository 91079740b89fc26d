"""A software firm's pricing page, security overview and plan limits, asked as its customers ask
(2026-12-05, sixty-eighth session; the questions and the quotes that answer them written before any
answer was seen).

Before: "How much is the Team plan?" got passages: the statement the rules led with, "Tallyflow
offers three plans: Starter, Team and Enterprise.", gives no price, and hid "The Team plan costs $25
per user per month ..." (P 0.76); "Do you support SSO?" lacked "support" beside "Single sign-on
(SSO) with SAML is available only on the Enterprise plan."; "Where is my data stored?" was refused
beside "Our servers are hosted in Frankfurt, Germany, ...".
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.sentences import is_heading
from rag_core.answer.understand.classify import AnswerType
from tests.helpers.answers import assert_answered, engine_on, value_of
from tests.helpers.office import heading, make_docx, make_xlsx, para

PRICING = b"""<html><head><title>Pricing - Tallyflow</title></head><body>
<h1>Plans and pricing</h1>
<p>Tallyflow offers three plans: Starter, Team and Enterprise.</p>
<p>The Starter plan costs $12 per user per month and includes up to 5 projects.</p>
<p>The Team plan costs $25 per user per month and includes unlimited projects and priority support.</p>
<p>Enterprise pricing is available on request.</p>
<p>Annual billing saves 20% compared with monthly billing.</p>
<p>All plans come with a 14-day free trial; no credit card is required.</p>
<p>You can cancel at any time, and we do not offer refunds for partial months.</p>
</body></html>"""
SECURITY = make_docx(
    heading("Security and data protection"),
    para("All customer data is encrypted in transit using TLS 1.3 and at rest using AES-256."),
    para("Our servers are hosted in Frankfurt, Germany, by Amazon Web Services."),
    para("We back up customer data every 24 hours and keep backups for 30 days."),
    para("Tallyflow is certified to ISO 27001 and undergoes an annual SOC 2 Type II audit."),
    para(
        "Two-factor authentication is available on all plans and can be enforced by administrators on the Team and Enterprise plans."
    ),
    para("Single sign-on (SSO) with SAML is available only on the Enterprise plan."),
    para("We never sell customer data to third parties."),
    title="Tallyflow security overview",
)
LIMITS = make_xlsx(
    {
        "Limits": [
            ["Limit", "Starter", "Team", "Enterprise"],
            ["Storage per user", "10 GB", "100 GB", "1 TB"],
            ["API requests per minute", "60", "600", "6000"],
            ["Guest users", "0", "10", "Unlimited"],
        ]
    },
    title="Tallyflow plan limits",
)


@pytest.fixture(scope="module")
def tallyflow(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    files = {"pricing.html": PRICING, "security.docx": SECURITY, "limits.xlsx": LIMITS}
    yield engine_on(tmp_path_factory, embedder, "tallyflow", files)


@pytest.mark.parametrize(
    ("question", "quoted"),
    [
        ("How much is the Team plan?", "$25 per user per month"),
        ("Do you support SSO?", "available only on the Enterprise plan"),
        ("Where is my data stored?", "Frankfurt"),
        ("Where do you store my data?", "Frankfurt"),
        ("How often do you back up data?", "every 24 hours"),
        ("Do you sell my data?", "never sell customer data"),
    ],
)
def test_the_software_firm_answers_its_customers(tallyflow: Engine, question: str, quoted: str) -> None:
    assert_answered(tallyflow, question, quoted)


def test_a_defined_term_is_no_place() -> None:
    """A policy's "Where is my data stored?" was answered by "We may store the Personally Identifiable
    Information we hold about you indefinitely.": its capitalised defined term read as a place."""
    question = "Where is my data stored?"
    defined = "We may store the Personally Identifiable Information we hold about you indefinitely."
    assert value_of(question, defined, AnswerType.PLACE) == ""
    assert value_of(question, "We may store this information in the United States.", AnswerType.PLACE) == "United"
    assert value_of(question, "We route it through the Netherlands.", AnswerType.PLACE) == "Netherlands"
    museum = "The Museum of Independence preserves objects connected with Poland's struggles."
    assert value_of("Where are the objects found?", museum, AnswerType.PLACE) == "Museum"  # it opens the sentence


def test_a_title_with_a_full_stop_is_a_heading() -> None:
    """A policy's "Other Information Collected And Shared Within Our Services." was quoted as the
    answer to "Do you share my information with others?" (at a yes/no P of 0.5, tried)."""
    assert is_heading("Other Information Collected And Shared Within Our Services.")
    assert not is_heading("We never sell customer data to third parties.")
