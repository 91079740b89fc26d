"""Questions as people ask them: yes/no, "you/your/my", summaries, typos."""

from __future__ import annotations

import pytest

from rag_core.answer.understand.classify import AnswerType, QuestionKind, classify
from rag_core.answer.understand.question import analyse
from rag_core.answer.understand.slots import asked_shape
from rag_core.answer.understand.typed import as_meant
from rag_core.answer.understand.spelling import correct, name_words, vocabulary_of


@pytest.mark.parametrize(
    "question",
    [
        "Do you share my data?",
        "Does the company encrypt customer data at rest?",
        "Will you honor my DNT preference?",
        "Do they use encryption for data security?",
        "Is there a bug bounty programme?",
        "Can I delete my account?",
    ],
)
def test_yes_no_questions_may_be_answered_by_the_sentence_that_states_it(question: str) -> None:
    result = classify(question)
    assert result.kind is QuestionKind.FACTOID
    assert result.answer_type is AnswerType.YES_NO
    assert result.direct_eligible


@pytest.mark.parametrize(
    ("question", "names"),
    [
        # the auxiliary that opens a yes/no question is no part of the name after it: the sentence
        # that answers says "Yahoo participates ...", never "Does Yahoo"
        ("Does Yahoo participate in the Safe Harbor program?", (("safe", "harbor"),)),
        ("Will Dog Breed Info Center sell my photos?", (("dog", "breed", "info", "center"),)),
        ("Can I opt out?", ()),
        # a title that opens a question still belongs to the name
        ("Sir Galileo Galilei was born where?", (("sir", "galileo", "galilei"),)),
    ],
)
def test_a_name_in_a_question_is_its_capitalised_words_without_the_opening_auxiliary(
    question: str, names: tuple[tuple[str, ...], ...]
) -> None:
    assert analyse(question).names == names


@pytest.mark.parametrize(
    ("question", "how_to"),
    [
        ("How do I delete my account?", True),
        ("How can customers opt out of marketing emails?", True),
        ("How can I refuse cookies?", True),
        ("How did revenue grow in 2024?", False),
        ("How do you collect my information?", False),
        ("How will you notify me if the policy changes?", False),
        ("How does the company recognise revenue?", False),
        # a why-question: only a sentence that states a reason answers it (slots' "reason" shape)
        ("Why did sales fall?", True),
        # the rate, method or basis a figure is set by: one sentence states it
        ("How are hours between 22:00 and 06:00 paid?", True),
        ("How is EBITDA calculated?", True),
        ("How was the fair value of the options determined?", True),
        ("How is my personal information used?", False),
    ],
)
def test_how_to_questions_may_be_answered_directly_and_explanations_may_not(question: str, how_to: bool) -> None:
    result = classify(question)
    assert result.direct_eligible is how_to
    assert result.kind is QuestionKind.EXPLANATORY  # what the judge reads is unchanged


@pytest.mark.parametrize(
    "question",
    [
        "Do you track my location data?",
        "What does your company do with my email address?",
        "How long do you keep our records?",
        "How does this website inform users about policy changes?",
        "When was this privacy policy last updated?",
        "Who do I contact with questions about this privacy notice?",
        "Who approved this employee handbook?",
    ],
)
def test_you_your_my_are_the_documents_author_and_reader_never_a_reason_to_ask_back(question: str) -> None:
    assert classify(question).kind is not QuestionKind.VAGUE


@pytest.mark.parametrize("question", ["How much did that invoice cost?", "Tell me more", "What does it mean?"])
def test_a_pointer_at_something_never_named_is_still_vague(question: str) -> None:
    assert classify(question).kind is QuestionKind.VAGUE


@pytest.mark.parametrize(
    "question",
    [
        "Summarize the 10-K",
        "Please summarise this report",
        "Give me a summary of the policy",
        "tl;dr",
        "What is this document about?",
        "Can you give me a brief overview of the filings?",
    ],
)
def test_summary_requests_are_their_own_kind(question: str) -> None:
    assert classify(question).kind is QuestionKind.SUMMARY


@pytest.mark.parametrize(
    ("question", "factoid"),
    [
        ("data retention period?", True),
        ("MGM diluted EPS second quarter 2023", True),
        ("governing law of the Washingtonian privacy policy?", True),
        ("Tell me about the risks", False),
        ("I want to know the revenue", False),
        ("In 2019, why did the gross margin fall?", False),
        ("Revenue fell sharply in 2023.", False),
        ("and in 2022?", False),  # a follow-up: read against the thread, or asked back
        ("What happens if I refuse cookies?", True),  # answered by the stated consequence
        ("What happens next?", False),
    ],
)
def test_a_search_phrase_or_a_condition_is_a_factoid_and_a_request_or_statement_is_not(
    question: str, factoid: bool
) -> None:
    assert (classify(question).kind is QuestionKind.FACTOID) is factoid


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("waht was bestbuy's revenu in fiscal 2023", "what was bestbuy's revenue in fiscal 2023"),
        ("How many employes did Kestrel have?", "How many employees did Kestrel have?"),
        ("Whta is the travel allowence for Asia?", "What is the travel allowance for Asia?"),
    ],
)
def test_obvious_typos_are_read_as_meant(typed: str, meant: str) -> None:
    vocabulary = vocabulary_of(["revenue", "employees", "travel allowance"], ["best buy", "bestbuy", "kestrel"])
    assert correct(typed, vocabulary, lambda stem: stem in {"asia", "kestrel", "bestbuy"}) == meant


def test_a_typo_of_a_word_the_documents_use_is_read_as_that_word() -> None:
    # every filing says "revenue", whose stem "revenu" is also the typo: the stem being indexed
    # once kept the typo, so the question was not read as a question about revenue
    vocabulary = vocabulary_of(["revenue", "operating income"], ["best buy", "bestbuy"])
    indexed = {"revenu", "oper", "incom", "fiscal", "bestbuy"}
    typed = "What was Best Buy's revenu in fiscal 2023?"
    assert correct(typed, vocabulary, lambda stem: stem in indexed) == "What was Best Buy's revenue in fiscal 2023?"
    # a word of the same stem stays as typed, and so does a near word of another stem
    for question in ("What were the revenues in fiscal 2023?", "What was the incme in fiscal 2023?"):
        assert correct(question, vocabulary, lambda stem: stem in indexed | {"incm"}) == question


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("what was northwinds revenue in 2023", "what was northwind's revenue in 2023"),
        ("How many stores did Bestbuys have?", "How many stores did Bestbuy's have?"),
        # a plural that is a word of its own is not the company's possessive
        ("What are the emission targets?", "What are the emission targets?"),
        ("Which gaps did the audit find?", "Which gaps did the audit find?"),
        # already a possessive, or a name the library does not hold
        ("What was Northwind's revenue?", "What was Northwind's revenue?"),
        ("What was Zyxels revenue?", "What was Zyxels revenue?"),
    ],
)
def test_a_company_name_typed_with_an_s_is_its_possessive(typed: str, meant: str) -> None:
    aliases = ["northwind logistics", "northwind", "best buy", "bestbuy", "target", "gap"]
    names = name_words(aliases)
    assert correct(typed, vocabulary_of(["revenue"], aliases), lambda stem: True, names) == meant


@pytest.mark.parametrize(
    "question",
    [
        "Does the policy cover provisions for minors?",
        "What were Kestrel's Q2 sales?",
        "Who audits Zyxel?",
        "How many FTEs work at the depot?",
    ],
)
def test_words_the_documents_use_names_and_plurals_are_never_changed(question: str) -> None:
    vocabulary = vocabulary_of(["provision", "sales", "audit"], ["kestrel"])
    assert correct(question, vocabulary, lambda stem: stem in {"depot", "minor", "cover"}) == question


@pytest.mark.parametrize(
    "question",
    [
        # "fast" is one edit from "last", "near" from "year", "dental" from "rental"; none is in the documents.
        "How fast will you respond if I request access to my information?",
        "Which offices are near the station?",
        "What does the dental plan pay?",
    ],
)
def test_an_english_word_the_documents_do_not_use_is_never_read_as_another(question: str) -> None:
    vocabulary = vocabulary_of(["rental income", "revenue"], ["kestrel"])
    assert correct(question, vocabulary, lambda stem: False) == question


@pytest.mark.parametrize(
    ("question", "shape"),
    [
        ("What phone number can I call about privacy?", "phone"),
        ("Which email address do I write to?", "email"),
        ("Does Google AdSense collect my name or email address?", ""),
        ("Do you collect my phone number?", ""),
        ("Can I change the web address of my profile?", ""),
    ],
)
def test_only_a_question_for_a_phone_email_or_web_address_asks_for_its_shape(question: str, shape: str) -> None:
    assert asked_shape(question) == shape


@pytest.mark.parametrize(
    ("question", "answer_type", "meant"),
    [
        # "Can you tell me when ...?" had been read as a yes/no question and its frame's "like" as a
        # word the answer must carry ("I'd like to know when ..." P 0.41 against 0.82 asked plainly)
        ("Can you tell me when Halden Water was established?", AnswerType.DATE, "When was Halden Water established?"),
        ("I'd like to know when Halden Water was established.", AnswerType.DATE, "When was Halden Water established?"),
        (
            "Could you please tell me how many households you supply?",
            AnswerType.NUMBER,
            "How many households do you supply?",
        ),
        ("Do you know who the managing director is?", AnswerType.PERSON, "Who is the managing director?"),
        ("I want to know where chlorine is stored", AnswerType.PLACE, "Where is chlorine stored?"),
    ],
)
def test_a_polite_frame_asks_what_its_wh_question_asks(question: str, answer_type: AnswerType, meant: str) -> None:
    assert classify(question).answer_type is answer_type
    framed = analyse(question)
    assert not {t.lower for t in framed.tokens} & {"tell", "like", "know", "want", "please", "me"}
    assert {t.lower for t in framed.tokens} - {"is", "was", "you", "do"} <= {t.lower for t in analyse(meant).tokens}
    assert framed.asked == question  # shown as typed


@pytest.mark.parametrize(
    "question", ["Can you tell me if you sell my data?", "Can you tell me more?", "Tell me about leave"]
)
def test_a_frame_without_a_wh_question_is_read_as_before(question: str) -> None:
    assert analyse(question).text == question


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        # "Whats the average household bill in 2024" had read "whats" as a word the answer must carry
        ("Whats the average household bill in 2024", "What's the average household bill in 2024"),
        ("wheres chlorine stored?", "where's chlorine stored?"),
        ("Whos the head of HR?", "Who's the head of HR?"),
        ("Could you tell me whats the bill?", "what's the bill?"),
        ("Whatsapp groups?", "Whatsapp groups?"),
        # "How's" had been read as a question needing interpretation, "How is ... paid?" asks the basis
        ("How's overtime paid?", "How is overtime paid?"),
        ("Hows overtime paid?", "How is overtime paid?"),
        ("How\u2019re meter readings kept?", "How are meter readings kept?"),
    ],
)
def test_a_wh_word_and_is_typed_without_the_apostrophe_are_read_as_meant(typed: str, meant: str) -> None:
    question = analyse(typed)
    assert question.text == as_meant(typed) == meant
    assert question.classification == analyse(meant).classification
