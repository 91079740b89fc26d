"""The deed a reader's question asks about ("Can I drink before the test?", "When can I take my
pension?": the verb after its auxiliary and pronoun), and the sentences that say another deed
instead: one without the asked verb does not say whether it may be done
(:func:`lacks_deed`); one naming it only as the moment something else happens ("before you take
benefits") says when that other thing happens, not when the asked one does
(:func:`times_another_deed`; so does one naming the asked thing only so: "The pool closes 30
minutes before the gym." for "When does the gym close?"). Both read by :func:`rag_core.answer.judging.gates.misreads`.
"""

from __future__ import annotations

import re

from rag_core import datafiles
from rag_core.answer.candidate import Candidate
from rag_core.answer.judging.moments import before_the_end, for_a_purpose
from rag_core.answer.judging.predicate import says_otherwise
from rag_core.answer.understand.classify import AnswerType
from rag_core.answer.understand.question import Question
from rag_core.answer.understand.slots import asked_shape
from rag_core.text.lexicon import AUXILIARY_VERBS, IRREGULAR_BASE, LIGHT_VERBS, STOPWORDS, Token, past_form, tokens

__all__ = ["asked_deed", "lacks_deed", "lacks_obligation", "says_doers_deed", "spans_another", "times_another_deed"]

_PRONOUNS = frozenset({"i", "we", "you", "they"})
# "be" and "get" before the deed's participle: "When will I be told ...?", "When do I get paid?"
_PASSIVE = frozenset({"be", "get"})
# Words opening a clause that names the moment another thing happens: "before you take benefits".
_TIME_CLAUSE = frozenset({"before", "after", "until", "till", "once", "when", "whenever"})
# A verb before its object's determiner may only carry the noun ("run a background check" is said by
# "We carry out a background check ..."), and one before "to" the verb after it ("ask BWW to delete").
_DETERMINERS = frozenset({"a", "an", "the", "my", "your", "our", "their", "his", "her", "any", "some", "this", "that"})
_TO_REACH = 3
_CLAUSE_REACH = 3  # words between the conjunction and the verb ("before you have taken")
_OBLIGATION = frozenset(datafiles.load("english")["obligation_words"])
_WHO = f"(?:{'|'.join(sorted(_PRONOUNS))})"  # who asks: "I", "we", "you", "they"
# "Do I have to go to the labs?", "Do we need to register?", "Must I wear a helmet?", "Am I required
# to attend?": whether a thing must be done, the verb after the asking words.
_OBLIGED = re.compile(
    rf"^\W*(?:(?:do|does|will)\s+{_WHO}\s+(?:have|need)\s+to|must\s+{_WHO}|"
    rf"(?:am|are|is)\s+{_WHO}\s+(?:required|obliged|expected)\s+to)\s+(?P<verb>[a-z]+)",
    re.IGNORECASE,
)
_HAVE = frozenset({"have", "has", "had"})


def asked_deed(question: Question) -> Token | None:
    """The verb of a question of the reader's or the author's own deed, after its auxiliary and
    pronoun ("drink" of "Can I drink before the test?", "take" of "When can I take my pension?",
    "told" of "When will I be told?"); None for any other question ("Is the risotto vegan?")."""
    words = question.tokens
    at = 1 if words and words[0].lower == "when" else 0
    if len(words) < at + 3 or words[at].lower not in AUXILIARY_VERBS or words[at + 1].lower not in _PRONOUNS:
        return None
    verb = at + 2
    if words[verb].lower in _PASSIVE and len(words) > verb + 1:
        verb += 1
    return words[verb] if words[verb].lower.isalpha() and words[verb].lower not in AUXILIARY_VERBS else None


def _form_of(word: str, verb: str) -> bool:
    """Whether ``word`` is a form of ``verb`` ("added", "adds", "adding" of "add"; "taking" of
    "take", "stopped" of "stop", "taken" of "take")."""
    if word == verb or IRREGULAR_BASE.get(word) == verb:
        return True
    base = verb.removesuffix("e")
    if not word.startswith(base) or len(word) <= len(base):
        return False
    rest = word[len(base) :]
    return rest in _ENDINGS or (rest[0] == base[-1] and rest[1:] in ("ed", "ing"))


_ENDINGS = frozenset({"s", "es", "d", "ed", "ing", "e"})


def lacks_deed(question: Question, candidate: Candidate) -> bool:
    """Whether a yes/no question of the reader's own deed ("Can I drink before the test?") is met by
    a sentence that does not say the deed, nor its opposite: "Stop eating solid food at 9 am on the
    day before your test." says what to do about eating (it was rated P 0.82, and "You may drink
    clear fluids until two hours before your appointment." answers). A light verb ("Can I bring my
    dog?" by "Dogs are welcome ...") carries only its object and is not asked, nor is a verb before
    its object's determiner or before another verb's "to" (see ``_DETERMINERS``)."""
    if question.classification.answer_type is not AnswerType.YES_NO or candidate.is_row:
        return False
    deed = asked_deed(question)
    if deed is None or deed.lower in LIGHT_VERBS or deed.lower not in candidate.missing:
        return False
    said = tokens(candidate.quote)
    if any(_form_of(t.lower, deed.lower) for t in said):
        return False  # "Gadget cover can be added ..." ("added" stems otherwise than "add")
    after = [t.lower for t in question.tokens[question.tokens.index(deed) + 1 :]]
    if after[:1] and after[0] in _DETERMINERS or "to" in after[:_TO_REACH]:
        return False  # "run a background check" says it by its noun; "ask BWW to delete ..." by its last verb
    return not says_otherwise(deed.lower, said)


def times_another_deed(question: Question, candidate: Candidate) -> bool:
    """Whether a when-question of the reader's deed ("When can I take my pension?") is met by a
    sentence naming the deed only as the moment something else happens: "You can transfer it to
    another pension scheme at any time before you take benefits." says when a transfer may be made
    (it was rated P 0.96, high), where "You can take your benefits from age 57 ..." answers. So for
    a time of day given for an occasion the question does not name (:func:`_for_another_occasion`),
    for what holds before an end asked after it, or for the means to the asked thing
    (:mod:`rag_core.answer.judging.moments`)."""
    if (
        _for_another_occasion(question, candidate)
        or before_the_end(question, candidate)
        or for_a_purpose(question, candidate)
    ):
        return True
    if not question.tokens or question.tokens[0].lower != "when" or candidate.is_row:
        return False
    deed = asked_deed(question)
    if deed is None:
        return _times_another_subject(question, candidate)
    said = tokens(candidate.quote)
    return _only_as_moment(said, [at for at, t in enumerate(said) if t.stem == deed.stem])


# "On the last day of the autumn and spring terms, the school day finishes at 2:00pm ...": an opening
# phrase naming the day or occasion the rest of the sentence holds for.
_OCCASION = re.compile(r"^\W*(?:\d+(?:\.\d+)*\.?\s+)?(?:on|during|for)\s+(?P<occasion>[^,:;.\d]{3,60}),", re.I)


def _for_another_occasion(question: Question, candidate: Candidate) -> bool:
    """Whether a question for a time of day ("What time does school finish?") is met by a sentence
    opening with an occasion the question does not name: "On the last day of the autumn and spring
    terms, the school day finishes at 2:00pm for all children." (P 0.51-0.81) tells the time of
    those days only."""
    found = _OCCASION.match(candidate.quote)
    if found is None or candidate.is_row or asked_shape(question.text) != "clock_time":
        return False
    named = {t.stem for t in tokens(found["occasion"]) if t.lower not in STOPWORDS}
    return bool(named) and not named & question.stems


def _times_another_subject(question: Question, candidate: Candidate) -> bool:
    """Whether a when-question of a thing ("When does the gym close?") is met by a sentence naming
    the thing only as the moment another one does it: "The pool closes 30 minutes before the gym."
    says when the pool closes. Not when the asked verb follows the thing ("... after the sale ends
    on 5 May" says when the sale ends)."""
    words = question.tokens
    if len(words) < 4 or words[1].lower not in AUXILIARY_VERBS or words[2].lower in _PRONOUNS:
        return False
    verb = words[-1].lower
    subject = {t.stem for t in words[2:-1] if t.lower not in _DETERMINERS and t.lower.isalpha()}
    said = tokens(candidate.quote)
    return _only_as_moment(said, [at for at, t in enumerate(said) if t.stem in subject], verb)


# "How long is my probation?", "How long does the guarantee last?": a length of time of a thing.
_HOW_LONG = re.compile(r"^\W*how\s+long\s+(?:is|are|was|were|will|does|do|did)\b", re.IGNORECASE)
_CLAUSE_END = re.compile(r"[,;:]")


def spans_another(question: Question, candidate: Candidate) -> bool:
    """Whether a how-long question of a thing ("How long is my probation?") is met by a sentence
    naming the thing only in a clause of time: "After you have passed your probation, you will
    receive full pay for up to 4 weeks of sickness absence ..." gives the length of another thing
    (the asked thing's is "Probation period | Six months"), as does a deadline counted from the
    thing (:func:`_in_time_clause`)."""
    if not _HOW_LONG.match(question.text) or candidate.is_row:
        return False
    subject = {
        t.stem
        for t in question.tokens[3:]
        if t.lower.isalpha() and t.lower not in _DETERMINERS and t.lower not in _PRONOUNS and t.lower not in STOPWORDS
    }
    quote = candidate.quote
    places = [t.start for t in tokens(quote) if t.stem in subject]
    return bool(places) and all(_in_time_clause(quote, at) for at in places)


def _in_time_clause(text: str, at: int) -> bool:
    """Whether the word at ``at`` follows a conjunction of time within its clause ("After you have
    passed your probation, ...", "..., once you have passed your probation."), or a deadline counted
    from it ("Claims must be made within 5 working days of ... the date of the exam" gives no
    length of the exam)."""
    opens = max((m.end() for m in _CLAUSE_END.finditer(text, 0, at)), default=0)
    before = [t.lower for t in tokens(text[opens:at])]
    if any(lower in _TIME_CLAUSE for lower in before):
        return True
    # "within 5 working days of ... the exam", not "within 28 days of purchase to extend the warranty"
    counted = before[before.index("within") :] if "within" in before else []
    return "of" in counted and "to" not in counted


def _only_as_moment(said: list[Token], places: list[int], verb: str = "") -> bool:
    """Whether the sentence (``said``) names the asked thing (at ``places``) and only right after a
    conjunction of time ("before you take benefits", "before the gym"), nor with ``verb`` right
    after it ("after the sale ends")."""
    return bool(places) and all(
        any(w.lower in _TIME_CLAUSE for w in said[max(0, at - _CLAUSE_REACH) : at])
        and not (verb and any(_form_of(w.lower, verb) for w in said[at + 1 : at + 1 + _CLAUSE_REACH]))
        for at in places
    )


def lacks_obligation(question: Question, candidate: Candidate) -> bool:
    """Whether a question whether a thing must be done ("Do I have to go to the labs?") is met by a
    sentence that says neither the asked verb nor whether anything must, may or need not be done
    (english.toml ``obligation_words``, "have to"): "Computer labs are led by the teaching
    assistant, Ms Leila Haddad." was rated P 0.82, where "Attendance at computer labs is
    compulsory ..." answers."""
    if question.classification.answer_type is not AnswerType.YES_NO or candidate.is_row:
        return False
    asked = _OBLIGED.match(question.text)
    if asked is None:
        return False
    said = tokens(candidate.quote)
    verb = asked["verb"].lower()
    if any(_form_of(t.lower, verb) or t.lower in _OBLIGATION for t in said):
        return False
    return not any(a.lower in _HAVE and b.lower == "to" for a, b in zip(said, said[1:]))


# Auxiliaries opening a question of what someone does ("Does BWW sell ...?", "Will MLB notify me ...?").
_DOES = frozenset({"do", "does", "did", "will", "would", "can", "could"})
_ASKERS = frozenset({"i", "we", "they"})


def doers_deed(question: Question) -> Token | None:
    """The verb of a yes/no question of what its doer does, after the auxiliary and the doer: "you",
    a name ("BWW", "The Motley Fool", "fool.com") or "the" and a noun ("the site"): "sell"
    of "Does BWW sell my personal information?", "use" of "Does the site use cookies?"; None for
    any other question: one of the asker's own deeds ("Can I ...?", "Will they ...?"), or one whose
    word there is no plain verb ("Do teenagers need ...?" names no doer this reads)."""
    words = question.tokens
    if len(words) < 3 or words[0].lower not in _DOES:
        return None
    at = 1
    if words[at].lower in _ASKERS:
        return None  # "Can I deactivate my account?", "Will they use my data?": no doer a document names
    if words[at].lower in _PRONOUNS:
        at += 1
    elif words[at].lower in _DETERMINERS and not words[at].capitalized:
        at += 2
    elif _plural_doer(words[at]) and len(words) > at + 1 and not past_form(words[at + 1].lower):
        at += 1  # "Can schools apply?", "Do charities pay ...?": a kind of doer the document names
    else:
        while at < len(words) and (words[at].capitalized or "." in words[at].text):
            at += 1
        if at == 1:
            return None
    if at >= len(words):
        return None
    verb = words[at]
    if not verb.lower.isalpha() or verb.capitalized or verb.lower in AUXILIARY_VERBS or verb.lower in STOPWORDS:
        return None
    return verb


def _plural_doer(word: Token) -> bool:
    """A lower-case plural noun naming doers ("schools", "charities"), not a pronoun or function word."""
    return word.lower.endswith("s") and len(word.lower) > 3 and word.lower not in STOPWORDS and not word.capitalized


def says_doers_deed(question: Question, candidate: Candidate) -> bool:
    """Whether ``candidate`` says the deed a yes/no question asks of its doer (:func:`doers_deed`),
    in any of its forms ("sells" or "sold" of "sell", "encryption" of "encrypt"; not "identifiable"
    of "identify"); never a light verb ("Do you have ...?"), which says little on its own."""
    deed = doers_deed(question)
    if deed is None or deed.lower in LIGHT_VERBS:
        return False
    verb = deed.lower
    return any(_form_of(t.lower, verb) or t.lower in (f"{verb}ion", f"{verb}ions") for t in tokens(candidate.quote))
