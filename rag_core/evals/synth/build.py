"""Organisations, their documents in every format and their labelled questions, for one seed.

Collections: one per organisation, except a few holding two or three look-alike organisations
(the same kind of business and the same name word: "Kestrel Freight" and "Kestrel Haulage"),
where every question names its organisation. The fold group is the collection, so look-alike
organisations whose documents are searched together are never split across folds.
"""

from __future__ import annotations

import random
import re
from dataclasses import replace

from rag_core.evals.devsets import DevDoc, DevItem
from rag_core.evals.synth.clauses import POLICIES
from rag_core.evals.synth.books import Books, books
from rag_core.evals.synth.compose_figures import annual, quarter_label, quarterly, sheet, site_table
from rag_core.evals.synth.compose_text import handbook, policy, web
from rag_core.evals.synth.model import Document, Table
from rag_core.evals.synth.pools import LOCALES, NAME_WORDS, OTHER_ORG_WORDS, date_text
from rag_core.evals.synth.questions import Scope, answerable, unanswerable
from rag_core.evals.synth.render_office import render_docx, render_xlsx
from rag_core.evals.synth.render_pdf import render_pdf
from rag_core.evals.synth.render_text import render_csv, render_html, render_lines
from rag_core.evals.synth.sectors import SECTORS, Sector
from rag_core.evals.synth.world import Org
from rag_core.evals.synth.writer import Writer

QUESTIONS_PER_ORG = 70  # about half answerable, half not
_FORMATS = {
    "handbook": ("pdf", "docx", "md", "txt"),
    "policy": ("md", "md", "docx", "docx", "pdf", "txt", "txt", "html"),
    "annual": ("pdf", "pdf", "pdf", "docx"),
    "quarterly": ("pdf",),
    "sheet": ("xlsx", "csv"),
    "web": ("html",),
}


def layout(organisations: int, rng: random.Random) -> list[int]:
    """Collection sizes: mostly one organisation, a few of two or three look-alikes."""
    groups = organisations // 10
    sizes = [2 + g % 2 for g in range(groups)]
    while sum(sizes) > organisations:
        sizes.pop()
    sizes += [1] * (organisations - sum(sizes))
    rng.shuffle(sizes)
    return sizes


def make_orgs(seed: int, organisations: int) -> list[list[Org]]:
    """The organisations, grouped by collection."""
    rng = random.Random(f"synth:{seed}")
    words = list(NAME_WORDS)
    rng.shuffle(words)
    sectors = list(SECTORS)
    rng.shuffle(sectors)
    used_people: set[str] = set()
    collections: list[list[Org]] = []
    index = 0
    for number, size in enumerate(layout(organisations, rng)):
        sector = sectors[number % len(sectors)]
        word = words[number % len(words)] + ("" if number < len(words) else f" {number // len(words) + 1}")
        locale = rng.choice(LOCALES)
        patterns = rng.sample(sector.patterns, min(size, len(sector.patterns)))
        group = []
        for pattern in patterns:
            org_rng = random.Random(f"synth:{seed}:{index}")
            group.append(
                Org(
                    index=index,
                    sector=sector,
                    locale=locale,
                    name=pattern.format(w=word),
                    short=word,
                    rng=org_rng,
                    used_people=used_people,
                )
            )
            index += 1
        collections.append(group)
    return collections


def plan(org: Org) -> list[tuple[str, str, str]]:
    """(kind, variant, format) of the organisation's two to five documents, the first stating most."""
    rng = org.rng
    main = rng.choices((("handbook", ""), ("annual", ""), ("web", "about")), (4, 3, 2))[0]
    first, second = rng.sample(POLICIES, 2)
    weights = {
        ("policy", first): 3.0,
        ("policy", second): 2.5,
        ("sheet", ""): 3.0,
        ("quarterly", ""): 2.0,
        ("web", "faq"): 2.0,
        ("web", "contact"): 1.5,
        ("handbook", ""): 2.0,
        ("annual", ""): 2.0,
    }
    # a weighted draw without replacement: sort by u ** (1 / weight)
    pool = sorted((p for p in weights if p != main), key=lambda p: rng.random() ** (1 / weights[p]), reverse=True)
    chosen = [main, *pool[: rng.randint(1, 4)]]
    return [(kind, variant, rng.choice(_FORMATS[kind])) for kind, variant in chosen]


def _file_name(org: Org, kind: str, variant: str, fmt: str, slugged: bool) -> str:
    rng, y, s = org.rng, org.year, org.slug.replace("-", "_")
    short = org.short
    options = {
        "handbook": [f"{s}_employee_handbook", f"{short} Staff Handbook", f"handbook_{y}", f"Employee Handbook {y}"],
        "policy": [
            f"{variant.replace(' ', '_')}_{'notice' if variant == 'privacy' else 'policy'}",
            f"{short} {variant.title()} {'Notice' if variant == 'privacy' else 'Policy'}",
            f"policy-{variant.replace(' ', '-')}",
        ],
        "annual": [f"{s}_annual_report_{y}", f"Annual Report {y}", f"{short.lower()}-ar-{y}"],
        "quarterly": [f"{s}_{quarter_label(org)}_statement", f"Quarterly statement {quarter_label(org)}"],
        "sheet": [f"{s}_{org.sector.sheet.title.split(' ')[0].lower()}_{y}", f"{org.sector.sheet.title} {y}"],
        "web": [{"about": "about-us", "contact": "contact", "faq": "faq"}.get(variant, "page")],
    }[kind]
    stem = rng.choice(options)
    if slugged and not stem.startswith(s):
        stem = f"{s}_{stem}"
    return f"{stem}.{fmt}"


def compose(org: Org, kind: str, variant: str, fmt: str, name: str, accounts: list[Books]) -> Document:
    """One document's blocks, its facts registered on ``org``."""
    w = Writer(org)
    sheets: tuple[tuple[str, Table], ...] = ()
    nav: tuple[str, ...] = ()
    if kind in ("annual", "quarterly") and not accounts:
        accounts.append(books(org))
    if kind == "handbook":
        title = handbook(w)
    elif kind == "policy":
        title = policy(w, variant)
    elif kind == "annual":
        title = annual(w, accounts[0])
    elif kind == "quarterly":
        title = quarterly(w, accounts[0])
    elif kind == "web":
        title = web(w, variant)
        nav = ("Home", "About us", "Services", "FAQ", "Contact", "Careers")
    else:
        sheet_name, table = sheet(w)
        sheets = ((sheet_name, table),)
        title = table.title
        if fmt == "xlsx":
            date = date_text(org.locale, org.rng.randint(1, 28), org.rng.randint(1, 3), org.year + 1)
            w.para(f"Prepared by the finance team of {org.name} on {date}.", "Figures are at the end of each year.")
            if org.rng.random() < 0.5 and "site_table" not in org.keys:
                site_table(w)
                last = w.blocks[-1]
                if isinstance(last, Table):
                    sheets += ((org.sector.sites.capitalize(), last),)
    return Document(name, kind, fmt, title, org.name, w.done(), sheets, nav)


def render(doc: Document, org: Org) -> tuple[bytes, dict[str, set[int]]]:
    """The document's bytes in its format, and the page each fact or trap id is on."""
    if doc.fmt == "pdf":
        return render_pdf(doc, footer_note=org.rng.choice(("", f"{org.name} - ", "Confidential - ")))
    if doc.fmt == "docx":
        return render_docx(doc)
    if doc.fmt == "html":
        return render_html(doc, main=org.rng.random() < 0.6, year=org.year + 1)
    if doc.fmt in ("md", "txt"):
        return render_lines(doc, markdown=doc.fmt == "md")
    if doc.fmt == "xlsx":
        return render_xlsx(doc)
    return render_csv(doc)


def documents(
    org: Org, collection: str, slugged: bool, taken: set[str], kinds: dict[str, tuple[str, str]]
) -> list[DevDoc]:
    """Compose and render the organisation's documents; facts learn their document and pages, ``kinds``
    each document's (kind, format)."""
    accounts: list[Books] = []
    out = []
    for kind, variant, fmt in plan(org):
        name = _file_name(org, kind, variant, fmt, slugged)
        stem, ext = name.rsplit(".", 1)
        n = 2
        while name.lower() in taken:
            name, n = f"{stem} ({n}).{ext}", n + 1
        taken.add(name.lower())
        doc = compose(org, kind, variant, fmt, name, accounts)
        data, pages = render(doc, org)
        by_id = {f.fid: f for f in org.facts} | {t.tid: t for t in org.traps}  # type: ignore[dict-item]
        for fid, where in pages.items():
            item = by_id[fid]
            if not item.doc:
                item.doc = name
            if item.doc == name:
                item.pages |= where
        out.append(DevDoc(name=name, data=data, collection=collection, provenance="primary"))
        kinds[name] = (kind if kind != "policy" else f"policy:{variant}", fmt)
    return out


def fake_names(sector: Sector, taken: set[str]) -> tuple[str, ...]:
    """Organisations of the same kind that no document covers."""
    names = [p.format(w=w) for w in OTHER_ORG_WORDS for p in sector.patterns]
    return tuple(n for n in names if n not in taken)


def build(seed: int, organisations: int, per_org: int = QUESTIONS_PER_ORG) -> tuple[list[DevDoc], list[DevItem]]:
    """Every document and labelled question of the set."""
    groups = make_orgs(seed, organisations)
    all_names = {o.name for g in groups for o in g}
    docs: list[DevDoc] = []
    items: list[DevItem] = []
    for group in groups:
        collection = "+".join(o.slug for o in group)
        taken: set[str] = set()
        kinds: dict[str, tuple[str, str]] = {}
        for org in group:
            docs += documents(org, collection, len(group) > 1, taken, kinds)
        texts = "\n".join(t for o in group for t in o.texts).lower() + "\nall rights reserved. page of confidential"
        for org in group:
            scope = Scope(
                collection,
                collection,
                len(group) > 1,
                texts,
                tuple(o for o in group if o is not org),
                fake_names(org.sector, all_names),
            )
            rng = random.Random(f"synth:{seed}:{org.index}:questions")
            yes = answerable(org, scope, rng, per_org // 2)
            no = unanswerable(org, scope, rng, len(yes))
            mixed = yes + no
            rng.shuffle(mixed)
            seen: set[str] = set()
            for item in mixed:
                key = re.sub(r"\W+", " ", item.question.lower()).strip()
                if key in seen:
                    continue
                seen.add(key)
                where = item.doc or str(item.extra.get("near_doc", ""))
                kind, fmt = kinds.get(where, ("", ""))
                items.append(
                    replace(
                        item,
                        qid=f"synth{seed}-{org.slug}-{len(seen):03d}",
                        extra={**item.extra, "kind": kind, "format": fmt},
                    )
                )
    return docs, items
