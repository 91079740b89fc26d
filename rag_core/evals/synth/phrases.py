"""How questions are asked: templates per fact family, period phrases, typos and terse forms.

An ask template is ``"style:text"``; styles are ``plain`` (no organisation named), ``named``,
``you`` (addressed to the document's author), ``terse`` (analyst shorthand) and ``paraphrase``
(words the document does not use). ``|`` separates templates; slots are ``{org}``, ``{short}``
and the fact's own (``{role_q}``, ``{period}``, ``{period_t}``, ...). A slot value may itself hold
``|``-separated alternatives, one of which is chosen per question.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from rag_core.evals.synth.pools import MONTHS, Locale, month_end

STYLES = ("plain", "named", "you", "terse", "paraphrase")
STYLE_WEIGHTS = (30, 22, 16, 18, 18)
TYPO_SHARE = 0.08

ASKS: dict[str, str] = {
    "role": "plain:Who is the {role_q}?|plain:Who is the current {role_q}?|plain:Who holds the position of {role_q}?"
    "|named:Who is the {role_q} of {org}?|named:Who is {org}'s {role_q}?|named:Who serves as {role_q} at {short}?"
    "|named:who's {short}'s {role_q}|you:Who is your {role_q}?|you:Who's your {role_q}?"
    "|terse:{short} {role_q}|terse:{role_q} name|terse:{role_q}?",
    "since": "plain:Since when has {person} been {role_t}?|plain:When did {person} become {role_t}?"
    "|named:When did {person} take over as {role_t} at {short}?|plain:In what year did {person} start as {role_t}?"
    "|terse:{person} {role_t} since|paraphrase:Which year did {person} step into the {role_t} job?",
    "site_role": "plain:Who manages the {site_name} {site}?|plain:Who is the {site_role} in {site_name}?"
    "|named:Who runs {short}'s {site_name} {site}?|you:Who manages your {site_name} {site}?"
    "|terse:{site_name} {site_role}|paraphrase:Who is in charge of the {site} in {site_name}?",
    "founded": "named:When was {org} founded?|named:What year was {short} established?|named:When did {short} start?"
    "|you:When were you founded?|you:What year did you start?|terse:{short} founding year|terse:year founded"
    "|paraphrase:In which year did {org} begin trading?|paraphrase:When did {short} open for business?",
    "founded_where": "named:Where was {org} founded?|named:In which city did {short} start?|you:Where did you start out?"
    "|terse:{short} founded where|paraphrase:What city is {short} originally from?",
    "hq": "named:Where is {org} headquartered?|plain:Where is the head office?|named:Where is {short}'s head office?"
    "|named:In which city is {short} based?|you:Where are you based?|you:Where is your head office?"
    "|terse:{short} HQ|terse:head office address|paraphrase:Where are {short}'s main offices located?"
    "|paraphrase:What is the address of the main office?",
    "employees": "named:How many people did {org} employ {period}?|named:How many employees did {short} have {period}?"
    "|plain:What was the headcount {period}?|you:How many staff did you have {period}?"
    "|terse:{short} headcount {period_t}|terse:employees {period_t}"
    "|paraphrase:How big was {short}'s workforce {period}?|paraphrase:What was the size of the team {period}?",
    "sites_count": "named:How many {sites} does {org} have?|plain:How many {sites} are there?|you:How many {sites} do you run?"
    "|terse:number of {sites}|terse:{short} {sites} count|paraphrase:In how many locations does {short} operate?",
    "asset_count": "named:How many {asset} did {org} have {period}?|plain:What was the number of {asset} {period}?"
    "|you:How many {asset} did you have {period}?|terse:{short} {asset} {period_t}|terse:{asset} {period_t}"
    "|paraphrase:What was the total count of {asset} {period}?",
    "cell": "plain:What {be} {thing} {period}?|plain:How much {be} {thing} {period}?|named:What {be} {short}'s {thing} {period}?"
    "|named:What did {org} report for {thing} {period}?|you:What {be} your {thing} {period}?"
    "|terse:{short} {thing} {period_t}|terse:{thing} {period_t}|paraphrase:What figure was reported for {thing_syn} {period}?",
    "site_staff": "plain:How many people work at the {site_name} {site}?|plain:What is the headcount of the {site_name} {site}?"
    "|named:How many staff does {short} have in {site_name}?|you:How many people work at your {site_name} {site}?"
    "|terse:{site_name} staff|terse:{short} {site_name} headcount"
    "|paraphrase:How large is the team at the {site_name} {site}?",
    "site_opened": "plain:When did the {site_name} {site} open?|plain:When was the {site_name} {site} opened?"
    "|named:When did {short} open its {site_name} {site}?|you:When did you open in {site_name}?"
    "|terse:{site_name} {site} opening date|paraphrase:Since when has the {site_name} {site} been running?",
    "site_hours": "plain:What are the opening hours of the {site_name} {site}?|plain:When is the {site_name} {site} open?"
    "|named:What time does {short}'s {site_name} {site} open?|you:When are you open in {site_name}?"
    "|terse:{site_name} opening hours|paraphrase:At what times can I visit the {site_name} {site}?",
    "policy_date": "plain:When does the {policy} policy take effect?|plain:From what date does the {policy} policy apply?"
    "|plain:When does the new {policy} policy start?|named:When does {short}'s {policy} policy come into force?"
    "|you:When does your {policy} policy take effect?|terse:{policy} policy effective date"
    "|terse:{policy} policy start date|paraphrase:What is the start date of the {policy} rules?",
    "policy_review": "plain:When will the {policy} policy be reviewed?|plain:When is the next review of the {policy} policy?"
    "|named:When will {short} review its {policy} policy?|terse:{policy} policy review date"
    "|paraphrase:By when will the {policy} rules be looked at again?",
    "policy_owner": "plain:Who owns the {policy} policy?|plain:Who is responsible for the {policy} policy?"
    "|named:Who is in charge of {short}'s {policy} policy?|you:Who owns your {policy} policy?"
    "|terse:{policy} policy owner|paraphrase:Who should I ask about the {policy} rules?",
    "definition": "plain:What is {a_term}?|plain:What does '{term}' mean?|plain:What is meant by {term}?|plain:Define {term}."
    "|named:How does {short} define {term}?|you:What do you mean by {term}?|terse:{term} definition"
    "|terse:meaning of {term}|paraphrase:What counts as {a_term}?|paraphrase:Explain the term {term}.",
    "allowance": "plain:What is the daily allowance for {region}?|plain:How much is the per diem in {region}?"
    "|named:What daily allowance does {short} pay for {region}?|you:What's your daily allowance for {region}?"
    "|terse:daily allowance {region}|terse:per diem {region}"
    "|paraphrase:How much can I spend per day when travelling to {region}?",
    "hotel": "plain:What is the nightly hotel limit for {region}?|plain:How much can be spent on a hotel in {region}?"
    "|named:What hotel rate does {short} allow in {region}?|terse:hotel limit {region}"
    "|paraphrase:What is the cap on accommodation per night in {region}?",
    "price": "plain:How much does {item} cost?|plain:What is the price of {item}?|named:What does {short} charge for {item}?"
    "|you:How much do you charge for {item}?|terse:price {item}|paraphrase:What would I pay for {item}?",
    "contact": "plain:What is the phone number of the head office?|named:What is {short}'s phone number?"
    "|you:How can I phone you?|terse:{short} phone|paraphrase:What number do I call to reach the main office?",
}

MEASURE_SYNONYMS = {
    "revenue": "sales|turnover|the top line",
    "net sales": "sales|revenue|turnover",
    "income": "total income|receipts",
    "fee income": "fees|fee revenue",
    "turnover": "sales|revenue",
    "operating income": "operating profit|EBIT",
    "net income": "net profit|profit after tax|the bottom line",
    "operating expenses": "operating costs|opex",
    "surplus": "net surplus|the result for the year",
}
ARITHMETIC = (
    "plain:By how much did {thing} change between {p0} and {p1}?|plain:What was the growth in {thing} from {p0} to {p1}?"
    "|plain:How much higher was {thing} in {p1} than in {p0}?|plain:What was the percentage change in {thing} from {p0} to {p1}?"
    "|named:By what percentage did {thing} at {short} grow from {p0} to {p1}?|terse:{thing} growth {p0} to {p1}"
    "|terse:{thing} % change {p0}-{p1}|paraphrase:What was the average {thing} across {p0} and {p1}?"
    "|paraphrase:How did {thing} move from {p0} to {p1}, in percent?"
)
ARITHMETIC_SUM = (
    "plain:What was the combined {measure} of {e0} and {e1} {period}?|plain:What were {measure} for {e0} and {e1} together {period}?"
    "|named:What did {short}'s {e0} and {e1} add up to in {measure} {period}?|terse:{e0} + {e1} {measure} {period_t}"
    "|paraphrase:Summing {e0} and {e1}, what was the {measure} {period}?"
)
ARITHMETIC_AGE = (
    "named:How many years has {org} been operating?|named:How old is {short}?|you:How long have you been in business?"
    "|terse:{short} age in years|paraphrase:For how many years has {short} existed?"
)


@dataclass(frozen=True, slots=True)
class Period:
    """A reporting period a figure is printed for.

    ``kind``: "FY" (a fiscal year's flow), "YE" (a stock at year end), "3M"/"6M"/"9M" (months
    ended ``month`` of ``year``), "col" (a sheet column headed ``label``).
    """

    kind: str
    year: int
    month: int = 12
    label: str = ""

    @property
    def key(self) -> str:
        """Identity for "is this figure printed for this period"."""
        return f"{self.kind}:{self.year}:{self.month}:{self.label}"


_SPAN_WORDS = {"3M": "three", "6M": "six", "9M": "nine"}
_QUARTER = {3: "first", 6: "second", 9: "third", 12: "fourth"}


def period_phrases(period: Period, locale: Locale, fy_month: int) -> tuple[list[str], list[str]]:
    """(phrases with a preposition for full questions, terse forms) for a period."""
    y = period.year
    if period.kind == "col":
        return [f"in {period.label}", f"for {period.label}"], [period.label]
    if period.kind == "FY":
        full = [f"in {y}", f"for {y}", f"in fiscal {y}", f"for the year ended {month_end(locale, fy_month, y)}"]
        return full, [f"FY{y}", str(y), f"FY{y % 100:02d}"]
    if period.kind == "YE":
        return [f"at the end of {y}", f"in {y}", f"at year end {y}"], [str(y), f"YE{y}"]
    ended = month_end(locale, period.month, y)
    words = _SPAN_WORDS[period.kind]
    full = [f"in the {words} months ended {ended}", f"for the {words} months to {ended}"]
    terse = [f"{period.kind} {MONTHS[period.month - 1][:3]} {y}"]
    if period.kind == "3M":
        full.append(f"for the quarter ended {ended}")
    if fy_month == 12:  # calendar quarters only mean what they say when the fiscal year is the calendar year
        if period.kind == "3M":
            full.append(f"in the {_QUARTER[period.month]} quarter of {y}")
            terse.append(f"Q{period.month // 3} {y}")
        elif period.kind == "9M":
            full.append(f"in the first nine months of {y}")
            terse.append(f"9M {y}")
        elif period.kind == "6M":
            full.append(f"in the first half of {y}")
            terse.append(f"H1 {y}")
    return full, terse


_MISSPELLINGS = {
    "what": "waht",
    "allowance": "allowence",
    "receive": "recieve",
    "policy": "polcy",
    "employees": "employes",
    "separate": "seperate",
    "definition": "defintion",
    "revenue": "revenu",
    "address": "adress",
    "business": "buisness",
    "many": "mnay",
    "manager": "manger",
    "which": "wich",
    "people": "poeple",
    "where": "wehre",
    "when": "wehn",
    "travel": "travle",
    "office": "ofice",
    "daily": "dialy",
    "expenses": "expences",
    "hours": "hourse",
}
_WORD = re.compile(r"[a-z]{4,}")


def typo(question: str, rng: random.Random) -> str:
    """The question with one or two everyday typing slips, lower-cased; names and figures intact."""
    words = question.split(" ")
    spots = [i for i, w in enumerate(words) if _WORD.fullmatch(w.strip("?.,'")) and w.islower()]
    if not spots:
        return question.lower()
    for index in sorted(rng.sample(spots, min(len(spots), rng.choice((1, 1, 2))))):
        word = words[index]
        core = word.strip("?.,'")
        if core in _MISSPELLINGS:
            slip = _MISSPELLINGS[core]
        else:
            at = rng.randrange(1, len(core) - 1)
            slip = rng.choice(
                (
                    core[:at] + core[at + 1 :],
                    core[:at] + core[at + 1] + core[at] + core[at + 2 :],
                    core[:at] + core[at] + core[at:],
                )
            )
        words[index] = word.replace(core, slip, 1)
    text = " ".join(words)
    return text[0].lower() + text[1:] if rng.random() < 0.7 else text


def surface(question: str, style: str, rng: random.Random) -> str:
    """Small everyday variations: a dropped question mark, a lower-case start, "please"."""
    if style == "terse":
        return question.rstrip("?") if rng.random() < 0.7 else question
    roll = rng.random()
    if roll < 0.12:
        question = question.rstrip("?")
    elif roll < 0.2:
        question = question[0].lower() + question[1:]
    elif roll < 0.24 and question.endswith("?"):
        question = question[:-1] + ", please?"
    return question


def parse_asks(spec: str) -> tuple[tuple[str, str], ...]:
    """``"style:text|style:text"`` -> ((style, text), ...)."""
    asks = []
    for part in spec.split("|"):
        style, _, text = part.partition(":")
        if style not in STYLES or not text:
            raise ValueError(f"ask template {part!r} needs one of the styles {STYLES} before a colon")
        asks.append((style, text))
    return tuple(asks)
