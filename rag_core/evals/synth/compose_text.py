"""Prose documents: the handbook, policies and web pages, with the facts they state.

Each function writes one document's blocks with a :class:`Writer` and registers every fact on
the organisation, mostly through the statements of ``compose_facts``.
"""

from __future__ import annotations

from rag_core.evals.synth.compose_facts import (
    about,
    clause,
    denials,
    free_roles,
    practice,
    role_asks,
    role_sentence,
    site_managers,
)
from rag_core.evals.synth.clauses import (
    CLAUSES,
    CONDUCT_PRACTICES,
    DEFINITIONS,
    NOTICE_STATEMENTS,
    PRACTICES,
    PRIVACY_PRACTICES,
)
from rag_core.evals.synth.model import Table
from rag_core.evals.synth.pools import date_text
from rag_core.evals.synth.world import fill, fmt_int
from rag_core.evals.synth.writer import Writer, row


def handbook(w: Writer) -> str:
    """An employee handbook; returns its title."""
    org, rng = w.org, w.rng
    title = rng.choice(("{org} - Employee Handbook", "{short} Staff Handbook", "Working at {short}: Employee Handbook"))
    title = fill(title, org.base)
    w.heading(title)
    w.para(
        f"Welcome to {org.name}.", "This handbook describes who we are, how we work and what we expect from each other."
    )
    w.heading(rng.choice(("About us", f"About {org.short}", "Who we are")), 2)
    before = len(w.blocks)
    about(w)
    if len(w.blocks) == before:  # another document already said all of it
        w.para(*w.filler("about", 2))
    w.page_break()
    w.heading(rng.choice(("Our leadership", "Who's who", "The leadership team")), 1)
    for role in free_roles(org, rng.randint(2, 3)):
        role_sentence(w, role)
    w.para(*w.filler("leadership"))
    w.page_break()
    w.heading(rng.choice(("Working hours and leave", f"Working at {org.short}", "Terms of employment")), 1)
    pool = [c for c in CLAUSES if c.home == "handbook"]
    for c in rng.sample(pool, rng.randint(4, 6)):
        clause(w, c)
    w.para(*w.filler("working"))
    w.heading(rng.choice(("Definitions", "Glossary", "Words we use")), 1)
    for term, body in rng.sample(org.sector.definitions, 2):
        if f"definition:{term.removeprefix('a ')}" not in org.keys:
            w.definition(term, fill(body, org.base))
    w.heading(rng.choice(("How we work", "Conduct", "Our commitments")), 1)
    for p in rng.sample(CONDUCT_PRACTICES, 2):
        practice(w, p, narrow=rng.random() < 0.4)
    denials(w, ("car", "cfo", "weekends", "bonus"), 2)
    w.heading(rng.choice(("Our sites", "Contacts", "Where we work")), 1)
    site_managers(w, rng.randint(1, 2))
    return title


POLICY_TITLES = {
    "remote working": "Remote Working Policy",
    "travel": "Travel Policy",
    "expenses": "Expenses Policy",
    "health and safety": "Health and Safety Policy",
    "privacy": "Privacy Notice",
}
_OWNERS = {
    "remote working": "head of people",
    "travel": "finance director",
    "expenses": "finance director",
    "health and safety": "health and safety manager",
    "privacy": "head of legal",
}


def policy(w: Writer, name: str) -> str:
    """One policy (or the privacy notice); returns its title."""
    org, rng, y = w.org, w.rng, w.org.year
    label = "privacy notice" if name == "privacy" else f"{name} policy"
    title = f"{org.name} - {POLICY_TITLES[name]}"
    w.heading(title)
    day, month = rng.randint(1, 28), rng.randint(1, 12)
    start = date_text(org.locale, day, month, y + rng.randint(0, 1))
    old = date_text(org.locale, rng.randint(1, 28), rng.randint(1, 12), y - rng.randint(2, 4))
    s = org.slots(policy=name, date=start)
    effective = org.fact("date", start, "policy_date", s, key=f"policy_date:{name}")
    w.para(*w.filler(name), f"This {label} applies to everyone who works for {org.legal}.")
    w.state(
        fill(
            rng.choice(
                (
                    "This {policy} policy takes effect on {date}.",
                    "The {policy} policy applies from {date}.",
                    "Effective date: {date}.",
                )
            ),
            s,
        ).replace("privacy policy", "notice"),
        effective,
        extra=(f"It replaces the version issued on {old}.",),
    )
    owner_role = org.roles[_OWNERS[name]]
    if f"role:{owner_role.title}" not in org.keys:
        person = org.holder(owner_role.title)
        so = org.slots(policy=name, person=person, role_q="|".join(owner_role.asked), role_t=owner_role.title)
        w.state(
            f"This {label} is owned by the {owner_role.title}, {person}.",
            org.fact("role", person, "policy_owner", so, key=f"policy_owner:{name}"),
            org.fact("role", person, role_asks(owner_role), so, key=f"role:{owner_role.title}"),
        )
    if name in DEFINITIONS:
        w.heading("Definitions", 2)
        for term, body in rng.sample(DEFINITIONS[name], rng.randint(1, 2)):
            w.definition(term, fill(body, org.slots(n=str(rng.choice((25, 30, 40, 50, 80))))), policy=name)
    w.page_break()
    w.heading(rng.choice(("Rules", "What this means for you", "Our approach", "Details")), 1)
    for c in [c for c in CLAUSES if c.home == name]:
        if rng.random() < 0.85:
            clause(w, c)
    if name == "travel":
        allowances(w)
    if name == "privacy":
        for p in rng.sample(PRIVACY_PRACTICES, rng.randint(4, 8)):
            practice(w, p, narrow=rng.random() < 0.4)
        for p in rng.sample(NOTICE_STATEMENTS, rng.randint(4, 8)):
            practice(w, p, narrow=rng.random() < 0.4, category="statement")
    w.para(*w.filler(name, 2))
    review = date_text(org.locale, rng.randint(1, 28), rng.randint(1, 12), y + rng.randint(2, 3))
    sr = org.slots(policy=name, date=review)
    w.heading("Review", 2)
    w.state(
        fill(
            rng.choice(
                ("This {policy} policy will be reviewed by {date}.", "The next review of this policy is due on {date}.")
            ),
            sr,
        ).replace("privacy policy", "notice"),
        org.fact("date", review, "policy_review", sr, key=f"policy_review:{name}"),
    )
    return title


def allowances(w: Writer) -> None:
    """Daily allowances (and hotel limits) for some regions, as a sentence or a small table."""
    org, rng = w.org, w.rng
    regions = org.region_pool()
    stated, unstated = regions[:3], tuple(regions[3:])
    daily = {r: fmt_int(rng.randrange(8, 30) * 5) for r in stated}
    hotel = {r: fmt_int(rng.randrange(16, 60) * 5) for r in stated}
    facts = {}
    for r in stated:
        s = org.slots(region=r)
        facts[r] = (
            org.fact(
                "amount",
                f"{org.locale.currency}{daily[r]}",
                "allowance",
                s,
                key=f"allowance:{r}",
                entity=r,
                entity_slot="region",
                entity_pool=unstated,
                measure="allowance",
                thing="daily allowance",
                value=float(daily[r].replace(",", "")),
            ),
            org.fact(
                "amount",
                f"{org.locale.currency}{hotel[r]}",
                "hotel",
                s,
                key=f"hotel:{r}",
                entity=r,
                entity_slot="region",
                entity_pool=unstated,
                measure="hotel",
                thing="hotel limit",
            ),
        )
    if rng.random() < 0.5:
        cur = org.locale.currency
        listed = (
            ", ".join(f"{cur}{daily[r]} for {r}" for r in stated[:-1])
            + f" and {cur}{daily[stated[-1]]} for {stated[-1]}"
        )
        w.state(f"The daily allowance is {listed}.", *(f[0] for f in facts.values()))
        listed = (
            ", ".join(f"{cur}{hotel[r]} in {r}" for r in stated[:-1]) + f" and {cur}{hotel[stated[-1]]} in {stated[-1]}"
        )
        w.state(f"The nightly hotel limit is {listed}.", *(f[1] for f in facts.values()))
    else:
        rows = tuple(
            row(
                r,
                [f"{org.locale.currency}{daily[r]}", f"{org.locale.currency}{hotel[r]}"],
                [facts[r][0].fid, facts[r][1].fid],
            )
            for r in stated
        )
        w.table(
            Table(
                "Allowances by region",
                f"Amounts in {org.locale.currency_word}",
                ("Daily allowance", "Hotel limit per night"),
                rows,
                label_header="Region",
            )
        )


def web(w: Writer, page: str) -> str:
    """A web page: "about", "contact" or "faq"; returns its title."""
    org, rng = w.org, w.rng
    titles = {"about": f"About us | {org.name}", "contact": f"Contact | {org.name}", "faq": f"FAQ | {org.name}"}
    w.heading({"about": f"About {org.name}", "contact": "Get in touch", "faq": "Frequently asked questions"}[page])
    if page == "about":
        w.para(*w.filler("about", 2))
        about(w)
        for role in free_roles(org, 2):
            role_sentence(w, role)
        denials(w, ("unopened", "electric", "acquisitions"), 2)
    elif page == "contact":
        if "hq" not in org.keys:
            s = org.slots(address=org.address)
            w.state(fill("Our head office is at {address}.", s), org.fact("place", org.address, "hq", s, key="hq"))
        phone = f"+{rng.choice((44, 353, 31, 1, 61))} {rng.randint(100, 999)} {rng.randint(100, 999)} {rng.randint(1000, 9999)}"
        w.state(
            f"Call us on {phone} or email hello@{org.domain}.",
            org.fact("contact", phone, "contact", org.base, key="phone"),
        )
        w.heading(f"Our {org.sector.sites}", 2)
        with_hours = [c for c in org.sites if f"site_hours:{c}" not in org.keys][: rng.randint(1, 3)]
        pool = tuple(c for c in org.sites if c not in with_hours) or tuple(org.other_cities[:2])
        for city in with_hours:
            t1, t2 = (
                f"{rng.randint(7, 9):02d}:{rng.choice(('00', '30'))}",
                f"{rng.randint(16, 20):02d}:{rng.choice(('00', '30'))}",
            )
            days = rng.choice(("Monday to Friday", "Monday to Saturday", "every day"))
            s = org.slots(site_name=city)
            fact = org.fact(
                "rule",
                f"{t1} to {t2}",
                "site_hours",
                s,
                key=f"site_hours:{city}",
                entity=city,
                entity_slot="site_name",
                entity_pool=pool,
            )
            w.state(f"Our {city} {org.sector.site} is open from {t1} to {t2}, {days}.", fact)
        site_managers(w, 1)
        denials(w, ("weekends", "unopened"), 1)
    else:
        for p in rng.sample(org.sector.practices, len(org.sector.practices)):
            practice(w, p, narrow=rng.random() < 0.35, faq=True)
        for p in rng.sample(PRACTICES, 2):
            practice(w, p, narrow=rng.random() < 0.35, faq=True)
        w.heading("Prices", 2)
        for item, lo, hi in org.sector.products:
            price = fmt_int(rng.randint(lo, hi))
            s = org.slots(item=item)
            fact = org.fact(
                "amount",
                f"{org.locale.currency}{price}",
                "price",
                s,
                key=f"price:{item}",
                value=float(price.replace(",", "")),
            )
            w.state(
                fill(
                    rng.choice(
                        ("{Item} costs {cur}{p}.", "We charge {cur}{p} for {item}.", "The price of {item} is {cur}{p}.")
                    ),
                    {**s, "Item": item[0].upper() + item[1:], "p": price},
                ),
                fact,
            )
        denials(w, ("car", "electric", "weekends"), 1)
        w.para(*w.filler("faq"))
    return titles[page]
