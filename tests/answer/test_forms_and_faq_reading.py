"""A study's participant information sheet, an appliance warranty, a bank's fee sheet and a
restaurant's opening line, asked as their readers ask (2026-12-06, seventy-third session; the
questions and the quotes that answer them written before any answer was seen).

Before: "How much will I be paid?" got passages although the paragraph under the sheet's own "Will I
be paid?" says "You will receive a GBP 40 voucher for each visit ..." (the cross-encoder read that
sentence without the question above it); "Are filters covered?" was not answered by "Consumable
parts such as filters and baskets are excluded." ("covered" unsaid) nor "Is a replacement card
free?" by the row "Replacement card | Fee: £0"; "How do I make a claim?" got "insufficient" with the
heading "How to make a claim" as its lead (a heading in sentence case was no heading, so the
sentence under it was read without it); and a PDF's title line ran into the heading under it
("... AquaPure 500 Dishwasher Warranty period"), as did a sheet's fields ("Study title: ... Chief
investigator: ...").
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.contrast import about_another_case
from rag_core.answer.judging.lent import heading_lines, surroundings
from rag_core.answer.judging.roles import no_agent
from rag_core.answer.understand.classify import QuestionKind, classify
from rag_core.answer.understand.question import analyse
from rag_core.text.sentences import Sentence, split_sentences
from rag_core.text.phrases import carried_by_phrase
from rag_core.text.lexicon import tokens
from tests.helpers.answers import assert_answered, assert_not_answered_by, engine_on, value_of
from tests.helpers.candidates import candidate
from tests.helpers.office import heading, make_docx, make_xlsx, para
from tests.helpers.pdfs import make_pdf

SHEET = b"""PARTICIPANT INFORMATION SHEET AND CONSENT FORM
Study title: Sleep and Memory in Older Adults (SAMOA)
Chief investigator: Dr Anika Brandt, Department of Psychology, University of Eastmoor

What is the purpose of the study?
We want to find out whether a short afternoon nap improves memory in adults aged 65 and over.

Will I be paid?
You will receive a GBP 40 voucher for each visit, and travel costs will be reimbursed.

Do I have to take part?
No. Taking part is voluntary, and you can withdraw at any time without giving a reason.
"""
WARRANTY = make_pdf(
    [
        "Northwind Appliances - Limited Warranty for the AquaPure 500 Dishwasher\n\n"
        "Warranty period\n"
        "Northwind warrants the AquaPure 500 against defects in materials and workmanship for 2 years from the "
        "date of purchase. The motor is covered for 10 years.\n\n"
        "What is not covered\n"
        "This warranty does not cover damage caused by limescale, misuse, or installation not carried out by an "
        "approved installer. Consumable parts such as filters and baskets are excluded.\n\n"
        "How to make a claim\n"
        "Contact Northwind Customer Care on 0800 555 0199 with your proof of purchase and the serial number, "
        "which is printed on the inside edge of the door.\n\n"
        "Repair or replacement\n"
        "Northwind will repair the appliance free of charge or, if a repair is not possible, replace it with an "
        "equivalent model. Refunds are not offered under this warranty."
    ]
)
FEES = make_xlsx(
    {
        "Everyday account": [
            ["Service", "Fee", "Notes"],
            ["Monthly account fee", "£0", "No fee when you pay in £800 a month"],
            ["Card payment abroad", "2.99%", "Of the payment amount"],
            ["Cash withdrawal abroad", "£1.50", "Plus 2.99% of the amount"],
            ["Arranged overdraft", "39.9% EAR", "Charged on the overdrawn balance"],
            ["Replacement card", "£0", ""],
            ["CHAPS payment", "£25", "Same-day payment"],
        ]
    }
)

MINUTES = make_docx(
    heading("Riverside Residents' Association - Minutes of the meeting of 14 October 2026"),
    para("Present: Helen Marsh (Chair), Tom Osei (Treasurer), Ruth Klein (Secretary) and 23 residents."),
    heading("1. Treasurer's report", 2),
    para("The association holds GBP 4,310 at 30 September 2026. Membership income for the year was GBP 1,150."),
    heading("3. Summer fair", 2),
    para("The summer fair raised GBP 2,080 for the community garden. The next fair will be on 19 June 2027."),
    title="Minutes",
)
OFFER = make_docx(
    para("Dear Ms Adeyemi,"),
    heading("Offer of employment - Data Analyst", 1),
    para(
        "We are pleased to offer you the position of Data Analyst at Halcyon Analytics Ltd, reporting to "
        "Marcus Hale, Head of Insight."
    ),
    heading("Salary", 2),
    para("Your starting salary is GBP 41,500 per year, paid monthly in arrears on the 28th of each month."),
    heading("Acceptance", 2),
    para("Please sign and return a copy of this letter by 30 November 2026 to accept this offer."),
    para("Yours sincerely, Priya Nandakumar, HR Manager"),
    title="Offer letter",
)


@pytest.fixture(scope="module")
def libraries(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[dict[str, Engine]]:  # type: ignore[no-untyped-def]
    """One library per reader, as each has it."""
    files = {
        "samoa": {"samoa-participant-information.txt": SHEET},
        "northwind": {"aquapure-500-warranty.pdf": WARRANTY},
        "fenwick": {"fenwick-bank-fees-2027.xlsx": FEES},
        "riverside": {"rra-minutes-2026-10-14.docx": MINUTES},
        "halcyon": {"offer-letter-adeyemi.docx": OFFER},
    }
    yield {name: engine_on(tmp_path_factory, embedder, name, its) for name, its in files.items()}


@pytest.mark.parametrize(
    ("library", "question", "quoted"),
    [
        ("samoa", "How much will I be paid?", "You will receive a GBP 40 voucher for each visit"),
        ("northwind", "Are filters covered?", "Consumable parts such as filters and baskets are excluded."),
        ("northwind", "How do I make a claim?", "Contact Northwind Customer Care on 0800 555 0199"),
        ("fenwick", "Is a replacement card free?", "Replacement card"),
        ("fenwick", "What is the overdraft rate?", "39.9% EAR"),
        ("riverside", "How much money does the association have?", "The association holds GBP 4,310"),
        ("riverside", "What did the fair raise money for?", "for the community garden"),
        ("halcyon", "Who will I report to?", "reporting to Marcus Hale"),
    ],
)
def test_the_readers_questions_are_answered(
    libraries: dict[str, Engine], library: str, question: str, quoted: str
) -> None:
    assert_answered(libraries[library], question, quoted)


def test_the_sentences_that_answered_before_still_answer(libraries: dict[str, Engine]) -> None:
    northwind = libraries["northwind"]
    assert_answered(northwind, "Is limescale damage covered?", "does not cover damage caused by limescale")
    assert_answered(northwind, "Will I get a refund?", "Refunds are not offered under this warranty.")
    assert_not_answered_by(northwind, "How do I make a claim?", "How to make a claim")
    assert_answered(libraries["fenwick"], "How much is a CHAPS payment?", "£25")


def test_a_title_line_a_heading_and_fields_are_lines_of_their_own() -> None:
    """A PDF's text keeps no blank line between a title, the heading under it and its paragraph; a
    line wrapped at the margin, or one closing a bracket the line before opened, still joins it."""
    text = (
        "Northwind Appliances - Limited Warranty for the AquaPure 500 Dishwasher\n"
        "Warranty period\n"
        "Northwind warrants the AquaPure 500 against defects in materials and workmanship for 2 years from the date of\n"
        "purchase. The motor is covered for 10 years."
    )
    said = [s.text for s in split_sentences(text)]
    assert said[:2] == ["Northwind Appliances - Limited Warranty for the AquaPure 500 Dishwasher", "Warranty period"]
    signed = (
        "The registrant has duly caused this report to be signed on its behalf by the undersigned thereunto duly authorised.\n"
        "Date February 8, 2023 By /s/ Michael Casamento\n"
        "Michael Casamento, Executive Vice President and Chief Financial Officer (Principal\n"
        "Financial Officer)\n"
        "Date February 8, 2023 By /s/ Julie Sorrells"
    )
    assert "Michael Casamento, Executive Vice President and Chief Financial Officer (Principal Financial Officer)" in [
        s.text for s in split_sentences(signed)
    ]
    fields = [s.text for s in split_sentences(SHEET.decode())]
    assert "Study title: Sleep and Memory in Older Adults (SAMOA)" in fields
    assert "Chief investigator: Dr Anika Brandt, Department of Psychology, University of Eastmoor" in fields


def test_a_heading_in_sentence_case_titles_the_paragraph_under_it_but_a_list_does_not() -> None:
    text = "How to make a claim\nContact Northwind Customer Care on 0800 555 0199 with your proof of purchase."
    assert heading_lines(text, list(split_sentences(text)))[0]
    listed = (
        "Paper and cardboard\nTins and cans\nGlass bottles and jars\nPlease rinse everything before you recycle it."
    )
    assert not any(heading_lines(listed, list(split_sentences(listed)))[1:3])


def test_a_faq_question_titles_its_answer_only_when_it_lends_a_word_of_the_question() -> None:
    """Over "We collect two kinds of information: ...", "What information do we collect?" lends
    nothing to "What kinds of cookies does TED use?" (read under it, the sentence answered it)."""
    text = "What information do we collect?\n\nWe collect two kinds of information: personal and technical."
    asked = text.index("\n")
    sentences = [Sentence(0, asked, text[:asked]), Sentence(asked + 2, len(text), text[asked + 2 :])]
    said = {t.stem for t in tokens(sentences[1].text)}
    cookies = {t.stem for t in analyse("What kinds of cookies does TED use?", "").tokens} - {"what", "of", "doe"}
    assert surroundings(text, sentences, [False, False], 1, said, cookies, set()).title == ""
    paid = {t.stem for t in tokens("How much will I be paid?")}
    assert (
        surroundings(
            text.replace("What information do we collect?", "Will I be paid?"),
            [
                Sentence(0, len("Will I be paid?"), "Will I be paid?"),
                Sentence(
                    len("Will I be paid?") + 2, len("Will I be paid?") + 2 + len(sentences[1].text), sentences[1].text
                ),
            ],
            [False, False],
            1,
            said,
            paid,
            set(),
        ).title
        == "Will I be paid?"
    )


def test_a_yes_no_answer_said_by_the_opposite_word_is_about_the_asked_case() -> None:
    """ "Closed on Mondays." does not lack "open" beside "Open Tuesday to Sunday, 12 noon to 10 pm.":
    it says whether the restaurant is open on Mondays."""
    question = analyse("Is it open on Mondays?", "")
    closed = candidate("Closed on Mondays.", start=60, missing=("open",))
    opened = candidate("Open Tuesday to Sunday, 12 noon to 10 pm.", start=0, missing=("mondays",))
    assert not about_another_case(question, closed, [opened, closed])


def test_free_is_said_by_a_sum_of_nothing_and_not_by_a_small_sum() -> None:
    free = tokens("Is a replacement card free?")
    assert "free" in carried_by_phrase(free, "Replacement card | Fee: £0")
    assert "free" in carried_by_phrase(free, "Replacement cards are sent at no charge.")
    assert carried_by_phrase(free, "Replacement card | Fee: £0.50") == set()
    assert carried_by_phrase(free, "Replacement card | Fee: £05") == set()


def test_a_who_question_is_not_answered_by_a_sentence_that_names_no_one(libraries: dict[str, Engine]) -> None:
    """ "Please sign and return a copy of this letter ..." answered "Who signed the letter?" (high),
    and "Taking part is voluntary, ..." "Who can take part?": each says the question's words and
    names no one."""
    assert_not_answered_by(libraries["halcyon"], "Who signed the letter?", "Please sign and return")
    assert_not_answered_by(libraries["samoa"], "Who can take part?", "Taking part is voluntary")
    assert_answered(libraries["halcyon"], "What is the salary?", "GBP 41,500 per year")


def test_a_deed_asked_of_the_reader_or_named_as_a_thing_names_no_one_who_does_it() -> None:
    assert no_agent("Who signed the letter?", "Please sign and return a copy of this letter by 30 November 2026.")
    assert no_agent("Who can take part?", "Taking part is voluntary, and you can withdraw at any time.")
    assert not no_agent("Who can take part?", "Adults aged 65 and over can take part.")
    assert not no_agent("Who signed the letter?", "Signed by Priya Nandakumar, HR Manager.")
    assert not no_agent(
        "Who approved the financial statements?", "The financial statements were approved by the Board of Directors."
    )


def test_a_how_many_question_is_answered_by_once_or_twice_of_its_noun() -> None:
    kind = classify("How many visits are there?").answer_type
    assert (
        value_of("How many visits are there?", "You will visit the sleep laboratory twice, two weeks apart.", kind)
        == "twice"
    )
    assert value_of("How many visits are there?", "The museum is open twice a week.", kind) == ""


def test_who_will_i_report_to_asks_of_the_reader_and_is_not_vague() -> None:
    assert classify("Who will I report to?").kind is not QuestionKind.VAGUE
    assert classify("Tell me more about that report").kind is QuestionKind.VAGUE
