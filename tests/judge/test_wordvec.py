"""The judge's soft coverage: a question word the passage says in other words counts as nearly there."""

from __future__ import annotations

from rag_core.judge.wordvec import closeness, vector
from rag_core.text.lexicon import tokens


def _words(text: str) -> list[str]:
    return [t.lower for t in tokens(text) if t.lower.isalpha()]


def test_a_word_said_in_other_words_is_close_and_an_absent_topic_is_not() -> None:
    passage = _words("We do not knowingly collect personal information from children under the age of 13.")
    kids, gdpr = closeness(["kids", "gdpr"], passage)
    assert kids > 0.6  # "children"
    assert gdpr < 0.35
    assert kids > gdpr + 0.3


def test_closeness_reads_the_bundled_model_offline_and_is_repeatable() -> None:
    buy = vector("buy")
    assert buy.shape == (384,)
    assert abs(float(buy @ buy) - 1.0) < 1e-5
    assert closeness(["buy"], ["purchase", "cookies"]) == closeness(["buy"], ["cookies", "purchase"])
    assert closeness(["buy"], []) == [0.0]
