"""A how-much question answered by a count of something else (:func:`counts_instead`) or by a
reduction of the thing asked (:func:`reduction_instead`), and a how-many question answered by a
length of time or a phone number (:func:`measures_instead`): checks of
:mod:`rag_core.answer.judging.gates`."""

from __future__ import annotations

import re
from collections.abc import Sequence

from rag_core import datafiles
from rag_core.answer.candidate import Candidate
from rag_core.answer.judging.counted import counts_after, in_money_cell, money_header
from rag_core.answer.judging.figures import CURRENCY_SIGNS
from rag_core.answer.understand.classify import AnswerType
from rag_core.answer.understand.question import Question, content_stems
from rag_core.answer.understand.slots import phone_spans
from rag_core.ingest.rows import ROW_SEPARATOR
from rag_core.text.word_forms import names_other_rate
from rag_core.text.lexicon import (
    CURRENCY_WORDS,
    NUMBER_WORDS,
    STOPWORDS,
    Quantity,
    number_value,
    quantities,
    stem,
    tokens,
    unit_words,
)

__all__ = [
    "MEASURE_UNITS",
    "MONEY_COUNT_WORDS",
    "asks_how_many",
    "asks_price",
    "asks_price_words",
    "change_instead",
    "counts_instead",
    "counts_money",
    "counts_other",
    "count_for_price",
    "figureless",
    "is_money",
    "measures_instead",
    "money_for_when",
    "price_elsewhere",
    "reduction_instead",
]

# What a how-many question may count and still be asking for money ("How many dollars ...?",
# "How many million euros ...?"): then a sum is the count it asks for.
MONEY_COUNT_WORDS = CURRENCY_WORDS | {"cent", "cents", "million", "billion", "thousand"}

_HOW_MUCH = re.compile(r"^\W*how\s+much\b(?!\s+(?:more|less|higher|lower)\b)", re.IGNORECASE)
MEASURE_UNITS = frozenset(stem(w) for w in datafiles.load("english")["measure_units"])
SIZE_UNITS = frozenset(stem(w) for w in datafiles.load("english")["size_units"])


def counts_instead(question: Question, candidate: Candidate) -> bool:
    """Whether a how-much question is answered by a sentence whose figures only count things it
    does not name: "How much is parking?" is never "The car park has 120 spaces." (that answers
    "how many"). A sentence with any amount in it (money, a percentage, "25 days", "42 hectares",
    "1.2 million people") and a table's bare cell may answer it."""
    if not _HOW_MUCH.match(question.text) or not candidate.answer_value or candidate.is_row:
        return False
    found = quantities(candidate.quote)
    if not any(q.raw == candidate.answer_value for q in found):
        return False
    return all(_counts_other_thing(candidate.quote, q, question.stems) for q in found)


def count_for_price(question: Question, candidate: Candidate) -> bool:
    """Whether a question for what a thing costs ("How much is a day pass for a friend?") is answered
    by a count in a sentence that gives no sum of money: "Standard members receive two free guest
    passes each calendar month." counts passes, it prices nothing; nor is a size a price ("the nearest
    public car park is ... about 400 metres away" for "How much am I paying for parking?", unless it
    says the thing is free). Not a span of time ("The deposit is two months' rent.")."""
    if candidate.is_row or ROW_SEPARATOR in candidate.quote or not candidate.answer_value or not asks_price(question):
        return False  # a table's line prices by its header's currency ("Price per day (GBP): 8")
    said = tokens(candidate.quote)
    at = next((i for i, t in enumerate(said) if t.text == candidate.answer_value), None)
    if at is None or not (said[at].lower in NUMBER_WORDS or said[at].lower.isdigit()):
        return False
    if at + 1 < len(said) and said[at + 1].stem in MEASURE_UNITS:
        if said[at + 1].stem not in SIZE_UNITS or _NOTHING.search(candidate.quote):
            return False  # "two months' rent", "24 hours"; "Parking is free, 400 metres away"
    found = quantities(candidate.quote)
    return not any(money_at(candidate.quote, q) or q.raw.endswith("%") for q in found)


def money_for_when(question: Question, candidate: Candidate) -> bool:
    """Whether a when-question is answered by a sum of money: "When can I use the gym on an Off-Peak
    membership?" is never "Off-Peak | Joining fee | £10"."""
    return question.classification.answer_type is AnswerType.DATE and is_money(candidate.answer_value)


def money_at(text: str, quantity: Quantity) -> bool:
    """Whether a figure of ``text`` is a sum of money: "$5", "£5,850", "EUR 2,100", "£ 4", "5
    dollars", "$3.2 million"."""
    before = unit_words(text[max(0, quantity.start - 5) : quantity.start])  # "EUR 2,100", "£ 4"
    return is_money(quantity.raw) or quantity.unit in CURRENCY_WORDS or bool(before & CURRENCY_WORDS)


def _counts_other_thing(text: str, quantity: Quantity, asked: frozenset[str]) -> bool:
    if money_at(text, quantity) or quantity.value != number_value(quantity.raw):
        return False  # money, or a figure with its scale: an amount
    counted = quantity.unit
    return counted.isalpha() and len(counted) > 1 and counted not in MEASURE_UNITS | asked | CURRENCY_WORDS


# "How many customers", "How many vacation days": the words naming what is counted.
_HOW_MANY = re.compile(r"^\W*how\s+many\s+([a-z][\w\-]*(?:\s+[a-z][\w\-]*){0,2})", re.IGNORECASE)


def measures_instead(question: Question, candidate: Candidate) -> bool:
    """Whether a how-many question is answered by a sentence whose figures count none of the asked
    things, only lengths of time or of anything else measured, percentages, sums of money or a
    phone number: "How many customers does Larchmont have?" is never "Larchmont customers can make
    a claim 24 hours a day by calling 0330 024 1111". "How many days ...?" is answered by days."""
    asked = _HOW_MANY.match(question.text)
    if asked is None or not candidate.answer_value or candidate.is_row:
        return False
    counted = {stem(word.lower()) for word in asked.group(1).split()}  # "vacation days": days
    if counted & MEASURE_UNITS or {w.lower() for w in asked.group(1).split()} & MONEY_COUNT_WORDS:
        return False
    if any(t.lower in NUMBER_WORDS for t in tokens(candidate.quote)):
        return False  # "two branches": a count in words
    phones = phone_spans(candidate.quote)
    figures = quantities(candidate.quote)
    found = [q for q in figures if not any(a <= q.start < b for a, b in phones)]
    return bool(figures) and all(_measures(candidate.quote, q) for q in found)  # a phone number alone too


def _measures(text: str, quantity: Quantity) -> bool:
    """A length of time or of anything else measured ("24 hours"), a percentage or a sum of money."""
    return money_at(text, quantity) or quantity.raw.endswith("%") or quantity.unit in MEASURE_UNITS


# What follows a share taken off an amount ("50% off the Team plan", "save 20% on any plan").
_REDUCED = re.compile(r"^\s*(?:off|discount|reduction|less|cheaper|saving)\b", re.IGNORECASE)
_SAVE_BEFORE = re.compile(r"\b(?:save|saving|get|cut|reduce[sd]?)\s+(?:up\s+to\s+)?$", re.IGNORECASE)
_REDUCTION_WORDS = frozenset(stem(w) for w in datafiles.load("english")["reduction_words"])


def reduction_instead(question: Question, candidate: Candidate) -> bool:
    """Whether a how-much question is answered by the share taken off what it asks for: "How much
    is the Team plan?" is never "Registered charities and schools get 50% off the Team plan."
    (the price is not said), unless the question asks for the reduction ("How much is the
    discount?", "How much do I save?")."""
    if not _HOW_MUCH.match(question.text) or not candidate.answer_value.endswith("%"):
        return False
    if question.stems & _REDUCTION_WORDS:
        return False
    found = [q for q in quantities(candidate.quote) if q.raw == candidate.answer_value]
    return bool(found) and all(
        _REDUCED.match(candidate.quote[q.end :]) or _SAVE_BEFORE.search(candidate.quote[: q.start]) for q in found
    )


# What comes before the size of a change ("will go up by £3.00", "rose by 4%").
_CHANGED_BY = re.compile(
    r"\b(?:go(?:es)?|went|gone|rise[sn]?|rose|increase[sd]?|fall(?:s|en)?|fell|decrease[sd]?|drop(?:s|ped)?|"
    r"reduce[sd]?|change[sd]?|grow(?:s|n)?|grew)\s+(?:up\s+|down\s+)?by\s+$",
    re.IGNORECASE,
)
_CHANGE_ASKED = frozenset(
    stem(w) for w in ("increase", "rise", "up", "change", "grow", "fall", "down", "drop", "decrease", "more", "less")
)


def change_instead(question: Question, candidate: Candidate) -> bool:
    """Whether a question for a price is answered by the size of a change to it: "How much will I
    pay each month?" is never "Your monthly price will go up by £3.00 on 1 April each year" (the
    price is not said), unless the question asks for the change ("How much will my price go up?")."""
    if not asks_price(question) or question.stems & _CHANGE_ASKED or not candidate.answer_value:
        return False
    found = [q for q in quantities(candidate.quote) if q.raw == candidate.answer_value]
    return bool(found) and all(_CHANGED_BY.search(candidate.quote[: q.start]) for q in found)


# "The balance of the purchase price, £57,000, must come from your own savings": a part's figure.
_PART_OF = re.compile(
    r"\b(?P<part>balance|remainder|rest|part|portion|half)\s+of\s+(?:the\s+|your\s+|our\s+|its\s+|this\s+)?"
    r"(?P<thing>[a-z][\w'’-]*(?:\s+[a-z][\w'’-]*){0,3})",
    re.IGNORECASE,
)
_PART_REACH = 40  # characters from the part's words to its figure
# "$85.0 million was outstanding under the revolving credit facility": a figure before it is a part of
# the thing, not its size.
_PART_UNDER = re.compile(
    r"\b(?P<part>outstanding|available|drawn|borrowed|remaining|unused|undrawn|used)\s+under\s+"
    r"(?:the\s+|our\s+|its\s+|this\s+|that\s+)?(?P<thing>[a-z][\w'’-]*(?:\s+[a-z][\w'’-]*){0,3})",
    re.IGNORECASE,
)


def part_instead(question: Question, candidate: Candidate) -> bool:
    """Whether the candidate's figure is that of a part of what the question asks: "The balance of
    the purchase price, £57,000, must come from your own savings." for "What is the purchase
    price?", unless the question asks for the part ("What balance do I pay?")."""
    quote = candidate.quote
    value = candidate.answer_value
    if any(ch.isdigit() for ch in value):
        figures = [quote.find(value)] if value in quote else []
    else:  # "purchase price" (its value a word): every figure of the sentence is the part's
        figures = [q.start for q in quantities(quote)]

    def asked_part(part: re.Match[str]) -> bool:  # a part of the asked thing, which is not itself asked
        thing = {stem(w) for w in part["thing"].lower().split() if w not in STOPWORDS}
        return stem(part["part"].lower()) not in question.stems and bool(thing) and thing <= question.stems

    after = [part.end() for part in _PART_OF.finditer(quote) if asked_part(part)]
    before = [part.start() for part in _PART_UNDER.finditer(quote) if asked_part(part)]
    return bool(figures and (after or before)) and all(
        any(end <= at <= end + _PART_REACH for end in after)
        or any(start - _PART_REACH <= at < start for start in before)
        for at in figures
    )


# "How much is a Swedish massage?", "How much does the course cost?": what something costs.
_PRICE = re.compile(r"^\W*how\s+much\s+(?:is|are|was|were|does|do|did|will|would)\b", re.IGNORECASE)


def asks_price(question: Question) -> bool:
    """Whether a question asks what something costs ("How much is the Standard membership?", "How
    much does a child seat cost?"; see :func:`asks_price_words`)."""
    return asks_price_words([t.lower for t in question.tokens])


# "How much is the Aero 15?", "How much does a crown cost?": a price, not "How much does it weigh?".
_PRICE_WORDS = frozenset({"cost", "costs", "charge", "charges", "charged", "price", "fee", "fees", "pay", "paying"})


def asks_price_words(words: Sequence[str]) -> bool:
    """Whether a question's lower-case words ask a price: "how much is/are/was/were ...", or "how
    much" with a word of price ("cost", "fee", "pay")."""
    if words[:2] != ["how", "much"] or words[2:3] in (["more"], ["less"]):
        return False  # "How much more does Premium cost?" asks a difference
    return words[2:3] in (["is"], ["are"], ["was"], ["were"]) or bool(_PRICE_WORDS & set(words))


# "What does a dog's annual booster cost?", "What is the monthly cost of the club?", "What's the
# price of a replacement card?": what something costs, asked as "How much is ...?" asks it.
_WHAT_COST = re.compile(
    r"^\W*what(?:\s+(?:does|do|did|will|would)\s+.+\s+cost\s*\??\s*$|"
    r"(?:\s+(?:is|are|was|were)|'s|’s)\s+the\s+(?:[a-z]+\s+)?(?:cost|price|fee|charge)s?\s+(?:of|for)\b)",
    re.IGNORECASE,
)


def asks_how_many(question: Question) -> bool:
    """Whether a question opens "How many ...?"."""
    return bool(_HOW_MANY_OPENING.match(question.text))


def asks_how_much(question: Question) -> bool:
    """Whether a question asks "how much" of something (not how much more or less), or what
    something costs in other words ("What does ... cost?", "What is the price of ...?")."""
    return bool(_HOW_MUCH.match(question.text) or _WHAT_COST.match(question.text))


def is_money(value: str) -> bool:
    """Whether a figure is a sum of money ("£85", "$1.2 million", "EUR 15": its currency sign or word)."""
    return bool(unit_words(value) & CURRENCY_WORDS)


def priced_otherwise(question: Question, candidate: Candidate) -> bool:
    """Whether a question for what a thing costs at a rate ("How much does Premier cover cost per
    month?") is answered by a sentence or cell naming only another rate: "... up to £1,000 a year"
    (a limit a year), "Premium | Annual price | $229.90"."""
    return asks_price(question) and names_other_rate(question.tokens, tokens(candidate.quote))


def price_elsewhere(question: Question, candidate: Candidate) -> bool:
    """Whether a question for what something costs is answered by a table cell that is no sum of
    money while another cell of its row is one: "How much is a Swedish massage?" is never
    "Swedish massage | Length | 60 minutes" beside "Price: £85". Not when the question names the
    cell's column ("How much time is a Swedish massage?" is no question for a price)."""
    if not (_PRICE.match(question.text) and candidate.is_row and candidate.row_money and candidate.answer_value):
        return False
    header = candidate.parts[1] if len(candidate.parts) > 2 else ""
    return not is_money(candidate.answer_value) and not {t.stem for t in tokens(header)} & question.stems


# "What is the interest rate on the bond?", "What is the fee for a name change?": a figure asked by
# its name ...
_FIGURE_ASKED = re.compile(
    r"^\W*what\s+(?:is|was|are|were)\s+(?:the|your|its|their|our)\s+(?:[\w\-]+\s+){0,3}?"
    r"(?:rates?|prices?|fees?|charges?|costs?|percentages?|yields?|salary|salaries|wages?|rents?|deposits?)\b"
    r"(?!\s+(?:card|list|sheet|structure|method|basis|of\s+change|scheme|agreement|account|review)\b)"
    # "How much is the winter sports premium?", "How much does a replacement card cost?"
    r"|^\W*how\s+much\s+(?:(?:is|are|was|were)\b(?!\s+of\b)|(?:does|do|did|will|would)\b.*\b(?:cost|costs|charge)\W*$)"
    # "How much procuration fee are you paying our broker?", "How much rent do I pay?"
    r"|^\W*how\s+much\s+(?:[a-z\-]+\s+){1,3}?(?:is|are|do|does|did|will|would)\b.*\b(?:pay|paying|charge|charged)\b"
    # "How big is the solar array?": its size, never "Install a second solar array at our Wrexham site."
    r"|^\W*how\s+(?:big|large|heavy|tall|wide|deep|fast|powerful)\s+(?:is|are|was|were)\b",
    re.IGNORECASE,
)
# ... which a sentence gives in words only when it costs nothing ("Breakfast is included in the
# room rate.") or as so much of a period's sum ("The deposit is one month's rent.").
_NOTHING = re.compile(
    r"\b(?:free|no\s+(?:\w+\s+)?(?:charges?|fees?|costs?)|none|nil|nothing|zero|waived|included|complimentary"
    r"|(?:an?|one|two|three|four|five|six|eight|ten|twelve|half\s+a)\s+(?:day|week|month|year)(?:'s|s')\s+\w+)\b",
    re.IGNORECASE,
)


def figureless(question: Question, candidate: Candidate) -> bool:
    """Whether a question for a rate, price, fee or cost by its name, or for how much something is
    or costs, is answered by a sentence that gives no figure: "What is the interest rate on the
    fixed rate bond?" is never "No, the interest rate is fixed for the term of the bond.", nor "How
    much is the winter sports premium?" "Winter sports are covered only if you have paid the winter
    sports premium." (unless it costs nothing, "Membership is free.", "Breakfast is included.", or
    says so much of a period's sum, "The deposit is one month's rent.", in the clause that says most
    of the question's words). So for a table's cell that
    counts nothing, for a how-many question: "Starter | Monthly Uptime Commitment | No uptime
    commitment ..." for "how many people can use the Starter plan" (unless it has no limit)."""
    if candidate.is_row:
        value = candidate.answer_value
        return asks_how_many(question) and not (quantities(value) or _UNCOUNTED.search(value))
    if not _FIGURE_ASKED.match(question.text) or quantities(candidate.quote):
        return False
    # A clause that costs nothing says so of the asked thing: "No fees are payable to your broker by
    # you; we pay Pennant ... a procuration fee, ..." gives no procuration fee (P 0.97).
    clauses = candidate.quote.split(";")
    asked = content_stems(question)
    shares = [len(asked & {t.stem for t in tokens(clause)}) for clause in clauses]
    return not any(_NOTHING.search(c) and n == max(shares) for c, n in zip(clauses, shares))


_HOW_MANY_OPENING = re.compile(r"^\W*how\s+many\b", re.IGNORECASE)
_UNCOUNTED = re.compile(r"\b(?:unlimited|no\s+(?:\w+\s+)?limit|any\s+number|none|nil|zero)\b", re.IGNORECASE)
_HOW_MANY_WORD = re.compile(r"\bhow\s+many\s+([A-Za-z][\w\-]*)((?:\s+[A-Za-z][\w\-]*){0,2})", re.IGNORECASE)


def counts_other(question: Question, candidate: Candidate) -> bool:
    """Whether the value counts another thing (the word after its figure is not the counted one)
    while the counted thing is in the sentence only inside a capitalised name, or elsewhere than
    after the figure, which counts a plural of something else ("Our largest hotel ... has 96
    bedrooms." for "How many hotels ...?"), or measures it ("Each tablet contains 200 mg ibuprofen."
    for "How many tablets are in a pack?")."""
    asked = _HOW_MANY_WORD.search(question.text)
    if asked is None or not candidate.answer_value or asked.group(1)[0].isupper():
        return False  # "How many Huguenots ...": a people's name, capitalised wherever it stands
    counted = stem(asked.group(1).lower())
    # "How many vacation days ...?": "30 days of paid vacation" counts them
    nouns = {counted} | {stem(w) for w in asked.group(2).lower().split() if w not in STOPWORDS}
    words = tokens(candidate.quote)
    named = [t.capitalized for t in words if t.stem == counted]
    if not named:  # not said at all (in other words)
        return False
    for quantity in quantities(candidate.quote):
        if quantity.raw != candidate.answer_value:
            continue
        after = tokens(candidate.quote[quantity.end : quantity.end + 40])[:3]
        if not after or any(t.stem in nouns for t in after) or not after[0].lower.isalpha() or after[0].capitalized:
            return False
        # said in lower case: only before the figure ("Our largest hotel ... has 96 bedrooms"), never
        # after it ("46 teachers and support staff" counts the staff too)
        before = all(t.start < quantity.start for t in words if t.stem == counted)
        if before and after[0].stem in MEASURE_UNITS:
            return True  # "Each tablet contains 200 mg ibuprofen.": the figure measures the tablet
        return all(named) or (before and after[0].lower.endswith("s") and after[0].lower not in STOPWORDS)
    return False


_MONEY_COUNTED = frozenset(stem(w) for w in MONEY_COUNT_WORDS)  # "How many dollars ...?" (amounts)


def counts_money(question: Question, candidate: Candidate) -> bool:
    """Whether a how-many question is answered with a sum of money: "How many commercial airplanes
    did Boeing deliver in 2020?" is never "Commercial Airplanes | Revenues: | ... | $16,162", nor
    "How many hygienists ...?" "Hygienist clean | Private (GBP): 70"."""
    asked = _HOW_MANY_WORD.search(question.text)
    if asked is None or stem(asked.group(1).lower()) in _MONEY_COUNTED:
        return False
    value = candidate.answer_value
    if not candidate.is_row and _counts_noun(candidate.quote, asked.group(1)):
        return False  # "we repurchased 412,000 shares for $27.8 million": the shares are counted
    if is_money(value):
        return True
    if candidate.is_row:  # a cell: label, header(s), value, unit
        return any(money_header(part) for part in candidate.parts[1:] if part != value)
    at = candidate.quote.rfind(f": {value}") + 2 if value else -1
    return at >= 2 and in_money_cell(candidate.quote, at)


def _counts_noun(text: str, noun: str) -> bool:
    """Whether ``text`` gives a number of ``noun`` (a plain number the noun follows within three
    words, :func:`~rag_core.answer.judging.counted.counts_after`): "412,000 shares" for "How many
    shares ...?"; not "$27.8 million"."""
    asked = stem(noun.lower())
    return any(
        t.lower[0].isdigit() and text[t.start - 1 : t.start] not in CURRENCY_SIGNS and counts_after(text, t.end, asked)
        for t in tokens(text)
    )
