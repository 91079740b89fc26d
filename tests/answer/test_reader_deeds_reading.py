"""A pension summary, a hospital's appointment letter, a sickness policy, a volunteer role and a
service agreement, asked as their readers ask (2026-12-06, seventy-fourth session; the questions and
the quotes that answer them written before any answer was seen).

Before: "How much do I contribute?" was answered, high, by "You can opt out within one month of
being enrolled ..." (the "one" of "within one month" read as the amount); "When can I take my
pension?", high, by "You can transfer it to another pension scheme at any time before you take
benefits."; "Can I drink before the test?" by "Stop eating solid food ..."; "Should I stop taking
iron tablets?" was refused as a request for advice; "Are dentist appointments paid?" was answered by
"Time off for hospital appointments is paid."; "Is there any training?" by the DBS check under the
heading "Checks and training"; and "When does the agreement end?", high, by "Either party may end
this agreement by giving 90 days' written notice." (its modal "may" read as the month).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.deeds import asked_deed, lacks_deed, times_another_deed
from rag_core.answer.judging.kinds import another_modifier
from rag_core.answer.judging.lent import heading_above
from rag_core.answer.judging.timing import deadlines
from rag_core.answer.understand.classify import AnswerType, QuestionKind, classify
from rag_core.answer.candidate import QuestionTerms
from rag_core.answer.judging.lent import heading_lines
from rag_core.answer.understand.question import analyse, content_stems, question_terms
from rag_core.text.lexicon import tokens
from rag_core.text.sentences import split_sentences
from tests.helpers.stats import EvenStats
from rag_core.messages import Mode
from tests.helpers.answers import assert_answered, assert_not_answered_by, engine_on, value_of
from tests.helpers.candidates import candidate
from tests.helpers.office import heading, make_docx, para
from tests.helpers.pdfs import make_pdf

PENSION = make_pdf(
    [
        "Greyfield Group Pension Plan - Summary for Members\n\n"
        "About the plan\n"
        "The Greyfield Group Pension Plan is a defined contribution scheme. Your pension pot depends on the contributions paid in and on investment returns.\n\n"
        "Joining\n"
        "Employees aged 22 or over who earn more than GBP 10,000 a year are enrolled automatically after three months' service. You can opt out within one month of being enrolled and any contributions you have paid will be refunded.\n\n"
        "Contributions\n"
        "You pay 4% of your basic salary and the company pays 6%. If you choose to pay 6%, the company will pay 8%. Contributions are made through salary sacrifice unless you ask otherwise.\n\n"
        "Investment\n"
        "If you do not choose a fund, your contributions are invested in the Greyfield Lifestyle Fund, which moves your pot into lower-risk investments over the ten years before your selected retirement age.",
        "Retirement\n"
        "The plan's normal retirement age is 67. You can take your benefits from age 57, and up to 25% of your pot can be taken as a tax-free lump sum.\n\n"
        "If you leave\n"
        "If you leave Greyfield, your pot stays invested in the plan in your name. You can transfer it to another pension scheme at any time before you take benefits.\n\n"
        "Death benefits\n"
        "If you die before retirement, a lump sum of four times your basic salary is paid, in addition to the value of your pot. Please keep your expression of wish form up to date.\n\n"
        "Contact\n"
        "Greyfield Pensions Team, pensions@greyfield.example, telephone 0161 496 0320.",
    ]
)
LETTER = b"""St Aldric's Hospital NHS Trust
Endoscopy Unit, Level 2, Cedar Wing

Your colonoscopy appointment

Your appointment is on Wednesday 14 April 2027 at 10:15 am.

Preparing for your test
You must follow the bowel preparation instructions enclosed with this letter. Stop eating solid food at 9 am on the day before your test. You may drink clear fluids until two hours before your appointment.

If you take iron tablets, stop taking them seven days before the test. If you take blood-thinning medicine, such as warfarin, please call us as soon as possible.
"""
SICKNESS = make_docx(
    heading("Sickness Absence Policy"),
    heading("Medical appointments", 2),
    para(
        "Wherever possible, medical and dental appointments should be made outside working hours. Time off "
        "for hospital appointments is paid."
    ),
    title="Sickness absence policy",
)
ROLE = b"""Volunteer Role Description: Library Reading Buddy

Checks and training
All Reading Buddies need an enhanced DBS check, which the library arranges and pays for. You will attend a two-hour induction session before your first Saturday.

Expenses
We reimburse travel expenses up to GBP 8 per session.
"""
AGREEMENT = make_docx(
    heading("Service Level Agreement - Managed IT Support"),
    para(
        "This agreement is between Corvid Networks Ltd and Amberfield Dental Group and runs from 1 January 2027 "
        "to 31 December 2028."
    ),
    heading("Termination", 2),
    para("Either party may end this agreement by giving 90 days' written notice."),
    title="Service level agreement",
)

GUIDANCE = make_pdf(
    [
        "Riverside Community Fund 2027 - Guidance for Applicants\n\n"
        "What we fund\n"
        "The Riverside Community Fund supports projects that bring people together in the boroughs of Eastwick and Millbrook. Grants of between GBP 1,000 and GBP 15,000 are available for projects lasting up to 12 months.\n\n"
        "Who can apply\n"
        "Registered charities, community interest companies and constituted community groups with an annual income below GBP 250,000 can apply. Individuals and political parties cannot apply.\n\n"
        "What we will not fund\n"
        "We will not fund religious activities, trips abroad, loan repayments or costs already incurred before a grant is awarded.\n\n"
        "How to apply\n"
        "Apply online at riversidefund.example/apply. You will need your latest annual accounts, your governing document and a bank statement dated within the last three months.",
        "Deadlines and decisions\n"
        "The fund opens on 1 March 2027 and closes at 12 noon on 30 April 2027. Late applications will not be accepted. Our panel meets in June and all applicants will be told the outcome by 9 July 2027.\n\n"
        "Reporting\n"
        "Grant holders must send a short report and receipts within two months of the end of their project.\n\n"
        "Help\n"
        "For advice before you apply, contact Tomasz Nowak, Grants Officer, on 020 7946 0815 or grants@riversidefund.example.",
    ]
)
RESULTS = b"""<html><head><title>Halvard Systems reports third quarter 2027 results</title></head><body>
<h1>Halvard Systems Reports Third Quarter 2027 Results</h1>
<p>BOSTON, October 28, 2027 - Halvard Systems, Inc. (NASDAQ: HLVD) today announced financial results for the third quarter ended September 30, 2027.</p>
<h2>Third quarter highlights</h2>
<ul>
<li>Revenue was $412.6 million, up 14% from $361.9 million in the third quarter of 2026.</li>
<li>Subscription revenue grew 21% year over year to $298.3 million.</li>
<li>GAAP net income was $38.2 million, or $0.61 per diluted share, compared with $22.7 million, or $0.37 per diluted share, a year ago.</li>
<li>Operating cash flow was $71.4 million.</li>
<li>The company ended the quarter with 2,140 customers paying more than $100,000 a year.</li>
</ul>
<p>"Our customers are consolidating on our platform faster than we expected," said Dana Whitfield, Chief Executive Officer of Halvard Systems. "We are raising our outlook for the full year."</p>
<h2>Outlook</h2>
<p>For the full year 2027, Halvard now expects revenue of $1.61 billion to $1.62 billion, up from its previous outlook of $1.58 billion to $1.60 billion.</p>
<h2>Capital return</h2>
<p>The board of directors declared a quarterly cash dividend of $0.12 per share, payable on November 20, 2027 to shareholders of record on November 6, 2027. During the quarter the company repurchased 1.1 million shares for $64 million.</p>
<h2>Conference call</h2>
<p>Halvard will host a conference call at 5:00 p.m. Eastern Time today. The webcast will be available at investors.halvard.example.</p>
</body></html>"""


@pytest.fixture(scope="module")
def libraries(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[dict[str, Engine]]:  # type: ignore[no-untyped-def]
    """One library per reader, as each has it."""
    files = {
        "greyfield": {"greyfield-pension-summary.pdf": PENSION},
        "aldric": {"colonoscopy-appointment-letter.txt": LETTER},
        "brackley": {"brackley-sickness-absence-policy.docx": SICKNESS},
        "hazelmere": {"reading-buddy-role.txt": ROLE},
        "corvid": {"corvid-amberfield-sla.docx": AGREEMENT},
        "riverside": {"riverside-fund-guidance-2027.pdf": GUIDANCE},
        "halvard": {"halvard-q3-2027-results.html": RESULTS},
    }
    yield {name: engine_on(tmp_path_factory, embedder, name, its) for name, its in files.items()}


@pytest.mark.parametrize(
    ("library", "question", "quoted"),
    [
        ("greyfield", "How much do I contribute?", "You pay 4% of your basic salary"),
        ("aldric", "Should I stop taking iron tablets?", "stop taking them seven days before the test"),
        ("brackley", "Is time off for hospital appointments paid?", "Time off for hospital appointments is paid."),
        ("hazelmere", "Do I need a DBS check?", "All Reading Buddies need an enhanced DBS check"),
        ("halvard", "How fast did subscription revenue grow?", "Subscription revenue grew 21% year over year"),
        ("halvard", "When is the conference call?", "5:00 p.m. Eastern Time today."),
    ],
)
def test_the_readers_questions_are_answered(
    libraries: dict[str, Engine], library: str, question: str, quoted: str
) -> None:
    assert_answered(libraries[library], question, quoted)


@pytest.mark.parametrize(
    ("library", "question", "unsaid"),
    [
        ("greyfield", "How much do I contribute?", "You can opt out within one month"),
        ("greyfield", "When can I take my pension?", "before you take benefits"),
        ("aldric", "Can I drink before the test?", "Stop eating solid food"),
        ("brackley", "Are dentist appointments paid?", "Time off for hospital appointments is paid."),
        ("hazelmere", "Is there any training?", "DBS check"),
        ("corvid", "When does the agreement end?", "Either party may end this agreement"),
    ],
)
def test_a_sentence_about_another_deed_or_kind_is_no_answer(
    libraries: dict[str, Engine], library: str, question: str, unsaid: str
) -> None:
    assert_not_answered_by(libraries[library], question, unsaid)


def test_a_deadline_is_no_amount() -> None:
    opt_out = "You can opt out within one month of being enrolled and any contributions you have paid will be refunded."
    assert value_of("How much do I contribute?", opt_out, AnswerType.NUMBER) == ""
    assert value_of("How much do I contribute?", "You pay 4% of your basic salary.", AnswerType.NUMBER) == "4%"
    # a length of time is what "How much notice ...?" asks
    told = "Tell us within two weeks of the change."
    assert deadlines(told, _terms("How much notice must I give?")) == []
    assert deadlines(told, _terms("How much do I pay?")) == [(8, 24)]


def _terms(question: str) -> QuestionTerms:
    return question_terms(analyse(question), EvenStats(), set())  # type: ignore[arg-type]


def test_the_modal_may_is_no_month() -> None:
    notice = "Either party may end this agreement by giving 90 days' written notice."
    assert value_of("When does the agreement end?", notice, AnswerType.DATE) == ""
    assert value_of("When does the agreement end?", "The agreement ends on 31 May 2028.", AnswerType.DATE) == "2028"
    assert value_of("When is the fair?", "The fair is held in May.", AnswerType.DATE) == "May"


def test_the_asked_deed_is_the_verb_after_the_pronoun() -> None:
    assert asked_deed(analyse("Can I drink before the test?")).lower == "drink"  # type: ignore[union-attr]
    assert asked_deed(analyse("When can I take my pension?")).lower == "take"  # type: ignore[union-attr]
    assert asked_deed(analyse("When will I be told the outcome?")).lower == "told"  # type: ignore[union-attr]
    assert asked_deed(analyse("Is the risotto vegan?")) is None


def test_a_yes_no_question_needs_its_deed_said() -> None:
    question = analyse("Can I drink before the test?")
    eating = candidate("Stop eating solid food at 9 am on the day before your test.", missing=("drink",))
    drinking = candidate("You may drink clear fluids until two hours before your appointment.", missing=("test",))
    assert lacks_deed(question, eating)
    assert not lacks_deed(question, drinking)
    # a verb before its object's determiner is said by its noun; one before "to" by the verb after it
    check = candidate("We carry out a background check on every new employee.", missing=("run", "hire"))
    assert not lacks_deed(analyse("Do you run a background check on every new hire?"), check)
    added = candidate("Gadget cover can be added to any level for £19 per trip.", missing=("add",))
    assert not lacks_deed(analyse("Can I add gadget cover?"), added)  # "added" is "add", however it stems
    delete = candidate("Upon your request, we will delete your personal information.", missing=("ask",))
    assert not lacks_deed(analyse("Can I ask BWW to delete my personal information?"), delete)


def test_a_deed_named_only_as_the_moment_of_another_is_not_timed() -> None:
    question = analyse("When can I take my pension?")
    transfer = candidate("You can transfer it to another pension scheme at any time before you take benefits.")
    take = candidate("You can take your benefits from age 57.")
    assert times_another_deed(question, transfer)
    assert not times_another_deed(question, take)


def test_another_kind_of_the_asked_thing_is_no_answer() -> None:
    question = analyse("Are dentist appointments paid?")
    hospital = candidate("Time off for hospital appointments is paid.", missing=("dentist",))
    assert another_modifier(question, hospital)
    assert not another_modifier(analyse("Are hospital appointments paid?"), candidate(hospital.quote))
    # another kind after the predicate says how it holds: standard class fares answer first class travel
    rail = candidate("Travel by rail is reimbursed at standard class fares.", missing=("first",))
    assert not another_modifier(analyse("Is first class rail travel reimbursed?"), rail)


def test_a_heading_of_two_parts_lends_a_sentence_only_the_part_it_speaks_of() -> None:
    text = ROLE.decode()
    sentences = split_sentences(text)
    headings = heading_lines(text, sentences)
    at = {s.text.split()[0]: k for k, s in enumerate(sentences)}
    assert headings[at["Checks"]]
    wanted = {t.stem for t in tokens("Is there any training?")}
    for first, lent in (("All", set()), ("You", {"train"})):
        said = {t.stem for t in tokens(sentences[at[first]].text)}
        assert heading_above(sentences, headings, at[first], wanted, said) == lent


def test_only_advice_is_out_of_scope() -> None:
    assert classify("Should I buy Acme shares?").kind is QuestionKind.OUT_OF_SCOPE
    assert classify("Should we be worried about the debt?").kind is QuestionKind.OUT_OF_SCOPE
    assert classify("Should I stop taking iron tablets?").kind is not QuestionKind.OUT_OF_SCOPE
    assert classify("Should I bring my passport?").kind is not QuestionKind.OUT_OF_SCOPE


def test_a_time_zone_goes_on_with_its_sentence() -> None:
    call = "Halvard will host a conference call at 5:00 p.m. Eastern Time today. The webcast will be available."
    assert [s.text for s in split_sentences(call)][0].endswith("p.m. Eastern Time today.")
    hours = "Check-in is from 3 p.m. Check-out is by 11 a.m. Late check-out can be requested."
    assert [s.text for s in split_sentences(hours)] == [
        "Check-in is from 3 p.m.",
        "Check-out is by 11 a.m.",
        "Late check-out can be requested.",
    ]


def test_a_word_said_either_way_is_evidence(libraries: dict[str, Engine]) -> None:
    # "required" is said by "must": the guidance speaks of the asked thing, so no refusal
    response = libraries["riverside"].ask("What reporting is required?", session_id="reporting")
    assert response.mode is not Mode.HARD_REFUSAL, response.answer
    assert any("must send a short report" in h.highlight for h in response.related_highlights or [])


def test_a_span_word_after_how_only_frames_the_question() -> None:
    assert "fast" not in content_stems(analyse("How fast did subscription revenue grow?"))
    assert "late" not in content_stems(analyse("How late is the library open?"))
    assert "fast" in content_stems(analyse("Is there a fast track for urgent claims?"))


def test_a_word_said_either_way_is_no_evidence_alone() -> None:
    from rag_core.answer.find.finder import _either_way

    question = analyse("What reporting is required?")
    terms = _terms("What reporting is required?")
    report = tokens("Grant holders must send a short report within two months.")
    assert "requir" in _either_way(question, terms, report)
    assert _either_way(question, terms, tokens("You must apply online.")) == set()
