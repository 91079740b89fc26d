"""Questions asking for a value of a fixed shape (phone, email, web address) and the texts that give one."""

from __future__ import annotations

import pytest

from rag_core.answer.understand.slots import asked_shape, has_shape


@pytest.mark.parametrize(
    ("question", "shape"),
    [
        ("What phone number can I call about privacy?", "phone"),
        ("What number can I call for a refund?", "phone"),
        ("What is the email address of the data protection officer?", "email"),
        ("Which website lists the opening hours?", "web"),
        ("How many people does Acme employ?", ""),
        ("Does Google collect my email address?", ""),  # asks whether, not for an address
        ("  Must I give you my phone number?", ""),
    ],
)
def test_the_shape_a_question_asks_for_is_named(question: str, shape: str) -> None:
    assert asked_shape(question) == shape


def test_a_sentence_only_talking_about_phone_numbers_gives_none() -> None:
    assert has_shape("phone", "Call the privacy team on +44 20 7946 0958.")
    assert not has_shape("phone", "We might also collect your phone number.")
    assert not has_shape("phone", "Revenue was 48 million in 2023.")  # a figure is not a phone number


def test_email_and_web_addresses_are_recognised_in_running_text() -> None:
    assert has_shape("email", "Write to privacy@corvid-coffee.co.uk with your request.")
    assert not has_shape("email", "Send us an email and we will reply.")
    assert has_shape("web", "Opening hours are listed on www.corvid-coffee.com.")
    assert not has_shape("web", "Opening hours are listed on our website.")


def test_a_question_asking_no_shape_accepts_any_text() -> None:
    assert has_shape("", "Anything at all.")
