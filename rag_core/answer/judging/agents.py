"""Who did a deed: "Who designed the bridge?", "Who founded Wardenau?", "Who wrote the report?" are
answered by the sentence that names the doer by name beside the deed: after the deed's past form and
"by" ("... was designed by the engineer August Rehbein"), before it ("In 1849 Friedrich Lamprecht
founded a glassworks"), or as the deed's agent noun ("Bernhard of Wardenberg is regarded as the
founder of the town"). Read below the judge's threshold, which rates such sentences low when the
name is all they add (:func:`agent_named`)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from rag_core.answer.candidate import Candidate
from rag_core.answer.judging.gates import misreads, quotable
from rag_core.answer.understand.question import Question
from rag_core.text.lexicon import AUXILIARY_VERBS, IRREGULAR_BASE, STOPWORDS, Token, past_form, tokens

__all__ = ["agent_named", "asked_deed_of_doer"]

# "Who designed the bridge?", "Who first described the disease?": a past deed and what it was done to.
_ASKS = re.compile(
    r"^\W*who\s+(?:(?:first|originally|actually|really)\s+)?(?P<verb>[a-z]+)\s+(?P<thing>[^?]+?)\W*$", re.I
)
_BY_REACH = 4  # words between the deed and "by" ("was designed in 1898 by")
_NAME_REACH = 3  # words between "by" and the name ("by the engineer August Rehbein")
_AGENT_ENDINGS = ("er", "r", "or")  # "founder", "writer", "creator"
_PREPOSITIONS = frozenset({"of", "to", "from", "in", "at", "with", "by", "for", "on", "against", "under", "over"})


def asked_deed_of_doer(question: Question) -> str | None:
    """The stem of the past deed a who-question asks the doer of ("design" of "Who designed the
    bridge?", "write" of "Who wrote ...?", "creat" of "Who created ...?"); None for any other
    question ("Who is the CEO?", "Who can apply?")."""
    asked = _ASKS.match(question.text)
    if asked is None:
        return None
    verb = asked["verb"].lower()
    if verb in AUXILIARY_VERBS or not past_form(verb):
        return None
    return IRREGULAR_BASE.get(verb, verb[:-2])


def _is_form(word: str, base: str) -> bool:
    """``word`` is the deed's past form: "designed" of "design", "wrote" or "written" of "write"."""
    return word == f"{base}ed" or IRREGULAR_BASE.get(word) == base


def _adds_name(word: Token, asked: set[str]) -> bool:
    """Whether ``word`` is capitalised and no word of the question (a name the sentence adds)."""
    return word.text[:1].isupper() and word.lower not in STOPWORDS and word.stem not in asked


def _subject_named(said: Sequence[Token], at: int, asked: set[str]) -> bool:
    """Whether the words just before the deed at ``at`` are a name the question does not say, as
    its subject ("James Wolfe defeated ..."), not the object of a preposition ("monks of
    Saint-Evroul fled ...")."""
    start = at
    while start and said[start - 1].text[:1].isupper():
        start -= 1
    return start < at and _adds_name(said[start], asked) and (not start or said[start - 1].lower not in _PREPOSITIONS)


def _names_doer(quote: str, base: str, asked: set[str]) -> bool:
    """Whether ``quote`` names the doer of the deed ``base`` by name (see the module's docstring):
    after "by", with none of the question's words between the deed and "by" ("Dyrrachium was
    betrayed to the Normans by the Venetians" does not say who betrayed the Normans)."""
    said = tokens(quote)
    agents = {base + ending for ending in _AGENT_ENDINGS}
    for at, t in enumerate(said):
        if _is_form(t.lower, base):
            after = said[at + 1 : at + 2 + _BY_REACH]
            by = next((n for n, u in enumerate(after) if u.lower == "by"), None)
            if by is not None and not any(u.stem in asked for u in after[:by]):
                if any(_adds_name(u, asked) for u in said[at + 2 + by : at + 3 + by + _NAME_REACH]):
                    return True  # "... was designed by the engineer August Rehbein"
            if _subject_named(said, at, asked):
                return True  # "James Wolfe defeated Montcalm at Quebec"
        elif t.lower in agents and said[at + 1 : at + 2] and said[at + 1].lower == "of":
            if (
                any(_adds_name(u, asked) for u in said[1:] if u.capitalized)
                or _adds_name(said[0], asked)
                and (said[1:2] and (said[1].text[:1].isupper() or said[1].lower == "of"))
            ):
                return True  # "Bernhard of Wardenberg is regarded as the founder of the town"
    return False


def agent_named(question: Question, candidates: Sequence[Candidate], min_p: float) -> list[Candidate]:
    """The best candidate (at ``min_p`` at least) holding every word of a who-did-it question that
    names the doer (:func:`_names_doer`); [] when there is none or the question asks no deed."""
    base = asked_deed_of_doer(question)
    if base is None:
        return []
    asked = {t.stem for t in question.tokens}
    for c in candidates:
        if (c.p or 0.0) < min_p:
            break
        if c.is_row or c.missing or not quotable(c) or misreads(question, c):
            continue
        if _names_doer(c.quote, base, asked):
            return [c]
    return []
