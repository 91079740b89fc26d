"""Labelled questions about one organisation: answerable ones from the facts its documents state,
and unanswerable ones in six categories, as many as the answerable ones and spread evenly.

Unanswerable categories: "not_stated" (the topic is in no document of the collection),
"other_period" (the figure is printed for other periods only), "other_entity" (stated for another
segment, site, region, row or look-alike organisation), "negated" (a document denies or narrows
it), "arithmetic" (it needs a computation: growth, a total not printed, an age) and "other_org"
(an organisation no document covers).
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, replace

from rag_core.evals.devsets import DevItem
from rag_core.evals.synth.clauses import ABSENT
from rag_core.evals.synth.books import cost_phrase, lower_first
from rag_core.evals.synth.model import Fact
from rag_core.evals.synth.phrases import (
    ARITHMETIC,
    ARITHMETIC_AGE,
    ARITHMETIC_SUM,
    STYLE_WEIGHTS,
    STYLES,
    TYPO_SHARE,
    Period,
    parse_asks,
    period_phrases,
    surface,
    typo,
)
from rag_core.evals.synth.world import Org

UNANSWERABLE = ("not_stated", "other_period", "other_entity", "negated", "arithmetic", "other_org")
_SLOT = re.compile(r"\{(\w+)\}")
_NAMED = re.compile(r"\{(org|short)\}")
_ENTITY_SUM = parse_asks(
    "plain:What is the total of {e0} and {e1} {period}?|plain:Add up the figures for {e0} and {e1} {period}."
    "|terse:{e0} + {e1} {period_t}|paraphrase:Taken together, how much were {e0} and {e1} {period}?"
)


@dataclass(frozen=True, slots=True)
class Scope:
    """Where the questions are asked: the collection, its fold group and whether they must name the organisation."""

    collection: str
    group: str
    named: bool  # a collection of look-alike organisations: every question names one
    texts: str  # every text the collection's documents carry, lower-cased (for absent topics)
    others: tuple[Org, ...]  # look-alike organisations in the same collection
    fake_orgs: tuple[str, ...]  # organisation names no document covers


def _pick(value: str, rng: random.Random) -> str:
    return rng.choice(value.split("|")) if "|" in value else value


def ask(
    org: Org,
    asks: tuple[tuple[str, str], ...],
    slots: dict[str, str],
    rng: random.Random,
    scope: Scope,
    *,
    period: Period | None = None,
    name: str = "",
) -> tuple[str, str, bool]:
    """A question from ``asks`` with ``slots`` filled: (text, style, has a typo). ``name`` replaces the
    organisation's name (a look-alike or an organisation no document covers)."""
    must_name = scope.named or bool(name)
    pool = [a for a in asks if _NAMED.search(a[1])] if must_name else list(asks)
    prefix = False
    if not pool:
        pool, prefix = [a for a in asks if a[0] != "you"] or list(asks), True
    styles = [s for s in STYLES if any(a[0] == s for a in pool)]
    weights = [STYLE_WEIGHTS[STYLES.index(s)] for s in styles]
    style = rng.choices(styles, weights)[0]
    template = rng.choice([t for s, t in pool if s == style])
    values = {k: _pick(v, rng) for k, v in slots.items()}
    full_name = name or org.name
    values["org"] = full_name
    values["short"] = full_name if (scope.named or name) else values["short"]
    if period is not None:
        full, terse = period_phrases(period, org.locale, org.fy_month)
        values["period"], values["period_t"] = rng.choice(full), rng.choice(terse)
        if period.kind == "col":
            values["col"] = period.label
    if "thing" in values:  # "What were fuel costs", "What was net income"
        thing = _SLOT.sub(lambda m: values.get(m.group(1), m.group(0)), values["thing"])
        values["be"] = "were" if thing.endswith("s") and not thing.endswith(("surplus", "loss")) else "was"
    text = template
    for _ in range(3):  # slot values may hold slots of their own ("{segment} revenue")
        text = _SLOT.sub(lambda m: values.get(m.group(1), m.group(0)), text)
    if "{" in text:
        raise KeyError(f"unfilled slot in {text!r} (template {template!r})")
    if prefix:
        text = rng.choice(
            (
                f"{full_name}: {text[0].lower() + text[1:]}",
                f"{text.rstrip('?.')} at {full_name}?",
                f"{text.rstrip('?.')} ({full_name})?",
            )
        )
    text = text[0].upper() + text[1:] if style != "terse" else text
    slipped = rng.random() < TYPO_SHARE
    text = typo(text, rng) if slipped else surface(text, style, rng)
    return text, style, slipped


def _placed(facts: list[Fact]) -> list[Fact]:
    return [f for f in facts if f.doc and f.pages]


# Kinds of fact asked twice (in two wordings) and given two turns in each round: people ask a policy
# or a handbook "Do you ...?" (or "What do you collect ...?") more than any other kind of question,
# and the statement answers it either way; there are few such facts (a practice is stated once per
# organisation).
_ASKED_TWICE = ("yesno", "statement")


def answerable(org: Org, scope: Scope, rng: random.Random, count: int) -> list[DevItem]:
    """Up to ``count`` answerable questions, spread round-robin over the fact categories."""
    by_category: dict[str, list[Fact]] = {}
    for fact in _placed(org.facts):
        by_category.setdefault(fact.category, []).append(fact)
    for category, facts in by_category.items():  # documents take turns, so a long statement does not crowd out a sheet
        by_doc: dict[str, list[Fact]] = {}
        for fact in facts:
            by_doc.setdefault(fact.doc, []).append(fact)
        turns = [rng.sample(group, len(group)) for _, group in sorted(by_doc.items())]
        rng.shuffle(turns)
        dealt = [turn[i] for i in range(max(map(len, turns))) for turn in turns if i < len(turn)]
        if category in _ASKED_TWICE:  # each fact in a second wording once every fact had its first
            dealt += dealt
        by_category[category] = dealt[::-1]  # popped from the end
    order = sorted(by_category)
    rng.shuffle(order)
    order += [c for c in order if c in _ASKED_TWICE]
    items: list[DevItem] = []
    while len(items) < count and any(by_category.values()):
        for category in order:
            if by_category[category] and len(items) < count:
                fact = by_category[category].pop()
                text, style, slipped = ask(org, fact.asks, fact.slots, rng, scope, period=fact.period)
                items.append(
                    DevItem(
                        qid="",
                        question=text,
                        collection=scope.collection,
                        answerable=True,
                        category=fact.category,
                        golds=fact.golds,
                        doc=fact.doc,
                        pages=tuple(sorted(fact.pages)),
                        group=scope.group,
                        extra={"org": org.name, "style": style, "typo": slipped, "fact": fact.key},
                    )
                )
    return items


def _alt_periods(org: Org, fact: Fact) -> list[Period]:
    p = fact.period
    assert p is not None
    if p.kind in ("FY", "YE"):
        options = [replace(p, year=y) for y in range(org.year - 4, org.year + 2)]
    elif p.kind == "col":
        options = [replace(p, year=y, label=str(y)) for y in (org.year - 5, org.year - 4, org.year + 1)]
    else:  # the same span two years back, the quarter before, or a half year the statement does not show
        before = replace(p, month=p.month - 3) if p.month > 3 else replace(p, year=p.year - 1, month=p.month + 9)
        options = [replace(p, year=p.year - 2), before] + ([replace(p, kind="6M")] if p.kind != "6M" else [])
    return [o for o in options if (fact.measure, fact.entity, o.key) not in org.printed]


def unanswerable(org: Org, scope: Scope, rng: random.Random, count: int) -> list[DevItem]:
    """``count`` unanswerable questions, as evenly spread over the six categories as material allows."""
    makers = {
        "not_stated": _not_stated,
        "other_period": _other_period,
        "other_entity": _other_entity,
        "negated": _negated,
        "arithmetic": _arithmetic,
        "other_org": _other_org,
    }
    pools = {c: makers[c](org, scope, rng) for c in UNANSWERABLE}
    for pool in pools.values():
        rng.shuffle(pool)
    items: list[DevItem] = []
    order = list(UNANSWERABLE)
    rng.shuffle(order)
    while len(items) < count and any(pools.values()):
        for category in order:
            if pools[category] and len(items) < count:
                text, style, slipped, extra = pools[category].pop()
                items.append(
                    DevItem(
                        qid="",
                        question=text,
                        collection=scope.collection,
                        answerable=False,
                        category=category,
                        group=scope.group,
                        extra={"org": org.name, "style": style, "typo": slipped, **extra},
                    )
                )
    return items


Made = tuple[str, str, bool, dict[str, object]]


def _not_stated(org: Org, scope: Scope, rng: random.Random) -> list[Made]:
    out: list[Made] = []
    for terms, asks in ABSENT:
        if not any(t.lower() in scope.texts for t in terms):
            text, style, slipped = ask(org, parse_asks(asks), org.base, rng, scope)
            out.append((text, style, slipped, {"absent": list(terms)}))
    return out


def _near(fact: Fact) -> dict[str, object]:
    return {"near_golds": list(fact.golds), "near_doc": fact.doc, "near_pages": sorted(fact.pages), "fact": fact.key}


def _other_period(org: Org, scope: Scope, rng: random.Random) -> list[Made]:
    out: list[Made] = []
    for fact in _placed(org.facts):
        if fact.period is None:
            continue
        options = _alt_periods(org, fact)
        if options:
            period = rng.choice(options)
            text, style, slipped = ask(org, fact.asks, fact.slots, rng, scope, period=period)
            out.append((text, style, slipped, {**_near(fact), "period": period.key}))
    return _thin(out, rng, 12)


def _other_entity(org: Org, scope: Scope, rng: random.Random) -> list[Made]:
    out: list[Made] = []
    for fact in _placed(org.facts):
        # an entity another document went on to state the same thing for is no longer "other"
        pool = [e for e in fact.entity_pool if fact.key.replace(fact.entity, e) not in org.keys]
        if pool and fact.entity_slot:
            alt = rng.choice(pool)
            slots = {**fact.slots, fact.entity_slot: cost_phrase(alt) if fact.measure.startswith("cost:") else alt}
            if "row_l" in slots:
                slots["row_l"] = lower_first(alt)
            text, style, slipped = ask(org, fact.asks, slots, rng, scope, period=fact.period)
            out.append((text, style, slipped, {**_near(fact), "entity": alt}))
    for other in scope.others:  # stated for a look-alike organisation only
        for fact in _placed(other.facts):
            if (
                fact.key
                and fact.key not in org.keys
                and not fact.key.startswith(("cell:", "sheet:"))
                and rng.random() < 0.3
            ):
                text, style, slipped = ask(
                    org, fact.asks, {**fact.slots, "short": org.short}, rng, scope, period=fact.period, name=org.name
                )
                out.append((text, style, slipped, {**_near(fact), "entity": other.name}))
    return _thin(out, rng, 12)


def _negated(org: Org, scope: Scope, rng: random.Random) -> list[Made]:
    out: list[Made] = []
    for trap in org.traps:
        if trap.doc and trap.pages:
            text, style, slipped = ask(org, trap.asks, trap.slots, rng, scope)
            out.append(
                (
                    text,
                    style,
                    slipped,
                    {"near_doc": trap.doc, "near_pages": sorted(trap.pages), "statement": trap.statement},
                )
            )
    return out


def _label(org: Org, period: Period) -> str:
    full, terse = period_phrases(period, org.locale, org.fy_month)
    return str(period.year) if period.kind in ("FY", "YE", "col") else full[0].removeprefix("in ")


def _arithmetic(org: Org, scope: Scope, rng: random.Random) -> list[Made]:
    out: list[Made] = []
    facts = [f for f in _placed(org.facts) if f.value is not None]
    series: dict[tuple[str, str], list[Fact]] = {}
    for f in facts:
        if f.period is not None and f.period.kind in ("FY", "YE", "col"):
            series.setdefault((f.measure, f.entity), []).append(f)
    growth = parse_asks(ARITHMETIC)
    for (measure, _), members in series.items():
        if len(members) >= 2:
            a, b = sorted(rng.sample(members, 2), key=lambda f: f.period.year)  # type: ignore[union-attr]
            slots = {**a.slots, "thing": a.thing, "p0": _label(org, a.period), "p1": _label(org, b.period)}  # type: ignore[arg-type]
            text, style, slipped = ask(org, growth, slots, rng, scope)
            out.append((text, style, slipped, {"needs": "change", "from": list(a.golds), "to": list(b.golds)}))
    groups: dict[tuple[str, str], list[Fact]] = {}
    for f in facts:
        if f.entity and f.period is not None:
            family = f.measure.split(":")[0] if f.measure.startswith(("seg:", "cost:")) else f.measure
            groups.setdefault((family, f.period.key), []).append(f)
    for (family, key), members in groups.items():
        total = {"seg": "revenue", "cost": "costs"}.get(family)
        if len(members) < 2 or (total and (total, "", key) in org.printed):
            continue
        a, b = rng.sample(members, 2)
        e0, e1 = (m.slots.get(m.entity_slot, m.entity) for m in (a, b))
        slots = {**a.slots, "e0": e0, "e1": e1, "measure": org.sector.revenue.lower() if family == "seg" else "costs"}
        asks = (*_ENTITY_SUM, *parse_asks(ARITHMETIC_SUM)) if family in ("seg", "cost") else _ENTITY_SUM
        text, style, slipped = ask(org, asks, slots, rng, scope, period=a.period)
        out.append((text, style, slipped, {"needs": "sum", "parts": [a.golds[0], b.golds[0]]}))
    for f in facts:
        if f.key == "founded":
            text, style, slipped = ask(org, parse_asks(ARITHMETIC_AGE), org.base, rng, scope)
            out.append((text, style, slipped, {"needs": "age", "from": list(f.golds)}))
        if f.key.startswith("since:"):
            asks = parse_asks(
                "plain:How many years has {person} been {role_t}?|terse:{person} years in role"
                "|paraphrase:For how long has {person} served as {role_t}, in years?"
            )
            text, style, slipped = ask(org, asks, f.slots, rng, scope)
            out.append((text, style, slipped, {"needs": "age", "from": list(f.golds)}))
    return _thin(out, rng, 12)


def _other_org(org: Org, scope: Scope, rng: random.Random) -> list[Made]:
    out: list[Made] = []
    facts = [f for f in _placed(org.facts) if any(_NAMED.search(t) for _, t in f.asks)]
    rng.shuffle(facts)
    for fact in facts[:12]:
        name = rng.choice(scope.fake_orgs)
        text, style, slipped = ask(org, fact.asks, fact.slots, rng, scope, period=fact.period, name=name)
        out.append((text, style, slipped, {**_near(fact), "asked_org": name}))
    return out


def _thin(made: list[Made], rng: random.Random, most: int) -> list[Made]:
    """At most ``most`` of ``made`` (a random choice), so one kind of fact does not fill a category."""
    return rng.sample(made, most) if len(made) > most else made
