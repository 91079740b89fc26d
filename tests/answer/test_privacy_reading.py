"""A privacy policy's question asked with a light verb (2026-12-02, fifty-eighth session): once
"get" was no word an answer must say, "Which business partners get my name and mailing address?"
(the policy names none) was answered **high** by "... may provide its business partners with your
name and mailing address ...", which names only who shares. Found on the dev policies.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from tests.helpers.builders import new_library

POLICY = """<html><head><title>Privacy Policy | Washingtonian</title></head><body>
<main><h1>Privacy Policy</h1>
<h2>Sharing your information</h2>
<p>From time-to-time, Washingtonian magazine and/or Washingtonian.com may provide its business partners with your
name and mailing address for marketing relevant services, products, and programs to you.</p>
<p>If you do not want us to share your name and address, email privacy@washingtonian.com.</p>
<h2>Refunds</h2>
<p>Subscribers can ask for a refund of the unused part of their subscription at any time.</p>
</main></body></html>"""


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    files = {"washingtonian_privacy.html": POLICY.encode()}
    yield Engine(new_library(tmp_path_factory.mktemp("privacy") / "data", embedder, files))


def test_which_ones_get_it_is_not_answered_without_naming_them(engine: Engine) -> None:
    response = engine.ask("Which business partners get my name and mailing address?", session_id="which")
    assert response.mode != "direct_answer"


def test_a_light_verb_of_the_reader_is_no_word_the_answer_must_say(engine: Engine) -> None:
    response = engine.ask("Can I get a refund on my subscription?", session_id="refund")
    assert response.mode == "direct_answer"
    assert "refund of the unused part" in (response.answer or "")
