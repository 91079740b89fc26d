"""A hospital's appointment letter and a robot vacuum's guide, asked as their readers ask
(2026-12-06, seventy-fifth session; the questions and the quotes that answer them written before
any answer was seen).

Before: "When is my appointment?" got passages: the sentence that says it (P 0.76) passed every
check of a stated answer, but the check's lead was the best by retrieval score, "Stop eating solid
food ..." (P 0.51, below ``stated_min_p``); "How long does the test take?" quoted "If you take iron
tablets, stop taking them seven days before the test." before its answer, as another case of it,
though the iron tablets end the section before ("Preparing for your test") and the answer opens
"On the day"; "What time should I arrive?" got passages, "30 minutes before your appointment time"
being no time of day; "Where should I put the dock?" got passages, "put" not read in "Place".
Later the same day, a museum's visitor page and a home insurance schedule: "When does my cover
end?" was refused (no passage says "end"; "Period of insurance: 15 March 2027 to 14 March 2028"
does), "Is the museum open on Mondays?" was led by "The museum is open Tuesday to Sunday ..."
(P 0.76) over "We are closed on Mondays, ..." (P 0.14), and a tenancy's "When does the gym
close?" would have been answered by "The pool closes 30 minutes before the gym.".
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.judging.deeds import times_another_deed
from rag_core.answer.judging.holder import holder_named
from rag_core.answer.judging.lent import heading_lines
from rag_core.answer.judging.method import method_statement
from rag_core.answer.judging.titles import section_start, title_above
from rag_core.answer.understand.slots import asked_shape, has_shape
from rag_core.messages import Mode
from rag_core.text.date_ranges import range_ends
from rag_core.text.lexicon import change_sense, either_way
from rag_core.text.sentences import split_sentences
from rag_core.answer.understand.question import analyse
from tests.helpers.answers import assert_answered, engine_on
from tests.helpers.candidates import candidate

LETTER = b"""St Aldric's Hospital NHS Trust
Endoscopy Unit, Level 2, Cedar Wing

Dear Mr Okafor,

Your colonoscopy appointment

Your appointment is on Wednesday 14 April 2027 at 10:15 am. Please arrive 30 minutes before your appointment time and report to the Endoscopy Unit reception on Level 2 of the Cedar Wing.

Preparing for your test
You must follow the bowel preparation instructions enclosed with this letter. Stop eating solid food at 9 am on the day before your test. You may drink clear fluids until two hours before your appointment.

If you take iron tablets, stop taking them seven days before the test. If you take blood-thinning medicine, such as warfarin, please call us as soon as possible.

On the day
The test takes about 30 to 45 minutes, but you should expect to be in the unit for up to four hours. If you have sedation you must not drive for 24 hours, and a responsible adult must collect you and stay with you overnight.

Parking
Patient parking is available in Car Park C. The charge is GBP 3.50 for up to four hours.

Yours sincerely,
Endoscopy Booking Team
"""
SCHEDULE = b"""Home Insurance Policy Schedule

Policyholder: Mr Daniel Osei
Policy number: HSH-2291-7734
Period of insurance: 15 March 2027 to 14 March 2028
Insurer: Halcyon Home Insurance Ltd

Your cover
Buildings cover is not included in this policy. Contents cover: up to GBP 40,000. Accidental damage to contents is included.

Excess
The standard excess is GBP 100 for each claim. For escape of water claims the excess is GBP 350.
"""
VISIT = b"""<html><head><title>Visit us - Harbourside Maritime Museum</title></head><body>
<nav><a href="/">Home</a> <a href="/visit">Visit</a> <a href="/shop">Shop</a></nav>
<h1>Plan your visit</h1>
<h2>Opening times</h2>
<p>The museum is open Tuesday to Sunday from 10:00 to 17:00. Last entry is at 16:15. We are closed on Mondays, except bank holiday Mondays, and from 24 to 26 December.</p>
<h2>Tickets</h2>
<p>Adult tickets cost GBP 14 and concession tickets cost GBP 11. Children under 16 go free with a paying adult. Your ticket gives you free entry for 12 months from the date of purchase.</p>
<h2>Getting here</h2>
<p>The museum is a ten-minute walk from Harbourside railway station. There is no parking at the museum; the nearest public car park is on Quay Street.</p>
<h2>Accessibility</h2>
<p>All galleries are step-free and two wheelchairs can be borrowed free of charge from the front desk. Assistance dogs are welcome.</p>
<h2>Food and drink</h2>
<p>The Lookout Cafe on the top floor serves hot food until 15:00. Visitors may eat their own food in the picnic room on the ground floor.</p>
<h2>Photography</h2>
<p>Photography for personal use is allowed in all galleries, but flash and tripods are not permitted.</p>
<footer>Harbourside Maritime Museum, Quay Street, Harbourside HB1 2QS. Registered charity 1098765.</footer>
</body></html>"""
GUIDE = b"""# Orbi S5 Robot Vacuum - Quick User Guide

## Before first use
Charge the Orbi S5 fully before its first run. A full charge takes about 4 hours and gives up to 120 minutes of cleaning on Eco mode.

## Charging
Place the dock against a wall with 0.5 m of free space on each side. The robot returns to the dock by itself when the battery falls below 15%.

## Care and maintenance
Empty the dust bin after every run. Clean the filter once a week by tapping it over a bin; do not wash it in water. Replace the filter every 3 months and the side brush every 6 months.
"""


@pytest.fixture(scope="module")
def libraries(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[dict[str, Engine]]:  # type: ignore[no-untyped-def]
    """One library per reader, as each has it."""
    files = {
        "aldric": {"colonoscopy-appointment-letter.txt": LETTER},
        "orbi": {"orbi-s5-user-guide.md": GUIDE},
        "halcyon": {"home-insurance-schedule-2027.txt": SCHEDULE},
        "harbourside": {"harbourside-museum-visit.html": VISIT},
    }
    yield {name: engine_on(tmp_path_factory, embedder, name, its) for name, its in files.items()}


@pytest.mark.parametrize(
    ("library", "question", "quoted"),
    [
        ("aldric", "When is my appointment?", "Your appointment is on Wednesday 14 April 2027 at 10:15 am."),
        ("aldric", "What time should I arrive?", "Please arrive 30 minutes before your appointment time"),
        ("orbi", "Where should I put the dock?", "Place the dock against a wall"),
    ],
)
def test_the_readers_questions_are_answered(
    libraries: dict[str, Engine], library: str, question: str, quoted: str
) -> None:
    assert_answered(libraries[library], question, quoted)


def test_a_sentence_of_another_section_is_no_other_case_of_the_answer(libraries: dict[str, Engine]) -> None:
    response = libraries["aldric"].ask("How long does the test take?", session_id="test length")
    assert response.mode is Mode.DIRECT_ANSWER, response.related_highlights
    assert "The test takes about 30 to 45 minutes" in (response.answer or "")
    assert "iron tablets" not in (response.answer or "")


def test_sentences_under_one_heading_share_its_section() -> None:
    text = LETTER.decode()
    sentences = split_sentences(text)
    headings = heading_lines(text, sentences)
    iron, length, sedation = (
        next(i for i, s in enumerate(sentences) if s.text.startswith(opening))
        for opening in ("If you take iron", "The test takes", "If you have sedation")
    )
    assert title_above(sentences, headings, length) == "On the day"
    assert title_above(sentences, headings, iron) == "Preparing for your test"
    assert section_start(sentences, headings, length) == section_start(sentences, headings, sedation)
    assert section_start(sentences, headings, length) != section_start(sentences, headings, iron)
    assert section_start(sentences, headings, 0) == -1  # nothing above the letter's first line


def test_a_time_told_from_another_answers_what_time() -> None:
    assert asked_shape("What time should I arrive?") == "clock_time"
    assert has_shape("clock_time", "Please arrive 30 minutes before your appointment time.")
    assert has_shape("clock_time", "Doors open an hour before the show.")
    assert not has_shape("clock_time", "Stop taking them seven days before the test.")  # a day, not a time
    assert not has_shape("clock_time", "The test takes about 30 to 45 minutes.")


def test_put_is_said_by_place() -> None:
    assert change_sense("put") is not None
    assert change_sense("place") == change_sense("placed") == change_sense("put")
    assert change_sense("charge") != change_sense("put")


def test_an_instruction_or_a_means_tells_how_to_do_the_asked_thing() -> None:
    apply = analyse("How do I apply?", "")
    online = candidate("Apply online at riversidefund.example/apply.", p=0.51)
    assert method_statement(apply, [online], 0.05) == [online]
    at_once = candidate("Apply early; we cannot accept late applications.", p=0.51)  # says when, not how
    assert method_statement(apply, [at_once], 0.05) == []
    form = candidate("Fill in the form at the front desk or email volunteers@hazelmere.example.", p=0.71)
    assert method_statement(apply, [form], 0.05) == []  # nothing says it is how to apply ...
    titled = candidate(form.quote, p=0.71, title="How to apply")
    assert method_statement(apply, [titled], 0.05) == [titled]  # ... but its heading
    report = analyse("How do I report an incident?", "")
    by_phone = candidate("Incidents are reported by calling 0330 088 2140 or through the portal.", p=0.51)
    assert method_statement(report, [by_phone], 0.05) == [by_phone]
    assert method_statement(analyse("How do I cancel my order?", ""), [by_phone], 0.05) == []  # another deed


def test_a_range_of_dates_is_evidence_of_when_a_thing_ends(libraries: dict[str, Engine]) -> None:
    response = libraries["halcyon"].ask("When does my cover end?", session_id="cover end")
    assert response.mode is not Mode.HARD_REFUSAL, response.answer
    assert any("15 March 2027 to 14 March 2028" in h.highlight for h in response.related_highlights) or (
        "14 March 2028" in (response.answer or "")
    )
    assert {"end", "start"} <= range_ends("Period of insurance: 15 March 2027 to 14 March 2028")


def test_closed_answers_whether_it_is_open(libraries: dict[str, Engine]) -> None:
    response, judged = libraries["harbourside"].trace("Is the museum open on Mondays?", session_id="mondays")
    assert response.mode is not Mode.HARD_REFUSAL
    assert judged is not None and "closed on Mondays" in judged.candidates[0].quote  # the judge's best
    assert either_way("open") == either_way("closed") is not None


def test_a_thing_named_only_as_the_moment_of_another_is_not_timed() -> None:
    gym = analyse("When does the gym close?", "")
    assert times_another_deed(gym, candidate("The pool closes 30 minutes before the gym."))
    assert not times_another_deed(gym, candidate("The gym closes at 22:00 every day."))
    sale = analyse("When does the sale end?", "")
    assert not times_another_deed(sale, candidate("Prices return to normal after the sale ends on 5 May."))


def test_a_way_to_do_it_tells_how() -> None:
    pay = analyse("How can I pay?", "")
    debit = candidate("The easiest way to pay is by Direct Debit.", p=0.51)
    assert method_statement(pay, [debit], 0.05) == [debit]
    assert method_statement(analyse("How can I complain?", ""), [debit], 0.05) == []


def test_a_label_line_names_the_holder_however_the_judge_rates_it(libraries: dict[str, Engine]) -> None:
    assert_answered(libraries["halcyon"], "Who is the insurer?", "Insurer: Halcyon Home Insurance Ltd")
    who = analyse("Who is the insurer?", "")
    line = candidate("Insurer: Halcyon Home Insurance Ltd", p=0.03)
    assert holder_named(who, [line]) == [line]
    assert holder_named(who, [candidate("Insurer: Halcyon Home Insurance Ltd", p=0.001)]) == []  # no possible answer
    assert (
        holder_named(who, [candidate("The insurer is Halcyon Home Insurance Ltd.", p=0.03)]) == []
    )  # a sentence: P 0.05
