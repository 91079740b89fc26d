"""The organisation a title, site name or file name presents a document as, and the care that
keeps topics, headlines and publishers from passing as one (organisations, titles, domains)."""

from __future__ import annotations

import pytest

from rag_core.text.domains import web_domain
from rag_core.text.organisations import find_organisation
from rag_core.text.titles import document_kind, title_lines


@pytest.mark.parametrize(
    ("file_name", "domain"),
    [
        ("1498_ticketmaster.com.html", "ticketmaster.com"),
        ("amazon.com", "amazon.com"),
        ("175_mlb.mlb.com.html", "mlb.com"),
        ("www.bbc.co.uk.html", "bbc.co.uk"),
        ("report.v2.docx", ""),
        ("notes.md", ""),
    ],
)
def test_a_file_named_after_a_site_gives_its_domain(file_name: str, domain: str) -> None:
    assert web_domain(file_name) == domain


def test_title_lines_are_read_up_to_the_first_sentence() -> None:
    page = "Row 1: Ostrander Haulage - Fleet 2025\nRow 3: Vehicle | 2024 | 2025\n"
    assert title_lines(page) == ["Ostrander Haulage - Fleet 2025"]
    assert title_lines("# Alder & Finch\n\nAlder & Finch is a studio.") == ["Alder & Finch"]


@pytest.mark.parametrize(
    ("title", "body", "name"),
    [
        ("Walmart Privacy Policy", "At Walmart, our customers are number one.", "Walmart"),
        (
            "Bluefin Analytics Remote Work Policy",
            "Employees of Bluefin Analytics may work remotely.",
            "Bluefin Analytics",
        ),
        ("Acme Robotics Annual Report 2023", "At the end of 2023 Acme employed 910 people.", "Acme Robotics"),
        ("Employee Handbook of Harbor Lane Clinic", "Harbor Lane Clinic opens at 7 am.", "Harbor Lane Clinic"),
    ],
)
def test_a_name_beside_a_kind_of_document_is_the_organisation(title: str, body: str, name: str) -> None:
    found = find_organisation([title], "", "doc.docx", f"{title}\n{body}")
    assert found is not None and (found.name, found.source) == (name, "title")


@pytest.mark.parametrize(
    ("titles", "site", "body"),
    [
        (["The Committee Reports Survey Results for 2023"], "", "Members answered forty questions about the park."),
        (
            ["Climate Change - 2023 Overview"],
            "",
            "Climate change raised sea levels; climate change also moved rainfall.",
        ),
        (["Normans - Wikipedia"], "Wikipedia", "The Normans were a population of medieval Normandy."),
        (["Storm closes ports | Coastal Herald"], "Coastal Herald", "The harbour authority closed both ports."),
        (["Onboarding Checklist"], "", "Collect the laptop and the badge."),
        (["RAND Corporation"], "", "The RAND Corporation is an American research organization."),
    ],
)
def test_topics_headlines_and_publishers_are_no_organisation(titles: list[str], site: str, body: str) -> None:
    assert find_organisation(titles, site, "page.html", "\n".join([*titles, body])) is None


@pytest.mark.parametrize(
    "title",
    [
        # what a small organisation's policy is about
        "Complaints policy",
        "Safeguarding policy",
        "Repairs and maintenance policy",
        # whom a document is for
        "Colleague code of conduct",
        "Volunteer handbook",
        "Supplier code of conduct",
    ],
)
def test_a_policy_s_topic_or_audience_is_no_organisation(title: str) -> None:
    body = "We aim to put things right. This code applies to everyone who works for us, in our stores."
    assert find_organisation([title], "", "policy.docx", body) is None


def test_a_heading_s_word_another_title_writes_in_lower_case_is_no_organisation() -> None:
    # The Word file's title "Kingsmead coaching handbook", its heading "Coaching handbook": "Coaching"
    # was the club's handbook's organisation, and every question was asked which company it meant.
    body = "Coaching handbook\nCoaches must carry a charged mobile phone and a throw line on every outing."
    titles = ["Kingsmead coaching handbook", "Coaching handbook"]
    assert find_organisation(titles, "", "coaching_handbook.docx", body) is None
    # a name the lower-case title spells is still the name
    named = "Corvid Coffee Roasters handbook\nAt Corvid Coffee Roasters we roast every day. We pay weekly."
    found = find_organisation(
        ["corvid coffee roasters handbook", "Corvid Coffee Roasters handbook"], "", "h.docx", named
    )
    assert found is not None and found.name == "Corvid Coffee Roasters"


def test_the_kind_of_document_is_read_from_the_title_else_the_file_name() -> None:
    assert document_kind(["Live Nation Entertainment Privacy Policy - Your Privacy Rights"]) == "privacy policy"
    assert document_kind([], "harbor_lane_clinic_handbook.docx") == "handbook"
    assert document_kind(["Tidal energy"], "tidal.html") == ""
