"""Every document knows whom it is about, whatever its format: the organisation read from a
sheet's title row, an HTML page's title or site name, a web-domain file name, a Word title, a
Markdown heading; a document of no organisation stays about nobody. Files are generated and read
by the real loaders."""

from __future__ import annotations

from pathlib import Path

import pytest

from rag_core.ingest.formats import format_for_name
from rag_core.ingest.profile import DocumentProfile, derive_profile
from rag_core.settings import Settings
from tests.helpers.org_documents import DOCUMENTS


def profile_of(tmp_path: Path, name: str, data: bytes) -> DocumentProfile:
    """The profile the pipeline derives: the loader's title, site name and heading, its first pages."""
    path = tmp_path / name
    path.write_bytes(data)
    fmt = format_for_name(name)
    assert fmt is not None
    with fmt.loader(path, name, Settings(data_dir=tmp_path / "data", seed_samples=False).ingest) as source:
        info = source.info
        pages = [page.text for page, _, _ in list(source)[:3]]
    meta = {
        "title": info.title,
        "author": info.author,
        "subject": info.subject,
        "site_name": info.site_name,
        "heading": info.heading,
    }
    return derive_profile(name, pages, meta, info.doc_date)


def by_name(name: str) -> bytes:
    return next(doc.data for doc in DOCUMENTS if doc.name == name)


def test_a_sheet_whose_title_row_names_the_company_is_that_companys(tmp_path: Path) -> None:
    profile = profile_of(tmp_path, "fleet.xlsx", by_name("fleet.xlsx"))
    assert (profile.entity, profile.source, profile.fiscal_year) == ("Ostrander Haulage", "title", 2025)
    assert {"ostrander haulage", "ostrander"} <= set(profile.aliases)
    assert profile.own_document


def test_an_html_title_and_site_name_name_the_page_s_organisation(tmp_path: Path) -> None:
    profile = profile_of(tmp_path, "story.html", by_name("story.html"))
    assert profile.entity == "Corvid Coffee Roasters"
    assert {"corvid coffee roasters", "corvid coffee"} <= set(profile.aliases)


def test_an_html_page_known_only_by_its_domain_file_name(tmp_path: Path) -> None:
    page = b"<p>Privacy Policy</p><p>We collect the email address you give us and we never sell it.</p>"
    profile = profile_of(tmp_path, "1498_ticketmaster.com.html", page)
    assert (profile.entity, profile.source, profile.doc_type) == ("ticketmaster.com", "domain", "privacy policy")
    assert {"ticketmaster.com", "ticketmaster"} <= set(profile.aliases)


def test_a_domain_file_name_is_spelled_as_the_text_names_its_owner(tmp_path: Path) -> None:
    page = (
        b'<p>Privacy Statement</p><p>The Motley Fool, LLC ("The Motley Fool" or "we") is committed to '
        b"protecting your privacy on www.fool.com.</p>"
    )
    profile = profile_of(tmp_path, "1259_fool.com.html", page)
    assert profile.entity == "The Motley Fool, LLC"
    assert {"motley fool", "fool.com"} <= set(profile.aliases)


def test_a_domain_that_is_an_ordinary_word_is_not_an_alias_alone(tmp_path: Path) -> None:
    page = b"<p>Privacy Policy</p><p>The Service collects the pages you visit.</p>"
    profile = profile_of(tmp_path, "144_style.com.html", page)
    assert profile.aliases == ("style.com",)


def test_a_word_document_s_title_names_its_organisation(tmp_path: Path) -> None:
    profile = profile_of(tmp_path, "remote_work_policy.docx", by_name("remote_work_policy.docx"))
    assert (profile.entity, profile.doc_type) == ("Bluefin Analytics", "policy")
    assert "bluefin analytics" in profile.aliases


def test_a_markdown_heading_names_the_report_s_organisation_and_year(tmp_path: Path) -> None:
    profile = profile_of(tmp_path, "annual.md", by_name("annual.md"))
    assert (profile.entity, profile.doc_type, profile.fiscal_year) == ("Tessellate Robotics", "annual report", 2023)


def test_a_policy_s_effective_date_is_its_period(tmp_path: Path) -> None:
    profile = profile_of(tmp_path, "returns.txt", by_name("returns.txt"))
    assert (profile.entity, profile.doc_type, profile.period_end) == ("Kestrel Outfitters", "policy", "2012-07-20")


@pytest.mark.parametrize(
    "name", ["onboarding.docx", "tidal.html", "storm.html", "budget.xlsx", "notes.md", "descale.txt"]
)
def test_a_document_of_no_organisation_stays_about_nobody(tmp_path: Path, name: str) -> None:
    profile = profile_of(tmp_path, name, by_name(name))
    assert (profile.entity, profile.aliases) == ("", ())


def test_an_encyclopedia_title_with_a_legal_name_is_about_it_not_its_own(tmp_path: Path) -> None:
    page = b"<h1>RAND Corporation</h1><p>The RAND Corporation is an American research organization.</p>"
    profile = profile_of(tmp_path, "rand.html", page)
    assert profile.entity == "RAND Corporation"
    assert not profile.own_document


def test_most_generated_documents_name_their_organisation(tmp_path: Path) -> None:
    found = [profile_of(tmp_path, doc.name, doc.data) for doc in DOCUMENTS]
    named = [doc.organisation in p.aliases for doc, p in zip(DOCUMENTS, found, strict=True) if doc.organisation]
    nobody = [p.entity == "" for doc, p in zip(DOCUMENTS, found, strict=True) if not doc.organisation]
    assert all(nobody)
    assert sum(named) >= len(named) - 1  # "Prepared for the board of ..." under an untitled review is missed


def test_refreshed_profiles_read_a_page_s_title_again(tmp_path: Path, hash_embedder) -> None:  # type: ignore[no-untyped-def]
    from rag_core.library import Library

    page = (
        b"<html><head><title>Quillmart Privacy Notice</title></head><body><p>We collect the orders you place.</p>"
        b"<p>We share your address with the carrier.</p></body></html>"
    )
    library = Library(Settings(data_dir=tmp_path / "data", seed_samples=False), hash_embedder)
    assert library.ingest_bytes("notice.html", page).ok
    (doc,) = library.ready_documents()
    assert library.profiles()[doc.doc_id].entity == "Quillmart"
    library.registry.save_profile(doc.doc_id, "{}")  # as an older version stored it
    assert library.refresh_profiles() == 1
    assert library.profiles()[doc.doc_id].entity == "Quillmart"
