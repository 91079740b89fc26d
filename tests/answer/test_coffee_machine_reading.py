"""A coffee machine's user manual (Word, with a troubleshooting table) and a broadband firm's
equipment terms, asked as their owners ask (2026-12-05, seventieth session; the questions and the
quotes that answer them written before any answer was seen).

Before: "What do I do if water leaks under the machine?" was answered **high** (P 0.96) by the
troubleshooting table's "Cause" cell ("Drip tray full"), not its "What to do" ("Empty the drip
tray"); "Do I get a descaler with the machine?" was answered **high** by "Descale the machine when
the descale light comes on ..."; "Do I get a router?" **high** by "The router remains our
property." Each named the thing asked and said nothing of it coming to the reader, or was another
column of the asked row. "How do I descale the machine?" got passages: "To descale, pour 500 ml of
Brewmaster descaler ..." was rated P 0.07.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.lookup import asks_header, looked_up
from rag_core.answer.judging.method import method_statement
from rag_core.answer.judging.predicate import lacks_receipt
from rag_core.answer.understand.question import analyse
from tests.helpers.answers import assert_answered, assert_not_answered_by, engine_on
from tests.helpers.candidates import candidate, row_cells
from tests.helpers.office import heading, make_docx, para, table

MANUAL = make_docx(
    heading("Brewmaster B20 bean-to-cup coffee machine: user manual"),
    heading("Cleaning", 2),
    para("Empty the drip tray and the grounds container every day."),
    para("Descale the machine when the descale light comes on, or at least every three months."),
    para(
        "To descale, pour 500 ml of Brewmaster descaler into the water tank and hold the descale button for 3 seconds."
    ),
    heading("Troubleshooting", 2),
    table(
        [
            ["Problem", "Cause", "What to do"],
            ["Coffee is too weak", "Grind too coarse", "Turn the grind dial to a finer setting"],
            ["Water leaks under the machine", "Drip tray full", "Empty the drip tray"],
            ["Machine does not switch on", "Plug not connected", "Check the plug and the fuse"],
        ],
        header_rows=1,
    ),
    heading("Warranty", 2),
    para("The machine is guaranteed for two years from the date of purchase."),
    title="Brewmaster B20 manual",
)
EQUIPMENT = """<html><head><title>Equipment - Lumen Broadband</title></head><body>
<h1>Your equipment</h1>
<p>The router remains our property.</p>
<p>If you leave within the minimum term, you must return the router within 30 days or pay a £60 charge.</p>
</body></html>""".encode()


@pytest.fixture(scope="module")
def owners(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "owners", {"manual.docx": MANUAL, "equipment.html": EQUIPMENT})


@pytest.mark.parametrize(
    ("question", "quoted"),
    [
        ("What do I do if water leaks under the machine?", "Empty the drip tray"),
        ("What should I do if the machine does not switch on?", "Check the plug and the fuse"),
        ("The machine won't switch on, what should I do?", "Check the plug and the fuse"),
        ("Do I get a guarantee?", "guaranteed for two years"),
        ("How often should I empty the drip tray?", "every day"),
        ("How do I descale the machine?", "pour 500 ml of Brewmaster descaler"),
    ],
)
def test_the_owners_questions_are_answered(owners: Engine, question: str, quoted: str) -> None:
    assert_answered(owners, question, quoted)


@pytest.mark.parametrize(
    ("question", "unsaid"),
    [
        ("Do I get a router?", "remains our property"),
        ("Do I get a descaler with the machine?", "descale light"),
    ],
)
def test_naming_the_thing_is_no_answer_to_whether_one_gets_it(owners: Engine, question: str, unsaid: str) -> None:
    assert_not_answered_by(owners, question, unsaid)


def test_lacks_receipt_reads_whether_the_thing_comes_to_anyone() -> None:
    router = analyse("Do I get a router?", "")
    assert lacks_receipt(router, candidate("The router remains our property."))
    assert lacks_receipt(router, candidate("Reset the router when the light comes on."))  # "comes on", not "comes with"
    assert not lacks_receipt(router, candidate("All plans include unlimited data and a Wi-Fi 6 router."))
    assert not lacks_receipt(router, candidate("Every plan comes with a router."))
    assert not lacks_receipt(router, candidate("Routers are not provided with the Basic plan."))  # no, but it says
    assert not lacks_receipt(
        analyse("Do I get a guarantee?", ""), candidate("The machine is guaranteed for two years.")
    )
    # "get" before a participle, or asked of who, is another question
    assert not lacks_receipt(analyse("Do I get paid for overtime?", ""), candidate("Overtime is unpaid."))
    assert not lacks_receipt(analyse("Who gets a router?", ""), candidate("The router remains our property."))


def test_asks_header_reads_a_header_phrased_as_a_question() -> None:
    assert asks_header(analyse("What do I do if water leaks?", ""), "What to do")
    assert asks_header(analyse("The machine won't start, what should I do?", ""), "What to do")
    assert asks_header(analyse("How do I apply?", ""), "How to apply")
    assert not asks_header(analyse("What causes a leak?", ""), "What to do")
    assert not asks_header(analyse("How do I apply?", ""), "Cause")
    assert not asks_header(analyse("Who do I contact?", ""), "What to do")


def test_a_method_is_not_looked_up_in_a_cell_unless_a_column_is_headed_so() -> None:
    rates = row_cells("Discount rate", 0.3, International="1.90%", Domestic="4.00%")
    # TAT-QA: "How is the discount rate for international plans determined?" was answered by the row
    method = analyse("How is the discount rate for international plans determined?", "")
    assert looked_up(method, rates, "", asks_period=False) == []
    assert looked_up(analyse("What is the international discount rate?", ""), rates, "", asks_period=False)
    steps = row_cells("Parking permit", 0.3, Fee="GBP 60", **{"How to apply": "Online at the council's website"})
    found = looked_up(analyse("How do I apply for a parking permit?", ""), steps, "", asks_period=False)
    assert [c.answer_value for c in found] == ["Online at the council's website"]


def test_method_statement_reads_a_step_by_its_purpose() -> None:
    how = analyse("How do I descale the machine?", "")
    step = candidate("To descale, pour 500 ml of descaler into the tank.", p=0.07, missing=("machine",))
    when = candidate("Descale the machine when the light comes on.", p=0.07)
    beside = candidate("The machine is easy to clean.", p=0.01)  # the page names the machine
    assert method_statement(how, [when, step, beside], 0.05) == [step]
    assert method_statement(how, [step], 0.05) == []  # nothing on its page names the machine
    assert method_statement(how, [step, beside], 0.1) == []  # below the floor
    other = candidate("To register, fill in the form at the desk.", p=0.5)
    assert method_statement(how, [other, beside], 0.05) == []  # another purpose
    assert method_statement(analyse("How is the descale interval determined?", ""), [step, beside], 0.05) == []
