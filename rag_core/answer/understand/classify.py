"""Deterministic question classification, before any retrieval.

The kind decides the most permissive mode a question can end in; later stages may only be
stricter. When two readings are possible the safer one wins.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import StrEnum

from rag_core import datafiles
from rag_core.answer.understand.how import asked_how, asks_step
from rag_core.answer.understand.sides import THAN, comparison_sides
from rag_core.answer.understand.typed import as_meant
from rag_core.answer.understand.vague import vague
from rag_core.text.sentences import display


class QuestionKind(StrEnum):
    """What a question is, in order of how much the app may say."""

    GREETING = "greeting"
    META = "meta"
    VAGUE = "vague"
    OUT_OF_SCOPE = "out_of_scope"
    EXTERNAL_COMPARISON = "external_comparison"
    EXPLANATORY = "explanatory"
    FACTOID = "factoid"
    DEFINITION = "definition"
    SUMMARY = "summary"  # "Summarize the 10-K": a fixed reply with questions the documents answer


class AnswerType(StrEnum):
    """What a direct answer has to contain."""

    NONE = "none"
    NUMBER = "number"
    DATE = "date"
    PERSON = "person"
    PLACE = "place"
    ENTITY = "entity"
    DEFINITION = "definition"
    YES_NO = "yes_no"  # "Do you share my data?": the sentence that states it (or its opposite) is the answer


class Asked(StrEnum):
    """What a question asks for besides its kind, where that changes how it is answered."""

    VALUE = "value"  # the fact or figure named (the default)
    TERM = "term"  # what a term means, asked in so many words ("What does EPS mean?"): never a measure's value
    BASIS = "basis"  # the rate, method or basis a figure is set by ("How are night hours paid?")
    AMOUNT = "amount"  # "How many / much / old / far ...?": a number
    SPAN = "span"  # "How long / often / soon ...?": a length of time or a frequency, no measure's value
    REASON = "reason"  # "Why ...?": a sentence that states the reason (see slots' "reason" shape)


@dataclass(frozen=True, slots=True)
class Classification:
    """Result of classifying one question."""

    kind: QuestionKind
    answer_type: AnswerType = AnswerType.NONE
    reason: str = ""
    subject: str = ""  # the noun phrase a vague question points at ("invoice"), if any
    comparison: tuple[str, ...] = field(default_factory=tuple)  # entities of a comparison
    # "How do I delete my account?", "How are night hours paid?": a how-question whose answer is a
    # stated step or basis ("You can delete your account by visiting our Account Deletion page.",
    # "... are paid at one and a quarter times the normal rate"), not an explanation to be inferred.
    procedural: bool = False
    # "data retention period?": a noun phrase typed as into a search box. Its few words make "the
    # sentence carries every word asked" weak evidence, so only P (or the asked value) answers it.
    phrase: bool = False
    asks: Asked = Asked.VALUE
    basis: str = ""  # for Asked.BASIS, the participle the question closes on ("paid")

    @property
    def direct_eligible(self) -> bool:
        """Definitions, factoids, how-to and why-questions can earn a direct answer; other explanations cannot."""
        return (
            self.kind in (QuestionKind.FACTOID, QuestionKind.DEFINITION) or self.procedural or self.asks is Asked.REASON
        )


_GREETING = re.compile(
    r"^(?:hi|hello|hey|hiya|howdy|greetings|good\s+(?:morning|afternoon|evening|day)|thanks|thank\s+you|"
    r"cheers|yo)(?:\s+(?:there|all|everyone|verbatim|team))?[\s!.,?]*$",
    re.IGNORECASE,
)
_META = re.compile(
    r"^(?:what|which)\s+(?:documents?|files?|sources?|reports?|pdfs?)\s+(?:do\s+you\s+have|are\s+(?:there|indexed|"
    r"available|loaded|uploaded)|have\s+(?:you|i)\s+(?:got|uploaded|indexed)|can\s+you\s+(?:see|read|search))|"
    r"^(?:list|show)\s+(?:me\s+)?(?:the\s+|all\s+|your\s+)?(?:indexed\s+)?(?:documents?|files?|sources?)\b|"
    r"^what\s+(?:can|do)\s+you\s+(?:do|know|answer)\b|^what\s+is\s+(?:indexed|in\s+the\s+library)\b|"
    r"^(?:how\s+many)\s+(?:documents?|files?)\s+(?:do\s+you\s+have|are\s+(?:indexed|there))",
    re.IGNORECASE,
)
_ADVICE = "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in datafiles.load("english")["advice_verbs"])
_OUT_OF_SCOPE = re.compile(
    rf"^(?:should\s+(?:i|we)\s+(?:still\s+|really\s+)?(?:{_ADVICE})\b|would\s+you\s+recommend|"
    r"do\s+you\s+(?:think|recommend|believe|like)|what\s+(?:do|would)\s+you\s+(?:think|recommend|suggest)|"
    r"(?:can|could)\s+you\s+(?:write|draft|compose|translate|code|generate)|write\s+(?:me\s+)?(?:a|an)\s|translate\b|predict\b|forecast\s+(?:the|what)|"
    r"is\s+it\s+a\s+good\s+(?:idea|investment)|tell\s+me\s+a\s+joke)",
    re.IGNORECASE,
)
_SUMMARY = re.compile(
    r"^(?:(?:please|can\s+you|could\s+you|would\s+you)\s+)*(?:summari[sz]e|sum\s+up|recap|"
    r"give\s+(?:me\s+)?(?:a\s+|an\s+)?(?:short\s+|brief\s+|quick\s+)?(?:summary|overview|rundown|recap)|"
    r"(?:a\s+|an\s+)?(?:short\s+|brief\s+)?(?:summary|overview)\s+of|tl;?\s?dr|"
    r"what\s+(?:is|are)\s+(?:this|these|the)\s+(?:documents?|reports?|10-?ks?|10-?qs?|filings?|polic(?:y|ies)|files?)\s+about)\b",
    re.IGNORECASE,
)
_COMPARISON = re.compile(
    r"\b(?:vs\.?|versus)(?!\w)|\bcompared?\s+(?:to|with|against)\b|\bcomparison\s+(?:of|between|with)\b|"
    r"^compare\s+.+?\s+(?:with|to|and|against)\s|\b" + THAN + r"\b|"
    r"\bdifferences?\s+between\b|\bhow\s+does\s+.+\s+compare\b|\bor\s+[^,]+,\s*which\b|"
    r"^which\s+(?:is|was|are|were|has|had)\s+\w+(?:\s+\w+)?\s*[,:]\s*[^,]+\s+or\s+",
    re.IGNORECASE,
)
_EXPLANATORY = re.compile(
    r"^(?:how\s+(?:does|do|did|can|could|is|are|was|were|should|would|will|to|has|have)\b|why\b|"
    r"in\s+what\s+way|what\s+(?:is|are|was|were)\s+the\s+(?:reasons?|causes?|purpose|impact|effect|effects|"
    r"rationale|process|procedure)\b|what\s+(?:causes|caused|drove|drives|happened|led)\b|"
    r"what\s+happens\b(?!\s+(?:if|when|to|after|once|on|at|during|before|in)\b)|"
    r"explain\b|describe\b|discuss\b|summari[sz]e\b|elaborate\b|what\s+(?:are|were)\s+the\s+(?:steps|implications))",
    re.IGNORECASE,
)
# "Why ...?", "For what purpose ...?": answered only by a sentence that states the reason (``Asked.REASON``).
WHY = re.compile(r"^\W*why\b|^\W*for\s+what\s+(?:purpose|reason)s?\b", re.IGNORECASE)
# "How long ...?", "How often ...?": a length of time or a frequency (``Asked.SPAN``).
_SPAN_WORDS = frozenset(datafiles.load("english")["span_words"])
_HOW_WORDS = datafiles.load("english")["how_value_words"]  # "How heavy ...?", "How soon ...?"
_HOW_FACTOID = re.compile(rf"^how\s+({'|'.join(_HOW_WORDS)})\b", re.IGNORECASE)
_WHEN = re.compile(
    r"^(?:when|what\s+(?:year|date|day|month|time|decade|century|period)|in\s+what\s+(?:year|month|decade|century))\b",
    re.IGNORECASE,
)
# "When must an incident be reported?": a deadline ("within 24 hours") as often as a date (``Asked.SPAN``).
_WHEN_DUE = re.compile(r"^when\s+(?:must|should|shall|(?:has|have|need|needs)\s+to)\b", re.IGNORECASE)
_WHO = re.compile(r"^(?:who|whom|whose|by\s+whom|to\s+whom)\b", re.IGNORECASE)
_WHERE = re.compile(
    r"^(?:where|in\s+what\s+(?:country|city|region|place|state|location)|what\s+(?:country|city|region|place|state|location))\b",
    re.IGNORECASE,
)
_NUMBER = re.compile(  # ... and a sum paid or charged: "What was the chief executive paid?", "What does it cost?"
    r"^(?:what\s+(?:is|was|are|were)\s+the\s+(?:number|amount|percentage|percent|share|rate|ratio|total|value|size|price|cost|level)\b|what\s+(?:percentage|percent|number|amount|share|proportion|fraction)\b|"
    r"what\s+(?:(?:is|was|are|were)\s+(?:(?!(?:date|name|way|account|currency|reason|not|is|was|are|were)\b)[\w'’-]+\s+)"
    r"{1,4}?paid|(?:did|does|do|will|would)\s+(?:(?!not\b)[\w'’-]+\s+){1,5}?(?:earn|cost|pay|charge))"
    r"(?:\s+(?:in|during|per|each|to|last|this)\s+(?!do\b)\w.*)?\s*[?.!]?\s*$)",
    re.IGNORECASE,
)
# "What is the registered charity number?", "What is the practice address?": a short phrase that ends
# in a value's noun asks for that value, not for a definition ("What is the value proposition?" is a
# term). Only where the question would otherwise be read as a definition: a phrase going on ("the
# carrying amount of interest rate swaps") is a factoid already, as the judge was trained.
_VALUE_HEAD = re.compile(
    r"^what\s+(?:is|was|are|were)\s+(?:the|your|its|their|our|my)\s+(?:[\w'’-]+\s+){0,3}?"
    r"(?P<head>number|amount|rate|price|cost|fee|charge|age|percentage|ratio|total|value|target|limit|budget|"
    r"allowance|salary|deposit|fine|capacity|(?<!email )(?<!e-mail )(?<!web )(?<!ip )address|date|deadline|times|hours)"
    r"s?\s*[?.!]?\s*$",
    re.IGNORECASE,
)
_HEAD_TYPES = {
    "address": (AnswerType.PLACE, "where"),
    **dict.fromkeys(("date", "deadline"), (AnswerType.DATE, "when")),
    "times": (AnswerType.DATE, "when"),  # "What are the shift times?": "06:00 to 14:00"
    "hours": (AnswerType.DATE, "when"),  # "What are the opening hours?": "08:00 to 19:00 on weekdays"
}
_DEFINITION_WHAT = re.compile(r"^what\s+(?:is|are)\s+(?:(?:a|an|the)\s+)?(?P<x>.+)$", re.IGNORECASE)
_DEFINITION_MEAN = re.compile(r"^what\s+(?:does|do)\s+(?P<x>.+?)\s+(?:mean|stand\s+for|refer\s+to)$", re.IGNORECASE)
_DEFINITION_VERB = re.compile(
    r"^(?:define|meaning\s+of|what\s+is\s+meant\s+by|explain\s+the\s+term"
    r"|what\s+is\s+the\s+(?:definition|meaning)\s+of(?:\s+the\s+(?:term|word|phrase))?"
    # "What counts as a minor spill?", "What qualifies as a near miss?", "What is classed as overtime?"
    r"|what\s+(?:counts|qualifies|is\s+(?:classed|classified|considered|regarded|treated))\s+as(?:\s+(?:a|an|the))?)"
    r"\s+(?P<x>.+)$",
    re.IGNORECASE,
)
# "How does Sable Brewery define core beer?", "How do you define a near miss?", "How is a household
# defined in the policy?": what the document takes the term to mean, asked as a how-question.
_DEFINITION_HOW = re.compile(
    r"^how\s+(?:does|do|did|would|will)\s+(?:\S+\s+){1,6}?define\s+(?:the\s+(?:term|word|phrase)\s+)?(?:(?:a|an|the)\s+)?(?P<x>.+)$",
    re.IGNORECASE,
)
_DEFINITION_PASSIVE = re.compile(
    r"^how\s+(?:is|are)\s+(?:the\s+(?:term|word|phrase)\s+)?(?:(?:a|an|the)\s+)?(?P<x>(?:(?!\b(?:not|never)\b).)+?)\s+defined"
    r"(?:\s+(?:in|by|under|for|within)\s+.+)?$",
    re.IGNORECASE,
)
_PLEASE = re.compile(r"(?:,\s*|\s+)please$", re.IGNORECASE)
# "What does EPS mean?", "Define net income": what a term means is asked, never a measure's value
# (unlike "What is Best Buy's revenue?", read as a definition until its measure is seen).
TERM_ASKED = "asks what a term means"
_NOT_A_NAME = re.compile(
    r"\b(?:of|for|in|on|at|by|from|that|which|who|whom|whose|during|between|with|to|did|does|do|was|were|"
    r"has|have|had|is|are|be|been|when|where|why|how)\b|^(?:not\s+)?(?-i:[a-z]{2,}[^e\W]ed)$",  # "What is (not) covered?"
    re.IGNORECASE,
)
_MAX_DEFINIENDUM_WORDS = 6
_FACTOID_START = re.compile(
    r"^(?:what|which|who|whom|whose|when|where|name|list|give|identify|state|in\s+(?:what|which)|on\s+(?:what|which)|"
    r"at\s+(?:what|which)|for\s+(?:what|which)|from\s+(?:what|which)|to\s+(?:what|which)|of\s+(?:what|which)|"
    r"by\s+(?:what|which|whom)|during\s+(?:what|which))\b",
    re.IGNORECASE,
)
_TERM_FORMS = (_DEFINITION_MEAN, _DEFINITION_VERB, _DEFINITION_HOW, _DEFINITION_PASSIVE)


def _bare(text: str) -> str:
    """The question without its closing marks and a closing "please"."""
    return _PLEASE.sub("", text.strip().rstrip(" ?.!")).rstrip(" ,")


def _asks_term(text: str) -> bool:
    """ "What does EPS mean?", "Define net income", "What is the definition of X?": a definition
    asked in so many words (see ``TERM_ASKED``)."""
    question = _bare(text)
    return any(pattern.match(question) for pattern in _TERM_FORMS)


def _is_definition(text: str) -> bool:
    """ "What is an operating lease?": a short term after "what is" (a term asked in so many words
    is read before, see ``_asks_term``)."""
    match = _DEFINITION_WHAT.match(text.strip().rstrip(" ?.!"))
    if not match:
        return False
    definiendum = match.group("x")
    return not _NOT_A_NAME.search(definiendum) and len(definiendum.split()) <= _MAX_DEFINIENDUM_WORDS


def defined_term(question: str) -> str:
    """The term a definition question asks about, as written ("What is an operating lease?" ->
    "operating lease"); "" when the question is not phrased as one."""
    text = _bare(question)
    # "What is meant by X?" and "What is the definition of X?" open like "What is X?": X is after them.
    for pattern in (*_TERM_FORMS, _DEFINITION_WHAT):
        match = pattern.match(text)
        if match:
            return match.group("x")
    return ""


_WH_INSIDE = re.compile(
    r"\b(?P<w>how\s+(?:many|much|often|long|old|far)|when|where|who|whom|whose|which|what)\b", re.IGNORECASE
)
_YES_NO = re.compile(
    r"^(?:is|are|was|were|do|does|did|can|could|has|have|had|will|would|should|shall|may|might|must)\b", re.IGNORECASE
)
# "i live on my own, do i get a discount?", "We have a spaniel - can we bring him?": what the asker
# tells first, then the yes/no question (asked of a person or a thing of theirs). Not after a condition
# ("If you do promotions, will you use my data for that?"), which an answer must meet too.
_CONDITION_FIRST = re.compile(r"\W*(?:if|when|whenever|unless|once|after|before)\b", re.IGNORECASE)
_YES_NO_AFTER = re.compile(
    r"(?:[,.;:!]\s+|\s[-\u2013]\s+)"
    r"(?=(?:is|are|am|do|does|did|can|could|will|would|should|may|must|have|has)\s+"
    r"(?:i|we|you|he|she|they|it|my|our|your|his|her|their|the|there)\b)",
    re.IGNORECASE,
)


# What opens a request, a statement or a remark rather than a search phrase.
_NOT_A_PHRASE = re.compile(
    r"^(?:please\s+)?(?:tell|show|find|get|provide|compare|analy[sz]e|assess|evaluate|walk|help|write|draft|create"
    r"|make|generate|calculate|compute|estimate|predict|forecast|recommend|suggest|advise|check|look|search|read"
    r"|explain|describe|discuss|summari[sz]e|outline|review|let|i|we|you|i'm|i'd|i've|we're|it|it's|this|that|these"
    r"|those|there|here|thanks|ok|okay|yes|no|sure|and|or|but|also|plus|same|so|then)\b",
    re.IGNORECASE,
)
_MAX_PHRASE_WORDS = 16
_HOW_OR_WHY = re.compile(r"\b(?:how|why)\b", re.IGNORECASE)  # "In 2019, why did the margin fall?" asks why


def _is_search_phrase(text: str) -> bool:
    """A noun phrase typed as a query ("data retention period?"), not a request or a statement."""
    words = text.rstrip(" ?!").split()
    return (
        0 < len(words) <= _MAX_PHRASE_WORDS
        and not text.rstrip().endswith(".")
        and not _NOT_A_PHRASE.match(text)
        and not _HOW_OR_WHY.search(text)
    )


def is_yes_no(question: str) -> bool:
    """Whether ``question`` opens as a yes/no question ("Does ...", "Is ...", "Must ...")."""
    return bool(_YES_NO.match(question.strip()))


def _embedded_wh(text: str) -> Classification | None:
    """Wh-questions whose wh-word is not first: "The church was built when?", "To where did X flee?"."""
    if _YES_NO.match(text):
        return None
    match = _WH_INSIDE.search(text)
    if match is None:
        return None
    word = match.group("w").lower()
    if word.startswith("how"):
        return Classification(QuestionKind.FACTOID, AnswerType.NUMBER, reason=f"embedded {word}")
    answer = {
        "when": AnswerType.DATE,
        "where": AnswerType.PLACE,
        "who": AnswerType.PERSON,
        "whom": AnswerType.PERSON,
        "whose": AnswerType.PERSON,
    }.get(word, AnswerType.ENTITY)
    return Classification(QuestionKind.FACTOID, answer, reason=f"embedded {word}")


def classify(question: str, *, one_subject: bool = False) -> Classification:
    """Classify ``question`` (already merged with any clarification context). ``one_subject``: the
    documents asked are about one thing, which "this"/"that" with a noun points at (see ``vague``)."""
    text = as_meant(display(question))
    if not text or not any(ch.isalnum() for ch in text):
        return Classification(QuestionKind.VAGUE, reason="empty question")
    if _GREETING.match(text):
        return Classification(QuestionKind.GREETING, reason="greeting")
    if _META.match(text):
        return Classification(QuestionKind.META, reason="asks about the library")
    if _SUMMARY.match(text):
        return Classification(QuestionKind.SUMMARY, reason="asks for a summary")
    unclear, reason, subject = vague(text, one_subject=one_subject)
    if unclear:
        return Classification(QuestionKind.VAGUE, reason=reason, subject=subject)
    if _OUT_OF_SCOPE.match(text):
        return Classification(QuestionKind.OUT_OF_SCOPE, reason="asks for an opinion, advice or new content")
    if _COMPARISON.search(text):
        return Classification(QuestionKind.EXTERNAL_COMPARISON, reason="comparison", comparison=comparison_sides(text))
    if _asks_term(text):  # before the how-questions: "How does X define Y?" asks what Y means
        return Classification(QuestionKind.DEFINITION, AnswerType.DEFINITION, reason=TERM_ASKED, asks=Asked.TERM)
    if how := _HOW_FACTOID.match(text):
        kind = how.group(1).lower()
        asks = Asked.SPAN if kind in _SPAN_WORDS else Asked.AMOUNT
        return Classification(QuestionKind.FACTOID, AnswerType.NUMBER, reason=f"how {kind}", asks=asks)
    if asks_step(text):
        return Classification(QuestionKind.EXPLANATORY, reason="asks how to do something", procedural=True)
    if asked := asked_how(text):
        reason, verb = asked
        return Classification(QuestionKind.EXPLANATORY, reason=reason, procedural=True, asks=Asked.BASIS, basis=verb)
    if WHY.match(text):
        return Classification(QuestionKind.EXPLANATORY, reason="asks why", asks=Asked.REASON)
    if _EXPLANATORY.match(text):
        return Classification(QuestionKind.EXPLANATORY, reason="asks how or why")
    if _WHEN_DUE.match(text):
        return Classification(QuestionKind.FACTOID, AnswerType.NUMBER, reason="when due", asks=Asked.SPAN)
    if _WHEN.match(text):
        return Classification(QuestionKind.FACTOID, AnswerType.DATE, reason="when")
    if _WHO.match(text):
        return Classification(QuestionKind.FACTOID, AnswerType.PERSON, reason="who")
    if _WHERE.match(text):
        return Classification(QuestionKind.FACTOID, AnswerType.PLACE, reason="where")
    if _NUMBER.match(text):
        return Classification(QuestionKind.FACTOID, AnswerType.NUMBER, reason="amount")
    if head := _VALUE_HEAD.match(text):
        answer_type, reason = _HEAD_TYPES.get(head.group("head").lower(), (AnswerType.NUMBER, "amount"))
        return Classification(QuestionKind.FACTOID, answer_type, reason=reason)
    if _is_definition(text):
        return Classification(QuestionKind.DEFINITION, AnswerType.DEFINITION, reason="definition")
    if _FACTOID_START.match(text):
        return Classification(QuestionKind.FACTOID, AnswerType.ENTITY, reason="factoid")
    embedded = _embedded_wh(text)
    if embedded is not None:
        return embedded
    if _YES_NO.match(text):
        # "Do you share my data?": a sentence that states the practice (or that it is not done) is
        # the answer, quoted; no "yes" or "no" is added.
        return Classification(QuestionKind.FACTOID, AnswerType.YES_NO, reason="yes/no")
    if text.rstrip().endswith("?") and _YES_NO_AFTER.search(text) and not _CONDITION_FIRST.match(text):
        return Classification(QuestionKind.FACTOID, AnswerType.YES_NO, reason="yes/no after a statement")
    if _is_search_phrase(text):
        # "data retention period?", "MGM diluted EPS second quarter 2023": typed as into a search
        # box, and answered like "What is ...?".
        return Classification(QuestionKind.FACTOID, AnswerType.ENTITY, reason="search phrase", phrase=True)
    # Imperatives and statements: answering would need inference.
    return Classification(QuestionKind.EXPLANATORY, reason="needs interpretation")
