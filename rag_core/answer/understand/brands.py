"""A product's name taken for an organisation: "Quillstack Desktop - Release and Support Policy" gives
its document the organisation "Quillstack Desktop", while the licence agreement beside it is
Northgrove Software Ltd's, about Quillstack Desktop. Two organisations would make every question
over both documents ask "which company do you mean?"; the product is its maker's.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rag_core.ingest.profile import DocumentProfile, EntitySource
from rag_core.text.lexicon import stem, tokens
from rag_core.answer.understand.frame import company_key

__all__ = ["one_named", "without_products"]


def _stems(name: str) -> set[str]:
    return {t.stem for t in tokens(name)}


PhraseDocs = Callable[[str, set[str]], list[str]]


def without_products(names: Sequence[str], profiles: dict[str, DocumentProfile], phrase_docs: PhraseDocs) -> list[str]:
    """``names`` (organisations the library holds documents of, see ``frame.companies``) without
    those that are another's product: a name only documents' titles give (never a cover, the
    document's metadata, its site or the analyst), which another organisation's own documents
    write out, while its own documents name that organisation. ``phrase_docs(phrase, docs)``: the
    documents of ``docs`` holding ``phrase`` as whole words."""
    if len(names) < 2:
        return list(names)
    docs: dict[str, set[str]] = {}
    for doc_id, profile in profiles.items():
        if profile.own_document:
            docs.setdefault(company_key(profile.entity), set()).add(doc_id)
    kept = []
    for name in names:
        own = docs.get(company_key(name), set())
        titled = bool(own) and all(profiles[d].source == EntitySource.TITLE for d in own)
        if not (titled and any(_makes(name, own, other, docs, profiles, phrase_docs) for other in names)):
            kept.append(name)
    return kept


def _makes(
    product: str,
    product_docs: set[str],
    maker: str,
    docs: dict[str, set[str]],
    profiles: dict[str, DocumentProfile],
    phrase_docs: PhraseDocs,
) -> bool:
    """Whether ``maker``'s own documents write ``product`` out and ``product``'s documents name
    ``maker`` (in full or by one of its short forms)."""
    maker_docs = docs.get(company_key(maker), set())
    if not maker_docs or maker_docs & product_docs or not phrase_docs(product, maker_docs):
        return False
    forms = {maker} | {alias for d in maker_docs for alias in profiles[d].aliases if " " in alias or len(alias) > 4}
    return any(phrase_docs(form, product_docs) for form in sorted(forms))


def one_named(noun: str, profiles: dict[str, DocumentProfile]) -> bool:
    """Whether the documents name one thing by ``noun`` ("this recall" of a recall notice and its FAQ,
    whose one name is "Hearthline Tower Heater Recall"): the names of their organisations or subjects
    that say it are one, and no document names another."""
    stem_ = stem(noun) if noun else ""
    named = {company_key(p.entity) for p in profiles.values() if stem_ and stem_ in _stems(p.entity)}
    return len(named) == 1
