"""One more fictional company, written and labelled by hand: Wrenhollow Bakery, for evaluation only.

Like the sample documents (a handbook PDF, an annual report PDF and a safety policy in Markdown)
but a different company, whose names are in none of the generator's pools. The questions were
checked by hand against the text; each stating sentence or table row carries an id, and the
renderer gives the page it lands on.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from rag_core.evals.devsets import DevDoc, DevItem
from rag_core.evals.synth.model import Document, Heading, PageBreak, Para, Row, Table
from rag_core.evals.synth.render_pdf import render_pdf
from rag_core.evals.synth.render_text import render_lines

ORG = "Wrenhollow Bakery"
COLLECTION = "wrenhollow-bakery"
HANDBOOK = "wrenhollow_staff_handbook.pdf"
REPORT = "wrenhollow_annual_report_2024.pdf"
POLICY = "wrenhollow_food_safety_policy.md"


def para(text: str, *ids: str) -> Para:
    """A paragraph of one sentence, labelled with the ids of the facts it states."""
    return Para((text,), ids)


_HANDBOOK = (
    Heading("Wrenhollow Bakery - Staff Handbook"),
    para(
        "Welcome to Wrenhollow Bakery. This handbook explains how we work and what we expect from each other. It applies "
        "to everyone who works in our shops, our bakehouse and our office."
    ),
    Heading("About us", 2),
    para(
        "Wrenhollow Bakery was founded in 2011 in King's Lynn by Ottilie Brannagh, who still bakes on Saturdays.",
        "founded",
    ),
    para("We employ 64 people across five shops and one bakehouse.", "staff"),
    para("Our office and bakehouse are at 12 Tuesday Market Place, King's Lynn.", "bakehouse"),
    PageBreak(),
    Heading("Who's who"),
    para("Yusra Tembo has been managing director since 2019.", "md"),
    para("Our head baker is Caspar Lindenmayer.", "baker"),
    para("Marguerite Aldane looks after recruitment, rotas and pay as our people manager.", "people"),
    para("Each shop has a shop manager, who is your first contact for any question about your shift."),
    PageBreak(),
    Heading("Working hours and pay"),
    para("A full-time week is 37 hours, worked in five shifts."),
    para(
        "Full-time staff receive 25 days of paid holiday a year, plus bank holidays. Part-time staff receive holiday pro rata.",
        "leave",
    ),
    para("Bakers on the night shift start at 03:30 and finish at 11:30.", "night"),
    para("Hours worked between 22:00 and 06:00 are paid at one and a quarter times the normal rate.", "nightpay"),
    para("Staff receive a 30% discount on everything sold in our shops.", "discount"),
    para(
        "Unsold bread may be taken home at the end of the day, once the shop's donation to the food bank has been set aside.",
        "bread",
    ),
    para("Wrenhollow does not pay a uniform allowance; aprons and caps are provided free of charge.", "uniform"),
    PageBreak(),
    Heading("Definitions"),
    para("A bake shift means a shift that starts before 05:00 in the bakehouse.", "bakeshift"),
    para(
        "An allergen card is the printed list, kept at every till, of the fourteen allergens in each product.",
        "allergencard",
    ),
    Heading("Concerns", 2),
    para("Concerns about safety or conduct can be raised with your shop manager or with Marguerite Aldane."),
)

_STATEMENT = Table(
    "Income statement",
    "(in thousands of pounds)",
    ("2024", "2023"),
    (
        Row("Revenue:", heading=True),
        Row("Shop sales", ("3,012", "2,640")),
        Row("Wholesale", ("1,286", "1,044"), ("", "wholesale23")),
        Row("Café", ("512", "436")),
        Row("Total revenue", ("4,810", "4,120"), ("revenue24", "revenue23")),
        Row("Costs:", heading=True),
        Row("Ingredients", ("1,640", "1,390")),
        Row("Staff costs", ("2,105", "1,847"), ("staffcosts24", "")),
        Row("Rent and rates", ("402", "377")),
        Row("Energy", ("238", "262")),
        Row("Operating profit", ("425", "244"), ("profit24", "")),
        Row("Net profit", ("338", "191")),
    ),
    spans=(("Year Ended 31 December", 0, 2),),
)
_SHOPS = Table(
    "Our shops",
    "",
    ("Opened", "Staff"),
    (
        Row("King's Lynn", ("2011", "14")),
        Row("Downham Market", ("2014", "9")),
        Row("Swaffham", ("2017", "8")),
        Row("Wisbech", ("2021", "10"), ("", "wisbech")),
        Row("Ely", ("2024", "7")),
    ),
    label_header="Shop",
)
_REPORT = (
    Heading("Wrenhollow Bakery Annual Report 2024"),
    para(
        "This report covers the year from 1 January 2024 to 31 December 2024. Prepared by the directors of Wrenhollow Bakery "
        "Ltd, King's Lynn."
    ),
    PageBreak(),
    Heading("Highlights of 2024"),
    para("Revenue for 2024 was £4.8 million, up from £4.1 million in 2023.", "revenue24", "revenue23"),
    para("We opened our fifth shop, in Ely, in May 2024.", "ely"),
    para("Wholesale customers rose from 31 cafés and restaurants to 38.", "wholesalers"),
    para("Customer satisfaction, measured by our annual survey, was 91%.", "satisfaction"),
    para("Wrenhollow does not deliver to homes; deliveries go to wholesale customers only.", "delivery"),
    para("The directors do not propose a dividend for 2024.", "dividend"),
    PageBreak(),
    Heading("Financial statements"),
    para("The figures below are taken from the accounts filed for the year."),
    _STATEMENT,
    para("Energy costs fell as the new ovens at the bakehouse use less gas."),
    PageBreak(),
    Heading("Our shops"),
    _SHOPS,
    para("The bakehouse and office employ a further 16 people."),
    para("The bakehouse is not open to visitors, for food safety reasons.", "tours"),
    para("The board is chaired by Ottilie Brannagh.", "chair"),
    Heading("Outlook", 2),
    para("We plan to open a sixth shop, subject to finding the right premises."),
)
_POLICY = (
    Heading("Wrenhollow Bakery - Food Safety Policy"),
    para("Version 2, approved by the directors on 3 February 2025.", "approved"),
    Heading("Purpose", 2),
    para(
        "This policy sets out how we keep the food we sell safe. It applies to every shop, the bakehouse and every delivery."
    ),
    Heading("Definitions", 2),
    para(
        "A high-risk food is a food that supports the growth of bacteria and needs to be kept chilled, such as cream cakes and "
        "filled rolls.",
        "highrisk",
    ),
    para("A near miss is an event that could have made a customer ill but did not."),
    Heading("Rules", 2),
    para("Fridges must be kept at or below 5°C, and their temperature is recorded twice a day.", "fridge"),
    para("High-risk foods are thrown away at the end of the day they are made."),
    para(
        "Every allergic reaction reported by a customer must be passed to the food safety lead, Eamon Prothero, within 2 hours.",
        "allergy",
    ),
    para("Staff with vomiting or diarrhoea must not work with food until 48 hours after their symptoms stop.", "ill"),
    para("Delivery vans are cleaned every Friday.", "vans"),
    Heading("Training", 2),
    para("Every new member of staff completes food hygiene training within their first four weeks."),
    para("The training is refreshed every three years.", "refresh"),
)

# (question, category, golds, id of the stating sentence or cell): answerable
_ANSWERABLE = (
    ("Who is the managing director of Wrenhollow Bakery?", "role", ("Yusra Tembo",), "md"),
    ("Since when has Yusra Tembo been managing director?", "date", ("2019",), "md"),
    ("Who is Wrenhollow's head baker?", "role", ("Caspar Lindenmayer",), "baker"),
    ("who handles rotas and pay", "role", ("Marguerite Aldane",), "people"),
    ("When was Wrenhollow Bakery founded?", "date", ("2011",), "founded"),
    ("Who founded Wrenhollow?", "factoid", ("Ottilie Brannagh",), "founded"),
    ("How many people does Wrenhollow employ?", "count", ("64 people",), "staff"),
    ("Where is the bakehouse?", "place", ("12 Tuesday Market Place",), "bakehouse"),
    ("How many days of holiday do full-time staff get?", "count", ("25 days",), "leave"),
    ("What time does the night shift start?", "rule", ("03:30",), "night"),
    ("staff discount", "amount", ("30% discount",), "discount"),
    ("What is a bake shift?", "definition", ("a shift that starts before 05:00 in the bakehouse",), "bakeshift"),
    (
        "What does allergen card mean?",
        "definition",
        ("the printed list, kept at every till, of the fourteen allergens",),
        "allergencard",
    ),
    ("How are hours between 22:00 and 06:00 paid?", "rule", ("one and a quarter times the normal rate",), "nightpay"),
    ("Wrenhollow revenue 2024", "table", ("£4.8 million", "4,810"), "revenue24"),
    ("What was revenue in 2023?", "table", ("£4.1 million", "4,120"), "revenue23"),
    ("What were staff costs in 2024?", "table", ("2,105",), "staffcosts24"),
    ("How much did the wholesale business sell in 2023?", "table", ("1,044",), "wholesale23"),
    ("What was operating profit for the year ended 31 December 2024?", "table", ("425",), "profit24"),
    ("When did the Ely shop open?", "date", ("May 2024",), "ely"),
    ("How many staff work at the Wisbech shop?", "table", ("10",), "wisbech"),
    ("How many wholesale customers does Wrenhollow have now?", "count", ("to 38",), "wholesalers"),
    ("At what temperature must fridges be kept?", "rule", ("at or below 5°C",), "fridge"),
    ("Who is the food safety lead?", "role", ("Eamon Prothero",), "allergy"),
    ("how quickly must an allergic reaction be reported", "rule", ("within 2 hours",), "allergy"),
    ("When was the food safety policy approved?", "date", ("3 February 2025",), "approved"),
    (
        "How long must staff with vomiting stay away from food?",
        "rule",
        ("until 48 hours after their symptoms stop",),
        "ill",
    ),
    ("What is a high-risk food?", "definition", ("a food that supports the growth of bacteria",), "highrisk"),
    ("How often is food hygiene training refreshed?", "count", ("every three years",), "refresh"),
    ("Can staff take unsold bread home?", "yesno", ("Unsold bread may be taken home",), "bread"),
    ("How often are the delivery vans cleaned?", "rule", ("every Friday",), "vans"),
    ("Who chairs the board of Wrenhollow Bakery?", "role", ("Ottilie Brannagh",), "chair"),
    ("What was customer satisfaction in 2024?", "amount", ("91%",), "satisfaction"),
)
# (question, category, extra): not answerable
_UNANSWERABLE = (
    ("Who is Wrenhollow's data protection officer?", "not_stated", {"absent": ["data protection officer"]}),
    ("Does Wrenhollow offer a pension scheme?", "not_stated", {"absent": ["pension"]}),
    ("How many loaves does the bakehouse bake each night?", "not_stated", {"absent": ["loaves"]}),
    ("What is the maternity leave policy?", "not_stated", {"absent": ["maternity", "parental leave"]}),
    ("What was Wrenhollow's revenue in 2022?", "other_period", {}),
    ("What was customer satisfaction in 2023?", "other_period", {}),
    ("What were staff costs in 2022?", "other_period", {}),
    ("How many wholesale customers did Wrenhollow have at the end of 2022?", "other_period", {}),
    ("When did the Norwich shop open?", "other_entity", {}),
    ("How many staff work at the Thetford shop?", "other_entity", {}),
    ("What were marketing costs in 2024?", "other_entity", {}),
    ("What was online revenue in 2024?", "other_entity", {}),
    ("How much is the uniform allowance?", "negated", {"statement": "uniform"}),
    ("What dividend do the directors propose for 2024?", "negated", {"statement": "dividend"}),
    ("How much does home delivery cost?", "negated", {"statement": "delivery"}),
    ("When can visitors tour the bakehouse?", "negated", {"statement": "tours"}),
    ("By how much did revenue grow from 2023 to 2024, in percent?", "arithmetic", {}),
    ("What were total costs in 2024?", "arithmetic", {}),
    ("How many years has Yusra Tembo been managing director?", "arithmetic", {}),
    ("How many people work in the five shops together?", "arithmetic", {}),
    ("Who is the managing director of Fenbrook Bakery?", "other_org", {}),
    ("What was Marrowgate Bakers' revenue in 2024?", "other_org", {}),
    ("When was Pebblecombe Bakery founded?", "other_org", {}),
    ("How many days of holiday do full-time staff get at Fenbrook Bakery?", "other_org", {}),
)


def build_small(seed: int) -> tuple[list[DevDoc], list[DevItem]]:
    """The three documents and the hand-checked cases; ``seed`` only sets the order of the cases."""
    rendered = {
        HANDBOOK: render_pdf(Document(HANDBOOK, "handbook", "pdf", "Wrenhollow Bakery Staff Handbook", ORG, _HANDBOOK)),
        REPORT: render_pdf(Document(REPORT, "annual", "pdf", "Wrenhollow Bakery Annual Report 2024", ORG, _REPORT)),
        POLICY: render_lines(Document(POLICY, "policy", "md", "Food Safety Policy", ORG, _POLICY), markdown=True),
    }
    return hand_checked(rendered, COLLECTION, ORG, "wren", _ANSWERABLE, _UNANSWERABLE, f"wrenhollow:{seed}")


def hand_checked(
    rendered: dict[str, tuple[bytes, dict[str, set[int]]]],
    collection: str,
    org: str,
    prefix: str,
    answerable: Sequence[tuple[str, str, tuple[str, ...], str]],
    unanswerable: Sequence[tuple[str, str, dict[str, object]]],
    order: str,
) -> tuple[list[DevDoc], list[DevItem]]:
    """A hand-written organisation's documents (name -> rendered bytes and the pages of each id)
    and its cases: ``answerable`` as (question, category, golds, id of the stating sentence or
    cell), ``unanswerable`` as (question, category, extra; a "statement" id names the sentence the
    question is near to). Question ids are ``prefix``-a01..., ``prefix``-u01...; ``order`` seeds
    the order of the cases."""
    docs = [DevDoc(name, data, collection, provenance="primary") for name, (data, _) in rendered.items()]
    where = {fid: (name, pages) for name, (_, ids) in rendered.items() for fid, pages in ids.items()}
    items = []
    for number, (question, category, golds, fid) in enumerate(answerable, 1):
        doc, pages = where[fid]
        items.append(
            DevItem(
                f"{prefix}-a{number:02d}",
                question,
                collection,
                True,
                category,
                golds,
                doc,
                tuple(sorted(pages)),
                group=collection,
                extra={"org": org},
            )
        )
    for number, (question, category, extra) in enumerate(unanswerable, 1):
        if "statement" in extra:
            doc, pages = where[str(extra["statement"])]
            extra = {"near_doc": doc, "near_pages": sorted(pages)}
        items.append(
            DevItem(
                f"{prefix}-u{number:02d}",
                question,
                collection,
                False,
                category,
                group=collection,
                extra={"org": org, **extra},
            )
        )
    random.Random(order).shuffle(items)
    return docs, items
