"""The shared vocabulary: tokens, stems, numbers and dates as every stage reads them."""

from __future__ import annotations

import pytest

from rag_core.text.lexicon import (
    lower_words,
    negates,
    number_value,
    numbers_in,
    opposites,
    quantities,
    says_opposite,
    stem,
    tokens,
    words,
    years,
)


def test_possessive_s_is_dropped_from_a_token() -> None:
    assert [t.text for t in tokens("Moody's rating")] == ["Moody", "rating"]


def test_dotted_abbreviation_stays_one_token() -> None:
    assert [t.text for t in tokens("the U.S. market")] == ["the", "U.S", "market"]


def test_letters_glued_to_digits_are_two_tokens_with_offsets() -> None:
    toks = tokens("revenue FY2023")
    assert [(t.text, t.start, t.end) for t in toks] == [("revenue", 0, 7), ("FY", 8, 10), ("2023", 10, 14)]


def test_capitalised_flag_follows_the_first_letter() -> None:
    assert [t.capitalized for t in tokens("Best buy")] == [True, False]


def test_stems_join_inflected_forms() -> None:
    assert stem("running") == stem("runs") == "run"
    assert [t.stem for t in tokens("Acquisitions acquired")] == [stem("acquisitions"), stem("acquired")]


def test_a_noun_ending_in_s_stems_with_its_plural() -> None:
    assert stem("bus") == stem("buses") == stem("busses")  # Porter: "bu" and "buse"
    assert stem("bonus") == stem("bonuses") and stem("focus") == stem("focused") and stem("gas") == stem("gases")
    assert stem("business") != stem("bus") and stem("clauses") == stem("clause")


def test_words_split_at_underscores_and_keep_hyphenated_words_whole() -> None:
    assert words("year-end BESTBUY_10Q") == ["year-end", "BESTBUY", "10Q"]


def test_lower_words_drop_the_trailing_dot() -> None:
    assert lower_words("Sales in the U.S. rose") == {"sales", "in", "the", "u.s", "rose"}


@pytest.mark.parametrize(("word", "expected"), [("not", True), ("didn't", True), ("never", True), ("no", False)])
def test_verbal_negations(word: str, expected: bool) -> None:
    assert negates(word) is expected


def test_quantity_applies_its_scale_word_and_keeps_the_unit() -> None:
    (quantity,) = quantities("Revenue was $46.3 billion dollars")
    assert quantity.value == pytest.approx(46.3e9)
    assert quantity.raw == "$46.3"
    assert quantity.unit == stem("dollars")
    assert not quantity.is_year


def test_quantity_in_parentheses_is_negative() -> None:
    (quantity,) = quantities("Net loss (1,234) thousand")
    assert quantity.value == -1_234_000


def test_percent_sign_and_word_give_the_same_unit() -> None:
    assert [q.unit for q in quantities("up 7.9% and 3 percent and 2 per cent")] == ["%", "%", "%"]


def test_a_figure_per_share_is_no_percentage() -> None:
    assert [q.unit for q in quantities("a dividend of $0.92 per share")] == ["per"]


def test_a_four_digit_number_is_a_year_unless_scaled_or_a_currency_amount() -> None:
    found = quantities("in 2023 we paid $2023 and 2023 million")
    assert [(q.value, q.is_year) for q in found] == [(2023.0, True), (2023.0, False), (2023e6, False)]


def test_number_inside_a_word_is_not_a_quantity() -> None:
    assert quantities("FY2023 and Q3") == []


def test_numbers_in_reads_every_numeral_as_written() -> None:
    assert numbers_in("FY2023 revenue $1,240.5 million, up 7.9%") == {2023.0, 1240.5, 7.9}


@pytest.mark.parametrize(
    ("raw", "value"), [("$1,240.5", 1240.5), ("-12", -12.0), ("7.9%", 7.9), ("-.", None), ("$", None)]
)
def test_number_value(raw: str, value: float | None) -> None:
    assert number_value(raw) == value


def test_years_come_from_plain_and_fiscal_forms() -> None:
    assert years("In 1998, FY23 and Q2'24") == {"1998", "2023", "2024"}


def test_numbers_outside_the_year_range_are_not_years() -> None:
    assert years("1234 units and 2150 more") == set()


def test_a_negating_prefix_says_the_opposite_of_the_word() -> None:
    assert {"nonvested", "non-vested", "unvested"} <= opposites("vested")
    assert "current" in opposites("non-current") and "non-current" in opposites("current")
    assert "it" not in opposites("unit") and "der" not in opposites("under")  # "un" is no prefix there
    row = tokens("Nonvested as of December 31, 2019 | Number of Shares (thousands): 6,148")
    assert says_opposite(tokens("How many shares have been vested as of December 31, 2019?"), row)
    both = tokens("Vested and nonvested shares at December 31, 2019")
    assert not says_opposite(tokens("How many shares have been vested?"), both)
    # The word said in another form beside its opposite: "unrecognized ... expect to recognize".
    said = tokens("the total unrecognized compensation costs, which we expect to recognize over 2.9 years")
    assert not says_opposite(tokens("Over what period would the expense be recognized?"), said)
