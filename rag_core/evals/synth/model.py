"""The document model every format is rendered from, and the facts documents state.

A document is a list of blocks (headings, paragraphs, tables, page breaks). Paragraphs and table
rows carry the ids of the facts (and traps) they state, so a renderer can say on which page each
one landed.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rag_core.evals.synth.phrases import Period


@dataclass(frozen=True, slots=True)
class Heading:
    """A heading; level 1 starts a chapter (a new page in a PDF)."""

    text: str
    level: int = 1


@dataclass(frozen=True, slots=True)
class Para:
    """A paragraph of sentences and the ids of what it states."""

    sentences: tuple[str, ...]
    ids: tuple[str, ...] = ()

    @property
    def text(self) -> str:
        """The paragraph as one line."""
        return " ".join(self.sentences)


@dataclass(frozen=True, slots=True)
class Row:
    """A table row: label, cells (as printed) and the ids each cell states ("" for none)."""

    label: str
    cells: tuple[str, ...] = ()
    ids: tuple[str, ...] = ()
    heading: bool = False  # a segment heading inside a statement ("Revenue:"), no figures


@dataclass(frozen=True, slots=True)
class Table:
    """A table. ``spans`` are spanning headers over the value columns, as (text, first, count);
    ``header`` names each value column (its last header line); ``label_header`` heads the labels."""

    title: str
    unit: str
    header: tuple[str, ...]
    rows: tuple[Row, ...]
    label_header: str = ""
    spans: tuple[tuple[str, int, int], ...] = ()
    header_top: tuple[str, ...] = ()  # an optional line above ``header`` per column ("September 30,")


@dataclass(frozen=True, slots=True)
class PageBreak:
    """An explicit page break (PDF) or section break (other formats)."""


Block = Heading | Para | Table | PageBreak


@dataclass(frozen=True, slots=True)
class Document:
    """One document of an organisation, before rendering."""

    name: str  # file name with extension
    kind: str  # "handbook", "policy", "annual", "quarterly", "sheet", "web"
    fmt: str  # "pdf", "docx", "html", "xlsx", "csv", "md", "txt"
    title: str
    org: str
    blocks: tuple[Block, ...]
    sheets: tuple[tuple[str, Table], ...] = ()  # xlsx/csv: (sheet name, table)
    nav: tuple[str, ...] = ()  # html: menu entries


@dataclass(slots=True)
class Fact:
    """A fact a document states, with the questions it answers."""

    fid: str
    category: str
    golds: tuple[str, ...]
    asks: tuple[tuple[str, str], ...]
    slots: dict[str, str]
    key: str = ""  # what is stated, regardless of wording ("role:head roaster"), for look-alike organisations
    measure: str = ""  # with entity and period: what figure this is, for "is it printed for that period?"
    entity: str = ""
    entity_slot: str = ""  # the slot naming the entity in asks
    entity_pool: tuple[str, ...] = ()  # other entities of the same kind (as ``entity`` is written), for "other_entity"
    period: Period | None = None
    thing: str = ""  # a noun phrase for arithmetic questions ("Road Freight revenue")
    value: float | None = None
    doc: str = ""
    pages: set[int] = field(default_factory=set)


@dataclass(slots=True)
class Trap:
    """A sentence that denies or narrows something, with questions it does not answer."""

    tid: str
    asks: tuple[tuple[str, str], ...]
    slots: dict[str, str]
    statement: str
    doc: str = ""
    pages: set[int] = field(default_factory=set)
