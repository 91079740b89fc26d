"""A verb and its noun in "-ment": "pay" and "payment", "agree" and "agreement" (read by the
evidence gate, :mod:`rag_core.answer.find.finder`)."""

from __future__ import annotations

from collections.abc import Sequence

from rag_core.text.lexicon import Token

__all__ = ["carried_by_noun_of_verb"]


def carried_by_noun_of_verb(question: Sequence[Token], text: Sequence[Token]) -> set[str]:
    """Stems of ``question``'s verbs that ``text`` says as their noun in "-ment", or the other way
    round: "When do I pay?" by "Payment is due at the end of each appointment", "What do I need to
    agree?" by "the agreement"; "How are payments made?" by "You can pay by card". Evidence that the
    documents speak of it (the gate, ``answer.find.finder``), not a word a sentence holds: the
    heading "Bills and payment" would then hold all of "How can I pay my bill?" and pull its answer
    below high."""
    lowers = {t.lower for t in text}
    nouns = {lower[: -len(suffix)] for lower in lowers for suffix in _MENT if lower.endswith(suffix)} - _NOT_BASES
    return {
        w.stem
        for w in question
        if w.lower.isalpha()
        and (w.lower in nouns or any(w.lower.endswith(s) and w.lower[: -len(s)] in lowers - _NOT_BASES for s in _MENT))
    }


_MENT = ("ments", "ment")
# Words whose "-ment" is another word: a statement is no state, a department no departing.
_NOT_BASES = frozenset({"state", "base", "depart", "apart", "seg", "com", "ele", "mo", "ce", "docu", "ship"})
