"""Prose documents: the handbook, policies and web pages, with the facts they state.

Each function writes one document's blocks with a :class:`Writer` and registers every fact on
the organisation. A fact is stated once per organisation (its ``key``): a later document that
would state it again writes something else instead.
"""

from __future__ import annotations

from rag_core.evals.synth.clauses import CLAUSES, DEFINITIONS, DENIALS, PRACTICES, Clause
from rag_core.evals.synth.model import Table
from rag_core.evals.synth.phrases import ASKS, Period, parse_asks
from rag_core.evals.synth.pools import date_text
from rag_core.evals.synth.sectors import Role
from rag_core.evals.synth.world import Org, fill, fmt_int, styled
from rag_core.evals.synth.writer import Writer, row

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


def practice(w: Writer, p: tuple[str, str, str, str], *, narrow: bool, faq: bool = False) -> None:
    """A yes/no practice stated in full (a fact) or only narrowly (a trap for the full questions)."""
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
        w.state(("Yes. " if faq else "") + statement, org.fact("yesno", gold, asks, slots, key=key))


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
    for p in rng.sample(PRACTICES[4:], 2):
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
        for p in rng.sample(PRACTICES[:4], rng.randint(2, 4)):
            practice(w, p, narrow=rng.random() < 0.4)
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
