"""Evidence rules: the asked-for value a sentence gives (numbers, dates, names, definitions) and
conflicts between sources (same unit, more than 1% apart)."""

from __future__ import annotations

from rag_core.answer.candidate import Candidate, QuestionTerms
from rag_core.answer.understand.classify import AnswerType
from rag_core.answer.report.evidence import check_conflicts, facts, fallback_gaps, measure_conflicts
from rag_core.answer.judging.extract import answer_quantity, answer_value
from rag_core.answer.understand.question import analyse, question_terms
from rag_core.text.lexicon import stem
from tests.helpers.candidates import candidate
from tests.helpers.stats import EvenStats

TOLERANCE = 0.01


def _terms(question: str) -> tuple[QuestionTerms, set[str]]:
    terms = question_terms(analyse(question), EvenStats(), set())  # type: ignore[arg-type]
    return terms, set(terms.weights)


def _value(answer_type: AnswerType, question: str, sentence: str) -> str:
    terms, stems = _terms(question)
    return answer_value(answer_type, sentence, terms, stems)


def _candidate(text: str, value: str, *, doc: str = "d1", page: int = 1, coverage: float = 1.0) -> Candidate:
    return candidate(
        text,
        doc_id=doc,
        source=f"{doc}.txt",
        page=page,
        cosine=0.6,
        fused=0.6,
        coverage=coverage,
        answer_value=value,
        score=0.8,
    )


# -- the asked-for value ------------------------------------------------------------------------


def test_number_answer_is_the_first_number_the_question_does_not_give() -> None:
    value = _value(AnswerType.NUMBER, "How many stores opened in 2020?", "In 2020 the company opened 35 stores.")
    assert value == "35"


def test_a_year_is_not_a_count_when_the_question_names_no_year() -> None:
    value = _value(AnswerType.NUMBER, "How many stores are there?", "Since 1999 the chain has run 35 stores.")
    assert value == "35"


def test_a_number_word_counts_as_a_number() -> None:
    assert _value(AnswerType.NUMBER, "How many moons does Mars have?", "Mars has two moons.") == "two"


def test_sentence_without_a_new_number_gives_no_number() -> None:
    assert _value(AnswerType.NUMBER, "How many stores opened in 2020?", "Stores opened in 2020.") == ""


def test_date_answer_is_a_year_the_question_does_not_give() -> None:
    assert _value(AnswerType.DATE, "When did the bridge open?", "The bridge opened in May 1937.") == "1937"


def test_date_answer_falls_back_to_a_month() -> None:
    assert _value(AnswerType.DATE, "When did the bridge open?", "The bridge opened in May.") == "May"


def test_a_past_event_is_not_dated_by_opening_hours() -> None:
    # "When did the Spokane studio open?" was answered high with the studio's opening hours.
    hours = "Our Spokane studio is open from 09:00 to 19:00, Monday to Saturday."
    assert _value(AnswerType.DATE, "When did the Spokane studio open?", hours) == ""
    assert _value(AnswerType.DATE, "When is the Spokane studio open?", hours) == "09:00"
    assert _value(AnswerType.DATE, "When did the Spokane studio open?", "The Spokane studio opened in 2021.") == "2021"


def test_when_is_answered_by_a_time_relative_to_an_event() -> None:
    deposit = "The deposit is released within 10 working days after the car is returned."
    assert _value(AnswerType.DATE, "When is the deposit released?", deposit) == "within 10 working days"
    cancel = "Bookings can be cancelled free of charge up to 48 hours before the collection time."
    assert _value(AnswerType.DATE, "When can I cancel?", cancel) == "up to 48 hours"
    assert (
        _value(AnswerType.DATE, "When can I join?", "Staff join three months after they start.") == "three months after"
    )
    # a time after an event, or a recurring one, tells when too
    laptops = "Laptops must use full-disk encryption and lock the screen after 5 minutes without use."
    assert _value(AnswerType.DATE, "When do laptops lock the screen?", laptops) == "after 5 minutes"
    replaced = "Every employee gets a laptop, which is replaced every three years."
    assert _value(AnswerType.DATE, "When are laptops replaced?", replaced) == "every three years"
    # A length of time alone is no when, nor is any relative time for a past event.
    assert _value(AnswerType.DATE, "When is the car cleaned?", "Cleaning takes 2 hours.") == ""
    assert _value(AnswerType.DATE, "When did the bridge open?", "It opened 3 years after the vote.") == ""


def test_person_answer_is_a_capitalised_word_the_question_does_not_give() -> None:
    value = _value(
        AnswerType.PERSON,
        "Who designed the Golden Gate Bridge?",
        "The Golden Gate Bridge was designed by Joseph Strauss.",
    )
    assert value == "Joseph"


def test_definition_needs_the_defined_term_before_the_verb() -> None:
    question = "What is a consignment note?"
    assert analyse(question).answer_type is AnswerType.DEFINITION
    stated = _value(AnswerType.DEFINITION, question, "A consignment note is the transport document for every shipment.")
    assert stated == "is the transport document for every shipment."
    assert _value(AnswerType.DEFINITION, question, "The transport document is a consignment note.") == ""


def test_answer_quantity_is_the_quantity_the_answer_value_names() -> None:
    quantity = answer_quantity(_candidate("In 2020 the chain had 35 stores.", "35"))
    assert quantity is not None and quantity.value == 35 and quantity.unit == stem("stores")


# -- conflicts ----------------------------------------------------------------------------------

EMPLOYEES = analyse("How many employees does Acme have?")
STEMS = {stem("employees"), stem("acme")}


def test_same_unit_more_than_one_percent_apart_is_a_conflict() -> None:
    anchor = _candidate("Acme has 1,000 employees.", "1,000")
    other = _candidate("Acme employs 1,020 employees in all.", "1,020", doc="d2", page=4)
    check = check_conflicts(EMPLOYEES, [anchor], [anchor, other], TOLERANCE, STEMS)
    (conflict,) = check.conflicts
    assert [v.value for v in conflict.values] == ["1,000", "1,020"]
    assert conflict.delta == "values differ by up to 2.0%"
    assert check.extra == [other]


def test_values_within_one_percent_agree() -> None:
    anchor = _candidate("Acme has 1,000 employees.", "1,000")
    other = _candidate("Acme employs 1,005 employees in all.", "1,005", doc="d2", page=4)
    check = check_conflicts(EMPLOYEES, [anchor], [anchor, other], TOLERANCE, STEMS)
    assert check.conflicts == [] and check.agreeing_sources == 2


def test_numbers_with_another_unit_are_not_compared() -> None:
    anchor = _candidate("Acme has 1,000 employees.", "1,000")
    other = _candidate("Acme shipped 5,000 tonnes of employees' uniforms.", "5,000", doc="d2", page=4)
    check = check_conflicts(EMPLOYEES, [anchor], [anchor, other], TOLERANCE, STEMS)
    assert check.conflicts == [] and check.agreeing_sources == 1


def test_a_sentence_on_the_answers_own_page_never_conflicts() -> None:
    anchor = _candidate("Acme has 1,000 employees.", "1,000")
    same_page = _candidate("Last year Acme had 900 employees.", "900")
    assert check_conflicts(EMPLOYEES, [anchor], [anchor, same_page], TOLERANCE, STEMS).conflicts == []


def test_a_sentence_about_something_else_never_conflicts() -> None:
    anchor = _candidate("Acme has 1,000 employees.", "1,000")
    unrelated = _candidate("Its rival has 2,000 employees.", "2,000", doc="d2", coverage=0.2)
    assert check_conflicts(EMPLOYEES, [anchor], [anchor, unrelated], TOLERANCE, STEMS).conflicts == []


def _statement(text: str, value: str, amount: float, *, page: int, p: float) -> Candidate:
    return candidate(
        text, doc_id="d1", source="d1.pdf", page=page, cosine=0.6, fused=0.6, coverage=1.0, answer_value=value,
        score=0.8, measured=True, stated=True, amount=amount, p=p,
    )  # fmt: skip


def test_another_figure_in_the_answers_document_leaves_it_unsure_only_when_the_judge_rates_it() -> None:
    anchor = _statement("Capital expenditures totaled $1.2 billion in 2022.", "$1.2 billion", 1.2e9, page=43, p=0.99)
    payable = _statement(
        "Accounts payable related to purchases of property, plant and equipment were $396 in 2022.",
        "$396", 396e6, page=84, p=0.38,
    )  # fmt: skip
    segment = _statement("Capital expenditures | 2022 | $ 610", "$ 610", 610e6, page=31, p=0.83)
    low = measure_conflicts([anchor], [anchor, payable], TOLERANCE, True, 0.65)
    assert not low.unsure and low.conflicts == []  # the answer may be high
    rated = measure_conflicts([anchor], [anchor, payable, segment], TOLERANCE, True, 0.65)
    assert rated.unsure and rated.conflicts == []  # a figure, not a conflict: one document never contradicts itself


def test_direct_answers_with_different_years_conflict() -> None:
    question = analyse("When did the bridge open?")
    anchor = _candidate("The bridge opened in 1937.", "1937")
    other = _candidate("The bridge was opened in 1938.", "1938", doc="d2")
    (conflict,) = check_conflicts(question, [anchor, other], [anchor, other], TOLERANCE, set()).conflicts
    assert conflict.key == "date" and [v.value for v in conflict.values] == ["1937", "1938"]


def test_each_fact_quotes_its_sentence_with_its_locator() -> None:
    (fact,) = facts([_candidate("Acme has 1,000 employees.", "1,000", page=3)])
    assert fact.quote == "Acme has 1,000 employees." and fact.locator == "p.3:0-25"


def test_gap_says_no_quote_was_found_when_nothing_came_close() -> None:
    (gap,) = fallback_gaps(analyse("How  many   employees?"), [_candidate("x", "", coverage=0.1)], 0.5)
    assert gap.need == "How many employees?" and gap.why == "no_quote_found"


def test_gap_says_coverage_was_low_when_a_sentence_came_close() -> None:
    (gap,) = fallback_gaps(analyse("How many employees?"), [_candidate("x", "", coverage=0.3)], 0.5)
    assert gap.why == "low_coverage"


def test_a_figure_is_no_definition() -> None:
    # It answered "What is aggregate intrinsic value?" high, on TAT-QA, instead of the note that says
    # what the value represents.
    question = "What is aggregate intrinsic value?"
    figure = "The aggregate intrinsic value of options outstanding as of September 30, 2019 was $4.9 million."
    assert _value(AnswerType.DEFINITION, question, figure) == ""
    meaning = "Aggregate intrinsic value is the value of the closing stock price in excess of the exercise price."
    assert _value(AnswerType.DEFINITION, question, meaning).startswith("is the value")


def test_who_holds_a_duty_answers_a_question_naming_no_role() -> None:
    guillotine = "Only trained staff may operate the guillotine, and its guard must never be disabled."
    assert _value(AnswerType.PERSON, "Who can use the guillotine?", guillotine) == "staff"
    safety = "The managing director has overall responsibility for health and safety."
    assert _value(AnswerType.PERSON, "Who is responsible for health and safety?", safety) == "director"
    # a question naming the role asks for the holder's name, which the sentence does not give
    assert _value(AnswerType.PERSON, "Who is the managing director?", safety) == ""
    # a duty asked in the present ("approves"), never a past deed, which is someone's
    approved = "Expense claims are approved by your line manager."
    assert _value(AnswerType.PERSON, "Who approves expense claims?", approved) == "manager"
    assert _value(AnswerType.PERSON, "Who signed the report?", "The report was approved by the board.") == ""
    named = "Priya Mistry became managing director in March 2025."
    assert _value(AnswerType.PERSON, "Who is the managing director?", named) == "Priya"


def test_a_day_or_a_month_is_no_place() -> None:
    week = "The standard working week is 39 hours, Monday to Friday."
    assert _value(AnswerType.PLACE, "Where is the works?", week) == ""
    works = "We employ 58 people at our works in Hunslet, Leeds."
    assert _value(AnswerType.PLACE, "Where is the works?", works) == "Hunslet"
