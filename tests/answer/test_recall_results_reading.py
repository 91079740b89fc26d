"""A kettle maker's recall notice and warranty page, a software firm's quarterly results release, a
housing association's security policy, a university module handbook and a gym's terms, asked as
their readers ask (2026-12-05, seventy-first session; the questions and the quotes that answer them
written before any answer was seen), with a lease's key terms, a hotel's FAQ and a board's minutes.

Before: "How long is the warranty?" was answered **wrong, high** by "Registering your product online
extends the warranty to three years." alone ("a two-year warranty" gave no length of time); "Does the
warranty cover limescale?" **wrong** by "The warranty covers faults in materials and manufacture."
while the next sentence, "It does not cover ... limescale build-up ...", says it of "it"; "How much
did revenue grow?" **wrong, high** by "Subscription revenue grew 27% ..." (revenue's growth said as
"up 18%" was not read as growing). Nine more got passages although a sentence stated the answer.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.forecast import forecast_instead
from rag_core.answer.judging.lent import antecedent_stems
from rag_core.answer.understand.question import analyse
from rag_core.answer.understand.slots import asked_shape, has_shape
from rag_core.text.sentences import Sentence
from tests.helpers.answers import assert_answered, assert_not_answered_by, engine_on
from tests.helpers.candidates import candidate
from tests.helpers.office import heading, make_docx, para
from tests.helpers.pdfs import make_pdf

RECALL = """<html><head><title>Product recall: BrewMax kettle - Halden Appliances</title></head><body>
<h1>Safety recall: BrewMax 1.7 litre kettle (model HK-170)</h1>
<p>Halden Appliances is recalling the BrewMax 1.7 litre kettle because the base can overheat.</p>
<h2>What you should do</h2>
<p>Stop using the kettle immediately and unplug it. Do not return it to the shop.</p>
<p>Contact our recall team on 0800 555 0142 for a free replacement or a full refund.</p>
</body></html>""".encode()
WARRANTY = """<html><head><title>Warranty - Halden Appliances</title></head><body>
<h1>Our warranty</h1>
<p>All Halden small appliances come with a two-year warranty from the date of purchase. Registering your product online extends the warranty to three years.</p>
<p>The warranty covers faults in materials and manufacture. It does not cover accidental damage, limescale build-up or commercial use.</p>
</body></html>""".encode()
RESULTS = make_pdf(
    [
        "Corvane Systems reports third quarter 2026 results\n\n"
        "CAMBRIDGE, 29 October 2026 - Corvane Systems Inc. today reported results for the third quarter ended 30 September 2026.\n\n"
        "Revenue was $412.6 million, up 18% from $349.7 million in the third quarter of 2025. "
        "Net income was $51.3 million, or $0.84 per diluted share, compared with $38.9 million, or $0.64 per diluted share, a year ago. "
        "Subscription revenue grew 27% to $298.4 million and made up 72% of total revenue.",
        "Outlook\nFor the fourth quarter of 2026, Corvane expects revenue of between $430 million and $440 million. "
        "For the full year 2026, the company now expects revenue of $1.61 billion to $1.62 billion, up from its previous "
        "outlook of $1.58 billion to $1.60 billion.",
    ],
    title="Corvane Systems Q3 2026 results",
)
POLICY = make_docx(
    heading("Northgate Housing Association - Information Security Policy"),
    para("This policy applies to all employees, contractors and volunteers."),
    heading("1. Reporting incidents", 2),
    para("Report any suspected security incident to the IT Service Desk on 0161 555 0199 immediately."),
    heading("2. Review", 2),
    para("The Head of IT, Priya Nair, owns this policy. It will be reviewed every two years."),
    title="Information Security Policy",
)
HANDBOOK = b"""# ECON2041 Intermediate Microeconomics - Module Handbook

## Module leader
Dr Hannah Mercer (h.mercer@uni.example). Office hours are Tuesdays 2-4 pm in room E214.

## Teaching
There are two one-hour lectures and one seminar each week.
"""

LEASE = b"""VEHICLE LEASE AGREEMENT - SUMMARY OF KEY TERMS

Lessor: Brightway Leasing Ltd. Lessee: Mr Samuel Okoro.

Maintenance and insurance
Routine servicing is included. The Lessee must insure the vehicle fully comprehensively and name Brightway Leasing as the owner.
"""
HOTEL = b"""# Harbour View Hotel - frequently asked questions

## Cancellation
You can cancel free of charge up to 48 hours before arrival. Advance Purchase rates are non-refundable.
"""
MINUTES = make_docx(
    heading("Harlow Foods plc - Minutes of the Board meeting held on 12 March 2026"),
    para(
        "Present: Ruth Okafor (Chair), Daniel Pryce (Chief Executive), Meera Shah (Chief Financial Officer), Tom Adeyemi."
    ),
    para("Apologies were received from Simon Hart."),
    heading("1. Results", 2),
    para("The Chief Financial Officer presented the 2025 results. The Board approved the annual report and accounts."),
    heading("2. Dividend", 2),
    para("The Board recommended a final dividend of 8.2 pence per share, to be paid on 3 June 2026."),
    heading("3. Any other business", 2),
    para("The next meeting will be held on 18 June 2026."),
    title="Board minutes March 2026",
)


@pytest.fixture(scope="module")
def libraries(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[dict[str, Engine]]:  # type: ignore[no-untyped-def]
    """One library per organisation, as each reader has it (several organisations' documents make
    "revenue" or "this policy" a question of whose)."""
    files = {
        "halden": {"recall.html": RECALL, "warranty.html": WARRANTY},
        "corvane": {"corvane-q3.pdf": RESULTS},
        "northgate": {"infosec.docx": POLICY},
        "econ": {"econ2041.md": HANDBOOK},
        "brightway": {"lease-summary.txt": LEASE},
        "harbour": {"faq.md": HOTEL},
        "harlow": {"minutes.docx": MINUTES},
    }
    yield {name: engine_on(tmp_path_factory, embedder, name, its) for name, its in files.items()}


@pytest.mark.parametrize(
    ("library", "question", "quoted"),
    [
        ("halden", "Does the warranty cover limescale?", "It does not cover accidental damage, limescale"),
        ("halden", "How can I extend the warranty?", "Registering your product online"),
        ("halden", "Can I take it back to the shop?", "Do not return it to the shop."),
        ("corvane", "How much did revenue grow?", "Revenue was $412.6 million, up 18%"),
        ("corvane", "What was diluted EPS?", "$0.84 per diluted share"),
        ("corvane", "What is the Q4 revenue guidance?", "between $430 million and $440 million"),
        ("corvane", "What was the previous outlook?", "previous outlook of $1.58 billion"),
        ("northgate", "When will the policy be reviewed?", "It will be reviewed every two years."),
        ("northgate", "What is the service desk number?", "0161 555 0199"),
        ("northgate", "Do contractors have to follow this policy?", "applies to all employees, contractors"),
        ("econ", "Who is the module leader?", "Dr Hannah Mercer"),
        ("brightway", "Who is the lessor?", "Lessor: Brightway Leasing Ltd."),
        ("brightway", "Who has to insure the car?", "The Lessee must insure the vehicle"),
        ("harbour", "Are Advance Purchase rates refundable?", "Advance Purchase rates are non-refundable."),
        ("harlow", "Who chaired the board meeting?", "Ruth Okafor (Chair)"),
    ],
)
def test_the_readers_questions_are_answered(
    libraries: dict[str, Engine], library: str, question: str, quoted: str
) -> None:
    assert_answered(libraries[library], question, quoted)


def test_the_plain_warranty_is_quoted_beside_the_one_a_change_makes(libraries: dict[str, Engine]) -> None:
    """ "a two-year warranty" is read as a length of time, so both cases are quoted, never high."""
    response = libraries["halden"].ask("How long is the warranty?", session_id="warranty")
    assert "two-year warranty" in (response.answer or "")
    assert response.confidence.level != "high"


def test_another_measures_growth_is_no_answer(libraries: dict[str, Engine]) -> None:
    assert_not_answered_by(libraries["corvane"], "How much did revenue grow?", "Subscription revenue grew")


def _two(text: str) -> list[Sentence]:
    """The two sentences of ``text``, split after its first full stop."""
    end = text.index(". ") + 1
    return [Sentence(0, end, text[:end]), Sentence(end + 1, len(text), text[end + 1 :])]


def test_it_lends_the_sentence_before_its_subject_and_last_noun() -> None:
    covers = _two("The warranty covers faults in materials and manufacture. It does not cover accidental damage.")
    assert "warranti" in antecedent_stems(covers, 1)
    assert "polici" in antecedent_stems(
        _two("The Head of IT owns this policy. It will be reviewed every two years."), 1
    )
    # an "it" that stands for what follows refers back to nothing
    assert antecedent_stems(_two("The warranty covers faults. It is important to keep your receipt."), 1) == set()


def test_a_question_about_the_outlook_asks_what_was_expected() -> None:
    expected = candidate("For the full year the company now expects revenue of $1.61 billion.")
    assert forecast_instead(analyse("What was revenue?", ""), expected)
    assert not forecast_instead(analyse("What was the previous outlook?", ""), expected)


def test_a_place_to_call_asks_for_a_phone_number_and_an_act_is_a_means() -> None:
    assert asked_shape("What is the service desk number?") == "phone"
    assert asked_shape("What is the number of staff?") != "phone"
    assert has_shape("means", "Registering your product online extends the warranty to three years.")
    assert not has_shape("means", "During the year the warranty was extended.")
