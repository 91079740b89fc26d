"""A coffee machine's user manual asked as its owners ask (2026-12-02, fifty-seventh session):

- "What does E4 mean?" was refused with "No indexed document covers E4." while the manual's error
  table reads "E4 Grinder blocked: ...": a word of letters and digits is counted at ingest as its
  parts ("e", "4"), so it was looked for in no document;
- "What is the customer care email?" was not read as asking for an email address.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.understand.slots import asked_shape
from rag_core.messages import Mode
from tests.helpers.builders import new_library
from tests.helpers.pdfs import make_pdf

MANUAL = [
    "Corrina CM-400 Bean-to-Cup Coffee Machine\nUser Manual",
    "Error codes\n\nE1 Water tank empty or not fitted: refill the tank and push it fully into place.\n\n"
    "E4 Grinder blocked: switch off, empty the bean container and remove any foreign objects.\n\n"
    "E7 Overheating: switch off the machine and let it cool for 30 minutes.",
]
WARRANTY = b"""<html><head><title>Warranty | Corrina</title></head><body><main>
<h1>Your Corrina warranty</h1>
<p>To make a warranty claim, keep your proof of purchase and contact Customer Care at care@corrina.co.uk.</p>
</main></body></html>"""


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    files = {"cm400_user_manual.pdf": make_pdf(MANUAL, title="CM-400 User Manual"), "warranty.html": WARRANTY}
    yield Engine(new_library(tmp_path_factory.mktemp("manual") / "data", embedder, files))


def test_a_code_of_letters_and_digits_the_manual_uses_is_covered(engine: Engine) -> None:
    response = engine.ask("What does E4 mean?", session_id="e4")
    assert response.mode is not Mode.HARD_REFUSAL
    shown = (response.answer or "") + " ".join(h.highlight for h in response.related_highlights or ())
    assert "E4 Grinder blocked" in shown
    response = engine.ask("What does error E3 mean?", session_id="e3")  # a code the manual never gives
    assert response.mode is Mode.HARD_REFUSAL
    assert "E3" in (response.answer or "")


def test_a_question_ending_in_email_asks_for_an_address(engine: Engine) -> None:
    assert asked_shape("What is the customer care email?") == "email"
    assert asked_shape("What is email?") == ""
    response = engine.ask("What is the customer care email?", session_id="email")
    assert response.mode is Mode.DIRECT_ANSWER
    assert "care@corrina.co.uk" in (response.answer or "")
