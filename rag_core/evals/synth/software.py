"""A third fictional organisation written and labelled by hand: Corvane Software, a small software
company, for evaluation only.

Five documents in five formats: an annual report (PDF) that gives each figure beside last year's
("Net sales amounted to SEK 498 million (2023: SEK 377 million)."), a privacy notice (web page), an
employee handbook with a benefits table (Word), a workbook of two sheets, plans and headcount
(Excel), and an information security policy with lists (Markdown). The 73 questions were written
before any was asked of the engine, as an analyst, a customer and an employee would put them ("How
much did ARR grow in 2024?", "Do you sell my data?", "Who do I contact about my payslip?"), and
checked by hand against the text. Its names are in none of the generator's pools.
"""

from __future__ import annotations

from rag_core.evals.devsets import DevDoc, DevItem
from rag_core.evals.synth.model import Document, Heading, PageBreak, Row, Table
from rag_core.evals.synth.render_office import render_docx, render_xlsx
from rag_core.evals.synth.render_pdf import render_pdf
from rag_core.evals.synth.render_text import render_html, render_lines
from rag_core.evals.synth.small import hand_checked, para

ORG = "Corvane Software"
COLLECTION = "corvane-software"
REPORT = "corvane_annual_report_2024.pdf"
PRIVACY = "privacy_notice.html"
HANDBOOK = "employee_handbook.docx"
FIGURES = "corvane_figures.xlsx"
SECURITY = "information_security_policy.md"


_REPORT = (
    Heading("Corvane Software AB - Annual Report 2024"),
    Heading("Letter from the chief executive", 2),
    para("2024 was the year Corvane became profitable."),
    para(
        "Annual recurring revenue grew 31% to SEK 512 million, and for the first time our operating result was "
        "positive for the full year.",
        "arr",
    ),
    para("Our scheduling platform is now used by 4,800 clinics and care homes in the Nordic countries.", "clinics"),
    para(
        "We opened our Amsterdam office in March 2024 and now employ 286 people, compared with 241 a year earlier.",
        "staff",
    ),
    para("Elin Norrgard, Chief Executive Officer", "ceo"),
    PageBreak(),
    Heading("Financial summary", 2),
    para("Net sales amounted to SEK 498 million (2023: SEK 377 million).", "sales"),
    para("The operating result was SEK 21 million, compared with a loss of SEK 46 million in 2023.", "result"),
    para("Gross margin improved to 78.4% from 74.9%.", "margin"),
    para("Cash and cash equivalents at 31 December 2024 were SEK 163 million.", "cash"),
    para("Research and development expenses were SEK 141 million, or 28% of net sales.", "rnd"),
    para("The board proposes that no dividend be paid for 2024.", "dividend"),
    Heading("Customers and markets", 2),
    para("Sweden remains our largest market with 46% of net sales, followed by Norway with 22%.", "markets"),
    para("Customer churn fell to 4.1% of annual recurring revenue, from 5.6% in 2023.", "churn"),
    para("Our largest customer accounted for less than 3% of net sales."),
    PageBreak(),
    Heading("Sustainability", 2),
    para("All Corvane offices have run on renewable electricity since 2022."),
    para("Business travel emissions were 212 tonnes of CO2 in 2024, down from 260 tonnes in 2023.", "emissions"),
    para("Women held 44% of management positions at the end of 2024.", "women"),
    Heading("Auditor", 2),
    para("The company's auditor is Norstedt & Wahl Revision AB, with Sara Holm as auditor in charge.", "auditor"),
    para("The annual general meeting will be held in Uppsala on 14 May 2025.", "agm"),
)
_PRIVACY = (
    Heading("Privacy notice"),
    para("Last updated: 2 September 2024", "updated"),
    para(
        'This notice explains how Corvane Software AB ("Corvane", "we", "us") handles personal data when you use '
        "the Corvane scheduling platform or visit corvane.com."
    ),
    Heading("What we collect", 2),
    para(
        "We collect the information you give us when you create an account, such as your name, work email address "
        "and phone number.",
        "collect",
    ),
    para("When you use the platform we automatically record log data, including your IP address and browser type."),
    para("We do not collect patient health records; clinics keep those in their own systems.", "health"),
    Heading("Sharing", 2),
    para(
        "We share personal data with our hosting provider, which stores all data in data centres in Sweden and Finland.",
        "stored",
    ),
    para("We never sell personal data or share it with advertisers.", "sell"),
    Heading("Cookies", 2),
    para(
        "We use strictly necessary cookies to keep you logged in, and analytics cookies only with your consent.",
        "cookies",
    ),
    para("You can withdraw your consent at any time in the cookie settings at the bottom of every page.", "withdraw"),
    Heading("How long we keep it", 2),
    para("Account data is deleted 90 days after your organisation closes its account.", "deleted"),
    para("Log data is kept for 12 months.", "logs"),
    Heading("Your rights", 2),
    para(
        "You may ask for a copy of your personal data, or ask us to correct or erase it, by writing to "
        "privacy@corvane.com.",
        "copy",
    ),
    para("We answer requests within one month.", "requests"),
    para(
        "If you are unhappy with how we handle your data, you can complain to the Swedish Authority for Privacy "
        "Protection (IMY).",
        "complain",
    ),
    Heading("Security", 2),
    para("All data is encrypted in transit with TLS 1.3 and at rest with AES-256.", "encrypted"),
)
_HANDBOOK = (
    Heading("Corvane employee handbook"),
    para("Welcome to Corvane. This handbook applies to all employees in Sweden and the Netherlands."),
    Heading("Working time", 2),
    para("Full-time employees work 40 hours a week.", "hours"),
    para("Overtime must be agreed with your manager in advance and is compensated with time off.", "overtime"),
    Heading("Holidays and leave", 2),
    para(
        "Employees in Sweden receive 30 days of paid vacation a year; employees in the Netherlands receive 27 days.",
        "vacation",
    ),
    para("Sick leave must be reported to your manager before 09:00 on the first day of absence.", "sick"),
    Heading("Equipment", 2),
    para("Every employee gets a laptop, which is replaced every three years.", "laptop"),
    Heading("Expenses", 2),
    para("Expense claims are submitted in the finance app within 30 days of the purchase.", "claims"),
    para("Meals with customers are reimbursed up to SEK 600 per person.", "meals"),
    Heading("Who to ask", 2),
    para("Johan Ekdahl is the head of people and culture.", "people"),
    para("Questions about salary and payslips go to payroll@corvane.com.", "payroll"),
)
_BENEFITS = Table(
    "Benefits",
    "",
    ("Sweden", "Netherlands"),
    (
        Row("Wellness allowance", ("SEK 5,000 a year", "EUR 450 a year"), ("wellness", "")),
        Row("Pension contribution", ("6% of salary", "5% of salary"), ("", "pension")),
        Row("Home office budget", ("SEK 8,000", "EUR 700"), ("office", "")),
    ),
    label_header="Benefit",
)
_PLANS = Table(
    "Plans",
    "",
    ("Price per user per month (SEK)", "Minimum users", "Support"),
    (
        Row("Starter", ("89", "5", "Email"), ("", "", "starter")),
        Row("Professional", ("149", "20", "Email and phone"), ("professional", "", "")),
        Row("Enterprise", ("229", "100", "Dedicated manager"), ("", "enterprise", "")),
    ),
    label_header="Plan",
)
_HEADCOUNT = Table(
    "Headcount",
    "",
    ("2023", "2024"),
    (
        Row("Engineering", ("118", "139"), ("", "engineering")),
        Row("Sales", ("41", "52"), ("sales_team", "")),
        Row("Customer success", ("47", "55")),
        Row("Administration", ("35", "40")),
    ),
    label_header="Team",
)
_SECURITY = (
    Heading("Information security policy"),
    para("Owner: Chief Technology Officer, Malin Aspgren.", "owner"),
    Heading("Passwords and access", 2),
    para("Passwords must be at least 14 characters long.", "passwords"),
    para("Multi-factor authentication is required for every system that holds customer data.", "mfa"),
    para("Access rights are reviewed every quarter by each team lead.", "access"),
    Heading("Devices", 2),
    para("Laptops must use full-disk encryption and lock the screen after 5 minutes without use.", "lock"),
    Heading("Incidents", 2),
    para("Suspected security incidents must be reported to security@corvane.com immediately.", "incident"),
    para("Customers are notified of a personal data breach within 48 hours of its discovery.", "breach"),
    Heading("Backups", 2),
    para("Production databases are backed up every hour, and backups are kept for 35 days.", "backups"),
)

# (question, category, golds, id of the stating sentence or cell): answerable
_ANSWERABLE = (
    ("What was Corvane's annual recurring revenue in 2024?", "amount", ("SEK 512 million",), "arr"),
    ("How much did ARR grow in 2024?", "amount", ("31%",), "arr"),
    ("How many clinics use the platform?", "count", ("4,800",), "clinics"),
    ("How many people did Corvane employ at the end of 2024?", "count", ("286",), "staff"),
    ("When did Corvane open its Amsterdam office?", "date", ("March 2024",), "staff"),
    ("Who is the CEO of Corvane?", "role", ("Elin Norrgard",), "ceo"),
    ("What were net sales in 2024?", "amount", ("SEK 498 million",), "sales"),
    ("What were net sales in 2023?", "amount", ("SEK 377 million",), "sales"),
    ("What was the operating result for 2024?", "amount", ("SEK 21 million",), "result"),
    ("What was the gross margin in 2024?", "amount", ("78.4%",), "margin"),
    ("How much cash did Corvane have at the end of 2024?", "amount", ("SEK 163 million",), "cash"),
    ("How much did Corvane spend on research and development?", "amount", ("SEK 141 million",), "rnd"),
    ("Will Corvane pay a dividend for 2024?", "yesno", ("no dividend",), "dividend"),
    ("What is Corvane's largest market?", "factoid", ("Sweden",), "markets"),
    ("What share of net sales came from Norway?", "amount", ("22%",), "markets"),
    ("What was customer churn in 2024?", "amount", ("4.1%",), "churn"),
    ("What were business travel emissions in 2024?", "amount", ("212 tonnes",), "emissions"),
    ("What percentage of management positions were held by women?", "amount", ("44%",), "women"),
    ("Who is the auditor?", "role", ("Norstedt & Wahl",), "auditor"),
    ("When is the annual general meeting?", "date", ("14 May 2025",), "agm"),
    ("Where will the AGM be held?", "place", ("Uppsala",), "agm"),
    ("What personal data do you collect when I create an account?", "rule", ("name, work email",), "collect"),
    ("Do you collect patient health records?", "yesno", ("do not collect patient",), "health"),
    ("Do you sell my data?", "yesno", ("never sell",), "sell"),
    ("Where is my data stored?", "place", ("Sweden and Finland",), "stored"),
    ("How long do you keep log data?", "rule", ("12 months",), "logs"),
    ("When is account data deleted?", "rule", ("90 days",), "deleted"),
    ("How do I ask for a copy of my data?", "rule", ("privacy@corvane.com",), "copy"),
    ("How quickly do you answer requests?", "rule", ("one month",), "requests"),
    ("Who can I complain to about how my data is handled?", "rule", ("Authority for Privacy Protection",), "complain"),
    ("Is my data encrypted?", "yesno", ("AES-256",), "encrypted"),
    ("Do you use analytics cookies?", "yesno", ("only with your consent",), "cookies"),
    ("How can I withdraw my consent?", "rule", ("cookie settings",), "withdraw"),
    ("When was the privacy notice last updated?", "date", ("2 September 2024",), "updated"),
    ("How many hours a week do full-time employees work?", "count", ("40 hours",), "hours"),
    ("How many vacation days do employees in Sweden get?", "count", ("30 days",), "vacation"),
    ("How many vacation days do I get in the Netherlands?", "count", ("27 days",), "vacation"),
    ("How is overtime compensated?", "rule", ("time off",), "overtime"),
    ("When do I have to report sick leave?", "rule", ("before 09:00",), "sick"),
    ("What is the wellness allowance in Sweden?", "table", ("SEK 5,000",), "wellness"),
    ("What is the pension contribution in the Netherlands?", "table", ("5% of salary",), "pension"),
    ("How often is my laptop replaced?", "rule", ("every three years",), "laptop"),
    ("How long do I have to submit an expense claim?", "rule", ("30 days",), "claims"),
    ("How much can I spend on a meal with a customer?", "amount", ("SEK 600",), "meals"),
    ("Who is the head of people and culture?", "role", ("Johan Ekdahl",), "people"),
    ("Who do I contact about my payslip?", "role", ("payroll@corvane.com",), "payroll"),
    ("What is the home office budget in Sweden?", "table", ("SEK 8,000",), "office"),
    ("How much does the Professional plan cost per user per month?", "table", ("149",), "professional"),
    ("What is the minimum number of users for the Enterprise plan?", "table", ("100",), "enterprise"),
    ("What support does the Starter plan include?", "table", ("Email",), "starter"),
    ("How many people worked in engineering in 2024?", "table", ("139",), "engineering"),
    ("What was the sales headcount in 2023?", "table", ("41",), "sales_team"),
    ("How long must passwords be?", "rule", ("14 characters",), "passwords"),
    ("Is multi-factor authentication required?", "yesno", ("Multi-factor authentication is required",), "mfa"),
    ("How often are access rights reviewed?", "rule", ("every quarter",), "access"),
    ("When do laptops lock the screen?", "rule", ("5 minutes",), "lock"),
    ("How often are production databases backed up?", "rule", ("every hour",), "backups"),
    ("How long are backups kept?", "rule", ("35 days",), "backups"),
    ("How soon are customers told about a data breach?", "rule", ("48 hours",), "breach"),
    ("Who owns the information security policy?", "role", ("Malin Aspgren",), "owner"),
    ("Where do I report a security incident?", "rule", ("security@corvane.com",), "incident"),
)
# (question, category, extra): not answerable
_UNANSWERABLE = (
    ("What was Corvane's net profit in 2024?", "not_stated", {"absent": ["net profit"]}),
    ("How many customers does Corvane have in Denmark?", "not_stated", {"absent": ["Denmark"]}),
    ("Who is the chair of the board?", "not_stated", {"absent": ["chair"]}),
    ("What is Corvane's share price?", "not_stated", {"absent": ["share price"]}),
    ("Do you share my data with insurance companies?", "not_stated", {"absent": ["insurance"]}),
    ("How many days of parental leave do employees get?", "not_stated", {"absent": ["parental"]}),
    ("What is the price of the Premium plan?", "other_entity", {}),
    ("How many people worked in marketing in 2024?", "other_entity", {}),
    ("Is the company planning to open an office in Germany?", "not_stated", {"absent": ["Germany"]}),
    ("What is the bonus scheme for sales staff?", "not_stated", {"absent": ["bonus"]}),
    ("What was ARR in 2022?", "other_period", {}),
    ("How long are CCTV recordings kept?", "not_stated", {"absent": ["CCTV"]}),
)


def build_software(seed: int) -> tuple[list[DevDoc], list[DevItem]]:
    """The five documents and the hand-checked cases; ``seed`` only sets the order of the cases."""
    rendered = {
        REPORT: render_pdf(Document(REPORT, "annual", "pdf", "Corvane Annual Report 2024", ORG, _REPORT)),
        PRIVACY: render_html(
            Document(PRIVACY, "web", "html", "Privacy notice - Corvane", ORG, _PRIVACY, nav=("Pricing", "Log in")),
            main=True,
            year=2024,
        ),
        HANDBOOK: render_docx(
            Document(
                HANDBOOK, "handbook", "docx", "Employee handbook", ORG, (*_HANDBOOK[:7], _BENEFITS, *_HANDBOOK[7:])
            )
        ),
        FIGURES: render_xlsx(
            Document(
                FIGURES,
                "sheet",
                "xlsx",
                "Corvane plans and headcount",
                ORG,
                (),
                (("Plans", _PLANS), ("Headcount", _HEADCOUNT)),
            )
        ),
        SECURITY: render_lines(
            Document(SECURITY, "policy", "md", "Information security policy", ORG, _SECURITY), markdown=True
        ),
    }
    return hand_checked(rendered, COLLECTION, ORG, "corvane", _ANSWERABLE, _UNANSWERABLE, f"corvane:{seed}")
