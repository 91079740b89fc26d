"""Labelled question sets over documents, in one shape for every evaluation and for training the judge.

A dev set is documents (bytes under a file name, each indexed into a named collection, exactly as a
user's upload) and questions asked in one collection. A question is *answerable* when a document of
its collection states the answer; ``golds`` are verbatim strings of that statement (a span, a figure
as printed, a table cell's value): a direct answer is right when one of its quotes contains one of
them (case and spacing ignored) and, when ``pages`` is given, it is cited to one of those pages of
``doc``. ``group`` is what cross-validation folds are grouped by (the document), so that no document
is ever both trained on and scored.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class DevDoc:
    """One document of a dev set."""

    name: str  # file name with its extension ("kestrel_freight_handbook.pdf"); unique in its collection
    data: bytes
    collection: str  # the collection (library) it is indexed into; questions are asked in one collection
    provenance: str = "unknown"


@dataclass(frozen=True, slots=True)
class DevItem:
    """One labelled question."""

    qid: str
    question: str
    collection: str
    answerable: bool
    category: str  # "factoid", "yesno", "table", "role", "not_stated", "other_period", "other_org", "arithmetic", ...
    golds: tuple[str, ...] = ()  # verbatim strings; an answer quote containing one is right
    doc: str = ""  # name of the document that states it ("" when not answerable)
    pages: tuple[int, ...] = ()  # 1-based pages of ``doc`` that state it (empty: any page)
    group: str = ""  # fold group (default: ``doc`` or the collection)
    extra: dict[str, object] = field(default_factory=dict, hash=False, compare=False)

    @property
    def fold_group(self) -> str:
        """What folds are grouped by: no group is in both training and scoring."""
        return self.group or self.doc or self.collection


@dataclass(frozen=True, slots=True)
class DevSet:
    """Documents and questions of one kind ("squad2", "policyqa", "tatqa", "synthetic", ...)."""

    name: str
    docs: tuple[DevDoc, ...]
    items: tuple[DevItem, ...]
    license: str = ""  # the source's license; only sets whose license allows it train the shipped model
    trainable: bool = False  # True only for data the shipped model may be trained on
