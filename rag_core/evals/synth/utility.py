"""A second fictional organisation written and labelled by hand: Halden Water, a water utility, for
evaluation only.

Where Wrenhollow Bakery (``rag_core.evals.synth.small``) is PDF and Markdown, Halden Water's five
documents come in five formats: an annual review (PDF), a customer charter (web page), a staff
handbook (Word), a reservoir sheet (Excel) and a health and safety policy (Markdown). The questions
were written before any was asked of the engine, as an analyst, a customer and an employee would put
them ("How many days of annual leave do I get?", "Do you sell my data?"), and checked by hand against
the text. Its names are in none of the generator's pools.
"""

from __future__ import annotations

from rag_core.evals.devsets import DevDoc, DevItem
from rag_core.evals.synth.model import Document, Heading, Row, Table
from rag_core.evals.synth.render_office import render_docx, render_xlsx
from rag_core.evals.synth.render_pdf import render_pdf
from rag_core.evals.synth.render_text import render_html, render_lines
from rag_core.evals.synth.small import hand_checked, para

ORG = "Halden Water"
COLLECTION = "halden-water"
REVIEW = "halden_annual_review_2024.pdf"
CHARTER = "customer_charter.html"
HANDBOOK = "staff_handbook.docx"
RESERVOIRS = "reservoirs.xlsx"
SAFETY = "safety_policy.md"


_REVIEW = (
    Heading("Halden Water - Annual Review 2024"),
    para("Halden Water supplies drinking water to 212,000 households in the Halden valley.", "households"),
    para("The utility was established in 1961 by the three valley municipalities.", "established"),
    para("Marta Vesterholm has been managing director since 2019.", "md"),
    para("In 2024 we supplied 41.3 million cubic metres of drinking water, 2.1% less than in 2023.", "supplied"),
    para("Leakage fell from 14.2% of water supplied in 2023 to 12.8% in 2024.", "leakage"),
    para("We replaced 38 kilometres of water mains in 2024, against 31 kilometres in 2023.", "mains"),
    Heading("Finances"),
    para("Revenue for 2024 was NOK 684 million, up from NOK 652 million in 2023.", "revenue"),
    para("Operating profit was NOK 97 million in 2024.", "profit"),
    para("Capital investment reached NOK 410 million, mostly in the new treatment works at Storfoss.", "capex"),
    para("The average household bill in 2024 was NOK 3,240 a year.", "bill"),
    para("Tariffs rose by 4.5% on 1 January 2024 to fund the mains replacement programme.", "tariffs"),
    Heading("Outlook", 2),
    para("The Storfoss treatment works is due to open in the autumn of 2026.", "storfoss"),
    para("We aim to bring leakage below 10% by 2028.", "target"),
)
_CHARTER = (
    Heading("Our customer charter"),
    para("This charter sets out the service you can expect from Halden Water."),
    Heading("Interruptions", 2),
    para("If we plan to interrupt your supply, we will tell you at least 48 hours in advance.", "notice"),
    para(
        "If your supply is interrupted for more than 12 hours, we will pay you NOK 500 in compensation.", "compensation"
    ),
    Heading("Complaints", 2),
    para("We reply to every written complaint within 10 working days.", "reply"),
    para("If you are not satisfied with our reply, you can take your complaint to the Water Ombudsman.", "ombudsman"),
    Heading("Bills and payment", 2),
    para("You can pay your bill by direct debit, by card on our website, or at any post office.", "pay"),
    para("Customers who struggle to pay can ask for a payment plan of up to 12 months.", "plan"),
    para("We never disconnect a household for unpaid bills.", "disconnect"),
    Heading("Your data", 2),
    para("We do not sell your personal data to anyone.", "sell"),
    para("Meter readings are kept for seven years.", "readings"),
)
_HANDBOOK = (
    Heading("Halden Water staff handbook"),
    Heading("Working hours", 2),
    para("Office staff work 37.5 hours a week, with core hours from 09:00 to 15:00.", "hours"),
    para("Field crews work in shifts and are paid a night allowance of NOK 180 per shift.", "allowance"),
    Heading("Leave", 2),
    para("Every employee is entitled to 25 days of annual leave.", "leave"),
    para("Parents receive 16 weeks of paid parental leave.", "parental"),
    Heading("Working from home", 2),
    para("Office staff may work from home up to two days a week with their manager's agreement.", "home"),
    Heading("Contacts", 2),
    para("Questions about pay go to the payroll team at payroll@haldenwater.no.", "payroll"),
    para("Ingunn Solberg is the head of human resources.", "hr"),
    Heading("Training", 2),
    para("Each employee has a training budget of NOK 8,000 a year.", "training"),
)
_SHEET = Table(
    "Halden Water reservoirs",
    "",
    ("Capacity (million m3)", "Level end 2023 (%)", "Level end 2024 (%)"),
    (
        Row("Storvatn", ("18.5", "71", "78"), ("storvatn", "", "")),
        Row("Lillevatn", ("6.2", "64", "69"), ("", "", "lillevatn")),
        Row("Myrtjern", ("3.1", "58", "55")),
    ),
    label_header="Reservoir",
)
_SAFETY = (
    Heading("Halden Water health and safety policy"),
    Heading("Confined spaces", 2),
    para("No one may enter a confined space without a permit signed by a supervisor.", "permit"),
    para("Two people must always be present when a confined space is entered.", "two"),
    Heading("Chemicals", 2),
    para("Chlorine is stored only at the treatment works, in a locked and ventilated room.", "chlorine"),
    Heading("Reporting", 2),
    para("Every accident and near miss must be reported in the safety system within 24 hours.", "report"),
    Heading("Driving", 2),
    para("Staff must not use a mobile phone while driving a company vehicle.", "phone"),
)

# (question, category, golds, id of the stating sentence or cell): answerable
_ANSWERABLE = (
    ("How many households does Halden Water supply?", "count", ("212,000 households",), "households"),
    ("When was Halden Water established?", "date", ("1961",), "established"),
    ("Who founded the utility?", "factoid", ("the three valley municipalities",), "established"),
    ("Who is the managing director?", "role", ("Marta Vesterholm",), "md"),
    ("Who runs Halden Water?", "role", ("Marta Vesterholm",), "md"),
    ("How much water did Halden supply in 2024?", "amount", ("41.3 million cubic metres",), "supplied"),
    ("What was leakage in 2024?", "amount", ("12.8% in 2024",), "leakage"),
    ("How many kilometres of mains were replaced in 2024?", "count", ("38 kilometres",), "mains"),
    ("What was revenue in 2024?", "amount", ("NOK 684 million",), "revenue"),
    ("What was Halden Water's revenue in 2023?", "amount", ("NOK 652 million",), "revenue"),
    ("waht was the operating profit in 2024", "amount", ("NOK 97 million",), "profit"),
    ("How much did Halden invest in 2024?", "amount", ("NOK 410 million",), "capex"),
    ("What is the average household bill?", "amount", ("NOK 3,240",), "bill"),
    ("Why did tariffs rise in 2024?", "reason", ("to fund the mains replacement programme",), "tariffs"),
    ("When will the Storfoss treatment works open?", "date", ("autumn of 2026",), "storfoss"),
    ("What is the leakage target?", "amount", ("below 10% by 2028",), "target"),
    ("How much notice do you give before interrupting my supply?", "rule", ("at least 48 hours",), "notice"),
    ("Will I get compensation if my water is off for a day?", "yesno", ("NOK 500 in compensation",), "compensation"),
    ("How long do you take to answer a complaint?", "rule", ("within 10 working days",), "reply"),
    (
        "What can I do if I'm unhappy with your reply to my complaint?",
        "rule",
        ("take your complaint to the Water Ombudsman",),
        "ombudsman",
    ),
    ("How can I pay my bill?", "rule", ("by direct debit",), "pay"),
    ("Can I get a payment plan?", "yesno", ("a payment plan of up to 12 months",), "plan"),
    ("Do you disconnect customers who do not pay?", "yesno", ("We never disconnect a household",), "disconnect"),
    ("Do you sell my data?", "yesno", ("We do not sell your personal data",), "sell"),
    ("How long are meter readings kept?", "rule", ("seven years",), "readings"),
    ("How many hours a week do office staff work?", "count", ("37.5 hours a week",), "hours"),
    ("What are the core hours?", "rule", ("09:00 to 15:00",), "hours"),
    ("What is the night allowance for field crews?", "amount", ("NOK 180 per shift",), "allowance"),
    ("How many days of annual leave do I get?", "count", ("25 days of annual leave",), "leave"),
    ("How long is parental leave?", "count", ("16 weeks",), "parental"),
    ("Can I work from home?", "yesno", ("may work from home up to two days a week",), "home"),
    ("Who do I ask about my pay?", "role", ("payroll@haldenwater.no",), "payroll"),
    ("Who is the head of HR?", "role", ("Ingunn Solberg",), "hr"),
    ("What is my training budget?", "amount", ("NOK 8,000",), "training"),
    ("What is the capacity of Storvatn?", "table", ("18.5",), "storvatn"),
    ("What was the level of Lillevatn at the end of 2024?", "table", ("69",), "lillevatn"),
    ("Can I enter a confined space alone?", "yesno", ("Two people must always be present",), "two"),
    ("Do I need a permit to enter a confined space?", "yesno", ("a permit signed by a supervisor",), "permit"),
    ("Where is chlorine stored?", "place", ("at the treatment works",), "chlorine"),
    ("How quickly must accidents be reported?", "rule", ("within 24 hours",), "report"),
    ("Can I use my phone while driving a company car?", "yesno", ("must not use a mobile phone",), "phone"),
)
# (question, category, extra): not answerable
_UNANSWERABLE = (
    ("How many employees does Halden Water have?", "not_stated", {"absent": ["employees"]}),
    ("What is the dividend per share?", "not_stated", {"absent": ["dividend"]}),
    ("Who is Halden Water's finance director?", "not_stated", {"absent": ["finance director"]}),
    ("How long is the probation period?", "not_stated", {"absent": ["probation"]}),
    ("What was revenue in 2022?", "other_period", {}),
    ("What was operating profit in 2023?", "other_period", {}),
    ("What was the level of Myrtjern at the end of 2022?", "other_period", {}),
    ("What is the capacity of Fjellvatn?", "other_entity", {}),
    ("When will the Granli treatment works open?", "other_entity", {}),
    ("Which reservoir is the smallest?", "arithmetic", {}),
    ("How much did revenue grow from 2023 to 2024, in percent?", "arithmetic", {}),
    ("What is the total capacity of all three reservoirs?", "arithmetic", {}),
    ("How does Halden Water compare with Oslo's water utility?", "other_org", {}),
    ("Who is the managing director of Fjordvik Water?", "other_org", {}),
    ("What is the capital of France?", "not_stated", {"absent": ["France"]}),
)


def build_utility(seed: int) -> tuple[list[DevDoc], list[DevItem]]:
    """The five documents and the hand-checked cases; ``seed`` only sets the order of the cases."""
    rendered = {
        REVIEW: render_pdf(Document(REVIEW, "annual", "pdf", "Halden Water Annual Review 2024", ORG, _REVIEW)),
        CHARTER: render_html(
            Document(CHARTER, "web", "html", "Halden Water customer charter", ORG, _CHARTER, nav=("Home", "Bills")),
            main=True,
            year=2024,
        ),
        HANDBOOK: render_docx(Document(HANDBOOK, "handbook", "docx", "Staff handbook", ORG, _HANDBOOK)),
        RESERVOIRS: render_xlsx(
            Document(RESERVOIRS, "sheet", "xlsx", "Halden Water reservoirs", ORG, (), (("Reservoirs", _SHEET),))
        ),
        SAFETY: render_lines(Document(SAFETY, "policy", "md", "Health and safety policy", ORG, _SAFETY), markdown=True),
    }
    return hand_checked(rendered, COLLECTION, ORG, "halden", _ANSWERABLE, _UNANSWERABLE, f"halden:{seed}")
