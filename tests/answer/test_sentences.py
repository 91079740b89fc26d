"""Sentence spans: wrapped lines joined, table rows and headings kept apart, spans exact."""

from __future__ import annotations

from rag_core.answer.judging.sentences import is_heading
from rag_core.text.sentences import display, locator, parse_locator, split_sentences

PAGE = (
    "Definitions\n"
    "A consignment note is the transport document that accompanies every shipment and records the\n"
    "sender, the receiver and the goods carried. Mr. Smith signs it.\n"
    "Cash and cash equivalents $ 689 $ 775\n"
    "Total assets $ 17,003 $ 17,426\n"
    "\n"
    "• Drivers rest after 4.5 hours.\n"
)


def test_sentences_are_exact_spans_of_the_page() -> None:
    sentences = split_sentences(PAGE)
    texts = [s.text for s in sentences]
    assert texts == [
        "Definitions",
        "A consignment note is the transport document that accompanies every shipment and records the "
        "sender, the receiver and the goods carried.",
        "Mr. Smith signs it.",
        "Cash and cash equivalents $ 689 $ 775",
        "Total assets $ 17,003 $ 17,426",
        "• Drivers rest after 4.5 hours.",
    ]
    for sentence in sentences:
        assert display(PAGE[sentence.start : sentence.end]) == sentence.text


def test_locator_round_trips() -> None:
    assert locator(3, 10, 42) == "p.3:10-42"
    assert parse_locator(" p.3:10-42 ") == (3, 10, 42)
    assert parse_locator("page 3") is None


def test_display_collapses_every_kind_of_whitespace() -> None:
    assert display(" a\n\tb  c ") == "a b c"


def test_a_parenthetical_caption_line_is_not_glued_to_the_next_sentence() -> None:
    from rag_core.text.sentences import split_sentences

    text = (
        "NORTHWIND LOGISTICS, INC.\n(Exact name of registrant as specified in its charter)\n"
        "Our principal executive offices are located in Arlington, Virginia."
    )
    quotes = [text[s.start : s.end] for s in split_sentences(text)]
    assert "Our principal executive offices are located in Arlington, Virginia." in quotes


def test_a_few_capitalised_words_are_a_heading_even_with_a_full_stop() -> None:
    # A policy's "Contact Us Regarding Privacy." heads a section; it was quoted for "MLB privacy
    # contact email?". A short sentence with a verb in lower case still states something.
    assert is_heading("Contact Us Regarding Privacy.")
    assert is_heading("Information We Collect")
    assert not is_heading("Mr. Smith signs it.")
    assert not is_heading("Revenue grew.")
    assert not is_heading("Do We Sell Data?")


def test_a_long_table_row_is_not_run_into_the_prose_under_the_table() -> None:
    # MGM's 10-Q: the last row of a casino table ran into the sentence below it, and the quote
    # answering "MGM China casino revenue" was the row's figures followed by a change sentence.
    text = (
        "Main floor table games drop $ 2,872 $ 425 $ 5,050 $ 1,522\n"
        "Main floor table games win % 21.8 % 24.8 % 22.8 % 22.6 %\n"
        "Other comprehensive income (loss) attributable to the Company (6,040) (8,167)\n"
        "Credit derivatives used in credit portfolio management activities $ — $ —\n"
        "MGM China casino revenues increased 454% for the three months ended June 30, 2023 compared to\n"
        "the prior year quarter.\n"
    )
    assert [s.text for s in split_sentences(text)] == [
        "Main floor table games drop $ 2,872 $ 425 $ 5,050 $ 1,522",
        "Main floor table games win % 21.8 % 24.8 % 22.8 % 22.6 %",
        "Other comprehensive income (loss) attributable to the Company (6,040) (8,167)",
        "Credit derivatives used in credit portfolio management activities $ — $ —",
        "MGM China casino revenues increased 454% for the three months ended June 30, 2023 compared to "
        "the prior year quarter.",
    ]


def test_wrapped_prose_ending_in_a_date_or_a_year_still_joins() -> None:
    text = (
        "Refer to Line of business equity on page 51, and page 93 of JPMorgan Chase’s 2022\n"
        "Form 10-K for additional information on capital allocation. As of December 31, 2023\n"
        "Microsoft had 221,000 employees worldwide, up from 181,000 a year earlier in 2021 2022\n"
        "figures.\n"
    )
    assert [s.text for s in split_sentences(text)] == [
        "Refer to Line of business equity on page 51, and page 93 of JPMorgan Chase’s 2022 Form 10-K "
        "for additional information on capital allocation.",
        "As of December 31, 2023 Microsoft had 221,000 employees worldwide, up from 181,000 a year "
        "earlier in 2021 2022 figures.",
    ]


def test_a_street_address_is_not_cut_after_its_abbreviated_street() -> None:
    texts = [
        s.text for s in split_sentences("Write to Postmaster Webseed, 6336 N. Oracle Rd. 325-315 Tucson, AZ 85704.")
    ]
    assert texts == ["Write to Postmaster Webseed, 6336 N. Oracle Rd. 325-315 Tucson, AZ 85704."]


def test_a_sentence_keeps_the_closing_quote_or_bracket_after_its_full_stop() -> None:
    # The quote shown must be whole: 'the words "STOP" or "END.' lost its closing quote mark.
    text = (
        'To unsubscribe from text messages, reply to the message with the words "STOP" or "END." '
        "You may also call us. We keep your data (as the law requires.) Nothing else is kept."
    )
    quotes = [s.text for s in split_sentences(text)]
    assert quotes == [
        'To unsubscribe from text messages, reply to the message with the words "STOP" or "END."',
        "You may also call us.",
        "We keep your data (as the law requires.)",
        "Nothing else is kept.",
    ]
    curly = split_sentences("Reply with the word \u201cEND.\u201d Then wait.")
    assert [s.text for s in curly] == ["Reply with the word \u201cEND.\u201d", "Then wait."]


def test_a_short_quoted_sentence_is_still_a_sentence_not_a_heading() -> None:
    # Its closing quote is now part of it; the full stop before the quote still ends a sentence.
    assert not is_heading('He said "yes."')
    assert not is_heading("We never sell it (by law.)")
