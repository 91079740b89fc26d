"""Probe library: SaaS pricing page (HTML) plus service level agreement (DOCX built by hand)."""

import io
import zipfile
from xml.sax.saxutils import escape

PROVENANCE = "Imitates a project-management SaaS company's pricing page and its service level agreement (Word); all content invented"

PRICING_HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Pricing | Plankit - plan, track and ship work together</title>
<meta name="description" content="Simple per-user pricing for teams of every size. Start free for 14 days.">
<style>
  .plans th, .plans td { padding: 8px 12px; border-bottom: 1px solid #e5e7eb; }
  .plans .featured { background: #f5f3ff; }
</style>
</head>
<body>
<header class="topbar">
  <a href="/" class="brand">Plankit</a>
  <nav><a href="/product">Product</a> <a href="/templates">Templates</a> <a href="/pricing" aria-current="page">Pricing</a>
  <a href="/customers">Customers</a> <a href="https://app.plankit.io/login">Log in</a> <a class="cta" href="/signup">Start free trial</a></nav>
</header>

<main>
<section class="hero">
  <h1>Pricing that grows with your team</h1>
  <p>Pick the plan that fits how you work today and change it whenever you need to. Every plan includes
  unlimited tasks, boards, timelines and our mobile apps for iOS and Android.</p>
  <div class="toggle" role="group" aria-label="Billing period">
    <button aria-pressed="false">Billed monthly</button>
    <button aria-pressed="true">Billed annually <span class="badge">best value</span></button>
  </div>
</section>

<section class="compare">
<h2>Compare plans</h2>
<table class="plans">
  <thead>
    <tr><th></th><th>Starter</th><th class="featured">Team</th><th>Business</th><th>Enterprise</th></tr>
  </thead>
  <tbody>
    <tr><th scope="row">Who it's for</th><td>Small teams getting organised</td><td class="featured">Growing teams that collaborate across projects</td><td>Departments that need control and reporting</td><td>Large organisations with advanced security needs</td></tr>
    <tr><th scope="row">Price per user per month, billed monthly</th><td>&pound;7</td><td class="featured">&pound;14</td><td>&pound;27</td><td>Contact sales</td></tr>
    <tr><th scope="row">Price per user per month, billed annually</th><td>&pound;5</td><td class="featured">&pound;11</td><td>&pound;22</td><td>Contact sales</td></tr>
    <tr><th scope="row">Number of users</th><td>Up to 10 users</td><td class="featured">Up to 100 users</td><td>Unlimited users</td><td>Unlimited users</td></tr>
    <tr><th scope="row">Minimum purchase</th><td>1 user</td><td class="featured">3 users</td><td>10 users</td><td>50 users</td></tr>
    <tr><th scope="row">File storage</th><td>5 GB per workspace</td><td class="featured">50 GB per user</td><td>250 GB per user</td><td>Unlimited storage</td></tr>
    <tr><th scope="row">Guest accounts</th><td>None</td><td class="featured">5 guests per paid user</td><td>Unlimited guests</td><td>Unlimited guests</td></tr>
    <tr><th scope="row">Automation runs per month</th><td>250 runs</td><td class="featured">5,000 runs</td><td>50,000 runs</td><td>Custom volume</td></tr>
    <tr><th scope="row">API requests per day</th><td>1,000 requests</td><td class="featured">10,000 requests</td><td>100,000 requests</td><td>Custom limit</td></tr>
    <tr><th scope="row">Single sign-on (SAML SSO)</th><td>Not available</td><td class="featured">Not available</td><td>Included</td><td>Included, with SCIM user provisioning</td></tr>
    <tr><th scope="row">Audit log</th><td>Not available</td><td class="featured">Not available</td><td>90 days of history</td><td>Unlimited history</td></tr>
    <tr><th scope="row">Uptime commitment and service credits</th><td>Not included</td><td class="featured">Included (see SLA)</td><td>Included (see SLA)</td><td>Included (see SLA)</td></tr>
    <tr><th scope="row">Support</th><td>Help centre and community forum</td><td class="featured">Email support</td><td>Priority email and live chat</td><td>Phone support and a named account manager</td></tr>
  </tbody>
</table>
<p class="small">Annual prices are shown per user per month and are charged upfront for 12 months.</p>
</section>

<section class="faq">
<h2>Frequently asked questions</h2>

<h3>Can I try Plankit before I buy?</h3>
<p>Yes. Every new workspace gets a free trial of the Business plan for 14 days, and you don't need a
credit card to start. At the end of the trial you can pick any plan. If you don't choose a plan, your
workspace becomes read-only until you do, and nothing is deleted.</p>

<h3>Do your prices include VAT?</h3>
<p>All prices are shown in pounds sterling and exclude VAT, which is added to your invoice at the
applicable rate. Customers outside the UK are billed in pounds sterling too.</p>

<h3>What happens if I add or remove people?</h3>
<p>You can add users at any time. When you add users partway through a billing period, we charge a
pro-rated amount for the rest of that period. If you remove users from a monthly plan, your next bill
is reduced. On an annual plan, removing users takes effect at your next renewal date and we do not
refund unused seats for the current year.</p>

<h3>Can I switch plans later?</h3>
<p>Yes, you can upgrade at any time and the new features are available straight away. Downgrades take
effect at the end of your current billing period. If you downgrade to a plan with lower limits, you will
need to be within the new plan's limits (for example, the number of users) before the change goes through.</p>

<h3>Do you offer discounts for charities and schools?</h3>
<p>Registered charities and non-profit organisations get 30% off the Team and Business plans when billed
annually. Schools, colleges and universities can apply for our education programme, which has its own
pricing. Apply through our <a href="/nonprofit">discount application form</a> with your charity number
or proof of status.</p>

<h3>What does the SLA cover?</h3>
<p>Team, Business and Enterprise plans are covered by our Service Level Agreement, which sets out our
monthly uptime commitment for each plan, the service credits you can claim if we miss it, and our support
response times. <a href="/legal/sla">Read the Service Level Agreement</a>.</p>

<h3>How do I cancel?</h3>
<p>Workspace owners can cancel from Settings &gt; Billing. Monthly plans stop at the end of the month you
have paid for. You can export all of your data as CSV or JSON at any time, including after cancelling,
for 60 days.</p>
</section>

<section class="cta-band">
  <h2>Need more than 50 users or a custom contract?</h2>
  <p>Our sales team can help with security reviews, custom terms and invoicing. <a href="/contact-sales">Talk to sales</a></p>
</section>
</main>
<footer>
  <p>&copy; 2025 Plankit Ltd. Registered in England and Wales, company number 12873301.</p>
  <p><a href="/legal/terms">Terms</a> | <a href="/legal/privacy">Privacy</a> | <a href="/legal/sla">SLA</a> | <a href="https://status.plankit.io">Status</a></p>
</footer>
</body>
</html>
"""

# ---------------------------------------------------------------- SLA (DOCX)

SLA = [
    ("title", "Plankit Service Level Agreement"),
    (
        "p",
        'Version 3.0. Effective from 1 September 2025. This Service Level Agreement ("SLA") forms part of '
        'the Plankit Terms of Service between Plankit Ltd ("Plankit", "we", "us") and the customer named '
        'on the order or subscription ("you"). If there is a conflict between this SLA and the Terms of '
        "Service, this SLA applies to the matters it covers.",
    ),
    ("h1", "1. Definitions"),
    (
        "p",
        '"Downtime" means a period of at least one minute during which the Plankit web application and API '
        "return server errors for more than 5% of valid requests, as measured by our external monitoring.",
    ),
    (
        "p",
        '"Monthly Uptime Percentage" means the total number of minutes in a calendar month, minus the '
        "minutes of Downtime in that month, divided by the total number of minutes in the month, expressed "
        "as a percentage.",
    ),
    (
        "p",
        '"Service Credit" means a credit, calculated as a percentage of the monthly subscription fees for '
        "the affected plan, that we apply to your account when we do not meet the Uptime Commitment.",
    ),
    ("p", '"Business Hours" means 8am to 6pm UK time, Monday to Friday, excluding bank holidays in England.'),
    ("h1", "2. Uptime Commitment"),
    (
        "p",
        "We will use commercially reasonable efforts to make the service available at all times. For paid "
        'plans we commit to the following Monthly Uptime Percentage (the "Uptime Commitment"):',
    ),
    (
        "table",
        [
            ("Plan", "Monthly Uptime Commitment"),
            ("Starter", "No uptime commitment. The service is provided on a best efforts basis"),
            ("Team", "99.5%"),
            ("Business", "99.9%"),
            ("Enterprise", "99.95%"),
        ],
    ),
    (
        "p",
        "Current and historical availability is published on our status page at status.plankit.io. You "
        "can subscribe to incident notifications by email, SMS or webhook.",
    ),
    ("h1", "3. Service Credits"),
    (
        "p",
        "If the Monthly Uptime Percentage for your plan falls below the Uptime Commitment in any calendar "
        "month, you will be eligible for a Service Credit as follows:",
    ),
    (
        "table",
        [
            ("Monthly Uptime Percentage", "Service Credit (% of monthly fees for the affected plan)"),
            ("Below the Uptime Commitment but at or above 99.0%", "10%"),
            ("Below 99.0% but at or above 95.0%", "25%"),
            ("Below 95.0%", "40%"),
        ],
    ),
    (
        "p",
        "To receive a Service Credit you must submit a claim to our support team within 30 days of the end "
        "of the month in which the Downtime occurred. Your claim should include the dates and times of the "
        "Downtime and the users affected. We will confirm whether a credit is due within 15 business days.",
    ),
    (
        "p",
        "Service Credits are applied against your next invoice, or the next renewal invoice for annual "
        "plans. Service Credits will not be paid as cash or refunded, and have no value if your subscription "
        "ends. The total Service Credits for any month will not exceed 50% of the fees for that month. Service "
        "Credits are your sole remedy for any failure to meet the Uptime Commitment.",
    ),
    ("h1", "4. Support response times"),
    (
        "p",
        "You can contact support through the in-app help menu or by emailing support@plankit.io. When you "
        "raise a ticket, choose the severity that best describes the impact on your business. We may change "
        "the severity if it does not match the definitions below.",
    ),
    (
        "table",
        [
            ("Severity", "Definition", "Team", "Business", "Enterprise"),
            (
                "Severity 1 - Critical",
                "The service is unavailable or unusable for all your users",
                "4 business hours",
                "1 hour",
                "30 minutes",
            ),
            (
                "Severity 2 - High",
                "A major feature is not working and there is no workaround",
                "1 business day",
                "4 hours",
                "2 hours",
            ),
            (
                "Severity 3 - Medium",
                "A feature is impaired but a workaround is available",
                "2 business days",
                "1 business day",
                "8 business hours",
            ),
            (
                "Severity 4 - Low",
                "General questions, cosmetic issues and feature requests",
                "5 business days",
                "3 business days",
                "2 business days",
            ),
        ],
    ),
    (
        "p",
        "Response times are measured from when we receive your ticket to the first response from a member of "
        "our support team, not to resolution. Except where stated below, response times are counted in "
        "Business Hours.",
    ),
    (
        "p",
        "Severity 1 incidents on the Business and Enterprise plans are worked on round the clock, 7 days a "
        "week, until the service is restored. Enterprise customers can also report Severity 1 incidents by "
        "phone using the number in their order form.",
    ),
    (
        "p",
        "Starter plan customers can use the help centre and community forum. We do not commit to response "
        "times for Starter plan enquiries.",
    ),
    ("h1", "5. Maintenance"),
    (
        "p",
        "Scheduled Maintenance is carried out on Sundays between 02:00 and 06:00 UTC. We will give at least "
        "five calendar days' notice of Scheduled Maintenance by email to workspace owners and on the status "
        "page. Scheduled Maintenance is limited to six hours in any calendar month and does not count as Downtime.",
    ),
    (
        "p",
        "We may need to carry out Emergency Maintenance at other times to fix urgent security or stability "
        "issues. We will give as much notice as we reasonably can. Unlike Scheduled Maintenance, Emergency "
        "Maintenance counts as Downtime.",
    ),
    ("h1", "6. Exclusions"),
    (
        "p",
        "The Uptime Commitment does not apply to any unavailability, and no Service Credits are due, where it "
        "is caused by:",
    ),
    ("bullet", "(a) Scheduled Maintenance carried out in line with section 5;"),
    ("bullet", "(b) problems with your own internet connection, network, devices or third-party software;"),
    ("bullet", "(c) features labelled beta, preview or early access;"),
    ("bullet", "(d) suspension of your account under the Terms of Service, for example for non-payment;"),
    ("bullet", "(e) your use of the service in breach of the Terms of Service or above your plan's limits;"),
    (
        "bullet",
        "(f) events beyond our reasonable control, including failures of upstream providers that are "
        "not caused by us, natural disasters, war and government action.",
    ),
    ("h1", "7. Changes to this SLA"),
    (
        "p",
        "We may update this SLA from time to time. We will tell you at least 30 days before any change that "
        "reduces your Uptime Commitment or Service Credits, and the change will not apply until your next "
        "renewal if you are on an annual plan.",
    ),
]


def _run(text, bold=False):
    rpr = "<w:rPr><w:b/></w:rPr>" if bold else ""
    return f'<w:r>{rpr}<w:t xml:space="preserve">{escape(text)}</w:t></w:r>'


def _para(text, style=None, bold=False):
    ppr = f'<w:pPr><w:pStyle w:val="{style}"/></w:pPr>' if style else ""
    return f"<w:p>{ppr}{_run(text, bold)}</w:p>"


def _table(rows):
    ncols = len(rows[0])
    width = 9000 // ncols
    border = "".join(
        f'<w:{side} w:val="single" w:sz="4" w:space="0" w:color="999999"/>'
        for side in ("top", "left", "bottom", "right", "insideH", "insideV")
    )
    out = [
        f'<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/><w:tblBorders>{border}</w:tblBorders></w:tblPr>',
        "<w:tblGrid>" + "".join(f'<w:gridCol w:w="{width}"/>' for _ in range(ncols)) + "</w:tblGrid>",
    ]
    for i, row in enumerate(rows):
        out.append("<w:tr>")
        for cell in row:
            out.append(f'<w:tc><w:tcPr><w:tcW w:w="{width}" w:type="dxa"/></w:tcPr>{_para(cell, bold=(i == 0))}</w:tc>')
        out.append("</w:tr>")
    out.append("</w:tbl>")
    return "".join(out)


def _docx(blocks) -> bytes:
    body = []
    for kind, content in blocks:
        if kind == "title":
            body.append(_para(content, "Title"))
        elif kind == "h1":
            body.append(_para(content, "Heading1"))
        elif kind == "h2":
            body.append(_para(content, "Heading2"))
        elif kind == "p":
            body.append(_para(content))
        elif kind == "bullet":
            body.append(_para(content, "ListParagraph"))
        elif kind == "table":
            body.append(_table(content))
            body.append("<w:p/>")
    document = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">'
        "<w:body>" + "".join(body) + '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/>'
        '<w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="708" w:footer="708" w:gutter="0"/>'
        "</w:sectPr></w:body></w:document>"
    )
    styles = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        '<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">'
        '<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri"/>'
        '<w:sz w:val="22"/></w:rPr></w:rPrDefault></w:docDefaults>'
        '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/>'
        '<w:pPr><w:spacing w:after="120"/></w:pPr></w:style>'
        '<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/>'
        '<w:next w:val="Normal"/><w:rPr><w:b/><w:sz w:val="44"/></w:rPr></w:style>'
        '<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/>'
        '<w:next w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="240" w:after="120"/><w:outlineLvl w:val="0"/></w:pPr>'
        '<w:rPr><w:b/><w:sz w:val="32"/></w:rPr></w:style>'
        '<w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><w:basedOn w:val="Normal"/>'
        '<w:next w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="200" w:after="80"/><w:outlineLvl w:val="1"/></w:pPr>'
        '<w:rPr><w:b/><w:sz w:val="26"/></w:rPr></w:style>'
        '<w:style w:type="paragraph" w:styleId="ListParagraph"><w:name w:val="List Paragraph"/><w:basedOn w:val="Normal"/>'
        '<w:pPr><w:ind w:left="720"/></w:pPr></w:style>'
        "</w:styles>"
    )
    content_types = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
        '<Default Extension="xml" ContentType="application/xml"/>'
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
        '<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>'
        "</Types>"
    )
    rels = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>'
        "</Relationships>"
    )
    doc_rels = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>'
        "</Relationships>"
    )
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("[Content_Types].xml", content_types)
        z.writestr("_rels/.rels", rels)
        z.writestr("word/document.xml", document)
        z.writestr("word/_rels/document.xml.rels", doc_rels)
        z.writestr("word/styles.xml", styles)
    return buf.getvalue()


def files() -> dict[str, bytes]:
    return {
        "pricing.html": PRICING_HTML.encode("utf-8"),
        "Plankit-Service-Level-Agreement.docx": _docx(SLA),
    }


EXPECT = [
    ("How much is the Team plan per user if I pay month to month?", ["£14"]),
    ("whats the yearly price for business per seat", ["£22"]),
    ("Is there a free trial?", ["for 14 days"]),
    ("how many people can use the Starter plan", ["Up to 10 users"]),
    ("Does the Team plan come with SSO?", ["SAML SSO"]),
    ("do you do discounts for charities", ["30% off"]),
    ("Are your prices inclusive of VAT?", ["exclude VAT"]),
    ("If I take people off our annual plan do I get money back?", ["do not refund unused seats"]),
    ("What uptime do you guarantee on the Business plan?", ["99.9%"]),
    ("Is Starter covered by the uptime guarantee?", ["best efforts", "Not included"]),
    ("If uptime drops below 95% what credit do I get?", ["40%"]),
    ("how long do I have to claim a service credit", ["30 days of the end"]),
    ("Can I get the service credit paid back to my card instead?", ["will not be paid as cash"]),
    ("how fast will you respond to a critical outage on enterprise", ["30 minutes"]),
    ("When do you do planned maintenance?", ["02:00 and 06:00 UTC"]),
    ("Can I pay by PayPal?", None),
    ("Where is our data stored - is it hosted in the UK?", None),
    ("Is there a one-off setup fee for Enterprise?", None),
]
