"""Statements any prose document may make, each registered as facts on the organisation: who holds a
role, the organisation's founding, head office, headcount and sites, a clause, a practice, a denial.

A fact is stated once per organisation (its ``key``): a later document that would state it again
writes something else instead. The documents that use these are in ``compose_text`` and
``compose_figures``.
"""

from __future__ import annotations

import re

from rag_core.evals.synth.clauses import DENIALS, Clause, Practice
from rag_core.evals.synth.phrases import ASKS, Period, parse_asks
from rag_core.evals.synth.sectors import Role
from rag_core.evals.synth.world import Org, fill, fmt_int, styled
from rag_core.evals.synth.writer import Writer


_ROLE_FORMS = (
    "Our {role} is {person}.",
    "{person} is our {role}.",
    "{person}, our {role}, {duty}.",
    "The {role}, {person}, {duty}.",
    "{person} has been {role} since {year}.",
    "{person} joined {short} as {role} in {year}.",
)


def role_sentence(w: Writer, role: Role, *, forms: tuple[str, ...] = _ROLE_FORMS) -> None:
    """A sentence naming who holds ``role`` (and since when, in some forms), with its facts."""
    org = w.org
    person = org.holder(role.title)
    year = str(w.rng.randint(max(org.founded, org.year - 15), org.year))
    form = w.rng.choice(forms)
    sentence = fill(form, org.slots(role=role.title, person=person, duty=role.duty, year=year))
    sentence = sentence[0].upper() + sentence[1:]
    slots = org.slots(role_q="|".join(role.asked), person=person, role_t=role.title)
    facts = [org.fact("role", person, role_asks(role), slots, key=f"role:{role.title}")]
    if "{year}" in form:
        facts.append(
            org.fact(
                "date",
                year,
                "since",
                slots,
                key=f"since:{role.title}",
                value=float(year),
                thing=f"{person}'s years as {role.title}",
            )
        )
    extra = ()
    if w.rng.random() < 0.25 and role is org.sector.roles[0]:
        extra = (
            (f"{org.person()} retired as {role.title} in {int(year) - w.rng.randint(0, 1)}.",)
            if "{year}" in form
            else (f"{org.person()} was {role.title} until {org.year - w.rng.randint(2, 6)}.",)
        )
    w.state(sentence, *facts, extra=extra)


def role_asks(role: Role) -> tuple[tuple[str, str], ...]:
    """The questions asking who holds ``role``: the generic ones and the role's own paraphrases."""
    return (*parse_asks(ASKS["role"]), *(("paraphrase", p) for p in role.paraphrases))


def free_roles(org: Org, count: int, *, top: bool = True) -> list[Role]:
    """Up to ``count`` roles nobody has been named for yet (the top role first when ``top``)."""
    roles = [r for r in org.roles.values() if f"role:{r.title}" not in org.keys]
    first = [r for r in roles if r is org.sector.roles[0]] if top else []
    rest = [r for r in roles if r not in first]
    org.rng.shuffle(rest)
    return (first + rest)[:count]


def about(w: Writer, *, employees: bool = True) -> None:
    """Founding, head office, headcount and sites, whichever are not stated yet."""
    org, rng = w.org, w.rng
    s = org.slots(founded=str(org.founded), activity=org.sector.activity, address=org.address)
    if "founded" not in org.keys:
        where = rng.choice((org.hq_city, *org.sites[1:2]))
        year = org.fact("date", str(org.founded), "founded", s, key="founded", value=float(org.founded))
        if rng.random() < 0.5:
            place = org.fact("place", where, "founded_where", s, key="founded_where")
            w.state(
                fill(
                    rng.choice(
                        (
                            "{org} was founded in {founded} in {where}.",
                            "Founded in {where} in {founded}, {org} has grown steadily since.",
                        )
                    ),
                    {**s, "where": where},
                ),
                year,
                place,
                extra=tuple(w.filler("about")),
            )
        else:
            w.state(
                fill(rng.choice(("We have been {activity} since {founded}.", "{org} was founded in {founded}.")), s),
                year,
                extra=tuple(w.filler("about")),
            )
    if "hq" not in org.keys:
        if rng.random() < 0.5:
            w.state(fill("Our head office is at {address}.", s), org.fact("place", org.address, "hq", s, key="hq"))
        else:
            w.state(fill("{org} is headquartered in {city}.", s), org.fact("place", org.hq_city, "hq", s, key="hq"))
    if employees and "employees" not in org.keys:
        now = org.headcount
        before = max(10, round(now * rng.uniform(0.82, 1.08)))
        y = org.year
        f1 = org.fact(
            "count",
            fmt_int(now),
            "employees",
            s,
            key="employees",
            measure="employees",
            period=Period("YE", y),
            value=float(now),
            thing="headcount",
        )
        f0 = org.fact(
            "count",
            fmt_int(before),
            "employees",
            s,
            key="employees0",
            measure="employees",
            period=Period("YE", y - 1),
            value=float(before),
            thing="headcount",
        )
        w.state(
            fill(
                rng.choice(
                    (
                        "At the end of {y} {org} employed {n} people, {updown} from {m} a year earlier.",
                        "Headcount at the end of {y} was {n}, against {m} at the end of {y0}.",
                    )
                ),
                {
                    **s,
                    "y": str(y),
                    "y0": str(y - 1),
                    "n": fmt_int(now),
                    "m": fmt_int(before),
                    "updown": "up" if now >= before else "down",
                },
            ),
            f1,
            f0,
        )
    if "sites_count" not in org.keys:
        k = len(org.sites)
        listed = ", ".join(org.sites[:-1]) + " and " + org.sites[-1]
        fact = org.fact("count", f"{k} {org.sector.sites}", "sites_count", s, key="sites_count", value=float(k))
        w.state(fill("{org} operates {k} {sites}, in {listed}.", {**s, "k": str(k), "listed": listed}), fact)


def site_managers(w: Writer, count: int) -> None:
    """Who manages some of the sites; the others are named without a manager."""
    org = w.org
    named = [c for c in org.sites if f"site_role:{c}" not in org.keys][:count]
    if not named:
        return
    pool = tuple(c for c in org.sites if c not in named) or tuple(org.other_cities[:2])
    for city in named:
        person = org.person()
        s = org.slots(site_name=city, site_role=org.sector.site_role, person=person)
        fact = org.fact(
            "role",
            person,
            "site_role",
            s,
            key=f"site_role:{city}",
            entity=city,
            entity_slot="site_name",
            entity_pool=pool,
        )
        w.state(
            fill(
                w.rng.choice(
                    (
                        "{person} manages the {site_name} {site}.",
                        "The {site_name} {site} is run by {person}.",
                        "Our {site_role} in {site_name} is {person}.",
                    )
                ),
                s,
            ),
            fact,
        )


def clause(w: Writer, c: Clause) -> None:
    """One clause: a statement, its facts, its distractor sentence and (sometimes) its trap."""
    org = w.org
    values = {name: org.draw(how) for name, how in c.values}
    s = org.slots(**values)
    sentence = fill(w.rng.choice(c.variants), s)
    facts = [
        org.fact(cat, fill(gold, s), asks, s, key=f"clause:{c.key}:{i}") for i, (cat, gold, asks) in enumerate(c.facts)
    ]
    w.state(sentence, *facts, extra=(fill(c.extra, s),) if c.extra else ())
    if c.trap and w.rng.random() < 0.8:
        statement = fill(c.trap[0], s)
        w.state(statement, org.trap(statement, c.trap[1], s))


_DENIES = re.compile(r"\b(?:not|never|no)\b|n't\b", re.IGNORECASE)  # an FAQ answers such a practice "No."


def practice(w: Writer, p: Practice, *, narrow: bool, faq: bool = False, category: str = "yesno") -> None:
    """A practice stated in full (a fact) or only narrowly (a trap for the full questions): a yes/no
    practice, or (``category`` "statement") a statement that answers a wh-question."""
    org = w.org
    key = f"practice:{p[0]}"
    if key in org.keys:  # stated (in full or narrowly) by another document already
        return
    org.keys.add(key)
    slots = org.slots(city=w.rng.choice(org.sites))
    statement, gold, narrower = (fill(x, slots) for x in p[:3])
    asks = styled(p[3])
    if faq:
        w.heading(fill(asks[0][1], slots), 2)
        asks = asks[1:]
    if narrow:  # a terse "background checks?" is as open as the narrower sentence; ask in full
        full = [(st, q) for st, q in asks if st != "terse"] or list(asks)
        w.state(narrower, org.trap(narrower, "|".join(f"{st}:{q}" for st, q in full), slots))
    else:
        reply = ("No. " if _DENIES.search(statement) else "Yes. ") if faq else ""
        w.state(reply + statement, org.fact(category, gold, asks, slots, key=key))


_FLEETS = ("logistics", "retail", "council", "veterinary", "charity", "brewery")


def denials(w: Writer, keys: tuple[str, ...], most: int) -> None:
    """Up to ``most`` sentences denying something the questions presuppose (traps), of ``keys``."""
    org = w.org
    for key, statement, asks in [d for d in DENIALS if d[0] in keys and f"denial:{d[0]}" not in org.keys]:
        if most <= 0:
            return
        finance_named = "role:finance director" in org.keys or any("finance director" in t for t in org.texts)
        if key == "cfo" and finance_named or key == "electric" and org.sector.key not in _FLEETS:
            continue
        if key == "unopened" and not org.other_cities:
            continue
        org.keys.add(f"denial:{key}")
        if key == "cfo":
            org.keys.add("role:finance director")  # nobody is named finance director after "no CFO"
        s = org.slots(place=org.other_cities[0] if org.other_cities else "", year=str(org.year))
        sentence = fill(statement, s)
        w.state(sentence, org.trap(sentence, asks, s))
        most -= 1
