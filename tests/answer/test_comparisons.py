"""Comparisons: answered only when the documents name every side, refused with the fixed message
(and no document text) when one side is something they never mention."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core import messages
from rag_core.answer.understand.classify import QuestionKind, classify
from rag_core.answer.engine import Engine
from rag_core.answer.corpus import CorpusStats, NamePresence
from rag_core.library import Library
from rag_core.messages import Mode, RefusalReason
from rag_core.settings import Settings
from tests.helpers.pdfs import make_pdf

# Names DHL; never FedEx, UPS or Amazon, though "up", "groups" and "upstream" hold "ups" and
# "up" is what "UPS" stems to.
NORTHWIND = [
    "Northwind Logistics Annual Report 2023\n"
    "Northwind Logistics moves freight across the Netherlands and Belgium.\n"
    "Our main competitor in parcel delivery is DHL.\n"
    "Northwind picks up parcels from small business groups and startups.\n"
    "Upstream suppliers deliver pallets to the depots every morning.",
    "Revenue for 2023 was EUR 182.4 million.\n"
    "Revenue for 2022 was EUR 165.0 million.\n"
    "DHL charges higher rates than Northwind for same-day delivery.\n"
    "Northwind operates a fleet of 312 trucks.",
]

ABSENT = [
    "Compare Northwind with FedEx",
    "Compare Northwind to FedEx",
    "How does Northwind compare to Amazon on revenue?",
    "Is Northwind's revenue better than UPS?",
    "how does this compare to Amazon's policy",
    "Northwind vs FedEx",
    "Northwind vs. UPS",
    "Northwind versus UPS on revenue",
    "Compare Northwind and Amazon",
    "How does Northwind compare with UPS?",
    "How does FedEx compare to Northwind on revenue?",
    "Is Northwind's revenue higher than FedEx's?",
    "Is Northwind's revenue lower than UPS's?",
    "Is Northwind bigger than Amazon?",
    "Is Northwind worse than UPS?",
    "Northwind or UPS, which is bigger?",
    "Which is cheaper, Northwind or FedEx?",
    "What is the difference between Northwind and UPS?",
    "Difference between DHL and Amazon",
    "Northwind compared to UPS",
    "compare northwind with fedex",
]
PRESENT = [
    "Compare Northwind with DHL",
    "Compare Northwind to DHL",
    "How does Northwind compare to DHL on revenue?",
    "Is Northwind's rate better than DHL's?",
    "Northwind vs DHL",
    "Northwind versus DHL on same-day delivery rates",
    "Compare Northwind and DHL",
    "How does Northwind compare with DHL?",
    "Is Northwind cheaper than DHL?",
    "Northwind or DHL, which is cheaper?",
    "Which is cheaper, Northwind or DHL?",
    "What is the difference between Northwind and DHL?",
    "Revenue for 2023 vs 2022",
    "Compare revenue in 2023 with 2022",
    "Are DHL's rates higher than Northwind's?",
    "compare northwind with dhl",
    # Periods are compared by their years: the report never writes "FY" or "Q4", and that is no absence.
    "How does Northwind's revenue in FY2023 compare to FY2022?",
    "Northwind revenue FY 2023 vs FY 2022, if we exclude the impact of FX movement",
]


@pytest.fixture(scope="module")
def northwind(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    """An engine over one Northwind report."""
    library = Library(Settings(data_dir=tmp_path_factory.mktemp("northwind") / "data", seed_samples=False), embedder)
    assert library.ingest_bytes("northwind_report_2023.pdf", make_pdf(NORTHWIND), provenance="primary").ok
    yield Engine(library)


def _page_lines(engine: Engine) -> list[str]:
    return [
        line
        for doc in engine.library.ready_documents()
        for page in engine.library.registry.pages(doc.doc_id)
        for line in page.text.splitlines()
        if len(line) > 15
    ]


@pytest.mark.parametrize("question", ABSENT + PRESENT)
def test_every_comparison_form_is_recognised(question: str) -> None:
    result = classify(question)
    assert result.kind is QuestionKind.EXTERNAL_COMPARISON
    assert len(result.comparison) == 2 or question.startswith("how does this")


@pytest.mark.parametrize("question", ABSENT)
def test_comparison_with_something_the_documents_never_mention_is_refused(northwind: Engine, question: str) -> None:
    response = northwind.ask(question, session_id=f"absent-{question}")
    assert response.mode is Mode.HARD_REFUSAL
    assert response.refusal_reason is RefusalReason.EXTERNAL_COMPARISON
    assert response.answer == messages.REFUSAL_MESSAGES[RefusalReason.EXTERNAL_COMPARISON]
    assert response.citations == [] and not response.related_highlights
    envelope = response.to_json()
    for line in _page_lines(northwind):
        assert line not in envelope, f"document text leaked: {line!r}"


@pytest.mark.parametrize("question", PRESENT)
def test_comparison_of_things_the_documents_cover_is_answered(northwind: Engine, question: str) -> None:
    response = northwind.ask(question, session_id=f"present-{question}")
    assert response.refusal_reason is not RefusalReason.EXTERNAL_COMPARISON
    assert response.mode in (Mode.GUIDED_FALLBACK, Mode.DIRECT_ANSWER)
    assert response.question_kind == QuestionKind.EXPLANATORY.value


def test_names_are_found_whole_and_unstemmed(northwind: Engine) -> None:
    library = northwind.library
    ready = {d.doc_id for d in library.ready_documents()}
    names = NamePresence(library.registry, CorpusStats(library.store, library.registry))
    assert names.contains("DHL", ready) and names.contains("northwind", ready)
    assert not names.contains("UPS", ready)  # "up", "groups" and "Upstream" are in the pages
    assert not names.contains("FedEx", ready)
    assert not names.contains("DHL", set())


def test_a_name_is_looked_up_only_in_the_documents_whose_words_can_hold_it(tmp_path, hash_embedder) -> None:  # type: ignore[no-untyped-def]
    library = Library(Settings(data_dir=tmp_path / "data", seed_samples=False), hash_embedder)
    for n in range(3):
        assert library.ingest_bytes(f"plain-{n}.md", f"# Depot {n}\nThe depot stores {n} pallets.\n".encode()).ok
    assert library.ingest_bytes("carrier.md", b"# Carriers\nParcels go out with DHL every morning.\n").ok
    ready = {d.doc_id for d in library.ready_documents()}
    carrier = next(d.doc_id for d in library.ready_documents() if d.name == "carrier.md")
    stats = CorpusStats(library.store, library.registry)
    assert stats.docs_with("dhl", ready) == [carrier]
    assert stats.docs_with("fedex", ready) == []
    searched: list[list[str]] = []
    pages_containing = library.registry.pages_containing

    def watched(text: str, doc_ids: list[str]):  # type: ignore[no-untyped-def]
        searched.append(list(doc_ids))
        return pages_containing(text, doc_ids)

    library.registry.pages_containing = watched  # type: ignore[method-assign]
    names = NamePresence(library.registry, stats)
    assert names.contains("DHL", ready)
    assert not names.contains("FedEx", ready)
    assert searched == [[carrier]]  # one document's pages read, none for a word no chunk holds
