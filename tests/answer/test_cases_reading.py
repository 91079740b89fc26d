"""Documents that state one thing once per case (2026-12-02, fifty-ninth session). Asked without a
case, the judge quoted whichever case read more like an answer, as if it held generally: "When is
the library open?" **wrong, high** by the summer vacation's hours (term time is 24 hours a day),
"What is the excess?" **wrong** by the excess for escape of water claims (the standard excess is
the next sentence), "How long is the warranty?" **wrong** by the registered warranty's 3 years (every
machine comes with 2), "How much PTO after five years?" **wrong** by the days for less than five
years. Each case is now quoted, in the document's order, and the answer is at most medium. Asked
for one case, "Do organisations need match funding?" was answered **wrong, high** by "Individual
artists do not need match funding." beside the organisations' own sentence.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.contrast import about_another_case
from rag_core.answer.judging.lookup import asked_stems
from rag_core.answer.report.cases import each_column, other_case
from rag_core.answer.understand.question import analyse
from tests.helpers.builders import new_library
from tests.helpers.candidates import candidate
from tests.helpers.office import heading, make_docx, para
from tests.helpers.pdfs import make_pdf

LIBRARY = """<html><head><title>Library | Harland University</title></head><body>
<main><h1>Library opening hours</h1>
<p>During term time the Harland Library is open 24 hours a day, seven days a week.</p>
<p>In the summer vacation the library is open from 8am to 10pm.</p>
<p>Study rooms can be booked for up to three hours at a time.</p>
</main></body></html>"""
WARRANTY = """<html><head><title>Warranty | Corrina</title></head><body>
<main><h1>Your Corrina warranty</h1>
<p>Every Corrina coffee machine comes with a 2-year manufacturer's warranty from the date of purchase.</p>
<p>Register your machine within 28 days of purchase to extend the warranty to 3 years.</p>
<p>The warranty does not cover damage caused by limescale, misuse, or repairs by anyone other than an
authorised Corrina service centre.</p>
</main></body></html>"""
POLICY = [
    "Larchmont Home Insurance\nPolicy wording 2025",
    "Buildings cover\nWe will pay up to £500,000 to repair or rebuild your home after damage caused by fire, "
    "flood, storm, escape of water, theft or subsidence.\nThe excess for escape of water claims is £350. The "
    "standard excess for all other claims is £100.\n\nContents cover\nWe will pay up to £60,000 for your "
    "contents. Any single item worth more than £2,000 must be listed on your schedule.",
]
PTO = make_docx(
    heading("Paid Time Off (PTO) Policy"),
    para("This policy applies to all regular employees of Brightwater Logistics, Inc."),
    heading("Accrual", 2),
    para(
        "Employees with less than five years of service accrue 15 days of PTO per year. Employees with five or "
        "more years accrue 20 days."
    ),
    para("Up to 5 unused PTO days may be carried over into the next calendar year."),
    heading("Holidays", 2),
    para("Brightwater observes 10 paid holidays each year, including the day after Thanksgiving."),
    title="Brightwater Logistics Paid Time Off Policy",
)


GUIDANCE = make_docx(
    heading("Northvale Arts Fund: Guidance for applicants 2026"),
    para("The Northvale Arts Fund supports new creative work by artists and small arts organisations."),
    heading("Match funding", 2),
    para(
        "Organisations must find at least 10% of the project costs from other sources. Individual artists do not "
        "need match funding."
    ),
    heading("What we do not fund", 2),
    para(
        "We do not fund equipment costing more than £1,000, retrospective costs, or projects that have already started."
    ),
    title="Northvale Arts Fund Guidance for applicants 2026",
)
FILES = {
    "library": {"library.html": LIBRARY.encode()},
    "warranty": {"warranty.html": WARRANTY.encode()},
    "insurance": {"home_policy_wording_2025.pdf": make_pdf(POLICY, title="Larchmont Home Insurance Policy Wording")},
    "employer": {"pto_policy.docx": PTO},
    "fund": {"northvale_arts_fund_guidance_2026.docx": GUIDANCE},
}


@pytest.fixture(scope="module")
def engines(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[dict[str, Engine]]:  # type: ignore[no-untyped-def]
    """One library per organisation, as each one's analyst has it (several organisations' files
    together make a question that names none ask which one)."""
    yield {
        name: Engine(new_library(tmp_path_factory.mktemp(name) / "data", embedder, files))
        for name, files in FILES.items()
    }


@pytest.mark.parametrize(
    ("library", "question", "first", "second"),
    [
        ("library", "When is the library open?", "During term time", "In the summer vacation"),
        ("insurance", "What is the excess?", "escape of water claims is £350", "all other claims is £100"),
        ("warranty", "How long is the warranty?", "2-year manufacturer's warranty", "extend the warranty to 3 years"),
        ("employer", "How much PTO after five years?", "less than five years", "five or more years accrue 20 days"),
    ],
)
def test_a_question_naming_no_case_gets_each_case_in_the_documents_order(
    engines: dict[str, Engine], library: str, question: str, first: str, second: str
) -> None:
    response = engines[library].ask(question, session_id=question)
    answer = response.answer or ""
    assert response.mode.value == "direct_answer"
    assert first in answer and second in answer
    assert answer.index(first) < answer.index(second)
    assert response.confidence.level == "medium"
    assert "more than one case" in (response.confidence.reason or "")
    assert len(response.evidence.facts) == 2


def test_a_question_naming_its_case_gets_that_case_alone(engines: dict[str, Engine]) -> None:
    response = engines["insurance"].ask("What is the excess for escape of water claims?", session_id="named")
    assert "£350" in (response.answer or "")
    assert "£100" not in (response.answer or "")


def test_a_yes_no_answer_about_another_case_than_the_one_asked_is_no_answer(engines: dict[str, Engine]) -> None:
    asked = engines["fund"].ask("Do organisations need match funding?", session_id="organisations")
    # Read under its heading "Match funding", the organisations' own sentence answers (2026-12-06;
    # before, passages were shown).
    assert asked.mode.value == "direct_answer"
    assert "Organisations must find at least 10% of the project costs" in (asked.answer or "")
    assert "Individual artists" not in (asked.answer or "")
    own = engines["fund"].ask("Do individual artists need match funding?", session_id="artists")
    assert own.mode.value == "direct_answer"
    assert "Individual artists do not need match funding." in (own.answer or "")


def test_only_a_sentence_with_the_answers_question_words_and_another_figure_is_another_case() -> None:
    anchor = candidate("The warranty lasts 2 years.", start=0, answer_value="2", p=0.9)
    beside = dict(start=30, p=0.5)
    other = candidate("Registered machines keep the warranty for 3 years.", **beside)
    assert other_case([anchor], [anchor, other], 0.1) is other
    # a question word the answer carries and it lacks: about something else
    assert (
        other_case([anchor], [anchor, candidate("Spares last 3 years.", missing=("warranty",), **beside)], 0.1) is None
    )
    # the same figure again is the same case, not another
    assert other_case([anchor], [anchor, candidate("It is a 2 year warranty.", **beside)], 0.1) is None
    # no figure of the answer's kind: not the same thing for another case
    assert other_case([anchor], [anchor, candidate("The warranty covers parts.", **beside)], 0.1) is None
    # rated no possible answer, far down the page, or on another page: not beside it
    assert (
        other_case([anchor], [anchor, candidate("Registered machines keep it 3 years.", start=30, p=0.05)], 0.1) is None
    )
    assert other_case([anchor], [anchor, candidate("Registered ones keep it 3 years.", start=900, p=0.5)], 0.1) is None
    assert other_case([anchor], [anchor, candidate("Registered ones keep it 3 years.", page=2, **beside)], 0.1) is None


def test_a_yes_no_answer_lacking_a_word_that_the_sentence_beside_it_says_is_about_another_case() -> None:
    asked = analyse("Do organisations need match funding?", "")
    answer = candidate("Individual artists do not need match funding.", start=80, missing=("organisations",), p=0.96)
    beside = candidate("Organisations must find 10% of the costs.", start=0, missing=("need", "match", "funding"))
    far = candidate("Organisations must find 10% of the costs.", start=0, page=2, missing=("need",))
    assert about_another_case(asked, answer, [answer, beside])
    assert not about_another_case(asked, answer, [answer, far])  # nothing beside it names them
    # a question for a value, not a statement: left to the other checks
    assert not about_another_case(
        analyse("How much match funding do organisations need?", ""), answer, [answer, beside]
    )


def test_a_cell_gives_way_to_its_rows_line_only_when_the_question_names_no_column_apart() -> None:
    def line_for(question: str, cell: tuple[str, str, str], line: str) -> str | None:
        asked = analyse(question, "")
        answer = candidate(" | ".join(cell), parts=cell, answer_value=cell[2], p=0.96)
        row = candidate(line, start=40)
        found = each_column(asked_stems(asked), False, [answer], [answer, row])
        return None if found is None else found.quote

    fares = "Single | Adult: £2.00 | Child (5-15): £1.00"
    assert line_for("How much is a single?", ("Single", "Adult", "£2.00"), fares) == fares
    assert line_for("How much is a child single?", ("Single", "Child (5-15)", "£1.00"), fares) is None
    spa = "Swedish massage | Length: 60 minutes | Price: £85"
    assert (
        line_for("How much is a Swedish massage?", ("Swedish massage", "Price", "£85"), spa) is None
    )  # "how much": Price
    plans = "Team | Monthly price: £8 | Annual price: £80"
    assert line_for("How much is the Team plan?", ("Team", "Monthly price", "£8"), plans) == plans
