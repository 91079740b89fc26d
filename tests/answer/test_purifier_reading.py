"""An air purifier's user manual, specifications sheet and troubleshooting page, asked as its owners
ask (2026-12-04, sixty-seventh session; the questions and the quotes that answer them written
before any answer was seen).

Before: "How do I reset the filter light?" lacked "light" beside "To reset the filter indicator,
hold the power button for 5 seconds."; "How heavy is it?" was read as asking how to do something;
"How do I contact support?" lacked "contact" beside "Support is available by email at ..."; "How
loud is it at night?" likewise, never answered directly.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.understand.classify import QuestionKind, classify
from rag_core.answer.understand.slots import asks_to_contact, carried_by_shape
from rag_core.text.lexicon import tokens
from rag_core.messages import Mode
from tests.helpers.answers import assert_answered, engine_on
from tests.helpers.office import make_xlsx
from tests.helpers.pdfs import make_pdf

MANUAL = make_pdf(
    [
        "AeroPure 300 Air Purifier\nUser manual\n\n"
        "The AeroPure 300 cleans rooms of up to 40 square metres. "
        "It has three fan speeds and a night mode that dims the display. "
        "The HEPA filter should be replaced every 6 months.",
        "Indicator lights\n\n"
        "A green light means the air quality is good. "
        "An orange light means the air quality is moderate. "
        "A red light means the filter needs replacing. "
        "To reset the filter indicator, hold the power button for 5 seconds.",
        "Warranty and safety\n\n"
        "The purifier comes with a two-year warranty, which can be extended to five years by registering online. "
        "Do not use the purifier in bathrooms or other wet areas. "
        "Keep the purifier at least 30 cm away from walls.",
    ],
    title="AeroPure 300 user manual",
)
SPECS = make_xlsx(
    {
        "Specifications": [
            ["Specification", "Value"],
            ["Weight", "4.2 kg"],
            ["Noise level (night mode)", "22 dB"],
            ["Power consumption", "45 W"],
            ["Replacement filter price", "£39.99"],
        ]
    },
    title="AeroPure 300 specifications",
)
TROUBLE = b"""<html><head><title>Troubleshooting - AeroPure</title></head><body>
<h1>Troubleshooting</h1>
<p>If the purifier does not turn on, check that the filter cover is closed properly.</p>
<p>A burning smell during the first few hours of use is normal and will fade.</p>
<p>If the fan is noisy, make sure the purifier is on a flat surface.</p>
<p>Support is available by email at help@aeropure.example.</p>
</body></html>"""


@pytest.fixture(scope="module")
def purifier(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    files = {"manual.pdf": MANUAL, "specs.xlsx": SPECS, "troubleshooting.html": TROUBLE}
    yield engine_on(tmp_path_factory, embedder, "purifier", files)


@pytest.mark.parametrize(
    ("question", "quoted"),
    [
        ("How do I reset the filter light?", "hold the power button for 5 seconds"),
        ("How heavy is it?", "4.2 kg"),
        ("How do I contact support?", "help@aeropure.example"),
        ("What does the red light mean?", "filter needs replacing"),
    ],
)
def test_the_manual_answers_its_owners(purifier: Engine, question: str, quoted: str) -> None:
    assert_answered(purifier, question, quoted)


def test_a_light_of_a_colour_the_manual_does_not_name_is_not_answered(purifier: Engine) -> None:
    response = purifier.ask("What does the blue light mean?", session_id="blue")
    assert response.mode is not Mode.DIRECT_ANSWER, response.answer


def test_an_address_carries_contact_for_a_question_naming_no_kind_of_contact() -> None:
    text = "Support is available by email at help@aeropure.example."
    asking = tokens("How do I contact support?")
    assert carried_by_shape("", text, asking) >= {"contact"}
    assert carried_by_shape("means", text, asking) >= {"contact"}
    assert not carried_by_shape("", "Support is available on weekdays.", asking)
    assert asks_to_contact(tokens("How do I contact support?"))
    assert not asks_to_contact(tokens("Do you ask for my contact information?"))  # the reader's own data
    assert classify("How loud is it at night?").kind is QuestionKind.FACTOID


def test_only_a_question_asking_how_to_contact_is_carried_by_an_address() -> None:
    text = "Our claims team is at 4 Mill Lane, Leeds LS1 4AB. Write to claims@safeway.example."
    assert carried_by_shape("", text, tokens("How do I contact the claims team?")) >= {"contact"}
    assert carried_by_shape("", text, tokens("What is the best way to contact you?")) >= {"contact"}
    # yes/no questions whose verb is "contact" or "reach": an address answers neither
    assert not asks_to_contact(tokens("Can I reach the station by bus?"))
    assert not carried_by_shape("", text, tokens("Do I need to contact my insurer before travelling?"))
