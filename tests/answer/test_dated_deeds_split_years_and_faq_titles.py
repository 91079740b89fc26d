"""When a deed was done, a year written as two, a contract's numbered definitions, the documents' own
organisation named by its kind, an FAQ answer under its own heading, a list's lead-in and words said
otherwise (2026-12-07, eighty-fifth session, found by documents written blind for the probes: a
tenancy agreement in Word, a wedding venue's brochure as a web page, a bus company's timetable
workbook and passenger guide, a clinical trial's information sheet, a food bank's annual review, a
database tool's release notes and FAQ, then a module handbook and a car hire company's terms).

"what year did wardenau join the hanseatic league" was shown "... and Wardenau joined the Hanseatic
League in 1412." as a passage (P 0.41). "What was the total income for 2024-25?" was answered, high,
by the "2024 £" column (the year before). "Who is the landlord?" was answered by "1.1 "Landlord"
includes anyone who later owns the Property ...". "What should I do if I have an accident?" and
"What's the core textbook?" were answered, high, by a list's lead-in ("If you have an accident,
however minor:"), "How long is the exam?" by a deadline counted from it, "How long do I have to take
my complaint to the ombudsman?" by the 8 weeks of an "if" clause, "When was the town first
mentioned?" by the Reformation's 1541 and "Which funders do they thank?" by a thanks naming none.
"How many bedrooms does the hotel have?", "What time does the music have to stop?", "How many food
parcels were handed out?", "How much was spent on fuel vouchers ...?", "How much blood will you take
altogether?", "How much is venue hire on a Saturday in July?" and "Who commissioned the Loch Tarsan
Dam?" each missed a word the document says otherwise ("Hartswood Manor has", "finish", "given out",
"Expenditure", "in total", "May to September", "It"); "How do I report a bug?" was shown "Open an
issue at ..." (P 0.81), the first sentence under the FAQ's own heading "How do I report a bug?", and
"Can you get a ferry across the river?" was read as asking whether one receives a ferry.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.event_dates import date_stated
from rag_core.answer.judging.deeds import spans_another
from rag_core.answer.judging.kinds import timed_in_condition
from rag_core.answer.judging.lent import heading_lines, surroundings
from rag_core.answer.judging.predicate import lead_in_only
from rag_core.answer.understand.question import analyse, question_terms
from rag_core.text.defining import defined_term
from rag_core.text.lexicon import years
from rag_core.text.question_periods import period_of_question
from rag_core.text.sentences import split_sentences
from tests.helpers.answers import assert_answered, assert_not_answered_by, engine_on
from tests.helpers.candidates import candidate
from tests.helpers.office import heading, make_docx, make_xlsx, para, table
from tests.helpers.stats import EvenStats

ARTICLE = b"""# Wardenau

**Wardenau** is a town in Lower Saxony, Germany, on the right bank of the river Weser.

## History

The village of Wardenowe is first mentioned in 1096 in a charter of Corvey Abbey.
Trade in grain, timber and sandstone shipped down the Weser made the town prosperous, and Wardenau joined the
Hanseatic League in 1412.
The Reformation was introduced in 1541, when the town council appointed the first Lutheran preacher.

## Transport

A cable ferry at Espe carries cyclists, pedestrians and cars across the river from April to October.

## Water supply

The Loch Tarsan Dam is a mass-concrete gravity dam built to increase the water supply of Greenock.
It was commissioned by the Greenock Water Trust and completed in 1912.

## Gardens

The University Library garden, designed by Irena Bajerska, was opened on 12 June 2002.
It is one of the largest roof gardens in Europe, with an area of more than 10,000 square metres.
"""

ACCOUNTS = make_xlsx(
    {
        "SOFA": [
            ["Millbrook Community Food Bank - Statement of financial activities, year ended 31 March 2025"],
            [],
            ["", "2025 £", "2024 £"],
            ["Donations from individuals", 182450, 164300],
            ["Total income", 1101615, 990930],
            ["Expenditure on:"],
            ["Fuel vouchers", 30840, 41200],
            ["Total expenditure", 1110225, 1002890],
        ],
    },
    {f"SOFA!{col}{row}": "#,##0" for col in "BC" for row in range(4, 9)},
)

REVIEW = (
    b"Millbrook Community Food Bank\nAnnual Review 2024-25\n\nOur year in numbers\n\n"
    b"Emergency food parcels given out 9,415\n\nPeople fed 14,862\n\n"
    b"Thank you\n\nOn behalf of the trustees, thank you to every one of you, and to all our donors, funders and "
    b"partners.\n\nWe are very grateful to everyone who supported us this year, including:\n\n"
    b"- Greater Mersey Community Foundation\n- Lowther and Finch Charitable Trust\n"
)

TENANCY = make_docx(
    heading("Assured shorthold tenancy agreement"),
    table(
        [
            ["Particulars", "Details"],
            ["Landlord", "Mrs Harriet Quayle"],
            ["Tenant", "Mr Daniel Okafor"],
            ["Rent", "£1,150 per calendar month"],
        ],
        header_rows=1,
    ),
    heading("1. Definitions"),
    para('1.1 "Landlord" includes anyone who later owns the Property and is entitled to the Rent.'),
    para('1.2 "Property" means Flat 4, Alder House, 27 Marlow Road, Kelbridge.'),
    heading("7. Insurance"),
    para("7.1 The Landlord will insure the building and the Landlord's contents against the usual risks."),
)

VENUE = """<html><head><title>Weddings and events at Hartswood Manor</title></head><body>
<h1>Weddings and events at Hartswood Manor</h1>
<h2>Stay with us</h2>
<p>Hartswood Manor has 32 bedrooms, in the main house and the converted Coach House, sleeping up to 68 guests.</p>
<h2>Venue hire</h2>
<table>
<tr><th>Day of the week</th><th>Winter (November to March)</th><th>Spring and autumn (April and October)</th>
<th>Summer (May to September)</th></tr>
<tr><td>Friday</td><td>£2,850</td><td>£3,900</td><td>£5,200</td></tr>
<tr><td>Saturday</td><td>£3,400</td><td>£4,950</td><td>£6,500</td></tr>
</table>
<h2>Music and your evening reception</h2>
<p>Because the house stands in a rural conservation area, all amplified music must finish by 11.30pm.</p>
<p>The bar closes at midnight.</p>
<p>Hartswood Manor Hotel Ltd, registered in England and Wales, company number 04417238.</p>
</body></html>""".encode()

FAQ = b"""<html><head><title>Sandpiper FAQ</title></head><body>
<h1>Sandpiper: frequently asked questions</h1>
<h2>What licence is Sandpiper released under?</h2>
<p>The Sandpiper command-line tool and all database connectors are open source and released under the Apache
License 2.0.</p>
<h2>How do I report a bug?</h2>
<p>Open an issue at github.com/sandpiper-db/sandpiper/issues. Please search existing issues first to avoid
duplicates.</p>
<p>A good bug report includes the output of sandpiper --version and the full error message.</p>
<h2>Does Sandpiper send telemetry?</h2>
<p>Since version 4.0, Sandpiper sends anonymous usage statistics once a day.</p>
</body></html>"""

LEAFLET = (
    b"CLEARWAY-2 participant information sheet\n\nWhat will happen to me if I take part?\n\n"
    b"At most visits we will take a small blood sample. Over the whole study we will take about 50 mL of blood "
    b"in total, which is about 10 teaspoons.\n"
)


@pytest.fixture(scope="module")
def article(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    yield engine_on(tmp_path_factory, embedder, "article", {"Wardenau.md": ARTICLE})


@pytest.fixture(scope="module")
def charity(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    files = {"Millbrook_accounts_2024-25.xlsx": ACCOUNTS, "Millbrook_Annual_Review_2024-25.txt": REVIEW}
    yield engine_on(tmp_path_factory, embedder, "charity", files)


@pytest.fixture(scope="module")
def lettings(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    files = {"tenancy.docx": TENANCY, "hartswood.html": VENUE, "faq.html": FAQ, "clearway.txt": LEAFLET}
    yield engine_on(tmp_path_factory, embedder, "lettings", files)


def test_when_a_deed_was_done_is_answered_by_the_sentence_dating_it(article: Engine) -> None:
    assert_answered(article, "what year did wardenau join the hanseatic league", "in 1412")
    assert_answered(article, "When did Wardenau join the Hanseatic League?", "in 1412")
    # "It" names the dam of the sentence before: the name is no missing word
    assert_answered(article, "Who commissioned the Loch Tarsan Dam?", "Greenock Water Trust")
    # "get" a ferry is taking it, not receiving it
    assert_answered(article, "Can you get a ferry across the river?", "cable ferry")
    # "mentioned" after "first" is the deed asked, not a word framing the question
    assert_not_answered_by(article, "When was the town first mentioned?", "Reformation")


@pytest.mark.parametrize(
    ("question", "text", "dated"),
    [
        (
            "When did Genghis Khan become Great Khan?",
            "Genghis Khan united the tribes and became Great Khan in 1206.",
            True,
        ),
        (
            "When was Scotland invaded by William?",
            "William invaded Scotland in 1072, riding as far as Abernethy.",
            True,
        ),
        ("In what year was the bridge opened?", "The bridge was designed by August Rehbein and opened in 1898.", True),
        ("When was the church built?", "The church is a Gothic hall church built in the 14th century.", True),
        # the asked subject is the object here: William conquered England, not Harold
        (
            "When did King Harold II conquer England?",
            "In 1066, William II conquered England killing King Harold II.",
            False,
        ),
        # the asked thing is not what was issued
        (
            "In what year was the Edict of Nantes issued?",
            "In 1685, he issued the Edict of Fontainebleau, revoking the Edict of Nantes.",
            False,
        ),
        # another thing began: OPEC is named after the deed
        (
            "When did OPEC begin?",
            "The 1973 oil crisis began in October 1973 when members of OPEC declared an embargo.",
            False,
        ),
        # a negated question asks no date of a deed
        ("When was the Social Charter not adopted?", "The Social Charter was subsequently adopted in 1989.", False),
        # no date near the deed
        (
            "When did the town join the league?",
            "The town joined the league, which was founded by merchants of Lübeck.",
            False,
        ),
    ],
)
def test_a_when_question_is_dated_beside_its_deed(question: str, text: str, dated: bool) -> None:
    found = date_stated(analyse(question), [candidate(text, p=0.5)], min_p=0.15)
    assert bool(found) is dated


def test_a_year_written_as_two_is_the_year_it_ends_in(charity: Engine) -> None:
    assert period_of_question("What was the total income for 2024-25?").years == (2025,)
    assert years("the year 2024/25 and the 2019-20 season") == {"2025", "2020"}
    assert years("On 2024-05-20 we moved.") == {"2024"}  # a date, not a year written as two
    # the sheet's row is quoted whole, then the cell that answers: its column and value
    assert_answered(charity, "What was the total income for 2024-25?", "2025 £ | 1,101,615")
    assert_not_answered_by(charity, "What was the total income for 2024-25?", "2024 £ | 990,930")
    assert_answered(charity, "What was the total income for 2023-24?", "2024 £ | 990,930")


def test_a_word_said_otherwise_is_no_missing_word(charity: Engine, lettings: Engine) -> None:
    assert_answered(charity, "How many food parcels were handed out?", "9,415")
    assert_answered(charity, "How much was spent on fuel vouchers in 2024-25?", "30,840")
    assert_answered(lettings, "What time does the music have to stop?", "11.30pm")
    assert_answered(lettings, "How much blood will you take altogether?", "50 mL")


def test_a_month_is_said_by_the_range_of_months_holding_it(lettings: Engine) -> None:
    assert_answered(lettings, "How much is venue hire on a Saturday in July?", "£6,500")
    assert_not_answered_by(
        lettings, "How much is venue hire on a Saturday in July?", "Saturday | Winter (November to March) | £3,400"
    )


def test_which_funders_asks_for_their_names(charity: Engine) -> None:
    assert_not_answered_by(charity, "Which funders do they thank?", "donors, funders and partners")


def test_the_hotel_is_the_documents_own_organisation(lettings: Engine) -> None:
    assert_answered(lettings, "How many bedrooms does the hotel have?", "32 bedrooms")


@pytest.mark.parametrize(
    ("question", "kept"),
    [
        # a kind named with a word before it may be one of its services ("Food bank | 2023 | 445")
        ("How many families used the food bank in 2023?", {"families", "used", "food", "bank", "2023"}),
        ("How many bedrooms does the hotel have?", {"bedrooms"}),
        # a named one of several, and a product the word before tells apart, are no words of the author
        ("How many people work at the Utrecht surgery?", {"people", "work", "utrecht", "surgery"}),
        ("Do you use my information collected on your mobile app?", {"use", "collected", "mobile", "app"}),
    ],
)
def test_the_documents_own_organisation_is_no_word_to_carry(question: str, kept: set[str]) -> None:
    terms = question_terms(analyse(question), EvenStats(), set())  # type: ignore[arg-type]
    assert {w.lower for w in terms.words} == kept


def test_a_numbered_definition_says_what_a_role_means_not_who_holds_it(lettings: Engine) -> None:
    assert defined_term('1.1 "Landlord" includes anyone who later owns the Property.') == ("", "Landlord", "includes")
    assert defined_term("(b) 'Rent' means the rent set out in the Particulars.") == ("", "Rent", "means")
    assert defined_term("The fee includes VAT.") is None  # "includes" defines only a term in quotes
    assert_answered(lettings, "Who is the landlord?", "Harriet Quayle")


def test_the_first_sentence_under_an_faq_heading_answers_its_question(lettings: Engine) -> None:
    assert_answered(lettings, "How do I report a bug?", "Open an issue")
    # another section's first sentence answers no other question
    assert_not_answered_by(lettings, "How do I report a security problem?", "Open an issue")


@pytest.mark.parametrize(
    ("text", "timed"),
    [
        (
            "If you are not happy with our final response, or we have not sent it within 8 weeks, you can refer "
            "your complaint to the Financial Ombudsman Service.",
            True,
        ),
        # the time is what is done in the case
        ("If you are not happy with our final response, you must contact the ombudsman within 6 months.", False),
        ("You must contact the Financial Ombudsman Service within 6 months of the date of our final response.", False),
    ],
)
def test_a_length_of_time_only_in_the_condition_is_no_answer_to_how_long(text: str, timed: bool) -> None:
    question = analyse("How long do I have to take my complaint to the ombudsman?")
    assert timed_in_condition(question, candidate(text, p=0.8)) is timed


@pytest.mark.parametrize(
    ("question", "text", "lead_in"),
    [
        ("What should I do if I have an accident?", "If you have an accident, however minor:", True),
        ("What's the core textbook?", "The core textbook for the module is:", True),
        # a lead-in that states a figure, or much the question does not, is read as any sentence
        (
            "What was the income from vessel operations?",
            "Income from vessel operations increased to $299.3 million in 2019, primarily as a result of:",
            False,
        ),
        (
            "What does the table show?",
            "The following table sets forth, for the periods indicated, certain data derived from our statements:",
            False,
        ),
        ("What's the core textbook?", "The core textbook for the module is Perman, Natural Resource Economics.", False),
        ("How many reportable segments does Boeing have?", "We operate in four reportable segments:", False),
    ],
)
def test_a_lists_lead_in_that_adds_nothing_is_no_answer(question: str, text: str, lead_in: bool) -> None:
    assert lead_in_only(analyse(question), candidate(text, p=0.96)) is lead_in


@pytest.mark.parametrize(
    ("text", "another"),
    [
        ("Claims must be made within 5 working days of the assessment deadline or the date of the exam.", True),
        ("The exam lasts two hours.", False),
        ("You must finish the exam within two hours.", False),
    ],
)
def test_a_deadline_counted_from_a_thing_is_no_length_of_it(text: str, another: bool) -> None:
    assert spans_another(analyse("How long is the exam?"), candidate(text, p=0.8)) is another
    # a deadline counted from another thing, to do something to the asked one
    registered = candidate("Register your machine within 28 days of purchase to extend the warranty to 3 years.", p=0.8)
    assert not spans_another(analyse("How long is the warranty?"), registered)


@pytest.mark.parametrize(
    ("before", "names"),
    [
        ("The Loch Tarsan Dam is a mass-concrete gravity dam built for Greenock.", {"loch", "tarsan", "dam"}),
        ("The Strathallan Viaduct carries the branch line across the valley.", {"strathallan", "viaduct"}),
        # the name only qualifies the subject: "It" is the garden, not the library
        ("The University Library garden, designed by Irena Bajerska, was opened in 2002.", set()),
    ],
)
def test_it_lends_the_name_its_sentence_before_opens_with(before: str, names: set[str]) -> None:
    text = f"{before} It covers an area of more than 10,000 square metres."
    sentences = split_sentences(text)
    asked = {"loch", "tarsan", "dam", "strathallan", "viaduct", "univers", "librari"}
    lent = surroundings(text, sentences, heading_lines(text, sentences), 1, set(), asked, asked)
    assert set(lent.names) == names
