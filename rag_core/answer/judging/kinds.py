"""A thing the question names by a word of which a thing is one or another, never two (a colour, a
tier, a size: english.toml ``exclusive_modifiers``), which a candidate naming the same thing by
another word of that group only is not about.

"When is the brown bin collected?" of a council's guide that speaks of grey, blue and green bins:
"General waste is collected every two weeks in your grey bin." shares every word of the question
but "brown", and the judge rated it 0.96: quoted as the answer, it would say when the grey bin is
collected. A word of the group the question says too is no other kind ("Is the blue bin collected
on the same day as the grey bin?").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from rag_core import datafiles
from rag_core.answer.candidate import Candidate
from rag_core.answer.judging.amounts import asks_how_much
from rag_core.answer.judging.other_rows import SAME_WORD, another_band, another_label_kind, another_side, naming_word
from rag_core.answer.judging.plain_kinds import PLAIN, names_none_of_what, names_none_of_which
from rag_core.answer.understand.classify import AnswerType
from rag_core.answer.understand.question import Question, content_stems, reader_words
from rag_core.answer.understand.slots import asked_shape, has_shape
from rag_core.text.lexicon import STOPWORDS, Token, says_not, stem, tokens

__all__ = [
    "another_kind",
    "another_modifier",
    "another_subject_case",
    "another_thing",
    "another_tier",
    "asked_case",
    "conditioned_instead",
    "likened_instead",
    "names_none_of_which",
    "names_none_of_what",
    "other_kind",
]

_SAME = {"gray": "grey"}  # one word, two spellings
_LISTING = frozenset({"and", "or"})  # "black and grey bins", "blue or green bin"
_GROUP = {
    _SAME.get(word, word): n
    for n, group in enumerate(datafiles.load("english")["exclusive_modifiers"])
    for word in group
}


def _kind(word: Token) -> str:
    """The word as its group spells it ("gray": "grey")."""
    return _SAME.get(word.lower, word.lower)


def _kinds(text: str) -> set[tuple[str, str]]:
    """Each (word of a group, stem of the thing it names) in ``text``: ("brown", "bin"); in a list,
    every word of it names the thing after the list ("black and grey bins": ("black", "bin") and
    ("grey", "bin"))."""
    words = tokens(text)
    found = set()
    for at, word in enumerate(words):
        if _kind(word) not in _GROUP:
            continue
        after = at + 1
        while after < len(words) and (_kind(words[after]) in _GROUP or words[after].lower in _LISTING):
            after += 1
        if after < len(words):
            found.add((_kind(word), words[after].stem))
    return found


def another_kind(question: Question, candidate: Candidate) -> bool:
    """Whether the candidate names a thing the question names by a word of a group (see the
    module's docstring) only with other words of that group ("grey bin" for "brown bin")."""
    asked = _kinds(question.text)
    if not asked:
        return False
    said = _kinds(candidate.quote)
    named = {word for word, _ in asked}
    for word, thing in asked:
        others = {w for w, t in said if t == thing}
        if word not in others and any(w not in named and _GROUP[w] == _GROUP[word] for w in others):
            return True
    return False


_TIERS = frozenset(datafiles.load("english")["name_tier_words"])
_TIER_SAID = re.compile(rf"\b(?:{'|'.join(sorted(_TIERS))})\b", re.IGNORECASE)  # "Plus", as a name's


def another_tier(question: Question, candidate: Candidate) -> bool:
    """Whether the question names a thing by a capitalised name ("on the Everyday account") that the
    candidate says only with a tier word after it the question lacks (english.toml
    ``name_tier_words``): "With Everyday Plus there's no non-sterling transaction fee ..." (P 0.82)
    says what holds for another tier, not what the Everyday account charges abroad."""
    if _TIER_SAID.search(candidate.quote) is None:
        return False  # most candidates: no tier word to read
    names = {t.lower for t in question.tokens[1:] if t.capitalized and t.lower not in STOPWORDS}  # not "I"
    if not names:
        return False
    asked = {t.lower for t in question.tokens}
    extended = False
    for name in names:
        # the word right after the name, in the same phrase (not across a row's "|" or a label's ":")
        for found in re.finditer(rf"\b{re.escape(name)}\b(?:[ \t]+(?P<after>[A-Za-z]+))?", candidate.quote, re.I):
            after = found["after"]
            if after is None or not after[0].isupper() or after.lower() not in _TIERS or after.lower() in asked:
                return False  # the asked one itself, somewhere in the candidate
            extended = True
    return extended


def another_thing(question: Question, candidate: Candidate) -> bool:
    """Whether the candidate names the asked thing by another word before it
    (:func:`another_modifier`, in a row's label :func:`another_label_kind`), another tier after its
    name (:func:`another_tier`) or, as a row, another band of a range (:func:`another_band`) or the
    other side of a "non-" (:func:`another_side`)."""
    return (
        another_modifier(question, candidate)
        or another_tier(question, candidate)
        or another_band(question, candidate)
        or another_label_kind(question, candidate)
        or another_side(question, candidate)
    )


_BE = frozenset({"is", "are", "was", "were"})


def another_modifier(question: Question, candidate: Candidate) -> bool:
    """Whether a be-question names its subject by a word before it ("dentist appointments") that the
    candidate does not say, while it names the thing by another word ("Time off for hospital
    appointments is paid.", rated P 0.81 for "Are dentist appointments paid?"): it says whether
    another kind of the thing holds. So for a how-much question: "Dinner tickets cost £65 ..." gives
    no price of a day ticket (P 0.82 for "How much does a day ticket cost?")."""
    asked = question.tokens
    if candidate.is_row or not candidate.missing or not asked:
        return False
    if question.classification.answer_type is AnswerType.YES_NO and asked[0].lower in _BE:
        predicate, asked = asked[-1].stem, asked[1:-1]  # its subject: "Are dentist appointments paid?"
        # ... as the sentence's subject, before the asked predicate: "Travel by rail is reimbursed at
        # standard class fares." says how much is paid, which answers "Is first class rail travel reimbursed?"
        said = tokens(candidate.quote)
        said = said[: next((at for at, t in enumerate(said) if t.stem == predicate), len(said))]
    elif asks_how_much(question):
        said = tokens(candidate.quote)
    else:
        return False
    pairs = {
        (first.lower, second.stem)
        for first, second in zip(asked, asked[1:])
        if naming_word(first) and naming_word(second) and first.lower in candidate.missing
    }
    return any(
        second.stem == thing and naming_word(first) and first.lower != modifier
        for modifier, thing in pairs
        for first, second in zip(said, said[1:])
    )


def other_kind(question: Question, label: set[str], asked: frozenset[str], row: Candidate) -> bool:
    """Whether a table row whose label (its stems, ``label``) says words the question (its stems,
    ``asked``) does not names another kind of the asked thing: the row lacks a question word that
    stands beside the label's words in the question and is no form of the label's other words
    ("Mortgage exit fee" for "the mortgage adviser's fee"; not "Total amount to be repaid" for "the
    total amount repayable", nor "Sofa bed for child | Price | £45.00" for "How much extra is the
    sofa bed for my son?", whose "extra" the row's rate says and "son" its "child")."""
    extra = label - asked
    if not extra or not row.missing:
        return False
    words = question.tokens
    beside = {
        words[at].lower
        for at in range(len(words))
        if any(0 <= near < len(words) and words[near].stem in label & asked for near in (at - 1, at + 1))
    }
    mine = reader_words(words)
    return any(
        all(word[:SAME_WORD] != said[:SAME_WORD] for said in extra)
        for word in row.missing
        if word in beside and stem(word) not in mine
    )


# "... on the same basis as enhanced maternity pay", "... the same as for full-time staff", "... in
# line with the statutory scheme": what the sentence's subject is likened to.
_LIKENED = re.compile(
    r"\b(?:(?:on\s+)?the\s+same\s+(?:\w+\s+){0,2}?as(?:\s+for)?|in\s+line\s+with|similar\s+to|equivalent\s+to)\b",
    re.IGNORECASE,
)
_LIKENED_TAIL_WORDS = 6  # what a sentence likens its subject to closes it: "... as enhanced maternity pay."
_ASKS_LIKENESS = frozenset(datafiles.load("english")["likeness_words"])


def likened_instead(question: Question, candidate: Candidate) -> bool:
    """Whether the sentence says a word of the question only in what it likens its subject to:
    "Enhanced shared parental pay is paid on the same basis as enhanced maternity pay." tells of
    shared parental pay, not what enhanced maternity pay is (P 0.96, high, for "enhanced maternity
    pay"). A question asking whether two things are alike is left to the judge."""
    if candidate.is_row:
        return False
    found = _LIKENED.search(candidate.quote)
    if found is None or {t.lower for t in question.tokens} & _ASKS_LIKENESS:
        return False
    if len(tokens(candidate.quote[found.end() :])) > _LIKENED_TAIL_WORDS:
        return False  # the sentence goes on past what it likens ("... similar to the defunct agency, which was ...")
    return _asked_only_after(question, candidate.quote, found)


# "... as long as your pet meets the ... rabies vaccination rules", "... provided that you ...": a
# condition of what the sentence says.
_CONDITION = re.compile(  # not the verb: "NCC has provided links to other Internet sites ..."
    r"\b(?:as|so)\s+long\s+as\b|\b(?:provided|providing)\s+that\b|,\s*provided\b|\bon\s+(?:the\s+)?condition\s+that\b",
    re.I,
)
_ASKS_CONDITION = re.compile(r"\b(?:if|when|unless|provided|providing|as\s+long\s+as)\b", re.I)


def conditioned_instead(question: Question, candidate: Candidate) -> bool:
    """Whether a yes/no answer says a word of the question only in a condition of what it states:
    "Premier also covers your pet while travelling in the European Union ..., as long as your pet
    meets the animal health certificate and rabies vaccination rules for the journey." tells
    nothing of whether vaccinations are covered (P 0.82 for "are vaccinations covered"). A question
    with a condition of its own ("Can I cancel if I have made a claim?") is left to the judge."""
    if candidate.is_row or question.classification.answer_type is not AnswerType.YES_NO:
        return False
    if _ASKS_CONDITION.search(question.text):
        return False
    found = _CONDITION.search(candidate.quote)
    if found is None:
        return _deed_denied_in_condition(question, candidate.quote)
    return _asked_only_after(question, candidate.quote, found)


_DENIED = re.compile(r"\b(?:cannot|can['’]t|not|unable\s+to|fails?\s+to)\s+(?:be\s+)?(?P<verb>[a-z]+)", re.I)


def _deed_denied_in_condition(question: Question, quote: str) -> bool:
    """Whether a sentence opens with the case the question's deed does not happen: "If you have asked
    for a meter but we cannot fit one at your property ..., you will pay an assessed charge ..."
    (P 0.81) says nothing of a charge to fit one ("Is there a charge to have a water meter fitted?")."""
    parts = _condition_parts(quote, closing=False)
    if parts is None or any(says_not(t.lower) for t in question.tokens):
        return False
    return any(stem(m["verb"].lower()) in question.stems for m in _DENIED.finditer(parts[0]))


def _asked_only_after(question: Question, quote: str, found: re.Match[str]) -> bool:
    """Whether a content word of the question is said in ``quote`` after ``found`` and not before it."""
    before = {t.stem for t in tokens(quote[: found.start()])}
    after = {t.stem for t in tokens(quote[found.end() :])}
    return any(s in after and s not in before for s in content_stems(question))


# A sentence opened by its condition, then what is done in it: "If you are not happy with our final
# response, or we have not sent it within 8 weeks, you can refer your complaint to ...". The condition
# ends at the comma before the main clause's subject and verb.
_OPENING_IF = re.compile(r"^\W*(?:\d+(?:\.\d+)*\.?\s+)?(?:if|unless|when)\s", re.IGNORECASE)
_MAIN_CLAUSE = re.compile(
    r",\s*(?:you|we|they|it|he|she|the\s+\w+)\s+(?:can|may|must|will|should|could|might|need|have|has|are|is|do|does)\b",
    re.IGNORECASE,
)


def in_condition_only(question: Question, candidate: Candidate) -> bool:
    """Whether a sentence's only value of the asked kind is in its condition: a sum of money for how
    much ("You will not be able to borrow or renew items if you owe us £10 or more." gives no amount
    owed: P 0.96 for "How much do I owe?"), a length of time for how long (:func:`timed_in_condition`)."""
    if asks_how_much(question) and not candidate.is_row:
        return _only_in_condition(_condition_parts(candidate.quote), lambda part: bool(_MONEY.search(part)))
    return timed_in_condition(question, candidate)


_TRAILING_IF = re.compile(r",?\s+(?:if|unless)\s", re.IGNORECASE)
_MONEY = re.compile(r"[$€£¥]\s?\d|\b\d[\d,.]*\s?(?:pounds?|dollars?|euros?|pence)\b", re.IGNORECASE)


def _condition_parts(quote: str, *, closing: bool = True) -> tuple[str, str] | None:
    """A sentence's condition and the rest of it: an opening "if" clause up to its main clause's
    subject, or (``closing``) a closing one; None when it has no such condition."""
    if _OPENING_IF.match(quote):
        main = _MAIN_CLAUSE.search(quote)
        return None if main is None else (quote[: main.start()], quote[main.start() :])
    found = _TRAILING_IF.search(quote) if closing else None
    return None if found is None else (quote[found.start() :], quote[: found.start()])


def _only_in_condition(parts: tuple[str, str] | None, gives: Callable[[str], bool]) -> bool:
    """Whether the condition of ``parts`` (:func:`_condition_parts`) gives the value and the rest does not."""
    return parts is not None and gives(parts[0]) and not gives(parts[1])


def timed_in_condition(question: Question, candidate: Candidate) -> bool:
    """Whether a how-long question is met by a sentence whose only length of time is in the condition
    it opens with: "If you are not happy with our final response, or we have not sent it within 8
    weeks, you can refer your complaint to the Financial Ombudsman Service." (P 0.82) gives no time
    for "How long do I have to take my complaint to the ombudsman?"."""
    if candidate.is_row or asked_shape(question.text) != "duration":
        return False
    parts = _condition_parts(candidate.quote, closing=False)
    return _only_in_condition(parts, lambda part: has_shape("duration", part))


# "What happens if ...?", "What should I do if ...?", "What if ...?": the case after "if".
_ASKS_IF = re.compile(
    r"^\W*what\s+(?:(?:happens|will\s+happen|would\s+happen|should\s+(?:i|we)\s+do|do\s+(?:i|we)\s+do"
    r"|can\s+(?:i|we)\s+do)\s+)?if\s+(?P<case>[^?]+)",
    re.IGNORECASE,
)
# Words before a condition's subject ("If any Rent is unpaid", "If your bin has not been emptied").
_DETERMINERS = PLAIN | {"these", "those", "every", "all", "some", "no"}
# A condition about a person, whose deed says what the case is ("If you cancel within 7 days").
_PERSONS = frozenset({"you", "we", "they", "i", "he", "she", "it", "someone", "anyone", "anybody", "somebody", "one"})


def asked_case(question: Question) -> str | None:
    """The case a what-if question asks about ("What happens if I'm late with the rent": "I'm late
    with the rent"), None for any other question."""
    asked = _ASKS_IF.match(question.text)
    return asked["case"] if asked else None


def another_subject_case(question: Question, candidate: Candidate) -> bool:
    """Whether a sentence opened by a condition about another thing says what happens in that
    thing's case, not in the asked one: "If keys are returned late, the Tenant will pay Rent on a
    daily basis until they are returned." tells nothing of "What happens if I'm late with the rent"
    (P 0.82): its condition is about keys, which the question never names, and the rent the question
    is late with is only in what follows. A condition about a person ("If you cancel within 7 days,
    ...") is left to the judge."""
    case = asked_case(question)
    parts = _condition_parts(candidate.quote, closing=False) if case and not candidate.is_row else None
    if parts is None:
        return False
    said = tokens(_OPENING_IF.sub("", parts[0], count=1))
    subject = next((t for t in said if t.lower not in _DETERMINERS), None)
    if subject is None or subject.lower in _PERSONS or not subject.lower.isalpha():
        return False
    asked = {t.stem for t in question.tokens}
    if subject.stem in asked:
        return False
    condition = {t.stem for t in said}
    rest = {t.stem for t in tokens(parts[1])}
    return any(t.stem in rest and t.stem not in condition for t in tokens(case) if t.lower not in STOPWORDS)
