"""An arts fund's documents asked as applicants ask (2026-12-02, fifty-eighth session): "How much did
Quarry Press get?" got passages although the awards sheet gives its award in its row ("get" was a
word the row had to say), and "How many applications did you receive last year?" (never said) was
answered **wrong** by the line giving the arts team's phone number.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.amounts import measures_instead
from rag_core.answer.understand.question import amount_frame_words, analyse
from tests.helpers.builders import new_library
from tests.helpers.candidates import candidate
from tests.helpers.office import heading, make_docx, make_xlsx, para

GUIDANCE = make_docx(
    heading("Northvale Arts Fund: Guidance for applicants 2026"),
    heading("How much can I apply for?", 2),
    para("Individual artists can apply for between £500 and £5,000. Organisations can apply for up to £15,000."),
    heading("Assessment", 2),
    para(
        "Applications are assessed by a panel of five people. Panel members are paid £150 for each day of assessment."
    ),
    heading("Contact", 2),
    para(
        "If you have questions about your application, email arts.fund@northvale.gov.uk or call the arts team "
        "on 01632 960 772."
    ),
    title="Northvale Arts Fund guidance",
)
AWARDS = make_xlsx(
    {
        "Awards 2025": [
            ["Recipient", "Project", "Art form", "Award (£)"],
            ["Maya Okafor", "Tidelines", "Visual arts", 4500],
            ["Northvale Youth Theatre", "The Lantern Walk", "Theatre", 12000],
            ["Quarry Press", "Voices of the Vale", "Literature", 8500],
        ]
    },
    title="Awards made in 2025",
)


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    files = {"northvale_arts_fund_guidance_2026.docx": GUIDANCE, "awards_2025.xlsx": AWARDS}
    yield Engine(new_library(tmp_path_factory.mktemp("grant") / "data", embedder, files))


def test_how_much_someone_got_is_their_rows_sum(engine: Engine) -> None:
    response = engine.ask("How much did Quarry Press get?", session_id="got")
    assert response.mode == "direct_answer"
    assert "8500" in (response.answer or "")


def test_a_count_never_stated_is_not_answered_by_a_phone_number(engine: Engine) -> None:
    response = engine.ask("How many applications did you receive last year?", session_id="count")
    assert response.mode != "direct_answer"


def test_get_before_a_participle_is_an_auxiliary(engine: Engine) -> None:
    response = engine.ask("What do panel members get paid?", session_id="paid")
    assert response.mode == "direct_answer"
    assert "£150" in (response.answer or "")


@pytest.mark.parametrize(
    ("question", "frames"),
    [
        ("How much did Quarry Press get?", {"get"}),
        ("How much did the theatre receive?", {"receive"}),
        ("How much compensation can you pay?", {"pay"}),
        ("How much did the chief executive earn?", set()),  # the verb is what is measured
        ("What did Quarry Press get?", set()),
    ],
)
def test_amount_frame_words(question: str, frames: set[str]) -> None:
    assert amount_frame_words(analyse(question)) == frames


def test_a_phone_number_alone_counts_nothing() -> None:
    line = candidate(
        "If you have questions about your application, call the arts team on 01632 960 772.", answer_value="01632"
    )
    assert measures_instead(analyse("How many applications did you receive last year?"), line)
    counted = candidate("We received 412 applications in 2025.", answer_value="412")
    assert not measures_instead(analyse("How many applications did you receive last year?"), counted)
