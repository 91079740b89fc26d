"""Building one document's blocks while registering what they state with the organisation."""

from __future__ import annotations

import random

from rag_core.evals.synth.clauses import DEFINITION_FORMS, FILLER
from rag_core.evals.synth.model import Block, Fact, Heading, PageBreak, Para, Row, Table, Trap
from rag_core.evals.synth.world import Org, fill


class Writer:
    """Blocks of one document; every sentence and cell is noted on the organisation."""

    def __init__(self, org: Org) -> None:
        self.org = org
        self.rng: random.Random = org.rng
        self.blocks: list[Block] = []

    def heading(self, text: str, level: int = 1) -> None:
        """A heading."""
        self.org.note(text)
        self.blocks.append(Heading(text, level))

    def para(self, *sentences: str, ids: tuple[str, ...] = ()) -> None:
        """A paragraph; ``ids`` of the facts and traps it states."""
        sentences = tuple(s[:-1] if s.endswith("..") else s for s in sentences if s)  # "Pty Ltd." + "."
        if sentences:
            self.org.note(*sentences)
            self.blocks.append(Para(sentences, ids))

    def table(self, table: Table) -> None:
        """A table."""
        self.org.note(
            table.title, table.unit, table.label_header, *table.header, *table.header_top, *(s[0] for s in table.spans)
        )
        for row in table.rows:
            self.org.note(row.label, *row.cells)
        self.blocks.append(table)

    def page_break(self) -> None:
        """A page (or section) break."""
        if self.blocks and not isinstance(self.blocks[-1], PageBreak):
            self.blocks.append(PageBreak())

    def filler(self, topic: str, count: int = 1) -> list[str]:
        """``count`` filler sentences on a topic (no facts), filled with the organisation's slots."""
        pool = FILLER[topic]
        return [fill(s, self.org.base) for s in self.rng.sample(pool, min(count, len(pool)))]

    def state(
        self, sentence: str, *facts: Fact | Trap, extra: tuple[str, ...] = (), before: tuple[str, ...] = ()
    ) -> None:
        """A paragraph stating ``facts`` in ``sentence``, with distractor sentences around it."""
        ids = tuple(f.fid if isinstance(f, Fact) else f.tid for f in facts)
        self.para(*before, sentence, *extra, ids=ids)

    def definition(self, term: str, body: str, policy: str = "") -> Fact:
        """A definition sentence in one of several forms, and its fact."""
        bare = term.removeprefix("a ").removeprefix("an ")
        a_term = term if term != bare else bare
        form = self.rng.choice(DEFINITION_FORMS)
        sentence = form.format(
            A_term=a_term[0].upper() + a_term[1:],
            a_term=a_term,
            Term=bare[0].upper() + bare[1:],
            term=bare,
            body=body,
            this="this notice" if policy == "privacy" else "this policy" if policy else "this handbook",
        )
        fact = self.org.fact(
            "definition",
            body,
            "definition",
            self.org.slots(term=bare, a_term=a_term, policy=policy),
            key=f"definition:{bare}",
        )
        self.state(sentence, fact)
        return fact

    def done(self) -> tuple[Block, ...]:
        """The blocks, without a trailing break."""
        while self.blocks and isinstance(self.blocks[-1], PageBreak):
            self.blocks.pop()
        return tuple(self.blocks)


def row(label: str, cells: list[str], ids: list[str] | None = None, heading: bool = False) -> Row:
    """A table row."""
    return Row(label, tuple(cells), tuple(ids or [""] * len(cells)), heading)
