"""A document's own date is read from the line that dates it ("Last Updated: March 2015"), of the
document the question names, dated the way it asks; never from a sentence that gives no date."""

from __future__ import annotations

from pathlib import Path

from rag_core.answer.engine import Engine
from rag_core.library import Library
from rag_core.messages import Mode
from tests.helpers.builders import new_library

POLICY = """<!DOCTYPE html><html><head><title>Harbor Outfitters Privacy Policy</title></head><body>
<h1>Harbor Outfitters Privacy Policy</h1>
<p>Last Updated: March 2015</p>
<p>Effective: January 1, 2015</p>
<p>Harbor Outfitters collects the information you give us when you order, such as your name and address.</p>
<p>We use your order history to recommend products you may like and to improve our stores.</p>
<p>We will post the date our Policy was last updated at the top of the Privacy Policy.</p>
<p>If we make an important change to this Privacy Policy, we will post a notice on our website.</p>
</body></html>"""

HANDBOOK = """# Marlow Bakery Staff Handbook

Version 3, approved by the board on 12 May 2024.

## Pay

Staff are paid on the last Friday of each month.
"""

FOOD_POLICY = """# Marlow Bakery Food Safety Policy

Version 2, approved by the directors on 3 February 2025.

## Rules

Fridges must be kept at or below 5°C, and their temperature is recorded twice a day.
"""

UNDATED = """<!DOCTYPE html><html><head><title>Quill Stationers Privacy Policy</title></head><body>
<h1>Quill Stationers Privacy Policy</h1>
<p>Quill Stationers collects your name and address when you order, to deliver your order.</p>
<p>We may update this policy from time to time, and we will post the updated policy on this page.</p>
<p>Quill signed a lease in 2019 for its new warehouse.</p>
</body></html>"""


def _library(tmp_path: Path, embedder, files: dict[str, str]) -> Library:  # type: ignore[no-untyped-def]
    return new_library(tmp_path / "data", embedder, {name: text.encode() for name, text in files.items()})


def test_a_policy_s_date_is_its_dating_line_of_the_kind_asked(tmp_path: Path, embedder) -> None:  # type: ignore[no-untyped-def]
    engine = Engine(_library(tmp_path, embedder, {"harbor.html": POLICY}))
    updated = engine.ask("When was the Harbor Outfitters privacy policy last updated?", session_id="d1")
    assert updated.mode is Mode.DIRECT_ANSWER
    assert updated.answer == "Last Updated: March 2015"
    effective = engine.ask("When did the Harbor Outfitters privacy policy take effect?", session_id="d2")
    assert effective.answer == "Effective: January 1, 2015"
    assert effective.confidence.level != "high"


def test_the_date_is_that_of_the_document_the_question_names(tmp_path: Path, embedder) -> None:  # type: ignore[no-untyped-def]
    library = _library(
        tmp_path, embedder, {"marlow_staff_handbook.md": HANDBOOK, "marlow_food_safety_policy.md": FOOD_POLICY}
    )
    response = Engine(library).ask("When was the food safety policy approved?", session_id="d3")
    assert response.mode is Mode.DIRECT_ANSWER
    assert response.answer == "Version 2, approved by the directors on 3 February 2025."
    assert response.evidence.facts[0].source == "marlow_food_safety_policy.md"


def test_a_policy_without_a_date_gets_no_date_not_even_an_event_s(tmp_path: Path, embedder) -> None:  # type: ignore[no-untyped-def]
    engine = Engine(_library(tmp_path, embedder, {"quill.html": UNDATED}))
    response = engine.ask("When was the Quill Stationers privacy policy last updated?", session_id="d4")
    assert response.mode is not Mode.DIRECT_ANSWER, response.answer
