"""Questions as people actually ask them, answered by the real engine over a small company's documents
in several formats (a privacy notice page, a handbook, an annual report with running footers, a fleet
sheet): yes/no, "you/your/my", roles, typos, things never mentioned, organisations no document
covers, summaries, periods not stated, follow-ups, headings and footers."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.understand.followup import PriorTurn
from rag_core.judge.model import load_model
from rag_core.library import Library
from rag_core.messages import Mode, RefusalReason
from rag_core.settings import Settings
from tests.helpers.office import make_xlsx
from tests.helpers.pdfs import make_pdf

NOTICE = """<!DOCTYPE html><html><head><title>Corvid Coffee Roasters Privacy Notice</title></head><body>
<main><h1>Corvid Coffee Roasters Privacy Notice</h1>
<p>This notice explains what Corvid Coffee Roasters does with the information you give us when you order coffee online.</p>
<h2>Security</h2>
<p>We encrypt all payment card data before it leaves your browser.</p>
<p>Order records are kept for six years to meet tax rules, then deleted.</p>
<h2>Sharing</h2>
<p>We do not sell your personal information to anyone.</p>
<p>We do not rent or trade your email address to advertisers.</p>
<p>We share your delivery address with our courier, Swiftline Parcels, only to deliver your order.</p>
<h2>Your choices</h2>
<p>You can unsubscribe from our newsletter by clicking the link at the bottom of any newsletter email.</p>
<h2>Contact</h2>
<p>Our head roaster is Marisol Okafor, and our data protection officer is Tomas Brandt.</p>
</main></body></html>"""

HANDBOOK = [
    "Kestrel Freight Employee Handbook\n"
    "Kestrel Freight has been led by chief executive Dana Whitfield since 2019.\n"
    "Employees may park in Garage B between 07:00 and 19:00 on weekdays.\n"
    "The daily allowance for domestic travel is EUR 45.\n"
    "The daily allowance for international travel is EUR 80.\n\nKestrel Freight Handbook - page 1",
    "Working hours\nThe standard working week is 38 hours.\n"
    "Remote work is allowed for up to two days a week with a manager's approval.\n\nKestrel Freight Handbook - page 2",
    "Leave\nEmployees receive 27 days of paid annual leave.\n"
    "Sick leave must be reported to a manager before 09:00 on the first day.\n\nKestrel Freight Handbook - page 3",
]
REPORT = [
    "Kestrel Freight Annual Report 2024\nKestrel Freight is a road haulage company based in Utrecht.\n\n"
    "Kestrel Freight Annual Report 2024 - page 1",
    "Results\nRevenue for 2024 was EUR 61.4 million.\nRevenue for 2023 was EUR 57.9 million.\n"
    "At the end of 2024 Kestrel Freight employed 412 drivers.\n\nKestrel Freight Annual Report 2024 - page 2",
    "Fleet\nThe fleet grew to 236 trucks during 2024.\nThe Utrecht depot handles most cross-border loads.\n\n"
    "Kestrel Freight Annual Report 2024 - page 3",
]


@pytest.fixture(scope="module")
def kestrel(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[tuple[Engine, Library]]:  # type: ignore[no-untyped-def]
    """Kestrel Freight's handbook and annual report, Corvid's privacy notice, Ostrander's fleet sheet."""
    library = Library(Settings(data_dir=tmp_path_factory.mktemp("kestrel") / "data", seed_samples=False), embedder)
    assert library.ingest_bytes("kestrel_handbook.pdf", make_pdf(HANDBOOK), provenance="primary").ok
    assert library.ingest_bytes("kestrel_annual_report_2024.pdf", make_pdf(REPORT), provenance="primary").ok
    yield Engine(library), library


@pytest.fixture(scope="module")
def corvid(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    """One privacy notice, alone in its library, as a website's reader would ask it."""
    library = Library(Settings(data_dir=tmp_path_factory.mktemp("corvid") / "data", seed_samples=False), embedder)
    assert library.ingest_bytes("corvid_privacy_notice.html", NOTICE.encode()).ok
    yield Engine(library)


def _ask(engine: Engine, question: str, history: tuple[PriorTurn, ...] = ()):  # type: ignore[no-untyped-def]
    return engine.ask(question, session_id=f"forms-{question}", history=history)


@pytest.mark.parametrize(
    ("question", "quote"),
    [
        ("Do you encrypt my card data?", "We encrypt all payment card data before it leaves your browser."),
        ("Do they sell my personal information?", "We do not sell your personal information to anyone."),
        # a yes/no question is answered by the sentence that states it either way
        ("Do you rent my email address to advertisers?", "We do not rent or trade your email address to advertisers."),
        ("Does Corvid rent my email address?", "We do not rent or trade your email address to advertisers."),
        (
            "How long do you keep my order records?",
            "Order records are kept for six years to meet tax rules, then deleted.",
        ),
    ],
)
def test_yes_no_and_my_questions_are_answered_by_the_sentence_that_states_it(
    corvid: Engine, question: str, quote: str
) -> None:
    response = _ask(corvid, question)
    assert response.mode is Mode.DIRECT_ANSWER, response.related_highlights
    assert quote in (response.answer or "")
    # the quote is the answer: nothing is added to it ("Yes", "No")
    assert response.answer == " ".join(f.quote for f in response.evidence.facts)


def test_a_statement_that_says_no_answers_a_yes_no_question_as_surely_as_one_that_says_yes(corvid: Engine) -> None:
    # "not" in the answer is no mismatch with a yes/no question: it is the answer "no", and the
    # judge weighs it like the same statement without it (this one was a fallback at P 0.36): its
    # own P would answer it at the lenient strictness, not only the checks of a stated answer (the
    # model of 2026-11-28 gives it P 0.82, under the moderate threshold 0.86)
    response = _ask(corvid, "Does Corvid Coffee Roasters sell my personal information?")
    assert response.mode is Mode.DIRECT_ANSWER, response.related_highlights
    assert response.answer == "We do not sell your personal information to anyone."
    model = load_model()
    assert model is not None and response.judge is not None
    assert response.judge.p >= model.thresholds.for_strictness("lenient")


def test_a_negated_statement_about_something_else_does_not_answer_a_yes_no_question(corvid: Engine) -> None:
    # "We do not rent or trade your email address" says nothing about a phone number
    assert _ask(corvid, "Do you rent my phone number to advertisers?").mode is not Mode.DIRECT_ANSWER


def test_a_how_to_question_is_answered_by_the_step_the_document_states(corvid: Engine) -> None:
    response = _ask(corvid, "How do I unsubscribe from the newsletter?")
    assert response.mode is Mode.DIRECT_ANSWER, response.related_highlights
    assert response.answer == (
        "You can unsubscribe from our newsletter by clicking the link at the bottom of any newsletter email."
    )
    # a why-question is answered by the sentence that states the purpose ("only to deliver your order")
    why = _ask(corvid, "Why does Corvid share my delivery address?")
    assert why.mode is Mode.DIRECT_ANSWER, why.related_highlights
    assert (
        why.answer == "We share your delivery address with our courier, Swiftline Parcels, only to deliver your order."
    )
    # an explanation asked as a how-question is still never an answer in disguise
    assert _ask(corvid, "How does Corvid protect my card data?").mode is not Mode.DIRECT_ANSWER


def test_a_role_is_answered_with_the_person_who_holds_it(kestrel: tuple[Engine, Library], corvid: Engine) -> None:
    engine, _ = kestrel
    response = _ask(engine, "Who is the CEO of Kestrel Freight?")
    assert response.mode is Mode.DIRECT_ANSWER
    assert "Dana Whitfield" in (response.answer or "")
    roaster = _ask(corvid, "Who is the head roaster at Corvid Coffee Roasters?")
    assert roaster.mode is Mode.DIRECT_ANSWER
    assert "Marisol Okafor" in (roaster.answer or "")


def test_obvious_typos_are_read_as_meant_and_the_reading_is_shown(kestrel: tuple[Engine, Library]) -> None:
    engine, _ = kestrel
    response = _ask(engine, "waht was Kestrel Freight's totl revenue for 2024?")
    assert response.read_as == "what was Kestrel Freight's total revenue for 2024?"
    assert response.mode is Mode.DIRECT_ANSWER
    assert "EUR 61.4 million" in (response.answer or "")
    # A misspelling with the same word stem as the documents' word is searched as typed, and answers.
    allowance = _ask(engine, "what is the daily allowence for international travel?")
    assert allowance.mode is Mode.DIRECT_ANSWER
    assert "EUR 80" in (allowance.answer or "")


def test_a_topic_no_document_mentions_gets_the_fixed_refusal_without_passages(kestrel: tuple[Engine, Library]) -> None:
    engine, _ = kestrel
    # Written as a name, "Instagram" is something Kestrel's documents never mention: said so at once.
    named = _ask(engine, "How many Instagram followers does Kestrel Freight have?")
    assert named.mode is Mode.HARD_REFUSAL and named.refusal_reason is RefusalReason.NOT_COVERED
    assert named.answer == "No indexed document of Kestrel Freight mentions Instagram."
    assert not named.related_highlights
    # Typed in lower case it is no name; most of its words are in no document: the evidence gate.
    response = _ask(engine, "how many instagram followers does kestrel freight have?")
    assert response.mode is Mode.HARD_REFUSAL
    assert response.refusal_reason is RefusalReason.NO_EVIDENCE
    assert not response.related_highlights


def test_an_organisation_no_document_covers_is_named_in_the_reply(kestrel: tuple[Engine, Library]) -> None:
    engine, _ = kestrel
    response = _ask(engine, "What was Tesla's revenue in 2024?")
    assert response.mode is Mode.HARD_REFUSAL
    assert response.refusal_reason is RefusalReason.NOT_COVERED
    assert "Tesla" in (response.answer or "")
    assert not response.related_highlights and not response.clarify


def test_a_summary_request_gets_the_fixed_reply_with_questions_that_are_answered(
    kestrel: tuple[Engine, Library],
) -> None:
    engine, _ = kestrel
    response = _ask(engine, "Summarize the annual report")
    assert response.mode is Mode.SYSTEM
    assert "summar" in (response.answer or "").lower()
    for suggestion in response.suggestions or []:
        assert _ask(engine, suggestion).mode is Mode.DIRECT_ANSWER


def test_a_period_the_documents_do_not_state_is_never_answered_with_a_neighbouring_one(
    kestrel: tuple[Engine, Library],
) -> None:
    engine, _ = kestrel
    response = _ask(engine, "What was Kestrel Freight's revenue in 2022?")
    assert response.mode is not Mode.DIRECT_ANSWER
    stated = _ask(engine, "What was Kestrel Freight's revenue in 2023?")
    assert stated.mode is Mode.DIRECT_ANSWER and "57.9" in (stated.answer or "")


def test_follow_ups_in_other_phrasings_are_read_against_the_previous_question(kestrel: tuple[Engine, Library]) -> None:
    engine, _ = kestrel
    first_question = "What is the daily allowance for domestic travel?"
    first = _ask(engine, first_question)
    assert first.mode is Mode.DIRECT_ANSWER and "EUR 45" in (first.answer or "")
    history = (PriorTurn(first_question, first),)
    second = _ask(engine, "And for international travel?", history)
    assert second.followup is not None
    assert second.followup.searched == "What is the daily allowance for international travel?"
    assert "EUR 80" in (second.answer or "")
    revenue_question = "What was Kestrel Freight's revenue in 2024?"
    revenue = _ask(engine, revenue_question)
    last_year = _ask(engine, "how about last year?", (PriorTurn(revenue_question, revenue),))
    assert last_year.followup is not None and "2023" in last_year.followup.searched
    assert "57.9" in (last_year.answer or "")


def test_running_footers_and_headings_are_never_quoted(kestrel: tuple[Engine, Library]) -> None:
    engine, _ = kestrel
    for question in ("Kestrel Freight Annual Report 2024 page 2", "What is on page 3 of the Kestrel Freight Handbook?"):
        response = _ask(engine, question)
        quoted = [f.quote for f in response.evidence.facts] + [h.highlight for h in response.related_highlights or []]
        assert not any("- page" in q for q in quoted)


def test_a_sheet_row_that_names_the_company_in_its_title_answers_a_question_naming_it(tmp_path: Path, embedder) -> None:  # type: ignore[no-untyped-def]
    library = Library(Settings(data_dir=tmp_path / "data", seed_samples=False), embedder)
    sheet = make_xlsx(
        {
            "Fleet": [
                ["Ostrander Haulage - Fleet 2025"],
                ["Depot", "Trucks 2024", "Trucks 2025"],
                ["Malmo", 80, 84],
                ["Gothenburg", 120, 131],
                ["Total", 200, 215],
            ]
        }
    )
    assert library.ingest_bytes("fleet.xlsx", sheet).ok
    assert library.ingest_bytes("kestrel_handbook.pdf", make_pdf(HANDBOOK)).ok
    response = Engine(library).ask("How many trucks did Ostrander Haulage have in Malmo in 2025?", session_id="sheet")
    assert response.mode is Mode.DIRECT_ANSWER
    assert "84" in (response.answer or "")


PHONE_POLICY = """<!DOCTYPE html><html><head><title>Larkspur Books Privacy Policy</title></head><body>
<h1>Larkspur Books Privacy Policy</h1>
<p>When you order, we might also collect your phone number or email address to confirm delivery.</p>
<p>We keep order details for three years.</p>
</body></html>"""


CONTACT_PAGE = (
    "<html><head><title>Larkspur Books Privacy Contact</title></head><body><h1>Privacy contact</h1>"
    "<p>For privacy questions, call our privacy desk at 866-800-1275 on weekdays.</p></body></html>"
)
RETENTION_POLICY = """<!DOCTYPE html><html><head><title>Larkspur Books Privacy Policy</title></head><body>
<h1>Larkspur Books Privacy Policy</h1>
<p>If you close your account, we delete your personal information, except information that we keep for
record-keeping purposes.</p>
<p>If we change this privacy policy, we will post a notice and change the date at the top of this privacy policy.</p>
</body></html>"""
RECORDS_PAGE = (
    "<html><head><title>Larkspur Books Records</title></head><body><h1>Records</h1>"
    "<p>Information kept for record-keeping purposes is deleted after seven years.</p>"
    "<p>This privacy policy is effective June 3, 2023.</p></body></html>"
)


@pytest.mark.parametrize(
    ("policy", "not_answered", "page", "question", "quote", "never"),
    [
        (
            PHONE_POLICY,
            ("What phone number can I call about privacy?", "What email address do I use for privacy questions?"),
            CONTACT_PAGE,
            "What phone number can I call about privacy?",
            "866-800-1275",
            "collect your phone number",
        ),
        (
            RETENTION_POLICY,
            ("How long do you keep my information for record-keeping purposes?",),
            RECORDS_PAGE,
            "How long do you keep my information for record-keeping purposes?",
            "deleted after seven years",
            "except information that we keep",
        ),
        (
            RETENTION_POLICY,
            ("What is the date of the Larkspur Books privacy policy?",),
            RECORDS_PAGE,
            "What is the date of the Larkspur Books privacy policy?",
            "effective June 3, 2023",
            "change the date at the top",
        ),
    ],
    ids=["phone-or-email", "length-of-time", "date"],
)
def test_a_question_for_a_value_of_a_shape_is_not_answered_by_a_sentence_that_gives_none(
    tmp_path: Path,
    embedder,  # type: ignore[no-untyped-def]
    policy: str,
    not_answered: tuple[str, ...],
    page: str,
    question: str,
    quote: str,
    never: str,
) -> None:
    library = Library(Settings(data_dir=tmp_path / "data", seed_samples=False), embedder)
    assert library.ingest_bytes("larkspur_privacy.html", policy.encode()).ok
    engine = Engine(library)
    for asked in not_answered:
        response = _ask(engine, asked)
        assert response.mode is not Mode.DIRECT_ANSWER, response.answer
    # Once a page gives the value, the sentence that gives it is what is shown (answer or passage).
    assert library.ingest_bytes("larkspur_more.html", page.encode()).ok
    answered = _ask(Engine(library), question)
    shown = (answered.answer or "") + " ".join(h.highlight for h in answered.related_highlights or [])
    assert quote in shown, (answered.mode, answered.answer)
    assert never not in (answered.answer or "")


def test_a_question_asking_whether_a_phone_number_is_collected_is_answered_by_the_practice(
    tmp_path: Path,
    embedder,  # type: ignore[no-untyped-def]
) -> None:
    # Asked whether, not for a number: the sentence that states the practice is the answer.
    library = Library(Settings(data_dir=tmp_path / "data", seed_samples=False), embedder)
    assert library.ingest_bytes("larkspur_privacy.html", PHONE_POLICY.encode()).ok
    collected = _ask(Engine(library), "Do you collect my phone number?")
    assert collected.mode is Mode.DIRECT_ANSWER, collected.related_highlights
    assert "collect your phone number or email address" in (collected.answer or "")


FAQ = """# Larkspur Books privacy FAQ

## Do we sell your personal information?

Larkspur Books never sells your personal information to anyone.

## How do we use your reading history?

How do we use your reading history to recommend books?
"""


def test_a_question_in_the_document_is_never_the_answer(tmp_path: Path, embedder) -> None:  # type: ignore[no-untyped-def]
    # A policy written as questions and answers: its questions state nothing, however well they match
    # (the judge rates "Do we sell your personal information?" 0.98 for the question put the other way).
    library = Library(Settings(data_dir=tmp_path / "data", seed_samples=False), embedder)
    assert library.ingest_bytes("larkspur_privacy_faq.md", FAQ.encode()).ok
    engine = Engine(library)
    for question in ("Do you sell my personal information?", "How do you use my reading history to recommend books?"):
        response = _ask(engine, question)
        assert not any(f.quote.rstrip().endswith("?") for f in response.evidence.facts), response.answer
        assert "?" not in (response.answer or "")


DATED_POLICY = """<html><head><title>Larkspur Books Privacy Policy</title></head><body>
<h1>Larkspur Books Privacy Policy</h1>
<p>This Privacy Policy is effective as of March 4, 2013.</p>
<p>This policy explains how Larkspur Books collects, uses and shares information about you when you use our website and our mobile apps.</p>
<h2>Information we collect</h2>
<p>When you create an account we ask for your name, email address and postal address.</p>
<p>We use cookies to remember the books in your basket and to understand how visitors use our website.</p>
<p>If you refuse cookies, you will not be able to keep books in your basket between visits.</p>
<h2>How we share information</h2>
<p>We share your postal address with our courier only to deliver your order.</p>
<p>We do not sell your personal information.</p>
<h2>Your choices</h2>
<p>You can unsubscribe from our newsletter by clicking the link at the bottom of any newsletter.</p>
<p>Please allow up to ten business days for us to process your request.</p>
<h2>Security</h2>
<p>Our staff complete data protection training every two years.</p>
<p>If you report a data breach to us, we will reply within 72 hours.</p>
<h2>Changes to this policy</h2>
<p>We may change this policy from time to time, and we will post any changes on this page.</p>
</body></html>"""


@pytest.mark.parametrize(
    ("phrase", "quote"),
    [
        ("Kestrel annual leave days?", "27 days of paid annual leave"),
        ("standard working week hours", "The standard working week is 38 hours."),
    ],
)
def test_a_search_phrase_is_answered_like_the_question_it_stands_for(
    kestrel: tuple[Engine, Library], phrase: str, quote: str
) -> None:
    # Typed as into a search box: answered as "How many days of annual leave ...?" would be.
    answered = _ask(kestrel[0], phrase)
    assert answered.mode is Mode.DIRECT_ANSWER, (
        answered.judge,
        [h.highlight for h in answered.related_highlights or []],
    )
    assert quote in (answered.answer or "")


def test_a_search_phrase_under_the_threshold_shows_the_sentence_that_answers_it_first(
    kestrel: tuple[Engine, Library],
) -> None:
    # The judge of 2026-11-27 rates "Remote work is allowed for up to two days a week ..." at P 0.75
    # for this phrase (moderate threshold 0.82; the model before rated it above its 0.81): no direct
    # answer, but the sentence is the first passage shown, never an answer in disguise.
    answered = _ask(kestrel[0], "remote work days per week?")
    shown = [h.highlight for h in answered.related_highlights or []]
    if answered.mode is not Mode.DIRECT_ANSWER:
        assert answered.mode is Mode.GUIDED_FALLBACK and answered.answer is None
        assert shown and "up to two days a week" in shown[0], shown
    else:
        assert "up to two days a week" in (answered.answer or "")


@pytest.fixture(scope="module")
def larkspur(tmp_path_factory: pytest.TempPathFactory, embedder) -> Engine:  # type: ignore[no-untyped-def]
    """Larkspur Books' privacy policy (HTML), alone in its library."""
    library = Library(Settings(data_dir=tmp_path_factory.mktemp("larkspur") / "data", seed_samples=False), embedder)
    assert library.ingest_bytes("larkspur_privacy.html", DATED_POLICY.encode()).ok
    return Engine(library)


@pytest.mark.parametrize(
    ("question", "quote"),
    [
        ("When did the Larkspur Books privacy policy take effect?", "effective as of March 4, 2013"),
        ("How long does it take to process my unsubscribe request?", "up to ten business days"),
    ],
    ids=["date", "length-of-time"],
)
def test_a_question_for_a_date_or_a_length_of_time_is_answered_by_the_sentence_that_gives_it(
    larkspur: Engine, question: str, quote: str
) -> None:
    # The judge rates a privacy policy's sentence below its threshold, but the sentence gives the very
    # value asked for: a direct answer, never high. "Please allow up to ten business days for us to
    # process your request." never says "unsubscribe", so it passes no check of a stated answer and
    # answers only by the shape floor (answer.shaped_min_p 0.4): the model of 2026-11-28 (morning)
    # rated it 0.405, the one after 0.363. Under the floor it must be the first passage shown, and
    # never an answer in disguise.
    answered = _ask(larkspur, question)
    shown = [h.highlight for h in answered.related_highlights or []]
    if question.startswith("How long") and answered.mode is not Mode.DIRECT_ANSWER:
        assert answered.mode is Mode.GUIDED_FALLBACK and answered.answer is None
        assert shown and quote in shown[0], shown
        return
    assert answered.mode is Mode.DIRECT_ANSWER, shown
    assert quote in (answered.answer or "")
    if question.startswith("When"):
        # Since "take" only carries "effect" (2026-12-04) the sentence holds every word asked and the
        # judge rates it 0.96 itself: high, as P decides.
        assert answered.confidence.level == "high"
    else:
        assert answered.confidence.level != "high"


@pytest.mark.parametrize(
    "question",
    ["How soon will you reply if I report a data breach?", "How quickly do you reply when I report a data breach?"],
)
def test_how_soon_is_asked_like_how_long_and_answered_by_the_length_of_time(larkspur: Engine, question: str) -> None:
    # Not an explanation (which never gets a direct answer): the sentence that gives the time answers.
    answered = _ask(larkspur, question)
    assert answered.mode is Mode.DIRECT_ANSWER, [h.highlight for h in answered.related_highlights or []]
    assert "within 72 hours" in (answered.answer or "")


def test_what_happens_if_is_answered_by_the_sentence_that_states_the_consequence(larkspur: Engine) -> None:
    # A condition the policy states, not an explanation to infer.
    answered = _ask(larkspur, "What happens if I refuse cookies?")
    assert answered.mode is Mode.DIRECT_ANSWER, [h.highlight for h in answered.related_highlights or []]
    assert "you will not be able to keep books in your basket" in (answered.answer or "")
