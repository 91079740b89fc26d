"""Whether a quoted sentence or row states a dev set's gold answer (rag_core.evals.devsets.holds):
the label every judge candidate is trained and scored by."""

from __future__ import annotations

import pytest

from rag_core.evals.devsets import holds


@pytest.mark.parametrize(
    ("text", "gold"),
    [
        # a figure followed by a comma, as in every "..., respectively" sentence
        ("Advertising costs amounted to $278,057, $365,859, and $378,217, for the years ended", "$278,057"),
        ("Advertising costs amounted to $278,057, $365,859, and $378,217, for the years ended", "$378,217"),
        ("In 2019, 2018 and 2017, we adopted the revised mortality tables.", "2019"),
        ("Total sales | 2019 | $1,496.5", "1,496.5"),
        ("Net loss was $(9.8), compared with", "(9.8)"),
        # a figure with its scale in words, held by a row that states the scale
        ("Other income, net | Year Ended December 31, 2017 (In millions): $55", "$55 million"),
        ("Other income of $55 million in 2017", "$55 million"),
        # ... and a row at another scale than the gold's, rounded as the gold is
        ("Revenue | Segment | $'000 | 85,123", "$85.1 million"),
        ("Revenue | Segment | £’000 | 85,123", "£85.1 million"),
        ("Net sales (in millions) | 2022 | $1,234", "$1.2 billion"),
        ("The committee approved the plan.", "approved the plan"),
    ],
)
def test_a_text_that_states_the_gold_holds_it(text: str, gold: str) -> None:
    assert holds(text, gold)


@pytest.mark.parametrize(
    ("text", "gold"),
    [
        ("Total sales | 2019 | $11,496.5", "1,496.5"),
        ("Total sales | 2019 | $1,496.52", "1,496.5"),
        ("In 2019, 2018 and 2017, we adopted", "2016"),
        # the scale must be stated for the figures, not a figure's own "million"
        ("Other income | 2017: $55", "$55 million"),
        ("Other income was $55 thousand and revenue $103 million", "$55 million"),
        # another scale's figure must round to the gold, which gives two digits at least
        ("Revenue | Segment | $'000 | 85,249", "$85.1 million"),
        ("Revenue | Segment | $'000 | 4,700", "$5 million"),
        ("Revenue | Segment | 85,123", "$85.1 million"),
        ("Anything", "  "),
    ],
)
def test_a_text_that_does_not_state_the_gold_does_not_hold_it(text: str, gold: str) -> None:
    assert not holds(text, gold)
