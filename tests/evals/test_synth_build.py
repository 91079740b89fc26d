"""Fictional organisations, their documents and labelled questions (rag_core.evals.synth: build, world,
writer, compose_text, compose_figures, phrases, clauses, sectors, small): deterministic per seed,
every answerable question pointing at a document that states it, unanswerable ones balanced."""

from __future__ import annotations

import random

import pytest

from rag_core.evals.synth import clauses, phrases, sectors
from rag_core.evals.synth.build import build, make_orgs, plan
from rag_core.evals.synth.books import books
from rag_core.evals.synth.compose_facts import practice
from rag_core.evals.synth.compose_text import handbook, policy
from rag_core.evals.synth.model import Fact, PageBreak
from rag_core.evals.synth.questions import UNANSWERABLE
from rag_core.evals.synth.small import COLLECTION, HANDBOOK, ORG, POLICY, REPORT, build_small
from rag_core.evals.synth.world import fill, fmt_int
from rag_core.evals.synth.writer import Writer


def test_the_same_seed_builds_the_same_set_and_another_seed_does_not() -> None:
    first, again, other = build(3, 2, per_org=10), build(3, 2, per_org=10), build(4, 2, per_org=10)
    assert [(d.name, d.data) for d in first[0]] == [(d.name, d.data) for d in again[0]]
    assert [i.question for i in first[1]] == [i.question for i in again[1]]
    assert [i.question for i in first[1]] != [i.question for i in other[1]]


def test_answerable_questions_name_a_document_holding_their_gold_and_the_rest_are_balanced() -> None:
    docs, items = build(3, 2, per_org=10)
    names = {(d.collection, d.name) for d in docs}
    answerable = [i for i in items if i.answerable]
    assert answerable and all(i.golds and (i.collection, i.doc) in names for i in answerable)
    unanswerable = [i for i in items if not i.answerable]
    assert {i.category for i in unanswerable} <= set(UNANSWERABLE)
    assert abs(len(answerable) - len(unanswerable)) <= 2


def test_each_organisation_gets_two_to_five_documents_of_distinct_kinds() -> None:
    (org,), (other,) = make_orgs(3, 2)
    assert org.name != other.name
    documents = plan(org)
    assert 2 <= len(documents) <= 5 and len({(k, v) for k, v, _ in documents}) == len(documents)


def test_a_handbook_registers_what_it_states_and_ends_without_a_break() -> None:
    (org,), _ = make_orgs(5, 2)
    writer = Writer(org)
    title = handbook(writer)
    blocks = writer.done()
    assert title and blocks and not isinstance(blocks[-1], PageBreak)
    assert org.facts and all(isinstance(f, Fact) and f.golds for f in org.facts)
    stated = " ".join(org.texts)
    assert all(any(g in stated for g in f.golds) for f in org.facts if f.category == "definition")


def test_the_books_hold_a_figure_for_every_statement_line() -> None:
    ((org,),) = make_orgs(7, 1)
    accounts = books(org)
    assert len(accounts.segments) == 3
    periods = {period for _, period in accounts.values}
    assert str(org.year) in periods
    for _, measure, _, _, _ in accounts.lines(org):
        assert all((measure, period) in accounts.values for period in periods), measure
    assert all(value > 0 for (measure, _), value in accounts.values.items() if measure.startswith("seg:"))


def test_questions_are_asked_with_slips_people_make_names_and_figures_intact() -> None:
    slipped = phrases.typo("How many trucks does Vale Brewery have in 2024?", random.Random(1))
    assert (
        "Vale Brewery" in slipped
        and "2024" in slipped
        and slipped.lower() != "how many trucks does vale brewery have in 2024?"
    )
    assert phrases.surface("How many trucks?", "terse", random.Random(2)) in ("How many trucks", "How many trucks?")
    assert (
        fill("{org} has {n} trucks", {"org": "Acme", "n": "5"}) == "Acme has 5 trucks"
        and fmt_int(1234567.0) == "1,234,567"
    )


def test_clauses_and_sectors_are_well_formed_data() -> None:
    assert len({c.key for c in clauses.CLAUSES}) == len(clauses.CLAUSES)
    assert all(c.home == "handbook" or c.home in clauses.POLICIES for c in clauses.CLAUSES)
    assert all(c.variants and c.facts for c in clauses.CLAUSES)
    assert len({s.key for s in sectors.SECTORS}) == len(sectors.SECTORS)
    assert all(s.roles and len(s.segments) >= 3 and s.sheet.rows for s in sectors.SECTORS)


def test_practices_state_their_gold_and_privacy_notices_state_privacy_practices_either_way() -> None:
    assert all(gold in statement for statement, gold, _, _ in clauses.PRACTICES)
    assert clauses.CONDUCT_PRACTICES and set(clauses.PRIVACY_PRACTICES).isdisjoint(clauses.CONDUCT_PRACTICES)
    denied = [p for p in clauses.PRIVACY_PRACTICES if " not " in p[0] or " never " in p[0]]
    assert len(denied) >= 5 and len(clauses.PRIVACY_PRACTICES) - len(denied) >= 5
    (org,), _ = make_orgs(5, 2)
    writer = Writer(org)
    policy(writer, "privacy")
    writer.done()
    stated = " ".join(org.texts)
    said = [
        p for p in clauses.PRIVACY_PRACTICES if fill(p[0], org.slots(city=org.sites[0])) in stated or p[2] in stated
    ]
    assert len(said) >= 4
    assert not any(p[0] in stated for p in clauses.CONDUCT_PRACTICES)


def test_a_practice_with_another_home_is_refused_naming_it() -> None:
    practice_ = {"home": "canteen", "statement": "We serve soup.", "gold": "soup", "narrower": "", "asks": []}
    with pytest.raises(ValueError, match="We serve soup.*canteen"):
        clauses.by_home([practice_])


def test_an_faq_answers_a_denied_practice_no_and_a_stated_one_yes() -> None:
    (org,), _ = make_orgs(5, 2)
    writer = Writer(org)
    selling = next(p for p in clauses.PRIVACY_PRACTICES if "do not rent, sell" in p[0])
    cookies = next(p for p in clauses.PRIVACY_PRACTICES if "uses cookies" in p[0])
    practice(writer, selling, narrow=False, faq=True)
    practice(writer, cookies, narrow=False, faq=True)
    writer.done()
    stated = " ".join(org.texts)
    assert "No. " + selling[0] in stated and "Yes. " + cookies[0] in stated
    assert "Yes. We do not" not in stated


def test_a_practice_is_asked_in_two_wordings() -> None:
    """A policy's practices, yes/no ("Do you sell my data?") or stated ("What do you collect when I
    sign up?"), are asked more than any other kind of fact: many in two wordings (over the 40
    organisations of the set about a third; here 6)."""
    _, items = build(0, 6)
    for category in ("yesno", "statement"):
        asked: dict[tuple[str, str], set[str]] = {}
        for item in items:
            if item.category == category:
                asked.setdefault((str(item.extra["org"]), str(item.extra["fact"])), set()).add(item.question)
        assert asked and sum(len(questions) == 2 for questions in asked.values()) >= len(asked) / 4, category


def test_the_hand_written_company_is_one_collection_of_three_documents() -> None:
    docs, items = build_small(0)
    assert [d.name for d in docs] == [HANDBOOK, REPORT, POLICY] and {d.collection for d in docs} == {COLLECTION}
    assert items and all(i.collection == COLLECTION for i in items)
    assert any(ORG in i.question or "Wrenhollow" in i.question for i in items)
