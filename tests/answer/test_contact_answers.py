"""A contact the question asks for is the sentence that gives it for whom it is asked ("please
contact the Privacy Officer at 0161 496 0123", "... sent to 14 Mill Lane"), never one that only talks about phone numbers, nor
another office's number."""

from __future__ import annotations

from pathlib import Path

from rag_core.answer.engine import Engine
from rag_core.messages import Mode
from tests.helpers.builders import new_library

POLICY = """<!DOCTYPE html><html><head><title>Halden Dental Privacy Notice</title></head><body>
<h1>Halden Dental Privacy Notice</h1>
<p>Halden Dental collects your name, address, date of birth and phone number when you register as a patient.</p>
<p>We use your phone number to remind you of appointments and to tell you about changes to your treatment.</p>
<p>Unique numbers that may identify you, such as your NHS number or your phone number, are kept in our records system.</p>
<p>We keep dental records for eleven years after your last treatment.</p>
<p>If you have any questions about this notice, please contact the Halden Dental Privacy Officer at 0161 496 0123.</p>
<p>Complaints about our handling of your information can be made in writing to the practice manager.</p>
<p>Letters for the Halden Dental Privacy Officer should be sent to 14 Mill Lane, Leeds LS1 4AB.</p>
</body></html>"""


def _engine(tmp_path: Path, embedder) -> Engine:  # type: ignore[no-untyped-def]
    return Engine(new_library(tmp_path / "data", embedder, {"halden.html": POLICY.encode()}))


def test_the_sentence_that_gives_the_officer_s_number_answers(tmp_path: Path, embedder) -> None:  # type: ignore[no-untyped-def]
    response = _engine(tmp_path, embedder).ask(
        "What is the Halden Dental Privacy Officer's phone number?", session_id="c1"
    )
    assert response.mode is Mode.DIRECT_ANSWER
    assert "0161 496 0123" in (response.answer or "")
    assert response.confidence.level != "high"


def test_no_number_is_given_for_an_office_the_policy_gives_none_for(tmp_path: Path, embedder) -> None:  # type: ignore[no-untyped-def]
    response = _engine(tmp_path, embedder).ask("What is the practice manager's phone number?", session_id="c2")
    assert "0161 496 0123" not in (response.answer or "")


def test_the_sentence_that_gives_the_officer_s_street_address_answers(tmp_path: Path, embedder) -> None:  # type: ignore[no-untyped-def]
    response = _engine(tmp_path, embedder).ask(
        "What is the mailing address of the Halden Dental Privacy Officer?", session_id="c3"
    )
    assert response.mode is Mode.DIRECT_ANSWER
    assert "14 Mill Lane, Leeds LS1 4AB" in (response.answer or "")


def test_a_flattened_table_line_is_no_phone_number() -> None:
    """ "Sligo 328 1999" (a depot, its staff, the year it opened, from a report's table) had answered
    "What is the phone number of the head office?"; the sentence that gives the number does."""
    from rag_core.answer.judging.contact import contact_line
    from tests.helpers.candidates import candidate

    table_line = candidate("Sligo 328 1999", missing=("phone", "number"))
    sentence = candidate("Call us on +31 636 478 4159 or email hello@meridian.org.", missing=("phone", "number"))
    assert contact_line("phone", [table_line, sentence]) is sentence
    assert contact_line("phone", [table_line]) is None
    spoken = candidate("Please contact the Privacy Officer at 0161 496 0123.", missing=("phone", "number"))
    assert contact_line("phone", [spoken]) is spoken


def test_whom_to_contact_is_the_line_giving_an_address_for_it() -> None:
    """ "Who do I ask about my pay?" had been answered by "Customers who struggle to pay can ask for a
    payment plan" (P 0.82); the handbook's payroll line gives the address for it."""
    from rag_core.answer.judging.contact import whom_to_contact
    from tests.helpers.candidates import candidate

    plan = candidate("Customers who struggle to pay can ask for a payment plan of up to 12 months.", missing=())
    payroll = candidate("Questions about pay go to the payroll team at payroll@haldenwater.no.", missing=("ask",))
    other = candidate("Lost laptops are reported to it@haldenwater.no.", missing=("ask", "pay"))
    assert whom_to_contact("Who do I ask about my pay?", [plan, other, payroll]) is payroll
    assert whom_to_contact("Who should I talk to about my pay?", [plan, payroll]) is payroll
    # no line gives an address for it; or the question asks no one to contact
    assert whom_to_contact("Who do I ask about my pay?", [plan, other]) is None
    assert whom_to_contact("How is pay set?", [plan, payroll]) is None
