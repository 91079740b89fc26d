"""The question, analysed once: its words, stems, numbers, names, defined term and asked-for type.

``analyse`` merges the question with any clarification, classifies it and tokenises it; every
later stage (retrieval, the judge, evidence, the query log) reads this value instead of parsing
the text again. ``question_terms`` is the judge's view of it: the words a sentence is checked
against, weighted by their rarity in the library.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from rag_core import datafiles
from rag_core.answer.candidate import QuestionTerms, QuestionWord
from rag_core.answer.understand.classify import (
    AnswerType,
    Classification,
    QuestionKind,
    classify,
    defined_term,
)
from rag_core.answer.understand.typed import as_meant
from rag_core.text.lexicon import (
    QUESTION_WORDS,
    ASKED_TIME_WORDS,
    AUTHOR_DETERMINERS,
    AUTHOR_NOUNS,
    AMOUNT_FRAME_VERBS,
    RECEIVED_AMOUNT_VERBS,
    RELATIVES_AFTER_POSSESSIVE,
    MEANINGFUL_STOPWORDS,
    MODAL_BEFORE_TO,
    POSSESSIVE_DETERMINERS,
    QUESTION_FRAME,
    READER_ACTIONS,
    READERS,
    STOPWORDS,
    VALUE_KIND_NOUNS,
    AUXILIARY_VERBS,
    DOCUMENT_KIND_NOUNS,
    Token,
    emphatic_after,
    lower_words,
    past_form,
    says_not,
    quantities,
    tokens,
    years,
)
from rag_core.text.defining import term_stems
from rag_core.text.sentences import display

if TYPE_CHECKING:
    from rag_core.answer.corpus import CorpusStats

_FINGERPRINT_CHARS = 32
# "What are the prerequisites?": the term after "the" is this document's own, whose content is asked
_PARTICULAR = re.compile(r"^what\s+(?:is|are)\s+the\s+", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Question:
    """One question as every stage reads it.

    ``asked`` and ``context`` are what the user typed; ``text`` is the two merged, the question
    that is classified and searched. The classification may later become stricter (a measure
    question asks for its value; a vague question past its clarifying rounds is read as
    explanatory): :meth:`reclassified` returns the same question with the new reading.
    """

    asked: str
    context: str
    text: str
    classification: Classification
    tokens: tuple[Token, ...]
    words: frozenset[str]  # lower-case words, trailing dot dropped ("U.S." -> "u.s")
    stems: frozenset[str]
    numbers: frozenset[float]  # values of the numbers it mentions, scale applied
    years: frozenset[str]
    names: tuple[tuple[str, ...], ...]  # runs of capitalised words ("Sir Galileo Galilei"), as stems
    defined_term: str  # the term after "what is", "define", ... as written ("" when none)

    @property
    def kind(self) -> QuestionKind:
        """What the question is (greeting, factoid, definition, ...)."""
        return self.classification.kind

    @property
    def answer_type(self) -> AnswerType:
        """What a direct answer has to contain."""
        return self.classification.answer_type

    @property
    def definiendum(self) -> frozenset[str]:
        """Stems of the defined term's content words, for a definition question (else empty)."""
        if self.kind is not QuestionKind.DEFINITION or not self.defined_term:
            return frozenset()
        return term_stems(self.defined_term)

    @property
    def particular(self) -> bool:
        """A definition question asking for what the documents' own thing is ("What are the
        prerequisites?", "What is the dress code?"), not what a term means in general ("What is an
        operating lease?"): a short section titled with the term answers it in any words."""
        return bool(self.definiendum) and bool(_PARTICULAR.match(self.text.strip()))

    @property
    def fingerprint(self) -> str:
        """Key of the question as typed (case and spacing ignored), to count clarifying rounds."""
        normal = display(self.asked.lower()) + "\x1f" + display(self.context.lower())
        return hashlib.sha256(normal.encode()).hexdigest()[:_FINGERPRINT_CHARS]

    def reclassified(self, classification: Classification) -> Question:
        """The same question with a (stricter) classification."""
        return replace(self, classification=classification)


def merge(question: str, context: str) -> str:
    """The question with a clarification's answer appended ("Revenue?" + "Best Buy")."""
    question, context = question.strip(), context.strip()
    if not context:
        return question
    return f"{question.rstrip('?.! ')} {context}"


def analyse(question: str, context: str = "", *, searched: str | None = None) -> Question:
    """Merge, classify and tokenise ``question`` once.

    ``searched``: the standalone question a follow-up was rewritten into ("and in 2022?" ->
    "What was Northwind's revenue in 2022?"); it is what gets classified and searched, while
    ``asked`` and ``context`` stay as typed.
    """
    text = as_meant(merge(question, context) if searched is None else searched)
    toks = tuple(tokens(text))
    return Question(
        asked=question,
        context=context,
        text=text,
        classification=classify(text),
        tokens=toks,
        words=frozenset(lower_words(text)),
        stems=frozenset(t.stem for t in toks),
        numbers=frozenset(q.value for q in quantities(text)),
        years=frozenset(years(text)),
        names=name_runs(toks),
        defined_term=defined_term(text),
    )


def name_runs(toks: Sequence[Token | None]) -> tuple[tuple[str, ...], ...]:
    """Runs of two or more capitalised words, as stems; a ``None`` (a word left out) ends a run. A
    question's first word counts only when the next one is capitalised too and it is no stop word
    ("Sir Galileo", not "Where", nor the "Does" of "Does Yahoo sell my data?"); a leading "The" is
    no word of it ("The Atlantic" is no run: its one word "Atlantic" is a name word of its own)."""
    runs = []
    run: list[str] = []
    for index, token in enumerate([*toks, None]):
        following = toks[index + 1] if index + 1 < len(toks) else None
        is_name = (
            token is not None
            and token.capitalized
            and token.lower not in QUESTION_WORDS
            and (index > 0 or (token.lower not in STOPWORDS and following is not None and following.capitalized))
        )
        if is_name:
            run.append(token.stem)  # type: ignore[union-attr]
            continue
        if run and run[0] == "the":
            run = run[1:]  # "The Atlantic": its documents write "Atlantic" without the article
        if len(run) >= 2:
            runs.append(tuple(run))
        run = []
    return tuple(runs)


_HOW_SPAN = frozenset(datafiles.load("english")["span_words"])  # "fast", "late" after "how" only frame it


_FIRST_TIME = frozenset({"first", "last", "originally"})  # a deed's first time: its date is asked


def _is_content_word(token_lower: str, raw: str, index: int, around: tuple[str, str] = ("", "")) -> bool:
    """``around``: the lower-case words before and after it ("my own", "need to")."""
    previous, following = around
    if token_lower in QUESTION_WORDS:
        return False
    if emphatic_after(previous, token_lower):
        return False
    if token_lower in MODAL_BEFORE_TO and following == "to":
        return False
    if token_lower in VALUE_KIND_NOUNS and (
        (previous == "what" and following in AUXILIARY_VERBS)
        or (not following and index > 1 and token_lower[-1] == "s")
    ):
        return False  # "What time does the pool open?", "What are the shift times?" (a "response time" is asked)
    if (
        token_lower in QUESTION_FRAME
        and not (raw[:1].isupper() and index > 0)
        and not (token_lower in READER_ACTIONS and previous in READERS)
        and not (previous in _FIRST_TIME and past_form(token_lower))  # "When was the town first mentioned?"
    ):
        return False
    if token_lower in STOPWORDS and token_lower not in MEANINGFUL_STOPWORDS:
        return False
    if previous == "how" and token_lower in _HOW_SPAN:
        return False  # "How fast did subscription revenue grow?": "grew 21%" answers without "fast"
    if token_lower == "any" and previous in ("there", "be"):
        return False  # "Were there any fatalities?" asks whether: "There were no fatalities." answers
    if len(token_lower) < 2:
        # Single letters matter when they are names ("B cells" vs "T cells"), digits always.
        return token_lower.isdigit() or (raw.isupper() and index > 0)
    return True


def content_stems(question: Question, skip: frozenset[str] = frozenset()) -> frozenset[str]:
    """Stems of the question's content words (not its question words, framing or stop words),
    leaving out the lower-case words in ``skip``."""
    return frozenset(
        token.stem
        for index, token in enumerate(question.tokens)
        if token.lower.strip(".") not in skip
        and _is_content_word(token.lower, token.text, index, _around(question.tokens, index))
    )


def _around(toks: Sequence[Token], index: int) -> tuple[str, str]:
    """The lower-case words before and after ``toks[index]`` ("" at either end)."""
    return (toks[index - 1].lower if index else "", toks[index + 1].lower if index + 1 < len(toks) else "")


def amount_frame_words(question: Question) -> frozenset[str]:
    """The verbs that only frame a question asking how much or how many of a thing it names ("How
    much compensation can you pay?": "pay"), which the sentence stating the amount need not use; in
    "How much did Quarry Press get?" only a verb of a sum coming to someone ("get", "receive").
    None where the verb is what is measured ("How much did the chief executive earn?") or in other
    questions."""
    words = [t.lower for t in question.tokens]
    if words[:1] == ["what"] and words[1:3] in (["share", "of"], ["proportion", "of"], ["percentage", "of"]):
        return frozenset(w for w in words if w in AMOUNT_FRAME_VERBS)  # "What share of net sales came from Norway?"
    asks = [c for a, b, c in zip(words, words[1:], words[2:], strict=False) if a == "how" and b in ("much", "many")]
    if not asks:
        return frozenset()
    frames = AMOUNT_FRAME_VERBS if any(c not in STOPWORDS for c in asks) else RECEIVED_AMOUNT_VERBS
    return frozenset(w for w in words if w in frames)


_DEFINING = frozenset({"defined", "defines"})
# "the annual review", "your staff handbook", "this privacy policy": a document the question names
# by its kind (english.toml document_kind_nouns), with up to three words before the kind.
_KINDS = "|".join(re.escape(k) for k in sorted(DOCUMENT_KIND_NOUNS, key=len, reverse=True))
_PLACE_PREPOSITIONS = frozenset({"on", "at", "in", "inside", "aboard", "onto"})
_NAMED_DOCUMENT = re.compile(
    rf"\b(?:the|your|this|that|our|its|their)\s+(?P<words>(?:[a-z][\w-]*\s+){{0,3}}(?:{_KINDS}))\b", re.IGNORECASE
)


def reader_words(toks: Sequence[Token]) -> frozenset[str]:
    """Stems of the reader's own people the question names after a possessive ("son" in "Can my son
    bring his phone?"): the documents speak of them as students, pupils or patients, so a sentence
    that speaks of such people carries them (``QuestionTerms.reader_carried``)."""
    return frozenset(
        token.stem
        for index, token in enumerate(toks)
        if index and token.lower in RELATIVES_AFTER_POSSESSIVE and toks[index - 1].lower in POSSESSIVE_DETERMINERS
    )


def document_words(text: str) -> frozenset[str]:
    """Lower-case words of the documents ``text`` names by their kind ("According to the annual
    review, what was revenue?" -> annual, review): carried, like an organisation's name, by every
    sentence of a document whose name says them, so the sentence stating the revenue in
    halden_annual_review_2024.pdf does not miss them."""
    return frozenset(w.lower() for m in _NAMED_DOCUMENT.finditer(text) for w in m.group("words").split())


def ending_place(toks: Sequence[Token]) -> frozenset[str]:
    """ "bus" in "Can I bring my dog on the bus?": the place a question ends in ("on / at / in the
    ..."), when a document's name says it (Ferncombe_Buses_Passenger_Guide.md), is what that
    document is about, and its sentences ("Dogs are welcome free of charge.") need not say it. Not
    a word another follows ("on the bus route"), nor one the question asks about ("How long is the
    contract?": its sentences must say it)."""
    words = [t for t in toks if t.lower[:1].isalnum()]
    if len(words) < 3 or words[-2].lower != "the" or words[-3].lower not in _PLACE_PREPOSITIONS:
        return frozenset()
    last = words[-1]
    return frozenset() if last.capitalized or last.lower in STOPWORDS else frozenset({last.lower})


def _defining_verbs(question: Question) -> frozenset[str]:
    """ "defined" in "How is a household defined?" asks for the definition, and the sentence giving
    it need not say it ("A household is ..."); in "What is a defined benefit plan?" it is the term's."""
    if question.kind is not QuestionKind.DEFINITION:
        return frozenset()
    return _DEFINING - {t.lower for t in tokens(question.defined_term)}


def _names_author(toks: Sequence[Token], index: int) -> bool:
    """ "company" in "What are the company values?", "site" in "Does the site use cookies?": the
    documents' own organisation, which its sentences name as "we" or by its name, so no word a
    sentence must carry. Not with "of" after it: "the site of an infection" is a place."""
    return (
        index > 0
        and toks[index].lower in AUTHOR_NOUNS
        and not toks[index].capitalized
        and toks[index - 1].lower in AUTHOR_DETERMINERS
        and not (index + 1 < len(toks) and toks[index + 1].lower == "of")
    )


def _time_words_light(words: dict[str, QuestionWord], weights: dict[str, float]) -> dict[str, float]:
    """A word saying when the question is asked ("now", "currently") weighs no more than the
    question's commonest other word: documents seldom say it, so by its rarity it would outweigh the
    rest, and a sentence stating the latest figure without it would read as missing the question's
    main word ("How many depots does Northwind have now?": P 0.38 against 0.69 without "now")."""
    timed = {s for s, w in words.items() if w.lower in ASKED_TIME_WORDS}
    others = [weight for s, weight in weights.items() if s not in timed]
    if not timed or not others:
        return weights
    light = min(others)
    return {s: min(weight, light) if s in timed else weight for s, weight in weights.items()}


def question_terms(
    question: Question,
    stats: CorpusStats,
    ready: set[str],
    skip: frozenset[str] = frozenset(),
    company_words: frozenset[str] = frozenset(),
) -> QuestionTerms:
    """The judge's view of ``question``, checked against every candidate sentence.

    ``skip`` holds lower-case words the question frame checks itself (the measure's term, the
    period), so they are not required verbatim. ``company_words`` are words of a company the
    question names, however it is typed ("best buy"): like any name, a document about that
    company carries them even where its sentences say "we".
    """
    skip = skip | _defining_verbs(question)
    # A skipped word still parts the names around it: "Pfizer's 2023 Comirnaty" names no
    # "Pfizer Comirnaty" once the period is left to the frame.
    author = [_names_author(question.tokens, i) for i in range(len(question.tokens))]
    kept: list[Token | None] = [
        None if t.lower.strip(".") in skip or author[i] else t for i, t in enumerate(question.tokens)
    ]
    toks = [t for t in kept if t is not None]
    words: dict[str, QuestionWord] = {}
    named_documents = document_words(question.text) | ending_place(question.tokens)
    for index, token in enumerate(toks):
        if _is_content_word(token.lower, token.text, index, _around(toks, index)):
            is_name = (token.capitalized and index > 0) or token.lower.strip(".") in company_words
            words.setdefault(token.stem, QuestionWord(token.lower, token.stem, is_name))
    weights = _time_words_light(words, stats.idf(list(words), ready)) if words else {}
    return QuestionTerms(
        words=tuple(words.values()),
        names=name_runs(kept),
        weights=weights,
        negated=any(says_not(t.lower) for t in toks),
        definiendum=question.definiendum,
        numbers=question.numbers,
        years=question.years,
        tokens=question.tokens,
        author=any(author),
        document_words=named_documents,
        # the reader's own people, when no document calls them so ("my child" where a handbook says "your child")
        reader_words=frozenset(s for s in reader_words(question.tokens) if not stats.contains([s], ready)),
    )
