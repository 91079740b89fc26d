"""A who-question for a role, answered by the sentence that names its holder in so many words.

"Who is the landlord?" is answered by "The Landlord is Fernhill Lettings Ltd of 9 High Street,
Lewes BN7 1XE." although the judge rates it low (P 0.14, beside "The Tenant shall not keep any pets
at the Property without the Landlord's written consent ..." at 0.76, which names no landlord): a
sentence that opens with the asked role, word for word, and "is" a name, or a name that "is" the
asked role, states the answer outright, as a defining sentence states what a term means
(:mod:`rag_core.answer.judging.defined`); so does a line that is only a name under a heading that
gives the role ("## Module leader" over "Dr Hannah Mercer (h.mercer@uni.example)."), and a label
line ("Lessor: Brightway Leasing Ltd."). Only for "Who is/are the <role>?" and a role's verb ("Who
chaired the board meeting?"), also when asked another way (:func:`canonical`: "Who holds the
position of <role>?", "Who's Org's <role>?", "Who is in charge of the Y?"), and only from a possible answer (P at least ``_MIN_P``; a label line
at ``_LABEL_MIN_P``: the judge learned from sentences and reads "Insurer: Halcyon Home Insurance
Ltd" at P 0.03); its confidence stays below high (P decides that).
"""

from __future__ import annotations

import re

from rag_core import datafiles
from rag_core.answer.candidate import Candidate, page_stems
from rag_core.answer.judging.gates import quotable
from rag_core.answer.judging.labelled import label_and_value
from rag_core.answer.judging.roles import bracketed_for_another, role_of_verb
from rag_core.answer.understand.question import Question
from rag_core.text.acronyms import acronym_letters, spelled_out
from rag_core.text.lexicon import STOPWORDS, stem, tokens
from rag_core.text.phrases import phrases_pattern, word_or_phrases

__all__ = ["holder_named"]

_DETERMINER = r"(?:the|our|your|its|their|this|my)"
_ASKS = re.compile(
    rf"^\s*who\s+(?:is|are|was|were)\s+{_DETERMINER}\s+(?P<role>[a-z][\w'’-]*(?:\s+[a-z][\w'’-]*){{0,3}}?)"
    # "... of Harlow Foods?": whose role, which the answer must carry (its document names it)
    r"(?:\s+(?:of|at)\s+(?P<whose>(?-i:[A-Z][\w&.'’-]*)(?:\s+(?-i:[A-Z][\w&.'’-]*))*))?\s*\??\s*$",
    re.I,
)
# "Who is the owner of the information security policy?": a role of a thing the question names in
# lower case, which the answer's page must say (the role's words alone are too few for ``_ASKS``).
_ASKS_OF = re.compile(
    rf"^\s*who\s+(?:is|are|was|were)\s+{_DETERMINER}\s+(?P<role>[a-z][\w'’-]*(?:\s+[a-z][\w'’-]*)?)"
    rf"\s+(?:of|for)\s+(?:{_DETERMINER}\s+)?(?P<thing>[a-z][\w'’-]*(?:\s+[a-z][\w'’-]*){{0,5}})\s*\??\s*$",
    re.I,
)
_MIN_P = 0.05  # a possible answer: "The Landlord is ..." at P 0.14, "The Tenant is ..." at 0.07
# A label line gives the role and its holder in so many words, however the judge (which learned
# from sentences) rates it: "Insurer: Halcyon Home Insurance Ltd" for "Who is the insurer?", P 0.03.
_LABEL_MIN_P = 0.01
_NAME = r"(?:(?:Mr|Mrs|Ms|Miss|Dr|Prof)\.?\s+)?(?!(?:The|A|An|This|That|Our|Your|Its|Their)\b)[A-Z][\w&.'’-]*"


# "Who was the previous director?": the holder before the present one, named where the new one
# took over ("Lena Marsh was appointed director ..., succeeding Tom Okafor.") or where they left.
_BEFORE = frozenset({"previous", "former", "outgoing", "last", "old"})
_TAKING_OVER = r"(?:succeeding|replacing|taking\s+over\s+from|in\s+succession\s+to)"
_PERSON = r"(?:(?:Mr|Mrs|Ms|Miss|Dr|Prof)\.?\s+[A-Z][\w'’-]+|[A-Z][a-z][\w'’-]*\s+[A-Z][\w'’-]+)"
_LEFT = r"(?:stepped\s+down|retired|resigned|left)"
# A line that is only a person's name, with their contact in brackets: "Dr Hannah Mercer (h.mercer@uni.example)."
# under the heading "Module leader" names the holder of the role the heading gives (``Candidate.headed``).
_BARE_NAME = re.compile(rf"^\s*(?:{_PERSON})(?:\s+[A-Z][\w'’-]+)?\s*(?:\([^()]*\))?\s*[.;]?\s*$")


def holder_named(question: Question, candidates: list[Candidate]) -> list[Candidate]:
    """The sentence naming the holder of the role a who-question asks about (or, asked with
    "previous" or "former", the one before), when its P reaches ``_MIN_P``; else []."""
    text = canonical(question.text)
    asked = _ASKS.match(text)
    if asked is not None:
        return _named(asked["role"].split(), {word.lower() for word in (asked["whose"] or "").split()}, candidates)
    if (of := _ASKS_OF.match(text)) is not None:
        return _named(of["role"].split(), _thing_words(of["thing"]), candidates, on_page=True)
    return _holder_of_deed(text, candidates)


def _words_pattern(key: str) -> str:
    """Any of the english.toml list ``key``'s phrases."""
    return phrases_pattern(datafiles.load("english")[key])


_ROLE_FRAME = re.compile(rf"^(\s*who)\s+(?:{_words_pattern('role_question_frames')})\s+(?:(?:the|a|an)\s+)?", re.I)
_LEADER_FRAME = re.compile(rf"^(\s*who)\s+(?:{_words_pattern('leader_question_frames')})\s+", re.I)
_PRESENT = re.compile(
    rf"^(\s*who\s+(?:is|are)\s+(?:the|our|your))\s+(?:{_words_pattern('present_role_words')})\s+", re.I
)
_WHOSE = re.compile(
    r"^(\s*who)(?:'s|\s+is)\s+(?P<whose>(?-i:[A-Z][\w&.-]*)(?:\s+(?-i:[A-Z][\w&.-]*)){0,3})['’]s\s+(?P<role>[^?]+?)"
    r"(?:,\s*please)?\s*\??\s*$",
    re.I,
)


def canonical(text: str) -> str:
    """A who-question in the words the rules read: "Who holds the position of managing director?"
    and "Who serves as managing director?" ask "Who is the managing director?", "Who's Bramble's
    COO?" asks "who is the COO of Bramble", "Who is the current MD?" "Who is the MD?", and "Who is
    in charge of the kitchen?" "Who runs the kitchen?"."""
    text = re.sub(r"^(\s*who)['’]s\b", r"\1 is", text, flags=re.I)
    text = re.sub(r",\s*please\s*(\??)\s*$", r"\1", text, flags=re.I)
    text = _ROLE_FRAME.sub(r"\1 is the ", text)
    text = _LEADER_FRAME.sub(r"\1 runs ", text)
    text = _PRESENT.sub(r"\1 ", text)
    if (whose := _WHOSE.match(text)) is not None:
        text = f"{whose[1]} is the {whose['role']} of {whose['whose']}?"
    return text


def _thing_words(text: str) -> set[str]:
    """The words naming what a role is of or a deed is done to, which the answer's page must say."""
    return {word.lower() for word in text.split()} - STOPWORDS


# "Who chaired the board meeting?": the verb of a role ("chair", "head", "lead") asks for its holder.
_ASKS_DEED = re.compile(
    r"^\s*who\s+(?P<verb>[a-z]+)\s+(?:the|our|your|its|their|this|a)\b(?P<thing>[^?]*)\??\s*$", re.I
)
# "Who runs Halden Water?": a name for a thing, without a determiner
_ASKS_LEADER = re.compile(r"^\s*who\s+(?P<verb>[a-z]+)\s+(?P<thing>(?-i:[A-Z])[^?]*)\??\s*$", re.I)
_LEADING_VERBS = frozenset(datafiles.load("english")["leading_verbs"])
_LEADING_ROLES = tuple(datafiles.load("english")["leading_roles"])
_AUXILIARIES = frozenset({"is", "are", "was", "were", "do", "does", "did", "can", "will", "should", "must", "may"})
# "Owner: Chief Technology Officer, Malin Aspgren.", "Approved by: Board of Trustees": a label line
# that gives the doer of a deed, as the deed's agent noun or its participle with "by".
_DEED_LABEL = re.compile(rf"^\s*(?P<label>[A-Z][\w'’-]*(?:\s+[a-z][\w'’-]*){{0,2}})\s*:\s*(?-i:{_NAME})")


def _holder_of_deed(text: str, candidates: list[Candidate]) -> list[Candidate]:
    """The sentence naming who holds the role whose verb the question asks by ("Who chaired the
    board meeting?": "Present: Ruth Okafor (Chair), ..."), or the label line naming the doer of the
    deed asked ("Who owns the information security policy?": "Owner: ...", "Who approved the
    policy?": "Approved by: ..."); [] for any other question."""
    asked = _ASKS_DEED.match(text) or _ASKS_LEADER.match(text)
    if asked is None or asked["verb"].lower() in _AUXILIARIES:
        return []
    thing = [word for word in asked["thing"].split() if word.lower() not in STOPWORDS]
    whose = _thing_words(asked["thing"])
    if thing and (found := _leader_by_deed(asked["thing"], candidates)):
        return found  # "Who runs the Ballarat taproom?": "Vikram Rooney manages the Ballarat taproom."
    if asked["verb"].lower() in _LEADING_VERBS:  # "Who runs the nursery?": its manager, or its head
        head, _, where = asked["thing"].strip().partition(" in ")  # "the depot in Darwin"
        placed = [w for w in head.split() if w.lower() not in STOPWORDS]
        for role in _LEADING_ROLES:  # the thing's own, or any leader of a thing its page names
            found = (
                (where and placed and _named([*placed, *role.split(), "in", *where.split()], set(), candidates))
                or (thing and _named([*thing, *role.split()], set(), candidates))
                or _named(role.split(), whose, candidates)
            )
            if found:
                return found
        return []
    verb = stem(asked["verb"].lower())
    role = role_of_verb(verb)
    if role is not None:
        # "Who manages the fund?": its "Fund Manager" first, then any manager the page names.
        return (thing and _named([*thing, role], set(), candidates)) or _named(
            [role], set(), candidates, of_thing={word.lower() for word in thing}
        )
    return _deed_labelled(verb, whose, candidates)


_LEADS = _words_pattern("leading_deeds")
_LED_BY = _words_pattern("led_by")
# "Vikram Rooney manages the Ballarat taproom.", "The Breda surgery is run by Ugo Nunez.", "This
# expenses policy is owned by the finance director, Saoirse Macaulay."
_LEADER_DEED = re.compile(
    rf"^(?-i:{_NAME})(?:\s+(?-i:[A-Z][\w&.'’-]*))*\s+(?:{_LEADS})\s+(?:the|our|its|this)\b"
    rf"|\b(?:is|are|was|were)\s+(?:{_LED_BY})\s+by\s+(?:(?:the|our|its)\s+[a-z][\w\s'’-]{{0,40}}?,\s+)?(?-i:{_NAME})",
    re.I,
)


def _leader_by_deed(thing: str, candidates: list[Candidate]) -> list[Candidate]:
    """The first sentence naming who leads the thing asked by the deed ("Who runs Sable's Ballarat
    taproom?": "Vikram Rooney manages the Ballarat taproom."), saying each of its words after
    whose it is (not "This privacy notice is owned by ..." for "Who is in charge of Northgate?")."""
    own = re.split(r"['’]s\s+", thing)[-1]
    words = {stem(t.lower) for t in tokens(own) if t.lower not in STOPWORDS}
    for candidate in candidates:
        if (candidate.p or 0.0) < _MIN_P or candidate.is_row or candidate.furniture or not quotable(candidate):
            continue
        if words and words <= {t.stem for t in tokens(candidate.quote)} and _LEADER_DEED.search(candidate.quote):
            return [candidate]
    return []


def _deed_labelled(verb: str, thing: set[str], candidates: list[Candidate]) -> list[Candidate]:
    """The first label line whose label is the doer of the deed ``verb`` (a stem): its agent noun
    ("Owner" for "own") or its participle with "by" ("Approved by" for "approv"), of a thing whose
    words the candidate's page says."""
    agents = {verb + "er", verb + "r", verb}
    for candidate in candidates:
        if (candidate.p or 0.0) < _LABEL_MIN_P or candidate.is_row or candidate.furniture:
            continue
        line = _DEED_LABEL.match(candidate.quote)
        if line is None or thing & set(candidate.missing):
            continue
        said = line["label"].lower().split()
        words = [stem(word) for word in said]
        if (len(words) == 1 and said[0].endswith(("er", "or")) and words[0] in agents) or words == [verb, "by"]:
            return [candidate]
    return []


def _named(
    words: list[str],
    whose: set[str],
    candidates: list[Candidate],
    on_page: bool = False,
    of_thing: frozenset[str] | set[str] = frozenset(),
) -> list[Candidate]:
    """The first candidate naming the holder of the role ``words`` (of the organisation ``whose``,
    which the candidate carries, or with ``on_page`` its page says: "the food bank" of "Wexcombe
    Community Food Bank" is no name the candidate is lent), and not, in brackets, the role of
    another thing than ``of_thing`` the candidate names beside it
    (:func:`~rag_core.answer.judging.roles.bracketed_for_another`)."""
    phrase = r"\s+".join(map(word_or_phrases, words))  # the role's words, however spaced ("lab": "Laboratory")
    if len(words) > 2 and words[0].lower() == "chief" and words[-1].lower() == "officer":
        phrase = phrase.removesuffix(r"\s+officer") + r"(?:\s+officer)?"  # "chief executive (officer)"
    if len(words) > 1 and words[0].lower() in _BEFORE:
        states = _predecessor(r"\s+".join(re.escape(word) for word in words[1:]))
    else:
        states = _holder(phrase)
    acronym = len(words) == 1 and words[0].isupper() and not words[0].isdigit()  # "CFO"
    labelled = _labelled(phrase)
    signed = _signature(phrase)
    role = re.compile(phrase, re.I)
    pages: dict[tuple[str, int], set[str]] = {}  # each page's stems, read once
    for candidate in candidates:
        if (candidate.p or 0.0) < _LABEL_MIN_P or candidate.furniture:
            continue
        key = (candidate.doc_id, candidate.page)
        if on_page and key not in pages:
            pages[key] = page_stems(candidate, candidates)
        if on_page and not {stem(word) for word in whose} <= pages[key]:
            continue  # the role of another thing than its page's
        if not on_page and whose & set(candidate.missing):
            continue  # another organisation's: "Who is the operations director of Brackley Medical Practice?"
        if candidate.is_row:
            # A table of particulars: "Deputy fund manager | Rajesh Malhotra".
            pair = label_and_value(candidate)
            if pair is not None and role.fullmatch(pair[0]) and re.match(_NAME, pair[1]):
                return [candidate]
            continue
        if labelled.search(candidate.quote):
            return [candidate]  # a title-cased line of labels is no heading: "Lessor: Brightway Leasing Ltd."
        if (candidate.p or 0.0) < _MIN_P or (of_thing and bracketed_for_another(candidate.quote, phrase, of_thing)):
            continue
        if signed.match(candidate.quote):
            return [candidate]
        if not quotable(candidate):
            continue
        if states.search(candidate.quote) or (candidate.headed and _BARE_NAME.match(candidate.quote)):
            return [candidate]
        spelled = spelled_out(acronym_letters(words[0]), candidate.quote) if acronym else []
        if any(_holder(r"\s+".join(map(re.escape, phrase.split()))).search(candidate.quote) for phrase in spelled):
            return [candidate]  # "Who is the CFO?": "Meera Shah (Chief Financial Officer)"
    return []


def _labelled(role: str) -> re.Pattern[str]:
    """A line that gives the role as a label and its holder after it: "Lessor: Brightway Leasing
    Ltd. Lessee: Mr Samuel Okoro.", "Chair: Ruth Okafor"."""
    return re.compile(
        rf"(?:^(?:[-\u2013\u2022*]\s+)?|[.;]\s+){role}\s*:\s*(?-i:{_NAME})", re.I
    )  # a list's "- Chair: ..."


def _signature(role: str) -> re.Pattern[str]:
    """A line that is a name and the role it signs with: "Eleanor Fairbrother, Fund Manager",
    "Margaret Okafor, Chair of Trustees" (title-cased as a heading is, but no heading)."""
    of = r"(?:\s+(?:of|for)\s+(?:the\s+)?(?-i:[A-Z][\w&'’-]*)(?:\s+(?-i:[A-Z][\w&'’-]*))*)?"  # "Chair of Trustees"
    return re.compile(rf"^(?-i:{_PERSON})(?:\s+(?-i:[A-Z][\w'’-]+))?,\s+{role}{of}\s*\.?\s*$", re.I)


def _predecessor(role: str) -> re.Pattern[str]:
    """A sentence naming who held ``role`` before: "... appointed director ..., succeeding Tom
    Okafor", "Lena Marsh succeeded Tom Okafor as director", "Tom Okafor stepped down as director
    ...", "Tom Okafor ... was succeeded by ..."; the one before is a person's name (two capitalised
    words or a title and a name), never "replacing Excel spreadsheets"."""
    return re.compile(
        rf"\b{role}\b[^.;]{{0,60}}?\b{_TAKING_OVER}\s+(?-i:{_PERSON})"
        rf"|^(?-i:{_PERSON})\s+(?:succeeded|replaced)\s+(?-i:{_PERSON})\s+as\s+(?:{_DETERMINER}\s+)?{role}\b"
        rf"|^(?-i:{_PERSON})\s+(?:{_LEFT}\s+as|who\s+{_LEFT}\s+as)\s+(?:{_DETERMINER}\s+)?{role}\b"
        rf"|^(?-i:{_PERSON})[^.;]{{0,60}}?\bas\s+(?:{_DETERMINER}\s+)?{role}\b[^.;]{{0,40}}?\bwas\s+succeeded\s+by\b",
        re.I,
    )


def _holder(role: str) -> re.Pattern[str]:
    """A sentence naming the holder of ``role``: "The Landlord is ...", "X is the chair.", "X was
    appointed chair of trustees in ...", "... became managing director", a list's "Daniel Pryce
    (Chief Executive)"."""
    return re.compile(
        rf"^{_DETERMINER}\s+{role}\s+(?:is|are|was|were)\s+(?-i:{_NAME})"
        rf"|^(?-i:{_NAME})(?:\s+(?-i:[A-Z][\w&.'’-]*|&|of|and))*\s+(?:is|are|was|were)\s+{_DETERMINER}\s+{role}\s*[.,;(]"
        # "Marta Vesterholm has been managing director since 2019."
        rf"|^(?-i:{_PERSON})\s+(?:has|have)\s+been\s+(?:{_DETERMINER}\s+)?{role}(?:\s*[.,;(]|\s+(?:since|for)\b)"
        # "Dr Helen Okafor was appointed chair of trustees in September 2024.", "... became managing director"
        rf"|^(?-i:{_NAME})(?:\s+(?-i:[A-Z][\w&.'’-]*))*\s+(?:was\s+(?:appointed|elected|named)(?:\s+as)?|became)"
        rf"\s+(?:{_DETERMINER}\s+)?{role}(?:\s*[.,;(]|\s+(?:in|on|from|since|with\s+effect)\b)"
        # "Present: Ruth Okafor (Chair), Daniel Pryce (Chief Executive), ...": a list of names with their roles
        rf"|(?-i:{_PERSON})\s*\(\s*{role}\s*\)"
        # "Rafael Kerrigan joined Silverdale as chief executive in 2021."
        rf"|^(?-i:{_PERSON})\s+(?:re)?joined\s+[^.;]{{0,60}}?\bas\s+(?:{_DETERMINER}\s+)?{role}(?:\s*[.,;(]|\s+(?:in|on|from|since)\b)"
        # "The practice manager, Hannah Nandakumar, runs ...", "Nkechi Dunmore, our head of people, looks after ..."
        rf"|^{_DETERMINER}\s+{role},\s+(?-i:{_PERSON}),|^(?-i:{_PERSON}),\s+{_DETERMINER}\s+{role},",
        re.I,
    )
