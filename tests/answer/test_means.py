""" "How can I ...?" asks the way to do it: a sentence saying only that it can be done is no answer."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.messages import Mode
from tests.helpers.builders import new_library

NOTICE = """# Privacy notice

## Your choices

As discussed below, you may opt out of third-party tracking on the Service at any time.

## Newsletters

You may unsubscribe from our newsletter at any time by clicking the link at the bottom of any issue.
"""


@pytest.fixture(scope="module")
def notice(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield Engine(
        new_library(tmp_path_factory.mktemp("means") / "data", embedder, {"privacy_notice.md": NOTICE.encode()})
    )


def test_saying_it_can_be_done_does_not_answer_how(notice: Engine) -> None:
    response = notice.ask("How can I opt out of third party tracking?", session_id="means")
    assert response.mode is not Mode.DIRECT_ANSWER, response.answer


def test_the_way_to_do_it_answers_how(notice: Engine) -> None:
    response = notice.ask("How can I unsubscribe from the newsletter?", session_id="means-2")
    assert response.mode is Mode.DIRECT_ANSWER, response.related_highlights
    assert response.answer == (
        "You may unsubscribe from our newsletter at any time by clicking the link at the bottom of any issue."
    )
