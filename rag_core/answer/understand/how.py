"""How-questions answered by a sentence that states a step, a basis or a means, not by an
explanation to be inferred: "How do I delete my account?", "How are night hours paid?", "How does
Northwind manage the risk of road accidents?" (see ``Classification.procedural``)."""

from __future__ import annotations

import re

from rag_core.text.lexicon import BASIS_PARTICIPLES, PEOPLE_NOUNS

BASIS_ASKED = "asks how a figure is set"
MEANS_ASKED = "asks by what means"

# "How do I opt out...?", "How can customers close their account?": asks for a step the document states.
_GROUPS = sorted({"users", "user", "employees", "employee", "staff", "parents", "parent", *PEOPLE_NOUNS}, key=len)
_PROCEDURE = re.compile(
    # The reader or a named group of people, with up to two words saying which ("disabled students",
    # "new part-time employees"), never "you"/"we" (in a policy, "How do you collect my data?" asks
    # how the company does it: an explanation), nor "will" (what the author will do).
    r"^how\s+(?:do|can|could|should|may|might)\s+(?:i|one|(?:(?:a|an|the)\s+)?"
    r"(?:(?!(?:you|we|they|it|he|she)\b)[a-z][\w-]*\s+){0,2}(?:"
    + "|".join(re.escape(w) for w in reversed(_GROUPS))
    + r"))\s+(?!(?:compare|differ|feel|think|know|perform|fare|behave|react|rank|score|do)\b)[a-z]",
    re.IGNORECASE,
)
# "How are hours between 22:00 and 06:00 paid?", "How was the fair value of the options determined?":
# asks the rate, method or basis a figure is set by (a participle of english.toml's
# ``basis_participles`` closing the question).
_BASIS = re.compile(
    r"^how\s+(?:is|are|was|were|will|would)\s+.+?\s+(?P<participle>"
    + "|".join(sorted(BASIS_PARTICIPLES))
    + r")\s*\??$",
    re.IGNORECASE,
)
# "How does Northwind manage the risk of road accidents?", "How did the Huguenots defend themselves?":
# how a named organisation or group does something. Answered only by a sentence that says it does so
# by some means, the question's verb followed by a manner word ("Northwind manages the risk of road
# accidents through the Fleet Safety Programme ...", see ``rag_core.answer.judging.gates.no_method``).
# "How does X compare / work / affect / grow ...?" stay explanations, and so do a question about
# "you", "we" or "the company" ("How does the company recognise revenue?" asks for its policy) and
# one with a figure ("How did Residential fee income move from 2022 to 2023?" asks for a change).
_BY_MEANS = re.compile(
    r"^[Hh]ow\s+(?:does|do|did)\s+(?!I\s)(?:[Tt]he\s+)?(?:[A-Z][\w&.\-']*\s+)+(?P<participle>(?!(?:compare"
    r"|differ|feel|think|know|work|affect|relate|look|fit|stand|rank|mean|define|do|get|go|come|make|become|seem"
    r"|happen|have|be|move|change|grow|increase|decrease|rise|fall|decline|perform|develop|evolve|vary|trend)\b)"
    r"[a-z]+)\b(?!.*\d)"
)


def asks_step(text: str) -> bool:
    """Whether ``text`` asks how the reader (or a named group of people) does something."""
    return _PROCEDURE.match(text) is not None


def asked_how(text: str) -> tuple[str, str] | None:
    """For a question answered by the sentence that says how (the verb asked followed by a manner
    word, ``rag_core.answer.judging.gates.no_method``), the reason it is read so and that verb: the
    participle a question for the basis of a figure closes on ("paid"), or the verb of a question
    for the means a named organisation or group does something by ("manage" in "How does
    Northwind manage the risk of road accidents?"). Else None."""
    if found := _BASIS.match(text):
        return BASIS_ASKED, found.group("participle").lower()
    if found := _BY_MEANS.match(text):
        return MEANS_ASKED, found.group("participle")
    return None
