"""Whether a company does a thing, answered by the sentence that says it does or does not (2026-12-07,
eighty-second session).

"Does BWW sell my personal information?" got passages although the policy says "We will not sell or
rent the personally identifiable information you provide to us to any third party, except as stated
herein." (P 0.51): a yes/no statement answered only from P 0.65. On the privacy policies of the
project's policy set, yes/no questions at P 0.51 were answered by their statement 12 times in 20, the
other 8 by a sentence without the asked deed ("Does Ticketmaster encrypt my credit card number?" by
"... we collect your credit card number ..."). A sentence that holds every word of the question and
says the deed the question asks of its doer answers from P 0.45.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.deeds import doers_deed, says_doers_deed
from rag_core.answer.understand.question import analyse
from rag_core.messages import Mode
from tests.helpers.answers import assert_answered, engine_on
from tests.helpers.candidates import candidate


@pytest.mark.parametrize(
    ("question", "deed"),
    [
        ("Does BWW sell my personal information?", "sell"),
        ("Does The Motley Fool sell my information to advertisers?", "sell"),
        ("Does fool.com keep my data after I ask for it to be removed?", "keep"),
        ("Does the site use cookies?", "use"),
        ("Will you notify me of a data breach?", "notify"),
        # no doer this reads, or no yes/no question of a deed
        ("Do teenagers need permission to buy a subscription?", None),
        ("Can I deactivate my account?", None),
        ("Will they use the data collected from me?", None),
        ("Is there a bonus?", None),
        ("What does BWW sell?", None),
    ],
)
def test_the_deed_asked_of_its_doer(question: str, deed: str | None) -> None:
    found = doers_deed(analyse(question))
    assert (found.lower if found else None) == deed


def test_a_sentence_says_the_deed_in_any_of_its_forms() -> None:
    asked = analyse("Does Caribou Coffee encrypt my credit card number?")
    assert says_doers_deed(asked, candidate("Our site uses SSL encryption to protect your credit card number."))
    assert says_doers_deed(analyse("Does NaturalNews sell my email?"), candidate("NaturalNews never sold emails."))
    assert not says_doers_deed(asked, candidate("We collect your credit card number when you buy a ticket."))
    identify = analyse("Can you identify me from my data?")
    assert not says_doers_deed(identify, candidate("We do not collect personally identifiable information."))


POLICY = (
    b"<html><head><title>Privacy policy</title></head><body>"
    b"<h1>Wingstop Grill privacy policy</h1>"
    b"<p>We collect your name, email address and postal address when you place an order online.</p>"
    b"<p>We use your email address to send you order confirmations and, if you agree, our newsletter.</p>"
    b"<p>We will not sell or rent the personally identifiable information you provide to us to any third "
    b"party.</p>"
    b"<p>We may share your information with service providers who deliver orders on our behalf.</p>"
    b"<p>You can ask us to correct or delete your information by writing to privacy@wingstopgrill.example.</p>"
    b"</body></html>"
)


@pytest.fixture(scope="module")
def policy(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "policy", {"privacy_policy.html": POLICY})


def test_whether_the_company_sells_my_information_is_answered_by_its_statement(policy: Engine) -> None:
    assert_answered(policy, "Does Wingstop Grill sell my personal information?", "will not sell or rent")


def test_a_sentence_without_the_deed_does_not_answer_whether_it_is_done(policy: Engine) -> None:
    response = policy.ask("Does Wingstop Grill encrypt my email address?", session_id="encrypt")
    assert response.mode is not Mode.DIRECT_ANSWER, response.answer
