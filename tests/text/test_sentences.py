"""Where a sentence ends: after an answer "No.", not after "No." abbreviating a number."""

from __future__ import annotations

import pytest

from rag_core.text.sentences import split_sentences


@pytest.mark.parametrize(
    ("text", "sentences"),
    [
        # A participant sheet answers its own heading question: "No." is the whole answer.
        (
            "No. Taking part is entirely voluntary, and you can withdraw at any time.",
            ["No.", "Taking part is entirely voluntary, and you can withdraw at any time."],
        ),
        ("Is it free? No. It costs 5.", ["Is it free?", "No.", "It costs 5."]),
        ("No. I do not want to take part.", ["No.", "I do not want to take part."]),
        ("No. A copy will be kept.", ["No.", "A copy will be kept."]),
        # "No." and "Nos." before a number or a code abbreviate "number".
        ("See Note No. 7 for details. Then go.", ["See Note No. 7 for details.", "Then go."]),
        ("Registration No. ABC123 applies.", ["Registration No. ABC123 applies."]),
        ("Nos. 4 and 5 are closed.", ["Nos. 4 and 5 are closed."]),
        ("Policy No. A-12 applies.", ["Policy No. A-12 applies."]),
        ("Dr. Smith signed it.", ["Dr. Smith signed it."]),
    ],
)
def test_a_sentence_ends_after_an_answer_no(text: str, sentences: list[str]) -> None:
    assert [s.text for s in split_sentences(text)] == sentences
