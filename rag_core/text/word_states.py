"""A word said as the state of being it, or the one of a state: "member" by "membership" ("Membership
fees" over a "Junior" row answers "What is the monthly fee for a junior member?"), "ownership" by
"owner". Read by :func:`rag_core.text.word_forms.carried_in_other_form`."""

from __future__ import annotations

from collections.abc import Sequence

from rag_core.text.lexicon import STOPWORDS, Token

__all__ = ["carried_by_state"]

_STATE_SUFFIX = "ship"  # "membership": the state of being a "member"; "ownership" an "owner"'s


def carried_by_state(question: Sequence[Token], text: Sequence[Token]) -> set[str]:
    """Stems of ``question``'s words that ``text`` says as the state of being one, or the one of a
    state: "member" by "membership" ("Membership fees" over a "Junior" row for "What is the monthly
    fee for a junior member?"), "ownership" by "owner"."""
    said = {t.lower for t in text if t.lower.isalpha()}
    found: set[str] = set()
    for word in question:
        lower = word.lower
        if not lower.isalpha() or lower in STOPWORDS:
            continue
        if lower + _STATE_SUFFIX in said:
            found.add(word.stem)
        elif (
            lower.endswith(_STATE_SUFFIX)
            and len(lower) > len(_STATE_SUFFIX) + 2
            and (lower[: -len(_STATE_SUFFIX)] in said or lower[: -len(_STATE_SUFFIX)] + "s" in said)
        ):
            found.add(word.stem)
    return found
