"""Table cells as answer candidates (rag_core.answer.judging.rows): each value with its row label, column
header and unit, verbatim on the page; in a sheet of things by row, the row the question names and
the column the asked measure heads."""

from __future__ import annotations


import pytest

from rag_core.answer.candidate import Candidate, QuestionTerms, QuestionWord
from rag_core.answer.judging.rows import cell_candidates
from rag_core.answer.understand.frame import frame_question
from rag_core.answer.judging.measure import JudgeContext
from rag_core.answer.understand.question import analyse
from rag_core.answer.find.retrieve import RetrievedChunk
from rag_core.library import Library
from rag_core.settings import AnswerSettings
from rag_core.storage.chunks import StoredChunk, meta_from_row
from rag_core.testing import HashEmbedder
from rag_core.text.lexicon import STOPWORDS
from rag_core.text.measures import load_lexicon
from tests.helpers.builders import new_library

LEXICON = load_lexicon()
REGIONS = b"Region,Employees,Sites\nNorth,120,4\nSouth,210,6\n"
RESULTS = b"Line,2023,2022\nTotal revenues,1250,1100\nCost of sales,800,720\n"
# The same label under several sections (the whole, then "Canada", "Mexico"), and a column headed
# by two years read as one header (which year the figure is, is not told).
STORES = b"""<html><body><h1>Kestrel annual report 2023</h1>
<table><tr><th></th><th>Fiscal 2023</th></tr>
<tr><td>Stores</td><td>410</td></tr><tr><td>Canada</td><td></td></tr><tr><td>Stores</td><td>132</td></tr>
<tr><td>Mexico</td><td></td></tr><tr><td>Stores</td><td>29</td></tr></table>
<table><tr><th>Backlog</th><th>2023</th></tr><tr><th></th><th>2022</th></tr>
<tr><td>Total backlog</td><td>$490,481</td></tr></table>
<table><tr><th></th><th colspan="2">2023</th></tr>
<tr><td>Product sales</td><td>$ 1,975</td><td>30 %</td></tr><tr><td>Services</td><td>4,514</td><td>70</td></tr>
<tr><td>Total revenues</td><td>6,489</td><td>100</td></tr></table></body></html>"""


@pytest.fixture(scope="module")
def library(tmp_path_factory: pytest.TempPathFactory, hash_embedder: HashEmbedder) -> Library:
    files = {"regions.csv": REGIONS, "results.csv": RESULTS, "stores.html": STORES}
    return new_library(tmp_path_factory.mktemp("cells") / "data", hash_embedder, files)


def _cells(library: Library, name: str, question: str) -> list[Candidate]:
    (doc,) = [d for d in library.ready_documents() if d.name == name]
    row = library.store.chunks_of(doc.doc_id)[0]
    chunk = StoredChunk(row["id"], row["text"], meta_from_row(row["metadata"]))
    asked = analyse(question)
    words = tuple(
        QuestionWord(t.lower, t.stem, t.capitalized)
        for t in asked.tokens
        if t.text.isalpha() and t.lower not in STOPWORDS
    )
    terms = QuestionTerms(words, (), {w.stem: 1.0 for w in words}, False, frozenset(), asked.numbers, asked.years)
    profiles = library.profiles()
    context = JudgeContext(
        frame_question(question, profiles, LEXICON), LEXICON, profiles, asked.words, library.page_rows
    )
    page = library.page(doc.doc_id, chunk.meta.page)
    assert page is not None
    return cell_candidates(terms, RetrievedChunk(chunk, 0.5, 0.5, 0.5), page, context, None, AnswerSettings())


def test_a_sheet_row_the_question_names_answers_from_the_measures_column(library: Library) -> None:
    (cell,) = _cells(library, "regions.csv", "How many employees are in the South?")
    assert cell.parts == ("South", "Employees", "210") and cell.stated and cell.is_row
    page = library.page(cell.doc_id, cell.page)
    assert page is not None and page.text[cell.sentence.start : cell.sentence.end] == "South | Employees: 210"


def test_each_cell_of_a_row_carrying_the_question_is_a_candidate_with_its_column(library: Library) -> None:
    cells = _cells(library, "results.csv", "What were total revenues in 2022?")
    by_column = {c.parts[1]: c for c in cells if c.parts and c.parts[0] == "Total revenues"}
    assert set(by_column) == {"2023", "2022"}
    assert by_column["2022"].parts[-1] == "1100" and by_column["2022"].header_match == 1.0
    assert by_column["2023"].header_match == 0.0 and not by_column["2023"].stated
    assert all(c.parts[0] != "Cost of sales" for c in cells)  # a row that carries none of the question


def test_a_label_under_one_of_several_sections_is_that_part_not_the_whole(library: Library) -> None:
    cells = _cells(library, "stores.html", "How many stores were there in fiscal 2023?")
    by_value = {c.parts[-1]: c for c in cells}
    assert by_value["410"].stated and not by_value["410"].qualified
    assert by_value["132"].qualified and not by_value["132"].stated  # Canada's
    assert by_value["29"].qualified and not by_value["29"].stated  # Mexico's
    # asked for the part, the part is the answer
    canada = {
        c.parts[-1]: c for c in _cells(library, "stores.html", "How many stores were there in Canada in fiscal 2023?")
    }
    assert canada["132"].stated


def test_a_column_headed_by_two_years_gives_no_period(library: Library) -> None:
    (cell,) = [
        c for c in _cells(library, "stores.html", "What was total backlog in 2023?") if c.parts[0] == "Total backlog"
    ]
    assert cell.parts == ("Total backlog", "2023", "2022", "$490,481")
    assert not cell.period_ok and not cell.stated


def test_a_column_of_percentages_beside_amounts_holds_no_amount(library: Library) -> None:
    # "%" printed on the first row only: "100" beside "6,489" is the share of the total, not revenue.
    cells = [
        c for c in _cells(library, "stores.html", "What were total revenues in 2023?") if c.parts[0] == "Total revenues"
    ]
    by_value = {c.parts[-1]: c for c in cells}
    assert set(by_value) == {"6,489", "100"}
    assert by_value["6,489"].stated and by_value["6,489"].answer_value == "6,489"
    assert not by_value["100"].stated and not by_value["100"].answer_value
