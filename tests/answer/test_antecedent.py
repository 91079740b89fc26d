"""A sentence that refers back with "the" or "this" ("The training is refreshed every three years.")
carries the words of the thing it refers to, said in the sentence before ("food hygiene training"),
so it answers a question that names them."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.lent import antecedent_stems
from rag_core.library import Library
from rag_core.messages import Mode
from rag_core.settings import Settings
from rag_core.text.lexicon import tokens
from rag_core.text.sentences import split_sentences

HANDBOOK = """# Wrenhollow Bakery staff handbook

## Food safety

Every new member of staff completes food hygiene training within their first four weeks.

The training is refreshed every three years.

## Uniforms

Each baker receives three aprons a year.

The aprons are washed on site.
"""


def _stems(text: str) -> set[str]:
    return {t.stem for t in tokens(text)}


def test_the_noun_of_the_sentence_before_brings_its_words() -> None:
    sentences = split_sentences(
        "Every new member of staff completes food hygiene training within their first four weeks.\n\n"
        "The training is refreshed every three years."
    )
    assert _stems("food hygiene") <= antecedent_stems(sentences, 1)


@pytest.mark.parametrize(
    "text",
    [
        # not opening with "the" / "this"
        "Every member completes food hygiene training.\n\nRefresher training is held every three years.",
        # another noun: the sentence before does not name it
        "Every member completes food hygiene training.\n\nThe course is refreshed every three years.",
        # another one of the kind: "The Halifax office" is not the Victoria office
        "The Victoria office is run by Rafael Yeboah.\n\nThe Halifax office is run by Ugo Lindqvist.",
        # the noun stands alone in the sentence before: no words to bring
        "Every member must do the training.\n\nThe training is refreshed every three years.",
    ],
)
def test_nothing_is_brought_without_the_same_noun_with_words_before_it(text: str) -> None:
    assert antecedent_stems(split_sentences(text), 1) == set()


def test_the_words_before_the_noun_must_be_among_those_of_the_sentence_before() -> None:
    sentences = split_sentences("Staff complete annual food hygiene training.\n\nThe annual training takes a day.")
    assert _stems("food hygiene") <= antecedent_stems(sentences, 1)


def test_the_first_sentence_refers_to_nothing() -> None:
    assert antecedent_stems(split_sentences("The training is refreshed every three years."), 0) == set()


@pytest.fixture(scope="module")
def bakery(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    library = Library(Settings(data_dir=tmp_path_factory.mktemp("bakery") / "data", seed_samples=False), embedder)
    assert library.ingest_bytes("wrenhollow_handbook.md", HANDBOOK.encode()).ok
    yield Engine(library)


def test_a_sentence_referring_back_answers_the_question_that_names_what_it_refers_to(bakery: Engine) -> None:
    response = bakery.ask("How often is food hygiene training refreshed?", session_id="antecedent")
    assert response.mode is Mode.DIRECT_ANSWER, response.related_highlights
    assert response.answer == "The training is refreshed every three years."
    assert not response.evidence.gaps
