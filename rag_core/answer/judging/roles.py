"""A who-question for one role is not answered by the holder of another role of the same kind.

"Who is the head of finance?" names a kind of role ("head") and what narrows it ("finance"); "Hiroshi
Lefevre is our head nurse." and "Our head baker is Caspar Lindenmayer." name a head of something
else. The judge reads the shared "head" and the shape of a name as the answer (P up to 0.98), so a
candidate that names a role of the asked kind without every word that narrows it is never the
answer. A candidate that names no role of that kind ("Marguerite Aldane looks after recruitment,
rotas and pay as our people manager.") is left to the judge.

Nor is a sentence that says the asked deed was done without saying by whom: "Who founded
Harbourline?" is not answered by "Harbourline Logistics was founded in 1998 in Calgary." (P 0.99),
which says when and where (:func:`no_agent`). Nor is a board's line that gives the role in brackets
after another committee: "Dr Priya Raman Independent Non-executive Director Remuneration (Chair),
Audit, Nomination" for "Who chairs the audit committee?" (P 0.82; :func:`bracketed_for_another`).
"""

from __future__ import annotations

import re

from rag_core import datafiles
from rag_core.text.lexicon import (
    PLACE_PREPOSITIONS,
    QUESTION_FRAME,
    ROLE_NOUNS,
    ROLE_TIME_WORDS,
    STOPWORDS,
    Token,
    past_form,
    stem,
    tokens,
)

__all__ = ["asked_role", "bracketed_for_another", "former_holder", "no_agent", "other_role", "role_of_verb"]

# "head nurse", "chief executive", "lead engineer": the word after these narrows the role too.
_OPENING = frozenset(datafiles.load("english")["role_openings"])
_OPENING_STEMS = frozenset(stem(word) for word in _OPENING)
_AFTER_OF = 3  # words read after "head of" / "director for"
_PREFIX = 5  # "finance" and "financial" narrow alike


def _narrows(token: Token, capitals: bool) -> bool:
    """A word that can narrow a role: no stopword, question word or time word, and no capitalised
    name (an organisation's: "Redfern head of people"), unless it is an acronym ("IT director") or
    ``capitals``: a title written in capitals after its role word ("Chief Financial Officer"), or
    a question that capitalises every word ("Who Is The Head Of Finance?")."""
    low = token.lower
    if not low.isalpha() or low in STOPWORDS or low in QUESTION_FRAME or low in ROLE_TIME_WORDS or low in ROLE_NOUNS:
        return False
    return capitals or not token.capitalized or token.text.isupper()


def asked_role(question: str) -> tuple[frozenset[str], tuple[Token, ...]]:
    """The kinds of role a question names (their stems) and the words that narrow them: "Who is the
    head of customer success?" -> ({"head"}, (customer, success)); "Who is the finance director?"
    -> ({"director"}, (finance,)); "Who is the chief executive?" -> ({"chief"}, (executive,))."""
    words = tokens(question)
    capitals = [w for w in words if w.text[:1].isalpha()]
    title_case = len(capitals) > 2 and all(w.text[0].isupper() for w in capitals)
    kinds: set[str] = set()
    narrowing: list[Token] = []
    for i, word in enumerate(words):
        if word.lower not in ROLE_NOUNS:
            continue
        kinds.add(word.stem)
        after = words[i + 1 : i + 2 + _AFTER_OF]
        if after and after[0].lower in ("of", "for"):
            # "the Head of Redfern College" may name the organisation it heads: capitals only in a
            # question written all in capitals
            for following in after[1:]:
                if not _narrows(following, title_case):
                    break
                narrowing.append(following)
        elif after and word.lower in _OPENING and _narrows(after[0], title_case or word.text[0].isupper()):
            narrowing.append(after[0])  # "Chief Financial Officer", "head nurse"
        if i > 0 and _narrows(words[i - 1], title_case):
            narrowing.append(words[i - 1])
    return frozenset(kinds), tuple(narrowing)


def _says(word: Token, said: list[Token], stems: set[str]) -> bool:
    """Whether the candidate's words hold a narrowing word: the word itself, a word sharing its first
    five letters ("finance", "financial"), or the words an acronym stands for ("IT": "information
    technology")."""
    if word.stem in stems or any(s.lower[:_PREFIX] == word.lower[:_PREFIX] for s in said if len(s.lower) >= _PREFIX):
        return True
    letters = word.lower
    if word.text.isupper() and 2 <= len(letters) <= 4:
        initials = "".join(s.lower[0] for s in said)
        return letters in initials
    return False


def other_role(question: str, quote: str) -> bool:
    """Whether ``quote`` names a role of the kind ``question`` asks for, but not the one it asks:
    a head, director or officer of something else, or the chair of another committee."""
    if _role_of_another(question, quote):
        return True
    kinds, narrowing = asked_role(question)
    if not kinds:
        return False
    if not narrowing:
        return _narrowed_opening(kinds, question, quote)
    said = tokens(quote)
    stems = {s.stem for s in said}
    if not kinds & stems:
        return False
    acronyms = {s.lower for s in said if s.text.isupper() and 2 <= len(s.text) <= 4}
    together = "".join(w.lower[0] for w in narrowing)
    if together in acronyms:  # "head of human resources" and "our HR head"
        return False
    return not all(_says(word, said, stems) for word in narrowing)


# "Who chairs the audit committee?": a role asked by its verb, of the thing after it.
_WHO_ROLE_VERB = re.compile(
    r"^\s*who\s+(?P<verb>[a-z]+)\s+(?:the|our|your|its|their|this|a)\s+(?P<thing>[^?]+?)\s*\??\s*$", re.I
)
# Each role noun by its stem, the first in alphabetical order where two share one: "Who chairs ...?"
_ROLE_BY_STEM = {stem(noun): noun for noun in sorted(ROLE_NOUNS, reverse=True)}


def role_of_verb(verb_stem: str) -> str | None:
    """The role noun a verb's stem names ("chair" for "chairs"), None for a verb of no role."""
    return _ROLE_BY_STEM.get(verb_stem)


def _role_of_another(question: str, quote: str) -> bool:
    asked = _WHO_ROLE_VERB.match(question)
    if asked is None or (role := role_of_verb(stem(asked["verb"].lower()))) is None:
        return False
    return bracketed_for_another(quote, re.escape(role), {w.lower() for w in asked["thing"].split()} - STOPWORDS)


def bracketed_for_another(quote: str, role: str, thing: frozenset[str] | set[str]) -> bool:
    """Whether a board's line gives the role (a pattern) in brackets after another thing than the
    asked one (its words ``thing``), which it names too: "... Remuneration (Chair), Audit,
    Nomination" chairs the remuneration committee, not the audit one."""
    found = re.search(rf"([A-Za-z][\w'’-]*)\s*\(\s*(?:{role})\s*\)", quote, re.I)
    if found is None or found[1].lower() in thing:
        return False
    return any(re.search(rf"\b{re.escape(word)}\b", quote, re.I) for word in thing)


def _narrowed_opening(kinds: frozenset[str], question: str, quote: str) -> bool:
    """Whether a bare "head", "chief" or "lead" a question asks for ("Who is the head?") is named
    in ``quote`` only narrowed to something else: "their child's head of year", "our head nurse".
    Not the head of a named organisation ("Who is the Head of Redfern College?": a head teacher)."""
    opening = kinds & _OPENING_STEMS
    if not opening or re.search(r"\b(?:of|for)\s+(?:the\s+)?[A-Z]", question):
        return False
    named, narrowing = asked_role(quote)
    return bool(opening & named) and bool(narrowing)


_FORMER = frozenset(datafiles.load("english")["former_role_words"])
_BEFORE_ROLE = 2  # words between "former" and the role ("our outgoing chief executive")
# "Who is the chief executive?", "Who are the trustees?": who holds it now.
_WHO_IS = re.compile(r"^\W*who\s+(?:is|are)\b", re.IGNORECASE)


def former_holder(question: str, quote: str) -> bool:
    """Whether ``quote`` names the role a present-tense who-question asks for ("Who is the chief
    executive?") only as no longer held: "I would like to thank our outgoing chief executive,
    Margaret Oduya, who retired in September" names who held it, not who holds it now."""
    if _WHO_IS.match(question) is None or any(w.lower in _FORMER for w in tokens(question)):
        return False  # "Who is the outgoing chief executive?" asks for the one leaving
    kinds, _ = asked_role(question)
    if not kinds:
        return False
    said = tokens(quote)
    mentions = [at for at, word in enumerate(said) if word.stem in kinds]
    return bool(mentions) and all(
        any(w.lower in _FORMER for w in said[max(0, at - 1 - _BEFORE_ROLE) : at]) for at in mentions
    )


# "Who founded ...?", "Who built ...?": the deed asked, right after "who".
_WHO_DID = re.compile(
    r"^\W*who\s+(?:(?:can|could|may|might|must|should|will|would|shall)\s+)?(?P<verb>[a-z]+)\b", re.IGNORECASE
)
_PASSIVE = frozenset(datafiles.load("english")["passive_auxiliaries"])
_BETWEEN = 2  # words between the auxiliary and the participle ("was originally founded")


def no_agent(question: str, quote: str) -> bool:
    """Whether ``quote`` says the deed a who-question asks about was done, in the passive, without
    saying by whom ("... was founded in 1998 in Calgary." for "Who founded Harbourline?"), or opens
    with the deed itself, asked of the reader or as a thing done ("Please sign and return ..." for
    "Who signed the letter?", "Taking part is voluntary." for "Who can take part?"), or names the
    thing the deed is done to only as what something else is for (:func:`_only_for`)."""
    if _only_for(question, quote):
        return True
    asked = _WHO_DID.match(question)
    if asked is None or asked["verb"].lower() in QUESTION_FRAME or asked["verb"].lower() in STOPWORDS:
        return False
    deed = stem(asked["verb"].lower())
    said = tokens(quote)
    opening = said[1:] if said and said[0].lower == "please" else said
    if opening and opening[0].stem == deed and not past_form(opening[0].lower):
        # asked of the reader ("Please sign and return a copy of this letter ...") or of no one
        # ("Taking part is voluntary, ..." for "Who can take part?"): no one who does it is named
        return True
    if opening and opening[0].stem == deed and not re.search(r"\bby\b", re.split(r"[,;]", quote, maxsplit=1)[0]):
        return True  # "Founded in Raleigh in 1961, Driftwood Ales has grown ...": done, by no one named
    passives = [
        i
        for i, word in enumerate(said)
        if word.stem == deed
        and not word.capitalized
        and past_form(word.lower)  # a participle, not "controller"
        and any(w.lower in _PASSIVE for w in said[max(0, i - 1 - _BETWEEN) : i])
    ]
    if not passives:
        return False
    after = said[passives[0] + 1 :]
    # "by" names the agent, and so may a name ("... until the work of Isaac Newton"), unless it is
    # a place ("... in Calgary")
    return not any(
        w.lower == "by" or (w.capitalized and (i == 0 or after[i - 1].lower not in PLACE_PREPOSITIONS))
        for i, w in enumerate(after)
    )


# "Who's doing the opening keynote?", "Who won the award?": the thing the asked deed is done to, the
# question's last words after a determiner.
_WHO_THING = re.compile(r"^\W*who\b.*?\b(?:the|a|an|this|that|your|our)\s+(?P<thing>[a-z][\w'’ -]*?)\s*\??\s*$", re.I)


_FOR_BEFORE = re.compile(r"\bfor\s+(?:(?:the|a|an|this|that|your|our|their|its)\s+)?$", re.I)


def _only_for(question: str, quote: str) -> bool:
    """Whether ``quote`` names the thing a who-question asks about only as what something else is
    for: "British Sign Language interpreters will be provided for the opening keynote ..." (P 0.96)
    says who interprets, not who gives "the opening keynote"; "She was nominated for the award"
    says who was nominated, not who won it. Not when the question asks "for" itself ("Who wrote the
    music for the film?")."""
    asked = _WHO_THING.match(question)
    if asked is None or re.search(r"\bfor\b", question, re.I):
        return False
    thing = r"\s+".join(re.escape(word) for word in asked["thing"].split())
    places = [m.start() for m in re.finditer(rf"\b{thing}\b", quote, re.I)]
    return bool(places) and all(_FOR_BEFORE.search(quote[:at]) for at in places)
