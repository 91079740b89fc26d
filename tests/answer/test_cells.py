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


@pytest.fixture(scope="module")
def library(tmp_path_factory: pytest.TempPathFactory, hash_embedder: HashEmbedder) -> Library:
    files = {"regions.csv": REGIONS, "results.csv": RESULTS}
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
