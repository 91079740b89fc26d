"""Which organisations a library holds documents of, and which to offer when a question names none."""

from __future__ import annotations

from rag_core.answer.understand.frame import companies, company_options, frame_question
from rag_core.ingest.profile import DocumentProfile
from rag_core.text.entities import aliases_for
from rag_core.text.measures import load_lexicon


def own(name: str, doc_type: str, source: str = "title") -> DocumentProfile:
    return DocumentProfile(entity=name, aliases=aliases_for(name), doc_type=doc_type, source=source)


POLICIES = {
    f"p{n}": own(name, "privacy policy", "domain") for n, name in enumerate(["walmart.com", "ted.com", "Yahoo"])
}
LIBRARY = {
    **POLICIES,
    "k": own("Best Buy Co., Inc.", "10-K", "cover"),
    "article": DocumentProfile(
        entity="RAND Corporation", aliases=aliases_for("RAND Corporation"), doc_type="web page", source="first_page"
    ),
    "checklist": DocumentProfile(doc_type="checklist"),
}


def holding(*doc_ids: str):  # type: ignore[no-untyped-def]
    """A word index in which every stem is held by ``doc_ids``."""
    return lambda stem, ready: [d for d in doc_ids if d in ready]


def test_organisations_are_those_with_documents_of_their_own() -> None:
    assert companies(LIBRARY) == ["Best Buy Co., Inc.", "Yahoo", "ted.com", "walmart.com"]


def test_look_alike_policies_offer_their_organisations_and_not_the_filer() -> None:
    names = companies(LIBRARY)
    options = company_options(names, frozenset({"collect"}), set(LIBRARY), LIBRARY, holding(*POLICIES))
    assert set(options) == {"walmart.com", "ted.com", "Yahoo"}


def test_one_organisation_s_documents_need_no_question_back() -> None:
    library = {"p0": POLICIES["p0"], "checklist": LIBRARY["checklist"]}
    assert company_options(companies(library), frozenset({"collect"}), set(library), library, holding("p0")) == []


def test_words_only_a_document_of_no_organisation_holds_ask_nothing() -> None:
    names = companies(LIBRARY)
    assert company_options(names, frozenset({"laptop"}), set(LIBRARY), LIBRARY, holding("checklist")) == []


def test_a_question_naming_an_organisation_is_scoped_to_its_documents_and_those_of_nobody() -> None:
    frame = frame_question("What does Yahoo collect?", LIBRARY, load_lexicon())
    assert frame.docs == frozenset({"p2", "checklist"})
    assert frame.entities == ("Yahoo",)


def test_one_organisation_written_short_and_in_full_is_one_organisation() -> None:
    # a handbook titled "Redfern" and the annual report of "Redfern College": one college, so a
    # question over both asks nobody which is meant
    library = {"h": own("Redfern", "handbook"), "r": own("Redfern College", "annual report")}
    assert companies(library) == ["Redfern College"]
    assert company_options(companies(library), frozenset({"pay"}), set(library), library, holding("h", "r")) == []
    # names that only share a first word stay two organisations
    other = {"a": own("Redfern College", "annual report"), "b": own("Redfern Logistics", "annual report")}
    assert companies(other) == ["Redfern College", "Redfern Logistics"]


def test_a_question_naming_an_organisation_short_or_in_full_reads_the_documents_of_both_names() -> None:
    library = {"h": own("Redfern", "handbook"), "r": own("Redfern College", "annual report")}
    for question in ("What daily allowance does Redfern pay for South America?", "Who heads Redfern College?"):
        frame = frame_question(question, library, load_lexicon())
        assert frame.docs == frozenset({"h", "r"})
        assert frame.entities == ("Redfern College",)
    # a short name that opens several organisations' names is none of them in particular
    sable = {
        "s": own("Sable", "handbook"),
        "a": own("Sable Ales", "annual report"),
        "b": own("Sable Brewery", "policy"),
    }
    frame = frame_question("Who is Sable Brewery's head of legal?", sable, load_lexicon())
    assert frame.docs is not None and "b" in frame.docs and "a" not in frame.docs
