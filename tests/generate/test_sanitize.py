"""Personal data in a question is masked before it goes online; figures and companies are not."""

from __future__ import annotations

import pytest

from rag_core.generate.sanitize import mask_personal_data


@pytest.mark.parametrize(
    "card",
    ["4111 1111 1111 1111", "4111-1111-1111-1111", "4111111111111111", "3782 822463 10005", "5500 0000 0000 0004"],
)
def test_card_numbers_passing_the_luhn_check_are_masked(card: str) -> None:
    masked = mask_personal_data(f"Was my card {card} charged twice?")
    assert masked == "Was my card [card number] charged twice?"


def test_a_long_number_failing_the_luhn_check_is_not_a_card() -> None:
    assert mask_personal_data("Order 4111 1111 1111 1112 shipped?") == "Order 4111 1111 1111 1112 shipped?"


@pytest.mark.parametrize("iban", ["GB82 WEST 1234 5698 7654 32", "DE89370400440532013000"])
def test_ibans_with_a_valid_check_digit_are_masked(iban: str) -> None:
    assert mask_personal_data(f"Refund to {iban} please") == "Refund to [iban] please"


def test_an_iban_shaped_code_with_a_wrong_check_digit_is_kept() -> None:
    assert "GB82 WEST 1234 5698 7654 33" in mask_personal_data("Code GB82 WEST 1234 5698 7654 33")


@pytest.mark.parametrize("email", ["jo.smith@example.com", "first+tag@mail.example.co.uk"])
def test_email_addresses_are_masked(email: str) -> None:
    assert mask_personal_data(f"Reply to {email}.") == "Reply to [email]."


@pytest.mark.parametrize(
    "phone",
    ["+44 20 7946 0958", "+1 (212) 555-0147", "+4915112345678", "(212) 555-0147", "212-555-0147", "020 7946 0958"],
)
def test_phone_numbers_with_a_country_code_or_separators_are_masked(phone: str) -> None:
    assert mask_personal_data(f"Call me on {phone} today") == "Call me on [phone] today"


def test_social_security_numbers_are_masked() -> None:
    assert mask_personal_data("My SSN is 078-05-1120") == "My SSN is [id number]"


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("My name is Jane Doe, what is the leave policy?", "My name is [name], what is the leave policy?"),
        ("Draft a reply for Jane Doe.", "Draft a reply for [name]."),
        ("What did Dr. Alan Turing write?", "What did Dr. [name] write?"),
        ("Is Mrs Smith covered by the plan?", "Is Mrs [name] covered by the plan?"),
        ("Jane Doe asked about holidays", "[name] asked about holidays"),
    ],
)
def test_person_names_after_titles_introductions_or_as_first_and_last_name_are_masked(
    question: str, expected: str
) -> None:
    assert mask_personal_data(question) == expected


@pytest.mark.parametrize(
    "question",
    [
        "What was revenue of 1234567890 in 2023?",
        "Revenue was $46.3 billion; was net income 1,234,567,890?",
        "Compare fiscal 2022-2023 with the 10-K filed on 2023-05-17.",
        "What was revenue for Goldman Sachs in 2022?",
        "How much did Northwind Logistics spend on 12 345 678 pallets?",
        "What are Acme's core values?",
    ],
)
def test_figures_dates_and_company_names_are_not_masked(question: str) -> None:
    assert mask_personal_data(question) == question


def test_a_name_that_is_in_the_excerpts_sent_along_is_kept() -> None:
    question = "What did John Deere earn in 2023?"
    assert mask_personal_data(question) == "What did [name] earn in 2023?"
    assert mask_personal_data(question, known="John Deere reported net income of $10.2 billion.") == question
