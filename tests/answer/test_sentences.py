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
