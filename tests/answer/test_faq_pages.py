"""A web page of questions and answers: the paragraph right under a question answers it, though it
need not repeat the question's words. "What time does school start?" over a school's FAQ had been a
passage: the top candidate was the FAQ's own question (never quotable), and the answer, "The school
gates open at 8:40 and lessons begin at 8:55.", says neither "school start" nor "time"."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.lent import asked_above
from rag_core.answer.judging.signed import page_sentences_of
from rag_core.messages import Mode
from tests.helpers.builders import new_library

FAQ = b"""<html><head><title>Frequently asked questions - Ashgrove Primary School</title></head><body>
<nav>Home | Term dates | Contact</nav>
<h1>Frequently asked questions</h1>
<h2>What time does school start?</h2>
<p>The school gates open at 8:40 and lessons begin at 8:55. The school day ends at 15:15.</p>
<h2>Is there a breakfast club?</h2>
<p>Yes. Breakfast club runs from 7:45 every weekday in the school hall and costs &pound;3.50 a morning.</p>
<h2>Do you offer school meals?</h2>
<p>Hot lunches are cooked on site every day. Meals are free for all pupils in Reception, Year 1 and Year 2.</p>
</body></html>"""


def _asked(text: str) -> list[tuple[str, set[str]]]:
    sentences = page_sentences_of(text)
    return [(s.text, asked_above(text, sentences, i)) for i, s in enumerate(sentences)]


def test_the_paragraph_under_a_question_carries_its_words() -> None:
    text = (
        "What time does school start?\n\nThe school gates open at 8:40 and lessons begin at 8:55. "
        "The school day ends at 15:15.\n\nUniforms are green."
    )
    asked = dict(_asked(text))
    assert asked["The school gates open at 8:40 and lessons begin at 8:55."] == {"time", "school", "start"}
    assert asked["The school day ends at 15:15."] == {"time", "school", "start"}
    assert asked["Uniforms are green."] == set()  # a later paragraph: not the answer to that question
    assert asked["What time does school start?"] == set()


@pytest.mark.parametrize(
    "text",
    [
        "Yes.\n\nWhat time does school start?\n\nYes.",  # a bare "Yes." says nothing of its own
        "We open at 8:40, do we not? The gates close at 9:00 for everyone.",  # a question inside a paragraph
        "Opening hours\n\nThe school gates open at 8:40 for all pupils.",  # a heading that asks nothing
    ],
)
def test_only_a_question_on_a_line_of_its_own_right_above_carries_its_words(text: str) -> None:
    assert all(not words for _, words in _asked(text))


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield Engine(new_library(tmp_path_factory.mktemp("faq") / "data", embedder, {"faq.html": FAQ}))


def test_a_faq_question_is_answered_by_the_paragraph_under_it(engine: Engine) -> None:
    response = engine.ask("What time does school start?", session_id="start")
    assert response.mode is Mode.DIRECT_ANSWER
    assert "8:55" in (response.answer or "")


def test_a_bare_yes_is_never_the_answer_to_a_faq_question(engine: Engine) -> None:
    response = engine.ask("Is there a breakfast club?", session_id="breakfast")
    assert response.mode is Mode.DIRECT_ANSWER
    assert (response.answer or "").startswith("Breakfast club runs from 7:45")
