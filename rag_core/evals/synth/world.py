"""One fictional organisation: who and where it is, its numbers, and the facts its documents state.

An :class:`Org` is built once per organisation with its own seeded random generator, and is
filled in as its documents are composed (``compose``): every fact and trap a document states is
registered here with the questions it answers, and every figure with the period it is printed
for, so that questions about unprinted periods and entities can be made afterwards.
"""

from __future__ import annotations

import random
import re

from rag_core.evals.synth.model import Fact, Trap
from rag_core.evals.synth.phrases import ASKS, STYLES, Period, parse_asks
from rag_core.evals.synth.pools import FIRST_NAMES, REGIONS, STREETS, SURNAMES, Locale
from rag_core.evals.synth.sectors import COMMON_ROLES, Role, Sector

_SLOT = re.compile(r"\{(\w+)\}")
_LEGAL = {
    "United Kingdom": "Ltd",
    "Ireland": "Limited",
    "Netherlands": "B.V.",
    "United States": "Inc.",
    "Canada": "Inc.",
    "Australia": "Pty Ltd",
}
_AREA = {
    "United Kingdom": "the United Kingdom",
    "Ireland": "the European Economic Area",
    "Netherlands": "the European Economic Area",
    "United States": "the United States",
    "Canada": "Canada",
    "Australia": "Australia",
}
_THE = ("United Kingdom", "United States", "Netherlands")
_RATES = {"£": ("45p", "38p", "52p"), "$": ("$0.67", "$0.58", "$0.72"), "EUR ": ("EUR 0.23", "EUR 0.19", "EUR 0.35")}
NUMBER_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def fmt_int(value: float) -> str:
    """A whole number with thousands separators: 48213 -> "48,213"."""
    return f"{round(value):,}"


def infer_style(question: str) -> str:
    """The style of a question written without one (sector data)."""
    low = f" {question.lower()} "
    if "{org}" in question or "{short}" in question:
        return "named"
    if any(w in low for w in (" you ", " your ", " i ", " my ")):
        return "you"
    if not question.endswith("?"):
        return "terse"
    return "plain"


def styled(questions: str | tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """Questions without a style prefix, each given the style it reads as."""
    items = questions.split("|") if isinstance(questions, str) else questions
    return tuple((infer_style(q), q) for q in items if q)


def fill(template: str, slots: dict[str, str]) -> str:
    """``template`` with its ``{slots}`` filled; an unknown slot is an error naming it."""

    def one(match: re.Match[str]) -> str:
        name = match.group(1)
        if name not in slots:
            raise KeyError(f"slot {{{name}}} of {template!r} has no value")
        return slots[name]

    return _SLOT.sub(one, template)


class Org:
    """A fictional organisation and what its documents say (filled in by ``compose``)."""

    def __init__(
        self,
        *,
        index: int,
        sector: Sector,
        locale: Locale,
        name: str,
        short: str,
        rng: random.Random,
        used_people: set[str],
    ) -> None:
        self.index = index
        self.sector = sector
        self.locale = locale
        self.name = name
        self.short = short
        self.rng = rng
        self.slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
        self._used_people = used_people
        self.legal = f"{name} {_LEGAL[locale.country]}" if sector.key not in ("council", "school", "charity") else name
        self.year = rng.choice((2023, 2024, 2025))  # latest full reporting year
        self.fy_month = rng.choice((12, 12, 12, 3, 6, 9))
        self.headcount = rng.randint(60, 2400)  # employees at the end of ``year``; sites and staff counts stay below it
        self.quarter = rng.randint(1, 3)  # of the fiscal year after ``year``, for the quarterly statement
        self.founded = rng.randint(1952, self.year - 6)
        cities = list(locale.cities)
        rng.shuffle(cities)
        self.hq_city = cities[0]
        self.sites = cities[: rng.randint(3, 5)]  # cities with a site (the head office city first)
        self.other_cities = cities[len(self.sites) :]
        self.address = f"{rng.randint(2, 180)} {rng.choice(STREETS)}, {self.hq_city}"
        self.domain = self.slug.replace("-", "") + rng.choice((".com", ".co", ".org", ".net"))
        self.roles: dict[str, Role] = {r.title: r for r in (*sector.roles, *COMMON_ROLES)}
        self.people: dict[str, str] = {}  # role title -> person, once stated
        self.facts: list[Fact] = []
        self.traps: list[Trap] = []
        self.printed: set[tuple[str, str, str]] = set()
        self.texts: list[str] = []  # every sentence and cell written, for "is this topic absent?"
        self.keys: set[str] = set()  # what has been stated (fact keys), so nothing is stated twice
        self.base = {
            "org": name,
            "short": short,
            "legal": self.legal,
            "cur": locale.currency,
            "cur_word": locale.currency_word,
            "country": ("the " if locale.country in _THE else "") + locale.country,
            "city": self.hq_city,
            "area": _AREA[locale.country],
            "site": sector.site,
            "sites": sector.sites,
            "distance": locale.distance,
            "unit": "mile" if locale.distance == "miles" else "kilometre",
            "top": sector.roles[0].title,
            "street": rng.choice(STREETS),
        }

    # -- people and values ---------------------------------------------------------------------
    def person(self) -> str:
        """A new person's name, unique across the whole generated set."""
        while True:
            name = f"{self.rng.choice(FIRST_NAMES)} {self.rng.choice(SURNAMES)}"
            if name not in self._used_people:
                self._used_people.add(name)
                return name

    def holder(self, title: str) -> str:
        """The person holding a role (named on first use)."""
        if title not in self.people:
            self.people[title] = self.person()
        return self.people[title]

    def draw(self, how: str) -> str:
        """A slot value drawn as ``how`` says ("int:2:10", "choice:a,b", "money:10:75", "time:6:8", ...)."""
        kind, _, spec = how.partition(":")
        rng = self.rng
        if kind == "int":
            lo, hi = (int(v) for v in spec.split(":"))
            return str(rng.randint(lo, hi))
        if kind == "choice":
            return fill(rng.choice(spec.split(",")), self.base)
        if kind == "money":
            lo, hi = (int(v) for v in spec.split(":"))
            step = 5 if hi <= 200 else 50
            return fmt_int(rng.randrange(lo // step, hi // step + 1) * step)
        if kind == "time":
            lo, hi = (int(v) for v in spec.split(":"))
            return f"{rng.randint(lo, hi):02d}:{rng.choice(('00', '30'))}"
        if kind == "rate":
            return rng.choice(_RATES[self.locale.currency])
        if kind == "approver":
            options = ["finance director", "operations director", "head of people", self.sector.roles[0].title]
            if "denial:cfo" in self.keys:  # "no chief financial officer; finance reports to the chief executive"
                options.remove("finance director")
            return rng.choice(options)
        if kind == "email":
            return f"{spec}@{self.domain}"
        raise ValueError(f"unknown value kind {how!r}; use int, choice, money, time, rate, approver or email")

    def region_pool(self) -> list[str]:
        """Travel regions in a random order."""
        regions = list(REGIONS)
        self.rng.shuffle(regions)
        return regions

    # -- what the documents state -------------------------------------------------------------
    def slots(self, **values: str) -> dict[str, str]:
        """The organisation's own slots plus ``values``."""
        return {**self.base, **values}

    def fact(
        self,
        category: str,
        golds: str | tuple[str, ...],
        asks: str | tuple[tuple[str, str], ...],
        slots: dict[str, str],
        **fields: object,
    ) -> Fact:
        """Register a fact; ``asks`` is a family of ``phrases.ASKS`` or explicit (style, template) pairs."""
        if isinstance(asks, str):
            asks = parse_asks(ASKS[asks]) if asks in ASKS else parse_asks(asks)
        for style, _ in asks:
            assert style in STYLES, style
        golds = (golds,) if isinstance(golds, str) else golds
        fact = Fact(f"{self.slug}-f{len(self.facts):03d}", category, golds, asks, slots, **fields)  # type: ignore[arg-type]
        if fact.period is not None:
            self.printed.add((fact.measure, fact.entity, fact.period.key))
        self.facts.append(fact)
        if fact.key:
            self.keys.add(fact.key)
        return fact

    def printed_figure(self, measure: str, entity: str, period: Period) -> None:
        """Record a figure printed without a question of its own."""
        self.printed.add((measure, entity, period.key))

    def trap(self, statement: str, asks: str, slots: dict[str, str]) -> Trap:
        """Register a sentence that denies or narrows something, with the questions it does not answer."""
        parsed = parse_asks(asks) if ":" in asks.split("|")[0] else styled(asks)
        trap = Trap(f"{self.slug}-t{len(self.traps):03d}", parsed, slots, statement)
        self.traps.append(trap)
        return trap

    def note(self, *texts: str) -> None:
        """Record text a document carries (for the absent-topic check)."""
        self.texts.extend(texts)
