"""A contact the question asks for, read from the sentence that gives it for whom it asks.

"What is the Kaleida Health Privacy Officer's phone number?" is answered by "If you have any
questions about this notice ..., please contact the Kaleida Health Privacy Officer at
716-859-8559.": it gives a phone number and says every other word of the question. The judge rates
such a sentence low (P 0.03 on the dev policies: its words are the policy's commonest, and the
features know a number, not a phone number) while a sentence that talks about phone numbers
("unique numbers that may identify you (such as ... your phone number ...)") rates higher and gives
none. Only a value of the asked shape answers, so the sentence is found by what it holds.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from rag_core import datafiles
from rag_core.answer.candidate import Candidate, page_stems, row_cells
from rag_core.answer.judging.contrast import about_another_case
from rag_core.answer.judging.dated import dating_line
from rag_core.answer.judging.gates import misreads, other_day, other_period, quotable, tabular
from rag_core.answer.judging.measure import is_table_text
from rag_core.answer.judging.numbered import other_numbered
from rag_core.answer.understand.slots import EVIDENT, SHAPE_WORDS, has_shape
from rag_core.judge.features import QuestionView
from rag_core.text.lexicon import ROLE_NOUNS, Token, stem, tokens


def contact_line(shape: str, candidates: Iterable[Candidate], asking: frozenset[str] = frozenset()) -> Candidate | None:
    """The first candidate (best first) that gives a value of ``shape`` (a phone number, an email,
    web or street address) and misses none of the question's words but those asking for the contact
    (``asking``: more of them); or None when no sentence says for whom the contact is."""
    words = SHAPE_WORDS.get(shape)
    if words is None:
        return None
    words |= asking
    return next(
        (
            c
            for c in candidates
            if not c.is_row and quotable(c) and _gives(shape, c.quote) and all(m in words for m in c.missing)
        ),
        None,
    )


# What says that a run of digits is a phone number: a table line ("Sligo 328 1999", a depot, its
# staff and the year it opened) has the shape of one but is none.
_PHONE_CUE = re.compile(
    r"\b(?:call|phone|telephone|tel|fax|mobile|hotline|helpline|contact|reach|ring|dial|number)\b|\+\d", re.I
)


def _gives(shape: str, text: str) -> bool:
    """Whether ``text`` gives a value of ``shape``; a phone number in a flattened table line only
    with a word that says it is one."""
    if not has_shape(shape, text):
        return False
    return shape != "phone" or not is_table_text(text) or bool(_PHONE_CUE.search(text))


_KIND_NOUNS = frozenset(datafiles.load("english")["organisation_kind_nouns"])
_OWN = frozenset(datafiles.load("english")["author_determiners"])


def own_kind(toks: Sequence[Token]) -> frozenset[str]:
    """The kind of organisation a question calls the documents' own by ("school" in "What is the
    school's phone number?"), which the line giving its contact need not say: "Ashbourne Park
    Academy, Park Lane ... Telephone 01632 448 200." names it, or no one."""
    return frozenset(
        token.lower
        for index, token in enumerate(toks)
        if index and token.lower in _KIND_NOUNS and toks[index - 1].lower in _OWN
    )


def shaped_answer(
    shape: str, view: QuestionView, candidates: Sequence[Candidate], rest: Sequence[Candidate], min_p: float
) -> list[Candidate]:
    """Below the judge's threshold, the best candidate still answers a question for a value of a
    fixed shape (:data:`EVIDENT`: a document's date, a length of time, how often, a time of day, a
    contact) that it gives, when its P reaches ``min_p``: the asked shape is evidence the features
    do not weigh; not when it is about another period or misses the asked day of the week. Else a
    document's date and a contact are their evident lines (:func:`evident_line`), whatever their
    P. A candidate that misreads the question or is about another case is passed over ("You can
    return unworn items within 30 days of delivery for a full refund." for "How long does a refund
    take?"). Confidence stays below high (P decides that)."""
    lead = next(
        (c for c in candidates if not (misreads(view.question, c) or about_another_case(view.question, c, candidates))),
        candidates[0],
    )
    if (
        shape in EVIDENT
        and lead.p is not None
        and lead.p >= min_p
        and quotable(lead)
        and not lead.antonym  # "The school day starts at 08:50." for "What time does school finish?"
        and not _measures_unasked(view.question.text, lead)
        and not _wait_unasked(view.question.text, lead)
        and not _label_unasked(view.question.stems, lead)
        and not (other_period(view, lead) or other_day(lead) or other_numbered(view.question.text, lead.quote))
        and has_shape(shape, lead.quote)
    ):
        return [lead]
    line = evident_line(shape, view, [*candidates, *rest])
    return [line] if line is not None else []


# "How much notice ...?", "How much leave ...?": the thing whose amount is asked ("How much time
# ...?" asks the value's kind, which no sentence need say).
_VALUE_KINDS = frozenset(datafiles.load("english")["value_kind_nouns"])
_HOW_MUCH_OF = re.compile(
    r"^\W*how\s+much\s+(?P<noun>[a-z]+)\s+(?:do|does|did|will|would|can|should|must|is|are)\b", re.I
)


def _measures_unasked(question: str, lead: Candidate) -> bool:
    """Whether a question for how much of a thing there is ("How much notice do I have to give ...?")
    is met by a sentence that does not say the thing: its length of time ("5 days' paid study
    leave") is another thing's."""
    asked = _HOW_MUCH_OF.match(question)
    return asked is not None and asked["noun"].lower() not in _VALUE_KINDS and asked["noun"].lower() in lead.missing


# "How long before I can claim ...?", "How soon can I join?": how long one waits to do something.
_WAIT_FOR = re.compile(
    r"^\W*how\s+(?:long\s+(?:before|until|till)|soon)\s+(?:(?:i|we|you|they)\s+)?(?:can|could|may|will|would)?\s*"
    r"(?:(?:i|we|you|they)\s+)?(?:be\s+able\s+to\s+)?(?P<verb>[a-z]+)\b",
    re.I,
)


def _wait_unasked(question: str, lead: Candidate) -> bool:
    """Whether a question for how long one waits to do something ("How long before I can claim
    for an illness?") is met by a sentence that does not say the deed: its length of time ("in the
    12 months before the problem started") is another thing's."""
    asked = _WAIT_FOR.match(question)
    return asked is not None and asked["verb"].lower() in lead.missing


def _label_unasked(asked: frozenset[str], lead: Candidate) -> bool:
    """Whether a table row answers though its label says none of the question's words: "Lunch |
    Reception: 11:45am to 12:45pm | ..." gives a time, and a range's end, but for "What time does
    my Reception child finish school?" the "End of day" row's is asked."""
    cells = row_cells(lead) if tabular(lead) else []
    return bool(cells) and not {t.stem for t in tokens(cells[0])} & asked


def _youngest_line(view: QuestionView, candidates: Sequence[Candidate]) -> Candidate | None:
    """The one sentence that gives an age one must be ("Members must be at least 16 years old.")
    for "How old do I have to be to join?", whose words ("join") it need not say; of several, the
    one carrying every word of the question; None when that leaves none or several."""
    lines = {
        (c.doc_id, c.page, c.sentence.start): c
        for c in candidates
        if not c.is_row and has_shape("min_age", c.quote) and quotable(c) and not misreads(view.question, c)
    }
    found = list(lines.values())
    if len(found) > 1:
        found = [c for c in found if not c.missing]
    return found[0] if len(found) == 1 else None


def evident_line(shape: str, view: QuestionView, candidates: Sequence[Candidate]) -> Candidate | None:
    """Whatever its P, the line that gives the asked value for what is asked: a document's date is
    its dating line (:func:`~rag_core.answer.judging.dated.dating_line`), a contact the sentence
    that gives it for whom it is asked (:func:`contact_line`) unless it is about another period;
    None for any other shape."""
    if shape == "document_date":
        return dating_line(view, candidates)
    if shape == "min_age":
        return _youngest_line(view, candidates)
    if shape not in SHAPE_WORDS:
        return None
    asking = own_kind(view.question.tokens)
    if shape == "identifier":  # the bill's "Account number: 6014 2287 935" before "pay X Ltd, account number ..."
        candidates = sorted(candidates, key=lambda c: not _labels_asked(c.quote, view.question.stems))
    line = contact_line(shape, candidates, asking) or _page_contact(shape, candidates, asking, view.question.stems)
    return None if line is None or other_period(view, line) else line


def _page_contact(
    shape: str, candidates: Sequence[Candidate], asking: frozenset[str], asked: frozenset[str]
) -> Candidate | None:
    """The first line that gives a contact of ``shape`` whose page says every question word the line
    misses: "Helpline 0345 600 2718, Monday to Friday, ..." in a pension booklet's contact section for
    "pension helpline number"; not one naming a role the question does not ("... contact the Privacy
    Officer at 0161 496 0123" for "What is the practice manager's phone number?")."""
    words = SHAPE_WORDS[shape] | asking
    for c in candidates:
        if c.is_row or not quotable(c) or not _gives(shape, c.quote):
            continue
        if any(t.lower in ROLE_NOUNS and t.stem not in asked for t in tokens(c.quote)):
            continue  # another holder's contact
        unsaid = [m for m in c.missing if m not in words]
        if unsaid and {stem(m) for m in unsaid} <= page_stems(c, candidates):
            return c
    return None


# "Who do I contact about my payslip?", "Who should I ask about my pay?": asks whom to turn to,
# which a line that gives an email address, phone number or web address for it answers ("Questions
# about salary and payslips go to payroll@corvane.com.").
_WHOM = re.compile(
    r"^\W*(?:who|whom)\s+(?:do|can|should|could|may|must|would)\s+(?:i|we|you|employees?|staff|customers?|members?"
    r"|parents?|users?|students?|patients?)\s+(?:contact|ask|call|e-?mail|write\s+to|speak\s+(?:to|with)"
    r"|talk\s+(?:to|with)|reach|turn\s+to|go\s+to|get\s+in\s+touch\s+with)\b",
    re.I,
)
_WHOM_WORDS = frozenset(datafiles.load("english")["contact_whom_words"])


def whom_to_contact(question: str, candidates: Sequence[Candidate]) -> Candidate | None:
    """For a question asking whom to contact about something, the first candidate (best first) that
    gives an email address, phone number or web address and misses none of its words but those
    asking; None for other questions or when no line gives one."""
    if not _WHOM.search(question):
        return None
    lines = (contact_line(shape, candidates, _WHOM_WORDS) for shape in ("email", "phone", "web"))
    found = [line for line in lines if line is not None]
    return min(found, key=candidates.index) if found else None


_LABEL = re.compile(r"^\W*(?P<label>[A-Za-z][\w .'-]{0,40}?)\s*:")


def _labels_asked(text: str, asked: frozenset[str]) -> bool:
    """Whether ``text`` opens with a label of the question's own words ("Account number:" for
    "What's my account number?"): the document's field for the asked identifier, which a sentence
    giving another party's ("pay Hollinmoor Water Ltd, sort code 40-11-62, account number
    71049263") is not."""
    found = _LABEL.match(text)
    return found is not None and {t.stem for t in tokens(found["label"])} <= asked
