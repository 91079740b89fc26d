"""A town library's rules, fees and hours asked as its members ask (2026-12-04, sixty-second session).

"What is the maximum fine for a DVD?" was refused as "No indexed document covers DVD." because the
fee sheet says "DVDs"; "Is vaping allowed in the garden?" missed "allowed" in "Smoking and vaping
are prohibited ... including the garden." and "Do I need a library card to use the wifi?" missed
"need" in "... does not require a library card."; the web page and the sheet named no
organisation, though their titles name the library; "weekdays" was not read in a "Monday-Friday"
column; "How much does it cost to join?" was not answered by "... can join the library for free."
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.lookup import looked_up
from rag_core.answer.understand.question import analyse, name_runs
from rag_core.text.lexicon import either_way, tokens
from rag_core.text.organisations import find_organisation
from rag_core.text.word_forms import carried_by_days, free_of_charge
from tests.helpers.builders import new_library
from tests.helpers.candidates import row_cells
from tests.helpers.office import heading, make_docx, make_xlsx, para

RULES = b"""<html><head><title>Borrowing at Millbrook Public Library</title></head><body>
<h1>Borrowing at Millbrook Public Library</h1>
<p>Anyone who lives, works or studies in Millbrook County can join the library for free.</p>
<p>Books are lent for three weeks and DVDs for one week.</p>
<p>We do not charge late fees on children's books.</p>
</body></html>"""

FEES = make_xlsx(
    {
        "Fees": [
            ["Item", "Adult fine per day", "Maximum fine"],
            ["Books", "$0.25", "$10.00"],
            ["DVDs", "$1.00", "$15.00"],
        ],
        "Opening hours": [
            ["Branch", "Monday-Friday", "Saturday", "Sunday"],
            ["Central", "09:00-20:00", "09:00-17:00", "12:00-16:00"],
            ["Oakfield", "13:00-19:00", "Closed", "Closed"],
        ],
    },
    title="Millbrook Public Library fees and opening hours 2026",
)

CONDUCT = make_docx(
    heading("Millbrook Public Library code of conduct"),
    para("Mobile phone calls are allowed only in the entrance hall."),
    para("Smoking and vaping are prohibited on library premises, including the garden."),
    para("Free wifi is available in every branch and does not require a library card."),
    title="Millbrook Public Library code of conduct",
)


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    files = {"borrowing.html": RULES, "fees_and_hours.xlsx": FEES, "code_of_conduct.docx": CONDUCT}
    yield Engine(new_library(tmp_path_factory.mktemp("library") / "data", embedder, files))


def _direct(engine: Engine, question: str) -> str:
    response = engine.ask(question, session_id=question)
    assert response.mode.value == "direct_answer", (question, response.mode, response.answer)
    return response.answer or ""


def test_a_thing_named_in_the_singular_is_covered_by_the_sheets_plural(engine: Engine) -> None:
    assert "$15.00" in _direct(engine, "What is the maximum fine for a DVD?")
    # A name no document writes in any number is still not covered.
    response = engine.ask("What is the maximum fine for a VHS?", session_id="vhs")
    assert response.mode.value != "direct_answer"


def test_a_yes_no_question_is_answered_by_the_rule_either_way(engine: Engine) -> None:
    assert "vaping are prohibited" in _direct(engine, "Is vaping allowed in the garden?")
    assert "does not require a library card" in _direct(engine, "Do I need a library card to use the wifi?")


def test_permission_and_need_words_are_one_word_either_way() -> None:
    assert either_way("allowed") == either_way("prohibited") is not None
    assert either_way("need") == either_way("require") == either_way("must") is not None
    assert either_way("allowed") != either_way("need")
    assert either_way("garden") is None
    assert either_way("permit") is None  # "Do I need a permit?": a document, not "permitted"


def test_an_institution_a_title_names_is_the_documents_organisation() -> None:
    body = "Anyone can join. We do not charge late fees on children's books. Return items to our branches or ask us."
    found = find_organisation(["Borrowing at Millbrook Public Library"], "", "borrowing.html", body)
    assert found is not None and found.name == "Millbrook Public Library"
    sheet = find_organisation(["Millbrook Public Library fees and opening hours 2026"], "", "fees.xlsx", "Books")
    assert sheet is not None and sheet.name == "Millbrook Public Library"
    # An article about an institution is not the institution's own document.
    article = "The University of Notre Dame is a private research university. Ask us about it."
    assert find_organisation(["History of the University of Notre Dame"], "", "notre_dame.txt", article) is None
    # nor does a name of generic words, or a title's opening verb
    we = "We are open every day. Our staff can help. Ask us."
    assert find_organisation(["Opening Hours of the Central Library"], "", "hours.html", we) is None
    visiting = find_organisation(["Visiting Kings College Hospital"], "", "visiting.html", we)
    assert visiting is not None and visiting.name == "Kings College Hospital"


def test_weekdays_are_read_in_a_monday_to_friday_column(engine: Engine) -> None:
    answer = _direct(engine, "When does Oakfield open on weekdays?")
    assert "13:00-19:00" in answer


def test_weekdays_and_weekends_are_carried_by_their_days() -> None:
    weekdays, weekends = tokens("open on weekdays"), tokens("open at weekends")
    assert carried_by_days(weekdays, "Monday-Friday: 13:00-19:00")
    assert carried_by_days(weekdays, "Mon to Fri 9-5")
    assert carried_by_days(weekdays, "Mondays to Fridays")
    assert not carried_by_days(weekdays, "Saturday: Closed")
    assert not carried_by_days(weekdays, "Open Monday and Friday only")  # two days, not the week's five
    assert carried_by_days(weekends, "Saturday and Sunday: Closed")
    assert carried_by_days(weekends, "Sat-Sun 10-4")
    assert not carried_by_days(weekends, "Saturday: 10:00-14:00")


def test_a_price_asked_is_answered_by_free(engine: Engine) -> None:
    assert "for free" in _direct(engine, "How much does it cost to join the library?")


def test_free_is_a_price_only_when_one_is_asked() -> None:
    said = "Anyone can join the library for free."
    assert free_of_charge(tokens("How much does it cost to join?"), said) == "for free"
    assert free_of_charge(tokens("How much does scanning cost?"), "Scanning is free.") == "is free"
    assert free_of_charge(tokens("How much is the fee to join?"), "Joining is at no charge.") == "at no charge"
    assert free_of_charge(tokens("How many people can join?"), said) == ""
    assert free_of_charge(tokens("How much did free cash flow cost us?"), "Free cash flow was $4 million.") == ""
    # "free" said of another thing is no price of the one asked
    card = "Your library card gives you free internet access."
    assert free_of_charge(tokens("How much does a library card cost?"), card) == ""
    assert free_of_charge(tokens("How much does a call cost?"), "Call our toll-free line.") == ""


def test_a_yes_no_question_is_answered_by_the_item_of_a_list_it_says() -> None:
    eye = row_cells("Eye clinic", 0.41, Days="Tuesday and Thursday", Location="Block D")

    def found(question: str) -> list[str]:
        return [c.quote for c in looked_up(analyse(question), eye, "", asks_period=False)]

    assert found("Is the eye clinic open on Thursdays?") == ["Eye clinic | Days | Tuesday and Thursday"]
    assert found("Is the eye clinic open on Mondays?") == []  # no item of the list says it
    assert found("Which room is the eye clinic in on Thursdays?") == []  # not a yes/no question
    fracture = row_cells("Fracture clinic", 0.24, Days="Monday to Friday", Location="Block B")

    def spans(question: str) -> list[str]:
        return [c.quote for c in looked_up(analyse(question), fracture, "", asks_period=False)]

    assert spans("Is the fracture clinic open on Wednesdays?") == ["Fracture clinic | Days | Monday to Friday"]
    assert spans("Is the fracture clinic open on Saturdays?") == []  # outside the range


def test_which_days_a_clinic_is_open_reads_its_days_column() -> None:
    # the sheet never says "open"
    diabetes = row_cells("Diabetes clinic", 0.41, ("open",), Days="Wednesday", Location="Block A")
    found = looked_up(analyse("Which days is the diabetes clinic open?"), diabetes, "", asks_period=False)
    assert [c.quote for c in found] == ["Diabetes clinic | Days | Wednesday"]


def test_a_leading_the_is_no_word_of_a_name() -> None:
    assert name_runs(analyse("Does The Atlantic honor Do Not Track?").tokens) == (("do", "not", "track"),)
    assert name_runs(analyse("Does Best Buy sell my data?").tokens) == (("best", "buy"),)
