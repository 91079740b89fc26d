"""Twenty documents that are not PDFs (Word, HTML, Excel, CSV, Markdown, text) of made-up
organisations, and some of no organisation, each with the organisation a reader would say it is
about. The fixtures of the profile tests, and the set the organisation finding is measured on."""

from __future__ import annotations

from dataclasses import dataclass

from tests.helpers.office import heading, make_docx, make_xlsx, para, table


@dataclass(frozen=True, slots=True)
class OrgDocument:
    """One generated file and the organisation it is about ("" for none)."""

    name: str
    data: bytes
    organisation: str  # the name as a question would use it, lower case; "" for none


def _html(body: str, title: str = "", site: str = "") -> bytes:
    head = f"<title>{title}</title>" if title else ""
    head += f'<meta property="og:site_name" content="{site}">' if site else ""
    return f"<html><head>{head}</head><body>{body}</body></html>".encode()


BLUEFIN_POLICY = make_docx(
    heading("Bluefin Analytics Remote Work Policy"),
    para("This policy takes effect on March 1, 2024."),
    para("Employees of Bluefin Analytics may work remotely up to three days a week."),
    para("Remote days must be agreed with the team lead one week in advance."),
    title="Bluefin Analytics Remote Work Policy",
)
HARBOR_HANDBOOK = make_docx(
    heading("Employee Handbook"),
    para("Welcome to Harbor Lane Clinic. We are glad you joined us."),
    para("Our clinic opens at 7 am. We ask every new colleague to complete the safety course in the first week."),
    para("Harbor Lane Clinic pays salaries on the 25th of each month."),
    title="Employee Handbook",
)
ONBOARDING = make_docx(
    heading("Onboarding Checklist"),
    para("Collect the laptop and the badge from the front desk."),
    para("Set up the email account and the password manager."),
    para("Read the travel and expense rules before the first trip."),
    title="Onboarding Checklist",
)
PEMBERTON_REVIEW = make_docx(
    heading("Quarterly Business Review - Q3 2024"),
    para("Prepared for the board of Pemberton Textiles Ltd."),
    para("Orders rose to 1,240 in the third quarter."),
    table([["Line", "Q3 2024"], ["Orders", "1,240"], ["Returns", "38"]]),
    title="QBR Q3 2024",
)
CORVID_PAGE = _html(
    "<h1>Our story</h1><p>Corvid Coffee Roasters has roasted beans in Leeds since 2011.</p>"
    "<p>Our head roaster is Marisol Okafor. We buy green coffee from four farms and we roast every Tuesday.</p>",
    title="Corvid Coffee Roasters | Our Story",
    site="Corvid Coffee Roasters",
)
LUMENFIELD_NOTICE = _html(
    "<p><strong>Privacy Notice</strong></p><p>Lumenfield collects your email address when you create an account. "
    "We keep it for as long as the account exists.</p><p>You can ask us to delete your data at any time.</p>"
)
QUILLMART_NOTICE = _html(
    "<h1>quillmart.com Privacy Notice</h1><p>We collect the orders you place and the address you ship to.</p>"
    "<p>We share your address with the carrier that delivers your order.</p>",
    title="quillmart.com Privacy Notice",
)
TIDAL_ARTICLE = _html(
    "<h1>Tidal energy</h1><p>Tidal energy is harnessed by converting energy from tides into electricity.</p>"
    "<p>The Sihwa Lake station in South Korea is the largest tidal power installation.</p>",
    title="Tidal energy - Wikipedia",
    site="Wikipedia",
)
HERALD_ARTICLE = _html(
    "<h1>Storm closes ports</h1><p>The harbour authority closed both ports on Monday as winds reached 110 km/h.</p>"
    "<p>Ferries will resume on Wednesday, a spokesperson said.</p>",
    title="Storm closes ports | Coastal Herald",
    site="Coastal Herald",
)
OSTRANDER_FLEET = make_xlsx(
    {
        "Fleet": [
            ["Ostrander Haulage - Fleet 2025"],
            [],
            ["Vehicle", "2024", "2025"],
            ["Trucks", 251, 264],
            ["Trailers", 410, 432],
        ]
    },
)
GREYWATER_SALES = make_xlsx(
    {"Sales": [["Product", "Q1", "Q2"], ["Pale ale", 1200, 1350], ["Stout", 800, 760]]},
    title="Greywater Brewing Co. Sales 2024",
)
SUPPLIES_BUDGET = make_xlsx({"Budget": [["Office supplies budget"], ["Item", "Cost"], ["Paper", 300], ["Toner", 520]]})
HALVORSEN_CSV = b"Halvorsen Marine - Key figures 2023\nMetric,2023,2022\nVessels,18,16\nCrew,420,395\n"
STOCK_CSV = b"Item,Quantity\nPens,40\nNotebooks,25\n"
TESSELLATE_MD = (
    b"# Tessellate Robotics Annual Report 2023\n\nRevenue for 2023 was EUR 61.5 million.\n\n"
    b"Tessellate Robotics shipped 2,300 arms in 2023.\n"
)
MEETING_MD = b"# Meeting notes\n\nAttendees: the project team.\n\nThe launch moves to the second week of May.\n"
ALDER_MD = (
    b"# Alder & Finch\n\nAlder & Finch is a bookbinding studio in Bristol.\n\n"
    b"We repair old books and we bind new ones by hand. Our workshop is open on Saturdays.\n\n"
    b"Ask us about gift bindings.\n"
)
NORTHBRIDGE_TXT = (
    b"NORTHBRIDGE CREDIT UNION - MEMBER PRIVACY NOTICE\n\n"
    b"Northbridge Credit Union shares member data only with the card processor.\n"
    b"We never sell member data. You can opt out of marketing calls at any branch.\n"
)
KESTREL_TXT = (
    b"Kestrel Outfitters Returns Policy\nEffective July 20, 2012\n\n"
    b"Kestrel Outfitters accepts returns within 60 days with a receipt.\n"
    b"We refund the original payment method.\n"
)
ESPRESSO_TXT = (
    b"How to descale an espresso machine\n\n"
    b"Mix one part citric acid with ten parts water.\nRun the mix through the machine and rinse twice.\n"
)

DOCUMENTS: tuple[OrgDocument, ...] = (
    OrgDocument("remote_work_policy.docx", BLUEFIN_POLICY, "bluefin analytics"),
    OrgDocument("harbor_lane_clinic_handbook.docx", HARBOR_HANDBOOK, "harbor lane clinic"),
    OrgDocument("onboarding.docx", ONBOARDING, ""),
    OrgDocument("qbr_q3.docx", PEMBERTON_REVIEW, "pemberton textiles"),
    OrgDocument("story.html", CORVID_PAGE, "corvid coffee roasters"),
    OrgDocument("2231_lumenfield.io.html", LUMENFIELD_NOTICE, "lumenfield"),
    OrgDocument("privacy.html", QUILLMART_NOTICE, "quillmart"),
    OrgDocument("tidal.html", TIDAL_ARTICLE, ""),
    OrgDocument("storm.html", HERALD_ARTICLE, ""),
    OrgDocument("fleet.xlsx", OSTRANDER_FLEET, "ostrander haulage"),
    OrgDocument("sales.xlsx", GREYWATER_SALES, "greywater brewing"),
    OrgDocument("budget.xlsx", SUPPLIES_BUDGET, ""),
    OrgDocument("figures.csv", HALVORSEN_CSV, "halvorsen marine"),
    OrgDocument("stock.csv", STOCK_CSV, ""),
    OrgDocument("annual.md", TESSELLATE_MD, "tessellate robotics"),
    OrgDocument("notes.md", MEETING_MD, ""),
    OrgDocument("about.md", ALDER_MD, "alder & finch"),
    OrgDocument("notice.txt", NORTHBRIDGE_TXT, "northbridge credit union"),
    OrgDocument("returns.txt", KESTREL_TXT, "kestrel outfitters"),
    OrgDocument("descale.txt", ESPRESSO_TXT, ""),
)
