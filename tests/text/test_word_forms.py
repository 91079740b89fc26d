"""A question's words count where a text writes them joined or parted by a hyphen: "third party" and
"third-party", "opt-out" and "opt out", "email" and "e-mail"."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.messages import Mode
from rag_core.text.lexicon import stem, tokens
from rag_core.text.word_forms import (
    carried_by_holiday,
    carried_by_identifier,
    carried_by_hyphen,
    carried_by_phrase,
    carried_by_price,
    carried_by_rate,
    carried_in_other_form,
    rate_stems,
)
from tests.helpers.builders import new_library


def _stems(text: str) -> set[str]:
    return {t.stem for t in tokens(text)}


@pytest.mark.parametrize(
    ("question", "text", "carried"),
    [
        (
            "Do you share my data with third party advertisers?",
            "We share data with third-party advertisers.",
            "third party",
        ),
        ("Can I opt-out of emails?", "You may opt out at any time.", "opt-out"),
        ("What is your email address?", "Our e-mail address is below.", "email"),
        ("What is your e-mail address?", "Our email address is below.", "e-mail"),
    ],
)
def test_a_hyphen_joins_or_parts_the_same_words(question: str, text: str, carried: str) -> None:
    assert carried_by_hyphen(tokens(question), tokens(text)) == _stems(carried)
    assert carried_in_other_form(tokens(question), tokens(text), text) == _stems(carried)


@pytest.mark.parametrize(
    ("question", "text"),
    [
        ("Do you share my data?", "We share data with third-party advertisers."),  # nothing asked in another form
        ("Is there a party for third graders?", "The party is on the third floor."),  # no hyphen anywhere
        ("Can I opt-out of emails?", "You may opt in, or out, at any time."),  # not side by side
    ],
)
def test_nothing_is_carried_without_the_same_letters(question: str, text: str) -> None:
    assert carried_by_hyphen(tokens(question), tokens(text)) == set()


def test_other_forms_are_a_hyphen_or_an_acronym() -> None:
    text = "The initial public offering named a third-party."
    carried = carried_in_other_form(tokens("Does the IPO prospectus name a third party?"), tokens(text), text)
    assert carried == _stems("IPO third party")


POLICY = """# Privacy notice

We never share your browsing history with third-party advertisers.

You can opt out of our newsletter at any time by writing to us.
"""


@pytest.fixture(scope="module")
def notice(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield Engine(
        new_library(tmp_path_factory.mktemp("forms") / "data", embedder, {"privacy_notice.md": POLICY.encode()})
    )


def test_a_question_is_answered_by_a_sentence_that_hyphenates_its_words(notice: Engine) -> None:
    response = notice.ask("Do you share my browsing history with third party advertisers?", session_id="forms")
    assert response.mode is Mode.DIRECT_ANSWER, response.related_highlights
    assert response.answer == "We never share your browsing history with third-party advertisers."


@pytest.mark.parametrize(
    ("question", "text", "carried"),
    [
        ("What number do I call if the car breaks down?", "In a breakdown, call 0800 555 0199.", {"break", "down"}),
        ("Is there a workplace pension?", "Every work place has a pension scheme.", {"workplac"}),
        ("Where do I pick up the keys?", "Key pickup is at the front desk.", {"pick", "up"}),
        # the first of two words a stop word, or too short a word: no compound
        ("Can I put it in to the car?", "Put it into the car.", set()),
        ("Can I log in twice?", "The login page.", set()),
    ],
)
def test_one_word_written_as_two_or_two_as_one_is_carried(question: str, text: str, carried: set[str]) -> None:
    assert carried_in_other_form(tokens(question), tokens(text), text) == carried


def test_a_span_noun_is_carried_by_its_adjective_and_back() -> None:
    assert carried_by_rate(tokens("How much is full membership a month?"), tokens("Full | Monthly (GBP) | 42")) == {
        "month"
    }
    assert carried_by_rate(tokens("What is the annual fee?"), tokens("The fee is GBP 50 a year.")) == {"annual"}
    assert carried_by_rate(tokens("What is the weekly fee?"), tokens("The fee is GBP 50 a month.")) == set()
    # A count of days is no rate: "daily" says nothing of it.
    assert carried_by_rate(tokens("How many vacation days do I get?"), tokens("It is a daily task.")) == set()
    assert {"month", stem("monthly")} <= rate_stems(tokens("How much is it a month?"))
    assert rate_stems(tokens("How much is it?")) == frozenset()


def test_a_holiday_is_carried_by_its_date() -> None:
    asked = tokens("Is the centre open on Christmas Day?")
    assert carried_by_holiday(asked, tokens("The centre is closed on 25 and 26 December.")) == {
        stem("christmas"),
        "day",
    }
    assert carried_by_holiday(asked, tokens("The centre is closed on 24 December.")) == set()
    assert carried_by_holiday(tokens("Are you open on New Year's Day?"), tokens("Closed on 1 Jan.")) >= {"new", "year"}


def test_a_reference_number_is_carried_by_the_word_and_its_identifier() -> None:
    question = tokens("What is the ethics reference number?")
    assert carried_by_identifier(question, "approved by the Committee (reference 26/NW/0142).") == {"number"}
    assert carried_by_identifier(tokens("What is your charity number?"), "Registered charity 1187654") == {"number"}
    # the word without an identifier after it, a percentage or a count, or a stop word before "number"
    assert carried_by_identifier(question, "Quote your reference when you call.") == set()
    discount = tokens("What is the student discount code?")
    assert carried_by_identifier(discount, "Students get a discount of 20% on room hire.") == set()
    assert carried_by_identifier(tokens("What is the number?"), "The room holds 30 people.") == set()


@pytest.mark.parametrize(
    ("question", "text", "carried"),
    [
        (
            "How much notice do I need to give for holiday?",
            "Holiday requests must be made at least four weeks in advance.",
            {"notice"},
        ),
        (
            "How much notice do you give before interrupting my supply?",
            "If we plan to interrupt your supply, we will tell you at least 48 hours in advance.",
            {"notice", "before"},
        ),
        ("How much notice do I need to give for holiday?", "Holiday requests are made on the leave form.", set()),
        ("What is the advance payment?", "Deposits are paid in advance.", set()),
    ],
)
def test_a_word_said_as_a_phrase_is_carried(question: str, text: str, carried: set[str]) -> None:
    assert carried_by_phrase(tokens(question), text) == {stem(w) for w in carried}


@pytest.mark.parametrize(
    ("question", "text", "carried"),
    [
        ("Do I have to pay for my uniform?", "Uniform is provided free of charge.", {"pay"}),
        ("Do visitors pay for parking?", "Parking costs £2.50 for up to four hours.", {"pay"}),
        ("Do I have to pay for my uniform?", "Staff are paid monthly.", set()),
        ("Do I have to pay for my uniform?", "Parking is free for staff.", set()),  # said of another thing
    ],
)
def test_whether_something_is_paid_for_is_carried_by_its_price(question: str, text: str, carried: set[str]) -> None:
    assert carried_by_price(tokens(question), tokens(text), text) == {stem(w) for w in carried}
