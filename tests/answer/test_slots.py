"""Questions asking for a value of a fixed shape (phone, email, web address, date, length of time) and
the texts that give one."""

from __future__ import annotations

import pytest

from rag_core.answer.understand.slots import asked_shape, has_shape, names_asked_ones


@pytest.mark.parametrize(
    ("question", "shape"),
    [
        ("What phone number can I call about privacy?", "phone"),
        ("What number can I call for a refund?", "phone"),
        ("What is the email address of the data protection officer?", "email"),
        ("Which website lists the opening hours?", "web"),
        ("MLB privacy contact email?", "email"),
        ("What email should I write to about my order?", "email"),
        ("How do I stop marketing emails?", "means"),  # the way to do it
        ("How do you use my data?", ""),  # what is done, not how I can do it
        ("How do I know my data is safe?", ""),
        ("What is the mailing address of the Internet Brands Privacy Office?", "postal"),
        ("Where can I send a letter to opt out?", "postal"),
        ("head office address", "postal"),
        ("What is the venue address?", "postal"),
        ("What is the IP address?", ""),
        ("Which business partners get my mailing address?", "names"),  # asks who, not for an address
        ("Which advertising companies serve ads on post-gazette.com?", "names"),
        ("Which company was acquired in 2023?", ""),  # one company: its name may open the sentence
        ("How many people does Acme employ?", ""),
        ("Does Google collect my email address?", ""),  # asks whether, not for an address
        ("  Must I give you my phone number?", ""),
        ("In what year did the Huguenots arrive?", "date"),
        ("When do you collect my data?", ""),  # answered by an event as often as by a date
        ("What was the Seven Years War?", ""),
        ("How long does MLB keep my data for record-keeping purposes?", "duration"),
        ("What is the minimum retention period for invoices?", "duration"),
        ("Ticketmaster marketing opt-out processing time?", "duration"),
        ("What is the notice period for resignation?", "duration"),
        ("How long ago was the policy changed?", ""),
        ("When was Yahoo's privacy policy last updated?", "document_date"),
        ("When did this privacy policy take effect?", "document_date"),
        ("When do you update this policy?", ""),  # when, as a habit: answered by an event
        ("When did JPMorgan acquire First Republic?", ""),
        ("When was the food safety policy approved?", "document_date"),
        ("What is the date of the Caribou Coffee privacy statement?", "document_date"),
        ("What is the effective date of this policy?", "document_date"),
        ("What is the date of the merger?", "date"),
        ("How soon will I get my refund?", "duration"),
        ("how quickly must an allergic reaction be reported", "duration"),
        ("How fast did revenue grow in 2023?", ""),  # a rate, not a length of time
        ("How often are the delivery vans cleaned?", "frequency"),
        ("How frequently is the policy reviewed?", "frequency"),
        ("What time does the night shift start?", "clock_time"),
        ("What time period does the report cover?", ""),
        ("Why did fuel costs rise in 2024?", "reason"),
        ("For what purpose do you use my data?", "reason"),
        ("Why do you need my email address?", "reason"),  # a reason, not an address
        ("How old is Wexford College?", "age"),
        ("How many years has Ostrander Freight been operating?", "age"),
        # Since when, not a length of any kind: "a business journey of more than 30 kilometres" was
        # the answer, high.
        ("How long have you been in business?", "age"),
        ("How long is the probation period?", "duration"),
        ("How many years of records do you keep?", ""),
        ("What is the reason for the fuel surcharge?", ""),  # not asked as why: not yet a reason shape
    ],
)
def test_the_shape_a_question_asks_for_is_named(question: str, shape: str) -> None:
    assert asked_shape(question) == shape


def test_a_sentence_only_talking_about_phone_numbers_gives_none() -> None:
    assert has_shape("phone", "Call the privacy team on +44 20 7946 0958.")
    assert not has_shape("phone", "We might also collect your phone number.")
    assert not has_shape("phone", "Revenue was 48 million in 2023.")  # a figure is not a phone number


def test_email_and_web_addresses_are_recognised_in_running_text() -> None:
    assert has_shape("email", "Write to privacy@corvid-coffee.co.uk with your request.")
    assert not has_shape("email", "Send us an email and we will reply.")
    assert has_shape("web", "Opening hours are listed on www.corvid-coffee.com.")
    assert not has_shape("web", "Opening hours are listed on our website.")


def test_a_street_address_is_recognised_and_talk_about_one_is_not() -> None:
    assert has_shape("postal", "Write to us at 909 N. Sepulveda Blvd., 11th Floor, El Segundo, California 90245.")
    assert has_shape("postal", "Our head office is at 12 Mill Lane, Leeds LS1 4AB.")
    assert not has_shape("postal", "We collect your name and postal address when you order.")
    assert not has_shape("postal", "We had 1,200 Retail Stores in 2019.")


@pytest.mark.parametrize(
    ("text", "gives"),
    [
        ("Fuel costs rose by 18% because the price of marine diesel increased.", True),
        ("Operating income decreased primarily as a result of lower volume.", True),
        ("Interest rate swaps are entered into with different counterparties to reduce concentration risk.", True),
        ("We share passenger lists so that the harbour authority can account for everyone on board.", True),
        ("To assess the size of the net debt, we analyse it as a proportion of EBITDA.", True),
        ("Maintenance spending increased by EUR 2.1 million in 2024.", False),
        ("Operating income decreased $352 million in fiscal 2019 as compared to fiscal 2018.", False),
        # "to" before a noun, and a requirement to do something, state no purpose
        ("Unless the law requires us to keep the information, we delete it when no longer needed.", False),
        ("Send questions to the privacy team.", False),
    ],
)
def test_a_reason_or_a_purpose_is_recognised_and_a_restated_fact_is_not(text: str, gives: bool) -> None:
    assert has_shape("reason", text) is gives


@pytest.mark.parametrize(
    ("text", "gives"),
    [
        ("He moved to Warsaw with his family when he was seven months old.", True),
        ("Founded in Victoria in 2015, Westbrook Vets has grown steadily since.", True),
        ("The school has been open for 40 years.", True),
        ("At the end of 2025 Wexford College employed 386 people, up from 360 a year earlier.", False),
        ("Wexford College operates 4 campuses, in Leeds, Bath, Durham and York.", False),
        ("This imagery has been in use since at least the mid-14th century.", True),
        ("The market has been held here since the 1800s.", True),
        ("We use the term qualifying trip for a business journey of more than 30 kilometres.", False),
    ],
)
def test_an_age_or_a_beginning_is_recognised(text: str, gives: bool) -> None:
    assert has_shape("age", text) is gives


def test_a_question_asking_no_shape_accepts_any_text() -> None:
    assert has_shape("", "Anything at all.")


@pytest.mark.parametrize(
    ("shape", "text", "gives"),
    [
        ("date", "This statement is effective June 3, 2003.", True),
        ("date", "Revised 06/03/2003.", True),
        ("date", "The Huguenot District was named in 1715.", True),
        ("date", "Last Updated: December 1st, 2014", True),
        ("date", "Effective on the 3rd of March.", True),
        ("date", "We will change the date at the top of this Privacy Statement.", False),
        ("date", "If you have questions, you may contact us at any time.", False),  # "may" is no month
        ("date", "Reports march on through the approval chain.", False),
        ("document_date", "Last Updated: September 25, 2014", True),
        ("document_date", "We may change this policy from time to time.", False),
        ("duration", "We keep invoices for seven years.", True),
        ("duration", "We keep your data for as long as your account is open.", True),
        ("duration", "The Summer Theatre was in operation from 1870 to 1939.", True),
        ("duration", "They used French names well into the nineteenth century.", True),
        ("duration", "Lockers are emptied every 30 days.", True),
        ("duration", "Calibration uses a laser tracker and takes about twenty minutes.", True),
        ("duration", "Goodwill | Estimated | Useful Life | (in years) | Indefinite", True),
        ("duration", "We keep some information for record-keeping purposes; call 866-800-1275.", False),
        ("duration", "There are legal requirements to keep data for a minimum period.", False),
        # "How long must passwords be?": a length in characters, words or pages
        ("duration", "- Passwords must be at least 14 characters long.", True),
        ("duration", "Abstracts are limited to 300 words.", True),
        ("frequency", "Delivery vans are cleaned every Friday.", True),
        ("frequency", "The training is refreshed every three years.", True),
        ("frequency", "The board meets twice a year.", True),
        ("frequency", "Officers are elected annually.", True),
        ("frequency", "Every new member of staff completes food hygiene training.", False),
        ("frequency", "We may update this policy from time to time.", False),
        ("clock_time", "Bakers on the night shift start at 03:30.", True),
        ("clock_time", "The shop opens at 9am and closes at noon on Sundays.", True),
        ("clock_time", "Revenue was 3.50 million, up 12%.", False),
    ],
)
def test_a_date_or_a_length_of_time_is_recognised_and_talk_about_one_is_not(shape: str, text: str, gives: bool) -> None:
    assert has_shape(shape, text) is gives


@pytest.mark.parametrize(
    ("text", "gives"),
    [
        ("The ads on this site are delivered by our web advertising partners, including DoubleClick and Google.", True),
        ("We share it with Acme Research Ltd, our survey partner.", True),
        ("We may use third- party advertising companies to serve ads.", False),
        ("Our partners are chosen with care. Each signs a contract.", False),
    ],
)
def test_names_are_words_capitalised_inside_a_sentence(text: str, gives: bool) -> None:
    assert has_shape("names", text) is gives


@pytest.mark.parametrize(
    ("text", "gives"),
    [
        ("You can delete your account by visiting our Account Deletion page.", True),
        ("To unsubscribe, click the link at the bottom of any newsletter.", True),
        ("Report near misses to your supervisor before the end of the shift.", True),
        ("Write to privacy@example.com with your request.", True),
        # that it can be done, not how
        ("As discussed below, you may opt out of third party tracking on the Service at any time.", False),
        ("You may unsubscribe whenever you wish.", False),
    ],
)
def test_a_way_to_do_something_is_recognised_and_saying_it_can_be_done_is_not(text: str, gives: bool) -> None:
    assert has_shape("means", text) is gives


@pytest.mark.parametrize(
    ("question", "text", "names"),
    [
        # found on the dev policies: only who shares is named, not the partners asked for
        (
            "Which business partners get my name and mailing address?",
            "From time-to-time, Washingtonian magazine and/or Washingtonian.com may provide its business partners "
            "with your name and mailing address for marketing relevant services, products, and programs to you.",
            False,
        ),
        (
            "Which advertising companies serve ads?",
            "We use third-party advertising companies, including DoubleClick and Google, to serve ads.",
            True,
        ),
        ("Which advertising companies serve ads?", "Ads on this site are served by DoubleClick.", True),
        ("What does the company share?", "Acme shares nothing.", True),  # no question for names
    ],
)
def test_names_are_given_where_the_asked_ones_are_spoken_of(question: str, text: str, names: bool) -> None:
    assert names_asked_ones(question, text) is names
