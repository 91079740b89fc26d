"""New starter handbook as a Word .docx built by hand with zipfile."""

PROVENANCE = "Imitates a UK logistics company's new-starter / employee handbook Word document; all content invented"

_CONTENT_TYPES = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>
<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>
</Types>"""

_RELS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>
</Relationships>"""

_DOC_RELS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>
</Relationships>"""

_CORE = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<dc:title>New Starter Handbook</dc:title>
<dc:creator>People Team</dc:creator>
<dcterms:created xsi:type="dcterms:W3CDTF">2026-01-05T09:00:00Z</dcterms:created>
</cp:coreProperties>"""

_STYLES = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">
<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri"/><w:sz w:val="22"/></w:rPr></w:rPrDefault></w:docDefaults>
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:pPr><w:spacing w:after="120"/></w:pPr></w:style>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:rPr><w:b/><w:sz w:val="44"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="240"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:sz w:val="32"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="160"/><w:outlineLvl w:val="1"/></w:pPr><w:rPr><w:b/><w:sz w:val="26"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="ListBullet"><w:name w:val="List Bullet"/><w:basedOn w:val="Normal"/><w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr></w:style>
<w:style w:type="table" w:styleId="TableGrid"><w:name w:val="Table Grid"/><w:tblPr><w:tblBorders><w:top w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:left w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:bottom w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:right w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:insideH w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:insideV w:val="single" w:sz="4" w:space="0" w:color="auto"/></w:tblBorders></w:tblPr></w:style>
</w:styles>"""

_NS = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'


def _esc(t):
    return t.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _p(text, style=None, bold=False):
    ppr = f'<w:pPr><w:pStyle w:val="{style}"/></w:pPr>' if style else ""
    rpr = "<w:rPr><w:b/></w:rPr>" if bold else ""
    return f'<w:p>{ppr}<w:r>{rpr}<w:t xml:space="preserve">{_esc(text)}</w:t></w:r></w:p>'


def _tbl(rows, widths):
    grid = "".join(f'<w:gridCol w:w="{w}"/>' for w in widths)
    out = [
        f'<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="0" w:type="auto"/>'
        f"</w:tblPr><w:tblGrid>{grid}</w:tblGrid>"
    ]
    for i, r in enumerate(rows):
        out.append("<w:tr>")
        for c, w in zip(r, widths):
            out.append(f'<w:tc><w:tcPr><w:tcW w:w="{w}" w:type="dxa"/></w:tcPr>{_p(c, bold=(i == 0))}</w:tc>')
        out.append("</w:tr>")
    out.append("</w:tbl>")
    out.append(_p(""))
    return "".join(out)


def _body():
    H1 = lambda t: _p(t, "Heading1")
    P = _p
    B = lambda t: _p("\u2022 " + t, "ListBullet")
    parts = [
        _p("Kestrel & Finch Logistics - New Starter Handbook", "Title"),
        P(
            "Version 4.1, January 2026. Owned by the People Team. This handbook summarises our main "
            "policies for new colleagues. Where anything here differs from your contract of "
            "employment, your contract takes priority."
        ),
        H1("1. Welcome and your first day"),
        P(
            "Welcome to Kestrel & Finch! Your first day starts at 9:30 at the Leeds office reception "
            "(4th floor, 3 Wellington Place). Please bring your passport or other right-to-work "
            "documents so that we can complete the legal checks before you start work."
        ),
        P(
            "Your line manager will have booked an induction with the People Team and IT on your "
            "first morning. You'll also be assigned an onboarding buddy from another team."
        ),
        H1("2. Probation"),
        P(
            "Your probation period is 6 months. You'll have review meetings with your line manager "
            "at 1, 3 and 5 months. Probation can be extended once, by up to 3 months, if we need more "
            "time to assess your performance."
        ),
        P(
            "During probation, the notice period on either side is 1 week. Once you pass probation, "
            "your notice period is as stated in your contract (normally 1 month)."
        ),
        H1("3. Holiday"),
        P(
            "The holiday year runs from 1 April to 31 March. Your entitlement depends on your length "
            "of continuous service on 1 April each year, and is in addition to the 8 UK bank "
            "holidays:"
        ),
        _tbl(
            [
                ["Length of service", "Annual holiday (excluding bank holidays)"],
                ["Less than 2 years", "25 days"],
                ["2 years to less than 5 years", "27 days"],
                ["5 years or more", "29 days"],
            ],
            [4200, 4800],
        ),
        P(
            "Part-time colleagues receive a pro-rata entitlement. In your first holiday year your "
            "entitlement is pro-rated from your start date."
        ),
        P(
            "You can carry over up to 5 days of unused holiday into the next holiday year; "
            "carried-over days must be taken by 30 June or they are lost. You can also buy up to 3 "
            "additional days each year through salary sacrifice - the buying window opens each March."
        ),
        P(
            "Book holiday through PeoplePortal and get your manager's approval before booking travel. "
            "Please give at least twice as much notice as the length of the holiday."
        ),
        H1("4. Sickness absence and sick pay"),
        P(
            "If you're unwell and can't work, phone your line manager (don't just send a message) by "
            "10:00 on your first day of absence, and keep them updated each day. You can self-certify "
            "for up to 7 calendar days; after that you need a fit note from your GP or hospital."
        ),
        P("Company sick pay depends on your service at the start of the absence:"),
        _tbl(
            [
                ["Service at the start of absence", "Company sick pay"],
                ["During probation", "Statutory Sick Pay (SSP) only"],
                ["Probation completed, less than 2 years of service", "4 weeks at full pay, then 4 weeks at half pay"],
                ["2 years of service or more", "8 weeks at full pay, then 8 weeks at half pay"],
            ],
            [4200, 4800],
        ),
        P("Company sick pay is calculated over a rolling 12-month period and includes any SSP you are entitled to."),
        H1("5. Pension"),
        P(
            "You'll be automatically enrolled into the Kestrel & Finch Group Pension Plan, provided "
            "by Northway Pensions, after 3 months of service (our postponement period). You can ask to "
            "join earlier by contacting the People Team."
        ),
        P(
            "The standard contribution is 5% from you and 5% from the company, based on your basic "
            "salary. If you choose to pay 7%, the company contributes 8%, which is the maximum company "
            "contribution. Contributions are made through salary sacrifice unless you tell us you "
            "would prefer not to."
        ),
        H1("6. Expenses"),
        P(
            "Claim business expenses through the Spendwise app within 60 days of the expense, with "
            "an itemised receipt for anything over £10. Approved claims are paid with the next "
            "payroll if your manager approves them by the 15th of the month."
        ),
        _tbl(
            [
                ["Expense", "Limit"],
                ["Mileage in your own car, first 10,000 business miles in the tax year", "45p per mile"],
                ["Mileage in your own car, over 10,000 business miles", "25p per mile"],
                ["Hotel in London (per night, room only)", "£140"],
                ["Hotel elsewhere in the UK (per night, room only)", "£95"],
                ["Evening meal when staying away overnight", "£30"],
                ["Lunch on a day trip of more than 5 hours", "£12"],
            ],
            [6000, 3000],
        ),
        P("Rail travel should be standard class and booked through the travel portal. First class is not reimbursed."),
        H1("7. Equipment"),
        P(
            "On your first day IT will give you a laptop (a MacBook Air or Dell Latitude, depending on "
            "your role), a 27-inch monitor for home use and a headset."
        ),
        P(
            "If you work from home regularly you can claim a one-off home office allowance of up to "
            "£250 for a desk or chair, through Spendwise, within your first 3 months."
        ),
        P(
            "Report lost or stolen equipment to the IT Service Desk (extension 4400) within 24 hours. "
            "When you leave, return all equipment within 5 working days of your last day."
        ),
        H1("8. Working from home"),
        P(
            "We work in a hybrid pattern: a minimum of 2 days a week in the office, and Tuesday is our "
            "company-wide anchor day. During your first 4 weeks we ask you to be in the office 4 days "
            "a week so you can meet people and learn how we work."
        ),
        P(
            "Working from abroad is limited to 10 working days per calendar year and must be approved "
            "in advance by the People Team, because of tax and insurance rules."
        ),
        P("Colleagues on a hybrid pattern receive a working-from-home allowance of £6 per week, paid through payroll."),
        H1("9. Pay"),
        P(
            "You're paid monthly on the 25th of each month by bank transfer. If the 25th falls on a "
            "weekend or bank holiday, you'll be paid on the preceding working day (usually the Friday)."
        ),
        P(
            "If you join after the 10th of the month, your pay for that first part-month will be paid "
            "with the following month's payroll. Payslips and P60s are available on PeoplePortal."
        ),
        H1("10. Who to contact"),
        B("People Team: people@kestrelfinch.example"),
        B("IT Service Desk: extension 4400 or itdesk@kestrelfinch.example"),
        B("Payroll queries: payroll@kestrelfinch.example"),
    ]
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        f"<w:document {_NS}><w:body>{''.join(parts)}"
        '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/>'
        '<w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="708" '
        'w:footer="708" w:gutter="0"/></w:sectPr></w:body></w:document>'
    )


def files():
    import io
    import zipfile

    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("[Content_Types].xml", _CONTENT_TYPES)
        z.writestr("_rels/.rels", _RELS)
        z.writestr("word/_rels/document.xml.rels", _DOC_RELS)
        z.writestr("word/document.xml", _body())
        z.writestr("word/styles.xml", _STYLES)
        z.writestr("docProps/core.xml", _CORE)
    return {"Kestrel_Finch_New_Starter_Handbook.docx": buf.getvalue()}


EXPECT = [
    ("how long is probation?", ["6 months"]),
    ("how much holiday will I get once I've been here 3 years", ["27 days"]),
    ("can I carry holiday over to next year", ["up to 5 days"]),
    ("sick pay if ive been here a year and passed probation?", ["4 weeks at full pay"]),
    ("what time do I have to tell my manager I'm off sick", ["by 10:00"]),
    ("if I pay 7% into my pension what does the company put in", ["8%"]),
    ("mileage allowance", ["45p per mile"]),
    ("whats the max for a hotel in london", ["£140"]),
    ("how much is the home office allowance", ["£250"]),
    ("how many days a week do i need to be in the office", ["2 days a week"]),
    ("when do we get paid", ["25th"]),
    ("notice period while I'm on probation", ["1 week"]),
    ("can I work from abroad for a bit?", ["10 working days"]),
    ("when do I get put in the pension", ["after 3 months"]),
    ("Is there a bonus scheme?", None),
    ("what's the enhanced maternity pay", None),
    ("do we get private medical insurance", None),
]
