"""Definition pairs the cross-encoder is fine-tuned on: made from the training documents' own
defining sentences, only from the documents on the encoder's side of the folds."""

from __future__ import annotations

import numpy as np

from rag_core.judge.collect import Collected, QuestionRow
from rag_core.judge.definitions import NEGATIVES, definition_pairs, defined_term, questions_for

SAFETY = (
    "A near miss is an unplanned event that did not cause injury or damage but could have done so.",
    "Every near miss should be reported through the Speak Up line.",
    "Drivers must take a break of at least 45 minutes after 4.5 hours of driving.",
    "The depot manager reviews the near misses every month.",
    "Speeding is never acceptable.",
)
POLICY = (
    "'Personal data' means any information that identifies you.",
    "We keep personal data for six years.",
    "You may ask for a copy of your personal data.",
    "The following is a summary of the data we hold.",
)


def _collected(documents: dict[str, tuple[str, ...]]) -> Collected:
    questions, row = [], 0
    for group, sentences in documents.items():
        reads = tuple((row + k, text) for k, text in enumerate(sentences))
        questions.append(
            QuestionRow(f"q-{group}", group, True, True, "fact", row, len(sentences), "direct", True, "?", reads)
        )
        row += len(sentences)
    return Collected("docs", np.zeros((row, 1), np.float32), np.zeros(row, bool), questions)


def test_a_sentence_that_defines_a_term_is_asked_what_the_term_is() -> None:
    assert defined_term(SAFETY[0]) == ("a", "near miss", "is")
    assert questions_for(SAFETY[0])[0] == "What is a near miss?"
    assert questions_for("Cross-docking means unloading goods from an inbound truck.")[0] == "What is Cross-docking?"
    assert questions_for(POLICY[0])[0] == "What is Personal data?"
    assert questions_for("Killer T cells are a sub-group of T cells.")[0] == "What are Killer T cells?"
    assert len(set(questions_for(SAFETY[0]))) == 2  # a second wording besides "What is ...?"


def test_sentences_that_only_look_like_definitions_ask_nothing() -> None:
    for sentence in (
        "It is a long road.",
        "The following is a summary of the data we hold.",
        "Speeding is never acceptable.",
        "Revenue for 2023 was EUR 182.4 million.",
        "Item 7 is a summary.",
        "where is the mass of the object.",
    ):
        assert questions_for(sentence) == [], sentence


def test_each_question_pairs_its_sentence_with_the_documents_other_sentences_naming_the_term_first() -> None:
    questions, texts, labels = definition_pairs([(_collected({"safety": SAFETY}), np.array([0]))])
    asked = [q for q, right in zip(questions, labels) if right]
    assert asked == questions_for(SAFETY[0])
    first = [(t, right) for q, t, right in zip(questions, texts, labels) if q == "What is a near miss?"]
    assert first[0] == (SAFETY[0], True)
    wrong = [t for t, right in first if not right]
    assert len(wrong) == NEGATIVES and SAFETY[0] not in wrong
    assert set(wrong[:2]) == {SAFETY[1], SAFETY[3]}  # the sentences about near misses come first


def test_only_documents_on_the_encoders_side_of_the_folds_make_pairs() -> None:
    collected = _collected({"safety": SAFETY, "policy": POLICY})
    both = definition_pairs([(collected, np.array([0, 3]))])
    only_policy = definition_pairs([(collected, np.array([-1, 3]))])
    assert {t for t, right in zip(both[1], both[2]) if right} == {SAFETY[0], POLICY[0]}
    assert set(only_policy[1]) <= set(POLICY)
    assert definition_pairs([(collected, np.array([0, 3]))]) == both  # deterministic
