"""The question's words a text writes joined or parted by a hyphen ("third party" and "third-party")."""

from __future__ import annotations

import re
from collections.abc import Sequence

from rag_core.text.lexicon import Token, stem

__all__ = ["carried_by_hyphen", "joined"]


def joined(text: str) -> str:
    """The word's stem with its hyphens taken out ("e-mail" and "email" alike)."""
    return stem(text.lower().replace("-", ""))


# A name numbered after a hyphen: "COVID-19", "Windows-11".
_NUMBERED = re.compile(r"[a-z]+(?:-\d+)+")


def carried_by_hyphen(question: Sequence[Token], text: Sequence[Token]) -> set[str]:
    """Stems of ``question``'s words that ``text`` writes joined or parted by a hyphen: the
    question's "third party" where the text says "third-party" (both words; "out of pocket" for
    "out-of-pocket"), its "e-mail" where the text says "email", its "opt-out" where the text says
    "opt out", its "COVID" where the text numbers it ("COVID-19"), its "founded" where the text
    says "co-founded" (one of several founders still founded it)."""
    hyphenated = {joined(t.text) for t in text if "-" in t.text}
    asks_hyphen = any("-" in w.text for w in question)
    if not hyphenated and not asks_hyphen:
        return set()
    found = set()
    if asks_hyphen:
        written = {joined(t.text) for t in text}  # every word with its hyphens taken out
        written |= {joined(a.text + b.text) for a, b in zip(text, text[1:], strict=False) if b.start - a.end == 1}
        found = {w.stem for w in question if "-" in w.text and joined(w.text) in written}
    if hyphenated:
        numbered = {t.lower.split("-")[0] for t in text if _NUMBERED.fullmatch(t.lower)}
        joint = {
            stem(t.lower[len(_JOINT) :]) for t in text if t.lower.startswith(_JOINT) and not _NOT_JOINT.match(t.lower)
        }
        for index, word in enumerate(question):
            if "-" not in word.text and (
                joined(word.text) in hyphenated or word.lower in numbered or word.stem in joint
            ):
                found.add(word.stem)
            run = [word]  # "third party" for "third-party", "out of pocket" for "out-of-pocket"
            for following in question[index + 1 : index + _HYPHEN_RUN]:
                if following.start - run[-1].end != 1:
                    break
                run.append(following)
                if joined("".join(w.text for w in run)) in hyphenated:
                    found.update(w.stem for w in run)
    return found


_HYPHEN_RUN = 4  # words a hyphenated word joins at most ("up-to-date", "day-to-day")


# "co-founded", "co-owns": done jointly is done ("re-opened" is not "opened", "non-" says not).
_JOINT = "co-"
_NOT_JOINT = re.compile(r"co-(?:oper|ordin|locat|exist)")  # a co-operative is not operated, co-location not located
